// Sanctions screening and the compliance officer (docs/aml.md): the fixture list (seeded) holds
// the money of a member who is named in it, until compliance clears the case or confirms the hit.
import { ACTIVATION_STEPS, ACTIVATION_STEP_ORDER, officerToken, registerMember, saveStep, uploadDocuments, verifyKyc } from '@halimbawa/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { LoanJobsService } from '../src/modules/loans/loan-jobs.service';
import { PayoutJobService } from '../src/modules/withdrawals/payout-job.service';
import { UN_LIST_FIXTURE } from '../src/modules/sanctions/un-list.fixture';
import { createKycTestApp } from './support/kyc';
import { appliedLoan, sign } from './support/loans';
import { adminMember, latestCode, newPhone, staffMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

/** The fixture with one more listed person. */
const withEntry = (xml: string, dataId: string, names: [string, string, string], dob: string) =>
  xml.replace(
    '  </INDIVIDUALS>',
    `    <INDIVIDUAL><DATAID>${dataId}</DATAID><FIRST_NAME>${names[0]}</FIRST_NAME><SECOND_NAME>${names[1]}</SECOND_NAME><THIRD_NAME>${names[2]}</THIRD_NAME>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>${dob}</DATE></INDIVIDUAL_DATE_OF_BIRTH></INDIVIDUAL>
  </INDIVIDUALS>`,
  );

describe('sanctions screening', () => {
  let t: TestApp;
  let officer: string;
  let compliance: string;
  let compliance2: string;
  let admin: string;
  let listFile: string;

  beforeAll(async () => {
    listFile = join(mkdtempSync(join(tmpdir(), 'un-list-')), 'consolidated.xml');
    writeFileSync(listFile, UN_LIST_FIXTURE);
    t = await createKycTestApp({ SANCTIONS_LIST_URL: pathToFileURL(listFile).href, SANCTIONS_REFRESH_S: '60', DISBURSE_DELAY_S: '0' });
    officer = await officerToken(t.api);
    [compliance, compliance2, admin] = await Promise.all([
      staffMember(t, 'COMPLIANCE').then((s) => s.staffToken),
      staffMember(t, 'COMPLIANCE').then((s) => s.staffToken),
      adminMember(t).then((a) => a.adminToken),
    ]);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => t.clock.setOffsetSeconds(0));

  /** A member registered as `fullName`, activated with this legal name and date of birth, KYC verified. */
  async function member(fullName: string, personal: { firstName: string; middleName: string; lastName: string; birth: [string, string, string] }): Promise<Registered> {
    const phone = await newPhone(t);
    const m = { ...phone, ...(await registerMember(t.api, phone.national, { fullName })) };
    const [birthYear, birthMonth, birthDay] = personal.birth;
    for (const step of ACTIVATION_STEP_ORDER) {
      if (step === 'identity') await uploadDocuments(t.api, m.accessToken);
      const body = step === 'personal' ? { ...ACTIVATION_STEPS.personal, ...personal, birth: undefined, birthYear, birthMonth, birthDay } : ACTIVATION_STEPS[step];
      const answer = await saveStep(t.api, m.accessToken, step, body);
      if (answer.status !== 200) throw new Error(`${step}: ${answer.status} ${answer.text}`);
    }
    await verifyKyc(t.api, m.id, officer);
    return m;
  }

  const casesOf = async (memberId: string) =>
    (await t.dataSource.query(`SELECT id, status, score, trigger FROM sanctions_cases WHERE member_id = $1 ORDER BY opened_at`, [memberId])) as { id: string; status: string; score: number; trigger: string }[];
  const approve = (loanNumber: string, token = officer) => t.call('post', `/officer/loans/${loanNumber}/approve`, { token }).send({});
  const runSanctionsJob = () => t.call('post', '/dev/jobs/run').send({ job: 'sanctions' });

  it('holds a member named as a listed person (accents and order changed, same date of birth) until two confirm the hit, which freezes them', async () => {
    const m = await member('Villafuerte, Ramon Esteban', { firstName: 'Ramon', middleName: 'Esteban', lastName: 'Villafuerte', birth: ['1971', '3', '14'] });
    const [opened] = await casesOf(m.id);
    expect(opened).toMatchObject({ status: 'OPEN', trigger: 'SIGNUP', score: 100 });

    // The officer reads only that the application is held, never the list.
    const loanNumber = await appliedLoan(t, m);
    const refused = await approve(loanNumber);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'apiSanctions.held', message: 'Held for a compliance check.' });
    expect(refused.text).not.toMatch(/villafuerte|9900001|FXi/i);
    expect((await t.call('get', `/compliance/cases/${opened.id}`, { token: officer })).status).toBe(403);
    expect((await approve(loanNumber, compliance)).status).toBe(403);

    // The compliance officer sees both side by side.
    const list = await t.call('get', '/compliance/cases', { token: compliance });
    expect(list.body.cases.map((c: { id: string }) => c.id)).toContain(opened.id);
    const read = await t.call('get', `/compliance/cases/${opened.id}`, { token: compliance });
    expect(read.status).toBe(200);
    expect(read.body.member).toMatchObject({ id: m.id, fullName: 'Ramon Esteban Villafuerte', birthDate: '1971-03-14', nationality: 'Filipino', frozenAt: null });
    expect(read.body.entry).toMatchObject({ source: 'UN', ref: '9900001', name: 'RAMÓN ESTÉBAN VILLAFUERTE', nationalities: ['Philippines'] });

    // Confirmed by two: the maker cannot check it; a loan officer cannot either.
    const asked = await t.call('post', `/compliance/cases/${opened.id}/confirm`, { token: compliance }).send({ reason: 'Same name, birth date and nationality as the listing.' });
    expect(asked.body).toMatchObject({ status: 'OPEN', confirmWaiting: true, confirmMine: true });
    expect((await t.call('post', `/compliance/cases/${opened.id}/confirm/check`, { token: compliance })).body.code).toBe('apiFourEyes.ownAction');
    const [action] = await t.dataSource.query(`SELECT id FROM pending_actions WHERE kind = 'sanctions.confirm' AND subject_id = $1`, [opened.id]);
    expect((await t.call('post', `/officer/four-eyes/${action.id}/approve`, { token: officer }).send({})).body.code).toBe('apiSanctions.confirmChecker');
    const checked = await t.call('post', `/compliance/cases/${opened.id}/confirm/check`, { token: compliance2 });
    expect(checked.status).toBe(200);
    expect(checked.body.status).toBe('CONFIRMED');
    expect(checked.body.member.frozenAt).not.toBeNull();
    expect((await approve(loanNumber)).body.code).toBe('apiSanctions.held');

    // The confirmation drafted a suspicious transaction report, due five working days later.
    const reports = await t.call('get', `/compliance/reports?memberId=${m.id}&kind=STR`, { token: compliance });
    expect([...reports.body.overdue, ...reports.body.reports]).toEqual([expect.objectContaining({ kind: 'STR', caseId: opened.id, reasonCodes: ['TF1'], draftedBy: null, filedAt: null })]);

    const audit: { action: string }[] = await t.dataSource.query(`SELECT action FROM audit_events WHERE member_id = $1`, [m.id]);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['sanctions.screen', 'sanctions.case.open', 'sanctions.case.confirm', 'sanctions.freeze', 'aml.str.draft']));
  });

  it('raises a similar name with another date of birth with a lower score; cleared as a false positive, it is not raised again by the next list', async () => {
    const m = await member('Ramon Santos', { firstName: 'Ramon', middleName: 'Estevan', lastName: 'Villafuerte', birth: ['1985', '6', '1'] });
    expect(await casesOf(m.id)).toEqual([]);
    const loanNumber = await appliedLoan(t, m);
    expect((await approve(loanNumber)).body.code).toBe('apiSanctions.held');
    const [raised] = await casesOf(m.id);
    expect(raised).toMatchObject({ status: 'OPEN', trigger: 'LOAN_APPROVAL' });
    expect(raised.score).toBeLessThan(100);

    expect((await t.call('post', `/compliance/cases/${raised.id}/clear`, { token: compliance }).send({ reason: '' })).body.errors.reason.code).toBe('apiSanctions.reason');
    const cleared = await t.call('post', `/compliance/cases/${raised.id}/clear`, { token: compliance }).send({ reason: 'Born 1985, fourteen years after the listed person.' });
    expect(cleared.body).toMatchObject({ status: 'CLEARED', decisionReason: 'Born 1985, fourteen years after the listed person.' });
    expect((await approve(loanNumber)).status).toBe(200);

    // The next list (fetched by the scheduled run) changes nothing for them.
    writeFileSync(listFile, withEntry(UN_LIST_FIXTURE, '9900005', ['ISIDRO', 'PAGUNSAN', 'MALIKSI'], '1966-01-01'));
    t.clock.setOffsetSeconds(3600);
    const run = await runSanctionsJob();
    expect(run.body.sanctions.fetched).toBe(true);
    expect(await casesOf(m.id)).toEqual([expect.objectContaining({ id: raised.id, status: 'CLEARED' })]);
  });

  it('raises a member already registered when a new list version adds their name, on the next scheduled run', async () => {
    const m = await member('Teodoro Lumbre', { firstName: 'Teodoro', middleName: 'Macaraeg', lastName: 'Lumbre', birth: ['1975', '8', '9'] });
    expect(await casesOf(m.id)).toEqual([]);
    writeFileSync(listFile, withEntry(UN_LIST_FIXTURE, '9900006', ['TEODORO', 'MACARAEG', 'LUMBRE'], '1975-08-09'));
    t.clock.setOffsetSeconds(2 * 86_400);
    const run = await runSanctionsJob();
    expect(run.body.sanctions.fetched).toBe(true);
    expect(run.body.sanctions.screened).toBeGreaterThan(0);
    expect(await casesOf(m.id)).toEqual([expect.objectContaining({ status: 'OPEN', trigger: 'LIST_CHANGE', score: 100 })]);
    const versions = await t.call('get', '/compliance/lists', { token: compliance });
    expect(versions.body.versions[0]).toMatchObject({ source: 'UN', origin: 'URL', added: 1, screenedAt: expect.any(String) });
  });

  it('holds a signed loan back from disbursement once a designation names its member, until the case is cleared', async () => {
    const m = await member('Crisanto Dimaculangan', { firstName: 'Crisanto', middleName: 'Bautista', lastName: 'Dimaculangan', birth: ['1979', '2', '2'] });
    const loanNumber = await appliedLoan(t, m);
    expect((await approve(loanNumber)).status).toBe(200);
    await sign(t, m, loanNumber);

    const designated = await t.call('post', '/compliance/designations', { token: compliance }).send({ name: 'Dimaculangan, Crisanto B.', birthDate: '1979-02-02', source: 'ATC Resolution No. 99 (2026), invented for this test' });
    expect(designated.status).toBe(201);
    expect(designated.body).toMatchObject({ source: 'ATC', origin: 'MANUAL', added: 1, screenedAt: null });
    await runSanctionsJob();
    const [held] = await casesOf(m.id);
    expect(held).toMatchObject({ status: 'OPEN', trigger: 'LIST_CHANGE' });

    const jobs = t.app.get(LoanJobsService);
    await jobs.runDisbursements();
    expect((await t.dataSource.query(`SELECT status FROM loans WHERE loan_number = $1`, [loanNumber]))[0].status).toBe('CONTRACT_SIGNED');
    await t.call('post', `/compliance/cases/${held.id}/clear`, { token: compliance }).send({ reason: 'Another Crisanto: different middle name on the resolution.' });
    await jobs.runDisbursements();
    expect((await t.dataSource.query(`SELECT status FROM loans WHERE loan_number = $1`, [loanNumber]))[0].status).toBe('DISBURSED');
  });

  it("keeps a member's queued payout waiting while a case is open, and pays it once the case is cleared", async () => {
    const m = await member('Perpetua Sibulan', { firstName: 'Perpetua', middleName: 'Lagdameo', lastName: 'Sibulan', birth: ['1983', '11', '30'] });
    const loanNumber = await appliedLoan(t, m);
    expect((await approve(loanNumber)).status).toBe(200);
    await sign(t, m, loanNumber);
    await t.app.get(LoanJobsService).runDisbursements();
    const created = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '1000' });
    expect(created.status).toBe(201);
    const id = created.body.withdrawal.id;
    expect((await t.call('post', `/withdrawals/${id}/confirm`, { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);

    await t.call('post', '/compliance/designations', { token: compliance }).send({ name: 'Perpetua L. Sibulan', birthDate: '1983-11-30', source: 'ATC Resolution No. 100 (2026), invented for this test' });
    await runSanctionsJob();
    const [held] = await casesOf(m.id);
    expect(held).toMatchObject({ status: 'OPEN', trigger: 'LIST_CHANGE' });
    const payouts = t.app.get(PayoutJobService);
    const status = async () => (await t.dataSource.query(`SELECT status FROM withdrawals WHERE id = $1`, [id]))[0].status;
    await payouts.tick();
    expect(await status()).toBe('QUEUED');

    await t.call('post', `/compliance/cases/${held.id}/clear`, { token: compliance }).send({ reason: 'Another Perpetua: the resolution names a different middle name.' });
    t.clock.setOffsetSeconds(120);
    await payouts.tick();
    expect(await status()).not.toBe('QUEUED');
  });

  it('refuses a list that is not well-formed XML or not the consolidated list, with a code beside the file', async () => {
    const upload = (xml: string, filename = 'consolidated.xml') => t.call('post', '/compliance/lists/un', { token: compliance }).send({ filename, xml });
    expect((await upload('<CONSOLIDATED_LIST><INDIVIDUALS>')).body.errors.xml.code).toBe('apiSanctions.listNotXml');
    expect((await upload('<sdnList><sdnEntry/></sdnList>')).body.errors.xml.code).toBe('apiSanctions.listNotConsolidated');
    const twice = UN_LIST_FIXTURE.replace('<DATAID>9900002</DATAID>', '<DATAID>9900001</DATAID>');
    expect((await upload(twice)).body.errors.xml.code).toBe('apiSanctions.listDuplicateId');
    expect((await upload(UN_LIST_FIXTURE, 'list.csv')).body.errors.filename.code).toBe('apiSanctions.filename');
    expect((await t.call('post', '/compliance/lists/un', { token: admin }).send({ filename: 'consolidated.xml', xml: UN_LIST_FIXTURE })).status).toBe(403);
  });
});
