import { t as t_ } from '@halimbawa/domain';
import { PASSWORD } from '@halimbawa/testing';
import { adminMember, latestCode, login, newPhone, registerMember, staffMember } from './support/members';
import { fieldCodes } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminMember>>;
/** A second admin, who checks what `admin` asks for. */
let checker: Awaited<ReturnType<typeof adminMember>>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, checker] = [await adminMember(t), await adminMember(t)];
});
afterAll(() => t.close());

const asAdmin = (method: 'get' | 'post', path: string, body?: object) => {
  const req = t.call(method, path, { token: admin.adminToken });
  return body ? req.send(body) : req;
};
/** Approves the action as the staff member with `token`. */
const approve = (actionId: string, token = checker.adminToken) => t.call('post', `/officer/four-eyes/${actionId}/approve`, { token }).send({});
const auditOf = (action: string, target: string) =>
  t.dataSource.query(`SELECT actor_id, before, after FROM audit_events WHERE action = $1 AND target = $2`, [action, target]);

describe('staff accounts (/admin/staff)', () => {
  it('creates an officer once a second admin approves; the officer sets a password with the SMS code and signs in; the audit has who and what', async () => {
    const phone = await newPhone(t);
    const res = await asAdmin('post', '/admin/staff', { staffPhone: phone.national, email: 'New.Officer@example.com', fullName: 'Nina Officer', roles: ['LOAN_OFFICER'] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'The new account waits for a second admin to approve it. Then a code to set the password goes by SMS to its phone.', action: expect.objectContaining({ kind: 'staff.create', status: 'PENDING', mine: true }) });
    expect(res.body.action.payload).toEqual({ phoneNumber: phone.e164, email: 'new.officer@example.com', fullName: 'Nina Officer', roles: ['LOAN_OFFICER'], language: 'en' });
    // Nothing exists, and nobody is told, until then; the maker cannot approve it.
    expect(await t.dataSource.query(`SELECT 1 FROM members WHERE phone_number = $1`, [phone.e164])).toEqual([]);
    expect((await approve(res.body.action.id, admin.adminToken)).body.code).toBe('apiFourEyes.ownAction');
    expect((await approve(res.body.action.id)).status).toBe(200);
    const id = res.body.action.subjectId as string;

    // No password anyone knows until the officer sets one with the code sent to their phone.
    expect((await login(t, phone.national, PASSWORD)).status).toBe(401);
    const code = await latestCode(t, phone.e164);
    const set = await t.call('post', '/authmember/recover/finish').send({ phoneNumber: phone.national, code, password: PASSWORD, confirmPassword: PASSWORD });
    expect(set.status).toBe(200);
    const signedIn = await login(t, phone.national, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.member.id).toBe(id);
    expect((await t.call('get', '/officer/loans', { token: signedIn.body.accessToken })).status).toBe(200);

    expect(await auditOf('admin.staff.create', id)).toEqual([
      { actor_id: checker.id, before: null, after: { fullName: 'Nina Officer', phoneNumber: phone.e164, roles: ['LOAN_OFFICER'], active: true } },
    ]);
    const again = await asAdmin('post', '/admin/staff', { staffPhone: phone.national, email: 'x@example.com', fullName: 'Nina Again', roles: ['ADMIN'] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('apiStaff.phoneTaken');
  });

  it('one admin cannot check alone with an account they had made, or one made after the action was asked for', async () => {
    // The admin asks for a second account of their own, and a colleague approves it in good faith.
    const own = await newPhone(t);
    const second = await asAdmin('post', '/admin/staff', { staffPhone: own.national, email: 'second@example.com', fullName: 'Second Self', roles: ['ADMIN'] });
    expect((await approve(second.body.action.id)).status).toBe(200);
    const code = await latestCode(t, own.e164);
    await t.call('post', '/authmember/recover/finish').send({ phoneNumber: own.national, code, password: PASSWORD, confirmPassword: PASSWORD });
    const secondToken = (await login(t, own.national, PASSWORD)).body.accessToken as string;
    // Whatever the admin asks for next, that account cannot approve it.
    const next = await asAdmin('post', '/admin/staff', { staffPhone: (await newPhone(t)).national, email: 'third@example.com', fullName: 'Third Person', roles: ['ADMIN'] });
    const refused = await approve(next.body.action.id, secondToken);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'apiFourEyes.checkerChanged' });

    // An account made by others after an action was asked for cannot check that action, only later ones.
    const waiting = await asAdmin('post', '/admin/staff', { staffPhone: (await newPhone(t)).national, email: 'fourth@example.com', fullName: 'Fourth Person', roles: ['LOAN_OFFICER'] });
    const later = await newPhone(t);
    const made = await t.call('post', '/admin/staff', { token: checker.adminToken }).send({ staffPhone: later.national, email: 'later@example.com', fullName: 'Later Admin', roles: ['ADMIN'] });
    expect((await approve(made.body.action.id, admin.adminToken)).status).toBe(200);
    await t.call('post', '/authmember/recover/finish').send({ phoneNumber: later.national, code: await latestCode(t, later.e164), password: PASSWORD, confirmPassword: PASSWORD });
    const laterToken = (await login(t, later.national, PASSWORD)).body.accessToken as string;
    expect((await approve(waiting.body.action.id, laterToken)).body.code).toBe('apiFourEyes.checkerChanged');
    const afterIt = await asAdmin('post', '/admin/staff', { staffPhone: (await newPhone(t)).national, email: 'fifth@example.com', fullName: 'Fifth Person', roles: ['LOAN_OFFICER'] });
    expect((await approve(afterIt.body.action.id, laterToken)).status).toBe(200);

    // Only an admin checks a change to a staff account.
    const officer = await staffMember(t, 'LOAN_OFFICER');
    expect((await approve(next.body.action.id, officer.staffToken)).body.code).toBe('apiStaff.adminChecks');
    expect((await approve(next.body.action.id)).status).toBe(200);
  });

  it('refuses a form with bad fields beside each field', async () => {
    const res = await asAdmin('post', '/admin/staff', { staffPhone: '123', email: 'nope', fullName: '', roles: ['MEMBER'] });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldCodes(res.body)).sort()).toEqual(['email', 'fullName', 'roles', 'staffPhone']);
    expect(fieldCodes(res.body).roles).toBe('apiStaff.roles');
  });

  it('deactivates an officer: the open session ends at once, sign-in is refused, the audit has before and after', async () => {
    const officer = await staffMember(t, 'LOAN_OFFICER');
    expect((await t.call('get', '/officer/loans', { token: officer.staffToken })).status).toBe(200);
    const res = await asAdmin('post', `/admin/staff/${officer.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ active: false, deactivatedAt: expect.any(String) });
    expect((await t.call('get', '/officer/loans', { token: officer.staffToken })).status).toBe(401);
    expect((await login(t, officer.national, PASSWORD)).status).toBe(401);
    const [audit] = await auditOf('admin.staff.deactivate', officer.id);
    expect(audit).toMatchObject({ actor_id: admin.id, before: { active: true, roles: ['MEMBER', 'LOAN_OFFICER'] }, after: { active: false, roles: ['MEMBER', 'LOAN_OFFICER'] } });
    expect((await asAdmin('post', `/admin/staff/${officer.id}/deactivate`)).body.code).toBe('apiStaff.alreadyDeactivated');
  });

  it('never lets an admin deactivate themself', async () => {
    // (Nor leaves no active admin: a change of roles is approved by another active admin.)
    const self = await asAdmin('post', `/admin/staff/${admin.id}/deactivate`);
    expect([self.status, self.body.code]).toEqual([409, 'apiStaff.notYourself']);
  });

  it('changes roles, in force on the next request, keeping a borrower a borrower', async () => {
    const member = await registerMember(t);
    await t.dataSource.query(`UPDATE members SET roles = ARRAY['MEMBER', 'LOAN_OFFICER'] WHERE id = $1`, [member.id]);
    const res = await asAdmin('post', `/admin/staff/${member.id}/roles`, { roles: ['LOAN_OFFICER', 'ADMIN'] });
    // The second admin reads whose roles change, from what to what, in their language, and who asked.
    const read = await t.call('get', `/officer/four-eyes/${res.body.action.id}`, { token: checker.adminToken }).set('Accept-Language', 'fil-PH');
    const [names] = await t.dataSource.query(`SELECT (SELECT full_name FROM members WHERE id = $1) AS member, (SELECT full_name FROM members WHERE id = $2) AS maker`, [member.id, admin.id]);
    expect(read.body).toMatchObject({
      makerName: names.maker,
      about: { memberId: member.id, memberName: names.member, changes: [{ field: 'roles', before: t_('fil', 'staffPage.roleLoanOfficer'), after: `${t_('fil', 'staffPage.roleLoanOfficer')}, ${t_('fil', 'staffPage.roleAdmin')}` }] },
    });
    expect((await approve(res.body.action.id)).status).toBe(200);
    expect((await t.call('get', '/admin/staff', { token: member.accessToken })).status).toBe(200);
    const [{ roles }] = await t.dataSource.query(`SELECT roles FROM members WHERE id = $1`, [member.id]);
    expect(roles).toEqual(['MEMBER', 'LOAN_OFFICER', 'ADMIN']);
    // A member who is not staff is no staff account.
    const borrower = await registerMember(t);
    expect((await asAdmin('post', `/admin/staff/${borrower.id}/roles`, { roles: ['ADMIN'] })).status).toBe(404);
  });

  it('resets a password: the old one stops working, sessions end, a new code arrives by SMS', async () => {
    const officer = await staffMember(t, 'LOAN_OFFICER');
    // Nothing happens until a second admin approves.
    const res = await asAdmin('post', `/admin/staff/${officer.id}/reset`);
    expect(res.status).toBe(202);
    expect((await t.call('get', '/officer/loans', { token: officer.staffToken })).status).toBe(200);
    expect((await approve(res.body.action.id)).status).toBe(200);
    expect((await t.call('get', '/officer/loans', { token: officer.staffToken })).status).toBe(401);
    expect((await login(t, officer.national, PASSWORD)).status).toBe(401);
    const code = await latestCode(t, officer.e164);
    const set = await t.call('post', '/authmember/recover/finish').send({ phoneNumber: officer.national, code, password: 'Another#2026x', confirmPassword: 'Another#2026x' });
    expect(set.status).toBe(200);
    expect((await login(t, officer.national, 'Another#2026x')).status).toBe(200);
  });

  it('lists staff newest first, searched by name or phone, paged', async () => {
    const a = await staffMember(t, 'LOAN_OFFICER');
    const first = await asAdmin('get', '/admin/staff?limit=1');
    expect(first.body.staff).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const found = await asAdmin('get', `/admin/staff?q=${a.e164.slice(-7)}`);
    expect(found.body.staff.map((s: { id: string }) => s.id)).toEqual([a.id]);
    expect((await asAdmin('get', `/admin/staff?q=${encodeURIComponent(admin.e164.slice(-7))}`)).body.staff.map((s: { id: string }) => s.id)).toEqual([admin.id]);
  });
});
