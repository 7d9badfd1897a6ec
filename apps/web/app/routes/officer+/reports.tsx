// /officer/reports: the books from the ledger (docs/collections.md): the trial balance at the end of
// a chosen Manila day (a GET form, so it works without JavaScript), the portfolio with PAR, and the
// reports as CSV downloads (reports.csv.$report.tsx).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
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
  const [tb, portfolio] = await Promise.all([api.get('/officer/reports/trial-balance', { query: on ? { on } : {} }), api.get('/officer/reports/portfolio')]);
  // A day the API refuses (30 February) shows today's instead.
  const trial = tb.ok ? tb : await api.get('/officer/reports/trial-balance');
  if (!trial.ok) throw unavailable(trial);
  if (!portfolio.ok) throw unavailable(portfolio);
  return api.json({ trial: trial.data, portfolio: portfolio.data });
}

export default function Reports() {
  const { trial, portfolio } = useLoaderData<typeof loader>();
  const t = useT();
  const csv = (report: string, query = '') => `/officer/reports/csv/${report}${query}`;
  return (
    <>
      <h1>{t('books.reportsTitle')}</h1>
      <p>{t('books.reportsIntro')}</p>

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
