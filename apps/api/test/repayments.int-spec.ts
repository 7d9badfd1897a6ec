import { LOAN_CLOSURE_CATALOGUE, LOAN_STATUS_CATALOGUE } from '@halimbawa/domain';
import { OverdueJobService } from '../src/modules/repayments/overdue-job.service';
import { disbursedLoan, outbox, useLoansSuite, verifiedMember } from './support/loans';
import type { Registered } from './support/members';
import type { TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let overdue: OverdueJobService;
beforeAll(() => {
  ({ t, officer } = suite);
  overdue = t.app.get(OverdueJobService);
});

// Every test starts its loan on 15 January 2027, 10:00 in Manila (a date in the future of the machine's
// clock, so that time only moves forward): instalment 1 is due on 15 February 2027.
const START = '2027-01-15T02:00:00Z';
/** The reference every test member named at activation (libs/testing): never contacted about repayments. */
const REFERENCE = '+639181234567';

const current = async (m: Registered) => (await t.call('post', '/loan/phonenumber', { token: m.accessToken }).send({})).body.loan;
const balance = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body.balance;
const repay = (m: Registered, loanNumber: string, body: Record<string, unknown>, key: string | null = `key-${Math.random().toString(36).slice(2)}`) => {
  const req = t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken });
  return (key === null ? req : req.set('Idempotency-Key', key)).send(body);
};
const officerPayment = (body: Record<string, unknown>, token = officer) => t.call('post', '/officer/payments', { token }).send(body);
const repaymentCount = async (loanNumber: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM repayments r JOIN loans l ON l.id = r.loan_id WHERE l.loan_number = $1`, [loanNumber]))[0].n;
const entryCount = async (loanNumber: string, kind: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM journal_entries e JOIN loans l ON l.id = e.loan_id WHERE l.loan_number = $1 AND e.kind = $2`, [loanNumber, kind]))[0].n;

/** A verified member's PHP 150,000 / 6-month loan, disbursed at START (+ the 10 s demo delay). */
async function disbursed(): Promise<{ m: Registered; loanNumber: string }> {
  const loan = await disbursedLoan(suite, START);
  expect(await balance(loan.m)).toBe(15_000_000);
  return loan;
}

describe('paying from the wallet', () => {
  it('the next instalment: 124,250.00 left of 150,000.00, row 1 paid; a replayed Idempotency-Key pays once', async () => {
    const { m, loanNumber } = await disbursed();
    const res = await repay(m, loanNumber, { kind: 'NEXT' }, 'pay-next-0001');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment received: PHP 25,750.00. Thank you.');
    expect(res.body.repayment).toMatchObject({ kind: 'NEXT', amount: 2_575_000, interest: 75_000, principal: 2_500_000, lateCharge: 0, rebate: 0, paidOff: false, replayed: false });
    expect(await balance(m)).toBe(12_425_000);
    const loan = res.body.loan;
    expect(loan.status).toBe('DISBURSED');
    expect(loan.schedule[0]).toMatchObject({ number: 1, status: 'PAID', paid: 2_575_000, owed: 0 });
    expect(loan.schedule[1]).toMatchObject({ number: 2, status: 'SCHEDULED', paid: 0, dueDate: '2027-03-15' });
    expect(loan.balance).toMatchObject({ paidToDate: 2_575_000, nextDueDate: '2027-03-15', nextDueAmount: 2_575_000, remaining: 12_875_000, repaidFromWallet: 2_575_000, canRepay: true });

    // The same key again (a double submit): the first answer, nothing moves.
    const again = await repay(m, loanNumber, { kind: 'NEXT' }, 'pay-next-0001');
    expect(again.status).toBe(200);
    expect(again.body.repayment).toMatchObject({ id: res.body.repayment.id, replayed: true });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(m)).toBe(12_425_000);
    expect(await repaymentCount(loanNumber)).toBe(1);
    expect(await entryCount(loanNumber, 'REPAYMENT')).toBe(1);
    // One receipt, by SMS, with the split and what is left.
    expect(res.body.repayment.receiptNumber).toMatch(/^OR-\d{8}$/);
    expect((await outbox(t, m.e164)).map((x) => x.body).filter((b) => b.includes('Receipt'))).toEqual([
      `HLC: Receipt ${res.body.repayment.receiptNumber}. PHP 25,750.00 received by your wallet for loan ${loanNumber}: late charge PHP 0.00, interest PHP 750.00, principal PHP 25,000.00. Remaining balance: PHP 128,750.00.`,
    ]);
    // The same key for another request: refused; without a key: refused.
    expect((await repay(m, loanNumber, { kind: 'PAYOFF' }, 'pay-next-0001')).status).toBe(422);
    const noKey = await repay(m, loanNumber, { kind: 'NEXT' }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toContain('Idempotency-Key');
    expect(await repaymentCount(loanNumber)).toBe(1);
    await suite.invariants.expectHold();
  });

  it('refuses bad input beside the field, more than the pay-off, another member (404) and more than the wallet holds', async () => {
    const { m, loanNumber } = await disbursed();
    const bad = await repay(m, loanNumber, { kind: 'AMOUNT', amount: '12abc' });
    expect(bad.status).toBe(400);
    expect(fieldTexts(bad.body)).toEqual({ amount: 'Please enter an amount in PHP, e.g. 1000 or 1000.50.' });
    expect(fieldTexts((await repay(m, loanNumber, { kind: 'ALL' })).body)).toEqual({ kind: 'Choose the next instalment, an amount, or pay off.' });
    const tooMuch = await repay(m, loanNumber, { kind: 'AMOUNT', amount: '150,000.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount.message).toBe('That is more than paying off your loan today (PHP 150,000.00). Choose pay off instead.');

    const other = await verifiedMember(t, officer);
    expect((await repay(other, loanNumber, { kind: 'NEXT' })).status).toBe(404);

    // An amount is allocated oldest first: 30,000.00 pays row 1 and 4,250.00 of row 2 (interest first).
    const part = await repay(m, loanNumber, { kind: 'AMOUNT', amount: '30,000' });
    expect(part.status).toBe(200);
    expect(part.body.loan.schedule.slice(0, 2).map((r: { status: string; paid: number }) => [r.status, r.paid])).toEqual([
      ['PAID', 2_575_000],
      ['PARTIAL', 425_000],
    ]);
    // On 1 March paying off takes about PHP 121,800 and the wallet holds 120,000.00: refused, nothing moves.
    t.clock.setTo(new Date('2027-03-01T02:00:00Z'));
    const payoff = await repay(m, loanNumber, { kind: 'PAYOFF' });
    expect(payoff.status).toBe(409);
    expect(payoff.body).toEqual({ code: 'apiErrors.balanceTooLow', message: 'Your wallet balance is not enough for this.' });
    expect(await balance(m)).toBe(12_000_000);
    expect(await repaymentCount(loanNumber)).toBe(1);
  });

  it('pays off with the actuarial rebate of docs/decisions/006 (instalment 1 paid, 1 March): PHP 126,059.77, rebate PHP 2,690.23', async () => {
    const { m, loanNumber } = await disbursed();
    // Instalment 1 received through a bank on its due date (the wallet keeps its 150,000.00).
    t.clock.setTo(new Date('2027-02-15T02:00:00Z'));
    const first = await officerPayment({ loanNumber, amount: '25,750.00', channel: 'BANK_DEPOSIT', externalRef: `BDO-${loanNumber}` });
    expect(first.status).toBe(200);
    t.clock.setTo(new Date('2027-03-01T02:00:00Z'));
    expect((await current(m)).balance).toMatchObject({ payoffAmount: 12_605_977, payoffRebate: 269_023 });

    const res = await repay(m, loanNumber, { kind: 'PAYOFF' });
    expect(res.status).toBe(200);
    expect(res.body.repayment).toMatchObject({ kind: 'PAYOFF', amount: 12_605_977, principal: 12_500_000, interest: 105_977, rebate: 269_023, paidOff: true });
    expect(res.body.message).toBe('Payment received: PHP 126,059.77, with PHP 2,690.23 of unearned interest rebated. Your loan is fully repaid. Thank you.');
    // Nothing was ever late: the thanks for paying on time.
    expect(res.body.loan).toMatchObject({ status: 'PAID_OFF', closureReason: 'REPAID', statusCard: { ...LOAN_CLOSURE_CATALOGUE.REPAID_ON_TIME } });
    expect(res.body.loan.schedule.every((r: { status: string }) => r.status === 'PAID')).toBe(true);
    expect(res.body.loan.balance).toMatchObject({ remaining: 0, canRepay: false, nextDueDate: null });
    expect(await balance(m)).toBe(15_000_000 - 12_605_977);
    await suite.invariants.expectHold();
  });

  it('pays off at the actuarial balance of the actual cash flows: a prepayment lowers the pay-off by all of it, its unearned interest given back', async () => {
    const { m, loanNumber } = await disbursed();
    t.clock.setTo(new Date('2027-02-15T02:00:00Z'));
    expect((await officerPayment({ loanNumber, amount: '25,750.00', channel: 'BANK_DEPOSIT', externalRef: `BDO-1-${loanNumber}` })).status).toBe(200);
    t.clock.setTo(new Date('2027-02-19T02:00:00Z'));
    const before: number = (await current(m)).balance.payoffAmount;
    // PHP 75,000.00 books instalments 2 and 3 whole and part of 4: PHP 2,250.00 of interest not yet earned.
    const prepaid = await officerPayment({ loanNumber, amount: '75,000.00', channel: 'GCASH', externalRef: `GC-PRE-${loanNumber}` });
    expect(prepaid.body.repayment).toMatchObject({ interest: 225_000, principal: 7_275_000 });
    expect(prepaid.body.loan.balance.payoffAmount).toBe(before - 7_500_000);

    const res = await repay(m, loanNumber, { kind: 'PAYOFF' });
    expect(res.status).toBe(200);
    // The principal still owed (PHP 52,750.00) is cleared for less: the unearned interest paid ahead is given back.
    expect(res.body.repayment).toMatchObject({ amount: before - 7_500_000, principal: 5_225_000, interest: 0, paidOff: true });
    const refund = 5_225_000 - (before - 7_500_000);
    expect(refund).toBeGreaterThan(0);
    const [row] = await t.dataSource.query(`SELECT interest_refund::int AS refund FROM repayments WHERE id = $1`, [res.body.repayment.id]);
    expect(row.refund).toBe(refund);
    const [income] = await t.dataSource.query(
      `SELECT l.amount::int AS amount FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id JOIN repayments r ON r.entry_id = l.entry_id
        WHERE r.id = $1 AND a.code = 'INTEREST_INCOME'`,
      [res.body.repayment.id],
    );
    expect(income.amount).toBe(-refund);
    expect(await balance(m)).toBe(15_000_000 - (before - 7_500_000));
    await suite.invariants.expectHold();
  });
});

describe('the smallest payment from the wallet', () => {
  const pesos = (centavos: number) => (centavos / 100).toFixed(2);

  it('is PHP 100.00: less is refused beside the field and nothing moves', async () => {
    const { m, loanNumber } = await disbursed();
    for (const amount of ['0.01', '1', '99.99']) {
      const res = await repay(m, loanNumber, { kind: 'AMOUNT', amount });
      expect([amount, res.status]).toEqual([amount, 400]);
      expect({ message: res.body.message, errors: fieldTexts(res.body) }).toEqual({ message: 'Please check the highlighted fields.', errors: { amount: 'The smallest payment is PHP 100.00.' } });
    }
    expect(await repaymentCount(loanNumber)).toBe(0);
    expect(await balance(m)).toBe(15_000_000);
    expect((await repay(m, loanNumber, { kind: 'AMOUNT', amount: '100' })).status).toBe(200);
    expect(await balance(m)).toBe(15_000_000 - 10_000);
  });

  it('is what is left when less than PHP 100.00', async () => {
    const { m, loanNumber } = await disbursed();
    // Most of the loan received through a bank, PHP 50.00 short of paying it off each time, until
    // paying off takes less than PHP 100.00 (the interest of later instalments is rebated only on a pay-off).
    let left: number = (await current(m)).balance.payoffAmount;
    for (let round = 0; left >= 10_000 && round < 6; round++) {
      const part = await officerPayment({ loanNumber, amount: pesos(left - 5_000), channel: 'BANK_DEPOSIT', externalRef: `MIN-${round}-${loanNumber}` });
      expect(part.status).toBe(200);
      left = part.body.loan.balance.payoffAmount;
    }
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(10_000);
    const tooLittle = await repay(m, loanNumber, { kind: 'AMOUNT', amount: pesos(left - 1) });
    expect(tooLittle.status).toBe(400);
    expect(fieldTexts(tooLittle.body)).toEqual({ amount: `The smallest payment is PHP ${pesos(left)}.` });
    const rest = await repay(m, loanNumber, { kind: 'AMOUNT', amount: pesos(left) });
    expect(rest.status).toBe(200);
    expect(rest.body.loan.status).toBe('PAID_OFF');
    await suite.invariants.expectHold();
  });
});

describe('payments received through a channel', () => {
  it('are recorded once per channel and reference; officers only', async () => {
    const { m, loanNumber } = await disbursed();
    const body = { loanNumber, amount: '10,000', channel: 'GCASH', externalRef: `GC-${loanNumber}` };
    expect((await officerPayment(body, m.accessToken)).status).toBe(403);
    const first = await officerPayment(body);
    expect(first.status).toBe(200);
    expect(first.body.repayment).toMatchObject({ kind: 'CHANNEL', amount: 1_000_000, interest: 75_000, principal: 925_000, replayed: false });
    const again = await officerPayment(body);
    expect(again.status).toBe(200);
    expect(again.body.repayment).toMatchObject({ id: first.body.repayment.id, replayed: true });
    expect((await officerPayment({ ...body, amount: '10,000.01' })).body).toEqual({ code: 'repayment.referenceReused', message: 'This reference was already recorded for a different payment.' });
    expect(await repaymentCount(loanNumber)).toBe(1);
    expect(await entryCount(loanNumber, 'REPAYMENT')).toBe(1);
    expect(await balance(m)).toBe(15_000_000); // the money came from outside, not from the wallet
    const bad = await officerPayment({ loanNumber: 'NOPE-2027-000001', amount: 'x', channel: 'CASH', externalRef: '!' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'channel', 'externalRef']);
    expect((await officerPayment({ ...body, loanNumber: 'NOPE-2027-000001', externalRef: 'GC-unknown-loan' })).status).toBe(404);
  });

  it('above the pay-off are refused in words for the officer, not the member\'s', async () => {
    const { loanNumber } = await disbursed();
    const res = await officerPayment({ loanNumber, amount: '999,999', channel: 'BANK_DEPOSIT', externalRef: `BDO-MAX-${loanNumber}` });
    expect(res.status).toBe(400);
    expect(res.body.errors.amount.message).toMatch(/^That is more than this loan's pay-off today \(PHP [\d,.]+\)\. Record the pay-off amount/);
    expect(res.body.errors.amount.code).toBe('repayment.amountAbovePayoff');
  });

  it('are the same payment whatever the case and spaces of the reference on one channel', async () => {
    const { m, loanNumber } = await disbursed();
    const ref = `DUP-ab12-${loanNumber}`;
    const body = { loanNumber, amount: '5,000', channel: 'INSTAPAY', externalRef: ref };
    const first = await officerPayment(body);
    expect(first.status).toBe(200);
    for (const variant of [ref.toLowerCase(), ref.toUpperCase(), `  ${ref} `, ref.replace('-ab12-', ' - AB12 - ')]) {
      const again = await officerPayment({ ...body, externalRef: variant });
      expect([variant, again.status]).toEqual([variant, 200]);
      expect(again.body.repayment).toMatchObject({ id: first.body.repayment.id, replayed: true });
    }
    const other = await officerPayment({ ...body, externalRef: ref.toLowerCase(), amount: '5,000.01' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: 'repayment.referenceReused', message: 'This reference was already recorded for a different payment.' });
    expect(await repaymentCount(loanNumber)).toBe(1);
    expect(await entryCount(loanNumber, 'REPAYMENT')).toBe(1);
    // The same reference on another channel is another payment.
    expect((await officerPayment({ ...body, channel: 'PESONET', externalRef: ref.toLowerCase() })).body.repayment.replayed).toBe(false);
    expect(await repaymentCount(loanNumber)).toBe(2);
    expect((await current(m)).balance.paidToDate).toBe(1_000_000);
    await suite.invariants.expectHold();
  });
});

describe('the overdue job', () => {
  it('3 days after the due date: overdue, the capped late charge, one reminder to the borrower only, once a day; paying clears it', async () => {
    const { m, loanNumber } = await disbursed();
    const sms = async () => (await outbox(t, m.e164)).filter((x) => x.body.includes('overdue'));

    // Two days after the due date: nothing yet.
    t.clock.setTo(new Date('2027-02-17T02:00:00Z'));
    await overdue.tick();
    expect((await current(m)).status).toBe('DISBURSED');

    // Three days after, 10:00 in Manila: two runners at once mark the loan once and remind once.
    t.clock.setTo(new Date('2027-02-18T02:00:00Z'));
    const [{ due }] = await t.dataSource.query(
      `SELECT count(*)::int AS due FROM loans l WHERE l.status IN ('DISBURSED', 'OVERDUE') AND l.overdue_checked_on IS DISTINCT FROM '2027-02-18'
          AND EXISTS (SELECT 1 FROM loan_schedule s WHERE s.loan_id = l.id AND s.paid_at IS NULL AND s.due_date <= '2027-02-15')`,
    );
    const runs = await Promise.all([overdue.tick(), overdue.tick()]);
    // Each loan checked by one runner only (the other skipped the locked row, then found it done):
    // never more checks than loans due. The worker's database also holds other files' loans, on
    // their own business dates, so this one's are not all of them.
    expect(runs[0].checked + runs[1].checked).toBeGreaterThan(0);
    expect(runs[0].checked + runs[1].checked).toBeLessThanOrEqual(due);
    const loan = await current(m);
    expect(loan).toMatchObject({ status: 'OVERDUE', statusCard: { ...LOAN_STATUS_CATALOGUE.OVERDUE } });
    // 1 % of the overdue PHP 25,750.00 for the month started: PHP 257.50 (docs/product.md §7).
    expect(loan.schedule[0]).toMatchObject({ status: 'OVERDUE', lateCharge: 25_750, owed: 2_600_750 });
    expect(loan.balance).toMatchObject({ lateChargesDue: 25_750, nextDueAmount: 2_600_750 });
    const reminders = await sms();
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain(`PHP 26,007.50 of loan ${loanNumber} is overdue since February 15, 2027`);
    expect(reminders[0].body).toContain('write to us from Support in the app');
    expect(reminders[0].body).toContain('with the payment reference on the Pay page of the app');
    expect(reminders[0].body).not.toMatch(/https?:|www\.|Loan Officer/i);
    expect(await outbox(t, REFERENCE)).toEqual([]);

    // A second run the same day does nothing.
    expect(await overdue.tick()).toEqual({ checked: 0, reminded: 0 });
    expect(await sms()).toHaveLength(1);

    // The next day at 4 am Manila: checked again (the charge stays within the cap), no reminder before 6 am.
    t.clock.setTo(new Date('2027-02-18T20:00:00Z'));
    const early = await overdue.tick();
    expect(early.reminded).toBe(0);
    expect((await current(m)).schedule[0].lateCharge).toBe(25_750);
    expect(await sms()).toHaveLength(1);

    // Paying the instalment with its charge: back to DISBURSED, row 1 paid, no more reminders.
    const paid = await repay(m, loanNumber, { kind: 'NEXT' });
    expect(paid.body.repayment).toMatchObject({ amount: 2_600_750, lateCharge: 25_750 });
    expect(paid.body.loan).toMatchObject({ status: 'DISBURSED', statusCard: { ...LOAN_STATUS_CATALOGUE.DISBURSED } });
    expect(paid.body.loan.schedule[0]).toMatchObject({ status: 'PAID', paid: 2_600_750 });
    t.clock.setTo(new Date('2027-02-19T02:00:00Z'));
    await overdue.tick();
    expect(await sms()).toHaveLength(1);
    expect((await current(m)).status).toBe('DISBURSED');

    // Paid off after an instalment went overdue: thanked, not for paying on time.
    const payoffAmount: number = (await current(m)).balance.payoffAmount;
    const payoff = await officerPayment({ loanNumber, amount: (payoffAmount / 100).toFixed(2), channel: 'BANK_DEPOSIT', externalRef: `BDO-OFF-${loanNumber}` });
    expect(payoff.body.loan).toMatchObject({ status: 'PAID_OFF', statusCard: { ...LOAN_STATUS_CATALOGUE.PAID_OFF } });
    expect(payoff.body.loan.statusCard.message).toBe('Your loan is fully repaid. Thank you.');
    await suite.invariants.expectHold();
  });
});
