import { quoteLoan } from '@halimbawa/domain';
import { createHash } from 'node:crypto';
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
const rows = q.schedule.map((r) => ({ ...r, loanId: loan.id, dueDate: null, paidPrincipal: 0, paidInterest: 0, paidAt: null })) as LoanScheduleEntity[];
const company = {
  name: 'Halimbawa Lending Corporation',
  address: 'Makati City',
  secRegistrationNumber: 'CS0000000000 (demo)',
  secCertificateOfAuthorityNumber: '0000 (demo)',
  bspNumber: null,
} as CompanySettings;
const now = new Date('2026-05-14T02:00:00Z');
const disclosure = toDisclosure(loan, rows, { fullName: 'Maria Clara Santos', phoneNumber: '+639171234567' }, { now, company, ops: readLoanOperationsSettings({}, [], 'test') });

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

describe('renderLoanPdf', () => {
  it('renders the disclosure and the signed contract as PDF documents', async () => {
    const plain = await renderLoanPdf(disclosure, null);
    const signed = await renderLoanPdf(disclosure, { signedAt: now, fullName: 'Maria Clara Santos', phoneNumberMasked: '+63917*****67' });
    for (const pdf of [plain, signed]) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
      expect(pdf.length).toBeGreaterThan(2_000);
    }
    expect(createHash('sha256').update(plain).digest('hex')).not.toBe(createHash('sha256').update(signed).digest('hex'));
  });
});
