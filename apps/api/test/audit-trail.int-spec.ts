import { officerToken, signedLoan } from '@halimbawa/testing';
import { useLoansSuite, verifiedMember } from './support/loans';
import { adminMember, registerMember } from './support/members';
import { fieldCodes } from './support/refusals';

const s = useLoansSuite();

interface Event {
  action: string;
  actor: { phoneNumber: string } | null;
  memberId: string | null;
  loanNumber: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const trail = async (token: string, query: Record<string, string>) => {
  const res = await s.t.call('get', `/officer/audit?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.body as { events: Event[]; nextCursor: string | null };
};

describe('GET /officer/audit', () => {
  it("lists what was done to a member and to a loan, by whom, with before and after, filtered by member, loan and staff", async () => {
    const member = await verifiedMember(s.t, s.officer);
    const loanNumber = await signedLoan(s.t.api, member, s.officer);

    const byMember = await trail(s.officer, { member: member.national });
    const kyc = byMember.events.find((e) => e.action === 'officer.kyc.decide')!;
    expect(kyc).toMatchObject({ actor: { phoneNumber: '+639000000001' }, memberId: member.id, loanNumber: null });
    expect(kyc.before).toMatchObject({ kycStatus: 'PENDING' });
    expect(kyc.after).toMatchObject({ kycStatus: 'VERIFIED' });
    // The member's own steps and the loan's are theirs too; nobody else's are.
    expect(byMember.events.map((e) => e.action)).toEqual(expect.arrayContaining(['loan.apply', 'officer.loan.approve', 'loan.sign']));
    expect(byMember.events.every((e) => e.memberId === member.id)).toBe(true);

    const byLoan = await trail(s.officer, { loan: loanNumber });
    expect(byLoan.events.map((e) => e.action)).toEqual(['loan.sign', 'loan.sign.start', 'officer.loan.approve', 'loan.apply']);
    const approval = byLoan.events.find((e) => e.action === 'officer.loan.approve')!;
    expect(approval).toMatchObject({ loanNumber, before: { status: 'PENDING_REVIEW' }, after: { status: 'APPROVED', amountPhp: approval.before!.amountPhp } });

    const byStaff = await trail(s.officer, { staff: '09000000001', loan: loanNumber });
    expect(byStaff.events.map((e) => e.action)).toEqual(['officer.loan.approve']);
  });

  it('pages newest first, filters by day in Manila, and is read by an admin too', async () => {
    const admin = await adminMember(s.t);
    const member = await verifiedMember(s.t, admin.adminToken);
    const first = await trail(admin.adminToken, { member: member.id, limit: '2' });
    expect(first.events).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await trail(admin.adminToken, { member: member.id, limit: '200', cursor: first.nextCursor! });
    const all = await trail(admin.adminToken, { member: member.id });
    expect([...first.events, ...rest.events]).toEqual(all.events);

    // The business clock does not move the audit's times: they are the database's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect((await trail(admin.adminToken, { member: member.id, from: today, to: today })).events).toEqual(all.events);
    expect((await trail(admin.adminToken, { member: member.id, to: '2020-01-01' })).events).toEqual([]);
  });

  it('refuses filters it cannot read, beside the field', async () => {
    const res = await s.t.call('get', '/officer/audit?staff=nobody&from=2026-02-30&to=yesterday', { token: s.officer });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual({
      staff: 'apiAudit.person',
      from: 'apiAudit.day',
      to: 'apiAudit.day',
    });
    const order = await s.t.call('get', '/officer/audit?from=2026-11-02&to=2026-11-01', { token: s.officer });
    expect(fieldCodes(order.body)).toEqual({ to: 'apiAudit.dayOrder' });
  });

  it('is for staff only, and reading it is audited', async () => {
    const member = await registerMember(s.t);
    expect((await s.t.call('get', '/officer/audit', { token: member.accessToken })).status).toBe(403);
    const officer = await officerToken(s.t.api);
    await trail(officer, { loan: 'HLC-2026-999999' });
    const [row] = await s.t.dataSource.query(`SELECT details FROM audit_events WHERE action = 'officer.audit.list' ORDER BY created_at DESC LIMIT 1`);
    expect(row.details).toMatchObject({ loan: 'HLC-2026-999999', count: 0 });
  });

  it('cannot be changed or deleted, even by a direct connection to the database', async () => {
    const [{ id }] = await s.t.dataSource.query(`SELECT id FROM audit_events LIMIT 1`);
    await expect(s.t.dataSource.query(`UPDATE audit_events SET action = 'x' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(s.t.dataSource.query(`DELETE FROM audit_events WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(s.t.dataSource.query(`TRUNCATE audit_events`)).rejects.toThrow(/append-only/);
  });
});
