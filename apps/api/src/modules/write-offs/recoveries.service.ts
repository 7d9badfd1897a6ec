import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCentavos, smsText, t, type RepaymentKind } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { centavosOf } from '../../common/centavos.transformer';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import type { ChannelMoneySource, RecoveryPayer } from '../ledger/ledger.rules';
import { LedgerService } from '../ledger/ledger.service';
import { LoansService } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { RepaymentResultDto } from '../repayments/dto/repayment.dto';
import { nextReceiptNumber } from '../repayments/receipts';

/** A written-off loan as a payment finds it: what left the books, and what is left after the recoveries so far. */
interface WrittenOff {
  loanId: string;
  memberId: string;
  loanNumber: string;
  left: number;
}

export interface BookedRecovery {
  id: string;
  amount: number;
  receiptNumber: string;
  createdAt: Date;
  /** The receipt SMS, for the caller to queue. */
  sms: { to: string; body: string };
}

/**
 * Money paid on a written-off loan (docs/decisions/031-provisioning-write-off.md): a RECOVERY entry
 * (the payer's account debited, RECOVERY_INCOME credited), never a repayment: the receivables stay
 * written off. At most what is still unpaid is recovered; a channel's money above it goes to the
 * wallet, a wallet payment above it is refused. Each with a receipt number and an SMS receipt.
 */
@Injectable()
export class RecoveriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly loans: LoansService,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * A channel's payment to a written-off loan's reference, in the caller's transaction: null when the
   * loan was not written off (the caller repays it as usual); else the recovery (null when nothing
   * was left to recover) and the excess for the caller to credit to the wallet.
   */
  async receiveByChannel(
    m: EntityManager,
    p: { loanId: string; amount: number; channel: string; channelName: string; transactionId: string; receiptNumber: string; now: Date; from?: ChannelMoneySource },
  ): Promise<{ recovery: BookedRecovery | null; excess: number } | null> {
    const loan = await this.lockWrittenOff(m, p.loanId);
    if (!loan) return null;
    const amount = Math.min(p.amount, loan.left);
    const recovery =
      amount > 0
        ? await this.book(m, loan, { amount, payer: { channel: p.from ?? 'COMPANY_FUNDING' }, paymentKey: `channel:${p.channel}:${p.transactionId}`, source: 'CHANNEL', receiptNumber: p.receiptNumber, now: p.now, actorId: null })
        : null;
    return { recovery, excess: p.amount - amount };
  }

  /**
   * The member's payment from the wallet on a loan of theirs (POST /loan/:loanNumber/repay): null
   * when the loan was not written off; else a recovery of the amount (of what is left for NEXT and
   * PAYOFF), once per Idempotency-Key, answered as a payment that cleared no receivable.
   */
  async fromWallet(me: AuthMember, loanNumber: string, p: { kind: RepaymentKind; amount: number | null; idempotencyKey: string }, meta: RequestMeta): Promise<RepaymentResultDto | null> {
    const paymentKey = `wallet:${me.id}:${p.idempotencyKey}`;
    const booked = await this.dataSource.transaction(async (m) => {
      const own = await this.loans.ownLoan(m, me, loanNumber);
      const loan = await this.lockWrittenOff(m, own.id);
      if (!loan) return null;
      const earlier = await this.byPaymentKey(m, paymentKey);
      if (earlier) return { recovery: earlier, loanId: loan.loanId, replayed: true };
      if (loan.left <= 0) throw Refusal.conflict('apiWriteOffs.nothingToRecover', { loanNumber: loan.loanNumber });
      const amount = p.kind === 'AMOUNT' ? p.amount! : loan.left;
      if (amount > loan.left) throw Refusal.fields({ amount: { code: 'repayment.amountTooHigh', params: { payoff: formatCentavos(loan.left) } } });
      const recovery = await this.book(m, loan, { amount, payer: { wallet: me.id }, paymentKey, source: 'WALLET', receiptNumber: await nextReceiptNumber(m), now: this.clock.now(), actorId: me.id, meta });
      await this.notifications.sendSms(recovery.sms.to, recovery.sms.body, m);
      return { recovery, loanId: loan.loanId, replayed: false };
    });
    if (!booked) return null;
    const { recovery } = booked;
    return {
      message: t(meta.lang, 'apiWriteOffs.recovered', { amount: formatCentavos(recovery.amount) }),
      repayment: {
        id: recovery.id,
        kind: 'AMOUNT',
        amount: recovery.amount,
        amountText: formatCentavos(recovery.amount),
        lateCharge: 0,
        interest: 0,
        principal: 0,
        rebate: 0,
        rebateText: formatCentavos(0),
        paidOff: false,
        replayed: booked.replayed,
        receiptNumber: recovery.receiptNumber,
        createdAt: recovery.createdAt.toISOString(),
      },
      loan: await this.loans.view(booked.loanId, meta.lang),
    };
  }

  /** A recovery by its receipt number (receipts), or null. */
  async byReceiptNumber(receiptNumber: string): Promise<{ memberId: string; loanId: string; amount: number; source: 'WALLET' | 'CHANNEL'; createdAt: Date } | null> {
    const [row]: { member_id: string; loan_id: string; amount: string; source: 'WALLET' | 'CHANNEL'; created_at: Date }[] = await this.dataSource.query(
      `SELECT member_id, loan_id, amount, source, created_at FROM loan_recoveries WHERE receipt_number = $1`,
      [receiptNumber],
    );
    return row ? { memberId: row.member_id, loanId: row.loan_id, amount: centavosOf(row.amount), source: row.source, createdAt: row.created_at } : null;
  }

  /** The receipt numbers of recoveries by their journal entries (the wallet's history). */
  async receiptsOfEntries(entryIds: string[]): Promise<Map<string, string>> {
    if (entryIds.length === 0) return new Map();
    const rows: { entry_id: string; receipt_number: string }[] = await this.dataSource.query(`SELECT entry_id, receipt_number FROM loan_recoveries WHERE entry_id = ANY($1::uuid[])`, [entryIds]);
    return new Map(rows.map((r) => [r.entry_id, r.receipt_number]));
  }

  /** The write-off of the loan, locked until the transaction ends (one payment at a time), or null when it was not written off. */
  private async lockWrittenOff(m: EntityManager, loanId: string): Promise<WrittenOff | null> {
    const [row]: { written_off: string }[] = await m.query(`SELECT principal + interest + late_charges AS written_off FROM loan_write_offs WHERE loan_id = $1 FOR UPDATE`, [loanId]);
    if (!row) return null;
    const loan = await this.loans.lockedLoan(m, loanId);
    const [{ recovered }]: { recovered: string }[] = await m.query(`SELECT COALESCE(SUM(amount), 0) AS recovered FROM loan_recoveries WHERE loan_id = $1`, [loanId]);
    return { loanId, memberId: loan.memberId, loanNumber: loan.loanNumber, left: centavosOf(row.written_off) - centavosOf(recovered) };
  }

  private async byPaymentKey(m: EntityManager, paymentKey: string): Promise<Omit<BookedRecovery, 'sms'> | null> {
    const [row]: { id: string; amount: string; receipt_number: string; created_at: Date }[] = await m.query(
      `SELECT id, amount, receipt_number, created_at FROM loan_recoveries WHERE payment_key = $1`,
      [paymentKey],
    );
    return row ? { id: row.id, amount: centavosOf(row.amount), receiptNumber: row.receipt_number, createdAt: row.created_at } : null;
  }

  private async book(
    m: EntityManager,
    loan: WrittenOff,
    p: { amount: number; payer: RecoveryPayer; paymentKey: string; source: 'WALLET' | 'CHANNEL'; receiptNumber: string; now: Date; actorId: string | null; meta?: RequestMeta },
  ): Promise<BookedRecovery> {
    const entry = await this.ledger.recover(m, { loanId: loan.loanId, memberId: loan.memberId, loanNumber: loan.loanNumber, amount: p.amount, paymentKey: p.paymentKey, payer: p.payer });
    const [row]: { id: string }[] = await m.query(
      `INSERT INTO loan_recoveries (loan_id, member_id, amount, source, payment_key, receipt_number, entry_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [loan.loanId, loan.memberId, p.amount, p.source, p.paymentKey, p.receiptNumber, entry.id, p.now],
    );
    await this.audit.record(
      { actorId: p.actorId, action: 'loan.recovery', target: loan.loanId, meta: p.meta, details: { loanNumber: loan.loanNumber, amount: p.amount, source: p.source, receiptNumber: p.receiptNumber, entryId: entry.id } },
      m,
    );
    const member = await this.members.findOrFail(loan.memberId, m);
    const body = smsText(member.language, 'apiWriteOffs.smsRecovery', {
      company: this.config.company.shortName,
      receipt: p.receiptNumber,
      amount: formatCentavos(p.amount),
      loanNumber: loan.loanNumber,
      left: formatCentavos(loan.left - p.amount),
    });
    return { id: row.id, amount: p.amount, receiptNumber: p.receiptNumber, createdAt: p.now, sms: { to: member.phoneNumber, body } };
  }
}
