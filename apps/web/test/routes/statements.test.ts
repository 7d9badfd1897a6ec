// The books' statements, loan portfolio, charts and closed periods through the built server against
// a stub API (test/routes/harness.ts): staff only (closing a month admins only), what each page asks
// the API, the figures in the page's language, the charts' SVG with their tables and their empty
// states, and the close-month form: sent, refused beside its field keeping what was typed.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { refusal, routeTests, type Browser } from './harness';
import { checker, officer, pendingActionDto } from './console.fixtures';

const web = routeTests();

async function signedIn(roles: ['LOAN_OFFICER'] | ['ADMIN'], lang: 'en' | 'fil' = 'en'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(roles[0] === 'ADMIN' ? checker : officer, roles);
  return browser;
}

type Charts = ResponseOf<'/officer/reports/charts', 'get'>;
const reportsPage = (charts: Charts) => {
  web.api.on('get', '/officer/reports/trial-balance', () => ({ body: { on: '2026-11-28', rows: [], totalDebit: 0, totalCredit: 0, balanced: true } }));
  web.api.on('get', '/officer/reports/portfolio', () => ({ body: { on: '2026-11-28', loansReceivable: 0, interestEarned: 0, interestUnearned: 0, suspense: 0, runningLoans: 0, par: [] } }));
  web.api.on('get', '/officer/reports/charts', () => ({ body: charts }));
};
const week = (weekStart: string, disbursements: number, collections: number) => ({ week: weekStart, disbursements, collections });

describe('who may open the statements', () => {
  it('sends a visitor to sign in and answers a member with the ordinary 404, before any read; a loan officer may not close a month', async () => {
    for (const path of ['/officer/reports/statements', '/officer/reports/loans', '/admin/closed-periods']) {
      const visitor = await web.browser().get(path);
      expect([visitor.status, visitor.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(path)}`]);
      const member = web.browser();
      await member.signedIn({}, ['MEMBER']);
      expect([path, (await member.get(path)).status]).toEqual([path, 404]);
    }
    const staff = await signedIn(['LOAN_OFFICER']);
    expect((await staff.get('/admin/closed-periods')).status).toBe(404);
    expect((await staff.submit('/admin/closed-periods', { month: '2026-10' }, { from: '/officer/reports' })).status).toBe(404);
    // The form is posted from a page the officer may open (the reports, which it reads): nothing reaches the closed periods.
    expect(web.api.all().filter((c) => c.path.startsWith('/admin') || c.path.startsWith('/officer/reports/statements') || c.path.startsWith('/officer/reports/loan'))).toEqual([]);
  });
});

describe('/officer/reports (the charts)', () => {
  it('draws PAR 30, the flows by week and the allowance by stage as SVG, each named, with its figures in a table, in Filipino', async () => {
    reportsPage({
      par30: [
        { month: '2026-10', day: '2026-10-31', outstanding: 10_000_000, par30: 500_000, shareBps: 500 },
        { month: '2026-11', day: '2026-11-28', outstanding: 10_000_000, par30: 1_250_000, shareBps: 1250 },
      ],
      weeks: [week('2026-11-16', 15_000_000, 0), week('2026-11-23', 0, 2_575_000)],
      allowanceMeasuredOn: '2026-10-31',
      allowance: [
        { stage: 1, loans: 3, exposure: 9_000_000, rateBps: 100, allowance: 90_000 },
        { stage: 3, loans: 1, exposure: 1_000_000, rateBps: 10_000, allowance: 1_000_000 },
      ],
    });
    const page = await (await signedIn(['LOAN_OFFICER'], 'fil')).get('/officer/reports');
    expect(page.status).toBe(200);
    for (const [id, title] of [
      ['chart-par30', 'statements.par30Title'],
      ['chart-flows', 'statements.flowsTitle'],
      ['chart-allowance', 'statements.allowanceTitle'],
    ] as const) {
      const figure = page.textOf('data-testid', id);
      expect(figure).toContain(t('fil', title));
      expect(page.body).toMatch(new RegExp(`<figure[^>]*aria-labelledby="${id}-title"`));
      expect(page.body).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-labelledby="${id}-title ${id}-desc"`));
    }
    // The figures, beside each chart.
    expect(page.textOf('data-testid', 'chart-par30')).toContain('12.5%');
    expect(page.textOf('data-testid', 'chart-flows')).toContain('150,000.00');
    expect(page.textOf('data-testid', 'chart-flows')).toContain('25,750.00');
    expect(page.textOf('data-testid', 'chart-allowance')).toContain('10,000.00');
    expect(page.textOf('data-testid', 'chart-allowance')).toContain(t('fil', 'statements.allowanceDesc', { on: '2026-10-31' }));
    // Two points on the line, two weeks of two bars, two stages' bars.
    expect(page.body.match(/<circle/g)).toHaveLength(2);
    expect(page.body.match(/<rect class="hl-chart-s/g)).toHaveLength(6);
    expect(page.body).toContain('href="/officer/reports/statements"');
    expect(page.body).toContain('href="/officer/reports/loans"');
    expect(page.body).not.toMatch(/<script[^>]*src=[^>]*chart/i);
  });

  it('says so when there is nothing to draw yet, and draws no SVG', async () => {
    reportsPage({ par30: [], weeks: [week('2026-11-16', 0, 0), week('2026-11-23', 0, 0)], allowanceMeasuredOn: null, allowance: [] });
    const page = await (await signedIn(['LOAN_OFFICER'], 'fil')).get('/officer/reports');
    expect(page.alerts('status')).toEqual(expect.arrayContaining([t('fil', 'statements.par30Empty'), t('fil', 'statements.flowsEmpty'), t('fil', 'statements.allowanceEmpty')]));
    expect(page.body).not.toContain('hl-chart-svg');
  });
});

describe('/officer/reports/statements', () => {
  const statements = () => {
    web.api.on('get', '/officer/reports/income-statement', (call) => ({
      body: {
        from: call.query.from ?? '2026-11-01',
        to: call.query.to ?? '2026-11-28',
        income: [{ account: 'INTEREST_INCOME', amount: 355_700 }, { account: 'RECOVERY_INCOME', amount: 0 }],
        expenses: [{ account: 'CREDIT_LOSS_EXPENSE', amount: 40_000 }],
        totalIncome: 355_700,
        totalExpenses: 40_000,
        netIncome: 315_700,
      },
    }));
    web.api.on('get', '/officer/reports/balance-sheet', (call) => ({
      body: {
        on: call.query.on ?? '2026-11-28',
        assets: [{ account: 'LOAN_RECEIVABLE', amount: 1_000_000 }, { account: 'ALLOWANCE_FOR_CREDIT_LOSSES', amount: -40_000 }],
        liabilities: [{ account: 'WALLET', amount: 500_000 }],
        equity: [{ account: 'COMPANY_EQUITY', amount: 144_300 }],
        retainedEarnings: 315_700,
        totalAssets: 960_000,
        totalLiabilities: 500_000,
        totalEquity: 460_000,
        balanced: true,
      },
    }));
  };

  it('asks for the period and the day in the address, and shows both statements in Filipino with their downloads', async () => {
    statements();
    const page = await (await signedIn(['LOAN_OFFICER'], 'fil')).get('/officer/reports/statements?from=2026-10-01&to=2026-10-31&on=2026-10-31');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'statements.statementsTitle'));
    expect(web.api.calls('get', '/officer/reports/income-statement')[0].query).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(web.api.calls('get', '/officer/reports/balance-sheet')[0].query).toEqual({ on: '2026-10-31' });
    const income = page.textOf('data-testid', 'income-statement');
    expect(income).toContain(t('fil', 'statements.incomeCaption', { from: '2026-10-01', to: '2026-10-31' }));
    expect(income).toContain('INTEREST_INCOME');
    expect(income).toContain('3,557.00');
    expect(income).toContain(t('fil', 'statements.netIncome'));
    expect(income).toContain('3,157.00');
    const sheet = page.textOf('data-testid', 'balance-sheet');
    expect(sheet).toContain('-400.00');
    expect(sheet).toContain(t('fil', 'statements.retainedEarnings'));
    expect(page.textOf('data-testid', 'balance-sheet-status')).toBe(t('fil', 'statements.sheetBalanced'));
    expect(page.field('from').value).toBe('2026-10-01');
    expect(page.field('on').value).toBe('2026-10-31');
    expect(page.body).toContain('href="/officer/reports/csv/income-statement?from=2026-10-01&amp;to=2026-10-31"');
    expect(page.body).toContain('href="/officer/reports/csv/balance-sheet?on=2026-10-31"');
  });

  it('does not pass a malformed day on, and shows the default when the API refuses the one asked', async () => {
    statements();
    web.api.on('get', '/officer/reports/balance-sheet', (call) => (call.query.on ? refusal(400, { on: 'apiReports.date' }) : { body: { on: '2026-11-28', assets: [], liabilities: [], equity: [], retainedEarnings: 0, totalAssets: 0, totalLiabilities: 0, totalEquity: 0, balanced: true } }));
    const page = await (await signedIn(['LOAN_OFFICER'])).get('/officer/reports/statements?from=yesterday&on=2026-02-30');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/reports/income-statement')[0].query).toEqual({});
    expect(web.api.calls('get', '/officer/reports/balance-sheet').map((c) => c.query)).toEqual([{ on: '2026-02-30' }, {}]);
    expect(page.field('on').value).toBe('2026-11-28');
  });
});

describe('/officer/reports/loans', () => {
  const portfolio = (loans: ResponseOf<'/officer/reports/loan-portfolio', 'get'>['loans'], nextCursor: string | null = null) =>
    web.api.on('get', '/officer/reports/loan-portfolio', () => ({
      body: {
        on: '2026-11-28',
        measuredOn: '2026-10-31',
        allowanceBooked: 90_000,
        stages: ([1, 2, 3] as const).map((stage) => ({ stage, loans: stage === 2 ? loans.length : 0, principal: 0, accruedInterest: 0, lateCharges: 0, rateBps: stage * 100, allowance: 0 })),
        loans,
        nextCursor,
      },
    }));

  it('passes the day, stage and search on, and lists each loan with its stage and allowance, in Filipino, with the next page', async () => {
    portfolio([{ loanNumber: 'HLC-2026-000123', memberId: officer.id, status: 'OVERDUE', principal: 15_000_000, accruedInterest: 4_321, lateCharges: 7_500, daysPastDue: 45, stage: 2, allowance: 150_118 }], 'next-1');
    const page = await (await signedIn(['LOAN_OFFICER'], 'fil')).get('/officer/reports/loans?on=2026-11-28&stage=2&q=%20000123%20&evil=1');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/reports/loan-portfolio')[0].query).toEqual({ on: '2026-11-28', stage: '2', q: '000123' });
    expect(page.text).toContain('HLC-2026-000123');
    expect(page.text).toContain('1,501.18');
    expect(page.textOf('data-testid', 'stages')).toContain(t('fil', 'statements.stage2'));
    expect(page.text).toContain(t('fil', 'statements.measuredOn', { on: '2026-10-31' }));
    expect(page.body).toContain('cursor=next-1');
    expect(page.field('stage').value).toBe('2');
  });

  it('leaves out a stage that is not one, and says when no loan owes anything', async () => {
    portfolio([]);
    const page = await (await signedIn(['LOAN_OFFICER'], 'fil')).get('/officer/reports/loans?stage=9&on=soon');
    expect(web.api.calls('get', '/officer/reports/loan-portfolio')[0].query).toEqual({});
    expect(page.alerts('status')).toContain(t('fil', 'console.emptyFiltered'));
  });
});

describe('/admin/closed-periods', () => {
  type View = ResponseOf<'/admin/closed-periods', 'get'>;
  const view = (overrides: Partial<View> = {}): View => ({ closedThrough: '2026-09-30', closeOfBusinessThrough: '2026-11-27', pending: null, periods: [{ month: '2026-09', closedThrough: '2026-09-30', madeBy: officer.id, checkedBy: checker.id, closedAt: '2026-10-02T02:00:00.000Z' }], nextCursor: null, ...overrides });

  it('shows how far the books and the close of business are closed, the months closed, and a close waiting for its second admin', async () => {
    web.api.on('get', '/admin/closed-periods', () => ({ body: view({ pending: pendingActionDto({ kind: 'books.close-period', subjectId: 'books', payload: { month: '2026-10', closedThrough: '2026-10-31' } }) }) }));
    const page = await (await signedIn(['ADMIN'], 'fil')).get('/admin/closed-periods');
    expect(page.status).toBe(200);
    expect(page.textOf('data-testid', 'closed-state')).toContain(t('fil', 'statements.closedThrough', { day: '2026-09-30' }));
    expect(page.textOf('data-testid', 'closed-state')).toContain(t('fil', 'statements.cobThrough', { day: '2026-11-27' }));
    expect(page.alerts('status')).toEqual(expect.arrayContaining([expect.stringContaining(t('fil', 'statements.closePending', { month: '2026-10' }))]));
    expect(page.text).toContain('2026-09');
  });

  it('sends the month asked and comes back with the notice', async () => {
    web.api.on('get', '/admin/closed-periods', () => ({ body: view() }));
    web.api.on('post', '/admin/closed-periods', () => ({ status: 202, body: view() }));
    const browser = await signedIn(['ADMIN'], 'fil');
    const page = await browser.submit('/admin/closed-periods', { month: ' 2026-10 ' });
    expect([page.status, page.location]).toEqual([302, '/admin/closed-periods']);
    expect(web.api.calls('post', '/admin/closed-periods')[0].body).toEqual({ month: '2026-10' });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'statements.closeSent'));
  });

  it('shows why a month cannot be closed beside the field, in Filipino, keeping what was typed', async () => {
    web.api.on('get', '/admin/closed-periods', () => ({ body: view() }));
    web.api.on('post', '/admin/closed-periods', () => refusal(409, { month: { code: 'apiBooks.closeOfBusinessBehind', params: { lastDay: '2026-11-30', through: '2026-11-27' } } }, 'apiBooks.closeOfBusinessBehind'));
    const page = await (await signedIn(['ADMIN'], 'fil')).submit('/admin/closed-periods', { month: '2026-11' });
    expect(page.status).toBe(409);
    expect(page.fieldErrors()).toEqual({ month: t('fil', 'apiBooks.closeOfBusinessBehind', { lastDay: '2026-11-30', through: '2026-11-27' }) });
    expect(page.field('month').value).toBe('2026-11');
  });
});

describe('/officer/approvals (a close of a month)', () => {
  it('names the action and what approving closes, and links the closed periods, in Filipino', async () => {
    const action = pendingActionDto({
      kind: 'books.close-period',
      subjectId: 'books',
      payload: { month: '2026-10', closedThrough: '2026-10-31' },
      amount: null,
      amountText: null,
      about: { memberId: null, memberName: null, loanNumber: null, changes: [{ field: 'closedThrough', before: '2026-09-30', after: '2026-10-31' }] },
    });
    web.api.on('get', '/officer/four-eyes', () => ({ body: { actions: [action], nextCursor: null } }));
    const page = await (await signedIn(['ADMIN'], 'fil')).get('/officer/approvals');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'consoleMoney.kinds.periodClose'));
    expect(page.body).toContain('href="/admin/closed-periods"');
    expect(page.textOf('data-testid', `changes-${action.id}`)).toBe(`${t('fil', 'consoleMoney.fields.closedThrough')} ${t('fil', 'consoleMoney.changeFromTo', { before: '2026-09-30', after: '2026-10-31' })}`);
  });
});

describe('/officer/reports/csv/:report (the statements)', () => {
  it.each([
    ['income-statement', '?from=2026-10-01&to=2026-10-31', { from: '2026-10-01', to: '2026-10-31', format: 'csv' }],
    ['balance-sheet', '?on=2026-10-31', { on: '2026-10-31', format: 'csv' }],
    ['loan-portfolio', '?on=2026-10-31&stage=3&cursor=x', { on: '2026-10-31', stage: '3', format: 'csv' }],
  ])('passes the %s through as CSV with its day, period or stage', async (report, query, asked) => {
    web.api.on('get', `/officer/reports/${report}` as '/officer/reports/balance-sheet', () => ({ raw: 'section,account,amount\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${report}.csv"` } }));
    const page = await (await signedIn(['LOAN_OFFICER'])).get(`/officer/reports/csv/${report}${query}`);
    expect([page.status, page.headers.get('Content-Disposition')]).toEqual([200, `attachment; filename="${report}.csv"`]);
    expect(web.api.calls('get', `/officer/reports/${report}` as '/officer/reports/balance-sheet')[0].query).toEqual(asked);
  });
});
