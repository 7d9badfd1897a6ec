import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAY_CHANNELS, formatCentavos, manilaDateTime, t, type Language } from '@halimbawa/domain';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthMember } from '../../common/auth/auth-member';
import { AuditService } from '../../common/audit/audit.service';
import { Refusal } from '../../common/errors';
import { pageOf, pageRequest, type PageQuery } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { walletCode, type EntryKind } from '../ledger/ledger.types';
import { LoansService, type PdfFile } from '../loans/loans.service';
import { ChannelPaymentEntity } from '../payments/channel-payment.entity';
import { RepaymentEntity } from '../repayments/repayment.entity';
import type { HistoryPageDto, ReceiptDto, ReceiptKind, WalletDirection } from './dto/receipt.dto';
import { renderReceiptPdf, renderStatementPdf, type StatementPayment } from './receipt-pdf';

const RECEIPT_NUMBER = /^OR-\d{8}$/;
const isStaff = (me: AuthMember) => me.roles.includes('LOAN_OFFICER') || me.roles.includes('ADMIN');
const pdfFile = (filename: string, pdf: Buffer): PdfFile => ({ filename, pdf, sha256: createHash('sha256').update(pdf).digest('hex') });

interface HistoryRow {
  id: string;
  kind: EntryKind;
  created_at: Date;
  wallet_amount: string | null;
  loan_amount: string | null;
  loan_number: string | null;
  receipt_number: string | null;
}

/**
 * Receipts, the wallet's history and the statement of account (docs/product.md §7). Read only:
 * every figure comes from the repayments and channel payments as recorded and from the ledger.
 * A member reads their own; staff read anyone's (audited); anything else answers 404.
 */
@Injectable()
export class ReceiptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loans: LoansService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async receipt(me: AuthMember, receiptNumber: string, lang: Language, meta: RequestMeta): Promise<ReceiptDto> {
    const m = this.dataSource.manager;
    const number = String(receiptNumber).toUpperCase();
    if (!RECEIPT_NUMBER.test(number)) throw Refusal.notFound('apiPayments.receiptNotFound');
    const [repayment, channelPayment] = await Promise.all([
      m.findOne(RepaymentEntity, { where: { receiptNumber: number } }),
      m.findOne(ChannelPaymentEntity, { where: { receiptNumber: number } }),
    ]);
    const memberId = repayment?.memberId ?? channelPayment?.memberId ?? null;
    // Money in suspense belongs to no member: it has no receipt to show.
    if (!memberId || (memberId !== me.id && !isStaff(me))) throw Refusal.notFound('apiPayments.receiptNotFound');
    if (memberId !== me.id) await this.audit.record({ actorId: me.id, action: 'officer.receipt.view', target: memberId, meta, details: { receiptNumber: number } });

    const borrower = await this.loans.borrowerOf(m, memberId);
    const toWallet = channelPayment?.toWallet ?? 0;
    const paidAt = repayment?.createdAt ?? channelPayment!.createdAt;
    const kind: ReceiptKind = !repayment ? 'CASH_IN' : repayment.paidOff ? 'PAY_OFF' : repayment.kind === 'AUTO_DEBIT' ? 'AUTO_DEBIT' : 'LOAN_PAYMENT';
    const loanNumber = repayment ? ((await m.query(`SELECT loan_number FROM loans WHERE id = $1`, [repayment.loanId])) as { loan_number: string }[])[0].loan_number : null;
    const amount = (repayment?.amount ?? 0) + toWallet;
    const parts = {
      lateCharge: repayment?.lateCharge ?? 0,
      interest: (repayment?.interest ?? 0) - (repayment?.interestRefund ?? 0),
      principal: repayment?.principal ?? 0,
      rebate: repayment?.rebate ?? 0,
    };
    const remaining = repayment ? repayment.remaining : null;
    return {
      receiptNumber: number,
      kind,
      kindText: t(lang, KIND_TEXT[kind]),
      paidAt: paidAt.toISOString(),
      paidAtText: manilaDateTime(paidAt, lang),
      paidByText: this.paidBy(repayment, channelPayment, lang),
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
  async history(me: AuthMember, query: PageQuery): Promise<HistoryPageDto> {
    const { after, limit } = pageRequest({ cursor: query.cursor, limit: query.limit });
    const rows: HistoryRow[] = await this.dataSource.query(
      `SELECT e.id, e.kind, e.created_at, w.amount AS wallet_amount, r.amount AS loan_amount, l.loan_number,
              COALESCE(r.receipt_number, cp.receipt_number) AS receipt_number
         FROM journal_entries e
         LEFT JOIN journal_lines w ON w.entry_id = e.id AND w.account_id = (SELECT id FROM ledger_accounts WHERE code = $2)
         LEFT JOIN loans l ON l.id = e.loan_id
         LEFT JOIN repayments r ON r.entry_id = e.id
         LEFT JOIN channel_payments cp ON e.kind = 'CASH_IN' AND e.movement_key = 'cash-in:' || cp.channel || ':' || cp.transaction_id
        WHERE e.member_id = $1 AND (w.amount IS NOT NULL OR e.kind = 'REPAYMENT')
          AND ($3::timestamptz IS NULL OR (e.created_at, e.id) < ($3::timestamptz, $4::uuid))
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT $5`,
      [me.id, walletCode(me.id), after?.createdAt ?? null, after?.id ?? null, limit + 1],
    );
    const page = pageOf(rows.map((r) => ({ ...r, createdAt: new Date(r.created_at) })), limit);
    return {
      items: page.rows.map((r) => {
        const wallet = Number(r.wallet_amount ?? 0);
        const loanAmount = Number(r.loan_amount ?? (r.kind === 'REPAYMENT' ? -wallet : 0));
        const walletDirection: WalletDirection = wallet > 0 ? 'IN' : wallet < 0 ? 'OUT' : 'NONE';
        return {
          id: r.id,
          kind: r.kind,
          at: r.createdAt.toISOString(),
          walletDirection,
          walletAmount: Math.abs(wallet),
          walletAmountText: formatCentavos(Math.abs(wallet)),
          loanAmount,
          loanAmountText: formatCentavos(loanAmount),
          loanNumber: r.loan_number,
          receiptNumber: r.receipt_number,
        };
      }),
      nextCursor: page.nextCursor,
    };
  }

  /** The statement of account: the loan, its schedule as it stands and every payment with its receipt. */
  async statementPdf(me: AuthMember, loanNumber: string, lang: Language, meta: RequestMeta, now: Date): Promise<PdfFile> {
    const m = this.dataSource.manager;
    const [found] = (await m.query(`SELECT id, member_id FROM loans WHERE loan_number = $1 AND disbursed_at IS NOT NULL`, [String(loanNumber)])) as { id: string; member_id: string }[];
    if (!found || (found.member_id !== me.id && !isStaff(me))) throw Refusal.notFound('loan.notFound');
    if (found.member_id !== me.id) await this.audit.record({ actorId: me.id, action: 'officer.loan.statement.view', target: found.id, meta, details: { loanNumber } });
    const [loan, borrower, repayments] = await Promise.all([
      this.loans.view(found.id, lang),
      this.loans.borrowerOf(m, found.member_id),
      m.find(RepaymentEntity, { where: { loanId: found.id }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    const payments: StatementPayment[] = repayments.map((r) => ({ at: r.createdAt, receiptNumber: r.receiptNumber, amount: r.amount, lateCharge: r.lateCharge, interest: r.interest - r.interestRefund, principal: r.principal }));
    return pdfFile(`${loan.loanNumber}-statement.pdf`, await renderStatementPdf({ loan, borrower: borrower.fullName, payments, at: now }, this.config.company, lang));
  }

  private paidBy(repayment: RepaymentEntity | null, channelPayment: ChannelPaymentEntity | null, lang: Language): string {
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
} as const satisfies Record<ReceiptKind, string>;
