import { activatedMember, officerToken } from '@halimbawa/testing';
import type { DataSource } from 'typeorm';
import { LoanJobsService } from '../../src/modules/loans/loan-jobs.service';
import { createKycTestApp } from './kyc';
import { useLedgerInvariants, type LedgerInvariants } from './ledger-invariants';
import { latestCode, newPhone, type Registered } from './members';
import type { TestApp } from './test-app';

export interface LoansSuite {
  t: TestApp;
  officer: string;
  jobs: LoanJobsService;
  /** The ledger's invariants on what the suite wrote since the last check (also checked after each test). */
  invariants: LedgerInvariants;
}

/**
 * One app per loans suite (able to upload KYC documents), the officer's token and the jobs; the
 * settable clock is reset after each test and the ledger invariants are checked after each test.
 */
export function useLoansSuite(env: Record<string, string> = {}): LoansSuite {
  const suite = {} as LoansSuite;
  beforeAll(async () => {
    suite.t = await createKycTestApp(env);
    suite.officer = await officerToken(suite.t.api);
    suite.jobs = suite.t.app.get(LoanJobsService);
  });
  afterAll(() => suite.t.close());
  afterEach(() => suite.t.clock.setOffsetSeconds(0));
  suite.invariants = useLedgerInvariants(() => suite.t?.dataSource);
  return suite;
}

/** An activated member (the five steps done) whose KYC an officer verified. */
export async function verifiedMember(t: TestApp, officer: string): Promise<Registered> {
  const phone = await newPhone(t);
  return { ...phone, ...(await activatedMember(t.api, phone.national, { verifiedBy: officer })) };
}

export const APPLICATION = { amount: '150000', currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true };

export function applyFor(t: TestApp, m: Registered, body: Record<string, unknown> = {}) {
  return t.call('post', '/loan/applynew', { token: m.accessToken }).send({ ...APPLICATION, ...body });
}

export async function appliedLoan(t: TestApp, m: Registered, body: Record<string, unknown> = {}): Promise<string> {
  const res = await applyFor(t, m, body);
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${res.text}`);
  return res.body.loan.loanNumber;
}

export async function approvedLoan(t: TestApp, m: Registered, officer: string, body: Record<string, unknown> = {}): Promise<string> {
  const loanNumber = await appliedLoan(t, m, body);
  const res = await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({});
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${res.text}`);
  return loanNumber;
}

export async function signedLoan(t: TestApp, m: Registered, officer: string, body: Record<string, unknown> = {}): Promise<string> {
  const loanNumber = await approvedLoan(t, m, officer, body);
  await sign(t, m, loanNumber);
  return loanNumber;
}

export async function sign(t: TestApp, m: Registered, loanNumber: string): Promise<void> {
  const start = await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({});
  if (start.status !== 202) throw new Error(`sign start failed: ${start.status} ${start.text}`);
  const code = await latestCode(t, m.e164);
  const finish = await t.call('post', `/loan/${loanNumber}/sign/finish`, { token: m.accessToken }).send({ code });
  if (finish.status !== 200) throw new Error(`sign finish failed: ${finish.status} ${finish.text}`);
}

/**
 * A verified member's PHP 150,000 / 6-month loan signed at `at` (the settable clock) and disbursed
 * by the job once the demo delay has passed.
 */
export async function disbursedAt(suite: LoansSuite, at: string): Promise<{ m: Registered; loanNumber: string }> {
  const { t } = suite;
  t.clock.setTo(new Date(at));
  const m = await verifiedMember(t, suite.officer);
  const loanNumber = await signedLoan(t, m, suite.officer);
  t.clock.setTo(new Date(t.clock.now().getTime() + 11_000));
  await suite.jobs.tick('disbursement');
  return { m, loanNumber };
}

/** The loan row as stored, and the contract row count, to compare before and after a refused request. */
export async function loanRow(dataSource: DataSource, loanNumber: string): Promise<Record<string, unknown>> {
  const [row] = await dataSource.query(`SELECT * FROM loans WHERE loan_number = $1`, [loanNumber]);
  const schedule = await dataSource.query(`SELECT * FROM loan_schedule WHERE loan_id = $1 ORDER BY number`, [row.id]);
  const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM loan_contracts WHERE loan_id = $1`, [row.id]);
  return { ...row, schedule, contracts: n };
}

/**
 * A verified member's PHP 150,000 / 6-month loan, signed at `start` and disbursed by the job 11 s
 * later (the demo's 10 s delay), however long the set-up took.
 */
export async function disbursedLoan(suite: LoansSuite, start: string): Promise<{ m: Registered; loanNumber: string }> {
  const { t, officer } = suite;
  t.clock.setTo(new Date(start));
  const m = await verifiedMember(t, officer);
  const loanNumber = await signedLoan(t, m, officer);
  t.clock.setTo(new Date(t.clock.now().getTime() + 11_000));
  await suite.jobs.tick('disbursement');
  return { m, loanNumber };
}

/** The SMS and e-mails the dev outbox holds for `to`. */
export async function outbox(t: TestApp, to: string): Promise<{ channel: string; body: string }[]> {
  return (await t.call('get', `/dev/outbox?to=${encodeURIComponent(to)}`)).body;
}
