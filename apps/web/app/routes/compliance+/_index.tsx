// /compliance: the reports past their due date first (docs/aml.md), then the sanctions cases, open
// ones by default, a status filter and a page at a time; each opens the member and the list entry
// side by side.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { ReportsTable } from '~/features/compliance/reports';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { requireCompliance } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';

const STATUSES = ['OPEN', 'CLEARED', 'CONFIRMED'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const [res, reports] = await Promise.all([api.get('/compliance/cases', { query: listQuery(new URL(request.url), ['status']) }), api.get('/compliance/reports', { query: { limit: '1' } })]);
  if (!res.ok) throw unavailable(res);
  if (!reports.ok) throw unavailable(reports);
  return api.json({ ...res.data, overdue: reports.data.overdue });
}

export default function ComplianceCases() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('compliance.title')}</h1>
      <section aria-labelledby="overdue-title">
        <h2 id="overdue-title">{t('compliance.overdueTitle')}</h2>
        <ReportsTable caption={t('compliance.overdueTitle')} rows={data.overdue} nextCursor={null} empty={t('compliance.overdueNone')} />
      </section>
      <h2>{t('compliance.cases')}</h2>
      <p>{t('compliance.casesIntro')}</p>
      <FilterForm fields={[{ name: 'status', label: t('compliance.status'), type: 'select', anyLabel: t('compliance.statusOPEN'), options: STATUSES.filter((s) => s !== 'OPEN').map((s) => ({ value: s, label: t(`compliance.status${s}`) })) }]} />
      <PagedTable
        caption={t('compliance.cases')}
        rows={data.cases}
        rowKey={(c) => c.id}
        nextCursor={data.nextCursor}
        empty={t('console.empty')}
        columns={[
          { key: 'member', header: t('compliance.member'), cell: (c) => <Link to={`/compliance/cases/${c.id}`}>{c.memberName}</Link> },
          { key: 'entry', header: t('compliance.entry'), cell: (c) => c.matchedName },
          { key: 'score', header: t('compliance.score'), cell: (c) => c.score, numeric: true },
          { key: 'status', header: t('compliance.status'), cell: (c) => t(`compliance.status${c.status}`) },
          { key: 'trigger', header: t('compliance.trigger'), cell: (c) => t(`compliance.trigger${c.trigger}`) },
          { key: 'opened', header: t('compliance.opened'), cell: (c) => formatDateTime(c.openedAt, lang) },
        ]}
      />
    </>
  );
}
