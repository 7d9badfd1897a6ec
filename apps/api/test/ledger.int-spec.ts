import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AlreadySettledError, InsufficientFundsError, LedgerRuleError, MovementKeyConflictError } from '../src/modules/ledger/ledger.errors';
import { credit, debit, recipes } from '../src/modules/ledger/ledger.rules';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { holdsCode, walletCode } from '../src/modules/ledger/ledger.types';
import { entriesWrittenSince, expectLedgerInvariants, ledgerMark, ledgerProblems, sumOfLines, useLedgerInvariants, type LedgerMark } from './support/ledger-invariants';
import { registerMember, type Registered } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ledger: LedgerService;
let fileStart: LedgerMark;
beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.get(LedgerService);
  fileStart = await ledgerMark(t.dataSource);
});
afterAll(() => t.close());
useLedgerInvariants(() => t?.dataSource);

const tx = <T>(fn: (m: EntityManager) => Promise<T>) => t.dataSource.transaction(fn);
const balance = async (code: string) => (await ledger.findAccount(code))?.balance ?? 0;

/** Puts `amount` centavos into the member's wallet the way a loan does. */
async function fund(memberId: string, amount: number): Promise<string> {
  const loanId = randomUUID();
  await tx((m) => ledger.disburse(m, { loanId, memberId, amount }));
  return loanId;
}

/** A raw query in a transaction of its own, bypassing the service; resolves to the error or null. */
async function rawFails(statements: string[], params: unknown[][] = []): Promise<Error | null> {
  try {
    await t.dataSource.transaction(async (m) => {
      for (const [i, sql] of statements.entries()) await m.query(sql, params[i] ?? []);
    });
    return null;
  } catch (error) {
    return error as Error;
  }
}

async function accountId(code: string): Promise<string> {
  const account = await ledger.findAccount(code);
  if (!account) throw new Error(`no account ${code}`);
  return account.id;
}

describe('ledger accounts', () => {
  it('has the company accounts, with negative balances allowed for assets and expenses only', async () => {
    const rows = await t.dataSource.query(`SELECT code, type, allow_negative, member_id FROM ledger_accounts WHERE member_id IS NULL ORDER BY code`);
    expect(rows).toEqual([
      { code: 'ACCRUED_INTEREST_RECEIVABLE', type: 'asset', allow_negative: true, member_id: null },
      { code: 'ALLOWANCE_FOR_CREDIT_LOSSES', type: 'asset', allow_negative: false, member_id: null },
      { code: 'COMPANY_EQUITY', type: 'equity', allow_negative: false, member_id: null },
      { code: 'COMPANY_FUNDING', type: 'asset', allow_negative: true, member_id: null },
      { code: 'CREDIT_LOSS_EXPENSE', type: 'expense', allow_negative: true, member_id: null },
      { code: 'INTEREST_INCOME', type: 'income', allow_negative: false, member_id: null },
      { code: 'LATE_CHARGES_RECEIVABLE', type: 'asset', allow_negative: true, member_id: null },
      { code: 'LOAN_RECEIVABLE', type: 'asset', allow_negative: true, member_id: null },
      { code: 'PAYMENTS_SUSPENSE', type: 'liability', allow_negative: false, member_id: null },
      { code: 'PAYOUT_CLEARING', type: 'liability', allow_negative: false, member_id: null },
      { code: 'RECOVERY_INCOME', type: 'income', allow_negative: false, member_id: null },
    ]);
  });

  it('creates a member wallet on demand, once, empty and never allowed negative', async () => {
    const m = await registerMember(t);
    expect(await ledger.findAccount(walletCode(m.id))).toBeNull();
    const [a, b] = await Promise.all([ledger.walletAccountFor(m.id), ledger.walletAccountFor(m.id)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ code: `WALLET:${m.id}`, type: 'liability', memberId: m.id, currency: 'PHP', balance: 0, allowNegative: false });
    expect(await ledger.balanceOf(a.id)).toBe(0);
    const holds = await ledger.holdsAccountFor(m.id);
    expect(holds).toMatchObject({ code: `WITHDRAWAL_HOLDS:${m.id}`, allowNegative: false, balance: 0 });
  });

  it('refuses, in the database, an account whose code does not match its member or that opens with money', async () => {
    const m = await registerMember(t);
    expect(await rawFails([`INSERT INTO ledger_accounts (code, type, member_id, allow_negative) VALUES ('WALLET:${randomUUID()}', 'liability', '${m.id}', false)`])).toMatchObject({
      message: expect.stringMatching(/ledger_accounts_code_format/),
    });
    expect(await rawFails([`INSERT INTO ledger_accounts (code, type, member_id, allow_negative) VALUES ('WALLET:${m.id}', 'liability', '${m.id}', true)`])).not.toBeNull();
    expect(await rawFails([`INSERT INTO ledger_accounts (code, type, allow_negative, balance) VALUES ('FREE_MONEY', 'asset', true, 100)`])).toMatchObject({
      message: expect.stringMatching(/must open with a zero balance/),
    });
  });
});

describe('posting', () => {
  let m: Registered;
  beforeAll(async () => {
    m = await registerMember(t);
  });

  it('a disbursement debits LOAN_RECEIVABLE and credits the wallet, in one balanced entry', async () => {
    const receivableBefore = await balance('LOAN_RECEIVABLE');
    const loanId = randomUUID();
    const entry = await tx((mgr) => ledger.disburse(mgr, { loanId, memberId: m.id, amount: 15_000_000, loanNumber: 'L-1' }));
    expect(entry).toMatchObject({
      movementKey: `loan:${loanId}:disbursement`,
      kind: 'DISBURSEMENT',
      description: 'Loan L-1 disbursed to the wallet',
      memberId: m.id,
      loanId,
      withdrawalId: null,
      reversalOf: null,
      replayed: false,
    });
    expect(entry.lines).toEqual(
      expect.arrayContaining([
        { accountId: expect.any(String), accountCode: 'LOAN_RECEIVABLE', amount: -15_000_000 },
        { accountId: expect.any(String), accountCode: walletCode(m.id), amount: 15_000_000 },
      ]),
    );
    expect(await balance(walletCode(m.id))).toBe(15_000_000);
    expect(await sumOfLines(t.dataSource, walletCode(m.id))).toBe(15_000_000);
    expect(await balance('LOAN_RECEIVABLE')).toBe(receivableBefore - 15_000_000);
    expect(await ledger.getEntry(entry.id)).toEqual({ ...entry, replayed: false });
  });

  it('refuses an unbalanced entry in code, writing nothing', async () => {
    const before = await ledgerMark(t.dataSource);
    await expect(
      tx((mgr) =>
        ledger.post(mgr, { movementKey: `test:${randomUUID()}`, kind: 'REFUND', description: 'x', lines: [debit('INTEREST_INCOME', 100), credit(walletCode(m.id), 99)] }),
      ),
    ).rejects.toThrow(/Unbalanced entry .* sum to -1, not 0/);
    expect(await entriesWrittenSince(t.dataSource, before)).toEqual([]);
  });

  it('refuses malformed entries: one line, zero or fractional amounts, unknown accounts, two members, no transaction', async () => {
    const key = () => `test:${randomUUID()}`;
    const other = await registerMember(t);
    const bad = [
      { movementKey: key(), kind: 'REFUND' as const, description: 'one line', lines: [{ accountCode: 'LOAN_RECEIVABLE', amount: 0 }] },
      { movementKey: key(), kind: 'REFUND' as const, description: 'zero', lines: [{ accountCode: 'LOAN_RECEIVABLE', amount: 0 }, { accountCode: walletCode(m.id), amount: 0 }] },
      { movementKey: key(), kind: 'REFUND' as const, description: 'fraction', lines: [{ accountCode: 'LOAN_RECEIVABLE', amount: -0.5 }, { accountCode: walletCode(m.id), amount: 0.5 }] },
      { movementKey: key(), kind: 'REFUND' as const, description: 'unknown', lines: [debit('PETTY_CASH', 5), credit(walletCode(m.id), 5)] },
      { movementKey: '', kind: 'REFUND' as const, description: 'no key', lines: [debit('LOAN_RECEIVABLE', 5), credit(walletCode(m.id), 5)] },
      { movementKey: key(), kind: 'GIFT' as never, description: 'kind', lines: [debit('LOAN_RECEIVABLE', 5), credit(walletCode(m.id), 5)] },
      { movementKey: key(), kind: 'REFUND' as const, description: 'twice', lines: [debit('LOAN_RECEIVABLE', 5), credit('LOAN_RECEIVABLE', 5)] },
      { movementKey: key(), kind: 'REFUND' as const, description: 'two members', lines: [debit(walletCode(m.id), 5), credit(walletCode(other.id), 5)] },
      {
        movementKey: key(),
        kind: 'REFUND' as const,
        description: 'wrong member',
        lines: [debit('INTEREST_INCOME', 5), credit(walletCode(m.id), 5)],
        refs: { memberId: other.id },
      },
    ];
    const before = await ledgerMark(t.dataSource);
    for (const input of bad) await expect(tx((mgr) => ledger.post(mgr, input))).rejects.toBeInstanceOf(LedgerRuleError);
    await expect(ledger.post(t.dataSource.manager, recipes.disbursement({ loanId: randomUUID(), memberId: m.id, amount: 1 }))).rejects.toThrow(
      /inside the use case transaction/,
    );
    expect(await entriesWrittenSince(t.dataSource, before)).toEqual([]);
  });

  it('refuses, in the database, an unbalanced entry written with raw SQL (checked at commit)', async () => {
    const wallet = await accountId(walletCode(m.id));
    const receivable = await accountId('LOAN_RECEIVABLE');
    const entryId = randomUUID();
    const before = await ledgerMark(t.dataSource);
    const error = await rawFails(
      [
        `INSERT INTO journal_entries (id, movement_key, kind, description) VALUES ($1, $2, 'REFUND', 'raw')`,
        `INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, -100), ($1, $3, 99)`,
      ],
      [[entryId, `raw:${entryId}`], [entryId, receivable, wallet]],
    );
    expect(error?.message).toMatch(/journal entry .* is not balanced \(2 lines, sum -1\)/);
    expect(await entriesWrittenSince(t.dataSource, before)).toEqual([]);

    // An entry without lines, and one with a single line, are refused too.
    const lonely = randomUUID();
    expect((await rawFails([`INSERT INTO journal_entries (id, movement_key, kind, description) VALUES ($1::uuid, $1::text, 'REFUND', 'raw')`], [[lonely]]))?.message).toMatch(
      /not balanced \(0 lines/,
    );
    const single = randomUUID();
    expect(
      (
        await rawFails(
          [
            `INSERT INTO journal_entries (id, movement_key, kind, description) VALUES ($1::uuid, $1::text, 'REFUND', 'raw')`,
            `INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, 5)`,
          ],
          [[single], [single, wallet]],
        )
      )?.message,
    ).toMatch(/not balanced \(1 lines/);
    // A zero line is refused at once.
    expect((await rawFails([`INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, 0)`], [[randomUUID(), wallet]]))?.message).toMatch(
      /journal_lines_amount_nonzero|foreign key/,
    );
  });

  it('accepts, in the database, a balanced entry whose lines are inserted one at a time (the check is deferred)', async () => {
    const wallet = await accountId(walletCode(m.id));
    const funding = await accountId('COMPANY_FUNDING');
    const entryId = randomUUID();
    const walletBefore = await balance(walletCode(m.id));
    // A client-side refund paid by the company: debit COMPANY_FUNDING 1.00, credit wallet 1.00, in two statements.
    expect(
      await rawFails(
        [
          `INSERT INTO journal_entries (id, movement_key, kind, description, member_id) VALUES ($1, $2, 'REFUND', 'raw but balanced', $3)`,
          `INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, -100)`,
          `INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, 100)`,
        ],
        [[entryId, `raw:${entryId}`, m.id], [entryId, funding], [entryId, wallet]],
      ),
    ).toBeNull();
    expect(await balance(walletCode(m.id))).toBe(walletBefore + 100);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries and lines', async () => {
    const [{ id: lineId, entry_id: entryId }] = await t.dataSource.query(`SELECT id, entry_id FROM journal_lines LIMIT 1`);
    for (const sql of [
      `UPDATE journal_lines SET amount = amount + 1 WHERE id = '${lineId}'`,
      `DELETE FROM journal_lines WHERE id = '${lineId}'`,
      `UPDATE journal_entries SET description = 'edited' WHERE id = '${entryId}'`,
      `DELETE FROM journal_entries WHERE id = '${entryId}'`,
      `TRUNCATE journal_lines`,
      `TRUNCATE journal_entries CASCADE`,
    ]) {
      expect((await rawFails([sql]))?.message).toMatch(/append-only/);
    }
  });

  it('refuses a direct change of a balance or of an account', async () => {
    const code = walletCode(m.id);
    expect((await rawFails([`UPDATE ledger_accounts SET balance = balance + 100000 WHERE code = '${code}'`]))?.message).toMatch(/changes only through journal lines/);
    expect((await rawFails([`UPDATE ledger_accounts SET allow_negative = true WHERE code = '${code}'`]))?.message).toMatch(/fixed at creation/);
    expect((await rawFails([`UPDATE ledger_accounts SET code = 'WALLET:x' WHERE code = '${code}'`]))?.message).toMatch(/fixed at creation/);
  });
});

describe('a wallet never goes negative', () => {
  it('the service answers 409 and writes nothing', async () => {
    const m = await registerMember(t);
    await fund(m.id, 100_000);
    const before = await ledgerMark(t.dataSource);
    const withdrawalId = randomUUID();
    const error = await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 100_001 })).catch((e) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error.getStatus()).toBe(409);
    expect({ status: error.getStatus(), code: error.code }).toEqual({ status: 409, code: 'apiErrors.balanceTooLow' });
    expect(error).toMatchObject({ accountCode: walletCode(m.id), balance: 100_000, change: -100_001 });
    expect(await entriesWrittenSince(t.dataSource, before)).toEqual([]);
    expect(await balance(walletCode(m.id))).toBe(100_000);
    // The whole balance can be held, to the centavo.
    await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 100_000 }));
    expect(await balance(walletCode(m.id))).toBe(0);
  });

  it('the database CHECK refuses a balanced raw entry that would overdraw a wallet', async () => {
    const m = await registerMember(t);
    await fund(m.id, 500);
    const wallet = await accountId(walletCode(m.id));
    const income = await accountId('INTEREST_INCOME');
    const entryId = randomUUID();
    const error = await rawFails(
      [
        `INSERT INTO journal_entries (id, movement_key, kind, description) VALUES ($1, $2, 'REPAYMENT', 'raw overdraft')`,
        `INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, -501), ($1, $3, 501)`,
      ],
      [[entryId, `raw:${entryId}`], [entryId, wallet, income]],
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'ledger_accounts_balance_nonneg' });
    expect(await balance(walletCode(m.id))).toBe(500);
  });
});

describe('idempotency: one movement key moves money once', () => {
  it('posting the same movement twice returns the first entry and moves nothing more', async () => {
    const m = await registerMember(t);
    const loanId = randomUUID();
    const first = await tx((mgr) => ledger.disburse(mgr, { loanId, memberId: m.id, amount: 2_500_000 }));
    const again = await tx((mgr) => ledger.disburse(mgr, { loanId, memberId: m.id, amount: 2_500_000, loanNumber: 'other description' }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balance(walletCode(m.id))).toBe(2_500_000);
    expect(Number((await t.dataSource.query(`SELECT count(*) AS n FROM journal_entries WHERE loan_id = $1`, [loanId]))[0].n)).toBe(1);
    // Twice within one transaction too.
    const loan2 = randomUUID();
    await tx(async (mgr) => {
      const a = await ledger.disburse(mgr, { loanId: loan2, memberId: m.id, amount: 100 });
      const b = await ledger.disburse(mgr, { loanId: loan2, memberId: m.id, amount: 100 });
      expect(b).toEqual({ ...a, replayed: true });
    });
    expect(await balance(walletCode(m.id))).toBe(2_500_100);
  });

  it('the same key with other content is a 409 and moves nothing', async () => {
    const m = await registerMember(t);
    const loanId = randomUUID();
    await tx((mgr) => ledger.disburse(mgr, { loanId, memberId: m.id, amount: 2_500_000 }));
    const error = await tx((mgr) => ledger.disburse(mgr, { loanId, memberId: m.id, amount: 2_500_001 })).catch((e) => e);
    expect(error).toBeInstanceOf(MovementKeyConflictError);
    expect(error.getStatus()).toBe(409);
    expect(await balance(walletCode(m.id))).toBe(2_500_000);
  });

  it('a retry is replayed even when the first post has since used up the balance', async () => {
    const m = await registerMember(t);
    await fund(m.id, 200_000);
    const withdrawalId = randomUUID();
    const hold = await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 200_000 }));
    const retry = await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 200_000 }));
    expect(retry).toEqual({ ...hold, replayed: true });
    expect(await balance(walletCode(m.id))).toBe(0);
    expect(await balance(holdsCode(m.id))).toBe(200_000);
  });
});

describe('recipes', () => {
  it('withdrawal: hold, then post to PAYOUT_CLEARING; the hold cannot then be voided', async () => {
    const m = await registerMember(t);
    await fund(m.id, 1_000_000);
    const clearingBefore = await balance('PAYOUT_CLEARING');
    const withdrawalId = randomUUID();
    const hold = await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 400_000, withdrawalNumber: 'W-1' }));
    expect(hold).toMatchObject({ kind: 'WITHDRAWAL_HOLD', movementKey: `withdrawal:${withdrawalId}:hold`, withdrawalId, memberId: m.id });
    expect(await balance(walletCode(m.id))).toBe(600_000);
    expect(await balance(holdsCode(m.id))).toBe(400_000);

    const posted = await tx((mgr) => ledger.postWithdrawal(mgr, withdrawalId));
    expect(posted).toMatchObject({ kind: 'WITHDRAWAL_POST', movementKey: `withdrawal:${withdrawalId}:post`, resolvesHoldId: hold.id, reversalOf: null });
    expect(await balance(holdsCode(m.id))).toBe(0);
    expect(await balance('PAYOUT_CLEARING')).toBe(clearingBefore + 400_000);
    expect(await balance(walletCode(m.id))).toBe(600_000);

    expect(await tx((mgr) => ledger.postWithdrawal(mgr, withdrawalId))).toEqual({ ...posted, replayed: true });
    await expect(tx((mgr) => ledger.voidWithdrawal(mgr, withdrawalId))).rejects.toBeInstanceOf(AlreadySettledError);
    expect(await balance(walletCode(m.id))).toBe(600_000);

    // The bank settles the day's payouts: cash leaves the company's funding account (an asset,
    // debit-normal, so its balance is negative and a credit brings it towards zero).
    const funding = await balance('COMPANY_FUNDING');
    await tx((mgr) => ledger.post(mgr, recipes.payoutSettlement({ reference: `test-${withdrawalId}`, amount: 400_000 })));
    expect(await balance('PAYOUT_CLEARING')).toBe(clearingBefore);
    expect(await balance('COMPANY_FUNDING')).toBe(funding + 400_000);
  });

  it('withdrawal: hold, then void back to the wallet; the hold cannot then be posted', async () => {
    const m = await registerMember(t);
    await fund(m.id, 1_000_000);
    const withdrawalId = randomUUID();
    const hold = await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 250_000 }));
    const voided = await tx((mgr) => ledger.voidWithdrawal(mgr, withdrawalId, 'Payout failed: Account not found'));
    expect(voided).toMatchObject({ kind: 'WITHDRAWAL_VOID', reversalOf: hold.id, resolvesHoldId: hold.id, description: 'Payout failed: Account not found' });
    expect(voided.lines.map((l) => l.amount).sort()).toEqual(hold.lines.map((l) => -l.amount).sort());
    expect(await balance(walletCode(m.id))).toBe(1_000_000);
    expect(await balance(holdsCode(m.id))).toBe(0);
    expect((await tx((mgr) => ledger.voidWithdrawal(mgr, withdrawalId))).replayed).toBe(true);
    await expect(tx((mgr) => ledger.postWithdrawal(mgr, withdrawalId))).rejects.toBeInstanceOf(AlreadySettledError);
    await expect(tx((mgr) => ledger.voidWithdrawal(mgr, randomUUID()))).rejects.toThrow(/has no hold/);
  });

  it('repayment from the wallet splits into principal and interest; a channel repayment enters through COMPANY_FUNDING', async () => {
    const m = await registerMember(t);
    const loanId = await fund(m.id, 2_575_000);
    const receivable = await balance('LOAN_RECEIVABLE');
    const income = await balance('INTEREST_INCOME');
    const entry = await tx((mgr) => ledger.repayFromWallet(mgr, { loanId, memberId: m.id, principal: 2_500_000, interest: 75_000, paymentKey: 'instalment-1' }));
    expect(entry.lines).toHaveLength(3);
    expect(await balance(walletCode(m.id))).toBe(0);
    expect(await balance('LOAN_RECEIVABLE')).toBe(receivable + 2_500_000);
    expect(await balance('INTEREST_INCOME')).toBe(income + 75_000);
    await expect(tx((mgr) => ledger.repayFromWallet(mgr, { loanId, memberId: m.id, principal: 1, interest: 0, paymentKey: 'instalment-2' }))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );

    const funding = await balance('COMPANY_FUNDING');
    const received = { loanId, memberId: m.id, principal: 2_500_000, interest: 75_000, channel: 'GCASH', externalRef: `ref-${loanId}` };
    await tx((mgr) => ledger.recordRepaymentReceived(mgr, received));
    expect((await tx((mgr) => ledger.recordRepaymentReceived(mgr, received))).replayed).toBe(true);
    expect(await balance('COMPANY_FUNDING')).toBe(funding - 2_575_000);
    expect(await balance(walletCode(m.id))).toBe(0);
  });

  it('a refund credits the wallet from the account it was booked to', async () => {
    const m = await registerMember(t);
    const loanId = await fund(m.id, 10_000);
    await tx((mgr) => ledger.repayFromWallet(mgr, { loanId, memberId: m.id, principal: 0, interest: 10_000, paymentKey: 'late-charge' }));
    const entry = await tx((mgr) =>
      ledger.refundToWallet(mgr, { memberId: m.id, loanId, amount: 4_000, from: 'INTEREST_INCOME', refundKey: `rebate-${loanId}`, reason: 'Unearned interest rebate' }),
    );
    expect(entry).toMatchObject({ kind: 'REFUND', description: 'Unearned interest rebate', memberId: m.id, loanId });
    expect(await balance(walletCode(m.id))).toBe(4_000);
    // Income cannot be refunded beyond what was earned: a company account that is not an asset is guarded too.
    const tooMuch = (await balance('INTEREST_INCOME')) + 1;
    const error = await tx((mgr) =>
      ledger.refundToWallet(mgr, { memberId: m.id, loanId, amount: tooMuch, from: 'INTEREST_INCOME', refundKey: `big-${loanId}`, reason: 'Too big' }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect({ code: error.code, params: error.params }).toEqual({ code: 'apiErrors.ledgerAccountNegative', params: { account: 'INTEREST_INCOME' } });
  });

  it('a reversal negates the entry once; reversing needs the money still in the wallet', async () => {
    const m = await registerMember(t);
    const loanId = await fund(m.id, 300_000);
    const original = (await ledger.findByMovementKey(`loan:${loanId}:disbursement`))!;
    const reversal = await tx((mgr) => ledger.reverse(mgr, original.id, { description: 'Disbursed to the wrong loan' }));
    expect(reversal).toMatchObject({ kind: 'REVERSAL', reversalOf: original.id, movementKey: `reversal:${original.id}`, loanId, memberId: m.id });
    expect(await balance(walletCode(m.id))).toBe(0);
    expect((await tx((mgr) => ledger.reverse(mgr, original.id, { description: 'again' }))).replayed).toBe(true);
    await expect(tx((mgr) => ledger.reverse(mgr, original.id, { description: 'other key', movementKey: `other:${original.id}` }))).rejects.toBeInstanceOf(
      AlreadySettledError,
    );

    // Spent money cannot be taken back by a reversal: the wallet would go negative.
    const loan2 = await fund(m.id, 300_000);
    await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId: randomUUID(), memberId: m.id, amount: 200_000 }));
    const second = (await ledger.findByMovementKey(`loan:${loan2}:disbursement`))!;
    await expect(tx((mgr) => ledger.reverse(mgr, second.id, { description: 'x' }))).rejects.toBeInstanceOf(InsufficientFundsError);
    // Holds are settled, not reversed.
    const holdEntry = (await ledger.entriesFor({ memberId: m.id })).find((e) => e.kind === 'WITHDRAWAL_HOLD')!;
    await expect(tx((mgr) => ledger.reverse(mgr, holdEntry.id, { description: 'x' }))).rejects.toBeInstanceOf(LedgerRuleError);
  });

  it('lists the entries about a member, a loan or a withdrawal', async () => {
    const m = await registerMember(t);
    const loanId = await fund(m.id, 500_000);
    const withdrawalId = randomUUID();
    await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 100_000 }));
    expect((await ledger.entriesFor({ memberId: m.id })).map((e) => e.kind)).toEqual(['DISBURSEMENT', 'WITHDRAWAL_HOLD']);
    expect((await ledger.entriesFor({ loanId })).map((e) => e.kind)).toEqual(['DISBURSEMENT']);
    expect((await ledger.entriesFor({ withdrawalId, memberId: m.id })).map((e) => e.kind)).toEqual(['WITHDRAWAL_HOLD']);
  });
});

describe('GET /wallet', () => {
  it('needs a token', async () => {
    const res = await t.call('get', '/wallet');
    expect(res.status).toBe(401);
  });

  it('shows a new member an empty PHP wallet, without creating accounts', async () => {
    const m = await registerMember(t);
    const res = await t.call('get', '/wallet', { token: m.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ currency: 'PHP', balance: 0, balanceText: '0.00', held: 0, heldText: '0.00' });
    expect(await ledger.findAccount(walletCode(m.id))).toBeNull();
  });

  it("shows the ledger's balance and the amount held, for the signed-in member only", async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    await fund(m.id, 15_000_000);
    await tx((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId: randomUUID(), memberId: m.id, amount: 1_234_567 }));
    const res = await t.call('get', '/wallet', { token: m.accessToken });
    expect(res.body).toEqual({ currency: 'PHP', balance: 13_765_433, balanceText: '137,654.33', held: 1_234_567, heldText: '12,345.67' });
    expect(res.body.balance).toBe(await sumOfLines(t.dataSource, walletCode(m.id)));
    const theirs = await t.call('get', '/wallet', { token: other.accessToken });
    expect(theirs.body).toMatchObject({ balance: 0, held: 0 });
    await fund(m.id, 2_500_000);
    expect((await t.call('get', '/wallet', { token: m.accessToken })).body).toMatchObject({ balance: 16_265_433, balanceText: '162,654.33' });
  });
});

describe('invariants', () => {
  it('hold across everything posted by this file', async () => {
    await expectLedgerInvariants(t.dataSource, fileStart);
  });

  it('are checked on the entries written since the mark: an unbalanced one is found, one written before the mark is not', async () => {
    const m = await registerMember(t);
    await fund(m.id, 1_000);
    const wallet = await accountId(walletCode(m.id));
    const before = await ledgerMark(t.dataSource);
    const entryId = randomUUID();
    // Read inside the writing transaction, before the deferred trigger refuses the entry at the commit.
    let found: { sinceBefore: string[]; sinceAfter: string[] } | undefined;
    await t.dataSource
      .transaction(async (mgr) => {
        await mgr.query(`INSERT INTO journal_entries (id, movement_key, kind, description) VALUES ($1::uuid, $1::text, 'REFUND', 'raw')`, [entryId]);
        await mgr.query(`INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1, $2, 5)`, [entryId, wallet]);
        found = { sinceBefore: await ledgerProblems(mgr, before), sinceAfter: await ledgerProblems(mgr, await ledgerMark(mgr)) };
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(found).toEqual({ sinceBefore: [`entry ${entryId} has 1 lines summing to 5`], sinceAfter: [] });
  });
});
