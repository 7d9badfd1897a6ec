// The console's queue counts (GET /officer/queues): a loan to decide moves to the second-approval
// queue when an approval above the four-eyes amount waits; members get 403.
import { appliedLoan, useLoansSuite, verifiedMember } from './support/loans';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => ({ t, officer } = suite));

const counts = async () => {
  const res = await t.call('get', '/officer/queues', { token: officer });
  expect(res.status).toBe(200);
  return res.body as Record<string, number>;
};

describe('GET /officer/queues', () => {
  it('counts a loan to decide, then the approval that waits for a second officer', async () => {
    const m = await verifiedMember(t, officer);
    const before = await counts();
    const loanNumber = await appliedLoan(t, m, { amount: '600,000', installmentCount: 12 });
    const applied = await counts();
    expect(applied).toMatchObject({ loansToDecide: before.loansToDecide + 1, awaitingSecondApproval: before.awaitingSecondApproval });
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).body.secondApproval).not.toBeNull();
    expect(await counts()).toMatchObject({ loansToDecide: before.loansToDecide, awaitingSecondApproval: before.awaitingSecondApproval + 1 });
    expect(Object.keys(before).sort()).toEqual(['awaitingSecondApproval', 'contactMessages', 'kycToReview', 'loansToDecide', 'overdueLoans', 'paymentsInSuspense', 'payoutsFailedOrStuck']);
    expect((await t.call('get', '/officer/queues', { token: m.accessToken })).status).toBe(403);
  });
});
