import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { LISTENER_NAME } from '../src/database/notified-cache';
import { RateCache } from '../src/modules/currencies/rate-cache';
import { DashboardCache } from '../src/modules/dashboard/dashboard-cache';
import type { DashboardDto } from '../src/modules/dashboard/dashboard.dto';
import { BalanceCache } from '../src/modules/ledger/balance-cache';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { recipes } from '../src/modules/ledger/ledger.rules';
import { eventually } from './support/eventually';
import { createKycTestApp } from './support/kyc';
import { useLedgerInvariants } from './support/ledger-invariants';
import { appliedLoan, applyFor, verifiedMember } from './support/loans';
import { registerMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

// The per-instance caches of wallet balances, of the rates in force and of the dashboard's rows
// (docs/scaling.md): two instances on one database, each with its own cache emptied by LISTEN/NOTIFY.
let a: TestApp;
let b: TestApp;
let officer: string;

beforeAll(async () => {
  // Able to take KYC documents and to disburse at once: the dashboard's members are made on B.
  [a, b] = await Promise.all([createKycTestApp({ DISBURSE_DELAY_S: '0' }), createKycTestApp({ DISBURSE_DELAY_S: '0' })]);
  officer = await officerToken(b.api);
  await eventually(() => a.app.get(BalanceCache).listening && b.app.get(BalanceCache).listening);
});
afterAll(() => Promise.all([a?.close(), b?.close()]));
useLedgerInvariants(() => a?.dataSource);

/** Credits the member's wallet through `app`'s ledger (an overpaid principal refunded). */
const credit = (app: TestApp, m: Registered, amount: number) =>
  app.app
    .get(LedgerService)
    .postNow(recipes.refundToWallet({ memberId: m.id, amount, from: 'LOAN_RECEIVABLE', refundKey: randomUUID(), reason: 'Cache test' }));

const balanceOn = async (app: TestApp, m: Registered): Promise<number> => {
  const res = await app.call('get', '/wallet', { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body.balance;
};

/** Reads /wallet on `app` until its cache holds the member (a read overlapping a notification is not cached). */
async function cachedOn(app: TestApp, m: Registered, balance: number): Promise<void> {
  const cache = app.app.get(BalanceCache);
  await eventually(async () => (await balanceOn(app, m)) === balance && cache.get(m.id)?.balance === balance);
}

const dashboardOn = async (app: TestApp, m: Registered): Promise<DashboardDto> => {
  const res = await app.call('get', '/member/dashboard', { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body;
};

/** Reads /member/dashboard on `app` until its cache holds the member's rows; answers the last answer. */
async function dashboardCachedOn(app: TestApp, m: Registered) {
  const cache = app.app.get(DashboardCache);
  let body: DashboardDto | undefined;
  await eventually(async () => {
    body = await dashboardOn(app, m);
    return cache.get(m.id) !== undefined;
  });
  return body!;
}

describe('the wallet balances each instance caches', () => {
  it('a balance cached on one instance is dropped when another posts to the member', async () => {
    const m = await registerMember(a);
    await credit(b, m, 10_000);
    await cachedOn(a, m, 10_000);
    await credit(b, m, 2_500);
    await eventually(() => a.app.get(BalanceCache).get(m.id) === undefined);
    expect(await balanceOn(a, m)).toBe(12_500);
  });

  it("the instance's own post is seen at once, before its notification", async () => {
    const m = await registerMember(a);
    await credit(b, m, 10_000);
    await cachedOn(a, m, 10_000);
    // Notifications to A are held back: only the post itself can drop the entry.
    const cache = a.app.get(BalanceCache);
    const notified = jest.spyOn(cache, 'notified').mockImplementation(() => undefined);
    try {
      await credit(a, m, 500);
      expect(await balanceOn(a, m)).toBe(10_500);
      expect(cache.get(m.id)).toBeUndefined();
    } finally {
      notified.mockRestore();
    }
  });

  it('a lost listener drops the cache, and balances are read from the database until it is back', async () => {
    const m = await registerMember(a);
    await credit(b, m, 10_000);
    await cachedOn(a, m, 10_000);
    const cache = a.app.get(BalanceCache);
    const dashboards = a.app.get(DashboardCache);
    await dashboardCachedOn(a, m);
    // Both instances' listeners go; B's post is then heard by neither.
    await a.dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [LISTENER_NAME]);
    await eventually(() => !cache.listening);
    // Every cache of the instance is emptied, the dashboard's too.
    expect(dashboards.listening).toBe(false);
    expect(dashboards.get(m.id)).toBeUndefined();
    await credit(b, m, 1_000);
    expect(await balanceOn(a, m)).toBe(11_000);
    // Cached again once the listener is back.
    await eventually(() => cache.listening);
    await cachedOn(a, m, 11_000);
    await dashboardCachedOn(a, m);
  });
});

describe('the rates each instance caches for the quote', () => {
  const quoteOn = async (app: TestApp): Promise<string> => {
    const res = await app.call('post', '/loan/quote').send({ amount: '1000', currency: 'USD', installmentCount: 6 });
    expect(res.status).toBe(200);
    return res.body.exchangeRate;
  };

  it('a rate stored anywhere drops the cached one', async () => {
    const before = await quoteOn(a);
    await eventually(async () => (await quoteOn(a)) === before && a.app.get(RateCache).get('USD')?.rate === before);
    // Stored outside the app: instance A hears of it only by its notification.
    const [{ id }] = await a.dataSource.query(`INSERT INTO exchange_rates (currency_code, rate, source, fetched_at) VALUES ('USD', 0.0123, 'admin', now() + interval '1 day') RETURNING id`);
    try {
      await eventually(() => a.app.get(RateCache).get('USD') === undefined);
      expect(await quoteOn(a)).toBe('0.0123');
    } finally {
      await a.dataSource.query(`DELETE FROM exchange_rates WHERE id = $1`, [id]);
    }
    await eventually(async () => (await quoteOn(a)) === before);
  });
});

describe('the dashboard rows each instance caches', () => {
  /** The loan's id, for changes made in plain SQL. */
  const loanIdOf = async (loanNumber: string): Promise<string> => (await a.dataSource.query(`SELECT id FROM loans WHERE loan_number = $1`, [loanNumber]))[0].id;

  it('rows cached on one instance are dropped when another instance, or plain SQL, changes any of the four tables', async () => {
    // Made on B: the member's own requests would keep A from caching their rows for a few seconds.
    const m = await verifiedMember(b, officer);
    const loanNumber = await appliedLoan(b, m);
    const loanId = await loanIdOf(loanNumber);
    const cache = a.app.get(DashboardCache);
    const changes: Array<[string, () => Promise<unknown>, (dash: DashboardDto) => boolean]> = [
      ['members', () => a.dataSource.query(`UPDATE members SET full_name = 'Renamed Elsewhere' WHERE id = $1`, [m.id]), (d) => d.member.fullName === 'Renamed Elsewhere'],
      [
        'loan_schedule',
        () => a.dataSource.query(`UPDATE loan_schedule SET late_charge = 2500 WHERE loan_id = $1 AND number = 1`, [loanId]),
        (d) => d.loan?.schedule[0].lateCharge === 2500,
      ],
      [
        'member_identity',
        () => a.dataSource.query(`UPDATE member_identity SET submitted_at = '2026-01-02T03:04:05Z' WHERE member_id = $1`, [m.id]),
        (d) => d.kyc?.submittedAt === '2026-01-02T03:04:05.000Z',
      ],
      [
        'loans (an officer on B)',
        async () => expect((await b.call('post', `/officer/loans/${loanNumber}/reject`, { token: officer }).send({ reasonCode: 'HIGH_DSR' })).status).toBe(200),
        (d) => d.loan?.status === 'REJECTED',
      ],
    ];
    for (const [table, change, changed] of changes) {
      expect([table, changed(await dashboardCachedOn(a, m))]).toEqual([table, false]);
      await change();
      await eventually(() => cache.get(m.id) === undefined);
      expect([table, changed(await dashboardOn(a, m))]).toEqual([table, true]);
    }
  });

  it("the member's own change on this instance is seen at once, before its notification", async () => {
    const m = await verifiedMember(b, officer);
    expect((await dashboardCachedOn(a, m)).loan).toBeNull();
    // Notifications to A are held back: only the request itself can drop the entry.
    const cache = a.app.get(DashboardCache);
    const notified = jest.spyOn(cache, 'notified').mockImplementation(() => undefined);
    try {
      expect((await applyFor(a, m)).status).toBe(201);
      expect((await dashboardOn(a, m)).loan?.status).toBe('PENDING_REVIEW');
      expect(cache.get(m.id)).toBeUndefined();
    } finally {
      notified.mockRestore();
    }
  });

  it('the answer follows the clock: the cooling-off period ends with the rows cached, and nothing read again', async () => {
    const m = await verifiedMember(b, officer);
    await disbursedLoan(b.api, m, officer);
    const before = await dashboardCachedOn(a, m);
    expect(before.loan).toMatchObject({ status: 'DISBURSED', canCancel: true });
    const rows = a.app.get(DashboardCache).get(m.id);
    a.clock.setOffsetSeconds(before.loan!.coolingOffDays * 24 * 60 * 60 + 60);
    try {
      expect((await dashboardOn(a, m)).loan).toMatchObject({ status: 'DISBURSED', canCancel: false });
      expect(a.app.get(DashboardCache).get(m.id)).toBe(rows);
    } finally {
      a.clock.setOffsetSeconds(0);
    }
    expect((await dashboardOn(a, m)).loan?.canCancel).toBe(true);
  });
});

describe('the listener connects with LISTEN_DATABASE_URL, never through DATABASE_URL\'s pooler', () => {
  it('while it cannot connect, nothing is cached and every read goes to the database', async () => {
    const unreachable = new URL(process.env.DATABASE_URL!);
    unreachable.port = '1';
    const c = await createKycTestApp({ DISBURSE_DELAY_S: '0', LISTEN_DATABASE_URL: unreachable.toString() });
    try {
      const m = await registerMember(c);
      const cache = c.app.get(BalanceCache);
      expect(await balanceOn(c, m)).toBe(0);
      await credit(c, m, 12_345);
      for (let i = 0; i < 3; i++) expect(await balanceOn(c, m)).toBe(12_345);
      expect(cache.listening).toBe(false);
      expect(cache.get(m.id)).toBeUndefined();
    } finally {
      await c.close();
    }
  });
});
