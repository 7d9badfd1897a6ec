// /officer/hardship (docs/product.md, Hardship requests): the requests of one status, newest first,
// a page at a time. A waiting request opens its review (/officer/hardship/:id), where the new
// schedule is shown before an officer proposes a decision and before a second staff member (four
// eyes) confirms it or sends it back. Plain links: it works without JavaScript.
import { HARDSHIP_STATUSES, formatCentavos } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { StatusBadge } from '~/features/console/StatusBadge';
import { listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('hardship.console.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const res = await api.get('/officer/hardship', { query: listQuery(new URL(request.url), ['status']) });
  if (!res.ok) throw unavailable(res);
  return api.json({ requests: res.data.requests, nextCursor: res.data.nextCursor });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['requests'][number];

/** A waiting request opens its review (the new schedule before any decision); a decided one shows when. */
function Decision({ row }: { row: Row }) {
  const t = useT();
  if (row.status !== 'PENDING') return <>{row.decidedAt ? row.decidedAt.slice(0, 10) : ''}</>;
  return (
    <div className="hl-col">
      {row.waitingActionId ? <p className="hl-t hl-t-sm">{t('hardship.console.waiting')}</p> : null}
      <Link to={`/officer/hardship/${row.id}`}>{t('hardship.console.review')}</Link>
    </div>
  );
}

export default function HardshipRequests() {
  const { requests, nextCursor } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('hardship.console.title')}</h1>
      <FilterForm
        fields={[
          {
            name: 'status',
            label: t('hardship.console.status'),
            type: 'select',
            anyLabel: t('apiHardship.status.PENDING'),
            options: HARDSHIP_STATUSES.filter((s) => s !== 'PENDING').map((s) => ({ value: s, label: t(`apiHardship.status.${s}`) })),
          },
        ]}
      />
      <PagedTable
        caption={t('hardship.console.caption')}
        rows={requests}
        rowKey={(r) => r.id}
        nextCursor={nextCursor}
        columns={[
          { key: 'loan', header: t('hardship.columns.loan'), cell: (r) => r.loanNumber },
          { key: 'kind', header: t('hardship.columns.kind'), cell: (r) => r.kindText },
          { key: 'reason', header: t('hardship.columns.reason'), cell: (r) => r.reason },
          { key: 'amount', header: t('hardship.columns.amount'), cell: (r) => `PHP ${formatCentavos(r.proposedAmount)}`, numeric: true },
          { key: 'due', header: t('hardship.columns.dueDate'), cell: (r) => formatDate(r.dueDate, lang) },
          { key: 'status', header: t('hardship.columns.status'), cell: (r) => <StatusBadge tone={r.status === 'APPROVED' ? 'success' : r.status === 'REJECTED' ? 'danger' : r.status === 'PENDING' ? 'info' : 'neutral'}>{r.statusText}</StatusBadge> },
          { key: 'action', header: t('hardship.columns.action'), cell: (r) => <Decision row={r} /> },
        ]}
      />
    </>
  );
}
