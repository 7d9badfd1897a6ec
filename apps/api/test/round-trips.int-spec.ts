import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DashboardCache } from '../src/modules/dashboard/dashboard-cache';
import { BalanceCache } from '../src/modules/ledger/balance-cache';
import { eventually } from './support/eventually';
import { createKycTestApp } from './support/kyc';
import { useLedgerInvariants } from './support/ledger-invariants';
import { verifiedMember } from './support/loans';
import { latestCode, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

// Every statement is a round trip to PostgreSQL (a write and a wake-up of its backend).
// The statements a request sends, counted on the pg client, so that a change that adds some shows.
let t: TestApp;
let officer: string;

beforeAll(async () => {
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0', LOAN_JOBS_ENABLED: 'false' });
  officer = await officerToken(t.api);
});
afterAll(() => t.close());
useLedgerInvariants(() => t?.dataSource);

/** Every authenticated request reads its session and the member's roles first, once. */
const isSessionRead = (sql: string) => sql.includes('FROM sessions s JOIN members m');

/**
 * The statements sent to PostgreSQL while `request` runs (the app runs no job meanwhile), less
 * the one session read, which is checked to be there exactly once.
 */
async function statementsOf<T>(request: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const text = args[0];
    sql.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  let result: T;
  try {
    result = await request();
  } finally {
    spy.mockRestore();
  }
  expect(sql.filter(isSessionRead)).toHaveLength(1);
  return { result, sql: sql.filter((text) => !isSessionRead(text)) };
}

async function borrower(): Promise<Registered> {
  const m = await verifiedMember(t, officer);
  await disbursedLoan(t.api, m, officer);
  return m;
}

/**
 * The statements of a GET answered from the database (`cold`), then once `cache` holds the
 * member's entry (`warm`), with the same answer both times.
 */
async function coldThenCached(get: () => ReturnType<TestApp['call']>, cache: { get(key: string): unknown }, memberId: string): Promise<{ cold: string[]; warm: string[] }> {
  const cold = await statementsOf(get);
  expect(cold.result.status).toBe(200);
  await eventually(async () => (await get()).status === 200 && cache.get(memberId) !== undefined);
  const warm = await statementsOf(get);
  expect(warm.result.status).toBe(200);
  expect(warm.result.body).toEqual(cold.result.body);
  return { cold: cold.sql, warm: warm.sql };
}

const create = (m: Registered) => t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '1000' });
const confirm = (m: Registered, id: string, code: string) => t.call('post', `/withdrawals/${id}/confirm`, { token: m.accessToken }).send({ code });

describe('statements a request sends to PostgreSQL', () => {
  it('GET /wallet: none with the balances cached, one (the indexed ledger read) without, beside the session read', async () => {
    const m = await borrower();
    // Just after the member's own post (the disbursement) this instance reads the ledger...
    const { cold, warm } = await coldThenCached(() => t.call('get', '/wallet', { token: m.accessToken }), t.app.get(BalanceCache), m.id);
    expect(cold).toHaveLength(1);
    // ...and caches the balances a few seconds later, until the next post's notification.
    expect(warm).toHaveLength(0);
  });

  it('GET /member/dashboard beside an open loan: with the rows cached, only the one statement of the unread count (no offer can exist); without, the four reads by the member (member, latest loan, its schedule, identity check) besides', async () => {
    const m = await borrower();
    // Cached once the member's own last change is a few seconds old, until a notification.
    const { cold, warm } = await coldThenCached(() => t.call('get', '/member/dashboard', { token: m.accessToken }), t.app.get(DashboardCache), m.id);
    // The unread count is read on every request (its tables are not the cache's), as its own endpoint reads it.
    const unread = await statementsOf(() => t.call('get', '/notifications/unread', { token: m.accessToken }));
    expect(unread.sql).toHaveLength(1);
    expect(warm).toEqual(unread.sql);
    expect(cold).toHaveLength(warm.length + 4);
    for (const table of ['members', 'loans', 'loan_schedule', 'member_identity']) {
      const reads = (sql: string[]) => sql.filter((text) => text.includes(`FROM "${table}"`)).length;
      expect(reads(cold)).toBe(reads(warm) + 1);
    }
  });

  it('a withdrawal create: 15, in one transaction (docs/scaling.md); its confirm: 8, the webhook event among them', async () => {
    const m = await borrower();
    const created = await statementsOf(() => create(m));
    expect(created.result.status).toBe(201);
    const code = await latestCode(t, m.e164);
    const confirmed = await statementsOf(() => confirm(m, created.result.body.withdrawal.id, code));
    expect(confirmed.result.status).toBe(200);
    // The code's SMS row is written, then marked with what the gateway answered: both in the transaction.
    expect({ create: created.sql.length, confirm: confirmed.sql.length }).toEqual({ create: 15, confirm: 8 });
    // The confirmation's webhook event is written in its own transaction (the outbox), never after it.
    expect(confirmed.sql.filter((sql) => sql.includes('INSERT INTO "webhook_events"') || sql.includes('INSERT INTO webhook_events'))).toHaveLength(1);
    expect(created.sql[0]).toBe('START TRANSACTION');
    expect(created.sql.filter((sql) => /^(START TRANSACTION|COMMIT)/.test(sql.trim()))).toHaveLength(2);
    // The member's accounts are locked once and posted to without being read again.
    expect(created.sql.filter((sql) => sql.includes('FROM ledger_accounts'))).toHaveLength(1);
  });

  it('a second withdrawal of the same member costs no more than the first', async () => {
    const m = await borrower();
    const first = await create(m);
    expect(first.status).toBe(201);
    expect((await t.call('post', `/withdrawals/${first.body.withdrawal.id}/cancel`, { token: m.accessToken }).send({})).status).toBe(200);
    t.clock.setOffsetSeconds(61); // a new code 60 s after the last one
    try {
      const second = await statementsOf(() => create(m));
      expect(second.result.status).toBe(201);
      expect(second.sql).toHaveLength(15);
    } finally {
      t.clock.setOffsetSeconds(0);
    }
  });
});
