// /officer/reports: the books from the ledger (docs/collections.md, docs/books.md): the
// charts (PAR 30 by month, flows by week, the allowance by stage; server-drawn SVG with their
// figures), the trial balance at the end of a chosen business day (a GET form, so it works without
// JavaScript), the portfolio with PAR, links to the statements and the reports as CSV downloads
// (reports_.csv.$report.tsx).
import { formatBps, formatCentavos } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { Chart } from '~/features/books/Chart';
import { MoneyTable } from '~/features/books/MoneyTable';
import { SubmitRow } from '~/features/console/Field';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('books.reportsTitle') }];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get('on') ?? '';
  const on = DAY.test(asked) ? asked : undefined;
  const [tb, portfolio, charts] = await Promise.all([
    api.get('/officer/reports/trial-balance', { query: on ? { on } : {} }),
    api.get('/officer/reports/portfolio'),
    api.get('/officer/reports/charts'),
  ]);
  // A day the API refuses (30 February) shows today's instead.
  const trial = tb.ok ? tb : await api.get('/officer/reports/trial-balance');
  if (!trial.ok) throw unavailable(trial);
  if (!portfolio.ok) throw unavailable(portfolio);
  if (!charts.ok) throw unavailable(charts);
  return api.json({ trial: trial.data, portfolio: portfolio.data, charts: charts.data });
}

type Charts = ReturnType<typeof useLoaderData<typeof loader>>['charts'];

/** PAR 30 by month, disbursements and collections by week, the allowance by stage. */
function BookCharts({ charts }: { charts: Charts }) {
  const t = useT();
  const peso = (c: number) => `PHP ${formatCentavos(c)}`;
  const weeks = charts.weeks.some((w) => w.disbursements > 0 || w.collections > 0) ? charts.weeks : [];
  return (
    <section aria-labelledby="charts">
      <h2 id="charts">{t('statements.chartsTitle')}</h2>
      <Chart
        id="chart-par30"
        kind="line"
        title={t('statements.par30Title')}
        description={t('statements.par30Desc')}
        labels={charts.par30.map((m) => m.month)}
        series={[{ name: 'PAR 30', values: charts.par30.map((m) => m.shareBps) }]}
        format={formatBps}
        table={{
          header: [t('statements.month'), t('statements.share'), t('books.parPrincipal'), t('books.loansReceivable')],
          rows: charts.par30.map((m) => [m.month, formatBps(m.shareBps), { centavos: m.par30 }, { centavos: m.outstanding }]),
        }}
        empty={t('statements.par30Empty')}
      />
      <Chart
        id="chart-flows"
        kind="bars"
        title={t('statements.flowsTitle')}
        description={t('statements.flowsDesc')}
        labels={weeks.map((w) => w.week.slice(5))}
        series={[
          { name: t('statements.disbursements'), values: weeks.map((w) => w.disbursements) },
          { name: t('statements.collections'), values: weeks.map((w) => w.collections) },
        ]}
        format={peso}
        table={{
          header: [t('statements.week'), t('statements.disbursements'), t('statements.collections')],
          rows: weeks.map((w) => [w.week, { centavos: w.disbursements }, { centavos: w.collections }]),
        }}
        empty={t('statements.flowsEmpty')}
      />
      <Chart
        id="chart-allowance"
        kind="bars"
        title={t('statements.allowanceTitle')}
        description={charts.allowanceMeasuredOn ? t('statements.allowanceDesc', { on: charts.allowanceMeasuredOn }) : ''}
        labels={charts.allowance.map((s) => `${t('statements.stage')} ${s.stage}`)}
        series={[{ name: t('statements.allowance'), values: charts.allowance.map((s) => s.allowance) }]}
        format={peso}
        table={{
          header: [t('statements.stage'), t('statements.loans'), t('statements.exposure'), t('statements.rate'), t('statements.allowance')],
          rows: charts.allowance.map((s) => [s.stage, s.loans, { centavos: s.exposure }, formatBps(s.rateBps), { centavos: s.allowance }]),
        }}
        empty={t('statements.allowanceEmpty')}
      />
    </section>
  );
}

export default function Reports() {
  const { trial, portfolio, charts } = useLoaderData<typeof loader>();
  const t = useT();
  const csv = (report: string, query = '') => `/officer/reports/csv/${report}${query}`;
  return (
    <>
      <h1>{t('books.reportsTitle')}</h1>
      <p>{t('books.reportsIntro')}</p>
      <ul>
        <li>
          <Link to="/officer/reports/statements">{t('statements.statementsLink')}</Link>
        </li>
        <li>
          <Link to="/officer/reports/loans">{t('statements.portfolioLink')}</Link>
        </li>
      </ul>

      <BookCharts charts={charts} />

      <section aria-labelledby="trial-balance">
        <h2 id="trial-balance">{t('books.trialBalance')}</h2>
        <form method="get" className="hl-filters" aria-label={t('books.trialBalance')}>
          <div className="hl-filter">
            <label htmlFor="on">{t('books.on')}</label>
            <input id="on" name="on" type="date" defaultValue={trial.on} required />
          </div>
          <SubmitRow label={t('books.show')} />
        </form>
        <MoneyTable
          testId="trial-balance"
          caption={`${t('books.trialBalance')}: ${trial.on}`}
          header={[t('books.account'), t('books.type'), t('books.debit'), t('books.credit')]}
          rows={trial.rows.map((r) => [r.account, r.type, { centavos: r.debit }, { centavos: r.credit }])}
          footer={[t('books.total'), '', { centavos: trial.totalDebit }, { centavos: trial.totalCredit }]}
        />
        <p role="status" data-testid="trial-balance-status">
          {trial.balanced ? t('books.balanced') : t('books.unbalanced')}
        </p>
      </section>

      <section aria-labelledby="portfolio">
        <h2 id="portfolio">{t('books.portfolio')}</h2>
        <p>{t('books.portfolioOn', { day: portfolio.on })}</p>
        <MoneyTable
          caption={t('books.portfolio')}
          header={[t('books.account'), t('books.parPrincipal')]}
          rows={[
            [t('books.loansReceivable'), { centavos: portfolio.loansReceivable }],
            [t('books.interestEarned'), { centavos: portfolio.interestEarned }],
            [t('books.interestUnearned'), { centavos: portfolio.interestUnearned }],
            [t('books.suspense'), { centavos: portfolio.suspense }],
            [t('books.runningLoans'), portfolio.runningLoans],
          ]}
        />
        <MoneyTable
          testId="par"
          caption={t('books.par')}
          header={[t('books.par'), t('books.parPrincipal'), t('books.parShare'), t('books.parLoans')]}
          rows={portfolio.par.map((p) => [t('books.parRow', { days: p.days }), { centavos: p.principal }, p.shareText, p.loans])}
        />
      </section>

      <section aria-labelledby="downloads">
        <h2 id="downloads">{t('books.downloads')}</h2>
        <ul>
          <li>
            <a href={csv('trial-balance', `?on=${trial.on}`)} download>
              {t('books.downloadTrialBalance')} ({trial.on})
            </a>
          </li>
          <li>
            <a href={csv('portfolio')} download>
              {t('books.downloadPortfolio')}
            </a>
          </li>
          <li>
            <a href={csv('flows')} download>
              {t('books.downloadFlows')}
            </a>
          </li>
          <li>
            <a href={csv('suspense')} download>
              {t('books.downloadSuspense')}
            </a>
          </li>
          <li>
            <a href={csv('credit-data')} download>
              {t('books.downloadCreditData')}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
