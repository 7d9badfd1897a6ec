// /officer/reports/loans: the loan portfolio with its allowance at the end of a business day
// (docs/books.md): the stages' totals, then a page of loans (what each owes, days past
// due, stage, share of the allowance), filtered by stage and searched by loan number (a GET form).
import { formatCentavos, formatBps } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MoneyTable } from '~/features/books/MoneyTable';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { isFiltered, listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('statements.portfolioTitle') }];

const FILTERS = ['on', 'stage', 'q'] as const;
const STAGES = ['1', '2', '3'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const query = listQuery(url, FILTERS);
  // A day or stage that is not one is left out rather than refused.
  if (query.on !== undefined && !DAY.test(query.on)) delete query.on;
  if (query.stage !== undefined && !(STAGES as readonly string[]).includes(query.stage)) delete query.stage;
  const res = await api.get('/officer/reports/loan-portfolio', { query });
  if (!res.ok) throw unavailable(res);
  return api.json({ ...res.data, filtered: isFiltered(url, ['stage', 'q']) });
}

export default function LoanPortfolio() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const stageName = (s: number) => t(`statements.stage${s as 1 | 2 | 3}`);
  return (
    <>
      <h1>{t('statements.portfolioTitle')}</h1>
      <p>{t('statements.portfolioIntro', { on: data.on })}</p>
      <p>
        {data.measuredOn ? t('statements.measuredOn', { on: data.measuredOn }) : t('statements.notMeasured')} {t('statements.allowanceBooked', { amount: formatCentavos(data.allowanceBooked) })}
      </p>
      <p>
        <Link to="/officer/reports">{t('books.reportsTitle')}</Link>
      </p>
      <MoneyTable
        testId="stages"
        caption={t('statements.byStage')}
        header={[t('statements.stage'), t('statements.loans'), t('statements.principal'), t('statements.accruedInterest'), t('statements.lateCharges'), t('statements.rate'), t('statements.allowance')]}
        rows={data.stages.map((s) => [stageName(s.stage), s.loans, { centavos: s.principal }, { centavos: s.accruedInterest }, { centavos: s.lateCharges }, s.rateBps === null ? '' : formatBps(s.rateBps), { centavos: s.allowance }])}
      />
      <FilterForm
        fields={[
          { name: 'on', label: t('statements.on'), type: 'date' },
          { name: 'stage', label: t('statements.stage'), type: 'select', anyLabel: t('statements.anyStage'), options: STAGES.map((s) => ({ value: s, label: stageName(Number(s)) })) },
          { name: 'q', label: t('statements.loan'), type: 'search' },
        ]}
      />
      <PagedTable
        caption={t('statements.loansCaption', { on: data.on })}
        rows={data.loans}
        rowKey={(l) => l.loanNumber}
        nextCursor={data.nextCursor}
        filtered={data.filtered}
        empty={t('statements.noLoans')}
        columns={[
          { key: 'loan', header: t('statements.loan'), cell: (l) => <Link to={`/officer/loans/${l.loanNumber}`}>{l.loanNumber}</Link> },
          { key: 'status', header: t('statements.status'), cell: (l) => l.status },
          { key: 'principal', header: t('statements.principal'), cell: (l) => formatCentavos(l.principal), numeric: true },
          { key: 'accrued', header: t('statements.accruedInterest'), cell: (l) => formatCentavos(l.accruedInterest), numeric: true },
          { key: 'late', header: t('statements.lateCharges'), cell: (l) => formatCentavos(l.lateCharges), numeric: true },
          { key: 'days', header: t('statements.daysPastDue'), cell: (l) => l.daysPastDue, numeric: true },
          { key: 'stage', header: t('statements.stage'), cell: (l) => l.stage, numeric: true },
          { key: 'allowance', header: t('statements.allowance'), cell: (l) => formatCentavos(l.allowance), numeric: true },
        ]}
      />
      <p>
        <a href={`/officer/reports/csv/loan-portfolio?on=${data.on}`} download>
          {t('statements.downloadPortfolio', { on: data.on })}
        </a>
      </p>
    </>
  );
}
