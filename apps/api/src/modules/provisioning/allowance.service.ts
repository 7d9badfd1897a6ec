import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { manilaIsoDate } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { centavosOf } from '../../common/centavos.transformer';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { dayEnd } from '../../common/manila-days';
import type { RequestMeta } from '../../common/request-meta';
import { HardshipService } from '../hardship/hardship.service';
import { LedgerReadings } from '../ledger/ledger-readings';
import { LedgerService } from '../ledger/ledger.service';
import { SYSTEM_ACCOUNTS } from '../ledger/ledger.types';
import { LoanAging } from '../loans/loan-aging';
import type { AllowanceDto } from './dto/provisioning.dto';
import { ProvisioningRatesService } from './provisioning-rates.service';
import { STAGES, allowanceOf, isMonthEnd, rateOf, stageOf, type Stage } from './provisioning.rules';

/** One stage of a month end's measurement (a row of allowance_measurements). */
export interface StageMeasurement {
  stage: Stage;
  loans: number;
  exposure: number;
  rateBp: number;
  allowance: number;
}

export interface AllowanceMeasurement {
  measuredOn: string;
  stages: StageMeasurement[];
  /** The PROVISION entry that posted the difference; null when there was none to post. */
  entryId: string | null;
  /** False when the month end had been measured before: nothing was posted this time. */
  posted: boolean;
  /** Each loan's stage and exposure, as measured now (empty when measured before). */
  loans: { loanId: string; stage: Stage; exposure: number }[];
}

interface MeasurementRow {
  measured_on: string;
  stage: number;
  loans: number;
  exposure: string;
  rate_bp: number;
  allowance: string;
  entry_id: string | null;
}

/**
 * The allowance for expected credit losses, re-measured at each month end
 * (docs/decisions/031-provisioning-write-off.md): each loan's receivables on the books that day,
 * staged by days past due (as collections and PAR age them) or a hardship restructuring, times the
 * stage's rate; the difference from the allowance's balance posted as one PROVISION entry booked on
 * the month end. Once per month end, whatever the number of runs or instances.
 */
@Injectable()
export class AllowanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly readings: LedgerReadings,
    private readonly aging: LoanAging,
    private readonly hardship: HardshipService,
    private readonly rates: ProvisioningRatesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Measures the allowance at `monthEnd` ('YYYY-MM-DD', the last day of a month that has ended) and posts the difference; a second run posts nothing. */
  async remeasureAllowance(monthEnd: string): Promise<AllowanceMeasurement> {
    if (!isMonthEnd(monthEnd) || monthEnd >= manilaIsoDate(this.clock.now())) throw Refusal.fields({ monthEnd: { code: 'apiProvisioning.monthEnd' } });
    return this.dataSource.transaction(async (m) => {
      // One measurement of a month end at a time: a second waits here, then finds the first's rows.
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`provision:${monthEnd}`]);
      const earlier = await this.rowsOn(m, monthEnd);
      if (earlier.length > 0) return { ...earlier[0], posted: false, loans: [] };

      const end = dayEnd(monthEnd);
      const [exposures, ages, restructured, rates] = await Promise.all([
        this.readings.receivablesByLoan(monthEnd),
        this.aging.onDay(monthEnd, end, { runningOnly: false }),
        this.hardship.restructuredBefore(end),
        this.rates.current(m),
      ]);
      const daysPastDue = new Map(ages.map((a) => [a.id, a.daysPastDue]));
      const loans = [...exposures].map(([loanId, owed]) => ({ loanId, exposure: owed.principal + owed.interest + owed.lateCharges, stage: stageOf(daysPastDue.get(loanId) ?? 0, restructured.has(loanId)) }));
      const stages: StageMeasurement[] = STAGES.map((stage) => {
        const inStage = loans.filter((l) => l.stage === stage);
        const exposure = inStage.reduce((sum, l) => sum + l.exposure, 0);
        const rateBp = rateOf(rates, stage);
        return { stage, loans: inStage.length, exposure, rateBp, allowance: allowanceOf(exposure, rateBp) };
      });

      const account = await this.ledger.lockCompanyAccount(m, SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES);
      const change = stages.reduce((sum, s) => sum + s.allowance, 0) - account.balance;
      const entry = change !== 0 ? await this.ledger.provision(m, { monthEnd, change }) : null;
      for (const s of stages) {
        await m.query(`INSERT INTO allowance_measurements (measured_on, stage, loans, exposure, rate_bp, allowance, entry_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          monthEnd,
          s.stage,
          s.loans,
          s.exposure,
          s.rateBp,
          s.allowance,
          entry?.id ?? null,
        ]);
      }
      await this.audit.record({ actorId: null, action: 'provisioning.remeasure', target: monthEnd, details: { stages, before: account.balance, change, entryId: entry?.id ?? null } }, m);
      return { measuredOn: monthEnd, stages, entryId: entry?.id ?? null, posted: true, loans };
    });
  }

  /** The latest month end's measurement by stage, for staff (null before the first). */
  async latest(staff: AuthMember, meta: RequestMeta): Promise<AllowanceDto> {
    const [last]: { measured_on: string }[] = await this.dataSource.query(`SELECT to_char(max(measured_on), 'YYYY-MM-DD') AS measured_on FROM allowance_measurements`);
    const found = last?.measured_on ? await this.rowsOn(this.dataSource.manager, last.measured_on) : [];
    const balance = (await this.ledger.findAccount(SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES))?.balance ?? 0;
    await this.audit.record({ actorId: staff.id, action: 'report.read', target: 'allowance', meta, details: { measuredOn: found[0]?.measuredOn ?? null } });
    const measurement = found[0] ?? null;
    return {
      measuredOn: measurement?.measuredOn ?? null,
      entryId: measurement?.entryId ?? null,
      stages: measurement?.stages ?? [],
      total: (measurement?.stages ?? []).reduce((sum, s) => sum + s.allowance, 0),
      balance,
    };
  }

  private async rowsOn(m: EntityManager, monthEnd: string): Promise<Omit<AllowanceMeasurement, 'posted' | 'loans'>[]> {
    const rows: MeasurementRow[] = await m.query(
      `SELECT to_char(measured_on, 'YYYY-MM-DD') AS measured_on, stage, loans, exposure, rate_bp, allowance, entry_id FROM allowance_measurements WHERE measured_on = $1 ORDER BY stage`,
      [monthEnd],
    );
    if (rows.length === 0) return [];
    const stages = rows.map((r) => ({ stage: r.stage as Stage, loans: r.loans, exposure: centavosOf(r.exposure), rateBp: r.rate_bp, allowance: centavosOf(r.allowance) }));
    return [{ measuredOn: rows[0].measured_on, stages, entryId: rows[0].entry_id }];
  }
}
