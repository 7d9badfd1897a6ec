// /settings/withdrawal: the member's latest withdrawal (GET /withdrawals, newest first) with every
// field of docs/product.md §2 Settings: recipient, bank, masked account, sender, rate, amount, fee,
// total, date and time, reference '{ShortName}-{withdrawalNumber}' and status; or 'We haven't
// received any withdrawal so far.'. The parent route checks the session and the activation.
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { WithdrawalFigures, withdrawalLines } from '~/features/wallet/WithdrawalFigures';
import { withdrawalPath } from '~/features/wallet/withdrawal';
import { dataOf, getSite } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { requireMember } from '~/lib/member.server';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Withdrawal' }];

// Nothing here gains from JavaScript: the page is sent without it.
export const handle = NO_SCRIPTS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const [{ withdrawals }, site] = await Promise.all([api.get('/withdrawals').then(dataOf), getSite()]);
  return api.json({ latest: withdrawals[0] ?? null, sender: site.company.name });
}

export default function SettingsWithdrawal() {
  const { latest: w, sender } = useLoaderData<typeof loader>();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Withdrawal
        </Title>
        <Anchor component={Link} to="/settings">
          Back to Settings
        </Anchor>
      </Group>
      {w ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-label="Latest withdrawal" data-testid="latest-withdrawal">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="sm">
            Latest withdrawal
          </Text>
          <WithdrawalFigures
            lines={[
              { label: 'Recipient', value: w.destination.accountName, testId: 'withdrawal-recipient' },
              ...withdrawalLines({ ...w.destination, amountText: w.amountText, feeText: w.feeText, totalText: w.totalText }).filter(
                (l) => l.testId !== 'withdrawal-account-name',
              ),
              { label: 'Sender', value: sender, testId: 'withdrawal-sender' },
              { label: 'Date and time', value: formatDateTime(w.completedAt ?? w.createdAt), testId: 'withdrawal-time' },
              { label: 'Reference', value: w.reference, testId: 'withdrawal-reference' },
              { label: 'Status', value: w.card.statement, testId: 'withdrawal-status-text' },
            ]}
          />
          <Anchor component={Link} to={withdrawalPath(w.id)} mt="md" display="inline-block">
            See its status
          </Anchor>
        </Card>
      ) : (
        <Card withBorder radius="md" padding="lg" data-testid="no-withdrawals">
          <Text fw={600}>We haven&apos;t received any withdrawal so far.</Text>
          <Button component={Link} to="/wallet" mt="md" variant="light">
            Go to the wallet
          </Button>
        </Card>
      )}
    </Stack>
  );
}
