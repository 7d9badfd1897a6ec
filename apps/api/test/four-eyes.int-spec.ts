// Four eyes: an action one staff member makes waits until a different one approves (and it is
// carried out) or rejects it; its maker can do neither; both are audited.
import { Refusal } from '../src/common/errors';
import type { AuthMember } from '../src/common/auth/auth-member';
import type { RequestMeta } from '../src/common/request-meta';
import { FourEyesService, type Checker } from '../src/modules/four-eyes/four-eyes.service';
import type { PendingActionEntity } from '../src/modules/four-eyes/pending-action.entity';
import { registerMember, staffMember, type Registered } from './support/members';
import { fieldCodes } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fourEyes: FourEyesService;
let maker: Registered & { staffToken: string };
let checker: Registered & { staffToken: string };
/** What the test kinds' handlers were asked to do, in order. */
const carriedOut: string[] = [];

const META: RequestMeta = { ip: null, userAgent: null, lang: 'en', statedLang: null };
const staff = (m: Registered, role: 'LOAN_OFFICER' | 'ADMIN'): AuthMember => ({ id: m.id, phoneNumber: m.e164, roles: ['MEMBER', role], sessionId: '' });

beforeAll(async () => {
  t = await createTestApp();
  fourEyes = t.app.get(FourEyesService);
  const describe = async () => ({ memberId: null, loanNumber: null, changes: [] });
  fourEyes.register('test.note', {
    describe,
    approve: async (_m, action: PendingActionEntity, by: Checker) => void carriedOut.push(`approve ${action.subjectId} by ${by.staff.id}`),
    reject: async (_m, action: PendingActionEntity) => void carriedOut.push(`reject ${action.subjectId}`),
    afterCommit: async (action: PendingActionEntity) => void carriedOut.push(`after ${action.subjectId} ${action.status}`),
  });
  fourEyes.register('test.refused', {
    describe,
    approve: async () => {
      throw Refusal.conflict('loan.approveNotPending');
    },
  });
  [maker, checker] = await Promise.all([staffMember(t, 'LOAN_OFFICER'), staffMember(t, 'LOAN_OFFICER')]);
});
afterAll(() => t.close());

async function requested(kind: string, subjectId: string, amount: number | null = null): Promise<string> {
  const action = await t.dataSource.transaction((m) => fourEyes.request(m, { kind, subjectId, amount, payload: { asked: subjectId }, maker: staff(maker, 'LOAN_OFFICER'), meta: META }));
  return action.id;
}

const subject = () => `subject-${Math.random().toString(36).slice(2, 10)}`;
const approve = (id: string, token: string, body: Record<string, unknown> = {}) => t.call('post', `/officer/four-eyes/${id}/approve`, { token }).send(body);
const reject = (id: string, token: string, body: Record<string, unknown> = {}) => t.call('post', `/officer/four-eyes/${id}/reject`, { token }).send(body);

async function auditOf(id: string): Promise<{ action: string; actor_id: string }[]> {
  return t.dataSource.query(`SELECT action, actor_id FROM audit_events WHERE target = $1 ORDER BY created_at, action`, [id]);
}

describe('four eyes', () => {
  it('carries an action out only when a different staff member approves it; the maker gets a coded 403', async () => {
    const s = subject();
    const id = await requested('test.note', s, 60_000_000);

    const own = await approve(id, maker.staffToken);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('apiFourEyes.ownAction');
    expect((await reject(id, maker.staffToken, { note: 'no' })).status).toBe(403);
    expect(carriedOut.filter((c) => c.includes(s))).toEqual([]);

    const ok = await approve(id, checker.staffToken, { note: ' Checked the payslip. ' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, status: 'APPROVED', makerId: maker.id, checkerId: checker.id, note: 'Checked the payslip.', amount: 60_000_000, amountText: '600,000.00', mine: false });
    expect(carriedOut.filter((c) => c.includes(s))).toEqual([`approve ${s} by ${checker.id}`, `after ${s} APPROVED`]);

    const again = await approve(id, checker.staffToken);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('apiFourEyes.notPending');
    expect(await auditOf(id)).toEqual([
      { action: 'four-eyes.request', actor_id: maker.id },
      { action: 'four-eyes.approve', actor_id: checker.id },
    ]);
  });

  it('rejects with a note and carries nothing out', async () => {
    const s = subject();
    const id = await requested('test.note', s);
    const noNote = await reject(id, checker.staffToken, { note: '  ' });
    expect(noNote.status).toBe(400);
    expect(fieldCodes(noNote.body)).toEqual({ note: 'apiFourEyes.noteRequired' });
    const tooLong = await reject(id, checker.staffToken, { note: 'x'.repeat(501) });
    expect(fieldCodes(tooLong.body)).toEqual({ note: 'apiFourEyes.note' });

    const done = await reject(id, checker.staffToken, { note: 'The payslip is not hers.' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'REJECTED', checkerId: checker.id, note: 'The payslip is not hers.' });
    expect(carriedOut.filter((c) => c.includes(s))).toEqual([`reject ${s}`, `after ${s} REJECTED`]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['four-eyes.request', 'four-eyes.reject']);
  });

  it('keeps the action waiting when carrying it out is refused', async () => {
    const id = await requested('test.refused', subject());
    const refused = await approve(id, checker.staffToken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('loan.approveNotPending');
    const read = await t.call('get', `/officer/four-eyes/${id}`, { token: checker.staffToken });
    expect(read.body).toMatchObject({ status: 'PENDING', checkerId: null, checkedAt: null });
  });

  it('lets one action of a kind wait per subject', async () => {
    const s = subject();
    await requested('test.note', s);
    await expect(requested('test.note', s)).rejects.toMatchObject({ code: 'apiFourEyes.alreadyWaiting' });
    await requested('test.refused', s);
  });

  it('lists the waiting actions a page at a time, marking the caller’s own', async () => {
    const kind = 'test.note';
    const ids = [await requested(kind, subject()), await requested(kind, subject()), await requested(kind, subject())];
    const first = await t.call('get', `/officer/four-eyes?kind=${kind}&limit=2`, { token: maker.staffToken });
    expect(first.status).toBe(200);
    expect(first.body.actions.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.actions.every((a: { mine: boolean; status: string }) => a.mine && a.status === 'PENDING')).toBe(true);
    const second = await t.call('get', `/officer/four-eyes?kind=${kind}&limit=2&cursor=${first.body.nextCursor}`, { token: checker.staffToken });
    expect(second.body.actions[0]).toMatchObject({ id: ids[0], mine: false });

    const bad = await t.call('get', '/officer/four-eyes?status=DONE&kind=Not%20a%20kind', { token: checker.staffToken });
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad.body)).toEqual({ status: 'apiFourEyes.status', kind: 'apiFourEyes.kind' });
    expect((await t.call('get', '/officer/four-eyes/not-an-id', { token: checker.staffToken })).status).toBe(404);
  });

  it('is closed to members', async () => {
    const member = await registerMember(t);
    const id = await requested('test.note', subject());
    expect((await t.call('get', '/officer/four-eyes', { token: member.accessToken })).status).toBe(403);
    expect((await approve(id, member.accessToken)).status).toBe(403);
  });
});
