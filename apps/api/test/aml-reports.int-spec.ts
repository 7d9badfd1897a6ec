// Covered and suspicious transaction reports (docs/aml.md): a disbursement and a repayment above
// PHP 500,000 each become a covered-transaction report due five working days later (holidays
// skipped), exported, filed once, never deleted, the overdue ones first.
import { officerToken } from '@halimbawa/testing';
import { LoanJobsService } from '../src/modules/loans/loan-jobs.service';
import { createKycTestApp } from './support/kyc';
import { appliedLoan, sign, verifiedMember } from './support/loans';
import { adminMember, staffMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

/** 10:00 in Manila on `day`. */
const manilaMorning = (day: string) => new Date(`${day}T02:00:00Z`);

describe('covered and suspicious transaction reports', () => {
  let t: TestApp;
  let officer: string;
  let secondOfficer: string;
  let compliance: { id: string; staffToken: string };
  let admin: string;

  beforeAll(async () => {
    t = await createKycTestApp({ DISBURSE_DELAY_S: '0' });
    officer = await officerToken(t.api);
    [secondOfficer, compliance, admin] = await Promise.all([
      staffMember(t, 'LOAN_OFFICER').then((s) => s.staffToken),
      staffMember(t, 'COMPLIANCE'),
      adminMember(t).then((a) => a.adminToken),
    ]);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => t.clock.setOffsetSeconds(0));

  const reportsOf = async (memberId: string) =>
    (await t.dataSource.query(
      `SELECT id, kind, transaction_kind, amount_php::bigint::int AS amount, to_char(occurred_on, 'YYYY-MM-DD') AS occurred_on, to_char(due_on, 'YYYY-MM-DD') AS due_on, case_id, reason_codes
         FROM aml_reports WHERE member_id = $1 ORDER BY created_at, id`,
      [memberId],
    )) as { id: string; kind: string; transaction_kind: string | null; amount: number | null; occurred_on: string; due_on: string; case_id: string | null; reason_codes: string[] }[];

  /** A verified member's PHP 750,000 / 48-month loan, approved (by two: it is above the four-eyes amount), signed and disbursed on `day`. */
  async function disbursedOn(day: string): Promise<{ m: Registered; loanNumber: string }> {
    t.clock.setTo(manilaMorning(day));
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '750,000', installmentCount: 48 });
    const first = await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({ note: 'Payslips checked.' });
    expect(first.status).toBe(200);
    if (first.body.secondApproval) {
      expect((await t.call('post', `/officer/four-eyes/${first.body.secondApproval.actionId}/approve`, { token: secondOfficer }).send({})).status).toBe(200);
    }
    await sign(t, m, loanNumber);
    await t.app.get(LoanJobsService).tick('disbursement');
    expect((await t.dataSource.query(`SELECT status FROM loans WHERE loan_number = $1`, [loanNumber]))[0].status).toBe('DISBURSED');
    return { m, loanNumber };
  }

  it('reports a PHP 750,000 disbursement and a PHP 600,000 repayment, each due five working days later, a holiday moving it; exports both; files once; keeps them', async () => {
    // Monday 8 June 2026: Friday 12 June is Independence Day, so the fifth working day is Tuesday 16 June.
    const { m, loanNumber } = await disbursedOn('2026-06-08');
    const [disbursement] = await reportsOf(m.id);
    expect(disbursement).toMatchObject({ kind: 'CTR', transaction_kind: 'DISBURSEMENT', amount: 75_000_000, occurred_on: '2026-06-08', due_on: '2026-06-16' });

    // An admin adds a holiday on Wednesday 24 June: a repayment on Monday 22 June is due Tuesday 30 June, not Monday 29.
    const added = await t.call('post', '/admin/holidays', { token: admin }).send({ day: '2026-06-24', name: 'Test holiday' });
    expect(added.status).toBe(201);
    expect((await t.call('post', '/admin/holidays', { token: admin }).send({ day: '2026-06-24', name: 'Again' })).body.errors.day.code).toBe('apiAml.holidayExists');
    expect((await t.call('post', '/admin/holidays', { token: admin }).send({ day: '2026-02-30', name: 'No such day' })).body.errors.day.code).toBe('apiAml.day');
    try {
      t.clock.setTo(manilaMorning('2026-06-22'));
      const paid = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `aml-${m.id}`).send({ kind: 'AMOUNT', amount: '600,000' });
      expect(paid.status).toBe(200);
    } finally {
      expect((await t.call('delete', '/admin/holidays/2026-06-24', { token: admin })).status).toBe(200);
    }
    const [, repayment] = await reportsOf(m.id);
    expect(repayment).toMatchObject({ kind: 'CTR', transaction_kind: 'REPAYMENT', amount: 60_000_000, occurred_on: '2026-06-22', due_on: '2026-06-30' });
    const holidayAudit: { action: string }[] = await t.dataSource.query(`SELECT action FROM audit_events WHERE target = '2026-06-24' ORDER BY created_at`);
    expect(holidayAudit.map((a) => a.action)).toEqual(['admin.holiday.add', 'admin.holiday.remove']);

    expect((await t.call('get', '/compliance/reports/export?kind=CTR&from=2026-06-22&to=2026-06-08', { token: compliance.staffToken })).body.errors.to.code).toBe('apiAml.period');
    // The export of the period holds both, in the documented layout.
    const exported = await t.call('get', '/compliance/reports/export?kind=CTR&from=2026-06-08&to=2026-06-22', { token: compliance.staffToken });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    const lines = exported.text.split('\r\n');
    expect(lines[0]).toMatch(/^H,/);
    expect(lines[1]).toMatch(/^RECORD,REPORT_TYPE,REPORT_ID,TRANSACTION_DATE,TRANSACTION_CODE,AMOUNT_PHP/);
    expect(lines.find((l) => l.includes(disbursement.id))).toMatch(/^D,CTR,[^,]+,2026-06-08,LOAN_RELEASE,750000\.00,PHP,/);
    expect(lines.find((l) => l.includes(repayment.id))).toMatch(/^D,CTR,[^,]+,2026-06-22,LOAN_PAYMENT,600000\.00,PHP,/);

    // Compliance finds the member and opens their page.
    const found = await t.call('get', `/compliance/members?q=${encodeURIComponent(m.national)}`, { token: compliance.staffToken });
    expect(found.body.members).toEqual([expect.objectContaining({ id: m.id, phoneNumber: m.e164 })]);
    expect((await t.call('get', `/compliance/members/${m.id}`, { token: compliance.staffToken })).body).toMatchObject({ id: m.id, phoneNumber: m.e164 });

    // On 30 June the disbursement's report is overdue and stands first; the repayment's is due today.
    t.clock.setTo(manilaMorning('2026-06-30'));
    const refused = await t.call('post', `/compliance/members/${m.id}/suspicious-reports`, { token: compliance.staffToken }).send({ reasonCodes: ['XX'], narrative: 'short' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ reasonCodes: { code: 'apiAml.reasonCodes' }, narrative: { code: 'apiAml.narrative' } });
    const drafted = await t.call('post', `/compliance/members/${m.id}/suspicious-reports`, { token: compliance.staffToken }).send({
      reasonCodes: ['SI3', 'SI5'],
      narrative: 'Repaid PHP 600,000 two weeks after disbursement, far above the declared income.',
    });
    expect(drafted.status).toBe(201);
    expect(drafted.body).toMatchObject({ kind: 'STR', reasonCodes: ['SI3', 'SI5'], occurredOn: '2026-06-30', dueOn: '2026-07-07', overdue: false, draftedBy: compliance.id });
    const list = await t.call('get', `/compliance/reports?memberId=${m.id}`, { token: compliance.staffToken });
    expect(list.status).toBe(200);
    expect(list.body.overdue.map((r: { id: string }) => r.id)).toEqual([disbursement.id]);
    expect(list.body.overdue[0]).toMatchObject({ overdue: true, dueOn: '2026-06-16' });
    expect(list.body.reports.map((r: { id: string }) => r.id)).toEqual([drafted.body.id, repayment.id]);

    // Filed once, with the reference and who filed it; then it leaves the overdue list, and it can be neither changed nor deleted.
    expect((await t.call('post', `/compliance/reports/${disbursement.id}/file`, { token: compliance.staffToken }).send({ reference: '' })).body.errors.reference.code).toBe('apiAml.filedReference');
    const filed = await t.call('post', `/compliance/reports/${disbursement.id}/file`, { token: compliance.staffToken }).send({ reference: 'AMLC-2026-000123' });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ filedReference: 'AMLC-2026-000123', filedBy: compliance.id, filedAt: expect.any(String), overdue: false });
    expect((await t.call('post', `/compliance/reports/${disbursement.id}/file`, { token: compliance.staffToken }).send({ reference: 'AMLC-2026-000124' })).body.code).toBe('apiAml.alreadyFiled');
    expect((await t.call('get', `/compliance/reports?memberId=${m.id}`, { token: compliance.staffToken })).body.overdue).toEqual([]);
    await expect(t.dataSource.query(`DELETE FROM aml_reports WHERE id = $1`, [disbursement.id])).rejects.toThrow(/kept/);
    await expect(t.dataSource.query(`DELETE FROM aml_reports WHERE id = $1`, [drafted.body.id])).rejects.toThrow(/kept/);
    await expect(t.dataSource.query(`UPDATE aml_reports SET filed_reference = 'X' WHERE id = $1`, [disbursement.id])).rejects.toThrow(/kept/);
    expect(await reportsOf(m.id)).toHaveLength(3);

    const audit: { action: string }[] = await t.dataSource.query(`SELECT action FROM audit_events WHERE member_id = $1 AND action LIKE 'aml.%'`, [m.id]);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['aml.ctr.create', 'aml.str.draft', 'aml.report.file']));
  });

  it('leaves a transaction of PHP 500,000 or less unreported', async () => {
    t.clock.setTo(manilaMorning('2026-07-06'));
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).status).toBe(200);
    await sign(t, m, loanNumber);
    await t.app.get(LoanJobsService).tick('disbursement');
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM journal_entries WHERE member_id = $1 AND kind = 'DISBURSEMENT'`, [m.id]))[0].n).toBe(1);
    expect(await reportsOf(m.id)).toEqual([]);
  });

  it('keeps the holidays to admins, a year at a time, with the regular holidays of 2026 and 2027 seeded', async () => {
    const y2027 = await t.call('get', '/admin/holidays?year=2027', { token: admin });
    expect(y2027.body.holidays).toEqual(expect.arrayContaining([{ day: '2027-06-12', name: 'Independence Day' }, { day: '2027-12-30', name: 'Rizal Day' }]));
    expect((await t.call('get', '/admin/holidays?year=abc', { token: admin })).body.errors.year.code).toBe('apiAml.year');
    const missing = await t.call('delete', '/admin/holidays/2031-01-02', { token: admin });
    expect([missing.status, missing.text]).toEqual([404, expect.stringContaining('apiAml.holidayNotFound')]);
    for (const token of [officer, compliance.staffToken]) expect((await t.call('get', '/admin/holidays', { token })).status).toBe(403);
  });
});
