import PDFDocument from 'pdfkit';
import { formatCentavos, formatDate, formatDateTime, translator, type Language } from '@halimbawa/domain';
import type { CompanySettings } from '../../config/app-config';
import type { LoanDto } from '../loans/dto/loan.dto';
import { write } from '../loans/pdf-text';
import type { ReceiptDto } from './dto/receipt.dto';

/** One payment of the statement of account, split as its receipt (receiptSplit), and when it was reversed (null: it counts). */
export interface StatementPayment {
  at: Date;
  receiptNumber: string | null;
  amount: number;
  lateCharge: number;
  interest: number;
  rebate: number;
  principal: number;
  reversedAt: Date | null;
}

export const LEFT = 50;

/** An A4 document like the loan's PDFs (loan-pdf.ts: pdfkit, text through pdf-text.ts), drawn by `draw`, as bytes (the member's data PDF too). */
export function render(info: { Title: string; Author: string; Subject: string }, draw: (doc: PDFKit.PDFDocument, width: number) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, doc.page.width - 2 * LEFT);
  doc.end();
  return done;
}

export function letterhead(doc: PDFKit.PDFDocument, company: CompanySettings, heading: string): void {
  write(doc, 'bold', 14, company.name, { align: 'center' });
  write(doc, 'regular', 8, company.address, { align: 'center' });
  doc.moveDown();
  write(doc, 'bold', 12, heading, { align: 'center' });
  doc.moveDown();
}

/** A label on the left and its value on the right. */
export function row(doc: PDFKit.PDFDocument, width: number, label: string, value: string): void {
  const y = doc.y;
  write(doc, 'regular', 10, label, { width: width * 0.6 }, { x: LEFT, y });
  const after = doc.y;
  write(doc, 'bold', 10, value, { width: width * 0.4, align: 'right' }, { x: LEFT + width * 0.6, y });
  doc.y = Math.max(after, doc.y);
  doc.x = LEFT;
}

/**
 * A table row of cells with relative widths; the first `leftCells` aligned left, the rest right. A
 * cell that wraps (a date and time in Manila, a long label) makes its row taller: the next row
 * starts below the lowest line of this one.
 */
export function tableRow(doc: PDFKit.PDFDocument, width: number, widths: number[], cells: string[], bold: boolean, leftCells: number): void {
  // The row's height as Helvetica sets it (text in another script is set a little larger), measured before it is drawn, so that a row never splits across pages.
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] * width - 4 })));
  if (doc.y + height + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  let x = LEFT;
  let bottom = y;
  cells.forEach((c, i) => {
    write(doc, bold ? 'bold' : 'regular', 9, c, { width: widths[i] * width - 4, align: i < leftCells ? 'left' : 'right' }, { x, y });
    bottom = Math.max(bottom, doc.y);
    x += widths[i] * width;
  });
  doc.y = Math.max(y + 13, bottom + 3);
  doc.x = LEFT;
}

/** The receipt of one payment or cash-in, in the member's language (amounts 'PHP 1,234.56'). */
export function renderReceiptPdf(r: ReceiptDto, company: CompanySettings, lang: Language): Promise<Buffer> {
  const tr = translator(lang);
  return render({ Title: tr('apiReceipts.receiptTitle', { receipt: r.receiptNumber }), Author: company.name, Subject: tr('apiReceipts.receiptSubject') }, (doc, width) => {
    letterhead(doc, company, tr('apiReceipts.receiptHeading'));
    const php = (text: string) => `PHP ${text}`;
    row(doc, width, tr('apiReceipts.receiptNumber'), r.receiptNumber);
    row(doc, width, tr('apiReceipts.date'), r.paidAtText);
    row(doc, width, tr('apiReceipts.receivedFrom'), r.receivedFrom);
    row(doc, width, tr('apiReceipts.what'), r.kindText);
    row(doc, width, tr('apiReceipts.paidBy'), r.paidByText);
    if (r.loanNumber) row(doc, width, tr('apiReceipts.loan'), r.loanNumber);
    if (r.reversedAtText) {
      doc.moveDown();
      write(doc, 'bold', 10, tr('apiReceipts.reversedOn', { receipt: r.receiptNumber, time: r.reversedAtText }));
    }
    doc.moveDown();
    row(doc, width, tr('apiReceipts.amount'), php(r.amountText));
    // A cash-in, and money on a written-off loan (a recovery), pay no part of a loan's schedule.
    if (r.kind !== 'CASH_IN' && r.kind !== 'RECOVERY') {
      row(doc, width, tr('apiReceipts.lateCharge'), php(r.lateChargeText));
      // A pay-off's interest is the interest charged, from which the interest given back is taken.
      if (r.kind === 'PAY_OFF') {
        row(doc, width, tr('apiReceipts.interestCharged'), php(r.interestText));
        row(doc, width, tr('apiReceipts.rebate'), php(r.rebateText));
      } else row(doc, width, tr('apiReceipts.interest'), php(r.interestText));
      row(doc, width, tr('apiReceipts.principal'), php(r.principalText));
    }
    if (r.toWallet > 0) row(doc, width, tr('apiReceipts.toWallet'), php(r.toWalletText));
    if (r.remainingText !== null) row(doc, width, tr('apiReceipts.remaining'), php(r.remainingText));
  });
}

/** A payment's receipt number in a table, marked when it was reversed (reversalNotes says so under the table). */
export const receiptCell = (p: StatementPayment): string => `${p.receiptNumber ?? '-'}${p.reversedAt ? ' *' : ''}`;

/** Under a table of payments: a line for each reversed one, which no longer counts toward the loan. */
export function reversalNotes(doc: PDFKit.PDFDocument, payments: StatementPayment[], lang: Language): void {
  for (const p of payments.filter((x) => x.reversedAt)) {
    doc.moveDown(0.3);
    write(doc, 'regular', 9, `* ${translator(lang)('apiReceipts.reversedOn', { receipt: p.receiptNumber ?? '-', time: formatDateTime(p.reversedAt!, lang) })}`);
  }
}

/** The statement of account of a loan: its figures, its schedule as it stands and every payment. */
export function renderStatementPdf(s: { loan: LoanDto; borrower: string; payments: StatementPayment[]; at: Date }, company: CompanySettings, lang: Language): Promise<Buffer> {
  const tr = translator(lang);
  const { loan } = s;
  return render({ Title: tr('apiReceipts.statementTitle', { loanNumber: loan.loanNumber }), Author: company.name, Subject: tr('apiReceipts.statementSubject') }, (doc, width) => {
    letterhead(doc, company, tr('apiReceipts.statementHeading'));
    write(doc, 'regular', 9, tr('apiReceipts.asOf', { time: formatDateTime(s.at, lang) }), { align: 'center' });
    doc.moveDown();
    row(doc, width, tr('apiReceipts.loan'), loan.loanNumber);
    row(doc, width, tr('apiReceipts.receivedFrom'), s.borrower);
    row(doc, width, tr('apiReceipts.status'), loan.statusCard.statement);
    row(doc, width, tr('apiReceipts.financed'), `PHP ${loan.amountPhpText}`);
    row(doc, width, tr('apiReceipts.totalRepay'), `PHP ${loan.totalRepayText}`);
    row(doc, width, tr('apiReceipts.paidToDate'), `PHP ${loan.balance.paidToDateText}`);
    row(doc, width, tr('apiReceipts.remaining'), `PHP ${loan.balance.remainingText}`);
    if (loan.balance.canRepay) row(doc, width, tr('apiReceipts.payoffToday'), `PHP ${loan.balance.payoffAmountText}`);
    doc.moveDown();

    write(doc, 'bold', 10, tr('apiReceipts.scheduleHeading'));
    doc.moveDown(0.3);
    const scheduleWidths = [0.1, 0.24, 0.22, 0.22, 0.22];
    tableRow(doc, width, scheduleWidths, [tr('apiReceipts.columnNumber'), tr('apiReceipts.columnDueDate'), tr('apiReceipts.columnDue'), tr('apiReceipts.columnPaid'), tr('apiReceipts.columnLeft')], true, 2);
    for (const r of loan.schedule) tableRow(doc, width, scheduleWidths, [String(r.number), r.dueDate ? formatDate(r.dueDate, lang) : '-', formatCentavos(r.total + r.lateCharge), r.paidText, r.owedText], false, 2);
    doc.moveDown();

    write(doc, 'bold', 10, tr('apiReceipts.paymentsHeading'));
    doc.moveDown(0.3);
    if (s.payments.length === 0) {
      write(doc, 'regular', 9, tr('apiReceipts.noPayments'));
      return;
    }
    const paymentWidths = [0.23, 0.15, 0.13, 0.11, 0.12, 0.12, 0.14];
    tableRow(
      doc,
      width,
      paymentWidths,
      [
        tr('apiReceipts.columnDate'),
        tr('apiReceipts.columnReceipt'),
        tr('apiReceipts.columnAmount'),
        tr('apiReceipts.lateCharge'),
        tr('apiReceipts.interest'),
        tr('apiReceipts.columnRebate'),
        tr('apiReceipts.principal'),
      ],
      true,
      2,
    );
    for (const p of s.payments) {
      const figures = [p.amount, p.lateCharge, p.interest, p.rebate, p.principal].map(formatCentavos);
      tableRow(doc, width, paymentWidths, [formatDateTime(p.at, lang), receiptCell(p), ...figures], false, 2);
    }
    reversalNotes(doc, s.payments, lang);
  });
}
