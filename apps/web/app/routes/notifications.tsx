// /notifications (docs/product.md §2 Notifications): every SMS and e-mail the product sent to the
// member, newest first, a page at a time, one-time codes masked by the API (GET /notifications,
// which also marks them read, so the shell's count goes back to none).
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import memberStyles from '~/styles/member.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('notifications.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  const page = dataOf(await api.get('/notifications', { query: { cursor, limit: '20' } }));
  // Just read: nothing is unread any more.
  return api.json({ notifications: page.notifications, nextCursor: page.nextCursor, paged: cursor !== undefined, unreadNotifications: 0 });
}

export default function Notifications() {
  const { notifications, nextCursor, paged } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="xs">
        {t('notifications.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('notifications.lead')}
      </Text>
      {notifications.length === 0 ? (
        <Text data-testid="notifications-empty">{t('notifications.none')}</Text>
      ) : (
        <Stack gap="sm" component="ol" maw={720} p={0} style={{ listStyle: 'none' }} aria-label={t('notifications.list')} data-testid="notifications">
          {notifications.map((n) => (
            <Card key={n.id} component="li" withBorder radius="md" padding="md">
              <Group gap="xs" mb={4}>
                <Badge variant="light" color={n.channel === 'sms' ? 'blue' : 'teal'}>
                  {t(n.channel === 'sms' ? 'notifications.sms' : 'notifications.email')}
                </Badge>
                {n.unread ? (
                  <Badge variant="filled" color="orange">
                    {t('notifications.new')}
                  </Badge>
                ) : null}
                <Text size="sm" c="dimmed">
                  {formatDateTime(n.sentAt, lang)}
                </Text>
              </Group>
              {n.subject ? (
                <Text fw={700} style={{ overflowWrap: 'anywhere' }} translate="no">
                  {n.subject}
                </Text>
              ) : null}
              {/* A verbatim record of what was sent, in the language it was sent in: never translated. */}
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
                {n.body}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {paged || nextCursor ? (
        <nav aria-label={t('notifications.list')}>
          <Group mt="md">
            {paged ? (
              <Anchor component={Link} to="/notifications">
                {t('notifications.first')}
              </Anchor>
            ) : null}
            {nextCursor ? (
              <Anchor component={Link} to={`/notifications?cursor=${encodeURIComponent(nextCursor)}`}>
                {t('notifications.older')}
              </Anchor>
            ) : null}
          </Group>
        </nav>
      ) : null}
    </MemberFrame>
  );
}
