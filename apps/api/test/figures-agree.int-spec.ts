// The borrower's figures agree wherever they read them: the dashboard, the wallet's page (GET /wallet
// and GET /loan/current), each receipt and its PDF, the history, the statement of account and the SMS,
// after a pay-off that follows a prepayment and after a reversed payment (docs/product.md §7).
import { randomUUID } from 'node:crypto';
// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot import() it on demand).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { PDFParse } from 'pdf-parse';
import { PASSWORD } from '@halimbawa/testing';
import { formatCentavos, formatDate, t as text, type Language } from '@halimbawa/domain';
import { disbursedLoan, outbox, useLoansSuite } from './support/loans';
import { staffMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let second: string;
beforeAll(async () => {
  t = suite.t;
  second = (await staffMember(t, 'LOAN_OFFICER')).staffToken;
});

// A PHP 150,000 / 6-month loan disbursed on 15 January 2027: instalments of PHP 25,750.00 from 15 February.
const START = '2027-01-15T02:00:00Z';
const at = (iso: string) => t.clock.setTo(new Date(iso));

interface Receipt {
  receiptNumber: string;
  kind: string;
  amount: number;
  amountText: string;
  lateCharge: number;
  lateChargeText: string;
  interest: number;
  interestText: string;
  principal: number;
  principalText: string;
  rebate: number;
  rebateText: string;
  toWallet: number;
  reversed: boolean;
  reversedAtText: string | null;
  remaining: number | null;
}
interface HistoryItem {
  kind: string;
  walletDirection: string;
  walletAmount: number;
  loanAmount: number;
  loanNumber: string | null;
  receiptNumber: string | null;
  reversed: boolean;
}

const get = (path: string, token: string, lang: Language = 'en') => t.call('get', path, { token }).set('Accept-Language', lang);
const receipt = async (m: Registered, number: string, lang: Language = 'en'): Promise<Receipt> => (await get(`/receipts/${number}`, m.accessToken, lang)).body;
const pdfText = async (path: string, m: Registered, lang: Language) => {
  const res = await get(path, m.accessToken, lang).buffer(true);
  expect(res.status).toBe(200);
  const parser = new PDFParse({ data: res.body as Buffer });
  return (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
};
const history = async (m: Registered): Promise<HistoryItem[]> => (await get('/wallet/history?limit=200', m.accessToken)).body.items;
const smsAbout = async (m: Registered, receiptNumber: string) => (await outbox(t, m.e164)).map((x) => x.body).filter((b) => b.includes(receiptNumber));

/**
 * What every page says of the loan, read from the member's endpoints, checked to agree: the paid to
 * date of the dashboard, of the wallet's page and of the statement; the history's payments that still
 * count add up to it; each receipt's split adds up to its amount and matches its row in the history.
 */
async function expectFiguresAgree(m: Registered, loanNumber: string, lang: Language): Promise<{ paidToDate: number; history: HistoryItem[] }> {
  const [dashboard, current] = await Promise.all([get('/member/dashboard', m.accessToken), get('/loan/current', m.accessToken)]);
  const paidToDate: number = current.body.loan.balance.paidToDate;
  expect(dashboard.body.loan.balance).toEqual(current.body.loan.balance);

  const items = (await history(m)).filter((i) => i.loanNumber === loanNumber && (i.kind === 'REPAYMENT' || i.kind === 'REVERSAL'));
  const counted = items.filter((i) => i.kind === 'REPAYMENT' && !i.reversed);
  expect(counted.reduce((s, i) => s + i.loanAmount, 0)).toBe(paidToDate);
  // Each reversed payment shows with its reversal, under the same receipt.
  const reversed = items.filter((i) => i.reversed).map((i) => i.receiptNumber);
  expect(items.filter((i) => i.kind === 'REVERSAL').map((i) => i.receiptNumber)).toEqual(reversed);

  const statement = await pdfText(`/loan/${loanNumber}/statement.pdf`, m, lang);
  expect(statement).toContain(`${text(lang, 'apiReceipts.paidToDate')} PHP ${formatCentavos(paidToDate)}`);
  expect(statement).toContain(`${text(lang, 'apiReceipts.remaining')} PHP ${current.body.loan.balance.remainingText}`);

  for (const item of items.filter((i) => i.kind === 'REPAYMENT')) {
    const r = await receipt(m, item.receiptNumber!, lang);
    expect(r.lateCharge + r.interest - r.rebate + r.principal + r.toWallet).toBe(r.amount);
    expect(r.amount - r.toWallet).toBe(item.loanAmount);
    expect(r.reversed).toBe(item.reversed);
    expect(statement).toContain(item.receiptNumber);
    if (r.reversed) expect(statement).toContain(text(lang, 'apiReceipts.reversedOn', { receipt: r.receiptNumber, time: r.reversedAtText! }));
  }
  return { paidToDate, history: items };
}

describe('after a pay-off that follows a prepayment', () => {
  it("the receipt, its PDF and the SMS show the interest charged, the interest given back and the principal adding up to what was received, and every page's figures agree", async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const repay = (body: object) => t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send(body);
    at('2027-02-10T02:00:00Z');
    expect((await repay({ kind: 'NEXT' })).status).toBe(200);
    at('2027-02-20T02:00:00Z');
    const prepaid = await repay({ kind: 'AMOUNT', amount: '75000' });
    expect(prepaid.status).toBe(200);

    // On 4 March the rest is paid off through GCash with the loan's reference, PHP 1,000.00 more than asked.
    at('2027-03-04T02:00:00Z');
    const { balance } = (await get('/loan/current', m.accessToken)).body.loan;
    expect(balance.payoffRebate).toBeGreaterThan(0);
    const reference = (await get('/pay', m.accessToken)).body.loan.referenceText;
    const paid = await t.call('post', '/dev/channels/pay').send({ channel: 'gcash', reference, amount: formatCentavos(balance.payoffAmount + 100_000) });
    expect(paid.body.outcome).toBe('LOAN');

    const payoff = await receipt(m, paid.body.receiptNumber);
    expect(payoff).toMatchObject({ kind: 'PAY_OFF', amount: balance.payoffAmount + 100_000, rebate: balance.payoffRebate, toWallet: 100_000, remaining: 0, reversed: false });
    expect(payoff.interest).toBeGreaterThan(0);
    expect(payoff.lateCharge + payoff.interest - payoff.rebate + payoff.principal).toBe(balance.payoffAmount);

    // The same figures, in the same order, in the SMS and in the PDF, in both languages.
    const [sms] = await smsAbout(m, payoff.receiptNumber);
    const vars = { lateCharge: payoff.lateChargeText, interest: payoff.interestText, rebate: payoff.rebateText, principal: payoff.principalText };
    expect(sms).toBe(
      `${text('en', 'apiSms.receiptPaidOff', { company: 'HLC', receipt: payoff.receiptNumber, channel: 'GCash', loanNumber, amount: payoff.amountText, ...vars })} ${text('en', 'apiSms.receiptRest', { toWallet: '1,000.00' })}`,
    );
    for (const lang of ['en', 'fil'] as const) {
      const pdf = await pdfText(`/receipts/${payoff.receiptNumber}/pdf`, m, lang);
      expect(pdf).toContain(
        [
          `${text(lang, 'apiReceipts.amount')} PHP ${payoff.amountText}`,
          `${text(lang, 'apiReceipts.lateCharge')} PHP ${payoff.lateChargeText}`,
          `${text(lang, 'apiReceipts.interestCharged')} PHP ${payoff.interestText}`,
          `${text(lang, 'apiReceipts.rebate')} PHP ${payoff.rebateText}`,
          `${text(lang, 'apiReceipts.principal')} PHP ${payoff.principalText}`,
        ].join(' '),
      );
      expect(pdf).not.toMatch(/PHP [-−]/);
    }

    const { paidToDate } = await expectFiguresAgree(m, loanNumber, 'fil');
    expect(paidToDate).toBe(2_575_000 + 7_500_000 + balance.payoffAmount);
    expect((await get('/wallet', m.accessToken)).body.balance).toBe(15_000_000 - 2_575_000 - 7_500_000 + 100_000);
    await suite.invariants.expectHold();
  });
});

describe('after a payment is reversed (four eyes)', () => {
  it('the receipt, its PDF and the history say it was reversed, the borrower is told by SMS in their language, and every page agrees that it no longer counts', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    // The borrower reads in Filipino: signing in in it stores it.
    expect((await t.call('post', '/authmember/login').set('Accept-Language', 'fil').send({ phoneNumber: m.national, password: PASSWORD })).status).toBe(200);
    at('2027-02-10T02:00:00Z');
    const paid = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'AMOUNT', amount: '28000' });
    expect(paid.status).toBe(200);
    const { receiptNumber, id } = paid.body.repayment;
    expect((await expectFiguresAgree(m, loanNumber, 'fil')).paidToDate).toBe(2_800_000);

    const asked = await t.call('post', `/officer/payments/${id}/reverse`, { token: suite.officer }).send({ reason: 'Paid twice by mistake.' });
    expect(asked.status).toBe(202);
    at('2027-02-12T02:00:00Z');
    expect((await t.call('post', `/officer/four-eyes/${asked.body.action.id}/approve`, { token: second }).send({})).status).toBe(200);

    const reversed = await receipt(m, receiptNumber, 'fil');
    expect(reversed).toMatchObject({ receiptNumber, amount: 2_800_000, reversed: true, reversedAtText: expect.stringContaining('Pebrero 12, 2027'), remaining: null });
    const pdf = await pdfText(`/receipts/${receiptNumber}/pdf`, m, 'fil');
    expect(pdf).toContain(text('fil', 'apiReceipts.reversedOn', { receipt: receiptNumber, time: reversed.reversedAtText! }));
    expect(pdf).not.toContain(text('fil', 'apiReceipts.remaining'));

    const { paidToDate, history: rows } = await expectFiguresAgree(m, loanNumber, 'fil');
    expect(paidToDate).toBe(0);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'REVERSAL', walletDirection: 'IN', walletAmount: 2_800_000, loanAmount: 2_800_000, receiptNumber, reversed: false }),
      expect.objectContaining({ kind: 'REPAYMENT', walletDirection: 'OUT', walletAmount: 2_800_000, loanAmount: 2_800_000, receiptNumber, reversed: true }),
    ]);
    expect((await get('/wallet', m.accessToken)).body.balance).toBe(15_000_000);
    const { loan } = (await get('/loan/current', m.accessToken)).body;
    expect(loan.balance).toMatchObject({ remaining: 15_450_000, repaidFromWallet: 0 });

    expect((await smsAbout(m, receiptNumber))[0]).toBe(
      `${text('fil', 'apiSms.paymentReversed', { company: 'HLC', receipt: receiptNumber, amount: '28,000.00', loanNumber, date: formatDate('2027-02-12', 'fil'), remaining: '154,500.00' })} ${text('fil', 'apiSms.paymentReversedToWallet', { amount: '28,000.00' })}`,
    );

    // Paid again: it counts once, everywhere.
    const again = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'NEXT' });
    expect(again.status).toBe(200);
    expect((await expectFiguresAgree(m, loanNumber, 'en')).paidToDate).toBe(2_575_000);
    await suite.invariants.expectHold();
  });

  it("a reversed channel payment shows in the history without moving the wallet, and the SMS says nothing of the wallet", async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    at('2027-02-10T02:00:00Z');
    const recorded = await t.call('post', '/officer/payments', { token: suite.officer }).send({ loanNumber, amount: '10,000', channel: 'BANK_DEPOSIT', externalRef: `REV-${loanNumber}` });
    expect(recorded.status).toBe(200);
    const { receiptNumber, id } = recorded.body.repayment;
    const asked = await t.call('post', `/officer/payments/${id}/reverse`, { token: suite.officer }).send({ reason: 'Recorded on the wrong loan.' });
    expect((await t.call('post', `/officer/four-eyes/${asked.body.action.id}/approve`, { token: second }).send({})).status).toBe(200);

    const { paidToDate, history: rows } = await expectFiguresAgree(m, loanNumber, 'en');
    expect(paidToDate).toBe(0);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'REVERSAL', walletDirection: 'NONE', loanAmount: 1_000_000, receiptNumber }),
      expect.objectContaining({ kind: 'REPAYMENT', walletDirection: 'NONE', loanAmount: 1_000_000, receiptNumber, reversed: true }),
    ]);
    expect((await smsAbout(m, receiptNumber))[0]).toBe(
      text('en', 'apiSms.paymentReversed', { company: 'HLC', receipt: receiptNumber, amount: '10,000.00', loanNumber, date: formatDate('2027-02-10', 'en'), remaining: '154,500.00' }),
    );
    await suite.invariants.expectHold();
  });
});
