import { randomUUID } from 'node:crypto';
import type { FakeXendit } from '../src/adapters/xendit/fake-xendit';
import { XenditConnection } from '../src/adapters/xendit/xendit.module';
import { AppConfig } from '../src/config/app-config';
import { PayoutJobService } from '../src/modules/withdrawals/payout-job.service';
import { disbursedLoan, outbox, useLoansSuite } from './support/loans';
import { latestCode, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

// Collections and payouts through the fake Xendit (PAYMENTS_PROVIDER=fake, the default outside
// production): its webhooks come over HTTP with the x-callback-token, and payouts take a minute.
const suite = useLoansSuite({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '60' });
let t: TestApp;
let fake: FakeXendit;
let token: string;
beforeAll(() => {
  t = suite.t;
  fake = t.app.get(XenditConnection).fake!;
  token = t.app.get(AppConfig).paymentsProvider.xendit.callbackToken;
});

// Every loan starts on 15 January 2027, 10:00 in Manila: instalment 1 (PHP 25,750.00) is due on 15 February 2027.
const START = '2027-01-15T02:00:00Z';

const payPage = async (m: Registered) => (await t.call('get', '/pay', { token: m.accessToken })).body;
const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
const entries = () => count(`SELECT count(*) AS n FROM journal_entries`);
const callback = (body: unknown, withToken: string | null = token) => {
  const req = t.call('post', '/providers/xendit/payments').set('Content-Type', 'application/json');
  if (withToken !== null) req.set('x-callback-token', withToken);
  return req.send(JSON.stringify(body));
};

describe('payments Xendit notifies (POST /providers/xendit/payments)', () => {
  it('a GCash payment, a 7-Eleven payment at the counter and a transfer to a virtual account each pay the loan, with a receipt', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const paid: { channel: string; receiptNumber: string }[] = [];
    for (const [channelCode, channel] of [['GCASH', 'GCash'], ['7ELEVEN', '7-Eleven'], ['BPI_VIRTUAL_ACCOUNT', 'InstaPay']]) {
      const { delivery } = await fake.pay({ channelCode, referenceId: loan.referenceText, amount: 25_750 });
      expect(delivery).toMatchObject({ status: 200, body: { credited: true, discrepancy: null, payment: { outcome: 'LOAN', amount: 2_575_000, toWallet: 0, replayed: false } } });
      paid.push({ channel, receiptNumber: (delivery.body as { payment: { receiptNumber: string } }).payment.receiptNumber });
    }
    // Three instalments paid: the fourth is next.
    expect((await payPage(m)).loan).toMatchObject({ nextDueDate: '2027-05-15' });
    const sms = (await outbox(t, m.e164)).map((x) => x.body);
    for (const { channel, receiptNumber } of paid) {
      expect(sms.filter((b) => b.startsWith(`HLC: Receipt ${receiptNumber}. PHP 25,750.00 received by ${channel} for loan ${loanNumber}`))).toHaveLength(1);
    }
    const rows = await t.dataSource.query(`SELECT channel FROM channel_payments WHERE loan_id = (SELECT id FROM loans WHERE loan_number = $1) ORDER BY receipt_number`, [loanNumber]);
    expect(rows.map((r: { channel: string }) => r.channel)).toEqual(['GCASH', 'SEVEN_ELEVEN', 'INSTAPAY']);
    // Each payment was fetched back from Xendit before it was credited.
    const fetched = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v3/payments/'));
    expect(fetched.length).toBeGreaterThanOrEqual(3);
    expect(fetched.at(-1)!.headers).toMatchObject({ 'api-version': '2024-11-11', authorization: expect.stringMatching(/^Basic /) });
    await suite.invariants.expectHold();
  });

  it('the same webhook delivered 6 times credits once', async () => {
    const { m } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    const { delivery, body } = await fake.pay({ channelCode: 'GCASH', referenceId: loan.reference, amount: 25_750 });
    const first = (delivery.body as { payment: { receiptNumber: string } }).payment;
    const moved = await entries();
    for (let i = 0; i < 5; i += 1) {
      const again = await callback(body);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ credited: true, payment: { receiptNumber: first.receiptNumber, replayed: true } });
    }
    expect(await entries()).toBe(moved);
    const paymentId = (body as { data: { payment_id: string } }).data.payment_id;
    expect(await count(`SELECT count(*) AS n FROM channel_payments WHERE transaction_id = $1`, [paymentId])).toBe(1);
    expect((await payPage(m)).loan).toMatchObject({ nextDueDate: '2027-03-15' });
    await suite.invariants.expectHold();
  });

  it('a webhook whose amount Xendit does not confirm credits nothing and waits in the reconciliation queue, once', async () => {
    const { m } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    const moved = await entries();
    // Xendit's own record says PHP 100.00; the webhook claims PHP 25,750.00.
    const { delivery, body } = await fake.pay({ channelCode: 'GCASH', referenceId: loan.reference, amount: 100 }, (d) => ({ ...d, request_amount: 25_750 }));
    expect(delivery).toEqual({ status: 200, body: { credited: false, payment: null, discrepancy: 'AMOUNT_DIFFERS' } });
    expect((await callback(body)).body).toMatchObject({ credited: false, discrepancy: 'AMOUNT_DIFFERS' });
    expect(await entries()).toBe(moved);
    const paymentId = (body as { data: { payment_id: string } }).data.payment_id;
    expect(await count(`SELECT count(*) AS n FROM channel_payments WHERE transaction_id = $1`, [paymentId])).toBe(0);
    const queued = await t.dataSource.query(`SELECT reason, claimed, confirmed FROM provider_payment_discrepancies WHERE payment_id = $1`, [paymentId]);
    expect(queued).toEqual([{ reason: 'AMOUNT_DIFFERS', claimed: expect.objectContaining({ request_amount: 25_750 }), confirmed: expect.objectContaining({ request_amount: 100, status: 'SUCCEEDED' }) }]);
    expect(await count(`SELECT count(*) AS n FROM audit_events WHERE action = 'provider.payment.unconfirmed' AND target = $1`, [paymentId])).toBe(1);
    expect((await payPage(m)).loan).toMatchObject({ nextDueDate: '2027-02-15' });
    // Staff read it in the reconciliation queue.
    const listed = await t.call('get', '/officer/reconciliation/unconfirmed-payments?limit=100', { token: suite.officer });
    expect(listed.status).toBe(200);
    expect(listed.body.payments.find((p: { paymentId: string }) => p.paymentId === paymentId)).toMatchObject({
      provider: 'XENDIT', reason: 'AMOUNT_DIFFERS', reference: loan.reference, claimedAmount: 2_575_000, confirmedAmount: 10_000, confirmedStatus: 'SUCCEEDED',
    });
    expect((await t.call('get', '/officer/reconciliation/unconfirmed-payments', { token: m.accessToken })).status).toBe(403);
    // A payment Xendit never made is queued the same way.
    const forged = await callback({ ...(body as object), data: { ...(body as { data: object }).data, payment_id: `py-${randomUUID()}` } });
    expect(forged.body).toMatchObject({ credited: false, discrepancy: 'NOT_FOUND' });
    await suite.invariants.expectHold();
  });

  it('a wrong or missing x-callback-token is refused with 401 and changes nothing; Xendit sending it again with the token credits it', async () => {
    const { m } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    const moved = await entries();
    const { delivery, body, payment } = await fake.pay({ channelCode: 'PAYMAYA', referenceId: loan.reference, amount: 25_750 }, (d) => d, `${token}x`);
    expect(delivery).toMatchObject({ status: 401, body: { code: 'apiPayments.badCallbackToken' } });
    const missing = await callback(body, null);
    expect([missing.status, missing.body.code]).toEqual([401, 'apiPayments.badCallbackToken']);
    expect((await callback(body, '')).status).toBe(401);
    expect(await entries()).toBe(moved);
    expect(await count(`SELECT count(*) AS n FROM channel_payments WHERE transaction_id = $1`, [payment.payment_id])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM provider_payment_discrepancies WHERE payment_id = $1`, [payment.payment_id])).toBe(0);
    expect((await callback(body)).body).toMatchObject({ credited: true, payment: { outcome: 'LOAN', replayed: false } });
    await suite.invariants.expectHold();
  });

  it('the dev simulator pays through the fake, as Xendit would', async () => {
    const { m } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    const res = await t.call('post', '/dev/channels/pay').send({ channel: 'seven-eleven', reference: loan.referenceText, amount: '25,750.00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'LOAN', amount: 2_575_000, replayed: false });
    expect(fake.requests.at(-1)!.path).toMatch(/^\/v3\/payments\/py-/);
    // The generic adapter's own callback is not there.
    expect((await t.call('post', '/channels/gcash/notify').send({})).status).toBe(404);
  });
});

describe('payment references backed by Xendit objects (GET /pay, POST /pay/ewallet)', () => {
  type Option = { channel: string; available: boolean; reason: { code: string; params: Record<string, string> } | null; code: string | null; maxText: string };
  const option = (options: Option[], channel: string) => options.find((o) => o.channel === channel)!;
  const made = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/payment_requests' && (r.body as { reference_id?: string })?.reference_id === reference);

  it('a GCash payment request paid, a 7-Eleven code paid at the counter and a transfer to the virtual account each pay the loan, with a receipt', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const { loan, wallet } = await payPage(m);
    expect(loan.options.map((o: Option) => o.channel)).toEqual(['gcash', 'maya', 'seven-eleven', 'ecpay', 'cebuana', 'bank-transfer']);
    expect(loan.options.every((o: Option) => o.available && o.reason === null)).toBe(true);
    expect(loan).toMatchObject({ amountDue: 2_575_000, amountDueText: '25,750.00' });
    const sevenEleven = option(loan.options, 'seven-eleven').code!;
    const virtualAccount = option(loan.options, 'bank-transfer').code!;
    expect([sevenEleven, virtualAccount, option(loan.options, 'gcash').code]).toEqual([expect.stringMatching(/^\d{12}$/), expect.stringMatching(/^\d{16}$/), null]);
    // The wallet's reference has codes of its own.
    expect(option(wallet.options, 'seven-eleven').code).toMatch(/^\d{12}$/);
    expect(option(wallet.options, 'seven-eleven').code).not.toBe(sevenEleven);
    // Made at Xendit once, as reusable payment codes with the reference, and kept with Xendit's ids.
    const asked = made(loan.reference);
    expect(asked.map((r) => (r.body as { channel_code: string }).channel_code).sort()).toEqual(['7ELEVEN_CLIQQ', 'BANK_TRANSFER', 'CEBUANA', 'ECPAY']);
    const cliqq = asked.find((r) => (r.body as { channel_code: string }).channel_code === '7ELEVEN_CLIQQ')!;
    expect(cliqq.body).toMatchObject({ reference_id: loan.reference, type: 'REUSABLE_PAYMENT_CODE', country: 'PH', currency: 'PHP' });
    expect(cliqq.headers).toMatchObject({ 'idempotency-key': `code-${loan.reference}-7ELEVEN_CLIQQ`, 'api-version': '2024-11-11' });
    expect((await payPage(m)).loan.options).toEqual(loan.options);
    expect(made(loan.reference)).toHaveLength(4);
    expect(await count(`SELECT count(*) AS n FROM provider_payment_codes WHERE reference = $1 AND payment_request_id LIKE 'pr-%'`, [loan.reference])).toBe(4);

    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    // GCash: a payment request for the amount due; the member pays on GCash's checkout page and comes back.
    const checkout = await t.call('post', '/pay/ewallet', { token: m.accessToken }).send({ channel: 'gcash', target: 'LOAN', returnUrl: 'http://127.0.0.1:3000/pay' });
    expect([checkout.status, checkout.body.amount]).toEqual([200, 2_575_000]);
    expect(made(loan.reference).at(-1)!.body).toMatchObject({ type: 'PAY', channel_code: 'GCASH', request_amount: 25_750, reference_id: loan.reference, channel_properties: { success_return_url: 'http://127.0.0.1:3000/pay' } });
    expect(await (await fetch(checkout.body.checkoutUrl)).text()).toContain('PHP 25750.00');
    const back = await fetch(`${checkout.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect([back.status, back.headers.get('location')]).toEqual([303, 'http://127.0.0.1:3000/pay']);
    // 7-Eleven: the code given at the counter; then a transfer to the virtual account number.
    for (const code of [sevenEleven, virtualAccount]) {
      const { delivery } = await fake.payCode(code, 25_750);
      expect(delivery).toMatchObject({ status: 200, body: { credited: true, payment: { outcome: 'LOAN', amount: 2_575_000, replayed: false } } });
    }
    expect((await payPage(m)).loan).toMatchObject({ nextDueDate: '2027-05-15' });
    const rows = await t.dataSource.query(`SELECT channel, receipt_number FROM channel_payments WHERE loan_id = (SELECT id FROM loans WHERE loan_number = $1) ORDER BY receipt_number`, [loanNumber]);
    expect(rows.map((r: { channel: string }) => r.channel)).toEqual(['GCASH', 'SEVEN_ELEVEN', 'BANK_TRANSFER']);
    const sms = (await outbox(t, m.e164)).map((x) => x.body);
    for (const [i, channel] of ['GCash', '7-Eleven', 'Bank transfer'].entries()) {
      expect(sms.filter((b) => b.startsWith(`HLC: Receipt ${rows[i].receipt_number}. PHP 25,750.00 received by ${channel} for loan ${loanNumber}`))).toHaveLength(1);
    }
    // The dev simulator pays through the reference's own code too.
    const simulated = await t.call('post', '/dev/channels/pay').send({ channel: 'cebuana', reference: loan.referenceText, amount: '25,750.00' });
    expect(simulated.body).toMatchObject({ outcome: 'LOAN', amount: 2_575_000 });
    await suite.invariants.expectHold();
  });

  it("a channel whose cap (a setting) is below the amount due is not offered and says why; an e-wallet request past its cap is refused", async () => {
    const config = t.app.get(AppConfig);
    const before = config.channelMax.SEVEN_ELEVEN;
    config.channelMax.SEVEN_ELEVEN = 2_000_000;
    try {
      const { m } = await disbursedLoan(suite, START);
      const { loan, wallet } = await payPage(m);
      expect(option(loan.options, 'seven-eleven')).toMatchObject({ available: false, maxText: '20,000.00', reason: { code: 'amountLimit.channel', params: { channel: '7-Eleven', max: '20,000.00' } } });
      expect(loan.options.filter((o: Option) => !o.available).map((o: Option) => o.channel)).toEqual(['seven-eleven']);
      // A cash-in has no amount due: every channel is offered.
      expect(wallet.options.every((o: Option) => o.available)).toBe(true);
      const tooMuch = await t.call('post', '/pay/ewallet', { token: m.accessToken }).send({ channel: 'maya', target: 'WALLET', amount: '100,000.01', returnUrl: 'http://127.0.0.1:3000/pay' });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors.amount).toMatchObject({ code: 'amountLimit.channel', params: { channel: 'Maya', max: '100,000.00' } });
      const refused = await t.call('post', '/pay/ewallet', { token: m.accessToken }).send({ channel: 'seven-eleven', target: 'SOMETHING', returnUrl: 'javascript:alert(1)' });
      expect(refused.body.errors).toMatchObject({ channel: { code: 'apiPayments.ewalletOnly' }, target: { code: 'apiPayments.target' }, returnUrl: { code: 'apiPayments.returnUrl' } });
    } finally {
      config.channelMax.SEVEN_ELEVEN = before;
    }
  });
});

describe('the unconfirmed payments staff resolve (POST /officer/reconciliation/unconfirmed-payments/:id/resolve)', () => {
  it('marks one resolved with a note and an audit event, once; the open list leaves it out and the resolved list shows it', async () => {
    const { m } = await disbursedLoan(suite, START);
    const { loan } = await payPage(m);
    const { body } = await fake.pay({ channelCode: 'GCASH', referenceId: loan.reference, amount: 100 }, (d) => ({ ...d, request_amount: 200 }));
    const paymentId = (body as { data: { payment_id: string } }).data.payment_id;
    const list = async (state: string) => (await t.call('get', `/officer/reconciliation/unconfirmed-payments?state=${state}&q=${paymentId}`, { token: suite.officer })).body.payments as { id: string; paymentId: string }[];
    const [open] = await list('OPEN');
    expect(open).toMatchObject({ paymentId, resolvedAt: null, resolution: null });
    const path = `/officer/reconciliation/unconfirmed-payments/${open.id}/resolve`;
    expect((await t.call('post', path, { token: m.accessToken }).send({ note: 'x' })).status).toBe(403);
    const blank = await t.call('post', path, { token: suite.officer }).send({ note: '  ' });
    expect([blank.status, blank.body.errors.note.code]).toEqual([400, 'apiReconciliation.note']);
    const done = await t.call('post', path, { token: suite.officer }).send({ note: 'Asked Xendit: a test payment of PHP 100.00, not ours to credit.' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: open.id, resolution: 'Asked Xendit: a test payment of PHP 100.00, not ours to credit.', resolvedAt: expect.any(String), resolvedBy: expect.any(String) });
    expect((await t.call('post', path, { token: suite.officer }).send({ note: 'again' })).body.code).toBe('apiReconciliation.notToResolve');
    expect(await list('OPEN')).toEqual([]);
    expect((await list('RESOLVED')).map((p) => p.paymentId)).toEqual([paymentId]);
    expect(await count(`SELECT count(*) AS n FROM audit_events WHERE action = 'reconciliation.unconfirmed.resolve' AND target = $1`, [open.id])).toBe(1);
    expect((await t.call('post', `/officer/reconciliation/unconfirmed-payments/${randomUUID()}/resolve`, { token: suite.officer }).send({ note: 'x' })).status).toBe(404);
  });
});

describe('withdrawals paid out by Xendit (POST /v2/payouts)', () => {
  const jobs = () => t.app.get(PayoutJobService);
  const withdraw = async (m: Registered, amount: string): Promise<string> => {
    const created = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount });
    expect([created.status, created.body.code]).toEqual([201, undefined]);
    const id = created.body.withdrawal.id as string;
    expect((await t.call('post', `/withdrawals/${id}/confirm`, { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    return id;
  };
  const sent = (id: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payouts' && (r.body as { reference_id?: string })?.reference_id === `wd-${id}`);
  const withdrawal = async (m: Registered, id: string) => (await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body;
  const wallet = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body as { balance: number; held: number };

  it('PHP 60,000 goes by PESONet and PHP 20,000 by InstaPay, each with its idempotency key; the payout webhook settles them', async () => {
    const { m: a } = await disbursedLoan(suite, START);
    const { m: b } = await disbursedLoan(suite, START);
    const big = await withdraw(a, '60000');
    const small = await withdraw(b, '20000');
    const owner = { [big]: a, [small]: b };
    await jobs().tick();
    for (const [id, rail, amount] of [[big, 'PESONET', 60_000], [small, 'INSTAPAY', 20_000]] as const) {
      const [request] = sent(id);
      expect(request.headers['idempotency-key']).toBe(`wd-${id}`);
      expect(request.body).toMatchObject({ reference_id: `wd-${id}`, channel_code: 'PH_BDO', amount, currency: 'PHP', channel_properties: { account_number: '001234567890', account_holder_name: 'Maria Santos' }, metadata: { rail } });
      expect(await withdrawal(owner[id], id)).toMatchObject({ status: 'PROCESSING', rail });
    }
    // Asked again before Xendit finished: the same payouts, no new ones (Xendit answers the reused key 409, the adapter reads the payout back).
    const start = t.clock.now().getTime();
    t.clock.setTo(new Date(start + 30_000));
    await t.dataSource.query(`UPDATE withdrawals SET next_check_at = now() - interval '1 second' WHERE id = ANY($1)`, [[big, small]]);
    await jobs().tick();
    expect([sent(big).length, sent(small).length]).toEqual([2, 2]);
    expect(await withdrawal(a, big)).toMatchObject({ status: 'PROCESSING' });

    t.clock.setTo(new Date(start + 61_000));
    const deliveries = await fake.settleDuePayouts();
    expect(deliveries).toEqual(expect.arrayContaining([{ status: 200, body: { settled: true } }]));
    for (const id of [big, small]) expect(await withdrawal(owner[id], id)).toMatchObject({ status: 'COMPLETED', payoutReference: expect.stringMatching(/^disb-/) });
    expect([await wallet(a), await wallet(b)]).toEqual([{ balance: 9_000_000, held: 0 }, { balance: 13_000_000, held: 0 }].map((w) => expect.objectContaining(w)));
    expect(await count(`SELECT count(*) AS n FROM journal_entries WHERE movement_key = ANY($1)`, [[`withdrawal:${big}:post`, `withdrawal:${small}:post`]])).toBe(2);
    await suite.invariants.expectHold();
  });

  it("Xendit's payout webhook settles only its own withdrawal; another due one waits for the job's run", async () => {
    const { m: a } = await disbursedLoan(suite, START);
    const { m: b } = await disbursedLoan(suite, START);
    const first = await withdraw(a, '20000');
    await jobs().tick();
    expect(sent(first)).toHaveLength(1);
    const second = await withdraw(b, '20000');
    t.clock.setTo(new Date(t.clock.now().getTime() + 61_000));
    await fake.settleDuePayouts();
    expect(await withdrawal(a, first)).toMatchObject({ status: 'COMPLETED' });
    expect(await withdrawal(b, second)).toMatchObject({ status: 'QUEUED' });
    expect(sent(second)).toHaveLength(0);
    await jobs().tick();
    expect(sent(second)).toHaveLength(1);
  });

  it('a PESONet withdrawal sent after the 14:00 cut-off says the banking day it arrives', async () => {
    const { m } = await disbursedLoan(suite, START);
    // Friday 15:30 in Manila: it arrives on Monday.
    t.clock.setTo(new Date('2027-01-15T07:30:00Z'));
    const id = await withdraw(m, '60000');
    expect(await withdrawal(m, id)).toMatchObject({ status: 'QUEUED', arrivesOn: '2027-01-18' });
    await jobs().tick();
    expect(await withdrawal(m, id)).toMatchObject({ status: 'PROCESSING', arrivesOn: '2027-01-18' });
    expect((await withdrawal(m, id)).card.message).toBe('Transferring... by PESONet. Sent after the 14:00 cut-off or on a weekend, it arrives on January 18, 2027.');
    const fil = await t.call('get', `/withdrawals/${id}`, { token: m.accessToken }).set('Accept-Language', 'fil');
    expect(fil.body.card.message).toMatch(/darating ito sa Enero 18, 2027\.$/);
  });

  it('a payout Xendit fails returns the money to the wallet by a balanced entry', async () => {
    const { m } = await disbursedLoan(suite, START);
    const change = { bankName: 'BPI', accountName: 'Maria Santos', accountNumber: '1234560000', confirmAccountNumber: '1234560000' };
    expect((await t.call('post', '/member/bank/change/start', { token: m.accessToken }).send(change)).status).toBe(202);
    expect((await t.call('post', '/member/bank/change/finish', { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    t.clock.setTo(new Date(t.clock.now().getTime() + (24 * 3600 + 60) * 1000));
    const id = await withdraw(m, '5000');
    await jobs().tick();
    expect(sent(id)[0].body).toMatchObject({ channel_code: 'PH_BPI' });
    expect(await withdrawal(m, id)).toMatchObject({ status: 'FAILED', failureReason: 'Account not found' });
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });
    expect(await count(`SELECT count(*) AS n FROM journal_entries WHERE movement_key = $1`, [`withdrawal:${id}:void`])).toBe(1);
    // Xendit's payout.failed webhook arriving afterwards changes nothing.
    const moved = await entries();
    await fake.settleDuePayouts();
    expect(await entries()).toBe(moved);
    await suite.invariants.expectHold();
  });
});
