import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCentavos, formatPaymentReference, smsText, t, type Language } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { centavosOf } from '../../common/centavos.transformer';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import type { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { FourEyesService, toPendingActionDto, type ActionAbout, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import type { LoanReceivables } from '../ledger/ledger.rules';
import { LedgerService } from '../ledger/ledger.service';
import { SYSTEM_ACCOUNTS } from '../ledger/ledger.types';
import { REPAYABLE_STATUSES } from '../loans/loans.mappers';
import { LoansService } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PaymentReferencesService } from '../payments/payment-references.service';
import type { WriteOffViewDto } from './dto/write-off.dto';

export const WRITE_OFF_KIND = 'loan.write-off';
export const REASON_MAX_LENGTH = 500;

const total = (r: LoanReceivables) => r.principal + r.interest + r.lateCharges;

/**
 * Write-off (docs/decisions/031-provisioning-write-off.md): an officer proposes it with a reason, a
 * second staff member approves (four eyes, kind loan.write-off). The approval, in one transaction:
 * the loan's receivables leave the books against the allowance (what it does not cover is a loss),
 * the loan becomes WRITTEN_OFF (collections, reminders and auto-debit pass it by), the write-off is
 * recorded, and the borrower is told by SMS. Money paid later is a recovery (RecoveriesService).
 */
@Injectable()
export class WriteOffsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fourEyes: FourEyesService,
    private readonly ledger: LedgerService,
    private readonly loans: LoansService,
    private readonly members: MembersService,
    private readonly references: PaymentReferencesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(WRITE_OFF_KIND, {
      approve: (m, action, checker) => this.writeOff(m, action, checker),
      describe: (m, action, lang) => this.describe(m, action, lang),
    });
  }

  /** What the console's loan page shows: the receivables, a write-off waiting or done. */
  async view(staff: AuthMember, loanNumber: string, lang: Language): Promise<WriteOffViewDto> {
    const found = await this.loanByNumber(loanNumber);
    const [loan, receivables, pending, done] = await Promise.all([
      this.loans.view(found.id, lang),
      this.ledger.loanReceivables(this.dataSource.manager, found.id),
      this.fourEyes.waiting(this.dataSource.manager, WRITE_OFF_KIND, found.id),
      this.record(found.id),
    ]);
    return {
      loanNumber: loan.loanNumber,
      status: loan.status,
      canWriteOff: REPAYABLE_STATUSES.includes(loan.status) && total(receivables) > 0 && !pending,
      receivables: { ...receivables, total: total(receivables) },
      pending: pending ? toPendingActionDto(pending, staff) : null,
      writtenOff: done,
    };
  }

  /** Proposes the write-off of a running loan: it waits for a second staff member. */
  async propose(officer: AuthMember, loanNumber: string, body: { reason?: unknown }, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
    if (reason.length < 1 || reason.length > REASON_MAX_LENGTH) throw Refusal.fields({ reason: { code: 'apiWriteOffs.reason' } });
    const action = await this.dataSource.transaction(async (m) => {
      const found = await this.loanByNumber(loanNumber);
      const loan = await this.loans.lockedLoan(m, found.id);
      if (!REPAYABLE_STATUSES.includes(loan.status)) throw Refusal.conflict('apiWriteOffs.notRunning');
      const receivables = await this.ledger.loanReceivables(m, loan.id);
      if (total(receivables) <= 0) throw Refusal.conflict('apiWriteOffs.nothingOwed');
      return this.fourEyes.request(m, { kind: WRITE_OFF_KIND, subjectId: loan.id, payload: { loanNumber: loan.loanNumber, reason }, amount: total(receivables), maker: officer, meta });
    });
    return { message: t(meta.lang, 'apiWriteOffs.requested'), action: toPendingActionDto(action, officer) };
  }

  /** The checker's approval: everything re-checked, then the books, the loan, the record and the SMS in the checker's transaction. */
  private async writeOff(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const loan = await this.loans.lockedLoan(m, action.subjectId);
    if (!REPAYABLE_STATUSES.includes(loan.status)) throw Refusal.conflict('apiWriteOffs.notRunning');
    const receivables = await this.ledger.loanReceivables(m, loan.id);
    if (total(receivables) <= 0) throw Refusal.conflict('apiWriteOffs.nothingOwed');
    const allowance = await this.ledger.lockCompanyAccount(m, SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES);
    const fromAllowance = Math.min(total(receivables), allowance.balance);
    const entry = await this.ledger.writeOff(m, { ...receivables, fromAllowance, loanId: loan.id, memberId: loan.memberId, loanNumber: loan.loanNumber });
    const now = this.clock.now();
    const reason = (action.payload as { reason: string }).reason;
    await this.loans.transition(m, loan, 'WRITTEN_OFF', {}, now);
    await m.query(
      `INSERT INTO loan_write_offs (loan_id, reason, principal, interest, late_charges, from_allowance, made_by, checked_by, entry_id, written_off_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [loan.id, reason, receivables.principal, receivables.interest, receivables.lateCharges, fromAllowance, action.makerId, checker.staff.id, entry.id, now],
    );
    await this.audit.record(
      {
        actorId: checker.staff.id,
        action: 'loan.write-off',
        target: loan.id,
        meta: checker.meta,
        details: { loanNumber: loan.loanNumber, ...receivables, fromAllowance, entryId: entry.id, madeBy: action.makerId, pendingActionId: action.id, reason },
      },
      m,
    );
    await this.tellBorrower(m, loan, total(receivables));
  }

  /** The SMS in plain words, in the borrower's language, queued with the write-off. */
  private async tellBorrower(m: EntityManager, loan: { id: string; memberId: string; loanNumber: string }, owed: number): Promise<void> {
    const member = await this.members.findOrFail(loan.memberId, m);
    const reference = await this.references.forLoan(loan.id, loan.memberId, m);
    const body = smsText(member.language, 'apiWriteOffs.smsWrittenOff', {
      company: this.config.company.shortName,
      loanNumber: loan.loanNumber,
      amount: formatCentavos(owed),
      reference: formatPaymentReference(reference),
    });
    await this.notifications.sendSms(member.phoneNumber, body, m);
  }

  private async describe(_m: EntityManager, action: PendingAction, lang: Language): Promise<ActionAbout> {
    const payload = action.payload as { loanNumber: string; reason: string };
    const [found, loan] = await Promise.all([this.loans.disbursedByNumber(payload.loanNumber), this.loans.view(action.subjectId, lang)]);
    const owed = action.amount === null ? null : `PHP ${formatCentavos(action.amount)}`;
    return {
      memberId: found?.memberId ?? null,
      loanNumber: payload.loanNumber,
      changes: [
        { field: 'status', before: t(lang, `loanStatus.${loan.status}.statement`), after: t(lang, 'loanStatus.WRITTEN_OFF.statement') },
        { field: 'receivables', before: owed, after: 'PHP 0.00' },
        { field: 'reason', before: null, after: payload.reason },
      ],
    };
  }

  /** A disbursed loan by number, or 404. */
  private async loanByNumber(loanNumber: string): Promise<{ id: string }> {
    const found = await this.loans.disbursedByNumber(String(loanNumber ?? '').trim().toUpperCase());
    if (!found) throw Refusal.notFound('loan.notFound');
    return found;
  }

  private async record(loanId: string): Promise<WriteOffViewDto['writtenOff']> {
    const [row]: { reason: string; principal: string; interest: string; late_charges: string; from_allowance: string; made_by: string; checked_by: string; written_off_at: Date }[] = await this.dataSource.query(
      `SELECT reason, principal, interest, late_charges, from_allowance, made_by, checked_by, written_off_at FROM loan_write_offs WHERE loan_id = $1`,
      [loanId],
    );
    if (!row) return null;
    const [{ recovered }]: { recovered: string }[] = await this.dataSource.query(`SELECT COALESCE(SUM(amount), 0) AS recovered FROM loan_recoveries WHERE loan_id = $1`, [loanId]);
    const amount = centavosOf(row.principal) + centavosOf(row.interest) + centavosOf(row.late_charges);
    return { reason: row.reason, amount, fromAllowance: centavosOf(row.from_allowance), recovered: centavosOf(recovered), madeBy: row.made_by, checkedBy: row.checked_by, writtenOffAt: row.written_off_at.toISOString() };
  }
}
