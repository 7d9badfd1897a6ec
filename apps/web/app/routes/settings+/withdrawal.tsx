// /settings/withdrawal: the member's latest withdrawal (GET /withdrawals, newest first) with every
// field of docs/product.md §2 Settings: recipient, bank, masked account, sender, rate, amount, fee,
// total, date and time, reference '{ShortName}-{withdrawalNumber}' and status; or 'We haven't
// received any withdrawal so far.'. The parent route checks the session and the activation.
import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { WithdrawalFigures, withdrawalLines } from '~/features/wallet/WithdrawalFigures';
import { withdrawalPath } from '~/features/wallet/withdrawal';
import { dataOf, getSite } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { requireMember } from '~/lib/member.server';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.withdrawal.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const [{ withdrawals }, site] = await Promise.all([api.get('/withdrawals').then(dataOf), getSite()]);
  return api.json({ latest: withdrawals[0] ?? null, sender: site.company.name });
}

export default function SettingsWithdrawal() {
  const { latest: w, sender } = useLoaderData<typeof loader>();
  const lang = useLanguage();
  const t = useT();
  return (
    <Stack>
      <SettingsHeader title={t('settings.withdrawal.title')} />
      {w ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('settings.withdrawal.latest')} data-testid="latest-withdrawal">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="sm">
            {t('settings.withdrawal.latest')}
          </Text>
          <WithdrawalFigures
            lines={[
              { label: t('settings.withdrawal.recipient'), value: w.destination.accountName, testId: 'withdrawal-recipient' },
              ...withdrawalLines({ ...w.destination, amountText: w.amountText, feeText: w.feeText, exchangeRate: w.exchangeRate, totalText: w.totalText }, lang).filter(
                (l) => l.testId !== 'withdrawal-account-name',
              ),
              { label: t('settings.withdrawal.sender'), value: sender, testId: 'withdrawal-sender' },
              { label: t('settings.withdrawal.dateTime'), value: formatDateTime(w.completedAt ?? w.createdAt, lang), testId: 'withdrawal-time' },
              { label: t('wallet.reference'), value: w.reference, testId: 'withdrawal-reference' },
              { label: t('settings.withdrawal.status'), value: w.card.statement, testId: 'withdrawal-status-text' },
            ]}
          />
          <Anchor component={Link} to={withdrawalPath(w.id)} mt="md" display="inline-block">
            {t('settings.withdrawal.seeStatus')}
          </Anchor>
        </Card>
      ) : (
        <Card withBorder radius="md" padding="lg" data-testid="no-withdrawals">
          <Text fw={600}>{t('settings.withdrawal.none')}</Text>
          <Button component={Link} to="/wallet" mt="md" variant="light">
            {t('settings.withdrawal.goToWallet')}
          </Button>
        </Card>
      )}
    </Stack>
  );
}
