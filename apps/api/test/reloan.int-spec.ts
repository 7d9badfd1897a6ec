import { disbursedLoan, useLoansSuite, verifiedMember } from './support/loans';
import type { Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => ({ t, officer } = suite));

// 15 January 2027, 10:00 in Manila (ahead of the machine's clock, so time only moves forward).
const START = '2027-01-15T02:00:00Z';

const offer = (m: Registered, lang = 'en') => t.call('get', '/loan/offer', { token: m.accessToken }).set('Accept-Language', lang);
const reloan = (m: Registered, body: Record<string, unknown>) => t.call('post', '/loan/reloan', { token: m.accessToken }).send({ agree: true, creditNotice: true, ...body });

/**
 * A verified member (PHP 100,000 a month: instalments up to PHP 40,000) whose PHP 150,000 / 6-month
 * loan was disbursed and paid off on the same day, nothing late.
 */
async function repaidMember(): Promise<{ m: Registered; loanNumber: string }> {
  const { m, loanNumber } = await disbursedLoan(suite, START);
  const payoff = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `reloan-${Math.random().toString(36).slice(2)}`).send({ kind: 'PAYOFF' });
  expect(payoff.status).toBe(200);
  expect(payoff.body.loan).toMatchObject({ status: 'PAID_OFF', closureReason: 'REPAID' });
  return { m, loanNumber };
}

describe('GET /loan/offer and POST /loan/reloan', () => {
  it('before any loan: the first limit from the income, no offer, and applying with one is refused', async () => {
    const m = await verifiedMember(t, officer);
    const res = await offer(m);
    expect(res.status).toBe(200);
    // 40 % of PHP 100,000 is PHP 40,000 an instalment: over 6 months that repays PHP 233,000.
    expect(res.body).toMatchObject({ rule: 'NO_REPAID_LOAN', offer: null, maxInstalment: 4_000_000, firstLimit: 23_300_000, limit: 23_300_000, previousLoans: [], profileProblem: null });
    expect(res.body.reason).toBe('An offer comes after your first loan is repaid.');
    const refused = await reloan(m, { amount: '150000', installmentCount: 24 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('apiCreditLimit.refusal.noOffer');
  });

  it('after a pay-off with nothing late: a higher limit, offered in words in both languages; applying with it needs no documents and is capped at the offer', async () => {
    const { m, loanNumber } = await repaidMember();
    const res = await offer(m);
    expect(res.status).toBe(200);
    // The PHP 233,000 first limit (above the PHP 150,000 loan) repaid on time rises by 20 % (score
    // 500): PHP 279,000 in whole thousands, whose instalment fits PHP 40,000 first over 12 months.
    expect(res.body).toMatchObject({ rule: 'RAISED', limit: 27_900_000, stepBps: 2000, score: 500, offer: { amount: 27_900_000, installmentCount: 12, instalment: 2_464_500 } });
    expect(res.body.previousLoans).toEqual([{ loanNumber, outcome: 'RAISED', outcomeText: 'Raised the limit', mostDaysLate: 0, limitAfter: 27_900_000 }]);
    expect(res.body.reason).toBe('You repaid your last loan of PHP 150,000.00 with no instalment more than 3 days late, so your limit grew by 20% to PHP 279,000.00.');
    expect((await offer(m, 'fil-PH')).body.reason).toBe(
      'Nabayaran ninyo ang huling loan na PHP 150,000.00 nang walang hulog na lumampas ng 3 araw sa due date, kaya tumaas nang 20% ang inyong limit, at PHP 279,000.00 na ito ngayon.',
    );

    const above = await reloan(m, { amount: '279,000.01', installmentCount: 12 });
    expect(above.status).toBe(400);
    expect(above.body.errors.amount).toMatchObject({ code: 'apiCreditLimit.refusal.aboveOffer', message: 'The amount is more than your offer of PHP 279,000.00.' });

    const created = await reloan(m, { amount: '279,000', installmentCount: 12 });
    expect(created.status).toBe(201);
    expect(created.body.loan).toMatchObject({ status: 'PENDING_REVIEW', amount: 27_900_000, installmentCount: 12 });
    // An open loan: no offer until it is repaid.
    expect((await offer(m)).body).toMatchObject({ rule: 'OPEN_LOAN', offer: null });

    // The officer reads the basis the application was made on: the rule, the previous loan, the score.
    const officerView = await t.call('get', `/officer/loans/${created.body.loan.loanNumber}`, { token: officer });
    expect(officerView.status).toBe(200);
    expect(officerView.body.creditLimit).toMatchObject({ rule: 'RAISED', limit: 27_900_000, score: 500, previousLoans: [{ loanNumber, outcome: 'RAISED' }] });
  });

  it('a bank account changed after the identity was verified: the offer says what to do and applying with it is refused', async () => {
    const { m } = await repaidMember();
    await t.dataSource.query(
      `UPDATE member_bank_accounts SET changed_at = i.reviewed_at + interval '1 day' FROM member_identity i
        WHERE member_bank_accounts.member_id = i.member_id AND member_bank_accounts.status = 'ACTIVE' AND i.member_id = (SELECT id FROM members WHERE phone_number = $1)`,
      [m.e164],
    );
    const res = await offer(m);
    expect(res.body).toMatchObject({ rule: 'RAISED', profileProblem: 'bankChanged' });
    expect(res.body.profileProblemText).toBe('Your bank account changed after your identity was verified: apply with the ordinary application form, so that an officer checks it.');
    const refused = await reloan(m, { amount: '150,000', installmentCount: 24 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('apiCreditLimit.refusal.bankChanged');
  });
});
