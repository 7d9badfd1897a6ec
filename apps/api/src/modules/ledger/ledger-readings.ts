import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { centavosAtMost, centavosOf } from '../../common/centavos.transformer';
import type { LoanReceivables } from './ledger.rules';
import { MEMBER_ACCOUNT_PREFIXES, SYSTEM_ACCOUNTS, type AccountType } from './ledger.types';

/** One account of the trial balance; the members' own accounts are summed by kind (every wallet as WALLET). */
export interface TrialBalanceRow {
  account: string;
  type: AccountType;
  /** The plain sum of the lines up to the date: credits positive (docs/decisions/001-ledger.md). */
  balance: number;
}

/** What moved on one Manila day, in centavos; reversals count against the kind they reverse. */
export interface DayFlows {
  day: string;
  disbursements: number;
  collections: number;
  payouts: number;
}

/** A payment held in suspense: a SUSPENSE entry. */
export interface SuspenseEntry {
  id: string;
  description: string;
  amount: number;
  createdAt: Date;
}

/** Where a repayment's interest and late charges go when the close of business accrued them first. */
const REPAID_ACCRUALS = [SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE, SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE];

/** The day of an entry in Manila, as the books are kept. */
const MANILA_DAY = `to_char(e.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD')`;
/** The kind an entry counts as: a reversal counts against what it reverses. */
const COUNTED_KIND = `COALESCE(o.kind, e.kind)`;

/**
 * Read-only figures of the books, from journal entries and lines alone (the reports of the back
 * office). Balances and statements go by the business day an entry is booked on (`booked_on`,
 * docs/decisions/029-accrual-books.md); the flows and look-ups of payments by the real time of posting.
 */
@Injectable()
export class LedgerReadings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every account's balance from the entries booked (`booked_on`) on or before `through` (null: all
   * of them), and on or after `from` when given (what moved over a range): their sum is zero. Read
   * from the accounts' balances (each the sum of its lines, kept in the posting's transaction) less
   * the lines booked outside the range, so that a recent day reads a few lines, not the whole ledger.
   */
  async trialBalance(through: string | null, from: string | null = null): Promise<TrialBalanceRow[]> {
    const rows: { account: string; type: AccountType; balance: string }[] = await this.dataSource.query(
      `WITH outside AS (
         SELECT l.account_id, SUM(l.amount) AS amount
           FROM (SELECT id FROM journal_entries WHERE $1::date IS NOT NULL AND booked_on > $1
                 UNION ALL
                 SELECT id FROM journal_entries WHERE $3::date IS NOT NULL AND booked_on < $3) e
           JOIN journal_lines l ON l.entry_id = e.id
          GROUP BY l.account_id)
       SELECT CASE WHEN a.member_id IS NULL THEN a.code ELSE split_part(a.code, ':', 1) END AS account, a.type,
              SUM(a.balance - COALESCE(outside.amount, 0)) AS balance
         FROM ledger_accounts a
         LEFT JOIN outside ON outside.account_id = a.id
        WHERE a.member_id IS NULL OR split_part(a.code, ':', 1) = ANY($2)
        GROUP BY 1, 2
        ORDER BY 2, 1`,
      [through, [...MEMBER_ACCOUNT_PREFIXES], from],
    );
    return rows.map((r) => ({ account: r.account, type: r.type, balance: centavosAtMost(r.balance ?? 0, r.account) }));
  }

  /**
   * What each loan owes on its receivables from the entries booked on or before `through`: principal
   * (LOAN_RECEIVABLE), accrued interest and late charges, debits positive, for the loans owing any.
   */
  async receivablesByLoan(through: string): Promise<Map<string, LoanReceivables>> {
    const rows: { loan_id: string; principal: string; accrued: string; late: string }[] = await this.dataSource.query(
      `SELECT e.loan_id,
              -COALESCE(SUM(l.amount) FILTER (WHERE a.code = $2), 0) AS principal,
              -COALESCE(SUM(l.amount) FILTER (WHERE a.code = $3), 0) AS accrued,
              -COALESCE(SUM(l.amount) FILTER (WHERE a.code = $4), 0) AS late
         FROM journal_lines l
         JOIN journal_entries e ON e.id = l.entry_id
         JOIN ledger_accounts a ON a.id = l.account_id
        WHERE e.loan_id IS NOT NULL AND e.booked_on <= $1::date AND a.code IN ($2, $3, $4)
        GROUP BY e.loan_id
       HAVING SUM(l.amount) <> 0`,
      [through, SYSTEM_ACCOUNTS.LOAN_RECEIVABLE, SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE, SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE],
    );
    return new Map(rows.map((r) => [r.loan_id, { principal: centavosOf(r.principal), interest: centavosOf(r.accrued), lateCharges: centavosOf(r.late) }]));
  }

  /** Disbursements, collections (principal and interest repaid) and payouts for each Manila day from `from` to `to` with a movement. */
  async flowsByDay(from: Date, before: Date): Promise<DayFlows[]> {
    const [receivable, interest, payouts, accrued, lateCharges] = await this.systemAccountIds([
      SYSTEM_ACCOUNTS.LOAN_RECEIVABLE,
      SYSTEM_ACCOUNTS.INTEREST_INCOME,
      SYSTEM_ACCOUNTS.PAYOUT_CLEARING,
      ...REPAID_ACCRUALS,
    ]);
    const rows: { day: string; disbursements: string; collections: string; payouts: string }[] = await this.dataSource.query(
      `SELECT ${MANILA_DAY} AS day,
              -COALESCE(SUM(l.amount) FILTER (WHERE ${COUNTED_KIND} = 'DISBURSEMENT' AND l.account_id = $3), 0) AS disbursements,
              COALESCE(SUM(l.amount) FILTER (WHERE ${COUNTED_KIND} = 'REPAYMENT' AND l.account_id IN ($3, $4, $6, $7)), 0) AS collections,
              COALESCE(SUM(l.amount) FILTER (WHERE ${COUNTED_KIND} = 'WITHDRAWAL_POST' AND l.account_id = $5), 0) AS payouts
         FROM journal_entries e
         LEFT JOIN journal_entries o ON o.id = e.reversal_of
         JOIN journal_lines l ON l.entry_id = e.id AND l.account_id IN ($3, $4, $5, $6, $7)
        WHERE e.created_at >= $1 AND e.created_at < $2 AND ${COUNTED_KIND} IN ('DISBURSEMENT', 'REPAYMENT', 'WITHDRAWAL_POST')
        GROUP BY 1
        ORDER BY 1`,
      [from, before, receivable, interest, payouts, accrued, lateCharges],
    );
    return rows.map((r) => ({ day: r.day, disbursements: centavosOf(r.disbursements ?? 0), collections: centavosOf(r.collections ?? 0), payouts: centavosOf(r.payouts ?? 0) }));
  }

  /**
   * The principal each loan owes, from the loan's entries on LOAN_RECEIVABLE posted before
   * `before` (null: all of them), disbursed less repaid, for the loans that owe any; only the
   * loans `loanIds` names when given (through each loan's entries, not the whole account).
   * `borrowerOwes` leaves write-offs out: the borrower still owes a written-off loan (the
   * credit-data export).
   */
  async principalByLoan(before: Date | null, { loanIds = null, borrowerOwes = false }: { loanIds?: readonly string[] | null; borrowerOwes?: boolean } = {}): Promise<Map<string, number>> {
    if (loanIds?.length === 0) return new Map();
    const [receivable] = await this.systemAccountIds([SYSTEM_ACCOUNTS.LOAN_RECEIVABLE]);
    const rows: { loan_id: string; owed: string }[] = loanIds
      ? // Loan by loan through its entries (the loan's index, then the line's), never the whole account.
        await this.dataSource.query(
          `SELECT x.loan_id, -o.sum AS owed
             FROM unnest($3::uuid[]) AS x(loan_id)
             CROSS JOIN LATERAL (
               SELECT SUM(l.amount) AS sum FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id AND l.account_id = $1
                WHERE e.loan_id = x.loan_id AND ($2::timestamptz IS NULL OR e.created_at < $2) AND NOT ($4 AND e.kind = 'WRITE_OFF')) o
            WHERE o.sum < 0`,
          [receivable, before, loanIds, borrowerOwes],
        )
      : await this.dataSource.query(
          `SELECT e.loan_id, -SUM(l.amount) AS owed
             FROM journal_entries e
             JOIN journal_lines l ON l.entry_id = e.id AND l.account_id = $1
            WHERE e.loan_id IS NOT NULL AND ($2::timestamptz IS NULL OR e.created_at < $2) AND NOT ($3 AND e.kind = 'WRITE_OFF')
            GROUP BY e.loan_id
           HAVING SUM(l.amount) < 0`,
          [receivable, before, borrowerOwes],
        );
    return new Map(rows.map((r) => [r.loan_id, centavosOf(r.owed ?? 0)]));
  }

  /** Principal and interest repaid on a loan by entries posted since `since`, less their reversals. */
  async collectedForLoan(loanId: string, since: Date): Promise<number> {
    const [row]: { collected: string | null }[] = await this.dataSource.query(
      `SELECT SUM(l.amount) AS collected
         FROM journal_entries e
         LEFT JOIN journal_entries o ON o.id = e.reversal_of
         JOIN journal_lines l ON l.entry_id = e.id
         JOIN ledger_accounts a ON a.id = l.account_id
        WHERE e.loan_id = $1 AND e.created_at >= $2 AND ${COUNTED_KIND} = 'REPAYMENT' AND a.code = ANY($3::text[])`,
      [loanId, since, [SYSTEM_ACCOUNTS.LOAN_RECEIVABLE, SYSTEM_ACCOUNTS.INTEREST_INCOME, ...REPAID_ACCRUALS]],
    );
    return centavosOf(row.collected ?? 0);
  }

  /**
   * The ids of system accounts, in the order of `codes`. A statement that names an account by its id
   * as a value, rather than joining on its code, is planned knowing how many lines the account has
   * (a third of all lines are on the loans receivable): a join on the code is planned for a handful.
   */
  private async systemAccountIds(codes: readonly string[]): Promise<string[]> {
    const rows: { code: string; id: string }[] = await this.dataSource.query(`SELECT code, id FROM ledger_accounts WHERE code = ANY($1) AND member_id IS NULL`, [codes]);
    return codes.map((code) => rows.find((r) => r.code === code)!.id);
  }

  /** The payments put in suspense, newest first (keyset paging on created_at and id). */
  async suspenseEntries(limit: number, after: { createdAt: Date; id: string } | null): Promise<SuspenseEntry[]> {
    const rows: { id: string; description: string; amount: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT e.id, e.description, l.amount, e.created_at
         FROM journal_entries e
         JOIN journal_lines l ON l.entry_id = e.id
         JOIN ledger_accounts a ON a.id = l.account_id AND a.code = $1
        WHERE e.kind = 'SUSPENSE' AND ($3::timestamptz IS NULL OR (e.created_at, e.id) < ($3, $4::uuid))
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT $2`,
      [SYSTEM_ACCOUNTS.PAYMENTS_SUSPENSE, limit, after?.createdAt ?? null, after?.id ?? null],
    );
    return rows.map((r) => ({ id: r.id, description: r.description, amount: centavosOf(r.amount ?? 0), createdAt: r.created_at }));
  }
}
