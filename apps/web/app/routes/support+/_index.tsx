// /support (docs/product.md §2 Support): how to reach support (hotline, e-mail and hours from GET
// /site), a form to open a request or a complaint (topic and message: POST /support), and the
// member's requests with their status, a page at a time (GET /support, "Older requests").
import { SUPPORT_TOPICS, validateSupportTicket } from '@halimbawa/domain';
import { Anchor, Button, Card, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Facts } from '~/components/Facts';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { FormError } from '~/components/Notices';
import { SupportMessageInput, SupportStatusBadge } from '~/features/support/parts';
import { postSupportForm } from '~/features/support/support.server';
import { dataOf } from '~/lib/api.server';
import { formatDate } from '~/lib/format';
import { useFieldProps, useFormRefusal } from '~/lib/forms';
import { useSite } from '~/lib/hooks';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import pagesStyles from '~/styles/pages.css?url';
import memberStyles from '~/styles/member.css?url';
import { loadUnread } from '~/features/notifications/unread.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: pagesStyles },
  { rel: 'stylesheet', href: memberStyles },
];

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('support.title') }];

const FIELDS = ['topic', 'message'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  const [result, unreadNotifications] = await Promise.all([api.get('/support', { query: { cursor, limit: '20' } }), loadUnread(api)]);
  const page = dataOf(result);
  return api.json({ tickets: page.tickets, nextCursor: page.nextCursor, paged: cursor !== undefined, unreadNotifications });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  return postSupportForm(request, api, FIELDS, validateSupportTicket, (values) => api.post('/support', values));
}

function ReachUs() {
  const t = useT();
  const { company: c } = useSite();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reach-title">
      <Title order={2} size="h3" id="reach-title" mb="sm">
        {t('support.reachUs')}
      </Title>
      <Facts
        items={[
          { label: t('support.hotline'), value: <Anchor href={`tel:${c.supportHotline.replace(/[^+0-9]/g, '')}`}>{c.supportHotline}</Anchor>, testId: 'support-hotline' },
          { label: t('support.email'), value: <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor> },
          { label: t('support.hoursLabel'), value: t('support.hours', { opens: c.supportOpens, closes: c.supportCloses }), testId: 'support-hours' },
        ]}
      />
    </Card>
  );
}

function NewTicket() {
  const t = useT();
  const field = useFieldProps();
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  // A new page (after a sent request) starts an empty form; a refusal keeps what was typed.
  const location = useLocation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="write-title" id="write">
      <Title order={2} size="h3" id="write-title" mb="sm">
        {t('support.formTitle')}
      </Title>
      <Form method="post" action="/support#write" aria-labelledby="write-title" key={location.key}>
        <CsrfInput />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <NativeSelect
            label={t('support.topic')}
            defaultValue={values.topic ?? ''}
            error={errors.topic}
            data={[{ value: '', label: t('support.chooseTopic') }, ...SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`support.topics.${topic}`) }))]}
            {...field('topic')}
          />
          <SupportMessageInput minRows={4} value={values.message} error={errors.message} />
          <Button type="submit" radius="xl">
            {t('support.send')}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}

export default function Support() {
  const { tickets, nextCursor, paged } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="xs">
        {t('support.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('support.lead')}
      </Text>
      <Stack gap="lg" maw={720}>
        <ReachUs />
        <NewTicket />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="requests-title">
          <Title order={2} size="h3" id="requests-title" mb="sm">
            {t('support.yourRequests')}
          </Title>
          {tickets.length === 0 ? (
            <Text data-testid="support-empty">{t('support.none')}</Text>
          ) : (
            // Scrolls sideways in its card, and on a phone each row stacks into label–value lines (app.css).
            <div className="hl-scroll" style={{ contain: 'inline-size', '--hl-table-min': '480px' } as CSSProperties}>
              <Table className="hl-stack" data-testid="support-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('support.reference')}</Table.Th>
                    <Table.Th scope="col">{t('support.topic')}</Table.Th>
                    <Table.Th scope="col">{t('support.statusLabel')}</Table.Th>
                    <Table.Th scope="col">{t('support.lastUpdate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tickets.map((ticket) => (
                    <Table.Tr key={ticket.reference}>
                      <Table.Td data-label={t('support.reference')}>
                        <Anchor component={Link} to={`/support/${ticket.reference}`} aria-label={t('support.open', { reference: ticket.reference })}>
                          {ticket.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label={t('support.topic')}>{t(`support.topics.${ticket.topic}`)}</Table.Td>
                      <Table.Td data-label={t('support.statusLabel')}>
                        <SupportStatusBadge status={ticket.status} />
                      </Table.Td>
                      <Table.Td data-label={t('support.lastUpdate')}>{formatDate(ticket.updatedAt, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
          {paged || nextCursor ? (
            <nav aria-label={t('support.yourRequests')}>
              {paged ? (
                <Anchor component={Link} to="/support" mr="md">
                  {t('support.first')}
                </Anchor>
              ) : null}
              {nextCursor ? (
                <Anchor component={Link} to={`/support?cursor=${encodeURIComponent(nextCursor)}`}>
                  {t('support.older')}
                </Anchor>
              ) : null}
            </nav>
          ) : null}
        </Card>
      </Stack>
    </MemberFrame>
  );
}
