import { Injectable } from '@nestjs/common';
import { MAX_PAGE_SIZE, PAY_CHANNELS, formatCentavos, formatDateTime, t, type Language } from '@halimbawa/domain';
import { createHash } from 'node:crypto';
import type { AuthMember } from '../../common/auth/auth-member';
import { AuditService } from '../../common/audit/audit.service';
import { Refusal } from '../../common/errors';
import { pageOf, pageRequest, type PageQuery } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { LoansService, type PdfFile } from '../loans/loans.service';
import { ChannelsService, type ChannelPaymentRecord } from '../payments/channels.service';
import { receiptSplit } from '../repayments/receipts';
import { RepaymentsService, type RepaymentRecord } from '../repayments/repayments.service';
import { RecoveriesService } from '../write-offs/recoveries.service';
import type { HistoryItemDto, HistoryPageDto, ReceiptDto, ReceiptKind, WalletDirection } from './dto/receipt.dto';
import { renderReceiptPdf, renderStatementPdf, type StatementPayment } from './receipt-pdf';

const RECEIPT_NUMBER = /^OR-\d{8}$/;
const isStaff = (me: AuthMember) => me.roles.includes('LOAN_OFFICER') || me.roles.includes('ADMIN');
const pdfFile = (filename: string, pdf: Buffer): PdfFile => ({ filename, pdf, sha256: createHash('sha256').update(pdf).digest('hex') });

/**
 * Receipts, the wallet's history and the statement of account (docs/product.md §7). Read only:
 * every figure comes from the repayments and channel payments as recorded and from the ledger.
 * A member reads their own; staff read anyone's (audited); anything else answers 404.
 */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly repayments: RepaymentsService,
    private readonly channels: ChannelsService,
    private readonly recoveries: RecoveriesService,
    private readonly loans: LoansService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async receipt(me: AuthMember, receiptNumber: string, lang: Language, meta: RequestMeta): Promise<ReceiptDto> {
    const number = String(receiptNumber).toUpperCase();
    if (!RECEIPT_NUMBER.test(number)) throw Refusal.notFound('apiPayments.receiptNotFound');
    const [repayment, channelPayment, recovery] = await Promise.all([
      this.repayments.byReceiptNumber(number),
      this.channels.byReceiptNumber(number),
      this.recoveries.byReceiptNumber(number),
    ]);
    const memberId = repayment?.memberId ?? recovery?.memberId ?? channelPayment?.memberId ?? null;
    // Money in suspense belongs to no member: it has no receipt to show.
    if (!memberId || (memberId !== me.id && !isStaff(me))) throw Refusal.notFound('apiPayments.receiptNotFound');
    if (memberId !== me.id) await this.audit.record({ actorId: me.id, action: 'officer.receipt.view', target: memberId, meta, details: { receiptNumber: number } });

    const borrower = await this.loans.borrowerOf(undefined, memberId);
    const toWallet = channelPayment?.toWallet ?? 0;
    const paidAt = repayment?.createdAt ?? recovery?.createdAt ?? channelPayment!.createdAt;
    const kind: ReceiptKind = recovery ? 'RECOVERY' : !repayment ? 'CASH_IN' : repayment.paidOff ? 'PAY_OFF' : repayment.kind === 'AUTO_DEBIT' ? 'AUTO_DEBIT' : 'LOAN_PAYMENT';
    const loanId = repayment?.loanId ?? recovery?.loanId ?? null;
    const loanNumber = loanId ? (await this.loans.numbersOf([loanId])).get(loanId)! : null;
    const amount = (repayment?.amount ?? recovery?.amount ?? 0) + toWallet;
    const parts = repayment ? receiptSplit(repayment) : { lateCharge: 0, interest: 0, principal: 0, rebate: 0 };
    const reversedAt = repayment?.reversedAt ?? null;
    // What the loan owed after a reversed payment no longer holds.
    const remaining = repayment && !reversedAt ? repayment.remaining : null;
    return {
      receiptNumber: number,
      kind,
      kindText: t(lang, KIND_TEXT[kind]),
      paidAt: paidAt.toISOString(),
      paidAtText: formatDateTime(paidAt, lang),
      paidByText: recovery?.source === 'WALLET' ? t(lang, 'apiReceipts.byWallet') : this.paidBy(repayment, channelPayment, lang),
      receivedFrom: borrower.fullName,
      loanNumber,
      amount,
      amountText: formatCentavos(amount),
      lateCharge: parts.lateCharge,
      lateChargeText: formatCentavos(parts.lateCharge),
      interest: parts.interest,
      interestText: formatCentavos(parts.interest),
      principal: parts.principal,
      principalText: formatCentavos(parts.principal),
      rebate: parts.rebate,
      rebateText: formatCentavos(parts.rebate),
      toWallet,
      toWalletText: formatCentavos(toWallet),
      remaining,
      remainingText: remaining === null ? null : formatCentavos(remaining),
      reversed: reversedAt !== null,
      reversedAt: reversedAt?.toISOString() ?? null,
      reversedAtText: reversedAt ? formatDateTime(reversedAt, lang) : null,
    };
  }

  async receiptPdf(me: AuthMember, receiptNumber: string, lang: Language, meta: RequestMeta): Promise<PdfFile> {
    const receipt = await this.receipt(me, receiptNumber, lang, meta);
    return pdfFile(`${receipt.receiptNumber}.pdf`, await renderReceiptPdf(receipt, this.config.company, lang));
  }

  /**
   * Every movement of the member's wallet, and every payment of their loans (a channel's payment
   * does not touch the wallet), newest first, a page at a time, each with its receipt number.
   */
  async history(memberId: string, query: PageQuery): Promise<HistoryPageDto> {
    const { after, limit } = pageRequest({ cursor: query.cursor, limit: query.limit });
    const page = pageOf(await this.ledger.walletHistory(memberId, after, limit + 1), limit);
    const [repayments, cashIns, recoveries, loanNumbers] = await Promise.all([
      this.repayments.byEntries(page.rows.filter((r) => r.kind === 'REPAYMENT' || r.kind === 'REVERSAL').map((r) => r.id)),
      this.channels.receiptsOfCashIns(page.rows.filter((r) => r.kind === 'CASH_IN').map((r) => r.movementKey)),
      this.recoveries.receiptsOfEntries(page.rows.filter((r) => r.kind === 'RECOVERY').map((r) => r.id)),
      this.loans.numbersOf(page.rows.flatMap((r) => (r.loanId ? [r.loanId] : []))),
    ]);
    return {
      items: page.rows.map((r) => {
        const repayment = repayments.get(r.id);
        // A repayment without a record (the cooling-off return of the principal) paid what left the wallet.
        const loanAmount = r.kind === 'REPAYMENT' || r.kind === 'RECOVERY' ? (repayment?.amount ?? -r.wallet) : (repayment?.amount ?? 0);
        const walletDirection: WalletDirection = r.wallet > 0 ? 'IN' : r.wallet < 0 ? 'OUT' : 'NONE';
        return {
          id: r.id,
          kind: r.kind,
          at: r.createdAt.toISOString(),
          walletDirection,
          walletAmount: Math.abs(r.wallet),
          walletAmountText: formatCentavos(Math.abs(r.wallet)),
          loanAmount,
          loanAmountText: formatCentavos(loanAmount),
          loanNumber: r.loanId ? (loanNumbers.get(r.loanId) ?? null) : null,
          receiptNumber: repayment?.receiptNumber ?? cashIns.get(r.movementKey) ?? recoveries.get(r.id) ?? null,
          reversed: r.kind === 'REPAYMENT' && !!repayment?.reversedAt,
        };
      }),
      nextCursor: page.nextCursor,
    };
  }

  /** The statement of account: the loan, its schedule as it stands and every payment with its receipt. */
  async statementPdf(me: AuthMember, loanNumber: string, lang: Language, meta: RequestMeta, now: Date): Promise<PdfFile> {
    const found = await this.loans.disbursedByNumber(String(loanNumber));
    if (!found || (found.memberId !== me.id && !isStaff(me))) throw Refusal.notFound('loan.notFound');
    if (found.memberId !== me.id) await this.audit.record({ actorId: me.id, action: 'officer.loan.statement.view', target: found.id, meta, details: { loanNumber } });
    const [loan, borrower, payments] = await Promise.all([this.loans.view(found.id, lang), this.loans.borrowerOf(undefined, found.memberId), this.paymentsOf(found.id)]);
    return pdfFile(`${loan.loanNumber}-statement.pdf`, await renderStatementPdf({ loan, borrower: borrower.fullName, payments, at: now }, this.config.company, lang));
  }

  /** Every payment of a loan, oldest first, as the statement of account lists it. */
  async paymentsOf(loanId: string): Promise<StatementPayment[]> {
    const repayments = await this.repayments.ofLoan(loanId);
    return repayments.map((r) => ({ at: r.createdAt, receiptNumber: r.receiptNumber, amount: r.amount, ...receiptSplit(r), reversedAt: r.reversedAt }));
  }

  /** The wallet's whole history, newest first (the member's data), read a page at a time. */
  async wholeHistory(me: AuthMember): Promise<HistoryItemDto[]> {
    const items: HistoryItemDto[] = [];
    for (let cursor: string | undefined; ; ) {
      const page = await this.history(me.id, { cursor, limit: MAX_PAGE_SIZE });
      items.push(...page.items);
      if (!page.nextCursor) return items;
      cursor = page.nextCursor;
    }
  }

  private paidBy(repayment: RepaymentRecord | null, channelPayment: ChannelPaymentRecord | null, lang: Language): string {
    if (repayment?.kind === 'AUTO_DEBIT') return t(lang, 'apiReceipts.byAutoDebit');
    if (repayment?.source === 'WALLET') return t(lang, 'apiReceipts.byWallet');
    const code = channelPayment?.channel ?? repayment?.channel ?? '';
    const named = Object.values(PAY_CHANNELS).find((c) => c.code === code);
    return named ? named.name : t(lang, 'apiReceipts.byStaff', { channel: code });
  }
}

const KIND_TEXT = {
  LOAN_PAYMENT: 'apiReceipts.kindLoanPayment',
  PAY_OFF: 'apiReceipts.kindPayOff',
  AUTO_DEBIT: 'apiReceipts.kindAutoDebit',
  CASH_IN: 'apiReceipts.kindCashIn',
  RECOVERY: 'apiReceipts.kindRecovery',
} as const satisfies Record<ReceiptKind, string>;
