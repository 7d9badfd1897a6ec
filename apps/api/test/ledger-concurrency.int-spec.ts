import { randomUUID } from 'node:crypto';
import { AlreadySettledError, InsufficientFundsError } from '../src/modules/ledger/ledger.errors';
import { recipes } from '../src/modules/ledger/ledger.rules';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { holdsCode, walletCode } from '../src/modules/ledger/ledger.types';
import { sumOfLines, useLedgerInvariants } from './support/ledger-invariants';
import { registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

// Every post below runs in its own transaction (its own connection from the pool), all at once.
let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.get(LedgerService);
});
afterAll(() => t.close());
useLedgerInvariants(() => t?.dataSource);

type Outcome = { ok: true } | { ok: false; error: unknown };
const settle = (p: Promise<unknown>): Promise<Outcome> => p.then(() => ({ ok: true as const }), (error: unknown) => ({ ok: false as const, error }));
const balance = async (code: string) => (await ledger.findAccount(code))?.balance ?? 0;

describe('concurrent posts', () => {
  it('20 concurrent holds against one wallet: exactly the affordable ones pass, never negative', async () => {
    const m = await registerMember(t);
    await ledger.postNow(recipes.disbursement({ loanId: randomUUID(), memberId: m.id, amount: 1_000_000 }));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        settle(t.dataSource.transaction((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId: randomUUID(), memberId: m.id, amount: 100_000 }))),
      ),
    );
    const passed = outcomes.filter((o) => o.ok).length;
    const refused = outcomes.filter((o): o is { ok: false; error: unknown } => !o.ok);
    expect(passed).toBe(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.error).toBeInstanceOf(InsufficientFundsError);
    expect(await balance(walletCode(m.id))).toBe(0);
    expect(await balance(holdsCode(m.id))).toBe(1_000_000);
    expect(await sumOfLines(t.dataSource, walletCode(m.id))).toBe(0);
  });

  it('20 concurrent credits and debits on one wallet end with the exact balance', async () => {
    const m = await registerMember(t);
    await ledger.postNow(recipes.disbursement({ loanId: randomUUID(), memberId: m.id, amount: 50_000 }));
    const ops = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? () => t.dataSource.transaction((mgr) => ledger.disburse(mgr, { loanId: randomUUID(), memberId: m.id, amount: 30_000 }))
        : () => t.dataSource.transaction((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId: randomUUID(), memberId: m.id, amount: 40_000 })),
    );
    const outcomes = await Promise.all(ops.map((op) => settle(op())));
    const holdsPassed = outcomes.filter((o, i) => i % 2 === 1 && o.ok).length;
    for (const [i, o] of outcomes.entries()) {
      if (i % 2 === 0) expect(o.ok).toBe(true);
      else if (!o.ok) expect(o.error).toBeInstanceOf(InsufficientFundsError);
    }
    // Credits always pass; each hold passes only if the wallet had the money at its turn.
    const expected = 50_000 + 10 * 30_000 - holdsPassed * 40_000;
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(await balance(walletCode(m.id))).toBe(expected);
    expect(await balance(holdsCode(m.id))).toBe(holdsPassed * 40_000);
    expect(holdsPassed).toBeGreaterThanOrEqual(1);
  });

  it('the same movement key posted 10 times at once moves the money once', async () => {
    const m = await registerMember(t);
    const loanId = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => t.dataSource.transaction((mgr) => ledger.disburse(mgr, { loanId, memberId: m.id, amount: 15_000_000 }))),
    );
    expect(new Set(outcomes.map((e) => e.id)).size).toBe(1);
    expect(outcomes.filter((e) => !e.replayed)).toHaveLength(1);
    expect(await balance(walletCode(m.id))).toBe(15_000_000);
  });

  it('a hold posted and voided at the same moment is settled exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await registerMember(t);
      const withdrawalId = randomUUID();
      await t.dataSource.transaction(async (mgr) => {
        await ledger.disburse(mgr, { loanId: randomUUID(), memberId: m.id, amount: 500_000 });
        await ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 500_000 });
      });
      const [post, voided] = await Promise.all([
        settle(t.dataSource.transaction((mgr) => ledger.postWithdrawal(mgr, withdrawalId))),
        settle(t.dataSource.transaction((mgr) => ledger.voidWithdrawal(mgr, withdrawalId))),
      ]);
      expect([post.ok, voided.ok].filter(Boolean)).toHaveLength(1);
      const loser = (post.ok ? voided : post) as { ok: false; error: unknown };
      expect(loser.error).toBeInstanceOf(AlreadySettledError);
      expect(await balance(holdsCode(m.id))).toBe(0);
      expect(await balance(walletCode(m.id))).toBe(post.ok ? 0 : 500_000);
    }
  });

  it('20 concurrent disbursements to 4 members (shared company account) finish without deadlock', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)));
    const receivable = await balance('LOAN_RECEIVABLE');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.dataSource.transaction((mgr) => ledger.disburse(mgr, { loanId: randomUUID(), memberId: members[i % 4].id, amount: 1_000 + i })),
      ),
    );
    const total = Array.from({ length: 20 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    expect(await balance('LOAN_RECEIVABLE')).toBe(receivable - total);
    const wallets = await Promise.all(members.map((m) => balance(walletCode(m.id))));
    expect(wallets.reduce((a, b) => a + b, 0)).toBe(total);
  });
});
