import { randomUUID } from 'node:crypto';
// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot import() it on demand).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { PDFParse } from 'pdf-parse';
import { registerMember, type Registered } from './support/members';
import { disbursedLoan, useLoansSuite } from './support/loans';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

// Every loan starts on 15 January 2027, 10:00 in Manila: instalment 1 (PHP 25,750.00) is due on 15 February 2027.
const START = '2027-01-15T02:00:00Z';
const at = (iso: string) => t.clock.setTo(new Date(iso));

/** A verified member's PHP 150,000 / 6-month loan, disbursed at START (+ the 10 s demo delay). */
const disbursed = () => disbursedLoan(suite, START);

const get = (path: string, token: string) => t.call('get', path, { token });
const sms = async (m: Registered): Promise<string[]> => ((await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body as { body: string }[]).map((x) => x.body);
const runJob = async (job: string) => {
  const res = await t.call('post', '/dev/jobs/run').send({ job });
  expect(res.status).toBe(200);
  return res.body;
};
const pdfText = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: pdf });
  return (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
};

describe('receipts, the history and the statement', () => {
  it('give every payment and cash-in a receipt with its split and the balance left, list them newest first, and print them; only for their member and staff', async () => {
    const { m, loanNumber } = await disbursed();
    const pay = (await get('/pay', m.accessToken)).body;
    at('2027-02-10T02:00:00Z');
    const fromWallet = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'NEXT' });
    expect(fromWallet.status).toBe(200);
    const byGcash = await t.call('post', '/dev/channels/pay').send({ channel: 'gcash', reference: pay.loan.referenceText, amount: '25,750.00' });
    const cashIn = await t.call('post', '/dev/channels/pay').send({ channel: 'maya', reference: pay.wallet.reference, amount: '500.00' });
    expect([byGcash.body.outcome, cashIn.body.outcome]).toEqual(['LOAN', 'WALLET']);

    const first = await get(`/receipts/${fromWallet.body.repayment.receiptNumber}`, m.accessToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'LOAN_PAYMENT',
      kindText: 'Loan payment',
      paidByText: 'Wallet',
      loanNumber,
      amount: 2_575_000,
      lateCharge: 0,
      interest: 75_000,
      principal: 2_500_000,
      rebate: 0,
      toWallet: 0,
      remaining: 12_875_000,
      remainingText: '128,750.00',
    });
    expect((await get(`/receipts/${byGcash.body.receiptNumber}`, m.accessToken)).body).toMatchObject({ paidByText: 'GCash', amount: 2_575_000, remaining: 10_300_000 });
    const cashInReceipt = await get(`/receipts/${cashIn.body.receiptNumber}`, m.accessToken).set('Accept-Language', 'fil');
    expect(cashInReceipt.body).toMatchObject({ kind: 'CASH_IN', kindText: 'Cash-in sa wallet', paidByText: 'Maya', loanNumber: null, amount: 50_000, toWallet: 50_000, remaining: null });

    // Another member sees nothing; an officer reads it, and that is audited.
    const other = await registerMember(t);
    const denied = await get(`/receipts/${cashIn.body.receiptNumber}`, other.accessToken);
    expect([denied.status, denied.body.code]).toEqual([404, 'apiPayments.receiptNotFound']);
    expect((await get(`/receipts/${fromWallet.body.repayment.receiptNumber}/pdf`, other.accessToken)).status).toBe(404);
    expect((await get(`/loan/${loanNumber}/statement.pdf`, other.accessToken)).status).toBe(404);
    expect((await get(`/receipts/${cashIn.body.receiptNumber}`, officer)).status).toBe(200);
    expect((await get('/receipts/OR-99999999', m.accessToken)).status).toBe(404);

    const receiptPdf = await get(`/receipts/${byGcash.body.receiptNumber}/pdf`, m.accessToken).buffer(true);
    expect([receiptPdf.status, receiptPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const receiptText = await pdfText(receiptPdf.body as Buffer);
    expect(receiptText).toContain(byGcash.body.receiptNumber);
    expect(receiptText).toContain('PHP 25,750.00');
    expect(receiptText).toContain('Remaining balance of the loan PHP 103,000.00');

    const history = await get('/wallet/history?limit=2', m.accessToken);
    expect(history.status).toBe(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ kind: 'CASH_IN', walletDirection: 'IN', walletAmount: 50_000, receiptNumber: cashIn.body.receiptNumber, loanNumber: null }),
      expect.objectContaining({ kind: 'REPAYMENT', walletDirection: 'NONE', walletAmount: 0, loanAmount: 2_575_000, receiptNumber: byGcash.body.receiptNumber, loanNumber }),
    ]);
    const rest = await get(`/wallet/history?limit=2&cursor=${history.body.nextCursor}`, m.accessToken);
    expect(rest.body.items).toEqual([
      expect.objectContaining({ kind: 'REPAYMENT', walletDirection: 'OUT', walletAmount: 2_575_000, loanAmount: 2_575_000, receiptNumber: fromWallet.body.repayment.receiptNumber }),
      expect.objectContaining({ kind: 'DISBURSEMENT', walletDirection: 'IN', walletAmount: 15_000_000, receiptNumber: null }),
    ]);
    expect(rest.body.nextCursor).toBeNull();
    expect((await get('/wallet/history', other.accessToken)).body).toEqual({ items: [], nextCursor: null });
    expect((await get('/wallet/history?cursor=nonsense', m.accessToken)).status).toBe(400);

    const statement = await get(`/loan/${loanNumber}/statement.pdf`, m.accessToken).buffer(true);
    expect([statement.status, statement.headers['content-type']]).toEqual([200, 'application/pdf']);
    const statementText = await pdfText(statement.body as Buffer);
    expect(statementText).toContain(`Statement of account`);
    expect(statementText).toContain(fromWallet.body.repayment.receiptNumber);
    expect(statementText).toContain(byGcash.body.receiptNumber);
    expect(statementText).toContain('Paid to date PHP 51,500.00');
    await suite.invariants.expectHold();
  });
});

describe('paid to date', () => {
  it('leaves out the interest paid ahead and given back at pay-off: it is what the borrower paid', async () => {
    const { m, loanNumber } = await disbursed();
    at('2027-01-20T02:00:00Z');
    // What was prepaid is no longer in the wallet: a cash-in makes up the pay-off.
    const walletReference = (await get('/pay', m.accessToken)).body.wallet.reference;
    expect((await t.call('post', '/dev/channels/pay').send({ channel: 'gcash', reference: walletReference, amount: '20,000.00' })).body.outcome).toBe('WALLET');
    const repay = (body: object) => t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send(body);
    const prepaid = await repay({ kind: 'AMOUNT', amount: '75000' });
    expect(prepaid.body.repayment.interest).toBeGreaterThan(75_000); // more than one month's interest, paid ahead
    const payoff = await repay({ kind: 'PAYOFF' });
    expect(payoff.status).toBe(200);
    const [{ refund }] = await t.dataSource.query(`SELECT sum(interest_refund)::bigint AS refund FROM repayments WHERE loan_id = (SELECT id FROM loans WHERE loan_number = $1)`, [loanNumber]);
    expect(Number(refund)).toBeGreaterThan(0);
    expect(payoff.body.loan.balance.paidToDate).toBe(7_500_000 + payoff.body.repayment.amount);
    await suite.invariants.expectHold();
  });
});

describe('reminders before the due date (POST /dev/jobs/run reminders)', () => {
  it('3 days before and on the day, from 8 am to 8 pm Manila time, at most one a day, with the amount and the payment reference and no link', async () => {
    const { m, loanNumber } = await disbursed();
    const reference = (await get('/pay', m.accessToken)).body.loan.referenceText;
    // The disbursement SMS gives the first due date too: a reminder is the one with the payment reference.
    const reminders = async () => (await sms(m)).filter((b) => b.includes('payment reference'));

    at('2027-02-11T04:00:00Z'); // noon, 4 days before: nothing
    await runJob('reminders');
    expect(await reminders()).toEqual([]);
    at('2027-02-11T23:30:00Z'); // 07:30 on 12 February, 3 days before: too early
    await runJob('reminders');
    expect(await reminders()).toEqual([]);
    at('2027-02-12T00:30:00Z'); // 08:30
    await runJob('reminders');
    expect(await reminders()).toEqual([
      `HLC: PHP 25,750.00 of loan ${loanNumber} is due on February 15, 2027. Pay from your wallet, or by GCash, Maya, bank transfer or over the counter with payment reference ${reference}. We never ask you to pay into a personal account.`,
    ]);
    at('2027-02-12T11:00:00Z'); // 19:00 the same day: not again
    await runJob('all');
    expect(await reminders()).toHaveLength(1);
    at('2027-02-14T12:30:00Z'); // 20:30 on 14 February... and 15 February before 8 am: night
    await runJob('reminders');
    at('2027-02-14T23:59:00Z');
    await runJob('reminders');
    expect(await reminders()).toHaveLength(1);
    at('2027-02-15T03:00:00Z'); // 11:00 on the due date
    await runJob('reminders');
    const all = await reminders();
    expect(all).toHaveLength(2);
    expect(all[0]).toContain(`is due today, February 15, 2027`);
    expect(all.join(' ')).not.toMatch(/https?:|www\./);
  });
});

describe('auto-debit (opt-in, POST /dev/jobs/run auto-debit)', () => {
  it('pays the instalment from the wallet on its due date from 9 am, once, with a receipt', async () => {
    const { m, loanNumber } = await disbursed();
    const setting = await t.call('post', '/auto-debit', { token: m.accessToken }).send({ enabled: true });
    expect(setting.body).toMatchObject({ enabled: true });
    expect((await t.call('post', '/auto-debit', { token: m.accessToken }).send({ enabled: 'yes' })).status).toBe(400);

    at('2027-02-14T03:00:00Z'); // the day before
    await runJob('auto-debit');
    at('2027-02-15T00:30:00Z'); // 08:30 on the due date: not yet
    await runJob('auto-debit');
    expect((await get('/wallet', m.accessToken)).body.balance).toBe(15_000_000);

    at('2027-02-15T01:30:00Z'); // 09:30
    await runJob('auto-debit');
    await runJob('auto-debit');
    expect((await get('/wallet', m.accessToken)).body.balance).toBe(15_000_000 - 2_575_000);
    expect((await get('/pay', m.accessToken)).body.loan).toMatchObject({ nextDueDate: '2027-03-15' });
    const history = (await get('/wallet/history', m.accessToken)).body.items;
    expect(history[0]).toMatchObject({ kind: 'REPAYMENT', walletDirection: 'OUT', walletAmount: 2_575_000, loanNumber });
    const receipt = (await get(`/receipts/${history[0].receiptNumber}`, m.accessToken)).body;
    expect(receipt).toMatchObject({ kind: 'AUTO_DEBIT', paidByText: 'Auto-debit from the wallet', principal: 2_500_000, interest: 75_000, remaining: 12_875_000 });
    expect((await sms(m)).filter((b) => b.includes(receipt.receiptNumber))).toHaveLength(1);
    await suite.invariants.expectHold();
  });

  it('pays what the wallet holds and says by SMS what is left, once; a member who did not opt in is not debited', async () => {
    const { m, loanNumber } = await disbursed();
    const { m: notOptedIn } = await disbursed();
    await t.call('post', '/auto-debit', { token: m.accessToken }).send({ enabled: true });
    // PHP 140,000 held for a withdrawal: PHP 10,000.00 is left in the wallet.
    const held = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '140000' });
    expect(held.status).toBe(201);
    const reference = (await get('/pay', m.accessToken)).body.loan.referenceText;

    at('2027-02-15T05:00:00Z');
    const run = await runJob('auto-debit');
    expect(run.autoDebit.short).toBeGreaterThanOrEqual(1);
    await runJob('auto-debit');
    expect((await get('/wallet', m.accessToken)).body.balance).toBe(0);
    expect((await get('/wallet', notOptedIn.accessToken)).body.balance).toBe(15_000_000);
    const short = (await sms(m)).filter((b) => b.includes('Auto-debit'));
    expect(short).toEqual([
      `HLC: Auto-debit paid PHP 10,000.00 of the PHP 25,750.00 due today on loan ${loanNumber}: your wallet was short. Please pay the PHP 15,750.00 left today from your wallet, or with payment reference ${reference}.`,
    ]);
    expect((await get('/pay', m.accessToken)).body.loan).toMatchObject({ nextDueDate: '2027-02-15', nextDueAmount: 1_575_000 });

    // Still unpaid five days later: the dashboard's loan says how many days past due.
    at('2027-02-20T02:00:00Z');
    await runJob('overdue');
    const { loan } = (await get('/member/dashboard', m.accessToken)).body;
    expect(loan).toMatchObject({ status: 'OVERDUE', balance: { nextDueDate: '2027-02-15', daysPastDue: 5 } });
    await suite.invariants.expectHold();
  });
});
