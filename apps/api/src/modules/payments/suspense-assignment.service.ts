import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { channelNameOf, formatCentavos, normalisePhone, t, type FieldErrors, type Language } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { centavosTransformer } from '../../common/centavos.transformer';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { isUuid } from '../../common/uuid';
import type { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { FourEyesService, requestedAnswer, type ActionAbout, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { LedgerService } from '../ledger/ledger.service';
import { LoansService } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { PaymentReversalService, type ReversedPayment } from '../repayments/payment-reversal.service';
import { nextReceiptNumber } from '../repayments/receipts';
import { RepaymentsService } from '../repayments/repayments.service';
import { ChannelPaymentEntity } from './channel-payment.entity';
import { cashInReceipt, type Receipt } from './channels.service';
import { AppConfig } from '../../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { SUSPENSE_TARGETS, type SuspenseListDto, type SuspensePaymentDto, type SuspenseState, type SuspenseTarget } from './dto/suspense.dto';

export const ASSIGN_KIND = 'suspense.assign';

/** What the maker asked for, as the pending action keeps it. */
interface AssignPayload {
  target: SuspenseTarget;
  memberId: string;
  loanId: string | null;
  /** The loan number, or the member's phone number for a wallet: what the console shows. */
  targetText: string;
}

/**
 * Assigning a channel's payment held in suspense (a reference that is not ours) to a loan or a
 * member's wallet: an officer asks, a second staff member approves (four eyes,
 * docs/decisions/016-four-eyes.md), and only then, in the checker's transaction with the payment's
 * row locked, the money leaves PAYMENTS_SUSPENSE: as a loan's repayment (the same allocation as a
 * payment to the loan's reference) or a cash-in to the wallet. A payment is assigned once.
 */
@Injectable()
export class SuspenseAssignmentService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fourEyes: FourEyesService,
    private readonly ledger: LedgerService,
    private readonly repayments: RepaymentsService,
    private readonly reversals: PaymentReversalService,
    private readonly loans: LoansService,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The borrower's SMS receipt of an approved assignment, by action, until the check is committed. */
  private readonly receipts = new Map<string, Receipt>();

  onModuleInit(): void {
    this.fourEyes.register(ASSIGN_KIND, {
      approve: (m, action, checker) => this.assign(m, action, checker),
      describe: (m, action, lang) => this.describe(m, action, lang),
      afterCommit: async (action) => {
        const receipt = this.receipts.get(action.id);
        this.receipts.delete(action.id);
        if (receipt) await this.notifications.sendSms(receipt.to, receipt.body);
      },
    });
    this.reversals.onReversed((m, reversed) => this.undo(m, reversed));
  }

  /**
   * A repayment made out of suspense was reversed, its money back in PAYMENTS_SUSPENSE by the
   * reversal's entry: the assignment is undone by that entry and the payment can be assigned again.
   */
  private async undo(m: EntityManager, reversed: ReversedPayment): Promise<void> {
    const rows: { channel_payment_id: string; loan_id: string }[] = await m.query(
      `UPDATE suspense_assignments SET undone_by = $2, undone_at = $3 WHERE repayment_id = $1 AND undone_at IS NULL RETURNING channel_payment_id, loan_id`,
      [reversed.repaymentId, reversed.entryId, this.clock.now()],
    );
    for (const row of rows) {
      await this.audit.record(
        {
          actorId: reversed.checker.staff.id,
          action: 'suspense.unassigned',
          target: row.loan_id,
          meta: reversed.checker.meta,
          details: { channelPaymentId: row.channel_payment_id, repaymentId: reversed.repaymentId, entryId: reversed.entryId },
        },
        m,
      );
    }
  }

  /** A page of the payments in suspense, newest first, each with its assignment (waiting or done). Audited. */
  async list(staff: AuthMember, page: PageRequest, meta: RequestMeta): Promise<SuspenseListDto> {
    const rows = await this.read({ after: page.after, limit: page.limit + 1 });
    const { rows: payments, nextCursor } = pageOf(rows, page.limit);
    await this.audit.record({ actorId: staff.id, action: 'officer.suspense.list', meta, details: { paged: page.after !== null, count: payments.length } });
    return { payments: payments.map(toDto), nextCursor };
  }

  /** One payment in suspense. Audited. */
  async one(staff: AuthMember, id: string, meta: RequestMeta): Promise<SuspensePaymentDto> {
    const [row] = isUuid(id) ? await this.read({ id }) : [];
    if (!row) throw Refusal.notFound('apiSuspense.notInSuspense');
    await this.audit.record({ actorId: staff.id, action: 'officer.suspense.view', target: id, meta });
    return toDto(row);
  }

  async request(officer: AuthMember, id: string, body: Record<string, unknown>, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    const payload = await this.checkTarget(body);
    const action = await this.dataSource.transaction(async (m) => {
      const payment = await this.lockSuspense(m, id);
      await this.assertUnassigned(m, payment);
      return this.fourEyes.request(m, { kind: ASSIGN_KIND, subjectId: payment.id, payload: { ...payload }, amount: payment.amount, maker: officer, meta });
    });
    return requestedAnswer(action, officer, meta.lang, 'apiSuspense.requested');
  }

  /** The checker reads which channel's payment goes where, and to whom. */
  private async describe(m: EntityManager, action: PendingAction, lang: Language): Promise<ActionAbout> {
    const p = action.payload as unknown as AssignPayload;
    const payment = await m.findOneByOrFail(ChannelPaymentEntity, { id: action.subjectId });
    const target = t(lang, p.target === 'LOAN' ? 'consoleMoney.targetLoan' : 'consoleMoney.targetWallet');
    return {
      memberId: p.memberId,
      loanNumber: p.target === 'LOAN' ? p.targetText : null,
      changes: [
        { field: 'channelPayment', before: null, after: `${channelNameOf(payment.channel)} ${payment.reference}` },
        { field: 'target', before: null, after: `${target}: ${p.targetText}` },
      ],
    };
  }

  /** The checker's approval: everything checked again, then the money out of suspense, in one transaction. */
  private async assign(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const payment = await this.lockSuspense(m, action.subjectId);
    await this.assertUnassigned(m, payment);
    const p = action.payload as unknown as AssignPayload;
    // Assigned again after a reversal put it back: a new movement with a receipt of its own, whose
    // repayment and entry take the assignment's turn after the channel's id (':' is in no channel's
    // id); the first keeps the id and the payment's receipt.
    const [{ earlier }]: { earlier: number }[] = await m.query(`SELECT count(*)::int AS earlier FROM suspense_assignments WHERE channel_payment_id = $1`, [payment.id]);
    const movementId = earlier === 0 ? payment.transactionId : `${payment.transactionId}:${earlier + 1}`;
    const receiptNumber = earlier === 0 ? payment.receiptNumber : await nextReceiptNumber(m);
    // The account may have been closed since the officer asked: read it again, locked against a closing now.
    if ((await this.members.findForShare(p.memberId, m)).closedAt) throw Refusal.conflict('apiSuspense.memberClosed');
    const from = 'PAYMENTS_SUSPENSE';
    let repaymentId: string | null = null;
    let entryId: string;
    const paidBy = channelNameOf(payment.channel);
    if (p.target === 'LOAN') {
      const paid = await this.repayments.receiveByReference(m, {
        loanId: p.loanId!,
        amount: payment.amount,
        channel: payment.channel,
        channelName: paidBy,
        transactionId: movementId,
        receiptNumber,
        now: this.clock.now(),
        from,
      });
      repaymentId = paid.repayment.id;
      entryId = paid.repayment.entryId;
      this.receipts.set(action.id, paid.receipt);
    } else {
      entryId = (await this.ledger.cashIn(m, { memberId: p.memberId, amount: payment.amount, channel: payment.channel, transactionId: movementId, from })).id;
      const member = await this.members.findOrFail(p.memberId, m);
      this.receipts.set(action.id, cashInReceipt(member, { company: this.config.company.shortName, receiptNumber, channelName: paidBy, amount: payment.amount }));
    }
    await m.query(
      `INSERT INTO suspense_assignments (channel_payment_id, target, member_id, loan_id, repayment_id, entry_id, requested_by, approved_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [payment.id, p.target, p.memberId, p.loanId, repaymentId, entryId, action.makerId, checker.staff.id],
    );
    await this.audit.record(
      {
        actorId: checker.staff.id,
        action: 'suspense.assigned',
        target: p.loanId ?? p.memberId,
        meta: checker.meta,
        details: { channelPaymentId: payment.id, receiptNumber, amount: payment.amount, target: p.target, entryId, repaymentId, requestedBy: action.makerId },
      },
      m,
    );
  }

  /** The target the form names, or a 400 with the field refused. */
  private async checkTarget(body: Record<string, unknown>): Promise<AssignPayload> {
    const target = SUSPENSE_TARGETS.find((x) => x === body.target);
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
    const errors: FieldErrors = {};
    if (!target) errors.target = { code: 'apiSuspense.target' };
    if (target === 'LOAN') {
      const loan = text('loanNumber') && text('loanNumber').length <= 40 ? await this.loans.disbursedByNumber(text('loanNumber').toUpperCase()) : null;
      if (loan?.running) return { target, memberId: loan.memberId, loanId: loan.id, targetText: loan.loanNumber };
      errors.loanNumber = { code: 'apiSuspense.loanNumber' };
    }
    if (target === 'WALLET') {
      const phone = normalisePhone('PH', text('memberPhone'));
      const member = phone.ok ? await this.members.findByPhone(phone.e164) : null;
      if (member && !member.closedAt) return { target, memberId: member.id, loanId: null, targetText: member.phoneNumber };
      errors.memberPhone = { code: member ? 'apiSuspense.memberClosed' : 'apiSuspense.memberPhone' };
    }
    throw Refusal.fields(errors);
  }

  private async lockSuspense(m: EntityManager, id: string): Promise<ChannelPaymentEntity> {
    const payment = isUuid(id) ? await m.findOne(ChannelPaymentEntity, { where: { id, outcome: 'SUSPENSE' }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!payment) throw Refusal.notFound('apiSuspense.notInSuspense');
    return payment;
  }

  private async assertUnassigned(m: EntityManager, payment: ChannelPaymentEntity): Promise<void> {
    const [{ assigned }]: { assigned: boolean }[] = await m.query(`SELECT EXISTS (SELECT 1 FROM suspense_assignments WHERE channel_payment_id = $1 AND undone_at IS NULL) AS assigned`, [payment.id]);
    if (assigned) throw Refusal.conflict('apiSuspense.alreadyAssigned');
  }

  private async read(p: { id?: string; after?: { createdAt: Date; id: string } | null; limit?: number }): Promise<SuspenseRow[]> {
    const rows: RawRow[] = await this.dataSource.query(
      `SELECT p.id, p.channel, p.reference, p.transaction_id, p.amount, p.receipt_number, p.paid_at, p.created_at,
              a.id AS action_id, a.payload AS action_payload,
              s.target, COALESCE(l.loan_number, mb.phone_number) AS target_text
         FROM channel_payments p
         LEFT JOIN suspense_assignments s ON s.channel_payment_id = p.id AND s.undone_at IS NULL
         LEFT JOIN loans l ON l.id = s.loan_id
         LEFT JOIN members mb ON mb.id = s.member_id
         LEFT JOIN pending_actions a ON a.kind = $1 AND a.status = 'PENDING' AND a.subject_id = p.id::text
        WHERE p.outcome = 'SUSPENSE' AND ($2::uuid IS NULL OR p.id = $2::uuid)
          AND ($3::timestamptz IS NULL OR (p.created_at, p.id) < ($3::timestamptz, $4::uuid))
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT $5`,
      [ASSIGN_KIND, p.id ?? null, p.after?.createdAt ?? null, p.after?.id ?? null, p.limit ?? 1],
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.created_at) }));
  }
}

interface RawRow {
  id: string;
  channel: string;
  reference: string;
  transaction_id: string;
  amount: string;
  receipt_number: string;
  paid_at: Date;
  created_at: Date;
  action_id: string | null;
  action_payload: Partial<AssignPayload> | null;
  target: SuspenseTarget | null;
  target_text: string | null;
}
type SuspenseRow = RawRow & { createdAt: Date };

function toDto(r: SuspenseRow): SuspensePaymentDto {
  const amount = centavosTransformer.from(r.amount) as number;
  const state: SuspenseState = r.target ? 'ASSIGNED' : r.action_id ? 'WAITING' : 'OPEN';
  return {
    id: r.id,
    channel: r.channel,
    reference: r.reference,
    transactionId: r.transaction_id,
    amount,
    amountText: formatCentavos(amount),
    receiptNumber: r.receipt_number,
    paidAt: new Date(r.paid_at).toISOString(),
    state,
    actionId: state === 'WAITING' ? r.action_id : null,
    target: r.target ?? r.action_payload?.target ?? null,
    targetText: r.target_text ?? r.action_payload?.targetText ?? null,
  };
}
