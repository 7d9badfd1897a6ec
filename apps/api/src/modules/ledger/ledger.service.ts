import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LEDGER_BALANCE_LIMIT_CENTAVOS, manilaIsoDate, type MessageKey } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { centavosAtMost, centavosOf } from '../../common/centavos.transformer';
import { Clock } from '../../common/clock';
import { BalanceCache } from './balance-cache';
import { AlreadySettledError, InsufficientFundsError, LedgerRangeError, LedgerRuleError, MovementKeyConflictError, PeriodClosedError } from './ledger.errors';
import { checkEntryShape, negateLines, recipes, sameContent, type EntryContent, type LoanReceivables } from './ledger.rules';
import {
  MEMBER_ACCOUNT_PREFIXES,
  SYSTEM_ACCOUNTS,
  holdsCode,
  walletCode,
  type AccountType,
  type EntryKind,
  type PostInput,
  type PostedEntry,
  type PostedLine,
  type SystemAccountCode,
} from './ledger.types';

/** Told of a new entry inside its transaction (LedgerService.onPosted). */
export type PostedObserver = (manager: EntityManager, entry: PostedEntry, input: PostInput) => Promise<void>;

/** An account as the ledger reads it. `balance` is in centavos, credits positive. */
export interface LedgerAccount {
  id: string;
  code: string;
  type: AccountType;
  memberId: string | null;
  currency: 'PHP';
  balance: number;
  allowNegative: boolean;
}

interface AccountRow {
  id: string;
  code: string;
  type: AccountType;
  member_id: string | null;
  currency: 'PHP';
  balance: string;
  allow_negative: boolean;
}

interface EntryRow {
  id: string;
  movement_key: string;
  kind: EntryKind;
  description: string;
  member_id: string | null;
  loan_id: string | null;
  withdrawal_id: string | null;
  reversal_of: string | null;
  resolves_hold_id: string | null;
  created_at: Date;
}

const ACCOUNT_COLUMNS = 'id, code, type, member_id, currency, balance, allow_negative';
const ENTRY_COLUMNS = 'id, movement_key, kind, description, member_id, loan_id, withdrawal_id, reversal_of, resolves_hold_id, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toAccount(r: AccountRow): LedgerAccount {
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    memberId: r.member_id,
    currency: r.currency,
    balance: centavosAtMost(r.balance, `balance of ${r.code}`),
    allowNegative: r.allow_negative,
  };
}

/** Which member owns a member account code ('WALLET:<uuid>' -> uuid), or null for a company account. */
function memberOfCode(code: string): { prefix: string; memberId: string } | null {
  const i = code.indexOf(':');
  if (i < 0) return null;
  const prefix = code.slice(0, i);
  const memberId = code.slice(i + 1);
  if (!(MEMBER_ACCOUNT_PREFIXES as readonly string[]).includes(prefix) || !UUID.test(memberId)) return null;
  return { prefix, memberId };
}

/**
 * Whether a line takes its account past the ledger's range: a balance beyond it may only move back
 * towards it (a correction of a ledger written before this check).
 */
function outOfRange(balance: number, amount: number): boolean {
  const next = BigInt(balance) + BigInt(amount);
  const size = (n: bigint) => (n < 0n ? -n : n);
  return size(next) > BigInt(LEDGER_BALANCE_LIMIT_CENTAVOS) && size(next) >= size(BigInt(balance));
}

/** One row of a member's wallet history (LedgerService.walletHistory): `wallet` is the signed amount on the wallet, 0 when it did not move. */
export interface WalletMovement {
  id: string;
  kind: EntryKind;
  movementKey: string;
  loanId: string | null;
  createdAt: Date;
  wallet: number;
}

/**
 * A member's wallet and withdrawal-holds accounts as lockMemberAccounts locked them (FOR UPDATE) in
 * one transaction, with their balances as they stand in it: post() moves the balances with what it
 * posts to them, so they stay true until the transaction ends.
 */
export class LockedMemberAccounts {
  constructor(
    private readonly manager: EntityManager,
    readonly wallet: LedgerAccount,
    readonly holds: LedgerAccount,
  ) {}

  /** The accounts, for a post in the transaction that locked them. */
  accountsIn(manager: EntityManager): LedgerAccount[] {
    if (manager !== this.manager) throw new LedgerRuleError('Member accounts locked in one transaction were passed to a post in another');
    return [this.wallet, this.holds];
  }

  /** Adds posted lines to the balances of these accounts. */
  moved(lines: PostedLine[]): void {
    for (const account of [this.wallet, this.holds]) {
      for (const line of lines) if (line.accountId === account.id) account.balance += line.amount;
    }
  }
}

function pgError(error: unknown): { code?: string; constraint?: string; detail?: string; hint?: string } {
  return (error ?? {}) as { code?: string; constraint?: string; detail?: string; hint?: string };
}

/**
 * The only way money moves (docs/product.md §0.3). Every method that writes takes the use case's
 * EntityManager, so the money moves in the same transaction as the state change that caused it
 * (the loan becoming DISBURSED, the withdrawal being confirmed, ...). The database enforces the
 * same rules again (migrations/1795500000000-ledger-currencies.ts); see docs/decisions/001-ledger.md.
 *
 * Use PostgreSQL's default isolation (READ COMMITTED) for transactions that post: the
 * idempotency check re-reads the movement key after taking the account locks.
 */
@Injectable()
export class LedgerService {
  private readonly observers: { kinds: ReadonlySet<EntryKind>; observe: PostedObserver }[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: BalanceCache,
    private readonly clock: Clock,
  ) {}

  // ---------------------------------------------------------------- posting

  /**
   * Posts one balanced journal entry and returns it. Lines name accounts by code or id; member
   * accounts (WALLET:<id>, WITHDRAWAL_HOLDS:<id>) are created on first use.
   *
   * - Same movement key, same content (kind, refs, lines; not the description): the existing entry
   *   is returned as it was, with `replayed: true`, and nothing moves.
   * - Same key, different content: 409 MovementKeyConflictError.
   * - An account that may not go negative would: 409 InsufficientFundsError, nothing written.
   * - An account's balance would pass ±LEDGER_BALANCE_LIMIT_CENTAVOS: 409 LedgerRangeError, nothing
   *   written (the CHECK ledger_accounts_balance_range holds the same bound).
   * - A malformed or unbalanced entry: LedgerRuleError (a bug: 500), nothing written.
   * - A business day (`bookedOn`, today by default) on or before the last closed day: 409
   *   PeriodClosedError, nothing written (the trigger journal_entries_period_open refuses it too).
   *
   * The accounts are locked (SELECT ... FOR UPDATE, ordered by id so that concurrent posts never
   * deadlock) from the balance check until the transaction ends; those in `locked`
   * (lockMemberAccounts, earlier in this transaction) are neither read nor locked again. The
   * movement key is looked up only when the insert finds it taken or a balance is short. After a
   * thrown error the transaction must be rolled back (throwing out of dataSource.transaction does it).
   */
  async post(manager: EntityManager, input: PostInput, locked?: LockedMemberAccounts): Promise<PostedEntry> {
    this.assertTransaction(manager);
    checkEntryShape(input);
    if (input.bookedOn !== undefined) await this.assertPeriodOpen(manager, input.bookedOn);
    const trusted = locked ? locked.accountsIn(manager) : [];
    const accounts = await this.resolveAccounts(manager, input.lines.map((l) => ({ code: l.accountCode, id: l.accountId })), trusted);
    const lines: PostedLine[] = input.lines.map((l, i) => ({ accountId: accounts[i].id, accountCode: accounts[i].code, amount: l.amount }));
    if (new Set(lines.map((l) => l.accountId)).size !== lines.length) {
      throw new LedgerRuleError(`Entry ${input.movementKey} names an account twice: give each account one line`);
    }
    const refs = this.entryRefs(input, accounts);
    // Before the commit: this instance's readers of the wallet go to the database from now on.
    const owner = accounts.find((a) => a.memberId)?.memberId; // one at most (entryRefs)
    if (owner) this.balances.changing(owner);
    const wanted: EntryContent = {
      kind: input.kind,
      ...refs,
      reversalOf: input.reversalOf ?? null,
      resolvesHoldId: input.resolvesHoldId ?? null,
      lines: lines.map(({ accountId, amount }) => ({ accountId, amount })),
    };

    const byId = new Map(trusted.map((a) => [a.id, a]));
    const toLock = [...new Set(lines.map((l) => l.accountId))].filter((id) => !byId.has(id));
    if (toLock.length) {
      const rows: AccountRow[] = await manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [toLock]);
      for (const r of rows) byId.set(r.id, toAccount(r));
    }
    // With the accounts locked, a concurrent reversal of the same entry, or settlement of the same
    // hold, has committed or never will: the loser is told so, not that a balance is short.
    if (wanted.reversalOf) await this.assertNotSettled(manager, 'reversal_of', wanted.reversalOf, input.movementKey, 'apiErrors.entryAlreadyReversed');
    if (wanted.resolvesHoldId) {
      await this.assertNotSettled(manager, 'resolves_hold_id', wanted.resolvesHoldId, input.movementKey, 'apiErrors.holdAlreadySettled');
    }
    // Likewise a concurrent post of the same key. A short balance may be that post's doing: the
    // key decides between a replay and a refusal.
    for (const line of lines) {
      const account = byId.get(line.accountId)!;
      if (outOfRange(account.balance, line.amount)) throw new LedgerRangeError(account.code);
      if (!account.allowNegative && account.balance + line.amount < 0) {
        const earlier = await this.findByMovementKey(input.movementKey, manager);
        if (earlier) return this.replay(earlier, wanted);
        throw new InsufficientFundsError(account.code, account.balance, line.amount);
      }
    }

    let posted: PostedEntry;
    try {
      // The entry and its lines in one statement; the trigger journal_lines_apply adds each line to
      // its account's balance in this transaction. A key posted before inserts nothing: replay it.
      const inserted: EntryRow[] = await manager.query(
        `WITH entry AS (
           INSERT INTO journal_entries (movement_key, kind, description, member_id, loan_id, withdrawal_id, reversal_of, resolves_hold_id, booked_on)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($11::date, (now() AT TIME ZONE 'Asia/Manila')::date))
           ON CONFLICT (movement_key) DO NOTHING
           RETURNING ${ENTRY_COLUMNS}
         ), lines AS (
           INSERT INTO journal_lines (entry_id, account_id, amount)
           SELECT entry.id, t.a, t.b FROM entry, unnest($9::uuid[], $10::bigint[]) AS t (a, b)
         )
         SELECT ${ENTRY_COLUMNS} FROM entry`,
        [
          input.movementKey,
          input.kind,
          input.description.trim(),
          wanted.memberId,
          wanted.loanId,
          wanted.withdrawalId,
          wanted.reversalOf,
          wanted.resolvesHoldId,
          lines.map((l) => l.accountId),
          lines.map((l) => String(l.amount)),
          // The business day of the clock every service reads (moved by tests and the dev clock).
          input.bookedOn ?? manilaIsoDate(this.clock.now()),
        ],
      );
      if (inserted.length === 0) {
        const other = await this.findByMovementKey(input.movementKey, manager);
        if (!other) throw new LedgerRuleError(`Movement key ${input.movementKey} conflicted but no entry has it`);
        return this.replay(other, wanted);
      }
      locked?.moved(lines);
      posted = this.toPosted(inserted[0], lines, false);
    } catch (error) {
      throw this.translate(error, input);
    }
    for (const o of this.observers) if (o.kinds.has(posted.kind)) await o.observe(manager, posted, input);
    return posted;
  }

  /**
   * Calls `observe` in the posting transaction after each new entry of one of `kinds` (never for a
   * replay): what must exist exactly when the money moved (a covered-transaction report) is written
   * with it, or neither is.
   */
  onPosted(kinds: readonly EntryKind[], observe: PostedObserver): void {
    this.observers.push({ kinds: new Set(kinds), observe });
  }

  /** The last day of the latest closed period (YYYY-MM-DD), or null when no month was ever closed. */
  async closedThrough(manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row]: { closed: string | null }[] = await manager.query(`SELECT max(closed_through)::text AS closed FROM closed_periods`);
    return row.closed;
  }

  /**
   * Closes the books through `closedThrough` (a month's last day), as two admins decided. The
   * table lock waits for the entries being posted and holds new ones back until the close
   * commits, so none slips into the month between the check and the close.
   */
  async closePeriod(manager: EntityManager, p: { month: string; closedThrough: string; madeBy: string; checkedBy: string; pendingActionId: string }): Promise<void> {
    this.assertTransaction(manager);
    await manager.query(`LOCK TABLE journal_entries IN SHARE MODE`);
    await manager.query(`INSERT INTO closed_periods (month, closed_through, made_by, checked_by, pending_action_id) VALUES ($1, $2, $3, $4, $5)`, [
      p.month,
      p.closedThrough,
      p.madeBy,
      p.checkedBy,
      p.pendingActionId,
    ]);
  }

  /** post() in a transaction of its own, for a caller that has nothing else to write. */
  postNow(input: PostInput): Promise<PostedEntry> {
    return this.dataSource.transaction((manager) => this.post(manager, input));
  }

  /**
   * Reverses an entry: a REVERSAL entry with the lines negated and reversal_of set (an entry is
   * reversed at most once). Default key `reversal:<entryId>`. Withdrawal entries are settled with
   * postWithdrawal / voidWithdrawal instead, and a payout returned after posting is a refund.
   */
  async reverse(manager: EntityManager, entryId: string, p: { description: string; movementKey?: string }): Promise<PostedEntry> {
    const original = await this.getEntry(entryId, manager);
    if (!original) throw new LedgerRuleError(`No journal entry ${entryId} to reverse`);
    if (['WITHDRAWAL_HOLD', 'WITHDRAWAL_POST', 'WITHDRAWAL_VOID'].includes(original.kind)) {
      throw new LedgerRuleError(`A ${original.kind} entry is settled through postWithdrawal / voidWithdrawal, not reversed`);
    }
    const movementKey = p.movementKey ?? `reversal:${entryId}`;
    await this.assertNotSettled(manager, 'reversal_of', entryId, movementKey, 'apiErrors.entryAlreadyReversed');
    return this.post(manager, {
      movementKey,
      kind: 'REVERSAL',
      description: p.description,
      lines: negateLines(original.lines).map((l) => ({ accountId: l.accountId, amount: l.amount })),
      refs: { memberId: original.memberId, loanId: original.loanId, withdrawalId: original.withdrawalId },
      reversalOf: original.id,
    });
  }

  // ---------------------------------------------------------------- recipes (see ledger.rules.ts)

  /** Loan principal into the wallet (debit LOAN_RECEIVABLE, credit WALLET); once per loan. */
  disburse(manager: EntityManager, p: Parameters<typeof recipes.disbursement>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.disbursement(p));
  }

  /**
   * Holds a withdrawal (debit WALLET, credit WITHDRAWAL_HOLDS:<member>); 409 when the wallet is
   * short. With the member's accounts from lockMemberAccounts, they are not read or locked again.
   */
  holdWithdrawal(manager: EntityManager, p: Parameters<typeof recipes.withdrawalHold>[0], locked?: LockedMemberAccounts): Promise<PostedEntry> {
    return this.post(manager, recipes.withdrawalHold(p), locked);
  }

  /**
   * The payout of a held withdrawal completed: debit WITHDRAWAL_HOLDS:<member>, credit
   * PAYOUT_CLEARING, for the held amount. Key `withdrawal:<id>:post`. 409 if the hold was voided.
   */
  postWithdrawal(manager: EntityManager, withdrawalId: string, description?: string): Promise<PostedEntry> {
    return this.settleHold(manager, withdrawalId, 'post', description);
  }

  /**
   * The withdrawal failed, was cancelled or expired: the hold is reversed (debit
   * WITHDRAWAL_HOLDS:<member>, credit WALLET), reversal_of = the hold. Key `withdrawal:<id>:void`.
   * 409 if the hold was already posted.
   */
  voidWithdrawal(manager: EntityManager, withdrawalId: string, description?: string): Promise<PostedEntry> {
    return this.settleHold(manager, withdrawalId, 'void', description);
  }

  /** A repayment from the wallet (debit WALLET, credit LOAN_RECEIVABLE and INTEREST_INCOME). */
  repayFromWallet(manager: EntityManager, p: Parameters<typeof recipes.repaymentFromWallet>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.repaymentFromWallet(p));
  }

  /** A repayment received through a channel (debit COMPANY_FUNDING, credit LOAN_RECEIVABLE and INTEREST_INCOME). */
  recordRepaymentReceived(manager: EntityManager, p: Parameters<typeof recipes.repaymentReceived>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.repaymentReceived(p));
  }

  /** A channel's payment to the wallet's reference (debit COMPANY_FUNDING, credit WALLET). */
  cashIn(manager: EntityManager, p: Parameters<typeof recipes.cashIn>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.cashIn(p));
  }

  /** A channel's payment to a reference that is not ours (debit COMPANY_FUNDING, credit PAYMENTS_SUSPENSE). */
  holdInSuspense(manager: EntityManager, p: Parameters<typeof recipes.suspense>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.suspense(p));
  }

  /** Money back into the wallet (debit `from`, credit WALLET). */
  refundToWallet(manager: EntityManager, p: Parameters<typeof recipes.refundToWallet>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.refundToWallet(p));
  }

  /**
   * The loan's accruals not yet paid: its part of ACCRUED_INTEREST_RECEIVABLE and of
   * LATE_CHARGES_RECEIVABLE (debits positive here). Read with the loan's row locked.
   */
  async openAccrualsOf(manager: EntityManager, loanId: string): Promise<{ interest: number; lateCharges: number }> {
    const { interest, lateCharges } = await this.loanReceivables(manager, loanId);
    return { interest, lateCharges };
  }

  /** A late charge waived where it had been booked as earned (debit INTEREST_INCOME, credit LATE_CHARGES_RECEIVABLE). */
  waiveLateCharge(manager: EntityManager, p: Parameters<typeof recipes.lateChargeWaiver>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.lateChargeWaiver(p));
  }

  /** The allowance re-measured at a month end (see recipes.provision). */
  provision(manager: EntityManager, p: Parameters<typeof recipes.provision>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.provision(p));
  }

  /** A loan's receivables written off against the allowance (see recipes.writeOff). */
  writeOff(manager: EntityManager, p: Parameters<typeof recipes.writeOff>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.writeOff(p));
  }

  /** Money received on a written-off loan (see recipes.recovery). */
  recover(manager: EntityManager, p: Parameters<typeof recipes.recovery>[0]): Promise<PostedEntry> {
    return this.post(manager, recipes.recovery(p));
  }

  // ---------------------------------------------------------------- accounts and reads

  /** A company account locked until the transaction ends, with its balance: read it here before deciding on an amount. */
  async lockCompanyAccount(manager: EntityManager, code: string): Promise<LedgerAccount> {
    this.assertTransaction(manager);
    const rows: AccountRow[] = await manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE code = $1 AND member_id IS NULL FOR UPDATE`, [code]);
    if (rows.length === 0) throw new LedgerRuleError(`No company account ${code}`);
    return toAccount(rows[0]);
  }

  /** What the loan owes on the books now (its receivables by the entries that name it), read in `manager`'s transaction. */
  async loanReceivables(manager: EntityManager, loanId: string): Promise<LoanReceivables> {
    const rows: { code: string; owed: string }[] = await manager.query(
      `SELECT a.code, -SUM(l.amount) AS owed
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE e.loan_id = $1 AND a.code = ANY($2::text[])
        GROUP BY a.code`,
      [loanId, [SYSTEM_ACCOUNTS.LOAN_RECEIVABLE, SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE, SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE]],
    );
    const owed = (code: string) => Math.max(0, centavosOf(rows.find((r) => r.code === code)?.owed ?? 0, code));
    return { principal: owed(SYSTEM_ACCOUNTS.LOAN_RECEIVABLE), interest: owed(SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE), lateCharges: owed(SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE) };
  }

  /** The member's wallet account, created (empty) on first use. */
  walletAccountFor(memberId: string, manager: EntityManager = this.dataSource.manager): Promise<LedgerAccount> {
    return this.memberAccount(manager, walletCode(memberId), memberId);
  }

  /** The member's withdrawal-holds account, created (empty) on first use. */
  holdsAccountFor(memberId: string, manager: EntityManager = this.dataSource.manager): Promise<LedgerAccount> {
    return this.memberAccount(manager, holdsCode(memberId), memberId);
  }

  /**
   * Locks the member's wallet and withdrawal-holds accounts until the transaction ends, in id order
   * like post() so that it never deadlocks with a post, and answers them with their balances as
   * locked: read a balance here before deciding on an amount, and pass them to post() (through a
   * recipe such as holdWithdrawal), which then neither reads nor locks them again. One statement;
   * two more the first time, when the accounts are created.
   */
  async lockMemberAccounts(manager: EntityManager, memberId: string): Promise<LockedMemberAccounts> {
    this.assertTransaction(manager);
    const codes = [walletCode(memberId), holdsCode(memberId)];
    const lock = (): Promise<AccountRow[]> => manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE code = ANY($1::text[]) ORDER BY id FOR UPDATE`, [codes]);
    let rows = await lock();
    if (rows.length < codes.length) {
      await this.createMemberAccounts(manager, memberId);
      rows = await lock();
    }
    const accounts = rows.map(toAccount);
    return new LockedMemberAccounts(manager, accounts.find((a) => a.code === codes[0])!, accounts.find((a) => a.code === codes[1])!);
  }

  /** The account's balance in centavos (credits positive). Read it after locking if you act on it. */
  async balanceOf(accountId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { balance: string }[] = await manager.query('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]);
    if (rows.length === 0) throw new LedgerRuleError(`No ledger account ${accountId}`);
    return centavosOf(rows[0].balance, 'balance');
  }

  /** Accounts by code, read in one statement (one snapshot); missing codes are left out; never creates. */
  async findAccounts(codes: string[], manager: EntityManager = this.dataSource.manager): Promise<LedgerAccount[]> {
    const rows: AccountRow[] = await manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE code = ANY($1::text[])`, [codes]);
    return rows.map(toAccount);
  }

  /** An account by code, or null; never creates one (reads for display use this). */
  async findAccount(code: string, manager: EntityManager = this.dataSource.manager): Promise<LedgerAccount | null> {
    const rows: AccountRow[] = await manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE code = $1`, [code]);
    return rows.length ? toAccount(rows[0]) : null;
  }

  /** The entry posted under a movement key, with its lines, or null. */
  async findByMovementKey(movementKey: string, manager: EntityManager = this.dataSource.manager): Promise<PostedEntry | null> {
    const rows: EntryRow[] = await manager.query(`SELECT ${ENTRY_COLUMNS} FROM journal_entries WHERE movement_key = $1`, [movementKey]);
    return rows.length ? (await this.withLines(manager, rows))[0] : null;
  }

  async getEntry(entryId: string, manager: EntityManager = this.dataSource.manager): Promise<PostedEntry | null> {
    const rows: EntryRow[] = await manager.query(`SELECT ${ENTRY_COLUMNS} FROM journal_entries WHERE id = $1`, [entryId]);
    return rows.length ? (await this.withLines(manager, rows))[0] : null;
  }

  /** What the entries about one loan left on a system account (credits positive, as every balance). */
  async loanBalanceOn(loanId: string, accountCode: SystemAccountCode, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query(
      `SELECT COALESCE(SUM(l.amount), 0)::text AS total
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE e.loan_id = $1 AND a.code = $2`,
      [loanId, accountCode],
    );
    return Number(row.total);
  }

  /** Entries about a member, a loan or a withdrawal (all given refs must match), oldest first. */
  async entriesFor(refs: { memberId?: string; loanId?: string; withdrawalId?: string }, manager: EntityManager = this.dataSource.manager): Promise<PostedEntry[]> {
    const where: string[] = [];
    const params: string[] = [];
    for (const [column, value] of [['member_id', refs.memberId], ['loan_id', refs.loanId], ['withdrawal_id', refs.withdrawalId]] as const) {
      if (value === undefined) continue;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    if (where.length === 0) throw new LedgerRuleError('entriesFor needs a memberId, loanId or withdrawalId');
    const rows: EntryRow[] = await manager.query(
      `SELECT ${ENTRY_COLUMNS} FROM journal_entries WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT 1000`,
      params,
    );
    return this.withLines(manager, rows);
  }

  /**
   * A page of the member's wallet history, newest first (keyset on created_at and id): every entry
   * that moved their wallet (with the signed amount on it) and every repayment of their loans and
   * reversal of one (0 on the wallet when a channel paid it), `limit` rows after `after`.
   */
  async walletHistory(memberId: string, after: { createdAt: Date; id: string } | null, limit: number): Promise<WalletMovement[]> {
    const rows: { id: string; kind: EntryKind; movement_key: string; loan_id: string | null; created_at: Date; wallet: string | null }[] = await this.dataSource.query(
      `SELECT e.id, e.kind, e.movement_key, e.loan_id, e.created_at, w.amount AS wallet
         FROM journal_entries e
         LEFT JOIN journal_lines w ON w.entry_id = e.id AND w.account_id = (SELECT id FROM ledger_accounts WHERE code = $2)
         LEFT JOIN journal_entries o ON o.id = e.reversal_of
        WHERE e.member_id = $1 AND (w.amount IS NOT NULL OR e.kind = 'REPAYMENT' OR o.kind = 'REPAYMENT')
          AND ($3::timestamptz IS NULL OR (e.created_at, e.id) < ($3::timestamptz, $4::uuid))
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT $5`,
      [memberId, walletCode(memberId), after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return rows.map((r) => ({ id: r.id, kind: r.kind, movementKey: r.movement_key, loanId: r.loan_id, createdAt: new Date(r.created_at), wallet: r.wallet === null ? 0 : centavosOf(r.wallet, 'wallet line') }));
  }

  // ---------------------------------------------------------------- internals

  private assertTransaction(manager: EntityManager): void {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new LedgerRuleError('LedgerService.post runs inside the use case transaction: dataSource.transaction((manager) => ...)');
    }
  }

  private async settleHold(manager: EntityManager, withdrawalId: string, how: 'post' | 'void', description?: string): Promise<PostedEntry> {
    const hold = await this.findByMovementKey(`withdrawal:${withdrawalId}:hold`, manager);
    if (!hold) throw new LedgerRuleError(`Withdrawal ${withdrawalId} has no hold to ${how}`);
    const movementKey = `withdrawal:${withdrawalId}:${how}`;
    await this.assertNotSettled(manager, 'resolves_hold_id', hold.id, movementKey, how === 'post' ? 'apiErrors.holdAlreadyVoided' : 'apiErrors.holdAlreadyPaidOut');
    const holdsLine = hold.lines.find((l) => l.amount > 0)!; // the credit to WITHDRAWAL_HOLDS:<member>
    const refs = { memberId: hold.memberId, withdrawalId };
    if (how === 'post') {
      return this.post(manager, {
        movementKey,
        kind: 'WITHDRAWAL_POST',
        description: description ?? `Withdrawal ${withdrawalId} paid out`,
        lines: [
          { accountId: holdsLine.accountId, amount: -holdsLine.amount },
          { accountCode: SYSTEM_ACCOUNTS.PAYOUT_CLEARING, amount: holdsLine.amount },
        ],
        refs,
        resolvesHoldId: hold.id,
      });
    }
    return this.post(manager, {
      movementKey,
      kind: 'WITHDRAWAL_VOID',
      description: description ?? `Withdrawal ${withdrawalId} released to the wallet`,
      lines: negateLines(hold.lines).map((l) => ({ accountId: l.accountId, amount: l.amount })),
      refs,
      reversalOf: hold.id,
      resolvesHoldId: hold.id,
    });
  }

  /** A clean 409, before any lock, for an entry dated in a closed period (the trigger is the real guard). */
  private async assertPeriodOpen(manager: EntityManager, bookedOn: string): Promise<void> {
    const closed = await this.closedThrough(manager);
    if (closed !== null && bookedOn <= closed) throw new PeriodClosedError(bookedOn, closed);
  }

  /** A clean 409 when another movement already settled `entryId` (the unique index is the real guard). */
  private async assertNotSettled(manager: EntityManager, column: 'reversal_of' | 'resolves_hold_id', entryId: string, movementKey: string, code: MessageKey) {
    const rows: { movement_key: string }[] = await manager.query(`SELECT movement_key FROM journal_entries WHERE ${column} = $1`, [entryId]);
    if (rows.length && rows[0].movement_key !== movementKey) throw new AlreadySettledError(code);
  }

  private async memberAccount(manager: EntityManager, code: string, memberId: string): Promise<LedgerAccount> {
    const existing = await this.findAccount(code, manager);
    if (existing) return existing;
    await this.createMemberAccounts(manager, memberId);
    const created = await this.findAccount(code, manager);
    if (!created) throw new LedgerRuleError(`Could not create ledger account ${code}`);
    return created;
  }

  /** A member's wallet and withdrawal-holds accounts, created together (empty) on the first use of either. */
  private async createMemberAccounts(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(
      `INSERT INTO ledger_accounts (code, type, member_id, allow_negative)
       SELECT code, 'liability', $1, false FROM unnest($2::text[]) AS code ON CONFLICT (code) DO NOTHING`,
      [memberId, [walletCode(memberId), holdsCode(memberId)]],
    );
  }

  /** The account of each line, in order; member accounts are created on first use. `known` are not read again. */
  private async resolveAccounts(manager: EntityManager, refs: { code?: string; id?: string }[], known: LedgerAccount[] = []): Promise<LedgerAccount[]> {
    const byCode = new Map(known.map((a) => [a.code, a]));
    const byId = new Map(known.map((a) => [a.id, a]));
    const codes = [...new Set(refs.flatMap((r) => (r.code !== undefined && !byCode.has(r.code) ? [r.code] : [])))];
    const ids = [...new Set(refs.flatMap((r) => (r.id !== undefined && !byId.has(r.id) ? [r.id] : [])))];
    if (ids.some((id) => !UUID.test(id))) throw new LedgerRuleError('An accountId is not a uuid');
    if (codes.length || ids.length) {
      const found: AccountRow[] = await manager.query(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE code = ANY($1::text[]) OR id = ANY($2::uuid[])`, [codes, ids]);
      for (const account of found.map(toAccount)) {
        byCode.set(account.code, account);
        byId.set(account.id, account);
      }
    }
    for (const code of codes) {
      if (byCode.has(code)) continue;
      const owner = memberOfCode(code);
      if (!owner) throw new LedgerRuleError(`Unknown ledger account ${code}`);
      const account = await this.memberAccount(manager, code, owner.memberId);
      byCode.set(code, account);
      byId.set(account.id, account);
    }
    return refs.map((r) => {
      const account = r.code !== undefined ? byCode.get(r.code) : byId.get(r.id!);
      if (!account) throw new LedgerRuleError(`Unknown ledger account ${r.code ?? r.id}`);
      return account;
    });
  }

  /** The entry's references; an entry touches the accounts of one member at most, and names them. */
  private entryRefs(input: PostInput, accounts: LedgerAccount[]): Pick<EntryContent, 'memberId' | 'loanId' | 'withdrawalId'> {
    const owners = new Set(accounts.flatMap((a) => (a.memberId ? [a.memberId] : [])));
    if (owners.size > 1) throw new LedgerRuleError(`Entry ${input.movementKey} moves money between two members' accounts`);
    const owner = owners.size ? [...owners][0] : null;
    const memberId = input.refs?.memberId ?? owner;
    if (owner && memberId !== owner) throw new LedgerRuleError(`Entry ${input.movementKey} names member ${memberId} but moves the accounts of ${owner}`);
    return { memberId: memberId ?? null, loanId: input.refs?.loanId ?? null, withdrawalId: input.refs?.withdrawalId ?? null };
  }

  private replay(existing: PostedEntry, wanted: EntryContent): PostedEntry {
    const content: EntryContent = {
      kind: existing.kind,
      memberId: existing.memberId,
      loanId: existing.loanId,
      withdrawalId: existing.withdrawalId,
      reversalOf: existing.reversalOf,
      resolvesHoldId: existing.resolvesHoldId,
      lines: existing.lines,
    };
    if (!sameContent(content, wanted)) throw new MovementKeyConflictError(existing.movementKey);
    return { ...existing, replayed: true };
  }

  private translate(error: unknown, input: PostInput): unknown {
    const { code, constraint, detail, hint } = pgError(error);
    if (code === '23505' && constraint === 'journal_entries_reversal_of_key') return new AlreadySettledError('apiErrors.entryAlreadyReversed');
    if (code === '23505' && constraint === 'journal_entries_resolves_hold_id_key') return new AlreadySettledError('apiErrors.holdAlreadySettled');
    if (code === '23514' && constraint === 'ledger_accounts_balance_range') return new LedgerRangeError(''); // the CHECK caught what the locked check did not
    if (code === '23514' && constraint === 'ledger_accounts_balance_nonneg') return new InsufficientFundsError('', 0, 0); // the CHECK caught what the locked check did not
    if (code === '23505' && constraint === 'journal_entries_movement_key_key') return new MovementKeyConflictError(input.movementKey);
    // A close committed after the check above, or an entry booked today in a month closed since.
    if (code === '23514' && constraint === 'journal_entries_period_open') return new PeriodClosedError(hint ?? input.bookedOn ?? '', detail ?? '');
    return error;
  }

  /** The entries with their lines (one query for all of them). */
  private async withLines(manager: EntityManager, rows: EntryRow[]): Promise<PostedEntry[]> {
    if (rows.length === 0) return [];
    const lines: { entry_id: string; account_id: string; code: string; amount: string }[] = await manager.query(
      `SELECT l.entry_id, l.account_id, a.code, l.amount
         FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
        WHERE l.entry_id = ANY($1::uuid[]) ORDER BY l.entry_id, l.amount`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) =>
      this.toPosted(
        r,
        lines.filter((l) => l.entry_id === r.id).map((l) => ({ accountId: l.account_id, accountCode: l.code, amount: centavosOf(l.amount, 'line amount') })),
        false,
      ),
    );
  }

  private toPosted(r: EntryRow, lines: PostedLine[], replayed: boolean): PostedEntry {
    return {
      id: r.id,
      movementKey: r.movement_key,
      kind: r.kind,
      description: r.description,
      memberId: r.member_id,
      loanId: r.loan_id,
      withdrawalId: r.withdrawal_id,
      reversalOf: r.reversal_of,
      resolvesHoldId: r.resolves_hold_id,
      createdAt: r.created_at,
      lines,
      replayed,
    };
  }
}
