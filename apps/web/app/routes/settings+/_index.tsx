// /settings: the masked phone number with a reveal (a 'show' link; the number is shown for 3 seconds,
// then a meta refresh masks it again, with JavaScript or without), the credit score dial with its
// factors, and links to each setting.
import { formatPhone, maskPhone } from '@halimbawa/domain';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CreditScoreCard } from '~/features/credit-score/CreditScoreCard';
import { loadCreditScore } from '~/features/credit-score/credit-score.server';
import type { Member } from '~/lib/api/types';
import { requireMember } from '~/lib/member.server';
import { useT } from '~/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The parent route (settings.tsx) checks the session and the activation.
  const api = await requireMember(request, context);
  const params = new URL(request.url).searchParams;
  return api.json({ show: params.get('show') === 'phone', credit: await loadCreditScore(api, params.get('history')), olderPage: params.has('history') });
}

const REVEAL_S = 3;

// The settings' title, and while the number shows, back to the masked number after REVEAL_S.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(matches.find((m) => m.id === 'routes/settings+/_layout')?.meta ?? []),
  ...(data?.show ? [{ httpEquiv: 'refresh', content: `${REVEAL_S}; url=/settings` }] : []),
];

export default function SettingsIndex() {
  const { show, credit, olderPage } = useLoaderData<typeof loader>();
  const member = (useRouteLoaderData('routes/settings+/_layout') as { member: Member } | undefined)?.member;
  const t = useT();
  if (!member) return null;
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed" size="sm">
          {t('settings.phoneNumber')}
        </Text>
        <Group gap="md" align="baseline">
          <Text fw={700} size="lg" aria-live="polite">
            {show ? formatPhone(member.phoneNumber) : maskPhone(member.phoneNumber)}
          </Text>
          {show ? (
            <Anchor component={Link} to="/settings" aria-label={t('settings.hidePhone')}>
              {t('settings.hide')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/settings?show=phone" aria-label={t('settings.showPhone')}>
              {t('settings.show')}
            </Anchor>
          )}
        </Group>
        <Text mt="xs">{member.fullName}</Text>
      </Card>
      <CreditScoreCard credit={credit} olderPage={olderPage} />
      <Card withBorder radius="md" padding="lg">
        <nav aria-label={t('settings.title')}>
          <Stack gap="xs">
            <Anchor component={Link} to="/settings/account" fw={600}>
              {t('settings.accountLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/contract" fw={600}>
              {t('settings.contractLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/withdrawal" fw={600}>
              {t('settings.withdrawalLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/password" fw={600}>
              {t('settings.passwordLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/transfer" fw={600}>
              {t('settings.transferLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/pay" fw={600}>
              {t('settings.payLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/auto-debit" fw={600}>
              {t('history.autoDebit.title')}
            </Anchor>
            <Anchor component={Link} to="/settings/borrow" fw={600}>
              {t('settings.borrowLink')}
            </Anchor>
            <Anchor component={Link} to="/settings/data" fw={600}>
              {t('settings.dataLink')}
            </Anchor>
          </Stack>
        </nav>
      </Card>
    </Stack>
  );
}
