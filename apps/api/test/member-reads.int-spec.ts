import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { DashboardCache } from '../src/modules/dashboard/dashboard-cache';
import { eventually } from './support/eventually';
import { createKycTestApp } from './support/kyc';
import { verifiedMember } from './support/loans';
import { latestCode, registerMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

// Reads over GET: what the web shows of a member and of a withdrawal to come is read without a
// change request. GET /member/me is the member; GET /withdrawals/quote is the withdrawal's figures
// (docs/product.md §2 Withdrawal), as POST /withdrawals would hold them.
let t: TestApp;
let officer: string;

beforeAll(async () => {
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0' });
  officer = await officerToken(t.api);
});
afterAll(() => t.close());
afterEach(() => t.clock.setOffsetSeconds(0));

const quote = (m: Registered, amount: string, lang = 'en') => t.call('get', `/withdrawals/quote?amount=${encodeURIComponent(amount)}`, { token: m.accessToken }).set('Accept-Language', lang);

describe('GET /member/me', () => {
  it('answers the signed-in member as POST /misc/phonenumber does', async () => {
    const m = await registerMember(t);
    const read = await t.call('get', '/member/me', { token: m.accessToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: m.id, phoneNumber: m.e164 });
    expect(read.body).toEqual((await t.call('post', '/misc/phonenumber', { token: m.accessToken })).body);
    expect((await t.call('get', '/member/me')).status).toBe(401);
  });

  it("is a read: the member's cached dashboard stays, where a POST drops it", async () => {
    const m = await registerMember(t);
    const cache = t.app.get(DashboardCache);
    // The registration was a change: the rows are cached again a few seconds later.
    await eventually(async () => (await t.call('get', '/member/dashboard', { token: m.accessToken })).status === 200 && cache.get(m.id) !== undefined);
    expect((await t.call('get', '/member/me', { token: m.accessToken })).status).toBe(200);
    expect(cache.get(m.id)).toBeDefined();
    expect((await t.call('post', '/misc/phonenumber', { token: m.accessToken })).status).toBe(200);
    expect(cache.get(m.id)).toBeUndefined();
  });
});

describe('GET /withdrawals/quote', () => {
  let m: Registered;
  beforeAll(async () => {
    m = await verifiedMember(t, officer);
    await disbursedLoan(t.api, m, officer);
  });

  it('quotes the amount, the cap (the balance), no fee, a rate of 1.00 and the total, holding nothing', async () => {
    const res = await quote(m, '10000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'PHP',
      balance: 15_000_000,
      amount: 1_000_000,
      amountText: '10,000.00',
      cap: 15_000_000,
      capText: '150,000.00',
      monthLeft: null,
      fee: 0,
      feeText: '0.00',
      exchangeRate: '1.00',
      total: 1_000_000,
      totalText: '10,000.00',
      note: null,
    });
    expect((await t.call('get', '/wallet', { token: m.accessToken })).body).toMatchObject({ balance: 15_000_000, held: 0 });
  });

  it('without an amount, quotes what does not depend on it: the cap, the fee and the rate', async () => {
    const res = await t.call('get', '/withdrawals/quote', { token: m.accessToken });
    expect([res.status, res.body]).toEqual([200, expect.objectContaining({ amount: 0, total: 0, cap: 15_000_000, feeText: '0.00', exchangeRate: '1.00', note: null })]);
    expect((await quote(m, '')).body.errors.amount.code).toBe('field.withdrawalAmount');
  });

  it("quotes more than the balance as the balance, with the note in the request's language", async () => {
    const en = await quote(m, '200000');
    expect(en.body).toMatchObject({ amount: 15_000_000, total: 15_000_000, note: 'The amount was more than your available balance, so we set it to your balance of PHP 150,000.00.' });
    expect((await quote(m, '200000', 'fil')).body.note).toMatch(/^Mas malaki ang halaga/);
  });

  it('refuses 999 beside the field, with the same code in English and Filipino', async () => {
    const [en, fil] = [await quote(m, '999'), await quote(m, '999', 'fil')];
    expect([en.status, en.body.errors.amount.code, fil.body.errors.amount.code]).toEqual([400, 'field.withdrawalAmount', 'field.withdrawalAmount']);
    expect(en.body.errors.amount.message).not.toBe(fil.body.errors.amount.message);
  });

  it('caps an e-wallet at PHP 50,000.00 a withdrawal and refuses above the cap with a code', async () => {
    const e = await verifiedMember(t, officer);
    await disbursedLoan(t.api, e, officer);
    const gcash = { bankName: 'GCash', accountName: 'Maria Santos', accountNumber: '09171234567', confirmAccountNumber: '09171234567' };
    expect((await t.call('post', '/member/bank/change/start', { token: e.accessToken }).send(gcash)).status).toBe(202);
    expect((await t.call('post', '/member/bank/change/finish', { token: e.accessToken }).send({ code: await latestCode(t, e.e164) })).status).toBe(200);
    expect((await quote(e, '10000')).body).toMatchObject({ amount: 1_000_000, cap: 5_000_000, capText: '50,000.00' });
    const above = await quote(e, '50000.01');
    expect([above.status, above.body.errors.amount]).toEqual([
      400,
      { code: 'withdrawal.ewalletPerTransfer', params: { max: '50,000.00' }, message: 'E-wallet accounts receive by InstaPay: at most PHP 50,000.00 a withdrawal.' },
    ]);
  });
});
