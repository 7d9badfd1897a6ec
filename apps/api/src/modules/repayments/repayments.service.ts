import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PAYMENT_CHANNELS,
  REPAYMENT_KINDS,
  amountTooLarge,
  channelAmountRefusal,
  repaymentMessages,
  type FieldErrors,
  allocatePayment,
  formatCentavos,
  manilaIsoDate,
  minimumRepayment,
  owedTotal,
  parseAmount,
  payoffAllocation,
  t,
  type Allocation,
  type Language,
  type RepaymentKind,
  splitAgainstAccruals,
  type OpenAccruals,
} from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { assertSameRequest, requestFingerprint } from '../../common/idempotency';
import type { RequestMeta } from '../../common/request-meta';
import { LoanAccrualsService } from '../close-of-business/loan-accruals.service';
import { LedgerService } from '../ledger/ledger.service';
import type { ChannelMoneySource } from '../ledger/ledger.rules';
import { LoanAccountService, type LoanAccount } from '../loans/loan-account.service';
import { LoansService } from '../loans/loans.service';
import { type OfficerPaymentRequestDto, type RepayRequestDto, type RepaymentDto, type RepaymentResultDto } from './dto/repayment.dto';
import { AppConfig, channelMaxIn } from '../../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { loanReceiptText, nextReceiptNumber } from './receipts';
import { RepaymentEntity } from './repayment.entity';
import { RecoveriesService } from '../write-offs/recoveries.service';

/** A payment as other modules read it (receipts, the statement): the repayment's recorded figures, and when it was reversed (null: it counts). */
export type RepaymentRecord = Readonly<
  Pick<RepaymentEntity, 'id' | 'loanId' | 'memberId' | 'source' | 'kind' | 'channel' | 'amount' | 'lateCharge' | 'interest' | 'principal' | 'rebate' | 'interestRefund' | 'remaining' | 'paidOff' | 'receiptNumber' | 'entryId' | 'createdAt'> & {
    reversedAt: Date | null;
  }
>;

const EXTERNAL_REF = /^[A-Za-z0-9_-]{3,64}$/;
const UNIQUE_VIOLATION = '23505';

/**
 * A channel's reference as compared: banks and e-wallets print one reference in either case and
 * with or without spaces, and each spelling must not credit the loan again.
 */
export function channelReferenceKey(externalRef: string): string {
  return externalRef.replace(/\s+/g, '').toUpperCase();
}
const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

function toDto(r: RepaymentEntity, replayed: boolean): RepaymentDto {
  return {
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    amountText: formatCentavos(r.amount),
    lateCharge: r.lateCharge,
    interest: r.interest,
    principal: r.principal,
    rebate: r.rebate,
    rebateText: formatCentavos(r.rebate),
    paidOff: r.paidOff,
    replayed,
    receiptNumber: r.receiptNumber,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A posted amount in PHP centavos, or a 400 beside the field. */
function amountOf(value: unknown): number {
  const amount = parseAmount(asText(value));
  if (amount === null || amount <= 0) throw Refusal.fields({ amount: { code: 'repayment.amount' } });
  refuseFields({ amount: amountTooLarge(amount) ?? undefined });
  return amount;
}

/**
 * The loan's side of a repayment's ledger entry: principal, and interest with late charges, of
 * which what the close of business accrued before (`open`, read after the inline catch-up) clears
 * the receivables and only the rest is income now (docs/decisions/030-close-of-business.md).
 */
function repaymentParts(account: LoanAccount, allocation: Allocation, open: OpenAccruals) {
  const split = splitAgainstAccruals(allocation, open);
  return {
    loanId: account.loan.id,
    memberId: account.loan.memberId,
    principal: allocation.principal,
    interest: allocation.interest + allocation.lateCharge,
    interestAccrued: split.interestAccrued,
    lateChargesAccrued: split.lateChargeAccrued,
    interestRefund: allocation.interestRefund,
    loanNumber: account.loan.loanNumber,
  };
}

/**
 * Repayments (docs/product.md §7): from the wallet (POST /loan/:loanNumber/repay, once per
 * Idempotency-Key) and received through a channel (POST /officer/payments, once per channel and
 * reference). Each payment is one transaction: the loan's row locked, the allocation (late charge,
 * interest, principal, instalment by instalment; a pay-off with the actuarial rebate), one balanced
 * journal entry (the wallet's account locked by the ledger), the schedule rows and the loan's
 * status, the repayment record and an audit event.
 */
@Injectable()
export class RepaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: LoanAccountService,
    private readonly loans: LoansService,
    private readonly ledger: LedgerService,
    private readonly accruals: LoanAccrualsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
    private readonly recoveries: RecoveriesService,
  ) {}

  async repay(me: AuthMember, loanNumber: string, idempotencyKey: string, body: RepayRequestDto, meta: RequestMeta): Promise<RepaymentResultDto> {
    const kind = body?.kind;
    if (!(REPAYMENT_KINDS as readonly unknown[]).includes(kind)) throw Refusal.fields({ kind: { code: 'repayment.kind' } });
    const amount = kind === 'AMOUNT' ? amountOf(body.amount) : null;
    const recovered = await this.recoveries.fromWallet(me, loanNumber, { kind, amount, idempotencyKey }, meta);
    if (recovered) return recovered;
    const request = { loanNumber: String(loanNumber), kind, amount };
    const earlierWith = (m: EntityManager) => m.findOne(RepaymentEntity, { where: { memberId: me.id, idempotencyKey } });

    const outcome = await this.dataSource.transaction(async (m) => {
      // A replay answers what the first request did, even once the loan is paid off.
      const earlier = await earlierWith(m);
      if (earlier) return this.replay(earlier, request);
      const account = await this.accounts.lockOwn(m, me, loanNumber);
      // A concurrent request with the same key held the loan's lock until it committed: replay it.
      const raced = await earlierWith(m);
      if (raced) return this.replay(raced, request);

      const now = this.clock.now();
      const allocation = this.allocate(account, kind, amount, now, 'member');
      const id = randomUUID();
      const repayment = await this.payFromWallet(m, account, allocation, { id, paymentKey: id, kind, idempotencyKey, requestFingerprint: requestFingerprint(request), now });
      const { paidOff } = repayment;
      await this.audit.record(
        { actorId: me.id, action: 'loan.repay', target: account.loan.id, meta, details: { loanNumber: account.loan.loanNumber, kind, amount: allocation.total, rebate: allocation.rebate, paidOff } },
        m,
      );
      // The receipt is queued with the payment: it goes out once the payment commits.
      const receipt = await this.receiptSms(m, account, repayment, 'wallet');
      await this.notifications.sendSms(receipt.to, receipt.body, m);
      return { repayment, replayed: false };
    });
    return this.answer(outcome.repayment, outcome.replayed, meta.lang);
  }

  async recordChannelPayment(officer: AuthMember, body: OfficerPaymentRequestDto, meta: RequestMeta): Promise<RepaymentResultDto> {
    const errors: FieldErrors = {};
    const loanNumber = asText(body?.loanNumber).trim();
    if (!loanNumber) errors.loanNumber = { code: 'repayment.loanNumber' };
    const amount = parseAmount(asText(body?.amount));
    if (amount === null || amount <= 0) errors.amount = { code: 'repayment.amount' };
    const channel = asText(body?.channel);
    if (!(PAYMENT_CHANNELS as readonly string[]).includes(channel)) errors.channel = { code: 'repayment.channel' };
    else if (amount !== null && amount > 0) errors.amount = channelAmountRefusal(channel, amount, channelMaxIn(this.config)(channel)) ?? undefined;
    const externalRef = asText(body?.externalRef).trim().replace(/\s+/g, ' ');
    const externalRefKey = channelReferenceKey(externalRef);
    if (!EXTERNAL_REF.test(externalRefKey)) errors.externalRef = { code: 'repayment.externalRef' };
    refuseFields(errors);
    // The fingerprint takes the key, so that another spelling of the same request is a replay.
    const request = { loanNumber, amount, channel, externalRef: externalRefKey };
    const earlierWith = (m: EntityManager) => m.findOne(RepaymentEntity, { where: { channel, externalRefKey } });

    const outcome = await this.dataSource.transaction(async (m) => {
      const earlier = await earlierWith(m);
      if (earlier) return this.channelReplay(earlier, request);
      const account = await this.accounts.lockByNumber(m, loanNumber);
      if (!account) throw Refusal.notFound('repayment.loanNumber');
      const raced = await earlierWith(m);
      if (raced) return this.channelReplay(raced, request);

      const now = this.clock.now();
      const open = await this.accruals.bringUpToDate(m, account, now);
      const allocation = this.allocate(account, 'AMOUNT', amount!, now, 'officer');
      const entry = await this.ledger.recordRepaymentReceived(m, { ...repaymentParts(account, allocation, open), channel, externalRef: externalRefKey });
      const { paidOff } = await this.accounts.applyPayment(m, account, allocation, { fromWallet: false, now });
      const repayment = await this.insert(m, account, allocation, {
        id: randomUUID(),
        receiptNumber: await nextReceiptNumber(m),
        source: 'CHANNEL',
        kind: 'CHANNEL',
        channel,
        externalRef,
        externalRefKey,
        requestFingerprint: requestFingerprint(request),
        recordedBy: officer.id,
        entryId: entry.id,
        paidOff,
        createdAt: now,
      });
      await this.audit.record(
        {
          actorId: officer.id,
          action: 'officer.payment.record',
          target: account.loan.id,
          meta,
          details: { loanNumber: account.loan.loanNumber, channel, externalRef, amount: allocation.total, rebate: allocation.rebate, paidOff },
        },
        m,
      );
      // The receipt is queued with the payment: it goes out once the payment commits.
      const receipt = await this.receiptSms(m, account, repayment, channel);
      await this.notifications.sendSms(receipt.to, receipt.body, m);
      return { repayment, replayed: false };
    }).catch((error: { code?: string; constraint?: string }) => {
      // The same reference recorded at the same moment for another loan: the unique index decides.
      if (error.code === UNIQUE_VIOLATION && error.constraint === 'repayments_channel_ref_key') throw Refusal.conflict('repayment.referenceReused');
      throw error;
    });
    return this.answer(outcome.repayment, outcome.replayed, meta.lang);
  }

  /**
   * The receipt SMS of a loan payment, in the borrower's language: the amount, how it was paid
   * (`paidBy`: 'wallet', or the channel's name), the split and what the loan still owes. Sent by the
   * caller once the payment is committed.
   */
  async receiptSms(m: EntityManager, account: LoanAccount, r: RepaymentEntity, paidBy: string, toWallet = 0): Promise<{ to: string; body: string }> {
    const borrower = await this.loans.borrowerOf(m, account.loan.memberId);
    const lang = borrower.language;
    const body = loanReceiptText(lang, {
      company: this.config.company.shortName,
      receiptNumber: r.receiptNumber!,
      paidBy: paidBy === 'wallet' ? t(lang, 'apiSms.yourWallet') : paidBy,
      loanNumber: account.loan.loanNumber,
      amount: r.amount + toWallet,
      lateCharge: r.lateCharge,
      interest: r.interest,
      principal: r.principal,
      rebate: r.rebate,
      interestRefund: r.interestRefund,
      paidOff: r.paidOff,
      remaining: r.remaining ?? 0,
      toWallet,
    });
    return { to: borrower.phoneNumber, body };
  }

  /**
   * A payment a channel notified for the loan's payment reference, in the caller's transaction: the
   * loan's row locked, the amount allocated as any payment (late charge, interest, principal, oldest
   * first); from the pay-off up it pays the loan off, and what is left goes to the member's wallet.
   * Throws the usual 409 when the loan takes no payments (the caller then credits the wallet).
   * `from`: PAYMENTS_SUSPENSE for money staff assigned out of suspense.
   */
  async receiveByReference(
    m: EntityManager,
    p: { loanId: string; amount: number; channel: string; channelName: string; transactionId: string; receiptNumber: string; now: Date; from?: ChannelMoneySource },
  ): Promise<{ repayment: RepaymentEntity; toWallet: number; receipt: { to: string; body: string } }> {
    const account = await this.accounts.lockById(m, p.loanId);
    if (!account) throw Refusal.notFound('repayment.loanNumber');
    // An officer may have recorded this transaction by hand: it is the same money, never credited twice.
    if (await this.recordedUnder(m, p.channel, p.transactionId)) throw Refusal.conflict('repayment.referenceReused');
    const open = await this.accruals.bringUpToDate(m, account, p.now);
    const payoff = payoffAllocation(account.instalments, account.disbursedOn, manilaIsoDate(p.now));
    const allocation = p.amount >= payoff.total ? payoff : allocatePayment(account.instalments, p.amount);
    const toWallet = p.amount - allocation.total;
    const entry = await this.ledger.recordRepaymentReceived(m, { ...repaymentParts(account, allocation, open), channel: p.channel, externalRef: p.transactionId, from: p.from });
    if (toWallet > 0) await this.ledger.cashIn(m, { memberId: account.loan.memberId, amount: toWallet, channel: p.channel, transactionId: p.transactionId, loanId: account.loan.id, from: p.from });
    const { paidOff } = await this.accounts.applyPayment(m, account, allocation, { fromWallet: false, now: p.now });
    const repayment = await this.insert(m, account, allocation, {
      id: randomUUID(),
      receiptNumber: p.receiptNumber,
      source: 'CHANNEL',
      kind: 'CHANNEL',
      channel: p.channel,
      externalRef: p.transactionId,
      externalRefKey: channelReferenceKey(p.transactionId),
      requestFingerprint: requestFingerprint({ loanId: p.loanId, amount: p.amount, channel: p.channel, transactionId: p.transactionId }),
      entryId: entry.id,
      paidOff,
      createdAt: p.now,
    });
    return { repayment, toWallet, receipt: await this.receiptSms(m, account, repayment, p.channelName, toWallet) };
  }

  /** The loan payment recorded with this channel's reference or transaction id, compared by channelReferenceKey, or null. */
  recordedUnder(m: EntityManager, channel: string, externalRef: string): Promise<Readonly<RepaymentEntity> | null> {
    return m.findOne(RepaymentEntity, { where: { channel, externalRefKey: channelReferenceKey(externalRef) } });
  }

  /** A payment by its receipt number (receipts), or null. */
  async byReceiptNumber(receiptNumber: string): Promise<RepaymentRecord | null> {
    const [found] = await this.records(await this.dataSource.manager.find(RepaymentEntity, { where: { receiptNumber } }));
    return found ?? null;
  }

  /** The payments of a loan, oldest first (the statement of account). */
  async ofLoan(loanId: string): Promise<RepaymentRecord[]> {
    return this.records(await this.dataSource.manager.find(RepaymentEntity, { where: { loanId }, order: { createdAt: 'ASC', id: 'ASC' } }));
  }

  /**
   * The payments that journal entries posted or reversed (the wallet's history), by entry id: a
   * payment under its own entry, and a reversed one under its reversal's entry too.
   */
  async byEntries(entryIds: string[]): Promise<Map<string, RepaymentRecord>> {
    if (entryIds.length === 0) return new Map();
    const reversals: { repayment_id: string; entry_id: string }[] = await this.dataSource.query(`SELECT repayment_id, entry_id FROM payment_reversals WHERE entry_id = ANY($1::uuid[])`, [entryIds]);
    const rows = await this.records(
      await this.dataSource.manager.find(RepaymentEntity, { where: [{ entryId: In(entryIds) }, ...(reversals.length ? [{ id: In(reversals.map((v) => v.repayment_id)) }] : [])] }),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return new Map([...rows.map((r) => [r.entryId, r] as const), ...reversals.map((v) => [v.entry_id, byId.get(v.repayment_id)!] as const)]);
  }

  /** The payments with when each was reversed (payment_reversals), in one read. */
  private async records(rows: RepaymentEntity[]): Promise<RepaymentRecord[]> {
    if (rows.length === 0) return [];
    const reversed: { repayment_id: string; created_at: Date }[] = await this.dataSource.query(`SELECT repayment_id, created_at FROM payment_reversals WHERE repayment_id = ANY($1::uuid[])`, [
      rows.map((r) => r.id),
    ]);
    const at = new Map(reversed.map((v) => [v.repayment_id, new Date(v.created_at)]));
    return rows.map((r) => ({ ...r, reversedAt: at.get(r.id) ?? null }));
  }

  /**
   * Auto-debit on a due date (docs/product.md §7), in the job's transaction with the loan locked
   * (LoanAccountService.claimToAutoDebit): everything due by today (late charges, interest,
   * principal) is paid from the wallet as far as its balance goes, with a receipt; once a day per
   * loan (the idempotency key is the loan's and the day's). Answers what was due, what was paid and
   * the receipt SMS (null when the wallet was empty).
   */
  async autoDebit(m: EntityManager, account: LoanAccount, now: Date): Promise<{ due: number; paid: number; receipt: { to: string; body: string } | null }> {
    const today = manilaIsoDate(now);
    const due = account.instalments.filter((r) => r.dueDate <= today).reduce((s, r) => s + owedTotal(r), 0);
    const { wallet } = await this.ledger.lockMemberAccounts(m, account.loan.memberId);
    const amount = Math.min(due, wallet.balance);
    if (amount <= 0) return { due, paid: 0, receipt: null };
    const allocation = allocatePayment(account.instalments, amount);
    const idempotencyKey = `auto-debit:${account.loan.id}:${today}`;
    const repayment = await this.payFromWallet(m, account, allocation, {
      id: randomUUID(),
      paymentKey: idempotencyKey,
      kind: 'AUTO_DEBIT',
      idempotencyKey,
      requestFingerprint: requestFingerprint({ loanId: account.loan.id, autoDebitOn: today }),
      now,
    });
    await this.audit.record(
      { actorId: null, action: 'loan.autoDebit', target: account.loan.id, details: { loanNumber: account.loan.loanNumber, due, amount: allocation.total, receiptNumber: repayment.receiptNumber } },
      m,
    );
    return { due, paid: allocation.total, receipt: await this.receiptSms(m, account, repayment, 'wallet') };
  }

  /**
   * What a payment of `kind` pays today: the oldest instalment not paid (NEXT), the loan with the
   * rebate (PAYOFF, or an amount equal to it), or an amount allocated oldest first; an amount above
   * the pay-off is refused beside the field (in words for whoever records it), and so, for the
   * member's own payments, is an amount below minimumRepayment. Money an officer records through a
   * channel has arrived already and is recorded whatever its amount.
   */
  private allocate(account: LoanAccount, kind: RepaymentKind, amount: number | null, now: Date, payer: 'member' | 'officer'): Allocation {
    const { instalments, disbursedOn } = account;
    if (kind === 'NEXT') return allocatePayment(instalments, owedTotal(instalments.find((r) => owedTotal(r) > 0)!));
    const payoff = payoffAllocation(instalments, disbursedOn, manilaIsoDate(now));
    if (kind === 'PAYOFF' || amount === payoff.total) return payoff;
    if (amount! > payoff.total) {
      const tooHigh = payer === 'member' ? 'repayment.amountTooHigh' : 'repayment.amountAbovePayoff';
      throw Refusal.fields({ amount: { code: tooHigh, params: { payoff: formatCentavos(payoff.total) } } });
    }
    const minimum = minimumRepayment(payoff.total);
    if (payer === 'member' && amount! < minimum) throw Refusal.fields({ amount: { code: 'repayment.amountTooLow', params: { minimum: formatCentavos(minimum) } } });
    return allocatePayment(instalments, amount!);
  }

  /** Pays `allocation` from the member's wallet: the ledger entry, the schedule, and the repayment with its receipt number. */
  private async payFromWallet(
    m: EntityManager,
    account: LoanAccount,
    allocation: Allocation,
    p: { id: string; paymentKey: string; kind: RepaymentEntity['kind']; idempotencyKey: string; requestFingerprint: string; now: Date },
  ): Promise<RepaymentEntity> {
    const open = await this.accruals.bringUpToDate(m, account, p.now);
    const entry = await this.ledger.repayFromWallet(m, { ...repaymentParts(account, allocation, open), paymentKey: p.paymentKey });
    const { paidOff } = await this.accounts.applyPayment(m, account, allocation, { fromWallet: true, now: p.now });
    return this.insert(m, account, allocation, {
      id: p.id,
      receiptNumber: await nextReceiptNumber(m),
      source: 'WALLET',
      kind: p.kind,
      idempotencyKey: p.idempotencyKey,
      requestFingerprint: p.requestFingerprint,
      entryId: entry.id,
      paidOff,
      createdAt: p.now,
    });
  }

  private async insert(m: EntityManager, account: LoanAccount, a: Allocation, fields: Partial<RepaymentEntity>): Promise<RepaymentEntity> {
    const row = m.create(RepaymentEntity, {
      loanId: account.loan.id,
      memberId: account.loan.memberId,
      amount: a.total,
      lateCharge: a.lateCharge,
      interest: a.interest,
      principal: a.principal,
      rebate: a.rebate,
      interestRefund: a.interestRefund,
      // Called once the allocation is applied: what the loan owes now.
      remaining: account.instalments.reduce((s, row) => s + owedTotal(row), 0),
      ...fields,
    });
    await m.insert(RepaymentEntity, row);
    // Read back: insert() leaves the transformed column values on `row`.
    return m.findOneByOrFail(RepaymentEntity, { id: row.id });
  }

  private replay(earlier: RepaymentEntity, request: object): { repayment: RepaymentEntity; replayed: true } {
    assertSameRequest(earlier.requestFingerprint!, request);
    return { repayment: earlier, replayed: true };
  }

  private channelReplay(earlier: RepaymentEntity, request: { externalRef: string }): { repayment: RepaymentEntity; replayed: true } {
    // Payments recorded before references were compared by key were fingerprinted with the reference as typed.
    const same = [request, { ...request, externalRef: earlier.externalRef }].some((r) => earlier.requestFingerprint === requestFingerprint(r));
    if (!same) throw Refusal.conflict('repayment.referenceReused');
    return { repayment: earlier, replayed: true };
  }

  private async answer(r: RepaymentEntity, replayed: boolean, lang: Language): Promise<RepaymentResultDto> {
    const amountText = formatCentavos(r.amount);
    return {
      message: r.paidOff ? repaymentMessages(lang).paidOff(amountText, formatCentavos(r.rebate)) : repaymentMessages(lang).paid(amountText),
      repayment: toDto(r, replayed),
      loan: await this.loans.view(r.loanId, lang),
    };
  }
}
