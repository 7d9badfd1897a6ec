// /officer/support: the support queue (docs/product.md, the officer console): members' requests and
// the contact form's messages together, newest first, filtered by status, a page at a time, each
// with the time its first answer took (GET /officer/support). Complaints past their due date
// (RA 11765) stand first, their due date beside them.
import { SUPPORT_STATUSES } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { isFiltered, listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { StatusBadge } from '~/features/console/StatusBadge';
import { SUPPORT_TONES, firstAnswerText } from '~/features/support/console';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('support.queue') }];

const FILTERS = ['status'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const page = dataOf(await api.get('/officer/support', { query: listQuery(url, FILTERS) }));
  return api.json({ tickets: [...page.pastDue, ...page.tickets], nextCursor: page.nextCursor, filtered: isFiltered(url, FILTERS) });
}

export default function SupportQueue() {
  const { tickets, nextCursor, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('support.queue')}</h1>
      <FilterForm fields={[{ name: 'status', label: t('support.statusLabel'), type: 'select', options: SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`support.status.${s}`) })) }]} />
      <PagedTable
        caption={t('support.queue')}
        rows={tickets}
        rowKey={(r) => r.reference}
        nextCursor={nextCursor}
        filtered={filtered}
        empty={t('support.queueEmpty')}
        columns={[
          { key: 'reference', header: t('support.reference'), cell: (r) => <Link to={`/officer/support/${r.reference}`}>{r.reference}</Link> },
          { key: 'topic', header: t('support.topic'), cell: (r) => t(`support.topics.${r.topic}`) },
          { key: 'from', header: t('support.from'), cell: (r) => `${r.name} (${r.source === 'MEMBER' ? t('support.member') : t('support.contactForm')})` },
          { key: 'status', header: t('support.statusLabel'), cell: (r) => <StatusBadge tone={SUPPORT_TONES[r.status]}>{t(`support.status.${r.status}`)}</StatusBadge> },
          { key: 'opened', header: t('support.opened'), cell: (r) => formatDateTime(r.createdAt, lang) },
          { key: 'firstAnswer', header: t('support.firstAnswer'), cell: (r) => firstAnswerText(r.firstAnswerSeconds, lang) },
          {
            key: 'due',
            header: t('support.due'),
            cell: (r) =>
              r.dueAt ? (
                <>
                  {formatDateTime(r.dueAt, lang)} {r.pastDue ? <StatusBadge tone="danger">{t('support.pastDue')}</StatusBadge> : null}
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </>
  );
}
