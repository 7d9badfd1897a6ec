// /officer/audit (docs/product.md §6 Audit trail): GET /officer/audit, newest first, a page at a
// time, filtered by staff member, member, loan and days; a plain GET form, so it works without
// JavaScript and every filtered page has its own address. Read-only: the page has no action.
import type { MessageKey } from '@halimbawa/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { Link } from '~/components/Link';
import { firstPageHref, listQuery, nextPageHref } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf, type ApiFailure } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

const FILTERS = ['staff', 'member', 'loan', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('auditPage.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, (url.searchParams.get(name) ?? '').trim().slice(0, 40)])) as Record<Filter, string>;
  const result = await api.get('/officer/audit', { query: listQuery(url, FILTERS) });
  // A filter the API cannot read is shown beside its field, and no event under it.
  if (!result.ok && result.status === 400) return api.json({ filters, events: [], nextCursor: null, errors: (result as ApiFailure).errors }, { status: 400 });
  const page = dataOf(result);
  return api.json({ filters, events: page.events, nextCursor: page.nextCursor, errors: {} as ApiFailure['errors'] });
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type AuditEvent = Loaded['events'][number];

/** A change's fields one a line: `status: PENDING_REVIEW`. */
function Values({ values }: { values: Record<string, unknown> | null }) {
  const t = useT();
  if (!values) return <Text size="sm">{t('auditPage.nothingChanged')}</Text>;
  return (
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
        </div>
      ))}
    </Text>
  );
}

function EventCard({ event }: { event: AuditEvent }) {
  const t = useT();
  const lang = useLanguage();
  const changed = event.before !== null || event.after !== null;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="audit-event">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {event.action}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
          </Text>
        </Group>
        <dl className="hl-audit-facts">
          <dt>{t('auditPage.who')}</dt>
          <dd>{event.actor ? `${event.actor.fullName} (${event.actor.phoneNumber})` : t('auditPage.system')}</dd>
          {event.memberName || event.loanNumber ? (
            <>
              <dt>{t('auditPage.concerns')}</dt>
              <dd>{[event.memberName, event.loanNumber].filter(Boolean).join(' · ')}</dd>
            </>
          ) : event.target ? (
            <>
              <dt>{t('auditPage.target')}</dt>
              <dd style={{ overflowWrap: 'anywhere' }}>{event.target}</dd>
            </>
          ) : null}
          {changed ? (
            <>
              <dt>{t('auditPage.before')}</dt>
              <dd data-testid="audit-before">
                <Values values={event.before} />
              </dd>
              <dt>{t('auditPage.after')}</dt>
              <dd data-testid="audit-after">
                <Values values={event.after} />
              </dd>
            </>
          ) : null}
          {Object.keys(event.details).length > 0 ? (
            <>
              <dt>{t('auditPage.details')}</dt>
              <dd>
                <Values values={event.details} />
              </dd>
            </>
          ) : null}
        </dl>
      </Stack>
    </Card>
  );
}

export default function AuditTrail() {
  const { filters, events, nextCursor, errors } = useLoaderData<typeof loader>();
  const t = useT();
  const { pathname, search } = useLocation();
  const first = firstPageHref(pathname, search);
  const filtered = Object.values(filters).some((value) => value !== '');
  const field = (name: Filter, label: MessageKey, type: 'text' | 'date' = 'text') => (
    <TextInput name={name} label={t(label)} defaultValue={filters[name]} error={errors[name]} maxLength={40} type={type} style={{ flex: '1 1 180px' }} />
  );
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('auditPage.title')}
        </Title>
        <Text c="dimmed">{t('auditPage.intro')}</Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <Form method="get" aria-label={t('auditPage.filters')}>
          <Group align="flex-end" wrap="wrap" gap="sm">
            {field('staff', 'auditPage.staff')}
            {field('member', 'auditPage.member')}
            {field('loan', 'auditPage.loan')}
            {field('from', 'auditPage.from', 'date')}
            {field('to', 'auditPage.to', 'date')}
            <Button type="submit">{t('auditPage.show')}</Button>
            {filtered ? (
              <Anchor component={Link} to="/officer/audit">
                {t('auditPage.clear')}
              </Anchor>
            ) : null}
          </Group>
        </Form>
      </Card>
      {Object.keys(errors).length > 0 ? null : events.length === 0 ? (
        <Alert variant="light" role="status">
          {t('auditPage.empty')}
        </Alert>
      ) : (
        <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('auditPage.title')}>
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Stack>
      )}
      <Group gap="md">
        {first ? (
          <Anchor component={Link} to={first}>
            {t('auditPage.first')}
          </Anchor>
        ) : null}
        {nextCursor ? (
          <Anchor component={Link} to={nextPageHref(pathname, search, nextCursor)}>
            {t('auditPage.next')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
