import { randomUUID } from 'node:crypto';
import { LISTENER_NAME } from '../src/database/notified-cache';
import { RateCache } from '../src/modules/currencies/rate-cache';
import { BalanceCache } from '../src/modules/ledger/balance-cache';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { recipes } from '../src/modules/ledger/ledger.rules';
import { eventually } from './support/eventually';
import { useLedgerInvariants } from './support/ledger-invariants';
import { registerMember, type Registered } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

// The per-instance caches of wallet balances and of the rates in force (docs/scaling.md, sixth
// round): two instances on one database, each with its own cache emptied by LISTEN/NOTIFY.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
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
    // Both instances' listeners go; B's post is then heard by neither.
    await a.dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [LISTENER_NAME]);
    await eventually(() => !cache.listening);
    await credit(b, m, 1_000);
    expect(await balanceOn(a, m)).toBe(11_000);
    // Cached again once the listener is back.
    await eventually(() => cache.listening);
    await cachedOn(a, m, 11_000);
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
