// Money under concurrency: 200 withdrawals at once against one wallet that covers
// only some, 200 repayments at once, and a repayment racing a withdrawal. Every answer is a 2xx or
// a clear 4xx, the wallet never goes negative, holds and ledger agree, the journal sums to zero.
import { disbursedLoan, officerToken, StatusTally } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { recipes } from '../src/modules/ledger/ledger.rules';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { holdsCode, walletCode } from '../src/modules/ledger/ledger.types';
import { PayoutJobService } from '../src/modules/withdrawals/payout-job.service';
import { createKycTestApp } from './support/kyc';
import { sumOfLines, useLedgerInvariants } from './support/ledger-invariants';
import { verifiedMember } from './support/loans';
import { latestCode, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const LOAN = 15_000_000; // PHP 150,000.00, the disbursed loan of every borrower here
let t: TestApp;
let officer: string;
let ledger: LedgerService;

beforeAll(async () => {
  // Up to 200 requests queue on one wallet's lock: on a loaded machine the last ones wait longer
  // than the server's 30 s default before it would cut them off.
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0', API_REQUEST_TIMEOUT_MS: '120000', API_IDLE_TIMEOUT_MS: '150000' });
  officer = await officerToken(t.api);
  ledger = t.app.get(LedgerService);
});
afterAll(() => t.close());
afterEach(() => t.clock.setOffsetSeconds(0));
const invariants = useLedgerInvariants(() => t?.dataSource);

async function borrower(): Promise<{ m: Registered; loanNumber: string }> {
  const m = await verifiedMember(t, officer);
  return { m, loanNumber: await disbursedLoan(t.api, m, officer) };
}

const wallet = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body as { balance: number; held: number };

/** The wallet and holds accounts as the ledger has them, each checked against the sum of its lines. */
async function ledgerView(memberId: string): Promise<{ wallet: number; holds: number }> {
  const view = { wallet: await sumOfLines(t.dataSource, walletCode(memberId)), holds: await sumOfLines(t.dataSource, holdsCode(memberId)) };
  expect((await ledger.findAccount(walletCode(memberId)))?.balance ?? 0).toBe(view.wallet);
  return view;
}

/** Fails on any answer that is neither a 2xx nor one of the expected clear 4xx, each with its message. */
function expectClear(answers: { status: number; body: { message?: string } }[], refusals: number[]) {
  const unclear = answers.filter((a) => !(a.status >= 200 && a.status < 300) && !(refusals.includes(a.status) && typeof a.body?.message === 'string' && a.body.message.length > 0));
  expect(unclear.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
}

describe('200 concurrent withdrawals against one wallet that covers only some', () => {
  it('take turns: every answer 2xx or a clear 4xx, never more held and paid than the wallet had', async () => {
    const { m } = await borrower();
    // 10 rounds of 20 requests at once, PHP 20,000.00 each, from PHP 150,000.00. Only one
    // withdrawal may wait for its code at a time (409), and codes are spaced (a minute apart, five an
    // hour): each round's winner confirms its code, then the clock moves on 13 minutes.
    const tally = new StatusTally();
    const held: number[] = [];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '20000' })),
      );
      for (const a of answers) tally.add(a.status);
      expectClear(answers, [400, 409]);
      const won = answers.filter((a) => a.status === 201);
      const left = LOAN - held.reduce((x, y) => x + y, 0);
      // While the wallet holds more than PHP 999.00, exactly one wins (the last one capped to what is left).
      expect([round, won.length]).toEqual([round, left > 99_900 ? 1 : 0]);
      if (won.length === 1) {
        const w = won[0].body.withdrawal;
        expect(w.amount).toBe(Math.min(2_000_000, left));
        const confirmed = await t.call('post', `/withdrawals/${w.id}/confirm`, { token: m.accessToken }).send({ code: await latestCode(t, m.e164) });
        expect(confirmed.status).toBe(200);
        held.push(w.amount);
      }
      const view = await ledgerView(m.id);
      expect(view.wallet).toBeGreaterThanOrEqual(0);
      expect(view).toEqual({ wallet: LOAN - view.holds, holds: held.reduce((x, y) => x + y, 0) });
      t.clock.setOffsetSeconds(t.clock.offsetSeconds + 13 * 60);
    }
    expect(await wallet(m)).toEqual(expect.objectContaining({ balance: 0, held: LOAN }));

    // The payout job (at the moved clock, when every one is due) pays each queued withdrawal once.
    await t.app.get(PayoutJobService).tick();
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM journal_entries e JOIN withdrawals w ON e.movement_key = 'withdrawal:' || w.id || ':post' WHERE w.member_id = $1`,
      [m.id],
    );
    expect(n).toBe(held.length);
    expect(await ledgerView(m.id)).toEqual({ wallet: 0, holds: 0 });
    console.log(`withdrawal race: 10 rounds of 20 at once, ${tally}; ${held.length} withdrawals held and paid once each, the wallet never below zero`);
  });
});

describe('200 concurrent repayments from one wallet that covers only some', () => {
  // 200 requests at once after a disbursed loan: over a minute on a loaded 2-core machine.
  it('each paid once and in full, or refused with a clear 4xx; wallet never negative', async () => {
    const { m, loanNumber } = await borrower();
    // 200 requests of PHP 1,000.00 from a wallet of PHP 150,000.00; every tenth repeats the key
    // of the one before it, so a replay races its original.
    const keys: string[] = [];
    for (let i = 0; i < 200; i++) keys.push(i % 10 === 9 ? keys[i - 1] : randomUUID());
    const answers = await Promise.all(
      keys.map((key) => t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', key).send({ kind: 'AMOUNT', amount: '1000' })),
    );
    const tally = new StatusTally();
    for (const a of answers) tally.add(a.status);
    expectClear(answers, [400, 409, 422]);

    const [{ n, total }] = await t.dataSource.query(`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM repayments WHERE member_id = $1`, [m.id]);
    const distinctPaid = new Set(keys.filter((_, i) => answers[i].status === 200)).size;
    expect(n).toBe(distinctPaid);
    expect(Number(total)).toBe(n * 100_000);
    const view = await ledgerView(m.id);
    expect(view.wallet).toBe(LOAN - n * 100_000);
    expect(view.wallet).toBeGreaterThanOrEqual(0);
    expect(view.holds).toBe(0);
    console.log(`repayment race: 200 requests (${keys.length - new Set(keys).size} repeated keys), ${tally}; ${n} repayments of PHP 1,000.00, wallet left PHP ${(view.wallet / 100).toFixed(2)}`);
  }, 180_000);
});

describe('a repayment racing a withdrawal for the same money', () => {
  it('one of them takes it, the other is refused with a clear 4xx, in each of 10 rounds', async () => {
    const { m, loanNumber } = await borrower();
    const RACED = 100_000; // PHP 1,000.00, the smallest withdrawal
    // All but the raced sum leaves the wallet in a queued withdrawal (held until the payout job runs).
    const parked = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '149000' });
    expect(parked.status).toBe(201);
    expect((await t.call('post', `/withdrawals/${parked.body.withdrawal.id}/confirm`, { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    t.clock.setOffsetSeconds(13 * 60);
    const winners = { withdrawal: 0, repayment: 0 };
    for (let round = 0; round < 10; round++) {
      const before = await ledgerView(m.id);
      expect(before.wallet).toBe(RACED);
      const withdraw = () => t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '1000' });
      const repay = () => t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'AMOUNT', amount: '1000' });
      // Sent in either order, the second after a short random delay.
      const later = <T>(send: () => PromiseLike<T>) => new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), Math.random() * 8));
      const [w, r] = round % 2 === 0 ? await Promise.all([withdraw(), later(repay)]) : (await Promise.all([repay(), later(withdraw)])).reverse();
      expectClear([w, r], [400, 409]);
      const withdrawn = w.status === 201;
      expect([round, withdrawn, r.status === 200]).toEqual([round, withdrawn, !withdrawn]);
      const after = await ledgerView(m.id);
      expect(after).toEqual({ wallet: 0, holds: before.holds + (withdrawn ? RACED : 0) });
      if (withdrawn) {
        winners.withdrawal += 1;
        expect((await t.call('post', `/withdrawals/${w.body.withdrawal.id}/cancel`, { token: m.accessToken }).send({})).status).toBe(200);
      } else {
        winners.repayment += 1;
        // The next round's money: a credit to the wallet, as a disbursement would make it.
        await ledger.postNow(recipes.disbursement({ loanId: randomUUID(), memberId: m.id, amount: RACED }));
      }
      await invariants.expectHold();
      // The next withdrawal code may be sent (codes are spaced a minute apart, five an hour).
      t.clock.setOffsetSeconds(t.clock.offsetSeconds + 13 * 60);
    }
    console.log(`repayment vs withdrawal: 10 races for PHP 1,000.00, won by the withdrawal ${winners.withdrawal}, by the repayment ${winners.repayment}`);
  });
});
