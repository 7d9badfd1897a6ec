// The officer's preview of a hardship request: the schedule followed now beside the one approving it
// would offer (libs/domain's reschedule rule), nothing changed by reading it; and the proposal posted
// with an Idempotency-Key, which a double submit does not propose twice.
import { reschedule, type Instalment } from '@halimbawa/domain';
import { disbursedLoan, useLoansSuite } from './support/loans';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

const START = '2027-01-15T02:00:00Z';

async function asked(body: Record<string, unknown>) {
  const { m, loanNumber } = await disbursedLoan(suite, START);
  t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
  const res = await t.call('post', `/loan/${loanNumber}/hardship`, { token: m.accessToken }).send({ reason: 'My hours at work were cut in half.', ...body });
  expect(res.status).toBe(201);
  return { m, loanNumber, id: res.body.id as string };
}
const preview = (id: string) => t.call('get', `/officer/hardship/${id}/preview`, { token: officer });
const decide = (id: string, body: Record<string, unknown>, key?: string) => {
  const req = t.call('post', `/officer/hardship/${id}/decide`, { token: officer });
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
};

describe('GET /officer/hardship/:id/preview', () => {
  it('shows the restructured schedule approving would offer, from the rule, beside the one followed, and changes nothing', async () => {
    const { loanNumber, id } = await asked({ kind: 'RESTRUCTURE', proposedAmount: '15,000' });
    const res = await preview(id);
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ id, loanNumber, kind: 'RESTRUCTURE', proposedAmount: 1_500_000 });
    expect(res.body.current).toMatchObject({ count: 6, totalRepay: 15_450_000 });
    expect(res.body.cannotApprove).toBeNull();
    // The same rule on the same rows: the months the borrower can afford, principal to the centavo.
    const current: Instalment[] = res.body.current.rows.map((r: { number: number; dueDate: string; principal: number; interest: number }) => ({
      number: r.number,
      dueDate: r.dueDate,
      principal: r.principal,
      interest: r.interest,
      lateCharge: 0,
      paidPrincipal: 0,
      paidInterest: 0,
      paidLateCharge: 0,
      rebatedInterest: 0,
    }));
    const expected = reschedule(current, { kind: 'RESTRUCTURE', disbursedOn: '2027-01-15', monthlyRateBps: 50, monthlyAmount: 1_500_000, maxMonths: 48 });
    expect(res.body.proposed.rows.map((r: { dueDate: string; principal: number; interest: number }) => [r.dueDate, r.principal, r.interest])).toEqual(expected.map((r) => [r.dueDate, r.principal, r.interest]));
    expect(res.body.proposed.rows.reduce((s: number, r: { principal: number }) => s + r.principal, 0)).toBe(15_000_000);
    expect(res.body.proposed.rows.every((r: { total: number }) => r.total <= 1_500_000)).toBe(true);
    expect(res.body.proposed.count).toBeGreaterThan(6);

    expect(await t.dataSource.query(`SELECT 1 FROM loan_schedule_versions v JOIN loans l ON l.id = v.loan_id WHERE l.loan_number = $1`, [loanNumber])).toEqual([]);
    const [audit] = await t.dataSource.query(`SELECT details FROM audit_events WHERE action = 'officer.hardship.preview' AND target = $1`, [id]);
    expect(audit.details).toMatchObject({ loanNumber, proposed: true });
  });

  it('says in words when the rule cannot meet the request, and answers 404 for an unknown one', async () => {
    const { id } = await asked({ kind: 'RESTRUCTURE', proposedAmount: '100' });
    const res = await preview(id);
    expect(res.body).toMatchObject({ proposed: null, cannotApprove: expect.stringContaining('would not repay the loan within 48 months') });
    const unknown = await preview('00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'apiHardship.notFound']);
    expect((await preview('not-an-id')).status).toBe(404);
  });
});

describe('POST /officer/hardship/:id/decide with an Idempotency-Key', () => {
  it('a double submit answers the first proposal and proposes once; a malformed key is refused with its code', async () => {
    const { id } = await asked({ kind: 'EXTENSION', proposedAmount: '10,000' });
    const malformed = await decide(id, { decision: 'APPROVE' }, 'x');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'apiErrors.idempotencyMissing']);
    const first = await decide(id, { decision: 'APPROVE' }, 'hardship-confirm-0001');
    expect(first.status).toBe(200);
    const again = await decide(id, { decision: 'APPROVE' }, 'hardship-confirm-0001');
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    const other = await decide(id, { decision: 'APPROVE' }, 'hardship-confirm-0002');
    expect([other.status, other.body.code]).toEqual([409, 'apiFourEyes.alreadyWaiting']);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM pending_actions WHERE kind = 'hardship.decide' AND subject_id = $1`, [id])).toEqual([{ n: 1 }]);
  });
});
