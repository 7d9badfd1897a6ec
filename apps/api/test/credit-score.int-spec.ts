import { activatedMember } from '@halimbawa/testing';
import { signedLoan, useLoansSuite, verifiedMember } from './support/loans';
import { newPhone, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => ({ t, officer } = suite));

// The loans start on 15 January 2027, 10:00 in Manila (ahead of the machine's clock, so time only
// moves forward): instalment 1 is due on 15 February 2027, overdue from 18 February.
const START = '2027-01-15T02:00:00Z';

const score = async (m: Registered) => {
  const res = await t.call('get', '/creditscore', { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body;
};
const points = (body: { factors: { key: string; points: number }[] }) => Object.fromEntries(body.factors.map((f) => [f.key, f.points]));
const setClock = async (isoTime: string) => expect((await t.call('post', '/dev/clock').send({ isoTime })).status).toBe(200);
const balance = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body.balance;

/** A verified member's PHP 150,000 / 6-month loan, signed at START and disbursed. */
async function disbursed(): Promise<{ m: Registered; loanNumber: string; beforeDisbursement: unknown }> {
  await setClock(START);
  const m = await verifiedMember(t, officer);
  const loanNumber = await signedLoan(t, m, officer);
  const beforeDisbursement = await score(m);
  // 11 s after the signing (the demo's 10 s disbursement delay), however long the set-up took.
  await setClock(new Date(t.clock.now().getTime() + 11_000).toISOString());
  await suite.jobs.tick('disbursement');
  expect(await balance(m)).toBe(15_000_000);
  return { m, loanNumber, beforeDisbursement };
}

const repayNext = (m: Registered, loanNumber: string) =>
  t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `score-${Math.random().toString(36).slice(2)}`).send({ kind: 'NEXT' });

describe('GET /creditscore', () => {
  it('a new member: 300 starting points; once verified: 500 (Fair), with each factor explained and the verification in the history', async () => {
    const phone = await newPhone(t);
    const unverified = { ...phone, ...(await activatedMember(t.api, phone.national)) };
    expect(await score(unverified)).toMatchObject({ score: 300, max: 1000, band: 'Poor', history: [] });

    const m = await verifiedMember(t, officer);
    const body = await score(m);
    expect(body).toMatchObject({ score: 500, band: 'Fair' });
    expect(points(body)).toEqual({ base: 300, verified: 200, onTime: 0, early: 0, latePaid: 0, overdue: 0 });
    expect(body.factors.find((f: { key: string }) => f.key === 'verified').explanation).toBe('Your identity is verified: +200.');
    // Asked in Filipino (the web forwards the page's language), the same figures explained in Filipino.
    const inFilipino = (await t.call('get', '/creditscore', { token: m.accessToken }).set('Accept-Language', 'fil-PH')).body;
    expect(points(inFilipino)).toEqual(points(body));
    expect(inFilipino.factors.find((f: { key: string }) => f.key === 'verified')).toMatchObject({
      label: 'Verified na profile',
      explanation: 'Verified na ang inyong pagkakakilanlan: +200.',
    });
    expect(body.history).toEqual([{ at: expect.any(String), score: 500, band: 'Fair' }]);
  });

  it('money in the wallet changes nothing; an instalment paid early raises it once it falls due (+40 on time, +10 early)', async () => {
    const { m, loanNumber, beforeDisbursement } = await disbursed();
    // PHP 150,000.00 now in the wallet: the same score, factors and history as before.
    const disbursedScore = await score(m);
    expect({ ...disbursedScore, asOf: null }).toEqual({ ...(beforeDisbursement as object), asOf: null });
    expect(disbursedScore.score).toBe(500);

    expect((await repayNext(m, loanNumber)).status).toBe(200);
    // Paid ahead: nothing yet (a pay-off would otherwise count every instalment on time at once).
    expect((await score(m)).score).toBe(500);
    await setClock('2027-02-15T02:00:00Z');
    const after = await score(m);
    expect(after).toMatchObject({ score: 550, band: 'Fair' });
    expect(points(after)).toMatchObject({ onTime: 40, early: 10 });
    expect(after.history.map((p: { score: number }) => p.score)).toEqual([550, 500]);
    expect(after.nextCursor).toBeNull();

    // The history a page at a time, newest first: the cursor of the first page leads to the second.
    const first = (await t.call('get', '/creditscore?limit=1', { token: m.accessToken })).body;
    expect(first.history.map((p: { score: number }) => p.score)).toEqual([550]);
    const second = (await t.call('get', `/creditscore?limit=1&cursor=${first.nextCursor}`, { token: m.accessToken })).body;
    expect(second).toMatchObject({ history: [{ score: 500 }], nextCursor: null });
    expect((await t.call('get', '/creditscore?cursor=bm9wZQ', { token: m.accessToken })).body.errors.cursor.code).toBe('apiErrors.badCursor');
  });

  it('an overdue instalment takes 120 off; paid late it counts -40 instead', async () => {
    const { m, loanNumber } = await disbursed();
    await setClock('2027-02-18T02:00:00Z');
    expect((await t.call('post', '/dev/jobs/overdue').send({})).status).toBe(200);
    const overdue = await score(m);
    expect(overdue).toMatchObject({ score: 380, band: 'Poor' });
    expect(points(overdue)).toMatchObject({ onTime: 0, overdue: -120 });
    expect(overdue.history.map((p: { score: number }) => p.score)).toEqual([380, 500]);

    expect((await repayNext(m, loanNumber)).status).toBe(200);
    const paidLate = await score(m);
    expect(paidLate.score).toBe(460);
    expect(points(paidLate)).toMatchObject({ onTime: 0, latePaid: -40, overdue: 0 });
  });

  it("only the member's own score: no other member's is reachable, and none without a session", async () => {
    const { m } = await disbursed();
    await setClock('2027-02-18T02:00:00Z');
    await t.call('post', '/dev/jobs/overdue').send({});
    const other = await verifiedMember(t, officer);
    // The other member's answer is their own, untouched by m's overdue instalment.
    expect((await score(other)).score).toBe(500);
    expect((await score(m)).score).toBe(380);
    expect((await t.call('get', `/creditscore/${m.id}`, { token: other.accessToken })).status).toBe(404);
    // A member id in the query is no way in either (ignored or refused, never m's score).
    expect((await t.call('get', `/creditscore?memberId=${m.id}`, { token: other.accessToken })).body.score).not.toBe(380);
    expect((await t.call('get', '/creditscore')).status).toBe(401);
  });
});
