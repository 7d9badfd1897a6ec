import { formatCentavos, formatDate, formatDateTime, translator, type Language } from '@halimbawa/domain';
import type { CompanySettings } from '../../config/app-config';
import type { NotificationDto } from '../inbox/dto/inbox.dto';
import type { KycSummaryDto } from '../kyc/dto/kyc-view.dto';
import type { LoanDto } from '../loans/dto/loan.dto';
import { write } from '../loans/pdf-text';
import type { Member } from '../members/members.service';
import type { HistoryItemDto } from '../receipts/dto/receipt.dto';
import { letterhead, receiptCell, render, reversalNotes, row, tableRow, type StatementPayment } from '../receipts/receipt-pdf';
import type { SupportTicketDto } from '../support/dto/support.dto';
import type { WithdrawalDto } from '../withdrawals/dto/withdrawal.dto';
import type { ConsentDto } from './dto/member-data.dto';

/** What the PDF prints: the same content as GET /member/data, with each loan's payments. */
export interface MemberDataPdfInput {
  at: Date;
  member: Omit<Member, 'passwordHash'>;
  kyc: KycSummaryDto;
  consents: ConsentDto[];
  loans: { loan: LoanDto; payments: StatementPayment[] }[];
  wallet: HistoryItemDto[];
  withdrawals: WithdrawalDto[];
  supportRequests: SupportTicketDto[];
  notifications: NotificationDto[];
}

/**
 * The member's data as a document a person reads, in their language: the account, the activation's
 * status, the consents with their versions and times, each loan with its schedule and payments, the
 * wallet's movements, the withdrawals, support requests and every SMS and e-mail sent (codes
 * masked). Laid out like the statement of account (receipt-pdf.ts); every date through the
 * domain's formatter.
 */
export function renderMemberDataPdf(d: MemberDataPdfInput, company: CompanySettings, lang: Language): Promise<Buffer> {
  const tr = translator(lang);
  const date = (value: Date | string) => formatDate(value, lang);
  const time = (value: Date | string) => formatDateTime(value, lang);
  return render({ Title: tr('apiMemberData.pdfTitle', { company: company.name }), Author: company.name, Subject: tr('apiMemberData.pdfSubject') }, (doc, width) => {
    const heading = (text: string) => {
      doc.moveDown();
      if (doc.y > doc.page.height - 120) doc.addPage();
      write(doc, 'bold', 11, text);
      doc.moveDown(0.3);
    };
    const paragraph = (text: string) => write(doc, 'regular', 9, text, { width });

    letterhead(doc, company, tr('apiMemberData.heading'));
    write(doc, 'regular', 9, tr('apiMemberData.asOf', { time: time(d.at) }), { align: 'center' });

    heading(tr('apiMemberData.profileHeading'));
    const m = d.member;
    row(doc, width, tr('apiMemberData.fullName'), m.fullName);
    row(doc, width, tr('apiMemberData.phone'), m.phoneNumber);
    row(doc, width, tr('apiMemberData.email'), m.email);
    row(doc, width, tr('apiMemberData.language'), translator(m.language)('language.name'));
    row(doc, width, tr('apiMemberData.work'), [m.jobTitle, m.workLocation, m.workPlaceCountry].filter(Boolean).join(', '));
    row(doc, width, tr('apiMemberData.income'), `PHP ${formatCentavos(m.monthlyNetIncome)}`);
    row(doc, width, tr('apiMemberData.memberSince'), date(m.createdAt));

    heading(tr('apiMemberData.kycHeading'));
    paragraph(d.kyc.kyc ? `${d.kyc.kyc.statement}. ${d.kyc.kyc.message}` : tr('apiMemberData.kycNone'));

    heading(tr('apiMemberData.consentsHeading'));
    for (const c of d.consents) {
      const given = tr('apiMemberData.consentLine', { consent: tr(`memberData.consent.${c.kind}`), time: time(c.givenAt) });
      paragraph(c.version ? `${given}; ${tr('apiMemberData.consentVersion', { version: c.version })}` : given);
    }

    heading(tr('apiMemberData.loansHeading'));
    if (d.loans.length === 0) paragraph(tr('apiMemberData.loansNone'));
    for (const { loan, payments } of d.loans) {
      write(doc, 'bold', 10, tr('apiMemberData.loanLine', { loanNumber: loan.loanNumber, amount: loan.amountPhpText, date: date(loan.appliedAt) }));
      row(doc, width, tr('apiMemberData.status'), loan.statusCard.statement);
      if (loan.disbursedAt) {
        row(doc, width, tr('apiReceipts.totalRepay'), `PHP ${loan.totalRepayText}`);
        row(doc, width, tr('apiReceipts.paidToDate'), `PHP ${loan.balance.paidToDateText}`);
        row(doc, width, tr('apiReceipts.remaining'), `PHP ${loan.balance.remainingText}`);
      }
      doc.moveDown(0.3);
      const scheduleWidths = [0.1, 0.3, 0.2, 0.2, 0.2];
      tableRow(doc, width, scheduleWidths, [tr('apiReceipts.columnNumber'), tr('apiReceipts.columnDueDate'), tr('apiReceipts.columnDue'), tr('apiReceipts.columnPaid'), tr('apiReceipts.columnLeft')], true, 2);
      for (const r of loan.schedule) tableRow(doc, width, scheduleWidths, [String(r.number), r.dueDate ? date(r.dueDate) : '-', formatCentavos(r.total + r.lateCharge), r.paidText, r.owedText], false, 2);
      if (payments.length > 0) {
        doc.moveDown(0.3);
        const paymentWidths = [0.4, 0.3, 0.3];
        tableRow(doc, width, paymentWidths, [tr('apiReceipts.columnDate'), tr('apiReceipts.columnReceipt'), tr('apiReceipts.columnAmount')], true, 2);
        for (const p of payments) tableRow(doc, width, paymentWidths, [time(p.at), receiptCell(p), formatCentavos(p.amount)], false, 2);
        reversalNotes(doc, payments, lang);
      }
      doc.moveDown();
    }

    /** A section that is a table, or a sentence when it has no rows. */
    const tableSection = (title: string, none: string, widths: number[], header: string[], rows: string[][], leftCells: number) => {
      heading(title);
      if (rows.length === 0) return paragraph(none);
      tableRow(doc, width, widths, header, true, leftCells);
      for (const cells of rows) tableRow(doc, width, widths, cells, false, leftCells);
    };

    tableSection(
      tr('apiMemberData.walletHeading'),
      tr('apiMemberData.walletNone'),
      [0.3, 0.3, 0.13, 0.13, 0.14],
      [tr('apiReceipts.columnDate'), tr('history.columnWhat'), tr('apiMemberData.columnIn'), tr('apiMemberData.columnOut'), tr('apiReceipts.columnReceipt')],
      d.wallet.map((w) => {
        const what = tr(`history.kinds.${w.kind}`, { loanNumber: w.loanNumber ?? '' });
        return [time(w.at), what, w.walletDirection === 'IN' ? w.walletAmountText : '', w.walletDirection === 'OUT' ? w.walletAmountText : '', w.receiptNumber ?? ''];
      }),
      2,
    );

    tableSection(
      tr('apiMemberData.withdrawalsHeading'),
      tr('apiMemberData.withdrawalsNone'),
      [0.26, 0.16, 0.28, 0.15, 0.15],
      [tr('apiReceipts.columnDate'), tr('apiMemberData.columnReference'), tr('apiMemberData.columnTo'), tr('apiReceipts.status'), tr('apiReceipts.columnAmount')],
      d.withdrawals.map((w) => [time(w.createdAt), w.reference, `${w.destination.bankName} ${w.destination.accountNumberMasked}`, w.card.statement, w.amountText]),
      4,
    );

    heading(tr('apiMemberData.supportHeading'));
    if (d.supportRequests.length === 0) paragraph(tr('apiMemberData.supportNone'));
    for (const s of d.supportRequests) {
      paragraph(tr('apiMemberData.supportLine', { reference: s.reference, topic: tr(`support.topics.${s.topic}`), status: tr(`support.status.${s.status}`), date: date(s.createdAt), count: s.messages.length }));
    }

    heading(tr('apiMemberData.notificationsHeading'));
    if (d.notifications.length === 0) paragraph(tr('apiMemberData.notificationsNone'));
    for (const n of d.notifications) {
      if (doc.y > doc.page.height - 80) doc.addPage();
      write(doc, 'bold', 9, `${time(n.sentAt)} · ${n.channel === 'sms' ? tr('apiMemberData.channelSms') : tr('apiMemberData.channelEmail')}${n.subject ? ` · ${n.subject}` : ''}`, { width });
      paragraph(n.body);
      doc.moveDown(0.3);
    }
  });
}
