// /compliance/reports (docs/aml.md): the covered and suspicious transaction reports, the overdue
// ones first, a kind filter and a page at a time; the export of a kind's reports for the AMLC.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ReportsTable } from '~/features/compliance/reports';
import { Field, SubmitRow } from '~/features/console/Field';
import { FilterForm } from '~/features/console/FilterForm';
import { isFiltered, listQuery } from '~/features/console/paging';
import { requireCompliance } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';

const FILTERS = ['kind'] as const;
const KINDS = ['CTR', 'STR'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.reports') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const url = new URL(request.url);
  const page = dataOf(await api.get('/compliance/reports', { query: listQuery(url, FILTERS) }));
  return api.json({ rows: [...page.overdue, ...page.reports], nextCursor: page.nextCursor, filtered: isFiltered(url, FILTERS) });
}

export default function ComplianceReports() {
  const { rows, nextCursor, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('compliance.reports')}</h1>
      <p>{t('compliance.reportsIntro')}</p>
      <FilterForm fields={[{ name: 'kind', label: t('compliance.kind'), type: 'select', anyLabel: t('compliance.kindAny'), options: KINDS.map((k) => ({ value: k, label: t(`compliance.kind${k}`) })) }]} />
      <ReportsTable caption={t('compliance.reports')} rows={rows} nextCursor={nextCursor} filtered={filtered} empty={t('console.empty')} />
      <form method="get" action="/compliance/reports/export" className="hl-console-form hl-console-card" aria-labelledby="export-title">
        <h2 id="export-title">{t('compliance.exportTitle')}</h2>
        <p>{t('compliance.exportHelp')}</p>
        <Field id="export-kind" label={t('compliance.kind')}>
          {(f) => (
            <select {...f} name="kind" defaultValue="CTR">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`compliance.kind${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="export-from" label={t('compliance.from')}>
          {(f) => <input {...f} name="from" type="text" inputMode="numeric" pattern="\d{4}-\d{2}-\d{2}" maxLength={10} />}
        </Field>
        <Field id="export-to" label={t('compliance.to')}>
          {(f) => <input {...f} name="to" type="text" inputMode="numeric" pattern="\d{4}-\d{2}-\d{2}" maxLength={10} />}
        </Field>
        <SubmitRow label={t('compliance.exportSubmit')} />
      </form>
    </>
  );
}
