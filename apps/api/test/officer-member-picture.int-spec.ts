import { disbursedAt, useLoansSuite } from './support/loans';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

// A PHP 150,000 / 6-month loan disbursed on 15 January 2027: instalment 1 (PHP 25,750) is due on 15 February.
const START = '2027-01-15T02:00:00Z';

const disbursed = () => disbursedAt(suite, START);

const get = (path: string, token = officer, lang = 'en') => t.call('get', path, { token }).set('Accept-Language', lang);
const audited = async (memberId: string) =>
  (await t.dataSource.query(`SELECT action FROM audit_events WHERE target = $1 AND action LIKE 'officer.member.%.view' AND action <> 'officer.member.view' ORDER BY created_at`, [memberId])).map((r: { action: string }) => r.action);

describe("a borrower's picture for staff (GET /officer/members/:id/...)", () => {
  it('the wallet with its movements newest first, a page at a time; the credit score with its factors; every loan with its whole schedule; each read audited', async () => {
    const { m, loanNumber } = await disbursed();
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const paid = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `pic-${loanNumber}`).send({ kind: 'NEXT' });
    expect(paid.status).toBe(200);

    const first = await get(`/officer/members/${m.id}/wallet?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.wallet).toMatchObject({ balance: 15_000_000 - 2_575_000, held: 0 });
    expect(first.body.items).toEqual([expect.objectContaining({ kind: 'REPAYMENT', walletDirection: 'OUT', walletAmount: 2_575_000, loanNumber })]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(`/officer/members/${m.id}/wallet?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toEqual([expect.objectContaining({ kind: 'DISBURSEMENT', walletDirection: 'IN', walletAmount: 15_000_000 })]);

    const score = await get(`/officer/members/${m.id}/credit-score`, officer, 'fil');
    expect(score.status).toBe(200);
    expect(score.body).toMatchObject({ score: expect.any(Number), band: expect.any(String) });
    expect(score.body.factors.length).toBeGreaterThan(0);
    // The factors speak the officer's language.
    const own = (await get('/creditscore', m.accessToken, 'fil')).body;
    expect({ ...score.body, asOf: own.asOf }).toEqual(own);

    const loans = await get(`/officer/members/${m.id}/loans`);
    expect(loans.status).toBe(200);
    expect(loans.body.nextCursor).toBeNull();
    const [loan] = loans.body.loans;
    expect(loan.loanNumber).toBe(loanNumber);
    expect(loan.schedule).toHaveLength(6);
    expect(loan.schedule[0]).toMatchObject({ number: 1, dueDate: '2027-02-15', paid: 2_575_000, status: 'PAID' });
    expect(loan.schedule[1]).toMatchObject({ number: 2, dueDate: '2027-03-15', paid: 0 });

    const payments = await get(`/officer/payments?loanNumber=${loanNumber.toLowerCase()}`);
    expect(payments.status).toBe(200);
    expect(payments.body.payments).toEqual([expect.objectContaining({ id: paid.body.repayment.id, amount: 2_575_000, source: 'WALLET', state: 'RECORDED', actionId: null })]);

    expect(await audited(m.id)).toEqual(['officer.member.wallet.view', 'officer.member.wallet.view', 'officer.member.credit-score.view', 'officer.member.loans.view']);
    expect((await get(`/officer/members/${m.id}/wallet`, m.accessToken)).status).toBe(403);
    expect((await get(`/officer/members/00000000-0000-4000-8000-000000000000/loans`)).status).toBe(404);
    expect((await get(`/officer/members/not-an-id/credit-score`)).status).toBe(404);
  });
});
