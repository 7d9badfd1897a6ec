import { PAY_CHANNELS, parsePaymentReference, paymentReference, type PayChannel } from '@halimbawa/domain';
import { AppConfig } from '../src/config/app-config';
import { channelNotificationsRefused } from '../src/common/metrics/metrics';
import { REFUSED_NOTIFICATIONS_PER_WINDOW, signNotification } from '../src/modules/payments/channels.service';
import { disbursedLoan, outbox, useLoansSuite, verifiedMember } from './support/loans';
import type { Registered } from './support/members';
import type { TestApp } from './support/test-app';

// The channels' own signed notifications: the generic adapter (docs/integrations.md).
const suite = useLoansSuite({ PAYMENTS_PROVIDER: 'generic' });
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

describe('the Pay page (GET /pay)', () => {
  it('gives the wallet a reference before any loan, and the running loan its own, each with a valid check digit, the same every time', async () => {
    t.clock.setTo(new Date(START));
    const before = await verifiedMember(t, officer);
    const empty = await payPage(before);
    expect(empty.loan).toBeNull();
    expect(parsePaymentReference(empty.wallet.reference)).toEqual({ reference: empty.wallet.reference, kind: 'WALLET' });

    const { m, loanNumber } = await disbursedLoan(suite, START);
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
    const { m } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-18T02:00:00Z'));
    expect((await t.call('post', '/dev/jobs/overdue').send({})).status).toBe(200);
    const page = await payPage(m);
    expect(page.loan).toMatchObject({ overdue: true, nextDueDate: '2027-02-15', nextDueAmount: 2_600_750, lateChargesDue: 25_750, lateChargesDueText: '257.50' });
    await suite.invariants.expectHold();
  });
});

const balance = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body.balance;
const accountBalance = async (code: string) => Number((await t.dataSource.query(`SELECT balance FROM ledger_accounts WHERE code = $1`, [code]))[0].balance);
const entries = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM journal_entries`))[0].n);

/**
 * POST /channels/:channel/notify as the channel would (GCash unless named): the body signed with
 * its secret (or `signature`), from `ip` (else a fresh address).
 */
function notify(body: Record<string, unknown>, signature?: string, channel: PayChannel = 'gcash', ip?: string) {
  const raw = JSON.stringify({ timestamp: t.clock.now().toISOString(), ...body });
  const secret = t.app.get(AppConfig).channelSecrets[PAY_CHANNELS[channel].code]!;
  return t
    .call('post', `/channels/${channel}/notify`, { ip })
    .set('Content-Type', 'application/json')
    .set('X-Signature', signature ?? signNotification(secret, Buffer.from(raw)))
    .send(raw);
}

describe('payments the channels notify (POST /channels/:channel/notify)', () => {
  it('pay the loan by its reference once per transaction, with a receipt SMS that gives the split and the balance; a replay, a reuse, a bad signature or an old timestamp move nothing', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const body = { transactionId: `GC-${loanNumber}`, reference: loan.referenceText, amount: 2_575_000 };
    const paid = await notify(body);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ outcome: 'LOAN', amount: 2_575_000, toWallet: 0, replayed: false, receiptNumber: expect.stringMatching(/^OR-\d{8}$/) });
    expect(await balance(m)).toBe(15_000_000); // the money came from GCash, not from the wallet
    const after = (await payPage(m)).loan;
    expect(after).toMatchObject({ nextDueDate: '2027-03-15' });
    const sms = (await outbox(t, m.e164)).map((x) => x.body).filter((b) => b.includes(paid.body.receiptNumber));
    expect(sms).toEqual([
      `HLC: Receipt ${paid.body.receiptNumber}. PHP 25,750.00 received by GCash for loan ${loanNumber}: late charge PHP 0.00, interest PHP 750.00, principal PHP 25,000.00. Remaining balance: PHP 128,750.00.`,
    ]);
    const moved = await entries();

    const again = await notify(body);
    expect(again.body).toMatchObject({ receiptNumber: paid.body.receiptNumber, replayed: true });
    const reused = await notify({ ...body, amount: 2_575_001 });
    expect([reused.status, reused.body.code]).toEqual([409, 'apiPayments.transactionReused']);
    const forged = await notify({ ...body, transactionId: `GC-2-${loanNumber}` }, 'ab'.repeat(32));
    expect([forged.status, forged.body.code]).toEqual([401, 'apiPayments.badSignature']);
    const unsigned = await notify({ ...body, transactionId: `GC-3-${loanNumber}` }, '');
    expect(unsigned.status).toBe(401);
    const old = await notify({ ...body, transactionId: `GC-4-${loanNumber}`, timestamp: new Date(t.clock.now().getTime() - 6 * 60_000).toISOString() });
    expect([old.status, old.body.code]).toEqual([400, 'apiPayments.outsideWindow']);
    expect(await entries()).toBe(moved);
    const refusals = await t.dataSource.query(`SELECT details->>'reason' AS reason FROM audit_events WHERE action = 'channel.notify.refused' AND created_at >= $1 ORDER BY created_at`, [new Date(Date.now() - 60_000)]);
    expect(refusals.map((r: { reason: string }) => r.reason)).toEqual(expect.arrayContaining(['badSignature', 'outsideWindow']));
    expect((await t.call('post', '/channels/paypal/notify').send({})).status).toBe(404);
    await suite.invariants.expectHold();
  });

  it('turns away an address after a few refused notifications: every refusal counted, one audit row per address and window, other addresses still heard', async () => {
    const ip = '198.51.100.77';
    const forged = (i: number, from = ip) => notify({ transactionId: `FLOOD-${i}`, reference: '1000 0000 0000', amount: 100 }, 'ab'.repeat(32), 'gcash', from);
    const counted = async () => (await channelNotificationsRefused.get()).values.filter((v) => v.labels.channel === 'GCASH').reduce((n, v) => n + v.value, 0);
    const auditRows = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM audit_events WHERE action = 'channel.notify.refused' AND ip_address = $1`, [ip]))[0].n);
    const before = await counted();

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await forged(i)).status);
    expect(statuses).toEqual([...Array<number>(REFUSED_NOTIFICATIONS_PER_WINDOW).fill(401), ...Array<number>(30 - REFUSED_NOTIFICATIONS_PER_WINDOW).fill(429)]);
    expect((await counted()) - before).toBe(30);
    expect(await auditRows()).toBe(1);
    const turnedAway = await forged(30);
    expect([turnedAway.status, turnedAway.body.code]).toEqual([429, 'apiErrors.tooManyAttempts']);
    expect(Number(turnedAway.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is heard (and refused for its own bad signature).
    expect((await forged(31, '198.51.100.78')).status).toBe(401);

    // After the window the address is heard again, and its next refusal is recorded.
    t.wallClock.setAheadMs(t.app.get(AppConfig).rateLimit.windowS * 1000 + 1000);
    try {
      expect((await forged(32)).status).toBe(401);
      expect(await auditRows()).toBe(2);
    } finally {
      t.wallClock.setAheadMs(0);
    }
  });

  it('above what the loan owes: pays it off and puts the rest in the wallet', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    // More than GCash's PHP 100,000 cap for one payment: a bank transfer by PESONet.
    const res = await notify({ transactionId: `PN-OFF-${loanNumber}`, reference: loan.reference, amount: loan.payoffAmount + 123_456 }, undefined, 'pesonet');
    expect(res.body).toMatchObject({ outcome: 'LOAN', toWallet: 123_456 });
    expect(await balance(m)).toBe(15_000_000 + 123_456);
    expect((await payPage(m)).loan).toBeNull();
    const sms = (await outbox(t, m.e164)).map((x) => x.body).find((b) => b.includes(res.body.receiptNumber));
    expect(sms).toContain(`loan ${loanNumber} is fully paid`);
    expect(sms).toContain('PHP 1,234.56 went to your wallet');
    // The loan paid off, its reference takes a cash-in: the money is never lost.
    const later = await notify({ transactionId: `GC-LATE-${loanNumber}`, reference: loan.reference, amount: 50_000 });
    expect(later.body).toMatchObject({ outcome: 'WALLET', toWallet: 50_000 });
    expect(await balance(m)).toBe(15_000_000 + 123_456 + 50_000);
    await suite.invariants.expectHold();
  });

  it('a wallet reference is a cash-in; an unknown reference is held in suspense', async () => {
    t.clock.setTo(new Date(START));
    const m = await verifiedMember(t, officer);
    const { wallet } = await payPage(m);
    const cashIn = await notify({ transactionId: `GC-IN-${wallet.reference}`, reference: wallet.reference, amount: 100_000 });
    expect(cashIn.body).toMatchObject({ outcome: 'WALLET', toWallet: 100_000 });
    expect(await balance(m)).toBe(100_000);
    expect((await outbox(t, m.e164)).some((x) => x.body.includes(`Receipt ${cashIn.body.receiptNumber}. PHP 1,000.00 received by GCash is now in your wallet.`))).toBe(true);

    const suspense = await accountBalance('PAYMENTS_SUSPENSE');
    for (const [i, reference] of [paymentReference('LOAN', 9_999_999_999), '1234', 'not a reference'].entries()) {
      const res = await notify({ transactionId: `GC-UNKNOWN-${i}-${wallet.reference}`, reference, amount: 70_000 });
      expect(res.body).toMatchObject({ outcome: 'SUSPENSE', toWallet: 0 });
    }
    expect(await accountBalance('PAYMENTS_SUSPENSE')).toBe(suspense + 3 * 70_000);
    await suite.invariants.expectHold();
  });

  it("compares a channel's transaction ids without case: another spelling is a replay, never a second credit or a 500", async () => {
    t.clock.setTo(new Date(START));
    const m = await verifiedMember(t, officer);
    const { wallet } = await payPage(m);
    const first = await notify({ transactionId: `case-in-${m.id}`, reference: wallet.reference, amount: 10_000 });
    expect(first.body).toMatchObject({ outcome: 'WALLET', replayed: false });
    const upper = await notify({ transactionId: `CASE-IN-${m.id}`.toUpperCase(), reference: wallet.reference, amount: 10_000 });
    expect([upper.status, upper.body.receiptNumber, upper.body.replayed]).toEqual([200, first.body.receiptNumber, true]);
    expect(await balance(m)).toBe(10_000);
    const other = await notify({ transactionId: `Case-In-${m.id}`, reference: wallet.reference, amount: 20_000 });
    expect([other.status, other.body.code]).toEqual([409, 'apiPayments.transactionReused']);

    const { m: borrower, loanNumber } = await disbursedLoan(suite, START);
    const { loan } = await payPage(borrower);
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const paid = await notify({ transactionId: `case-x-${loanNumber}`, reference: loan.reference, amount: 100_000 });
    expect(paid.body).toMatchObject({ outcome: 'LOAN', replayed: false });
    const again = await notify({ transactionId: `CASE-X-${loanNumber}`, reference: loan.reference, amount: 100_000 });
    expect([again.status, again.body.receiptNumber, again.body.replayed]).toEqual([200, paid.body.receiptNumber, true]);

    // An officer recorded the GCash payment by hand before GCash notified it: the notification is that payment again.
    const recorded = await t.call('post', '/officer/payments', { token: officer }).send({ loanNumber, amount: '500', channel: 'GCASH', externalRef: `gc-hand-${loanNumber}` });
    expect(recorded.status).toBe(200);
    const moved = await entries();
    const notified = await notify({ transactionId: `GC-HAND-${loanNumber}`, reference: loan.reference, amount: 50_000 });
    expect([notified.status, notified.body]).toEqual([200, { receiptNumber: recorded.body.repayment.receiptNumber, outcome: 'LOAN', amount: 50_000, toWallet: 0, replayed: true }]);
    const differs = await notify({ transactionId: `gc-hand-${loanNumber}`, reference: loan.reference, amount: 60_000 });
    expect([differs.status, differs.body.code]).toEqual([409, 'apiPayments.transactionReused']);
    expect(await entries()).toBe(moved);
    await suite.invariants.expectHold();
  });

  it('outside production, POST /dev/channels/pay signs and posts as the channel would', async () => {
    const { m } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    const res = await t.call('post', '/dev/channels/pay').send({ channel: 'maya', reference: loan.referenceText, amount: '25,750.00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'LOAN', amount: 2_575_000, replayed: false });
    expect((await payPage(m)).loan.nextDueDate).toBe('2027-03-15');
    const bad = await t.call('post', '/dev/channels/pay').send({ channel: 'maya', reference: loan.reference, amount: 'abc' });
    expect([bad.status, bad.body.errors.amount.code]).toEqual([400, 'apiPayments.amount']);
    expect((await t.call('post', '/dev/channels/pay').send({ channel: 'nope', reference: loan.reference, amount: '1' })).status).toBe(404);
  });
});
