import PDFDocument from 'pdfkit';
import { t, translator, type Language } from '@halimbawa/domain';
import type { DisclosureDto } from './dto/loan.dto';

/** Who signed, when, how: printed on the signed contract (rendered once, at signing). */
export interface SignatureBlock {
  signedAt: Date;
  fullName: string;
  phoneNumberMasked: string;
}

/** The same statement in the member's language, printed after the English one, which governs. */
export interface PdfTranslation {
  lang: Language;
  disclosure: DisclosureDto;
}

const manilaTime = (d: Date, lang: Language) =>
  t(lang, 'apiLoanPdf.manilaTime', {
    time: new Intl.DateTimeFormat(lang === 'fil' ? 'fil-PH' : 'en-US', { timeZone: 'Asia/Manila', dateStyle: 'long', timeStyle: 'medium' }).format(d),
  });

/**
 * Renders the Truth in Lending disclosure statement, and with a signature block the signed loan
 * contract, as a PDF (pdfkit, standard fonts, A4: their WinAnsi encoding has Tagalog's ñ). Amounts
 * are printed as 'PHP 1,234.56'. The English text comes first and governs; a translation follows
 * it on a new page, under `legal.englishGoverns` (docs/decisions/009-languages.md).
 */
export function renderLoanPdf(d: DisclosureDto, signature: SignatureBlock | null, translation: PdfTranslation | null = null): Promise<Buffer> {
  const en = translator('en');
  const title = signature ? en('apiLoanPdf.contractTitle', { loanNumber: d.loanNumber }) : en('apiLoanPdf.disclosureTitle', { loanNumber: d.loanNumber });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: title,
      Author: d.company.name,
      Subject: signature ? en('apiLoanPdf.contractSubject') : en('apiLoanPdf.disclosureSubject'),
      CreationDate: signature?.signedAt ?? new Date(d.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeStatement(doc, d, signature, 'en');
  if (translation) {
    const tr = translator(translation.lang);
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(tr('apiLoanPdf.translationHeading'), { align: 'center' });
    doc.font('Helvetica-Oblique').fontSize(9).text(tr('legal.englishGoverns'), { align: 'center' });
    doc.moveDown();
    writeStatement(doc, translation.disclosure, signature, translation.lang);
  }
  doc.end();
  return done;
}

function writeStatement(doc: PDFKit.PDFDocument, d: DisclosureDto, signature: SignatureBlock | null, lang: Language): void {
  const tr = translator(lang);
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(14).text(d.company.name, { align: 'center' });
  doc.font('Helvetica').fontSize(8).text(d.company.address, { align: 'center' });
  const regs = [tr('apiLoanPdf.secNumber', { number: d.company.secRegistrationNumber }), tr('apiLoanPdf.authorityNumber', { number: d.company.certificateOfAuthorityNumber })];
  if (d.company.bspRegistrationNumber) regs.push(tr('apiLoanPdf.bspNumber', { number: d.company.bspRegistrationNumber }));
  doc.text(regs.join('  |  '), { align: 'center' });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(signature ? tr('apiLoanPdf.contractHeading') : tr('apiLoanPdf.disclosureHeading'), { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(tr('apiLoanPdf.asRequired'), { align: 'center' });
  doc.moveDown();

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).text(label, 50, y, { width: width * 0.6 });
    const after = doc.y;
    doc.font('Helvetica-Bold').text(value, 50 + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 50;
  };
  row(tr('apiLoanPdf.loanNumber'), d.loanNumber);
  row(tr('apiLoanPdf.borrower'), `${d.borrower.fullName} (${d.borrower.phoneNumberMasked})`);
  if (d.currency !== 'PHP') row(tr('apiLoanPdf.appliedFor', { rate: d.exchangeRateText }), `${d.currency} ${d.amountText}`);
  row(tr('apiLoanPdf.financed'), `PHP ${d.amountFinancedText}`);
  row(tr('apiLoanPdf.financeCharge'), `PHP ${d.financeChargeText}`);
  row(tr('apiLoanPdf.netProceeds'), `PHP ${d.netProceedsText}`);
  row(tr('apiLoanPdf.monthlyRate'), d.monthlyRateText);
  row(tr('apiLoanPdf.effectiveRate'), `${d.eirMonthlyText} / ${d.eirYearlyText}`);
  row(tr('apiLoanPdf.payments'), String(d.numberOfPayments));
  row(tr('apiLoanPdf.instalment'), `PHP ${d.instalmentText}`);
  row(tr('apiLoanPdf.totalRepay'), `PHP ${d.totalRepayText}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text(d.dueDatesEstimated ? tr('apiLoanPdf.scheduleEstimated') : tr('apiLoanPdf.schedule'));
  doc.moveDown(0.3);
  const cols = [
    { h: tr('apiLoanPdf.columnNumber'), w: 0.08 },
    { h: tr('apiLoanPdf.columnDueDate'), w: 0.22 },
    { h: tr('apiLoanPdf.columnPrincipal'), w: 0.23 },
    { h: tr('apiLoanPdf.columnInterest'), w: 0.23 },
    { h: tr('apiLoanPdf.columnTotal'), w: 0.24 },
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
  line(['', tr('apiLoanPdf.columnTotal'), `${d.amountFinancedText}`, `${d.financeChargeText}`, `${d.totalRepayText}`], true);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text(tr('apiLoanPdf.latePayment'));
  doc.font('Helvetica').fontSize(9).text(d.lateChargeTerms);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text(tr('apiLoanPdf.cancellation'));
  doc.font('Helvetica').fontSize(9).text(d.cancellationTerms);
  doc.moveDown();

  for (const [i, p] of d.contractText.entries()) {
    doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(i === 0 ? 11 : 9).text(p, { align: i === 0 ? 'center' : 'justify' });
    doc.moveDown(0.4);
  }
  doc.moveDown();

  if (signature) {
    doc.font('Helvetica-Bold').fontSize(10).text(tr('apiLoanPdf.signedElectronically'));
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        tr('apiLoanPdf.signedBy', {
          name: signature.fullName,
          phone: signature.phoneNumberMasked,
          time: manilaTime(signature.signedAt, lang),
          iso: signature.signedAt.toISOString(),
        }),
      );
  } else {
    doc.font('Helvetica-Oblique').fontSize(9).text(tr('apiLoanPdf.notSigned', { time: manilaTime(new Date(d.generatedAt), lang) }));
  }
}
