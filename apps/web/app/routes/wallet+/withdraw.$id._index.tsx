// /wallet/withdraw/:id, the withdrawal's status (docs/product.md §0.5, §2 Withdrawal): always its real
// state from the server (GET /withdrawals/:id): QUEUED, PROCESSING ('Transferring...' with the
// rail's expected time), COMPLETED (Success with the reference, the time and the amount), FAILED (the
// reason, and the amount back in the wallet). Without JavaScript a Refresh link; with it a plain
// script (features/wallet/poll.ts) asks the server again every few seconds until the status is final. Nothing advances on a timer of
// the browser: it only re-reads. One still waiting for its code shows the code form.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import memberStyles from '~/styles/member.css?url';
import { StatusPanel } from '~/features/loans/StatusPanel';
import { WithdrawalFigures, withdrawalLines } from '~/features/wallet/WithdrawalFigures';
import { WITHDRAWAL_POLL_MS, isFinalWithdrawal, withdrawalCodePath, withdrawalPath } from '~/features/wallet/withdrawal';
import { loadWithdrawal } from '~/features/wallet/withdrawal.server';
import { PESONET_CUTOFF_HOUR } from '@halimbawa/domain';
import { formatDate, formatDateTime } from '~/lib/format';
import { requireMember } from '~/lib/member.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { memberScripts } from '~/lib/page-scripts';
import pollEnhancement from '~/features/wallet/poll.ts?worker&url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: the status is re-read by a small script (features/wallet/poll.ts).
export const handle = memberScripts(pollEnhancement);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: metaT(matches)(data?.withdrawal.status === 'COMPLETED' ? 'wallet.success' : 'wallet.withdrawal') },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const withdrawal = await loadWithdrawal(api, params.id ?? '');
  if (withdrawal.status === 'AWAITING_OTP') return api.redirect(withdrawalCodePath(withdrawal.id));
  return api.json({ withdrawal });
}

export default function WithdrawalStatus() {
  const { withdrawal: w } = useLoaderData<typeof loader>();
  const final = isFinalWithdrawal(w.status);
  const done = w.status === 'COMPLETED';
  const lang = useLanguage();
  const t = useT();
  return (
    <MemberFrame>
      <div id="withdrawal" data-poll-ms={final ? undefined : WITHDRAWAL_POLL_MS}>
        <Title order={1} size="h2" mb="md">
          {t(done ? 'wallet.success' : 'wallet.withdrawal')}
        </Title>
        <Stack gap="lg" maw={560}>
          <StatusPanel
            kind={t('wallet.withdrawal')}
            entry={w.card}
            status={w.status}
            titleId="withdrawal-status-title"
            testId="withdrawal-status"
            details={
              done ? (
                <Stack gap={2} mt="xs">
                  <Text fw={700} data-testid="withdrawal-reference">
                    {t('wallet.referenceLine', { reference: w.reference })}
                  </Text>
                  <Text size="sm">{t('wallet.completedOn', { date: formatDateTime(w.completedAt, lang) })}</Text>
                  <Text size="sm">{t('wallet.amountLine', { amount: w.amountText })}</Text>
                </Stack>
              ) : null
            }
          />
          <Card withBorder radius="md" padding="lg">
            <WithdrawalFigures
              lines={[
                ...withdrawalLines({
                  ...w.destination,
                  amountText: w.amountText,
                  feeText: w.feeText,
                  exchangeRate: w.exchangeRate,
                  totalText: w.totalText,
                }, lang),
                {
                  label: t('wallet.reference'),
                  value: w.reference,
                  testId: 'withdrawal-ref-line',
                },
                {
                  label: t('wallet.requestedOn'),
                  value: formatDateTime(w.createdAt, lang),
                  testId: 'withdrawal-created',
                },
                ...(w.arrivesOn
                  ? [{ label: t('wallet.arrivesOn'), value: formatDate(w.arrivesOn, lang), testId: 'withdrawal-arrives', note: { text: t('wallet.arrivesNote', { cutoff: `${PESONET_CUTOFF_HOUR}:00` }) } }]
                  : []),
              ]}
            />
          </Card>
          <Group>
            {final ? null : (
              <Anchor component={Link} to={withdrawalPath(w.id)} data-testid="withdrawal-refresh">
                {t('wallet.refresh')}
              </Anchor>
            )}
            <Anchor component={Link} to="/wallet">
              {t('wallet.backToWallet')}
            </Anchor>
          </Group>
        </Stack>
      </div>
    </MemberFrame>
  );
}
