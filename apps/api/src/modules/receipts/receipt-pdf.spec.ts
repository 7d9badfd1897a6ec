// The statement of account and the member's data PDF lay out tables whose cells may wrap (a payment's
// date and time in Manila, a long movement in Filipino): every row must start below the last line of
// the row before it. Checked on the text pdf.js reads back, each run of text with its box.
import { formatCentavos, quoteLoan, type Language } from '@halimbawa/domain';
// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot import() it on demand).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { CompanySettings } from '../../config/app-config';
import type { KycSummaryDto } from '../kyc/dto/kyc-view.dto';
import type { LoanDto } from '../loans/dto/loan.dto';
import { renderMemberDataPdf, type MemberDataPdfInput } from '../member-data/member-data-pdf';
import type { HistoryItemDto } from './dto/receipt.dto';
import { renderStatementPdf, type StatementPayment } from './receipt-pdf';

const company = { name: 'Halimbawa Lending Corporation', address: 'Makati City' } as CompanySettings;
const now = new Date('2027-06-20T02:00:00Z');
const q = quoteLoan(15_000_000, 6, 50);
const paidRows = 4;
/** The loan as the statement reads it: PHP 150,000 over 6 months, 4 instalments paid. */
const view = (lang: Language) =>
  ({
    loanNumber: 'HLC-2027-000001',
    statusCard: { statement: lang === 'en' ? 'Being repaid' : 'Binabayaran' },
    amountPhpText: formatCentavos(q.principal),
    appliedAt: '2027-01-10T02:00:00.000Z',
    disbursedAt: '2027-01-15T02:00:00.000Z',
    totalRepayText: formatCentavos(q.totalRepay),
    balance: { paidToDateText: formatCentavos(4 * q.instalment), remainingText: formatCentavos(2 * q.instalment), payoffAmountText: formatCentavos(2 * q.monthlyPrincipal), canRepay: true },
    schedule: q.schedule.map((r) => ({ number: r.number, dueDate: `2027-0${r.number + 1}-15`, total: r.total, lateCharge: 0, paidText: formatCentavos(r.number <= paidRows ? r.total : 0), owedText: formatCentavos(r.number <= paidRows ? 0 : r.total) })),
  }) as unknown as LoanDto;
const payments: StatementPayment[] = q.schedule.slice(0, paidRows).map((r, i) => ({
  at: new Date(`2027-0${i + 2}-14T13:45:00Z`),
  receiptNumber: `OR-0000000${i + 1}`,
  amount: r.total,
  lateCharge: 0,
  interest: r.interest,
  rebate: 0,
  principal: r.principal,
  reversedAt: null,
}));

interface Box {
  page: number;
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Every run of text pdf.js reads, with the box its glyphs fill (from the baseline, a font's usual descent below and ascent above). */
async function textBoxes(pdf: Buffer): Promise<Box[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const boxes: Box[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , size, x, y] = item.transform as number[];
        boxes.push({ page: n, text: item.str, left: x, right: x + item.width, bottom: y - 0.2 * size, top: y + 0.7 * size });
      }
    }
  } finally {
    await doc.destroy();
  }
  return boxes;
}

/** Pairs of runs whose boxes cover one another (by more than half a point each way). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (a.page === b.page && across > 0.5 && down > 0.5) found.push(`"${a.text}" over "${b.text}"`);
    }
  });
  return found;
}

describe('the tables of the PDFs', () => {
  it.each(['en', 'fil'] as const)('the statement of account lists several payments, each row below the one before (%s)', async (lang) => {
    const boxes = await textBoxes(await renderStatementPdf({ loan: view(lang), borrower: 'Maria Clara Santos', payments, at: now }, company, lang));
    expect(overlaps(boxes)).toEqual([]);
    // Each payment's receipt number is read back once, in order, each below the one before.
    const receipts = payments.map((p) => boxes.filter((b) => b.text.includes(p.receiptNumber!)));
    expect(receipts.map((r) => r.length)).toEqual(payments.map(() => 1));
    receipts.slice(1).forEach(([b], i) => expect(b.top).toBeLessThan(receipts[i][0].bottom));
  });

  it('the statement of account keeps its English name in Filipino (docs/i18n.md) and says who paid in natural Filipino', async () => {
    const text = (await textBoxes(await renderStatementPdf({ loan: view('fil'), borrower: 'Maria Clara Santos', payments, at: now }, company, 'fil'))).map((b) => b.text).join(' ');
    expect(text).toContain('Statement of account');
    expect(text).toContain('Natanggap mula kay');
    expect(text).not.toMatch(/Salaysay|Tinanggap/);
  });

  it.each(['en', 'fil'] as const)("the member's data lists several payments, wallet movements and withdrawals without a row over another (%s)", async (lang) => {
    const wallet: HistoryItemDto[] = payments.flatMap((p, i) => [
      { id: `w${i}`, kind: 'WITHDRAWAL_VOID', at: p.at.toISOString(), walletDirection: 'IN', walletAmount: 100_000, walletAmountText: '1,000.00', loanAmount: 0, loanAmountText: '0.00', loanNumber: null, receiptNumber: null, reversed: false },
      { id: `r${i}`, kind: 'REPAYMENT', at: p.at.toISOString(), walletDirection: 'OUT', walletAmount: p.amount, walletAmountText: '25,750.00', loanAmount: p.amount, loanAmountText: '25,750.00', loanNumber: 'HLC-2027-000001', receiptNumber: p.receiptNumber, reversed: false },
    ]);
    const input = {
      at: now,
      member: { fullName: 'Maria Clara Santos', phoneNumber: '+639171234567', email: 'maria@example.com', language: lang, monthlyNetIncome: 5_000_000, createdAt: now },
      kyc: { kyc: null } as unknown as KycSummaryDto,
      consents: [],
      loans: [{ loan: view(lang), payments }],
      wallet,
      withdrawals: payments.map((p, i) => ({
        createdAt: p.at.toISOString(),
        reference: `HLC-00000004${i}`,
        destination: { bankName: 'Bank of the Philippine Islands', accountNumberMasked: '123......' },
        card: { statement: lang === 'en' ? 'Returned to your wallet' : 'Ibinalik sa inyong wallet' },
        amountText: '1,000.00',
      })),
      supportRequests: [],
      notifications: [],
    } as unknown as MemberDataPdfInput;
    expect(overlaps(await textBoxes(await renderMemberDataPdf(input, company, lang)))).toEqual([]);
  });
});
