import { LOAN_CLOSURE_CATALOGUE, LOAN_STATUS_CATALOGUE, addMonthsManila, CREDIT_DATA_NOTICE_VERSION, formatDate, loanStatusEntry, manilaIsoDate, type LoanStatus } from '@halimbawa/domain';
import { createHash } from 'node:crypto';
import { LoanJobsService } from '../src/modules/loans/loan-jobs.service';
import { memberAt } from './support/kyc';
import { entriesWrittenSince, ledgerMark } from './support/ledger-invariants';
import { APPLICATION, appliedLoan, applyFor, approvedLoan, loanRow, sign, signedLoan, useLoansSuite, verifiedMember } from './support/loans';
import { latestCode, registerMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let jobs: LoanJobsService;
beforeAll(() => ({ t, officer, jobs } = suite));

const current = async (m: Registered) => (await t.call('get', '/loan/current', { token: m.accessToken })).body.loan;
const wallet = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body;
const card = (s: LoanStatus) => ({ ...LOAN_STATUS_CATALOGUE[s] });

/** Runs the disbursement job as if the demo delay (10 s) had passed. */
async function disburseNow(): Promise<number> {
  t.clock.setOffsetSeconds(t.clock.offsetSeconds + 11);
  return (await jobs.tick('disbursement')).disbursed;
}

describe('the whole happy path', () => {
  it('apply PHP 150,000 over 6 months, approve, read the disclosure, sign by SMS code, disburse into the wallet', async () => {
    const m = await verifiedMember(t, officer);
    expect(await current(m)).toBeNull();

    // Apply.
    const applied = await applyFor(t, m);
    expect(applied.status).toBe(201);
    expect(applied.body.state).toBe('LOAN_CREATED');
    const loan = applied.body.loan;
    expect(loan.loanNumber).toMatch(/^HLC-\d{4}-\d{6}$/);
    expect(loan).toMatchObject({
      status: 'PENDING_REVIEW',
      statusCard: card('PENDING_REVIEW'),
      currency: 'PHP',
      exchangeRate: '1',
      amount: 15_000_000,
      amountText: '150,000.00',
      amountPhp: 15_000_000,
      amountPhpText: '150,000.00',
      installmentCount: 6,
      monthlyRateBps: 50,
      monthlyRateText: '0.5%',
      instalment: 2_575_000,
      instalmentText: '25,750.00',
      totalInterest: 450_000,
      totalInterestText: '4,500.00',
      totalRepay: 15_450_000,
      totalRepayText: '154,500.00',
      creditProvider: 'Halimbawa Lending Corporation',
      approvedAt: null,
      signedAt: null,
      disbursedAt: null,
      canCancel: true,
      rejectionReason: null,
    });
    expect(loan.eirMonthlyText).toMatch(/^\d+\.\d{2}%$/);
    expect(loan.schedule).toHaveLength(6);
    expect(loan.schedule.every((r: { dueDate: string | null; status: string }) => r.dueDate === null && r.status === 'SCHEDULED')).toBe(true);
    expect(await current(m)).toEqual(loan);

    // Pre-screening stored with the loan.
    const [row] = await t.dataSource.query('SELECT prescreen FROM loans WHERE loan_number = $1', [loan.loanNumber]);
    expect(row.prescreen).toMatchObject({ kycStatus: 'VERIFIED', ageInRange: true, monthlyNetIncome: 10_000_000, instalment: 2_575_000 });
    expect(row.prescreen.dsr).toBeCloseTo(2_575_000 / 10_000_000, 5);
    expect(row.prescreen.age).toBeGreaterThanOrEqual(35);

    // The officer sees it and approves.
    const queue = await t.call('get', '/officer/loans?status=PENDING_REVIEW', { token: officer });
    expect(queue.status).toBe(200);
    expect(queue.body.loans.find((l: { loanNumber: string }) => l.loanNumber === loan.loanNumber)).toMatchObject({
      memberId: m.id,
      memberName: 'Juan Dela Cruz',
      prescreen: { kycStatus: 'VERIFIED', dsrText: '25.75%', monthlyNetIncomeText: '100,000.00' },
    });
    const detail = await t.call('get', `/officer/loans/${loan.loanNumber}`, { token: officer });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ kycStatus: 'VERIFIED', member: { id: m.id, phoneNumber: m.e164 }, prescreen: { ageInRange: true } });
    const approved = await t.call('post', `/officer/loans/${loan.loanNumber}/approve`, { token: officer }).send({});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', statusCard: card('APPROVED'), amountPhp: 15_000_000, approvedBy: expect.any(String) });
    const approvalSms = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body[0];
    expect(approvalSms.body).toContain(`${loan.loanNumber} for PHP 150,000.00 is approved`);
    expect(approvalSms.body).not.toMatch(/https?:|www\./);

    // The disclosure, as JSON and as a PDF.
    const disclosure = await t.call('get', `/loan/${loan.loanNumber}/disclosure`, { token: m.accessToken });
    expect(disclosure.status).toBe(200);
    expect(disclosure.body).toMatchObject({
      loanNumber: loan.loanNumber,
      amountFinancedText: '150,000.00',
      financeChargeText: '4,500.00',
      netProceedsText: '150,000.00',
      instalmentText: '25,750.00',
      numberOfPayments: 6,
      monthlyRateText: '0.5%',
      totalRepayText: '154,500.00',
      dueDatesEstimated: true,
      company: { name: 'Halimbawa Lending Corporation', secRegistrationNumber: 'CS0000000000 (demo)', certificateOfAuthorityNumber: '0000 (demo)' },
      borrower: { fullName: 'Maria Clara Santos' },
    });
    expect(disclosure.body.eirMonthlyText).toBe(loan.eirMonthlyText);
    expect(disclosure.body.eirYearlyText).toBe(loan.eirYearlyText);
    expect(disclosure.body.eirMonthly).toBeGreaterThan(0.008);
    expect(disclosure.body.lateChargeTerms).toContain('grace period of 3 days');
    expect(disclosure.body.lateChargeTerms).toContain('1% per month');
    expect(disclosure.body.cancellationTerms).toContain('Within 3 days of signing');
    expect(disclosure.body.contractText.join('\n')).toContain('No fee of any kind');
    expect(disclosure.body.schedule.map((r: { dueDate: string }) => r.dueDate)).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => manilaIsoDate(addMonthsManila(t.clock.now(), k))),
    );
    const pdf = await t.call('get', `/loan/${loan.loanNumber}/disclosure?format=pdf`, { token: m.accessToken }).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const byAccept = await t.call('get', `/loan/${loan.loanNumber}/disclosure`, { token: m.accessToken }).set('Accept', 'application/pdf').buffer(true);
    expect(byAccept.headers['content-type']).toBe('application/pdf');

    // Sign with the code from the outbox.
    const start = await t.call('post', `/loan/${loan.loanNumber}/sign/start`, { token: m.accessToken }).send({});
    expect(start.status).toBe(202);
    expect(start.body).toEqual({ message: 'We sent a code to your phone.' });
    const code = await latestCode(t, m.e164);
    const finish = await t.call('post', `/loan/${loan.loanNumber}/sign/finish`, { token: m.accessToken }).send({ code });
    expect(finish.status).toBe(200);
    expect(finish.body.message).toBe('OTP confirmed successfully');
    expect(finish.body.loan).toMatchObject({ status: 'CONTRACT_SIGNED', statusCard: card('CONTRACT_SIGNED'), signedAt: expect.any(String) });
    expect(finish.body.loan.contractSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(finish.body)).not.toContain(code);

    // The contract, as stored at signing.
    const contract = await t.call('get', `/loan/${loan.loanNumber}/contract.pdf`, { token: m.accessToken }).buffer(true);
    expect(contract.status).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    const sha = createHash('sha256').update(contract.body as Buffer).digest('hex');
    expect(contract.headers['x-content-sha256']).toBe(sha);
    expect(sha).toBe(finish.body.loan.contractSha256);
    const [stored] = await t.dataSource.query('SELECT c.sha256 FROM loan_contracts c JOIN loans l ON l.id = c.loan_id WHERE l.loan_number = $1', [loan.loanNumber]);
    expect(stored.sha256).toBe(sha);
    const contracts = await t.call('get', '/loan/contracts', { token: m.accessToken });
    expect(contracts.body).toEqual({
      contracts: [{ loanNumber: loan.loanNumber, status: 'CONTRACT_SIGNED', closureReason: null, signedAt: finish.body.loan.signedAt, sha256: sha, path: `/loan/${loan.loanNumber}/contract.pdf` }],
      message: null,
      nextCursor: null,
    });

    // Not yet: the demo delay (10 s) has not passed (the clock is held back so a slow machine cannot pass it).
    t.clock.setOffsetSeconds(-60);
    await jobs.tick('disbursement');
    expect((await current(m)).status).toBe('CONTRACT_SIGNED');
    expect((await wallet(m)).balance).toBe(0);
    t.clock.setOffsetSeconds(0);

    // The job disburses it.
    expect(await disburseNow()).toBeGreaterThanOrEqual(1);
    const disbursedAt = t.clock.now();
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, balanceText: '150,000.00' });
    const after = await current(m);
    expect(after).toMatchObject({ status: 'DISBURSED', statusCard: card('DISBURSED'), disbursedAt: expect.any(String) });
    expect(after.schedule).toHaveLength(6);
    expect(after.schedule.reduce((s: number, r: { total: number }) => s + r.total, 0)).toBe(15_450_000);
    expect(after.schedule.reduce((s: number, r: { principal: number }) => s + r.principal, 0)).toBe(15_000_000);
    const start0 = new Date(after.disbursedAt);
    expect(Math.abs(start0.getTime() - disbursedAt.getTime())).toBeLessThan(5_000);
    expect(after.schedule.map((r: { dueDate: string }) => r.dueDate)).toEqual([1, 2, 3, 4, 5, 6].map((k) => manilaIsoDate(addMonthsManila(start0, k))));
    const disclosed = await t.call('get', `/loan/${loan.loanNumber}/disclosure`, { token: m.accessToken });
    expect(disclosed.body.dueDatesEstimated).toBe(false);

    // One balanced DISBURSEMENT entry, and the SMS (no link).
    const entries = await t.dataSource.query(`SELECT e.kind, e.movement_key FROM journal_entries e JOIN loans l ON l.id = e.loan_id WHERE l.loan_number = $1`, [loan.loanNumber]);
    expect(entries).toHaveLength(1);
    expect(entries[0].kind).toBe('DISBURSEMENT');
    const sms = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body[0];
    expect(sms.body).toContain('PHP 150,000.00 from loan');
    expect(sms.body).toContain(`is due on ${formatDate(after.schedule[0].dueDate, 'en')}`);

    // Running again moves nothing.
    expect(await disburseNow()).toBe(0);
    expect((await wallet(m)).balance).toBe(15_000_000);
  });
});

describe('one loan at a time', () => {
  it('a second application answers 409 "You already have a loan!"', async () => {
    const m = await verifiedMember(t, officer);
    await appliedLoan(t, m);
    const second = await applyFor(t, m);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'loan.alreadyHasLoan', message: 'You already have a loan!' });
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM loans WHERE member_id = $1', [m.id]);
    expect(n).toBe(1);
  });

  it('two concurrent applications: exactly one wins', async () => {
    const m = await verifiedMember(t, officer);
    const results = await Promise.all([applyFor(t, m), applyFor(t, m), applyFor(t, m)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('You already have a loan!');
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM loans WHERE member_id = $1', [m.id]);
    expect(n).toBe(1);
  });

  it('the partial unique index refuses a second open loan even when written directly', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const [row] = await t.dataSource.query('SELECT * FROM loans WHERE loan_number = $1', [loanNumber]);
    await expect(
      t.dataSource.query(
        `INSERT INTO loans (loan_number, member_id, status, currency, exchange_rate, rate_source, rate_fetched_at, amount, amount_php, installment_count,
           monthly_rate_bps, instalment, total_interest, total_repay, eir_monthly, eir_yearly, applied_amount, applied_amount_php, applied_installment_count,
           prescreen, applied_at)
         SELECT 'HLC-2026-999999', member_id, 'PENDING_REVIEW', currency, exchange_rate, rate_source, rate_fetched_at, amount, amount_php, installment_count,
           monthly_rate_bps, instalment, total_interest, total_repay, eir_monthly, eir_yearly, applied_amount, applied_amount_php, applied_installment_count,
           prescreen, applied_at FROM loans WHERE id = $1`,
        [row.id],
      ),
    ).rejects.toThrow(/loans_one_open_per_member/);
  });

  it('a member may apply again after a rejection or a cancellation', async () => {
    const m = await verifiedMember(t, officer);
    const first = await appliedLoan(t, m);
    expect((await t.call('post', `/officer/loans/${first}/reject`, { token: officer }).send({ reasonCode: 'HIGH_DSR' })).status).toBe(200);
    const second = await appliedLoan(t, m);
    expect((await t.call('post', `/loan/${second}/cancel`, { token: m.accessToken }).send({})).status).toBe(200);
    const third = await applyFor(t, m);
    expect(third.status).toBe(201);
    expect((await current(m)).loanNumber).toBe(third.body.loan.loanNumber);
  });
});

describe('application checks', () => {
  it('a member who has not finished activation gets 409 "Please complete your information!"', async () => {
    const m = await memberAt(t, 'identity');
    const res = await applyFor(t, m);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'form.incomplete', message: 'Please complete your information!' });
  });

  it('field errors: agreement, amount, term, currency', async () => {
    const m = await verifiedMember(t, officer);
    const res = await applyFor(t, m, { agree: false, amount: '12.345', installmentCount: 7, currency: 'XXX' });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toMatchObject({
      agree: 'Please read Service and Policy Agreement',
      amount: expect.any(String),
      installmentCount: expect.any(String),
    });
    const unknown = await applyFor(t, m, { currency: 'XXX' });
    expect(unknown.status).toBe(400);
    expect(fieldTexts(unknown.body)).toEqual({ currency: 'This currency is not available.' });
    const extra = await applyFor(t, m, { status: 'APPROVED' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors.status.message).toBe('This field is not allowed.');
    expect(await current(m)).toBeNull();
  });

  it('refuses an application without the credit-data notice acknowledged (RA 9510), and keeps the acknowledgement with its version and time', async () => {
    const m = await verifiedMember(t, officer);
    for (const creditNotice of [undefined, false, '']) {
      const res = await applyFor(t, m, { creditNotice });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ creditNotice: { code: 'field.creditNotice', message: 'Please tick the box to acknowledge the credit data notice.' } });
    }
    expect(await current(m)).toBeNull();
    const loanNumber = await appliedLoan(t, m);
    const row = await loanRow(t.dataSource, loanNumber);
    expect(row).toMatchObject({ credit_notice_version: CREDIT_DATA_NOTICE_VERSION, credit_notice_acknowledged_at: row.applied_at });
    const officerView = await t.call('get', `/officer/loans/${loanNumber}`, { token: officer });
    expect(officerView.body.creditNotice).toEqual({ version: CREDIT_DATA_NOTICE_VERSION, acknowledgedAt: (row.applied_at as Date).toISOString() });
  });

  it('an amount outside the limits is refused, not raised or lowered', async () => {
    const m = await verifiedMember(t, officer);
    const res = await applyFor(t, m, { amount: '1,000', installmentCount: '12' });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ amount: 'The loan amount must be between PHP 150,000.00 and PHP 5,000,000.00.' });
    expect(await current(m)).toBeNull();
  });

  it('a foreign-currency application stores both amounts (PHP = amount / rate) with the rate, and bounds scale by the rate', async () => {
    const m = await verifiedMember(t, officer);
    const res = await applyFor(t, m, { amount: '3,000', currency: 'USD' });
    expect(res.status).toBe(201);
    // Seeded rate: 0.0172 USD per 1 PHP. 300,000 cents / 0.0172 = 17,441,860.47 -> 17,441,860 centavos.
    expect(res.body.loan).toMatchObject({ currency: 'USD', exchangeRate: '0.0172', amount: 300_000, amountText: '3,000.00', amountPhp: 17_441_860, amountPhpText: '174,418.60' });
    const [row] = await t.dataSource.query('SELECT amount, amount_php, exchange_rate::text AS rate, currency, instalment FROM loans WHERE loan_number = $1', [res.body.loan.loanNumber]);
    expect(row).toEqual({ amount: '300000', amount_php: '17441860', rate: '0.0172000000', currency: 'USD', instalment: String(2_906_977 + 87_210) });

    // Below the minimum in USD: raised to the minimum (150,000 PHP = 2,580.00 USD).
    const quote = await t.call('post', '/loan/quote').send({ amount: '100', currency: 'USD', installmentCount: 6 });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ currency: 'USD', clamped: true, amount: 258_000, amountPhp: 15_000_000, minAmount: 258_000, maxAmount: 8_600_000, minAmountText: '2,580.00' });
  });
});

describe('the public quote', () => {
  it('answers the figures with texts, the EIR and the schedule', async () => {
    const res = await t.call('post', '/loan/quote').send({ amount: 150000, installmentCount: '6' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'PHP',
      exchangeRate: '1',
      amount: 15_000_000,
      clamped: false,
      instalment: 2_575_000,
      instalmentText: '25,750.00',
      totalRepayText: '154,500.00',
      monthlyPrincipalText: '25,000.00',
      monthlyInterestText: '750.00',
      eirMonthlyText: expect.stringMatching(/%$/),
      eirYearlyText: expect.stringMatching(/%$/),
    });
    expect(res.body.schedule).toHaveLength(6);
    expect(res.body.schedule.reduce((s: number, r: { total: number }) => s + r.total, 0)).toBe(15_450_000);
    const big = await t.call('post', '/loan/quote').send({ amount: '9,000,000', installmentCount: 48 });
    expect(big.body).toMatchObject({ clamped: true, amount: 500_000_000, amountText: '5,000,000.00' });
    const bad = await t.call('post', '/loan/quote').send({ amount: 'abc', installmentCount: 5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'installmentCount']);
  });
});

describe('signing', () => {
  it('a wrong code, an expired code, and signing twice: clear 4xx and nothing changes', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await approvedLoan(t, m, officer);
    const finish = (code: string) => t.call('post', `/loan/${loanNumber}/sign/finish`, { token: m.accessToken }).send({ code });

    // Not a code at all.
    const malformed = await finish('12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.code.message).toBe('Please enter the 6-digit code.');

    expect((await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({})).status).toBe(202);
    const code = await latestCode(t, m.e164);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const before = await loanRow(t.dataSource, loanNumber);
    const ledgerBefore = await ledgerMark(t.dataSource);

    const wrong = await finish(wrongCode);
    expect(wrong.status).toBe(400);
    expect({ message: wrong.body.message, errors: fieldTexts(wrong.body) }).toEqual({ message: 'Invalid OTP. 4 tries left.', errors: { code: 'Invalid OTP. 4 tries left.' } });
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(before);

    // Expired: 6 minutes later even the right code is refused.
    t.clock.setOffsetSeconds(6 * 60);
    const expired = await finish(code);
    expect(expired.status).toBe(400);
    expect(expired.body.errors.code.message).toBe('This code has expired. Please request a new code.');
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(before);
    expect(await entriesWrittenSince(t.dataSource, ledgerBefore)).toEqual([]);

    // A new code signs.
    expect((await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({})).status).toBe(202);
    const fresh = await latestCode(t, m.e164);
    expect((await finish(fresh)).status).toBe(200);
    const signed = await loanRow(t.dataSource, loanNumber);
    expect(signed.status).toBe('CONTRACT_SIGNED');

    // Twice: 409, and the stored contract is unchanged.
    const again = await finish(fresh);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'loan.alreadySigned', message: 'This contract is already signed.' });
    const restart = await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({});
    expect(restart.status).toBe(409);
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(signed);
  });

  it('is refused while the withdrawal account is an e-wallet whose monthly limit is below the net proceeds, at the start and at the code', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await approvedLoan(t, m, officer);
    const later = () => t.clock.setOffsetSeconds(t.clock.offsetSeconds + 61);
    const changeBank = async (bankName: string, accountNumber: string) => {
      later();
      const account = { bankName, accountName: 'Maria Santos', accountNumber, confirmAccountNumber: accountNumber };
      expect((await t.call('post', '/member/bank/change/start', { token: m.accessToken }).send(account)).status).toBe(202);
      expect((await t.call('post', '/member/bank/change/finish', { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    };
    const start = () => t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({});
    const refusal =
      'Your withdrawal account is an e-wallet, which receives at most PHP 100,000.00 a month: PHP 150,000.00 could not all leave your wallet within the cooling-off period. Change it to a bank account first (the bank account step of your activation), then sign.';

    // The code was sent while the account was a bank's; the account became an e-wallet before it was entered.
    expect((await start()).status).toBe(202);
    const code = await latestCode(t, m.e164);
    await changeBank('GCash', '09171234567');
    const finish = await t.call('post', `/loan/${loanNumber}/sign/finish`, { token: m.accessToken }).send({ code });
    expect([finish.status, finish.body]).toEqual([409, { code: 'loan.ewalletBelowProceeds', message: refusal, params: { cap: '100,000.00', amount: '150,000.00' } }]);
    later();
    const again = await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).set('Accept-Language', 'fil').send({});
    expect([again.status, again.body.code]).toEqual([409, 'loan.ewalletBelowProceeds']);
    expect(again.body.message).toContain('Palitan muna ito ng bank account');
    expect((await loanRow(t.dataSource, loanNumber)).status).toBe('APPROVED');

    await changeBank('BDO Unibank', '001234567891');
    later();
    await sign(t, m, loanNumber);
    expect((await loanRow(t.dataSource, loanNumber)).status).toBe('CONTRACT_SIGNED');
  });

  it('a loan pending review cannot be signed', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const res = await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'loan.cannotSign', message: 'This loan cannot be signed now.' });
    const contract = await t.call('get', `/loan/${loanNumber}/contract.pdf`, { token: m.accessToken });
    expect(contract.status).toBe(404);
    expect(contract.body).toEqual({ code: 'loan.contractNotFound', message: 'Contract not found.' });
  });
});

describe('cancellation', () => {
  it('is free before disbursement, from PENDING_REVIEW, APPROVED and CONTRACT_SIGNED', async () => {
    for (const stage of ['applied', 'approved', 'signed'] as const) {
      const m = await verifiedMember(t, officer);
      const loanNumber =
        stage === 'applied' ? await appliedLoan(t, m) : stage === 'approved' ? await approvedLoan(t, m, officer) : await signedLoan(t, m, officer);
      const ledgerBefore = await ledgerMark(t.dataSource);
      const res = await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({});
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your loan application is cancelled. There is no charge.');
      expect(res.body.loan).toMatchObject({ status: 'CANCELLED', statusCard: card('CANCELLED'), closureReason: 'MEMBER_CANCELLED', canCancel: false });
      expect(await entriesWrittenSince(t.dataSource, ledgerBefore)).toEqual([]);
      // A cancelled signed loan is never disbursed.
      await disburseNow();
      expect((await current(m)).status).toBe('CANCELLED');
      expect((await wallet(m)).balance).toBe(0);
      const again = await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({});
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'loan.cannotCancel', message: 'This loan can no longer be cancelled.' });
    }
  });

  it('within 3 days of signing, after disbursement: the principal goes back from the wallet by one balanced entry', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await signedLoan(t, m, officer);
    await disburseNow();
    expect((await wallet(m)).balance).toBe(15_000_000);
    expect((await current(m)).canCancel).toBe(true);

    const res = await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({});
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('no interest or fee');
    // Its own status text, no 'fully repaid' and nothing left to pay (docs/product.md §4); the member is told by SMS.
    expect(res.body.loan).toMatchObject({ status: 'PAID_OFF', statusCard: { ...LOAN_CLOSURE_CATALOGUE.COOLING_OFF }, closureReason: 'COOLING_OFF', canCancel: false });
    expect(res.body.loan.schedule.every((r: { status: string; owed: number }) => r.status === 'CANCELLED' && r.owed === 0)).toBe(true);
    expect(res.body.loan.balance).toMatchObject({ paidToDate: 0, remaining: 0, repaidFromWallet: 15_000_000, canRepay: false });
    const [notice] = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body;
    expect(notice.body).toContain(`Loan ${loanNumber} is cancelled in its cooling-off period and closed. PHP 150,000.00 (the principal) was returned from your wallet`);
    expect((await t.call('get', '/loan/contracts', { token: m.accessToken })).body.contracts[0]).toMatchObject({ status: 'PAID_OFF', closureReason: 'COOLING_OFF' });
    expect(await wallet(m)).toMatchObject({ balance: 0, held: 0 });
    const entries = await t.dataSource.query(
      `SELECT e.kind, e.movement_key, (SELECT json_agg(json_build_object('code', a.code, 'amount', l.amount::text) ORDER BY a.code)
         FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE l.entry_id = e.id) AS lines
         FROM journal_entries e JOIN loans x ON x.id = e.loan_id WHERE x.loan_number = $1 ORDER BY e.created_at`,
      [loanNumber],
    );
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(['DISBURSEMENT', 'REPAYMENT']);
    expect(entries[1].lines).toEqual([
      { code: 'LOAN_RECEIVABLE', amount: '15000000' },
      { code: `WALLET:${m.id}`, amount: '-15000000' },
    ]);
    // Closed: a new application is possible.
    expect((await applyFor(t, m)).status).toBe(201);
  });

  it('refused after the 3 days, or when the wallet no longer holds the principal; nothing moves', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await signedLoan(t, m, officer);
    await disburseNow();
    // Move the money out of the wallet (a withdrawal hold), then try.
    const { LedgerService } = await import('../src/modules/ledger/ledger.service');
    const ledger = t.app.get(LedgerService);
    const { randomUUID } = await import('node:crypto');
    const withdrawalId = randomUUID();
    await t.dataSource.transaction((mgr) => ledger.holdWithdrawal(mgr, { withdrawalId, memberId: m.id, amount: 1_000_000 }));
    const before = await loanRow(t.dataSource, loanNumber);
    const ledgerBefore = await ledgerMark(t.dataSource);
    const short = await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({});
    expect(short.status).toBe(409);
    expect(short.body).toEqual({ code: 'apiErrors.balanceTooLow', message: 'Your wallet balance is not enough for this.' });
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(before);
    expect(await entriesWrittenSince(t.dataSource, ledgerBefore)).toEqual([]);
    await t.dataSource.transaction((mgr) => ledger.voidWithdrawal(mgr, withdrawalId));

    t.clock.setOffsetSeconds(3 * 24 * 3600 + 60);
    const late = await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({});
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'loan.cannotCancel', message: 'This loan can no longer be cancelled.' });
    expect((await current(m)).canCancel).toBe(false);
    expect((await wallet(m)).balance).toBe(15_000_000);
  });
});

describe('privacy', () => {
  it("members cannot read other members' loans, disclosures or contracts (404) nor call officer endpoints (403)", async () => {
    const owner = await verifiedMember(t, officer);
    const loanNumber = await signedLoan(t, owner, officer);
    const other = await registerMember(t);
    const notFound = { code: 'loan.notFound', message: 'Loan not found.' };
    for (const res of [
      await t.call('get', `/loan/${loanNumber}/disclosure`, { token: other.accessToken }),
      await t.call('get', `/loan/${loanNumber}/disclosure?format=pdf`, { token: other.accessToken }),
      await t.call('get', `/loan/${loanNumber}/contract.pdf`, { token: other.accessToken }),
      await t.call('post', `/loan/${loanNumber}/sign/start`, { token: other.accessToken }).send({}),
      await t.call('post', `/loan/${loanNumber}/sign/finish`, { token: other.accessToken }).send({ code: '123456' }),
      await t.call('post', `/loan/${loanNumber}/cancel`, { token: other.accessToken }).send({}),
      await t.call('get', `/loan/HLC-2026-999998/disclosure`, { token: owner.accessToken }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect(await current(other)).toBeNull();
    expect((await t.call('get', '/loan/contracts', { token: other.accessToken })).body).toEqual({
      contracts: [],
      message: "We haven't received any loan applications so far.",
      nextCursor: null,
    });
    const forbidden = { code: 'apiErrors.forbidden', message: 'You do not have access to this resource.' };
    for (const res of [
      await t.call('get', '/officer/loans', { token: owner.accessToken }),
      await t.call('get', `/officer/loans/${loanNumber}`, { token: other.accessToken }),
      await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: owner.accessToken }).send({}),
      await t.call('post', `/officer/loans/${loanNumber}/reject`, { token: owner.accessToken }).send({ reasonCode: 'OTHER_POLICY' }),
      await t.call('get', '/officer/loan-reject-reasons', { token: other.accessToken }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbidden);
    }
    expect((await t.call('get', '/loan/contracts')).status).toBe(401);
    expect((await t.call('post', '/loan/applynew').send(APPLICATION)).status).toBe(401);
    // A body's phone number must be the token's own (docs/product.md §0.1).
    expect((await t.call('post', '/loan/phonenumber', { token: other.accessToken }).send({ phoneNumber: owner.national })).status).toBe(403);
    expect((await t.call('post', '/loan/phonenumber', { token: owner.accessToken }).send({ phoneNumber: owner.national })).body.loan.loanNumber).toBe(loanNumber);
  });

  it('GET /loan/current reads what the historical POST /loan/phonenumber answers', async () => {
    const m = await verifiedMember(t, officer);
    expect((await t.call('get', '/loan/current', { token: m.accessToken })).body).toEqual({ loan: null, signingCodeExpiresAt: null });
    const loanNumber = await signedLoan(t, m, officer);
    const read = await t.call('get', '/loan/current', { token: m.accessToken });
    expect(read.status).toBe(200);
    expect(read.body.loan.loanNumber).toBe(loanNumber);
    expect((await t.call('post', '/loan/phonenumber', { token: m.accessToken }).send({})).body).toEqual(read.body);
  });

  it('officers may download a signed contract; each view is audited', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await signedLoan(t, m, officer);
    const res = await t.call('get', `/loan/${loanNumber}/contract.pdf`, { token: officer }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-sha256']).toBe(createHash('sha256').update(res.body as Buffer).digest('hex'));
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_events a JOIN loans l ON l.id::text = a.target WHERE a.action = 'officer.loan.contract.view' AND l.loan_number = $1`,
      [loanNumber],
    );
    expect(n).toBe(1);
  });
});

describe('statuses come from the catalogue only', () => {
  it('every status card of every loan in the database equals the catalogue entry', async () => {
    const rows: { loan_number: string; member_id: string; status: LoanStatus; closure_reason: string | null; ever_late: boolean }[] = await t.dataSource.query(
      `SELECT l.loan_number, l.member_id, l.status, l.closure_reason,
              EXISTS (SELECT 1 FROM loan_schedule s WHERE s.loan_id = l.id AND s.overdue_at IS NOT NULL) AS ever_late
         FROM loans l`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const seen = new Set<string>();
    for (const r of rows) {
      const res = await t.call('get', `/officer/loans/${r.loan_number}`, { token: officer });
      // By status, or by closure reason where it has its own entry (a cooling-off cancellation, a
      // loan repaid with no instalment ever overdue).
      expect(res.body.statusCard).toEqual({ ...loanStatusEntry(r.status, r.closure_reason, 'en', r.ever_late) });
      seen.add(r.status);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['CANCELLED', 'CONTRACT_SIGNED', 'DISBURSED', 'PAID_OFF', 'PENDING_REVIEW', 'REJECTED']));
    const list = await t.call('get', '/officer/loans', { token: officer });
    expect(JSON.stringify(list.body)).not.toMatch(/password|codeHash|pdf"/i);
  });
});
