// /officer/reports/statements: the income statement of a period and the balance sheet at the end of
// a business day, from the ledger by the day each entry is booked on (docs/books.md).
// Two GET forms, so it works without JavaScript; a day the API refuses shows the default instead.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MoneyTable, type Cell } from '~/features/books/MoneyTable';
import { SubmitRow } from '~/features/console/Field';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('statements.statementsTitle') }];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams;
  const day = (name: string) => (DAY.test(asked.get(name) ?? '') ? { [name]: asked.get(name)! } : {});
  const period = { ...day('from'), ...day('to') };
  const [income, sheet] = await Promise.all([api.get('/officer/reports/income-statement', { query: period }), api.get('/officer/reports/balance-sheet', { query: day('on') })]);
  const incomeStatement = income.ok ? income : await api.get('/officer/reports/income-statement');
  const balanceSheet = sheet.ok ? sheet : await api.get('/officer/reports/balance-sheet');
  if (!incomeStatement.ok) throw unavailable(incomeStatement);
  if (!balanceSheet.ok) throw unavailable(balanceSheet);
  return api.json({ income: incomeStatement.data, sheet: balanceSheet.data });
}

export default function Statements() {
  const { income, sheet } = useLoaderData<typeof loader>();
  const t = useT();
  const lines = (list: { account: string; amount: number }[]): Cell[][] => list.map((l) => [l.account, { centavos: l.amount }]);
  const header = [t('books.account'), t('statements.amount')];
  return (
    <>
      <h1>{t('statements.statementsTitle')}</h1>
      <p>{t('statements.statementsIntro')}</p>
      <p>
        <Link to="/officer/reports">{t('books.reportsTitle')}</Link>
      </p>

      <section aria-labelledby="income-statement">
        <h2 id="income-statement">{t('statements.incomeStatement')}</h2>
        <form method="get" className="hl-filters" aria-label={t('statements.incomeStatement')}>
          <input type="hidden" name="on" value={sheet.on} />
          <div className="hl-filter">
            <label htmlFor="from">{t('statements.from')}</label>
            <input id="from" name="from" type="date" defaultValue={income.from} required />
          </div>
          <div className="hl-filter">
            <label htmlFor="to">{t('statements.to')}</label>
            <input id="to" name="to" type="date" defaultValue={income.to} required />
          </div>
          <SubmitRow label={t('books.show')} />
        </form>
        <MoneyTable
          testId="income-statement"
          caption={t('statements.incomeCaption', { from: income.from, to: income.to })}
          header={header}
          rows={[
            [t('statements.income'), ''],
            ...lines(income.income),
            [t('statements.totalIncome'), { centavos: income.totalIncome }],
            [t('statements.expenses'), ''],
            ...lines(income.expenses),
            [t('statements.totalExpenses'), { centavos: income.totalExpenses }],
          ]}
          footer={[t('statements.netIncome'), { centavos: income.netIncome }]}
        />
        <p>
          <a href={`/officer/reports/csv/income-statement?from=${income.from}&to=${income.to}`} download>
            {t('statements.downloadIncome', { from: income.from, to: income.to })}
          </a>
        </p>
      </section>

      <section aria-labelledby="balance-sheet">
        <h2 id="balance-sheet">{t('statements.balanceSheet')}</h2>
        <form method="get" className="hl-filters" aria-label={t('statements.balanceSheet')}>
          <input type="hidden" name="from" value={income.from} />
          <input type="hidden" name="to" value={income.to} />
          <div className="hl-filter">
            <label htmlFor="on">{t('statements.on')}</label>
            <input id="on" name="on" type="date" defaultValue={sheet.on} required />
          </div>
          <SubmitRow label={t('books.show')} />
        </form>
        <MoneyTable
          testId="balance-sheet"
          caption={t('statements.sheetCaption', { on: sheet.on })}
          header={header}
          rows={[
            [t('statements.assets'), ''],
            ...lines(sheet.assets),
            [t('statements.totalAssets'), { centavos: sheet.totalAssets }],
            [t('statements.liabilities'), ''],
            ...lines(sheet.liabilities),
            [t('statements.totalLiabilities'), { centavos: sheet.totalLiabilities }],
            [t('statements.equity'), ''],
            ...lines(sheet.equity),
            [t('statements.retainedEarnings'), { centavos: sheet.retainedEarnings }],
          ]}
          footer={[t('statements.totalEquity'), { centavos: sheet.totalEquity }]}
        />
        <p role="status" data-testid="balance-sheet-status">
          {sheet.balanced ? t('statements.sheetBalanced') : t('statements.sheetUnbalanced')}
        </p>
        <p>
          <a href={`/officer/reports/csv/balance-sheet?on=${sheet.on}`} download>
            {t('statements.downloadSheet', { on: sheet.on })}
          </a>
        </p>
      </section>
    </>
  );
}
