import { formatBps } from '@halimbawa/domain';
import { SECOND_OFFICER } from '@halimbawa/testing';
import { APPLICATION, useLoansSuite, verifiedMember } from './support/loans';
import { adminMember, login } from './support/members';
import { fieldCodes } from './support/refusals';

const s = useLoansSuite();

const rateOf = async (loanNumber: string) => (await s.t.dataSource.query(`SELECT monthly_rate_bps FROM loans WHERE loan_number = $1`, [loanNumber]))[0].monthly_rate_bps;

async function apply(): Promise<string> {
  const member = await verifiedMember(s.t, s.officer);
  const res = await s.t.call('post', '/loan/applynew', { token: member.accessToken }).send(APPLICATION);
  expect(res.status).toBe(201);
  return res.body.loan.loanNumber;
}

/** Proposes `changes` as `admin` and has the second demo officer approve it; answers the pending action's id. */
async function changeSettings(adminToken: string, checkerToken: string, changes: Record<string, unknown>): Promise<void> {
  const current = (await s.t.call('get', '/admin/settings', { token: adminToken })).body.current;
  const proposed = await s.t.call('post', '/admin/settings', { token: adminToken }).send({ ...current, ...changes });
  expect(proposed.status).toBe(202);
  const approved = await s.t.call('post', `/officer/four-eyes/${proposed.body.pending.id}/approve`, { token: checkerToken }).send({});
  expect(approved.status).toBe(200);
}

describe('product settings (/admin/settings)', () => {
  it('a rate change waits for a second staff member, then holds for new applications while an older one keeps its own', async () => {
    const admin = await adminMember(s.t);
    const checker = (await login(s.t, SECOND_OFFICER.phoneNumber, SECOND_OFFICER.password)).body.accessToken;
    const before = (await s.t.call('get', '/admin/settings', { token: admin.adminToken })).body.current;
    const older = await apply();
    expect(await rateOf(older)).toBe(before.monthlyRateBps);

    const proposed = await s.t.call('post', '/admin/settings', { token: admin.adminToken }).send({ ...before, monthlyRateBps: before.monthlyRateBps + 10 });
    expect(proposed.status).toBe(202);
    expect(proposed.body.pending).toMatchObject({ kind: 'settings.change', status: 'PENDING', mine: true });
    // Nothing changes until it is checked, and its maker cannot check it.
    expect((await s.t.call('get', '/site')).body.loan.monthlyRateBps).toBe(before.monthlyRateBps);
    // The checker reads what changes, before and after, and who asked.
    const read = await s.t.call('get', `/officer/four-eyes/${proposed.body.pending.id}`, { token: checker });
    expect(read.body).toMatchObject({
      makerName: expect.any(String),
      about: { memberId: null, loanNumber: null, changes: [{ field: 'monthlyRateBps', before: formatBps(before.monthlyRateBps), after: formatBps(before.monthlyRateBps + 10) }] },
    });
    const own = await s.t.call('post', `/officer/four-eyes/${proposed.body.pending.id}/approve`, { token: admin.adminToken }).send({});
    expect([own.status, own.body.code]).toEqual([403, 'apiFourEyes.ownAction']);
    const again = await s.t.call('post', '/admin/settings', { token: admin.adminToken }).send({ ...before, monthlyRateBps: 99 });
    expect([again.status, again.body.code]).toEqual([409, 'apiFourEyes.alreadyWaiting']);

    try {
      expect((await s.t.call('post', `/officer/four-eyes/${proposed.body.pending.id}/approve`, { token: checker }).send({})).status).toBe(200);
      expect((await s.t.call('get', '/site')).body.loan.monthlyRateBps).toBe(before.monthlyRateBps + 10);
      const newer = await apply();
      expect(await rateOf(newer)).toBe(before.monthlyRateBps + 10);
      expect(await rateOf(older)).toBe(before.monthlyRateBps);

      const view = (await s.t.call('get', '/admin/settings', { token: admin.adminToken })).body;
      expect(view.pending).toBeNull();
      expect(view.history[0]).toMatchObject({ monthlyRateBps: before.monthlyRateBps + 10, madeBy: admin.id });
      const [audit] = await s.t.dataSource.query(`SELECT before, after FROM audit_events WHERE action = 'admin.settings.change' AND target = $1`, [view.history[0].id]);
      expect(audit).toEqual({ before: expect.objectContaining({ monthlyRateBps: before.monthlyRateBps }), after: expect.objectContaining({ monthlyRateBps: before.monthlyRateBps + 10 }) });
    } finally {
      // The suite's other files share this database's settings: they are put back, through four eyes too.
      await changeSettings(admin.adminToken, checker, before);
    }
  });

  it('refuses impossible settings beside each field', async () => {
    const admin = await adminMember(s.t);
    const res = await s.t.call('post', '/admin/settings', { token: admin.adminToken }).send({
      monthlyRateBps: 0,
      minPhp: 500_000,
      maxPhp: 100_000,
      terms: [6, 6],
      lateChargeBpsPerMonth: 5000,
      fourEyesAbovePhp: -1,
      dtiLimitBps: 20_000,
    });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual({
      monthlyRateBps: 'apiSettings.rate',
      maxPhp: 'apiSettings.maxBelowMin',
      terms: 'apiSettings.terms',
      lateChargeBpsPerMonth: 'apiSettings.lateCharge',
      fourEyesAbovePhp: 'apiSettings.amount',
      dtiLimitBps: 'apiSettings.dti',
    });
  });

  it('pages the history, newest first', async () => {
    const admin = await adminMember(s.t);
    const checker = (await login(s.t, SECOND_OFFICER.phoneNumber, SECOND_OFFICER.password)).body.accessToken;
    const before = (await s.t.call('get', '/admin/settings', { token: admin.adminToken })).body.current;
    await changeSettings(admin.adminToken, checker, { monthlyRateBps: before.monthlyRateBps + 5 });
    await changeSettings(admin.adminToken, checker, before);
    const read = async (query: string) => (await s.t.call('get', `/admin/settings?${query}`, { token: admin.adminToken })).body;
    const first = await read('limit=1');
    expect(first.history.map((v: { monthlyRateBps: number }) => v.monthlyRateBps)).toEqual([before.monthlyRateBps]);
    const second = await read(`limit=1&cursor=${first.nextCursor}`);
    expect(second.history.map((v: { monthlyRateBps: number }) => v.monthlyRateBps)).toEqual([before.monthlyRateBps + 5]);
  });

  it('is for admins only', async () => {
    expect((await s.t.call('get', '/admin/settings', { token: s.officer })).status).toBe(403);
  });
});
