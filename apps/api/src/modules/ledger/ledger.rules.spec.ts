import { LedgerRuleError } from './ledger.errors';
import { checkEntryShape, credit, debit, negateLines, recipes, sameContent, type EntryContent } from './ledger.rules';
import type { PostInput } from './ledger.types';

const M = '11111111-1111-4111-8111-111111111111';
const L = '22222222-2222-4222-8222-222222222222';
const W = '33333333-3333-4333-8333-333333333333';
const sum = (p: PostInput) => p.lines.reduce((a, l) => a + l.amount, 0);

describe('signs: credit positive, debit negative', () => {
  it('debit and credit', () => {
    expect(debit('WALLET:x', 150)).toEqual({ accountCode: 'WALLET:x', amount: -150 });
    expect(credit('WALLET:x', 150)).toEqual({ accountCode: 'WALLET:x', amount: 150 });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuse %p', (amount) => {
    expect(() => debit('A', amount)).toThrow(LedgerRuleError);
    expect(() => credit('A', amount)).toThrow(LedgerRuleError);
  });

  it('negateLines flips every sign', () => {
    expect(negateLines([{ accountId: 'a', amount: -5 }, { accountId: 'b', amount: 5 }])).toEqual([
      { accountId: 'a', amount: 5 },
      { accountId: 'b', amount: -5 },
    ]);
  });
});

describe('checkEntryShape', () => {
  const ok: PostInput = { movementKey: 'k', kind: 'REFUND', description: 'd', lines: [debit('A', 5), credit('B', 5)] };

  it('accepts a balanced entry of two or more lines', () => {
    expect(() => checkEntryShape(ok)).not.toThrow();
    expect(() => checkEntryShape({ ...ok, lines: [debit('A', 10), credit('B', 7), credit('C', 3)] })).not.toThrow();
  });

  it.each<[string, Partial<PostInput>, RegExp]>([
    ['unbalanced', { lines: [debit('A', 5), credit('B', 4)] }, /sum to -1, not 0/],
    ['one line', { lines: [debit('A', 5)] }, /at least two lines/],
    ['no lines', { lines: [] }, /at least two lines/],
    ['zero line', { lines: [{ accountCode: 'A', amount: 0 }, { accountCode: 'B', amount: 0 }] }, /non-zero whole number/],
    ['fraction', { lines: [{ accountCode: 'A', amount: 0.1 }, { accountCode: 'B', amount: -0.1 }] }, /non-zero whole number/],
    ['both code and id', { lines: [{ accountCode: 'A', accountId: 'x', amount: 1 }, credit('B', 1)].map((l, i) => (i ? l : { ...l, amount: -1 })) }, /one of them/],
    ['no account', { lines: [{ amount: -1 }, credit('B', 1)] }, /one of them/],
    ['empty key', { movementKey: '' }, /movement key/],
    ['long key', { movementKey: 'k'.repeat(201) }, /movement key/],
    ['unknown kind', { kind: 'GIFT' as never }, /Unknown entry kind/],
    ['no description', { description: '  ' }, /description/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => checkEntryShape({ ...ok, ...change })).toThrow(message);
  });

  it('sums in BigInt, so huge amounts cannot hide an imbalance', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(() => checkEntryShape({ ...ok, lines: [{ accountCode: 'A', amount: big }, { accountCode: 'B', amount: big }, { accountCode: 'C', amount: -big }] })).toThrow(
      /Unbalanced/,
    );
  });
});

describe('sameContent', () => {
  const base: EntryContent = {
    kind: 'DISBURSEMENT',
    memberId: M,
    loanId: L,
    withdrawalId: null,
    reversalOf: null,
    resolvesHoldId: null,
    lines: [
      { accountId: 'a', amount: -5 },
      { accountId: 'b', amount: 5 },
    ],
  };
  it('ignores the order of the lines', () => {
    expect(sameContent(base, { ...base, lines: [...base.lines].reverse() })).toBe(true);
  });
  it.each<[string, Partial<EntryContent>]>([
    ['kind', { kind: 'REFUND' }],
    ['member', { memberId: null }],
    ['loan', { loanId: null }],
    ['withdrawal', { withdrawalId: W }],
    ['reversal', { reversalOf: W }],
    ['hold', { resolvesHoldId: W }],
    ['amount', { lines: [{ accountId: 'a', amount: -6 }, { accountId: 'b', amount: 6 }] }],
    ['account', { lines: [{ accountId: 'a', amount: -5 }, { accountId: 'c', amount: 5 }] }],
  ])('sees a different %s', (_n, change) => {
    expect(sameContent(base, { ...base, ...change })).toBe(false);
  });
});

describe('recipes', () => {
  it('disbursement: debit LOAN_RECEIVABLE, credit the wallet, one key per loan', () => {
    const p = recipes.disbursement({ loanId: L, memberId: M, amount: 15_000_000, loanNumber: 'HLC-1' });
    expect(p).toEqual({
      movementKey: `loan:${L}:disbursement`,
      kind: 'DISBURSEMENT',
      description: 'Loan HLC-1 disbursed to the wallet',
      lines: [
        { accountCode: 'LOAN_RECEIVABLE', amount: -15_000_000 },
        { accountCode: `WALLET:${M}`, amount: 15_000_000 },
      ],
      refs: { memberId: M, loanId: L, withdrawalId: null },
    });
  });

  it('withdrawal hold: debit the wallet, credit the member holds', () => {
    const p = recipes.withdrawalHold({ withdrawalId: W, memberId: M, amount: 500_000 });
    expect(p.movementKey).toBe(`withdrawal:${W}:hold`);
    expect(p.lines).toEqual([
      { accountCode: `WALLET:${M}`, amount: -500_000 },
      { accountCode: `WITHDRAWAL_HOLDS:${M}`, amount: 500_000 },
    ]);
  });

  it('repayment from the wallet: principal to LOAN_RECEIVABLE, interest to INTEREST_INCOME; zero parts left out', () => {
    const p = recipes.repaymentFromWallet({ loanId: L, memberId: M, principal: 2_500_000, interest: 75_000, paymentKey: 'i1' });
    expect(p.movementKey).toBe(`loan:${L}:repayment:i1`);
    expect(p.lines).toEqual([
      { accountCode: `WALLET:${M}`, amount: -2_575_000 },
      { accountCode: 'LOAN_RECEIVABLE', amount: 2_500_000 },
      { accountCode: 'INTEREST_INCOME', amount: 75_000 },
    ]);
    expect(recipes.repaymentFromWallet({ loanId: L, memberId: M, principal: 100, interest: 0, paymentKey: 'c' }).lines).toHaveLength(2);
    expect(() => recipes.repaymentFromWallet({ loanId: L, memberId: M, principal: 0, interest: 0, paymentKey: 'z' })).toThrow(LedgerRuleError);
    expect(() => recipes.repaymentFromWallet({ loanId: L, memberId: M, principal: 200, interest: -100, paymentKey: 'n' })).toThrow(/negative/);
  });

  it('every recipe is balanced and well formed', () => {
    const all = [
      recipes.funding({ reference: 'cap-1', amount: 100_000_000 }),
      recipes.disbursement({ loanId: L, memberId: M, amount: 1 }),
      recipes.withdrawalHold({ withdrawalId: W, memberId: M, amount: 1 }),
      recipes.payoutSettlement({ reference: '2026-01-02', amount: 3 }),
      recipes.repaymentFromWallet({ loanId: L, memberId: M, principal: 1, interest: 2, paymentKey: 'p' }),
      recipes.repaymentReceived({ loanId: L, memberId: M, principal: 1, interest: 2, channel: 'GCASH', externalRef: 'r' }),
      recipes.refundToWallet({ memberId: M, amount: 4, from: 'INTEREST_INCOME', refundKey: 'f', reason: 'Rebate' }),
    ];
    for (const p of all) {
      expect(() => checkEntryShape(p)).not.toThrow();
      expect(sum(p)).toBe(0);
    }
    expect(new Set(all.map((p) => p.movementKey)).size).toBe(all.length);
  });
});
