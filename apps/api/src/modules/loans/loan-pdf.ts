import PDFDocument from 'pdfkit';
import type { DisclosureDto } from './dto/loan.dto';

/** Who signed, when, how: printed on the signed contract (rendered once, at signing). */
export interface SignatureBlock {
  signedAt: Date;
  fullName: string;
  phoneNumberMasked: string;
}

const manilaTime = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', dateStyle: 'long', timeStyle: 'medium' }).format(d) + ' (Manila time)';

/**
 * Renders the Truth in Lending disclosure statement, and with a signature block the signed loan
 * contract, as a PDF (pdfkit, standard fonts, A4). Amounts are printed as 'PHP 1,234.56'.
 */
export function renderLoanPdf(d: DisclosureDto, signature: SignatureBlock | null): Promise<Buffer> {
  const title = signature ? `Loan contract ${d.loanNumber}` : `Disclosure statement ${d.loanNumber}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: title,
      Author: d.company.name,
      Subject: signature ? 'Signed loan contract' : 'Truth in Lending disclosure statement',
      CreationDate: signature?.signedAt ?? new Date(d.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(14).text(d.company.name, { align: 'center' });
  doc.font('Helvetica').fontSize(8).text(d.company.address, { align: 'center' });
  const regs = [`SEC Registration No. ${d.company.secRegistrationNumber}`, `Certificate of Authority No. ${d.company.certificateOfAuthorityNumber}`];
  if (d.company.bspRegistrationNumber) regs.push(`BSP Registration No. ${d.company.bspRegistrationNumber}`);
  doc.text(regs.join('  |  '), { align: 'center' });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(signature ? 'LOAN CONTRACT AND DISCLOSURE STATEMENT' : 'DISCLOSURE STATEMENT ON LOAN TRANSACTION', { align: 'center' });
  doc.font('Helvetica').fontSize(9).text('(As required under R.A. 3765, Truth in Lending Act)', { align: 'center' });
  doc.moveDown();

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).text(label, 50, y, { width: width * 0.6 });
    const after = doc.y;
    doc.font('Helvetica-Bold').text(value, 50 + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 50;
  };
  row('Loan number', d.loanNumber);
  row('Borrower', `${d.borrower.fullName} (${d.borrower.phoneNumberMasked})`);
  if (d.currency !== 'PHP') row(`Amount applied for (${d.exchangeRateText})`, `${d.currency} ${d.amountText}`);
  row('1. Amount financed (principal)', `PHP ${d.amountFinancedText}`);
  row('2. Finance charge (add-on interest; no other charges)', `PHP ${d.financeChargeText}`);
  row('3. Net proceeds of the loan (no deductions)', `PHP ${d.netProceedsText}`);
  row('4. Monthly add-on interest rate', d.monthlyRateText);
  row('5. Effective interest rate (monthly / yearly)', `${d.eirMonthlyText} / ${d.eirYearlyText}`);
  row('6. Number of monthly payments', String(d.numberOfPayments));
  row('7. Monthly instalment', `PHP ${d.instalmentText}`);
  row('8. Total amount to repay', `PHP ${d.totalRepayText}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text(d.dueDatesEstimated ? 'Repayment schedule (due dates estimated: they start from the disbursement date)' : 'Repayment schedule');
  doc.moveDown(0.3);
  const cols = [
    { h: 'No.', w: 0.08 },
    { h: 'Due date', w: 0.22 },
    { h: 'Principal', w: 0.23 },
    { h: 'Interest', w: 0.23 },
    { h: 'Total', w: 0.24 },
  ];
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    let x = 50;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i].w * width - 4, align: i < 2 ? 'left' : 'right' });
      x += cols[i].w * width;
    });
    doc.y = y + 13;
    doc.x = 50;
  };
  line(cols.map((c) => c.h), true);
  for (const r of d.schedule) line([String(r.number), r.dueDate ?? '-', r.principalText, r.interestText, r.totalText], false);
  line(['', 'Total', `${d.amountFinancedText}`, `${d.financeChargeText}`, `${d.totalRepayText}`], true);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Late payment');
  doc.font('Helvetica').fontSize(9).text(d.lateChargeTerms);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text('Cancellation');
  doc.font('Helvetica').fontSize(9).text(d.cancellationTerms);
  doc.moveDown();

  for (const [i, p] of d.contractText.entries()) {
    doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(i === 0 ? 11 : 9).text(p, { align: i === 0 ? 'center' : 'justify' });
    doc.moveDown(0.4);
  }
  doc.moveDown();

  if (signature) {
    doc.font('Helvetica-Bold').fontSize(10).text('Signed electronically');
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Signed by ${signature.fullName}, registered mobile number ${signature.phoneNumberMasked}, on ${manilaTime(signature.signedAt)} ` +
          `(${signature.signedAt.toISOString()}), by entering the one-time code sent by SMS to that number.`,
      );
  } else {
    doc.font('Helvetica-Oblique').fontSize(9).text(`Generated on ${manilaTime(new Date(d.generatedAt))}. Not signed: this statement is for reading before signing.`);
  }
  doc.end();
  return done;
}
