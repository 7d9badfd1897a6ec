// /pay, for activated members: what the loan asks for now (the next instalment, or the overdue
// amount with its late charge, and the pay-off), the loan's payment reference with the exact steps
// of each channel (GCash and Maya bills payment, InstaPay/PESONet transfer, over the counter), what
// happens after, and the wallet's reference for cash-in. Each reference's ways through the payment
// provider come first: GCash and Maya (a form posted here makes the payment request and redirects
// to the e-wallet's checkout), the counters' payment codes and the virtual account number, offered
// only where the channel takes the amount due. Server-rendered, no script needed.
import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { ChannelSteps } from '~/features/pay/ChannelSteps';
import { PayOptions } from '~/features/pay/PayOptions';
import { loadPayPage, startEwalletPayment } from '~/features/pay/pay.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formRefusal, formValues, refusedStatus, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDate } from '~/lib/format';
import { useLanguage, metaT, useT } from '~/lib/language';
import { requireActivated, requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import memberStyles from '~/styles/member.css?url';
import { loadUnread } from '~/features/notifications/unread.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('pay.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const [, page, unreadNotifications] = await Promise.all([requireActivated(api, request), loadPayPage(api), loadUnread(api)]);
  return api.json({ page, unreadNotifications });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const values = formValues(form, ['channel']);
  const started = await startEwalletPayment(api, values.channel, new URL('/pay', request.url).toString());
  if (!started.ok) return api.json(formRefusal({ ...splitApiErrors(started, []) }), { status: refusedStatus(started.status) });
  return api.redirect(started.data.checkoutUrl);
}

function Reference({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} ff="monospace" data-testid={testId} style={{ letterSpacing: '0.05em', wordBreak: 'keep-all' }}>
        {text}
      </Text>
    </div>
  );
}

export default function Pay() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const { loan, wallet, collection } = page;
  const refusal = useFormRefusal();
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="xs">
        {t('pay.title')}
      </Title>
      <Text mb="md">{t('pay.intro')}</Text>
      <Stack gap="lg">
        {loan ? (
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pay-due" data-testid="pay-due">
            <Title order={2} size="h3" mb="xs" id="pay-due">
              {t('pay.dueHeading')}
            </Title>
            {loan.overdue ? (
              <Alert color="red" variant="light" mb="sm" data-testid="pay-overdue">
                {t('pay.overdue', { amount: loan.nextDueAmountText, date: formatDate(loan.nextDueDate, lang), lateCharge: loan.lateChargesDueText })}
              </Alert>
            ) : loan.nextDueDate ? (
              <Text fw={600} mb="xs" data-testid="pay-next">
                {t('pay.next', { amount: loan.nextDueAmountText, date: formatDate(loan.nextDueDate, lang) })}
              </Text>
            ) : null}
            <Text mb="md">{t('pay.payoff', { amount: loan.payoffAmountText })}</Text>
            <Reference label={t('pay.loanReference', { loanNumber: loan.loanNumber })} text={loan.referenceText} testId="loan-reference" />
            <Text size="sm" mt="xs" mb="md">
              {t('pay.referenceHelp')}
            </Text>
            <Button component={Link} to="/wallet#pay" variant="light">
              {t('pay.fromWallet')}
            </Button>
          </Card>
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Text>{t('pay.noLoan')}</Text>
          </Card>
        )}
        {loan ? (
          <section aria-labelledby="pay-options" data-testid="pay-options">
            <Title order={2} size="h3" mb="xs" id="pay-options">
              {t('pay.optionsHeading', { amount: loan.amountDueText })}
            </Title>
            <Text mb="sm">{t('pay.optionsIntro')}</Text>
            {refusal?.formError ? (
              <Alert color="red" variant="light" mb="sm" role="alert">
                {refusal.formError}
              </Alert>
            ) : null}
            <PayOptions options={loan.options} amountText={loan.amountDueText} ewallets of="loan" />
          </section>
        ) : null}
        {loan ? (
          <section aria-labelledby="pay-channels">
            <Title order={2} size="h3" mb="sm" id="pay-channels">
              {t('pay.channelsHeading')}
            </Title>
            <ChannelSteps referenceText={loan.referenceText} collection={collection} />
          </section>
        ) : null}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pay-after">
          <Title order={2} size="h3" mb="xs" id="pay-after">
            {t('pay.afterHeading')}
          </Title>
          <List spacing={4}>
            {(['afterArrives', 'afterOrder', 'afterReceipt', 'afterNever'] as const).map((k) => (
              <List.Item key={k}>{t(`pay.${k}`)}</List.Item>
            ))}
          </List>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pay-wallet" data-testid="pay-wallet">
          <Title order={2} size="h3" mb="xs" id="pay-wallet">
            {t('pay.walletHeading')}
          </Title>
          <Text mb="sm">{t('pay.walletText')}</Text>
          <Reference label={t('pay.walletReference')} text={wallet.referenceText} testId="wallet-reference" />
          <Title order={3} size="h4" mt="md" mb="xs">
            {t('pay.walletOptionsHeading')}
          </Title>
          <PayOptions options={wallet.options} amountText={null} ewallets={false} of="wallet" />
          {loan ? null : <ChannelSteps referenceText={wallet.referenceText} collection={collection} />}
        </Card>
      </Stack>
    </MemberFrame>
  );
}
