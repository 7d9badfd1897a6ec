import { quoteLoan, t } from '@halimbawa/domain';
// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot
// import() it on demand); pdfjs-dist is pinned to the version pdf-parse is built against.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { PDFParse } from 'pdf-parse';
import type { CompanySettings } from '../../config/app-config';
import { renderLoanPdf } from './loan-pdf';
import type { LoanEntity, LoanScheduleEntity } from './loan.entities';
import { toDisclosure } from './loans.mappers';
import { readLoanOperationsSettings } from './loans.config';

const q = quoteLoan(15_000_000, 6, 50);
const loan = {
  id: '00000000-0000-4000-8000-000000000001',
  loanNumber: 'HLC-2026-000001',
  memberId: '00000000-0000-4000-8000-000000000002',
  status: 'APPROVED',
  currency: 'PHP',
  exchangeRate: '1.0000000000',
  amount: q.principal,
  amountPhp: q.principal,
  appliedAmount: q.principal,
  installmentCount: 6,
  monthlyRateBps: 50,
  instalment: q.instalment,
  totalInterest: q.totalInterest,
  totalRepay: q.totalRepay,
  eirMonthly: q.eirMonthly.toFixed(12),
  eirYearly: q.eirYearly.toFixed(12),
  disbursedAt: null,
  closureReason: null,
} as unknown as LoanEntity;
const rows = q.schedule.map((r) => ({ ...r, loanId: loan.id, dueDate: null, paidPrincipal: 0, paidInterest: 0, paidAt: null, lateCharge: 0, paidLateCharge: 0, rebatedInterest: 0, overdueAt: null })) as LoanScheduleEntity[];
const company = {
  name: 'Halimbawa Lending Corporation',
  address: 'Makati City',
  secRegistrationNumber: 'CS0000000000 (demo)',
  secCertificateOfAuthorityNumber: '0000 (demo)',
  bspNumber: null,
} as CompanySettings;
const now = new Date('2026-05-14T02:00:00Z');
const disclosure = toDisclosure(loan, rows, { fullName: 'Maria Clara Santos', phoneNumber: '+639171234567' }, { now, company, ops: readLoanOperationsSettings({}, [], 'test') }, 'en');

describe('toDisclosure', () => {
  it('shows the TILA figures, the estimated due dates and the masked phone', () => {
    expect(disclosure).toMatchObject({
      exchangeRate: '1',
      amountFinancedText: '150,000.00',
      financeChargeText: '4,500.00',
      netProceedsText: '150,000.00',
      totalRepayText: '154,500.00',
      dueDatesEstimated: true,
      borrower: { fullName: 'Maria Clara Santos', phoneNumberMasked: '+63917*****67' },
    });
    expect(disclosure.schedule.map((r) => r.dueDate)).toEqual(['2026-06-14', '2026-07-14', '2026-08-14', '2026-09-14', '2026-10-14', '2026-11-14']);
  });
});

/** The PDF's text as a reader sees it, every run of spaces, tabs and line breaks made one space. */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('renderLoanPdf', () => {
  const signature = { signedAt: now, fullName: 'Maria Clara Santos', phoneNumberMasked: '+63917*****67' };

  it('renders the disclosure and the signed contract as PDF documents', async () => {
    for (const pdf of [await renderLoanPdf(disclosure, null), await renderLoanPdf(disclosure, signature)]) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    }
  });

  it.each([
    ['the disclosure', null],
    ['the signed contract', signature],
  ])('prints the company, the borrower, every figure and the schedule in %s', async (_, signed) => {
    const text = await textOf(await renderLoanPdf(disclosure, signed));
    for (const line of [
      'Halimbawa Lending Corporation Makati City',
      'SEC Registration No. CS0000000000 (demo) | Certificate of Authority No. 0000 (demo)',
      'Loan number HLC-2026-000001',
      'Borrower Maria Clara Santos (+63917*****67)',
      '1. Amount financed (principal) PHP 150,000.00',
      '2. Finance charge (add-on interest; no other charges) PHP 4,500.00',
      '3. Net proceeds of the loan (no deductions) PHP 150,000.00',
      '4. Monthly add-on interest rate 0.5%',
      '5. Effective interest rate (monthly / yearly) 0.85% / 10.21%',
      '6. Number of monthly payments 6',
      '7. Monthly instalment PHP 25,750.00',
      '8. Total amount to repay PHP 154,500.00',
      'No. Due date Principal Interest Total',
      '1 June 14, 2026 25,000.00 750.00 25,750.00',
      '2 July 14, 2026 25,000.00 750.00 25,750.00',
      '3 August 14, 2026 25,000.00 750.00 25,750.00',
      '4 September 14, 2026 25,000.00 750.00 25,750.00',
      '5 October 14, 2026 25,000.00 750.00 25,750.00',
      '6 November 14, 2026 25,000.00 750.00 25,750.00',
      'Total 150,000.00 4,500.00 154,500.00',
      'Taking the money out of your wallet E-wallets (GCash, Maya): at most PHP 50,000.00 a withdrawal and PHP 100,000.00 a calendar month.',
      'Bank accounts: no limit of ours; above PHP 50,000.00 a withdrawal goes by PESONet within the banking day.',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('says the disclosure is not signed, and the contract who signed it and when', async () => {
    const plain = await textOf(await renderLoanPdf(disclosure, null));
    const signed = await textOf(await renderLoanPdf(disclosure, signature));
    expect(plain).toContain('DISCLOSURE STATEMENT ON LOAN TRANSACTION');
    expect(plain).toContain('Not signed: this statement is for reading before signing.');
    expect(plain).not.toContain('Signed electronically');
    expect(signed).toContain('LOAN CONTRACT AND DISCLOSURE STATEMENT');
    expect(signed).toContain(
      'Signed by Maria Clara Santos, registered mobile number +63917*****67, on May 14, 2026 at 10:00:00 AM (Manila time) (2026-05-14T02:00:00.000Z)',
    );
    expect(signed).not.toContain('Not signed');
  });

  it('prints the Filipino translation after the English text, under the sentence that the English text governs, with ñ', async () => {
    const borrower = { fullName: 'Santo Niño Dela Peña', phoneNumber: '+639171234567' };
    const ctx = { now, company, ops: readLoanOperationsSettings({}, [], 'test') };
    const english = toDisclosure(loan, rows, borrower, ctx, 'en');
    const filipino = toDisclosure(loan, rows, borrower, ctx, 'fil');
    const text = await textOf(await renderLoanPdf(english, { ...signature, fullName: borrower.fullName }, { lang: 'fil', disclosure: filipino }));
    const translated = text.indexOf('SALIN SA FILIPINO');
    expect(text.indexOf('LOAN CONTRACT AND DISCLOSURE STATEMENT')).toBeLessThan(translated);
    expect(text.slice(translated)).toContain(t('fil', 'legal.englishGoverns'));
    for (const line of ['KONTRATA NG LOAN AT DISCLOSURE STATEMENT', '1. Halagang ipinautang (principal) PHP 150,000.00', '8. Kabuuang babayaran PHP 154,500.00', 'KASUNDUAN SA LOAN HLC-2026-000001']) {
      expect(text.slice(translated)).toContain(line);
    }
    expect(text.slice(translated)).toContain('Pinirmahan ni Santo Niño Dela Peña, rehistradong mobile number +63917*****67');
    expect(text.slice(translated)).toContain('(oras sa Maynila)');
    // The governing English text is whole, before the translation.
    expect(text.slice(0, translated)).toContain('LOAN AGREEMENT HLC-2026-000001');
    expect(text.slice(0, translated)).toContain('Signed by Santo Niño Dela Peña');
  });

  // Names as members write them: Latin with accents, Cyrillic, Chinese characters and Baybayin
  // (U+1700 to U+171F, with its combining vowel signs).
  it.each([
    ['Latin with ñ and accents', 'Niño Dela Peña, Łukasz Nguyễn'],
    ['Cyrillic', 'Дмитрий Иванов'],
    ['Chinese characters', '王小明'],
    ['Baybayin', 'ᜋᜇᜒᜌ'],
    ['several scripts at once', 'Дмитрий 王小明 ᜋᜇᜒᜌ Peña'],
  ])('prints a name in %s whole, where the contract says who signed it', async (_, fullName) => {
    const named = toDisclosure(loan, rows, { fullName, phoneNumber: '+639171234567' }, { now, company, ops: readLoanOperationsSettings({}, [], 'test') }, 'en');
    const text = await textOf(await renderLoanPdf(named, { ...signature, fullName }));
    expect(text).toContain(`Borrower ${fullName} (+63917*****67)`);
    expect(text).toContain(`Signed by ${fullName}, registered mobile number +63917*****67`);
  });

  it('keeps the signed contract small: only the glyphs it uses are embedded', async () => {
    const fullName = 'Дмитрий 王小明 ᜋᜇᜒᜌ Peña';
    const named = toDisclosure(loan, rows, { fullName, phoneNumber: '+639171234567' }, { now, company, ops: readLoanOperationsSettings({}, [], 'test') }, 'en');
    const pdf = await renderLoanPdf(named, { ...signature, fullName });
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it('prints no translation for an English reader', async () => {
    const text = await textOf(await renderLoanPdf(disclosure, signature));
    expect(text).not.toContain('SALIN SA FILIPINO');
    expect(text).not.toContain(t('fil', 'legal.englishGoverns'));
  });
});
