// GET /member/dashboard: what /dash shows in one call, the same as the five calls it
// replaces, and nothing of the member's account the page does not show.
import { t as words } from '@halimbawa/domain';
import { appliedLoan, disbursedLoan, useLoansSuite, verifiedMember } from './support/loans';
import { registerMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => ({ t, officer } = suite));

const dashboard = (m: Registered) => t.call('get', '/member/dashboard', { token: m.accessToken });

describe('GET /member/dashboard', () => {
  it('a new member: their name, e-mail, masked phone and activation state; no loan, no identity check yet', async () => {
    const m = await registerMember(t);
    const res = await dashboard(m);
    expect(res.status).toBe(200);
    const me = (await t.call('post', '/misc/phonenumber', { token: m.accessToken }).send({})).body;
    expect(res.body).toEqual({
      member: { fullName: me.fullName, email: me.email, phoneMasked: `${m.e164.slice(0, 6)}*****${m.e164.slice(-2)}`, infoState: 'PERSONAL_INFO' },
      loan: null,
      kyc: null,
      unreadNotifications: (await t.call('get', '/notifications/unread', { token: m.accessToken })).body.count,
      reloanOffer: null,
    });
  });

  it('a verified member with a loan: the latest loan and the review, as POST /loan/phonenumber and GET /member/kyc give them', async () => {
    const m = await verifiedMember(t, officer);
    await appliedLoan(t, m);
    const [res, current, kyc] = await Promise.all([
      dashboard(m),
      t.call('post', '/loan/phonenumber', { token: m.accessToken }).send({}),
      t.call('get', '/member/kyc', { token: m.accessToken }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.member.infoState).toBe('INFO_COMPLETED');
    expect(res.body.loan).toEqual(current.body.loan);
    expect(res.body.loan.status).toBe('PENDING_REVIEW');
    expect(res.body.kyc).toEqual(kyc.body.kyc);
    expect(res.body.kyc.status).toBe('VERIFIED');
  });

  it('the unread count and the re-loan offer, as GET /notifications/unread and GET /loan/offer give them', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, '2027-01-15T02:00:00Z');
    const before = (await dashboard(m)).body;
    expect(before.unreadNotifications).toBeGreaterThan(0); // the sign-up code, the approval, the disbursement
    expect(before.unreadNotifications).toBe((await t.call('get', '/notifications/unread', { token: m.accessToken })).body.count);
    expect(before.reloanOffer).toBeNull();

    const payoff = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `dash-${Math.random().toString(36).slice(2)}`).send({ kind: 'PAYOFF' });
    expect(payoff.status).toBe(200);
    expect((await t.call('get', '/notifications', { token: m.accessToken })).status).toBe(200); // the list read: nothing unread
    const [after, offer] = await Promise.all([dashboard(m).set('Accept-Language', 'fil-PH'), t.call('get', '/loan/offer', { token: m.accessToken }).set('Accept-Language', 'fil-PH')]);
    expect(after.body.unreadNotifications).toBe(0);
    expect(after.body.reloanOffer).toEqual(offer.body);
    expect(after.body.reloanOffer.offer).toMatchObject({ amount: 27_900_000, installmentCount: 12 });
  });

  it("words the loan's status, its refusal and its cancellation terms and the identity check in the request's language", async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const refused = await t.call('post', `/officer/loans/${loanNumber}/reject`, { token: officer }).send({ reasonCode: 'HIGH_DSR' });
    expect(refused.status).toBe(200);
    const inFilipino = (await t.call('get', '/member/dashboard', { token: m.accessToken }).set('Accept-Language', 'fil-PH')).body;
    const inEnglish = (await dashboard(m)).body;
    expect(inFilipino.loan.statusCard.statement).toBe(words('fil', 'loanStatus.REJECTED.statement'));
    expect(inFilipino.loan.rejectionReason).toBe(words('fil', 'apiLoanRejection.HIGH_DSR'));
    expect(inFilipino.loan.cancellationTerms).toBe(words('fil', 'apiContract.cancellation', { days: inFilipino.loan.coolingOffDays }));
    expect(inFilipino.kyc.statement).toBe(words('fil', 'kycStatus.VERIFIED.statement'));
    expect(inEnglish.loan.statusCard.statement).toBe(words('en', 'loanStatus.REJECTED.statement'));
    expect(inEnglish.loan.rejectionReason).toBe(words('en', 'apiLoanRejection.HIGH_DSR'));
    expect(inEnglish.kyc.message).toBe(words('en', 'kycStatus.VERIFIED.message'));
    expect(inFilipino.kyc.message).not.toBe(inEnglish.kyc.message);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('get', '/member/dashboard')).status).toBe(401);
  });
});
