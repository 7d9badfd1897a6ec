import { LOAN_STATUS_CATALOGUE } from '@halimbawa/domain';
import request from 'supertest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { officerToken } from '@halimbawa/testing';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { LoanJobsService } from '../src/modules/loans/loan-jobs.service';
import { memberAt } from './support/kyc';
import { entriesWrittenSince, ledgerMark, sumOfLines } from './support/ledger-invariants';
import { appliedLoan, loanRow, signedLoan, useLoansSuite, verifiedMember } from './support/loans';
import type { Registered } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let jobs: LoanJobsService;
beforeAll(() => ({ t, officer, jobs } = suite));

const approve = (loanNumber: string, body: Record<string, unknown> = {}) => t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send(body);
const reject = (loanNumber: string, body: Record<string, unknown>) => t.call('post', `/officer/loans/${loanNumber}/reject`, { token: officer }).send(body);
const current = async (m: Registered) => (await t.call('post', '/loan/phonenumber', { token: m.accessToken }).send({})).body.loan;
const auditCount = async (action: string, loanNumber: string) =>
  (
    await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_events a JOIN loans l ON l.id::text = a.target WHERE a.action = $1 AND l.loan_number = $2`,
      [action, loanNumber],
    )
  )[0].n;

describe('officer decisions', () => {
  it('approving a loan of a member whose KYC is not verified: 409 and nothing changes', async () => {
    const m = await memberAt(t, 'bank'); // activated, KYC still PENDING
    const loanNumber = await appliedLoan(t, m);
    const before = await loanRow(t.dataSource, loanNumber);
    const res = await approve(loanNumber);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'loan.kycNotVerified', message: "The member's identity (KYC) is not verified." });
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(before);
    const detail = await t.call('get', `/officer/loans/${loanNumber}`, { token: officer });
    expect(detail.body).toMatchObject({ status: 'PENDING_REVIEW', kycStatus: 'PENDING', prescreen: { kycStatus: 'PENDING' } });
  });

  it('rejecting with a reason from the list; the member sees its words; approving it afterwards fails and changes nothing', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const bad = await reject(loanNumber, { reasonCode: 'You are too poor' });
    expect(bad.status).toBe(400);
    expect(fieldTexts(bad.body)).toEqual({ reasonCode: 'Please choose a reason from the list.' });
    const free = await reject(loanNumber, { reasonCode: 'OTHER_POLICY', status: 'PAID_OFF' });
    expect(free.status).toBe(400);
    expect(free.body.errors.status.message).toBe('This field is not allowed.');

    const res = await reject(loanNumber, { reasonCode: 'HIGH_DSR' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'REJECTED', statusCard: { ...LOAN_STATUS_CATALOGUE.REJECTED }, rejectionReasonCode: 'HIGH_DSR', rejectedBy: expect.any(String) });
    const seen = await current(m);
    expect(seen).toMatchObject({ status: 'REJECTED', rejectionReason: 'The instalment would be too large a share of your monthly income.', rejectionReasonCode: 'HIGH_DSR', canCancel: false });
    const sms = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body[0];
    expect(sms.body).toContain('we could not approve your loan application');
    expect(sms.body).not.toContain('income');
    expect(await auditCount('officer.loan.reject', loanNumber)).toBe(1);

    const before = await loanRow(t.dataSource, loanNumber);
    const ledgerBefore = await ledgerMark(t.dataSource);
    const again = await approve(loanNumber);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'loan.approveNotPending', message: 'Only a loan pending review can be approved.' });
    const twice = await reject(loanNumber, { reasonCode: 'LOW_INCOME' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: 'loan.rejectNotPending', message: 'Only a loan pending review can be rejected.' });
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(before);
    expect(await entriesWrittenSince(t.dataSource, ledgerBefore)).toEqual([]);
    expect(await auditCount('officer.loan.approve', loanNumber)).toBe(0);
  });

  it('approves a lower amount and a shorter term, requoted with the domain math; never more, never below the minimum', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '300,000', installmentCount: 12 });
    const tooMuch = await approve(loanNumber, { amount: '300000.01' });
    expect(tooMuch.status).toBe(400);
    expect(fieldTexts(tooMuch.body)).toEqual({ amount: 'The approved amount must be between the minimum and the applied amount.' });
    const tooLittle = await approve(loanNumber, { amount: '149999.99' });
    expect(tooLittle.status).toBe(400);
    const longer = await approve(loanNumber, { installmentCount: 24 });
    expect(fieldTexts(longer.body)).toEqual({ installmentCount: 'The term cannot be longer than the one applied for.' });
    const notOffered = await approve(loanNumber, { installmentCount: 7 });
    expect(notOffered.status).toBe(400);
    expect((await loanRow(t.dataSource, loanNumber)).status).toBe('PENDING_REVIEW');

    // A lower amount says why, in words the borrower reads.
    const noReason = await approve(loanNumber, { amount: '200,000', installmentCount: 6 });
    expect(noReason.status).toBe(400);
    expect(fieldTexts(noReason.body)).toEqual({ reasonCode: 'Please choose why you approve a lower amount.' });
    const res = await approve(loanNumber, { amount: '200,000', installmentCount: 6, reasonCode: 'LOWER_DSR', note: 'DSR 49% at the amount asked.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'APPROVED',
      amount: 20_000_000,
      amountPhp: 20_000_000,
      installmentCount: 6,
      instalment: 3_333_334 + 100_000,
      totalInterest: 600_000,
      totalRepay: 20_600_000,
      appliedAmount: 30_000_000,
      appliedInstallmentCount: 12,
    });
    expect(res.body.schedule).toHaveLength(6);
    expect(res.body.schedule.reduce((s: number, r: { principal: number }) => s + r.principal, 0)).toBe(20_000_000);
    expect(res.body.schedule.reduce((s: number, r: { total: number }) => s + r.total, 0)).toBe(20_600_000);
    expect(await auditCount('officer.loan.approve', loanNumber)).toBe(1);
    const disclosure = await t.call('get', `/loan/${loanNumber}/disclosure`, { token: m.accessToken });
    const why = 'We approved a lower amount so that your instalment stays a safe share of your monthly income.';
    expect(disclosure.body).toMatchObject({ amountFinancedText: '200,000.00', totalRepayText: '206,000.00', numberOfPayments: 6, appliedAmountText: '300,000.00', approvalReason: why });
    expect(await current(m)).toMatchObject({ amountPhpText: '200,000.00', appliedAmountPhpText: '300,000.00', approvalReasonCode: 'LOWER_DSR', approvalReason: why });
    const outbox = await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`);
    expect(outbox.body.map((sms: { body: string }) => sms.body).join('\n')).toContain(`approved for PHP 200,000.00 of the PHP 300,000.00 you asked for. ${why}`);
  });

  it('lists by status (400 for an unknown one), shows a loan, and audits both', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    // The lists this test makes: those audited from now on.
    const [{ since }] = await t.dataSource.query(`SELECT clock_timestamp()::text AS since`);
    const lists = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'officer.loan.list' AND created_at >= $1::timestamptz`, [since]))[0].n;
    const bad = await t.call('get', '/officer/loans?status=WHATEVER', { token: officer });
    expect(bad.status).toBe(400);
    expect(fieldTexts(bad.body)).toEqual({ status: 'Please choose a loan status.' });
    const all = await t.call('get', '/officer/loans', { token: officer });
    expect(all.status).toBe(200);
    expect(all.body.loans.some((l: { loanNumber: string }) => l.loanNumber === loanNumber)).toBe(true);
    const approved = await t.call('get', '/officer/loans?status=APPROVED', { token: officer });
    expect(approved.body.loans.every((l: { status: string }) => l.status === 'APPROVED')).toBe(true);
    const found = await t.call('get', `/officer/loans?q=${loanNumber.toLowerCase()}`, { token: officer });
    expect(found.body.loans.map((l: { loanNumber: string }) => l.loanNumber)).toEqual([loanNumber]);
    expect((await t.call('get', `/officer/loans/${loanNumber}`, { token: officer })).status).toBe(200);
    expect((await t.call('get', '/officer/loans/HLC-2026-999997', { token: officer })).status).toBe(404);
    expect(await auditCount('officer.loan.view', loanNumber)).toBe(1);
    expect(await lists()).toBe(3);
    const reasons = await t.call('get', '/officer/loan-reject-reasons', { token: officer });
    expect(reasons.body.reasons.map((r: { code: string }) => r.code)).toEqual(['LOW_INCOME', 'HIGH_DSR', 'KYC_FAILED', 'AGE_OUT_OF_RANGE', 'INCOMPLETE_DOCUMENTS', 'OTHER_POLICY']);
  });

  it('pages newest first with a cursor, and finds a member\'s loans by phone number', async () => {
    const members = [await verifiedMember(t, officer), await verifiedMember(t, officer), await verifiedMember(t, officer)];
    const numbers: string[] = [];
    for (const m of members) numbers.push(await appliedLoan(t, m));
    const page = (query: string) => t.call('get', `/officer/loans?${query}`, { token: officer });
    const first = await page('limit=2');
    expect(first.body.loans.map((l: { loanNumber: string }) => l.loanNumber)).toEqual([numbers[2], numbers[1]]);
    const second = await page(`limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.loans[0].loanNumber).toBe(numbers[0]);
    const byPhone = await page(`q=${encodeURIComponent(members[1].e164)}`);
    expect(byPhone.body).toMatchObject({ loans: [{ loanNumber: numbers[1] }], nextCursor: null });
    expect((await page('cursor=not-a-cursor')).body.errors).toHaveProperty('cursor');
    expect((await page('limit=201')).body.errors).toHaveProperty('limit');
  });

  it('every loan route is in the OpenAPI document, the officer ones under the officer tag', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs-json')).body;
    const paths = doc.paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [path, method] of [
      ['/api/v2/loan/quote', 'post'],
      ['/api/v2/loan/applynew', 'post'],
      ['/api/v2/loan/phonenumber', 'post'],
      ['/api/v2/loan/contracts', 'get'],
      ['/api/v2/loan/{loanNumber}/disclosure', 'get'],
      ['/api/v2/loan/{loanNumber}/sign/start', 'post'],
      ['/api/v2/loan/{loanNumber}/sign/finish', 'post'],
      ['/api/v2/loan/{loanNumber}/contract.pdf', 'get'],
      ['/api/v2/loan/{loanNumber}/cancel', 'post'],
      ['/api/v2/officer/loans', 'get'],
      ['/api/v2/officer/loans/{loanNumber}', 'get'],
      ['/api/v2/officer/loans/{loanNumber}/approve', 'post'],
      ['/api/v2/officer/loans/{loanNumber}/reject', 'post'],
      ['/api/v2/officer/loan-reject-reasons', 'get'],
    ]) {
      expect({ path, method, documented: Boolean(paths[path]?.[method]) }).toEqual({ path, method, documented: true });
    }
    expect(paths['/api/v2/officer/loans/{loanNumber}/approve'].post.tags).toEqual(['officer']);
    expect(doc.components.schemas.RejectLoanRequestDto.properties.reasonCode.$ref).toBe('#/components/schemas/RejectReasonCode');
    expect(doc.components.schemas.RejectReasonCode.enum).toContain('HIGH_DSR');
  });
});

describe('the disbursement job', () => {
  it('run at once by two ticks of this app and by a second app instance: each signed loan is credited exactly once', async () => {
    // Loans other specs left signed are disbursed first, so that the count below is ours only.
    t.clock.setOffsetSeconds(3600);
    await jobs.runDisbursements();
    t.clock.setOffsetSeconds(0);
    const members: Registered[] = [];
    const loanNumbers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const m = await verifiedMember(t, officer);
      members.push(m);
      loanNumbers.push(await signedLoan(t, m, officer));
    }
    const other = await createTestApp();
    try {
      t.clock.setOffsetSeconds(11);
      other.clock.setOffsetSeconds(11);
      const otherJobs = other.app.get(LoanJobsService);
      const runs = await Promise.all([jobs.runDisbursements(), jobs.runDisbursements(), otherJobs.runDisbursements(), otherJobs.runDisbursements()]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(4);
      await Promise.all([jobs.tick(), otherJobs.tick()]);
    } finally {
      await other.close();
    }
    const ledger = t.app.get(LedgerService);
    for (const [i, m] of members.entries()) {
      expect((await current(m)).status).toBe('DISBURSED');
      expect((await ledger.findAccount(`WALLET:${m.id}`))?.balance).toBe(15_000_000);
      expect(await sumOfLines(t.dataSource, `WALLET:${m.id}`)).toBe(15_000_000);
      const entries = await t.dataSource.query(`SELECT e.kind FROM journal_entries e JOIN loans l ON l.id = e.loan_id WHERE l.loan_number = $1`, [loanNumbers[i]]);
      expect(entries).toEqual([{ kind: 'DISBURSEMENT' }]);
      const sms = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body.filter((x: { body: string }) => x.body.includes('is now in your wallet'));
      expect(sms).toHaveLength(1);
    }
  });

  it('a disbursement entry already recorded (a crash after the money moved) is not posted again', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await signedLoan(t, m, officer);
    const [loan] = await t.dataSource.query('SELECT id FROM loans WHERE loan_number = $1', [loanNumber]);
    const ledger = t.app.get(LedgerService);
    await t.dataSource.transaction((mgr) => ledger.disburse(mgr, { loanId: loan.id, memberId: m.id, amount: 15_000_000, loanNumber }));
    t.clock.setOffsetSeconds(11);
    expect(await jobs.runDisbursements()).toBeGreaterThanOrEqual(1);
    expect((await current(m)).status).toBe('DISBURSED');
    expect((await ledger.findAccount(`WALLET:${m.id}`))?.balance).toBe(15_000_000);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM journal_entries WHERE loan_id = $1`, [loan.id]);
    expect(n).toBe(1);
  });

  it('waits for the delay, and POST /dev/jobs/run triggers it', async () => {
    const m = await verifiedMember(t, officer);
    await signedLoan(t, m, officer);
    t.clock.setOffsetSeconds(-60); // well before the end of the delay, however slow the machine
    const early = await t.call('post', '/dev/jobs/run').send({});
    expect(early.status).toBe(200);
    expect((await current(m)).status).toBe('CONTRACT_SIGNED');
    t.clock.setOffsetSeconds(11);
    const res = await t.call('post', '/dev/jobs/run').send({ job: 'disbursement' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ disbursed: expect.any(Number), approved: 0 });
    expect(res.body.disbursed).toBeGreaterThanOrEqual(1);
    expect((await current(m)).status).toBe('DISBURSED');
    expect((await t.call('post', '/dev/jobs/run').send({ job: 'everything' })).status).toBe(400);
  });
});

describe('what the database refuses by itself', () => {
  it('a schedule that does not sum to the loan, an unknown status, a changed contract', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await signedLoan(t, m, officer);
    const [loan] = await t.dataSource.query('SELECT id FROM loans WHERE loan_number = $1', [loanNumber]);
    await expect(t.dataSource.query(`UPDATE loan_schedule SET principal = principal + 1, total = total + 1 WHERE loan_id = $1 AND number = 1`, [loan.id])).rejects.toThrow(
      /schedule of loan/,
    );
    await expect(t.dataSource.query(`UPDATE loans SET status = 'RELEASE_FEE_REQUIRED' WHERE id = $1`, [loan.id])).rejects.toThrow(/loans_status_known/);
    await expect(t.dataSource.query(`UPDATE loan_contracts SET sha256 = sha256 WHERE loan_id = $1`, [loan.id])).rejects.toThrow(/never changed/);
    await expect(t.dataSource.query(`DELETE FROM loan_contracts WHERE loan_id = $1`, [loan.id])).rejects.toThrow(/never changed/);
  });
});

describe('auto-approval (AUTO_APPROVE=true)', () => {
  let auto: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'halimbawa-docs-'));
    auto = await createTestApp({ DOCUMENTS_DIR: dir, AUTO_APPROVE: 'true', AUTO_APPROVE_MAX_DSR: '0.8' });
  });
  afterAll(async () => {
    await auto.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('approves KYC-verified members whose DSR is below the maximum, and only them', async () => {
    const autoOfficer = await officerToken(auto.api);
    const verified = await verifiedMember(auto, autoOfficer);
    const good = await appliedLoan(auto, verified); // DSR 25.75 % < 80 %
    const highDsr = await verifiedMember(auto, autoOfficer);
    const high = await appliedLoan(auto, highDsr, { amount: '500000' }); // DSR 98.33 %
    const pending = await memberAt(auto, 'bank');
    const unverified = await appliedLoan(auto, pending);

    const run = await auto.app.get(LoanJobsService).tick('auto-approval');
    expect(run.approved).toBeGreaterThanOrEqual(1);
    const status = async (n: string) => (await loanRow(auto.dataSource, n)).status;
    expect(await status(good)).toBe('APPROVED');
    expect(await status(high)).toBe('PENDING_REVIEW');
    expect(await status(unverified)).toBe('PENDING_REVIEW');
    const [event] = await auto.dataSource.query(
      `SELECT a.actor_id FROM audit_events a JOIN loans l ON l.id::text = a.target WHERE a.action = 'system.loan.auto-approve' AND l.loan_number = $1`,
      [good],
    );
    expect(event).toEqual({ actor_id: null });
    // The default app does not auto-approve.
    expect((await jobs.tick('auto-approval')).approved).toBe(0);
  });
});

describe('the timer (LOAN_JOBS_ENABLED=true)', () => {
  it('disburses a signed loan by itself within a poll interval, and stops with the app', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'halimbawa-docs-'));
    const timed = await createTestApp({ DOCUMENTS_DIR: dir, LOAN_JOBS_ENABLED: 'true', JOBS_POLL_S: '1', DISBURSE_DELAY_S: '0' });
    try {
      const timedOfficer = await officerToken(timed.api);
      const m = await verifiedMember(timed, timedOfficer);
      const loanNumber = await signedLoan(timed, m, timedOfficer);
      let status = '';
      for (let i = 0; i < 40 && status !== 'DISBURSED'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await loanRow(timed.dataSource, loanNumber)).status as string;
      }
      expect(status).toBe('DISBURSED');
    } finally {
      await timed.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
