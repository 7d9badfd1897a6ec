import { PASSWORD } from '@halimbawa/testing';
import { adminMember, latestCode, login, newPhone, registerMember, staffMember } from './support/members';
import { fieldCodes } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminMember(t);
});
afterAll(() => t.close());

const asAdmin = (method: 'get' | 'post', path: string, body?: object) => {
  const req = t.call(method, path, { token: admin.adminToken });
  return body ? req.send(body) : req;
};
const auditOf = (action: string, target: string) =>
  t.dataSource.query(`SELECT actor_id, before, after FROM audit_events WHERE action = $1 AND target = $2`, [action, target]);

describe('staff accounts (/admin/staff)', () => {
  it('creates an officer who sets a password with the SMS code and signs in; the audit has who and what', async () => {
    const phone = await newPhone(t);
    const res = await asAdmin('post', '/admin/staff', { staffPhone: phone.national, email: 'New.Officer@example.com', fullName: 'Nina Officer', roles: ['LOAN_OFFICER'] });
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ phoneNumber: phone.e164, email: 'new.officer@example.com', fullName: 'Nina Officer', roles: ['LOAN_OFFICER'], active: true });

    // No password anyone knows until the officer sets one with the code sent to their phone.
    expect((await login(t, phone.national, PASSWORD)).status).toBe(401);
    const code = await latestCode(t, phone.e164);
    const set = await t.call('post', '/authmember/recover/finish').send({ phoneNumber: phone.national, code, password: PASSWORD, confirmPassword: PASSWORD });
    expect(set.status).toBe(200);
    const signedIn = await login(t, phone.national, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await t.call('get', '/officer/loans', { token: signedIn.body.accessToken })).status).toBe(200);

    expect(await auditOf('admin.staff.create', res.body.account.id)).toEqual([
      { actor_id: admin.id, before: null, after: { fullName: 'Nina Officer', phoneNumber: phone.e164, roles: ['LOAN_OFFICER'], active: true } },
    ]);
    const again = await asAdmin('post', '/admin/staff', { staffPhone: phone.national, email: 'x@example.com', fullName: 'Nina Again', roles: ['ADMIN'] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('apiStaff.phoneTaken');
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

  it('never lets an admin deactivate themself or leave no active admin', async () => {
    const self = await asAdmin('post', `/admin/staff/${admin.id}/deactivate`);
    expect([self.status, self.body.code]).toEqual([409, 'apiStaff.notYourself']);
    // Every other admin away for a moment (the database's other files share them): this one is the last.
    const other = await adminMember(t);
    const away: { id: string }[] = await t.dataSource.query(
      `UPDATE members SET deactivated_at = now() WHERE 'ADMIN' = ANY (roles) AND id NOT IN ($1, $2) AND deactivated_at IS NULL RETURNING id`,
      [admin.id, other.id],
    );
    try {
      expect((await asAdmin('post', `/admin/staff/${other.id}/deactivate`)).status).toBe(200);
      const last = await t.call('post', `/admin/staff/${admin.id}/roles`, { token: admin.adminToken }).send({ roles: ['LOAN_OFFICER'] });
      expect([last.status, last.body.code]).toEqual([409, 'apiStaff.lastAdmin']);
    } finally {
      await t.dataSource.query(`UPDATE members SET deactivated_at = NULL WHERE id = ANY ($1::uuid[])`, [away.map((a) => a.id)]);
    }
  });

  it('changes roles, in force on the next request, keeping a borrower a borrower', async () => {
    const member = await registerMember(t);
    await t.dataSource.query(`UPDATE members SET roles = ARRAY['MEMBER', 'LOAN_OFFICER'] WHERE id = $1`, [member.id]);
    const res = await asAdmin('post', `/admin/staff/${member.id}/roles`, { roles: ['LOAN_OFFICER', 'ADMIN'] });
    expect(res.status).toBe(200);
    expect(res.body.account.roles).toEqual(['LOAN_OFFICER', 'ADMIN']);
    expect((await t.call('get', '/admin/staff', { token: member.accessToken })).status).toBe(200);
    const [{ roles }] = await t.dataSource.query(`SELECT roles FROM members WHERE id = $1`, [member.id]);
    expect(roles).toEqual(['MEMBER', 'LOAN_OFFICER', 'ADMIN']);
    // A member who is not staff is no staff account.
    const borrower = await registerMember(t);
    expect((await asAdmin('post', `/admin/staff/${borrower.id}/roles`, { roles: ['ADMIN'] })).status).toBe(404);
  });

  it('resets a password: the old one stops working, sessions end, a new code arrives by SMS', async () => {
    const officer = await staffMember(t, 'LOAN_OFFICER');
    const res = await asAdmin('post', `/admin/staff/${officer.id}/reset`);
    expect(res.status).toBe(200);
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
