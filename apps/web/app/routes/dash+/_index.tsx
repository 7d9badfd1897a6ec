// /dash (docs/product.md §2 Dashboard), members only. Loads the member (POST /misc/phonenumber): an activated
// member (INFO_COMPLETED) sees the loan application; others see what activation needs and
// 'Activate account'. Once the ID step was saved, the identity check's status and what happens
// next. Inside the member frame: a side bar on wide screens, a bottom bar below 768px.
import { maskPhone, t as translate, translator } from '@halimbawa/domain';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction, LinksFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import { ActivationPrompt } from '~/features/activation/ActivationPrompt';
import { KycStatusCard } from '~/features/activation/KycStatusCard';
import { LoanApplicationForm } from '~/features/loans/LoanApplicationForm';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { applicationFormOf, loadCurrencies } from '~/features/loans/loans.server';
import { dataOf, getSite } from '~/lib/api.server';
import pagesStyles from '~/styles/pages.css?url';
import { requireMember } from '~/lib/member.server';
import { metaLanguage, useLanguage } from '~/lib/language';
import calculatorEnhancement from '~/features/calculator/enhance.ts?worker&url';
import { memberScripts } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

// No React: its forms and links work as plain HTML; small scripts show a sent form working and
// recompute the application's figures live.
export const handle = memberScripts(calculatorEnhancement);

export const meta: MetaFunction = ({ matches }) => [{ title: translate(metaLanguage(matches), 'loans.dashboard.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  // One round: the member, the latest loan (its status card) and, for the application form of an
  // activated member, the loan settings and the currencies.
  const [result, current, site, currencies, kyc] = await Promise.all([
    api.post('/misc/phonenumber'),
    api.post('/loan/phonenumber'),
    getSite(),
    loadCurrencies(),
    api.get('/member/kyc'),
  ]);
  if (!result.ok) return api.json({ member: null, error: result.message, loans: null, kyc: null }, { status: result.status === 0 ? 503 : 200 });
  const m = result.data;
  const loan = dataOf(current).loan;
  const loans = { loan, application: m.infoState === 'INFO_COMPLETED' ? applicationFormOf(request, site.loan, currencies, loan) : null };
  return api.json({
    member: {
      fullName: m.fullName,
      email: m.email,
      phoneMasked: maskPhone(m.phoneNumber),
      infoState: m.infoState,
    },
    error: null,
    loans,
    kyc: kyc.ok ? kyc.data.kyc : null,
  });
}

export default function Dashboard() {
  const { member, error, loans, kyc } = useLoaderData<typeof loader>();
  const t = translator(useLanguage());
  const firstName = member?.fullName.split(/\s+/)[0];
  return (
    <MemberFrame>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {firstName ? t('loans.dashboard.hello', { name: firstName }) : t('loans.dashboard.title')}
          </Title>
          {member ? (
            <Text c="dimmed" mt={4}>
              {t('loans.dashboard.welcome')}
            </Text>
          ) : null}
        </div>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {kyc ? <KycStatusCard review={kyc} /> : null}
        {loans?.loan ? <LoanStatusCard loan={loans.loan} /> : null}
        {loans?.application ? <LoanApplicationForm {...loans.application} /> : null}
        {member && member.infoState !== 'INFO_COMPLETED' ? <ActivationPrompt started={member.infoState !== 'PERSONAL_INFO'} /> : null}
        {member ? (
          <Card withBorder radius="lg" padding="lg" className="hl-dash-card" aria-labelledby="account-title">
            <Title order={2} size="h4" id="account-title">
              {t('loans.dashboard.account')}
            </Title>
            <Group gap="xl" mt="sm" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  {t('loans.dashboard.name')}
                </Text>
                <Text fw={600} translate="no">
                  {member.fullName}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('loans.dashboard.phone')}
                </Text>
                <Text fw={600}>{member.phoneMasked}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('loans.dashboard.email')}
                </Text>
                <Text fw={600} style={{ wordBreak: 'break-all' }}>
                  {member.email}
                </Text>
              </div>
            </Group>
          </Card>
        ) : null}
      </Stack>
    </MemberFrame>
  );
}
