import { parsePaymentReference } from '@halimbawa/domain';
import { expectLedgerInvariants } from './support/ledger-invariants';
import { signedLoan, useLoansSuite, verifiedMember } from './support/loans';
import type { Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

// Every test starts its loan on 15 January 2027, 10:00 in Manila: instalment 1 is due on 15 February 2027.
const START = '2027-01-15T02:00:00Z';

const payPage = async (m: Registered) => {
  const res = await t.call('get', '/pay', { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body;
};

/** A verified member's PHP 150,000 / 6-month loan, disbursed at START (+ the 10 s demo delay). */
async function disbursed(): Promise<{ m: Registered; loanNumber: string }> {
  t.clock.setTo(new Date(START));
  const m = await verifiedMember(t, officer);
  const loanNumber = await signedLoan(t, m, officer);
  t.clock.setTo(new Date(t.clock.now().getTime() + 11_000));
  await suite.jobs.tick('disbursement');
  return { m, loanNumber };
}

describe('the Pay page (GET /pay)', () => {
  it('gives the wallet a reference before any loan, and the running loan its own, each with a valid check digit, the same every time', async () => {
    t.clock.setTo(new Date(START));
    const before = await verifiedMember(t, officer);
    const empty = await payPage(before);
    expect(empty.loan).toBeNull();
    expect(parsePaymentReference(empty.wallet.reference)).toEqual({ reference: empty.wallet.reference, kind: 'WALLET' });

    const { m, loanNumber } = await disbursed();
    const page = await payPage(m);
    expect(parsePaymentReference(page.loan.reference)).toEqual({ reference: page.loan.reference, kind: 'LOAN' });
    expect(page.loan.referenceText).toMatch(/^1\d{3} \d{4} \d{4}$/);
    expect(page.loan).toMatchObject({ loanNumber, overdue: false, nextDueDate: '2027-02-15', nextDueAmount: 2_575_000, nextDueAmountText: '25,750.00', lateChargesDue: 0 });
    expect(page.collection).toEqual({ billerName: 'Halimbawa Lending Corporation', bankName: expect.any(String), accountName: 'Halimbawa Lending Corporation', accountNumber: expect.any(String) });
    const again = await payPage(m);
    expect([again.loan.reference, again.wallet.reference]).toEqual([page.loan.reference, page.wallet.reference]);
    // Another member's references are their own.
    expect((await payPage(before)).wallet.reference).toBe(empty.wallet.reference);
    expect(new Set([empty.wallet.reference, page.wallet.reference, page.loan.reference]).size).toBe(3);
  });

  it('says when the loan is overdue, with the late charge in the amount due', async () => {
    const { m } = await disbursed();
    t.clock.setTo(new Date('2027-02-18T02:00:00Z'));
    expect((await t.call('post', '/dev/jobs/overdue').send({})).status).toBe(200);
    const page = await payPage(m);
    expect(page.loan).toMatchObject({ overdue: true, nextDueDate: '2027-02-15', nextDueAmount: 2_600_750, lateChargesDue: 25_750, lateChargesDueText: '257.50' });
    await expectLedgerInvariants(t.dataSource);
  });
});
