import PDFDocument from 'pdfkit';
import { MANILA_TIME_ZONE, formatDate, t, translator, type Language } from '@halimbawa/domain';
import type { DisclosureDto } from './dto/loan.dto';
import { write } from './pdf-text';

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
    time: new Intl.DateTimeFormat(lang === 'fil' ? 'fil-PH' : 'en-US', { timeZone: MANILA_TIME_ZONE, dateStyle: 'long', timeStyle: 'medium' }).format(d),
  });

/**
 * Renders the Truth in Lending disclosure statement, and with a signature block the signed loan
 * contract, as a PDF (pdfkit, A4, Noto fonts embedded and subset, each run of text in the font of its
 * script: pdf-text.ts), so that a name in Cyrillic, Chinese characters or Baybayin prints whole. Amounts
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
    write(doc, 'bold', 12, tr('apiLoanPdf.translationHeading'), { align: 'center' });
    write(doc, 'italic', 9, tr('legal.englishGoverns'), { align: 'center' });
    doc.moveDown();
    writeStatement(doc, translation.disclosure, signature, translation.lang);
  }
  doc.end();
  return done;
}

function writeStatement(doc: PDFKit.PDFDocument, d: DisclosureDto, signature: SignatureBlock | null, lang: Language): void {
  const tr = translator(lang);
  const width = doc.page.width - 100;
  write(doc, 'bold', 14, d.company.name, { align: 'center' });
  write(doc, 'regular', 8, d.company.address, { align: 'center' });
  const regs = [tr('apiLoanPdf.secNumber', { number: d.company.secRegistrationNumber }), tr('apiLoanPdf.authorityNumber', { number: d.company.certificateOfAuthorityNumber })];
  if (d.company.bspRegistrationNumber) regs.push(tr('apiLoanPdf.bspNumber', { number: d.company.bspRegistrationNumber }));
  write(doc, 'regular', 8, regs.join('  |  '), { align: 'center' });
  doc.moveDown();
  write(doc, 'bold', 12, signature ? tr('apiLoanPdf.contractHeading') : tr('apiLoanPdf.disclosureHeading'), { align: 'center' });
  write(doc, 'regular', 9, tr('apiLoanPdf.asRequired'), { align: 'center' });
  doc.moveDown();

  const row = (label: string, value: string) => {
    const y = doc.y;
    write(doc, 'regular', 10, label, { width: width * 0.6 }, { x: 50, y });
    const after = doc.y;
    write(doc, 'bold', 10, value, { width: width * 0.4, align: 'right' }, { x: 50 + width * 0.6, y });
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

  write(doc, 'bold', 10, d.dueDatesEstimated ? tr('apiLoanPdf.scheduleEstimated') : tr('apiLoanPdf.schedule'));
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
    cells.forEach((c, i) => {
      write(doc, bold ? 'bold' : 'regular', 9, c, { width: cols[i].w * width - 4, align: i < 2 ? 'left' : 'right' }, { x, y });
      x += cols[i].w * width;
    });
    doc.y = y + 13;
    doc.x = 50;
  };
  line(cols.map((c) => c.h), true);
  for (const r of d.schedule) line([String(r.number), r.dueDate ? formatDate(r.dueDate, lang) : '-', r.principalText, r.interestText, r.totalText], false);
  line(['', tr('apiLoanPdf.columnTotal'), `${d.amountFinancedText}`, `${d.financeChargeText}`, `${d.totalRepayText}`], true);
  doc.moveDown();

  write(doc, 'bold', 10, tr('apiLoanPdf.latePayment'));
  write(doc, 'regular', 9, d.lateChargeTerms);
  doc.moveDown(0.5);
  write(doc, 'bold', 10, tr('apiLoanPdf.cancellation'));
  write(doc, 'regular', 9, d.cancellationTerms);
  doc.moveDown(0.5);
  write(doc, 'bold', 10, tr('apiLoanPdf.withdrawalLimits'));
  for (const limit of d.withdrawalLimits) write(doc, 'regular', 9, limit);
  doc.moveDown();

  for (const [i, p] of d.contractText.entries()) {
    write(doc, i === 0 ? 'bold' : 'regular', i === 0 ? 11 : 9, p, { align: i === 0 ? 'center' : 'justify' });
    doc.moveDown(0.4);
  }
  doc.moveDown();

  if (signature) {
    write(doc, 'bold', 10, tr('apiLoanPdf.signedElectronically'));
    write(
      doc,
      'regular',
      9,
      tr('apiLoanPdf.signedBy', {
        name: signature.fullName,
        phone: signature.phoneNumberMasked,
        time: manilaTime(signature.signedAt, lang),
        iso: signature.signedAt.toISOString(),
      }),
    );
  } else {
    write(doc, 'italic', 9, tr('apiLoanPdf.notSigned', { time: manilaTime(new Date(d.generatedAt), lang) }));
  }
}
