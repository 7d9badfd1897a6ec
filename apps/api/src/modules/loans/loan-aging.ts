import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LoanStatus } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { centavosOf } from '../../common/centavos.transformer';

/** A loan that was disbursed, with how late it is on a day, from its schedule. */
export interface LoanAge {
  id: string;
  loanNumber: string;
  memberId: string;
  status: LoanStatus;
  /** 'YYYY-MM-DD' (Manila). */
  disbursedOn: string;
  amountPhp: number;
  installmentCount: number;
  /** The due date ('YYYY-MM-DD') of the oldest instalment due before the day and unpaid on it; null when none is. */
  oldestDue: string | null;
  /** Days from `oldestDue` to the day; 0 when none is due. */
  daysPastDue: number;
  /** What fell due before the day and is unpaid: principal, interest and late charges, rebates counted. */
  amountDue: number;
  /** Interest of the contract not yet paid nor rebated: earned as it is paid (the ledger books it when received). */
  unearnedInterest: number;
}

/** The statuses of a loan whose money is out (disbursed, not paid off). */
export const RUNNING_STATUSES: readonly LoanStatus[] = ['DISBURSED', 'OVERDUE', 'DEFAULTED'];

/**
 * How late the loans are on a Manila day, read from loans and loan_schedule (the loans module's
 * own tables): what the collections list, portfolio at risk and the credit-data export age by.
 */
@Injectable()
export class LoanAging {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The loans disbursed before the end of `day` ('YYYY-MM-DD') and, when `runningOnly`, still
   * running now; an instalment counts as unpaid on `day` when it was not settled by `dayEnd`.
   * `lateNow`: only the loans with an instalment due before `day` and unpaid now (found through the
   * unpaid instalments, not by aging every loan): the late ones, when `day` is today.
   */
  async onDay(day: string, dayEnd: Date, { runningOnly, loanNumber, lateNow = false }: { runningOnly: boolean; loanNumber?: string; lateNow?: boolean }): Promise<LoanAge[]> {
    const rows: {
      id: string;
      loan_number: string;
      member_id: string;
      status: LoanStatus;
      disbursed_on: string;
      amount_php: string;
      installment_count: number;
      oldest_due: string | null;
      amount_due: string;
      unearned: string;
    }[] = await this.dataSource.query(
      `SELECT l.id, l.loan_number, l.member_id, l.status, to_char(l.disbursed_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS disbursed_on,
              l.amount_php, l.installment_count,
              to_char(MIN(s.due_date) FILTER (WHERE s.due_date < $1::date AND (s.paid_at IS NULL OR s.paid_at >= $2)), 'YYYY-MM-DD') AS oldest_due,
              COALESCE(SUM(s.total + s.late_charge - s.paid_principal - s.paid_interest - s.paid_late_charge - s.rebated_interest)
                FILTER (WHERE s.due_date < $1::date AND s.paid_at IS NULL), 0) AS amount_due,
              COALESCE(SUM(s.interest - s.paid_interest - s.rebated_interest), 0) AS unearned
         FROM loans l
         JOIN loan_schedule s ON s.loan_id = l.id AND s.version = l.schedule_version
        WHERE l.disbursed_at < $2 AND ($3 = false OR l.status = ANY($4)) AND ($5::text IS NULL OR l.loan_number = $5)
          ${
            // Written in only when asked for: inside an OR with a parameter, PostgreSQL would not make the
            // IN a join, and would read the unpaid instalments again for every loan.
            lateNow ? 'AND l.id IN (SELECT u.loan_id FROM loan_schedule u WHERE u.paid_at IS NULL AND u.due_date < $1::date)' : ''
          }
        GROUP BY l.id
        ORDER BY l.disbursed_at, l.id`,
      [day, dayEnd, runningOnly, [...RUNNING_STATUSES], loanNumber ?? null],
    );
    const dayMs = Date.parse(`${day}T00:00:00Z`);
    return rows.map((r) => ({
      id: r.id,
      loanNumber: r.loan_number,
      memberId: r.member_id,
      status: r.status,
      disbursedOn: r.disbursed_on,
      amountPhp: centavosOf(r.amount_php),
      installmentCount: r.installment_count,
      oldestDue: r.oldest_due,
      daysPastDue: r.oldest_due ? Math.round((dayMs - Date.parse(`${r.oldest_due}T00:00:00Z`)) / 86_400_000) : 0,
      amountDue: centavosOf(r.amount_due),
      unearnedInterest: centavosOf(r.unearned),
    }));
  }

  /**
   * The running loans now and the interest of their contracts not yet paid nor rebated, summed in
   * the database (a settled instalment has none left, so only the unpaid ones are read).
   */
  async runningTotals(): Promise<{ loans: number; unearnedInterest: number }> {
    const [row]: { loans: number; unearned: string | null }[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM loans WHERE status = ANY($1))::int AS loans,
              (SELECT SUM(s.interest - s.paid_interest - s.rebated_interest)
                 FROM loans l JOIN loan_schedule s ON s.loan_id = l.id AND s.version = l.schedule_version
                WHERE l.status = ANY($1) AND s.paid_at IS NULL) AS unearned`,
      [[...RUNNING_STATUSES]],
    );
    return { loans: row.loans, unearnedInterest: centavosOf(row.unearned ?? 0) };
  }
}
