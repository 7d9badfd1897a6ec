import { t as text, withdrawalStatusText } from '@halimbawa/domain';
import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { PayoutProvider } from '../src/adapters/payouts/payout-provider';
import { PayoutJobService } from '../src/modules/withdrawals/payout-job.service';
import { createKycTestApp } from './support/kyc';
import { entriesWrittenSince, ledgerMark, useLedgerInvariants } from './support/ledger-invariants';
import { verifiedMember } from './support/loans';
import { latestCode, type Registered } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

// docs/product.md §2 Withdrawal, §4, §7, §10: PHP 150,000.00 disbursed, then withdrawn.
const ENV = { DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0' };
let t: TestApp;
let officer: string;
let jobs: PayoutJobService;

beforeAll(async () => {
  t = await createKycTestApp(ENV);
  officer = await officerToken(t.api);
  jobs = t.app.get(PayoutJobService);
  await settleLeftovers();
});
afterAll(() => t.close());

/**
 * The specs share one database, and earlier ones may leave withdrawals queued or waiting for the
 * provider: settle them now (even those due days ahead, as tests here move the clock), so each
 * tick below counts only this file's withdrawals.
 */
async function settleLeftovers(): Promise<void> {
  t.clock.setOffsetSeconds(3 * 24 * 3600);
  for (let run = 0; run < 5; run += 1) {
    const { expired, completed, failed, pending } = await jobs.tick();
    if (expired + completed + failed + pending === 0) break;
  }
  t.clock.setOffsetSeconds(0);
}
afterEach(() => {
  t.clock.setOffsetSeconds(0);
  jest.restoreAllMocks();
});
useLedgerInvariants(() => t?.dataSource);

/** A verified member with a disbursed PHP 150,000.00 loan in the wallet. */
async function borrower(): Promise<Registered> {
  const m = await verifiedMember(t, officer);
  await disbursedLoan(t.api, m, officer);
  return m;
}

const withdraw = (m: Registered, amount: unknown, key: string | null = randomUUID()) => {
  const req = t.call('post', '/withdrawals', { token: m.accessToken });
  if (key !== null) req.set('Idempotency-Key', key);
  return req.send({ amount });
};
const confirm = (m: Registered, id: string, code: string) => t.call('post', `/withdrawals/${id}/confirm`, { token: m.accessToken }).send({ code });
const wallet = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body as { balance: number; held: number };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const count = async (sql: string, params: unknown[]) => Number((await t.dataSource.query(sql, params))[0].n);
const posts = (id: string) => count(`SELECT count(*) AS n FROM journal_entries WHERE movement_key = $1`, [`withdrawal:${id}:post`]);

/** Creates and confirms a withdrawal of `amount`; answers its id. */
async function queued(m: Registered, amount = '10000'): Promise<string> {
  const created = await withdraw(m, amount);
  expect(created.status).toBe(201);
  const res = await confirm(m, created.body.withdrawal.id, await latestCode(t, m.e164));
  expect(res.status).toBe(200);
  return created.body.withdrawal.id;
}

describe('a withdrawal', () => {
  it('is held, confirmed by the SMS code, queued, paid by the job: COMPLETED with the reference, the wallet reduced', async () => {
    const m = await borrower();
    const created = await withdraw(m, '10000');
    expect(created.status).toBe(201);
    const w = created.body.withdrawal;
    expect(created.body.note).toBeNull();
    expect(w).toMatchObject({
      status: 'AWAITING_OTP',
      amount: 1_000_000,
      amountText: '10,000.00',
      fee: 0,
      feeText: '0.00',
      totalText: '10,000.00',
      reference: `HLC-${w.withdrawalNumber}`,
      destination: { bankName: 'BDO Unibank', accountName: 'Maria Santos', accountNumberMasked: '••••7890' },
      codeTriesLeft: 5,
    });
    expect(created.text).not.toContain('001234567890');
    // The console's search finds its member by the withdrawal's reference, in any case.
    const found = await t.call('get', `/officer/search?q=${encodeURIComponent(w.reference.toLowerCase())}`, { token: officer });
    expect(found.body.members.map((x: { id: string }) => x.id)).toEqual([m.id]);
    expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 1_000_000 });
    const sms = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body[0].body as string;
    expect(sms).toMatch(/^HLC: your code to withdraw PHP 10,000.00 to BDO Unibank ••••7890 is \d{6}\. It expires in 5 minutes\./);

    const confirmed = await confirm(m, w.id, await latestCode(t, m.e164));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.withdrawal.status).toBe('QUEUED');
    expect(confirmed.body.withdrawal.card.statement).toBe('WITHDRAWAL QUEUED');

    expect(await jobs.tick()).toMatchObject({ completed: 1 });
    const done = (await t.call('get', `/withdrawals/${w.id}`, { token: m.accessToken })).body;
    expect(done).toMatchObject({ status: 'COMPLETED', rail: 'INSTAPAY', card: { statement: 'WITHDRAWAL COMPLETED', colour: 'success' } });
    expect(done.completedAt).toEqual(expect.any(String));
    expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 0 });
    expect(await posts(w.id)).toBe(1);
    const told = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body[0].body as string;
    expect(told).toContain(`Reference HLC-${w.withdrawalNumber}.`);

    const list = (await t.call('get', '/withdrawals', { token: m.accessToken })).body.withdrawals;
    expect(list.map((x: { id: string }) => x.id)).toEqual([w.id]);
    const officers = (await t.call('get', '/officer/withdrawals?status=COMPLETED', { token: officer })).body.withdrawals;
    expect(officers.find((x: { id: string }) => x.id === w.id)).toMatchObject({ memberId: m.id, payoutAttempts: 1 });
    expect((await t.call('get', '/officer/withdrawals', { token: m.accessToken })).status).toBe(403);
    expect((await t.call('get', '/officer/withdrawals?status=LOST', { token: officer })).status).toBe(400);
  });

  it('above PHP 50,000.00 goes by PESONet, and shows Transferring... with its time while the provider works', async () => {
    const m = await borrower();
    // Friday 10:00 in Manila, before PESONet's 14:00 cut-off.
    t.clock.setTo(new Date('2027-01-15T02:00:00Z'));
    const id = await queued(m, '60000');
    jest.spyOn(t.app.get(PayoutProvider), 'send').mockResolvedValueOnce({ status: 'PENDING', retryAfterS: 30 });
    expect(await jobs.tick()).toMatchObject({ pending: 1 });
    const processing = (await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body;
    expect(processing).toMatchObject({ status: 'PROCESSING', rail: 'PESONET', card: { statement: 'TRANSFERRING...' } });
    expect(processing.card.message).toBe('Transferring... by PESONet. It arrives within the same banking day.');
    expect(await jobs.tick()).toMatchObject({ completed: 0, pending: 0 });
    t.clock.setTo(new Date('2027-01-15T02:01:00Z'));
    expect(await jobs.tick()).toMatchObject({ completed: 1 });
    expect(await wallet(m)).toMatchObject({ balance: 9_000_000, held: 0 });
  });

  it("to an account ending in 0000 fails with 'Account not found' and the amount returns; the 24-hour wait after the change is enforced", async () => {
    const m = await borrower();
    const change = { bankName: 'BPI', accountName: 'Maria Santos', accountNumber: '1234560000', confirmAccountNumber: '1234560000' };
    expect((await t.call('post', '/member/bank/change/start', { token: m.accessToken }).send(change)).status).toBe(202);
    const code = await latestCode(t, m.e164);
    expect((await t.call('post', '/member/bank/change/finish', { token: m.accessToken }).send({ code })).status).toBe(200);

    const waiting = await withdraw(m, '5000');
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toMatch(/^Your bank account was changed recently\. For your security, withdrawals to the new account are possible from .+ \(Manila time\)\.$/);
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });

    t.clock.setOffsetSeconds(24 * 3600 + 60);
    const id = await queued(m, '5000');
    expect(await jobs.tick()).toMatchObject({ failed: 1 });
    const failed = (await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body;
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureReason: 'Account not found',
      destination: { bankName: 'BPI', accountNumberMasked: '••••0000' },
      card: { statement: 'WITHDRAWAL FAILED', message: 'Account not found. The amount is back in your wallet.' },
    });
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });
    expect(await posts(id)).toBe(0);
  });
});

describe('the amount', () => {
  it('refuses 999, commas and more than 14 characters, caps more than the balance with a note', async () => {
    const m = await borrower();
    for (const amount of ['999', '999.00', '1,000', '12345678901.505', 'abc', '', 5]) {
      const res = await withdraw(m, amount);
      expect([amount, res.status, fieldTexts(res.body)]).toEqual([amount, 400, { amount: 'Please enter an amount of more than 999, in digits with at most 2 decimals.' }]);
    }
    expect(await count(`SELECT count(*) AS n FROM withdrawals WHERE member_id = $1`, [m.id])).toBe(0);

    const capped = await withdraw(m, '200000.50');
    expect(capped.status).toBe(201);
    expect(capped.body.note).toBe('The amount was more than your available balance, so we set it to your balance of PHP 150,000.00.');
    expect(capped.body.withdrawal.amount).toBe(15_000_000);
    expect(await wallet(m)).toMatchObject({ balance: 0, held: 15_000_000 });
    expect((await t.call('post', `/withdrawals/${capped.body.withdrawal.id}/cancel`, { token: m.accessToken })).status).toBe(200);
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });
  });

  it('needs an Idempotency-Key (400 with the rule) and a confirmed bank account', async () => {
    const m = await borrower();
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await withdraw(m, '10000', key);
      expect([key, res.status, res.body.message]).toEqual([key, 400, expect.stringMatching(/^Please send an Idempotency-Key header/)]);
    }
    const notActivated = await verifiedMember(t, officer);
    await t.dataSource.query(`UPDATE member_bank_accounts SET confirmed_at = NULL WHERE member_id = $1`, [notActivated.id]);
    expect((await withdraw(notActivated, '10000')).status).toBe(409);
  });
});

describe('e-wallet destinations', () => {
  it('receive at most PHP 50,000.00 a withdrawal and PHP 100,000.00 a month', async () => {
    const m = await borrower();
    const gcash = { bankName: 'GCash', accountName: 'Maria Santos', accountNumber: '09171234567', confirmAccountNumber: '09171234567' };
    expect((await t.call('post', '/member/bank/change/start', { token: m.accessToken }).send(gcash)).status).toBe(202);
    expect((await t.call('post', '/member/bank/change/finish', { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    t.clock.setOffsetSeconds(25 * 3600);

    const tooBig = await withdraw(m, '50000.01');
    expect([tooBig.status, fieldTexts(tooBig.body)]).toEqual([400, { amount: 'E-wallet accounts receive by InstaPay: at most PHP 50,000.00 a withdrawal.' }]);
    await queued(m, '50000');
    t.clock.setOffsetSeconds(25 * 3600 + 61);
    await queued(m, '40000');
    // What the month still takes is quoted, for the page that cuts an amount into allowed pieces.
    const left = await t.call('get', '/withdrawals/quote', { token: m.accessToken });
    expect(left.body).toMatchObject({ cap: 1_000_000, monthLeft: 1_000_000 });
    const over = await withdraw(m, '10000.01');
    expect([over.status, over.body.errors?.amount?.message]).toEqual([
      400,
      'E-wallet accounts can receive at most PHP 100,000.00 a month. You can still withdraw PHP 10,000.00 this month.',
    ]);
    expect(await jobs.tick()).toMatchObject({ completed: 2 });
    expect(await wallet(m)).toMatchObject({ balance: 6_000_000, held: 0 });
  });
});

describe('the code', () => {
  it("5 wrong codes cancel the withdrawal and release the hold, each with 'Invalid OTP' and the tries left", async () => {
    const m = await borrower();
    const id = (await withdraw(m, '20000')).body.withdrawal.id;
    const code = await latestCode(t, m.e164);
    for (const left of [4, 3, 2, 1]) {
      const res = await confirm(m, id, wrong(code));
      expect([res.status, res.body.errors?.code?.message]).toEqual([400, `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`]);
    }
    expect(await wallet(m)).toMatchObject({ balance: 13_000_000, held: 2_000_000 });
    const fifth = await confirm(m, id, wrong(code));
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toBe('Invalid OTP. No tries left: the withdrawal is cancelled. The amount is back in your wallet.');
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });
    expect((await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body.status).toBe('CANCELLED');
    // The right code comes too late.
    expect((await confirm(m, id, code)).status).toBe(409);
    expect((await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body.status).toBe('CANCELLED');
  });

  it('is refused after 15 minutes: the withdrawal expires and the hold is released (on confirm, and by the job)', async () => {
    const m = await borrower();
    const id = (await withdraw(m, '10000')).body.withdrawal.id;
    const code = await latestCode(t, m.e164);
    t.clock.setOffsetSeconds(15 * 60);
    const late = await confirm(m, id, code);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The code was not entered within 15 minutes, so the withdrawal expired. The amount is back in your wallet.');
    expect((await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body).toMatchObject({ status: 'EXPIRED', card: { statement: 'WITHDRAWAL EXPIRED' } });
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });

    t.clock.setOffsetSeconds(16 * 60 + 61); // past the OTP's 60 s between codes
    const created = await withdraw(m, '10000');
    expect(created.status).toBe(201);
    const second = created.body.withdrawal.id;
    t.clock.setOffsetSeconds(33 * 60);
    expect((await jobs.tick()).expired).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*) AS n FROM withdrawals WHERE id = $1 AND status = 'EXPIRED'`, [second])).toBe(1);
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });
  });

  it('a code older than 5 minutes is not a wrong try: a new one (/resend) confirms it within the 15 minutes', async () => {
    const m = await borrower();
    const id = (await withdraw(m, '10000')).body.withdrawal.id;
    const old = await latestCode(t, m.e164);
    t.clock.setOffsetSeconds(6 * 60);
    const stale = await confirm(m, id, old);
    expect([stale.status, fieldTexts(stale.body)]).toEqual([400, { code: 'This code has expired. Please request a new code.' }]);
    expect((await t.call('get', `/withdrawals/${id}`, { token: m.accessToken })).body.codeTriesLeft).toBe(5);
    const resent = await t.call('post', `/withdrawals/${id}/resend`, { token: m.accessToken });
    expect(resent.status).toBe(200);
    expect(resent.text).not.toMatch(/\b\d{6}\b/);
    const fresh = await latestCode(t, m.e164);
    expect((await confirm(m, id, old)).status).toBe(400);
    expect((await confirm(m, id, fresh)).body.withdrawal.status).toBe('QUEUED');
    expect(await jobs.tick()).toMatchObject({ completed: 1 });
  });

  it('one withdrawal waits for its code at a time; Cancel releases at once; a queued one cannot be cancelled; the list pages', async () => {
    const m = await borrower();
    const first = (await withdraw(m, '10000')).body.withdrawal.id;
    const another = await withdraw(m, '10000');
    expect(another.status).toBe(409);
    expect(another.body.message).toMatch(/waiting for its code/);
    const cancelled = await t.call('post', `/withdrawals/${first}/cancel`, { token: m.accessToken });
    expect([cancelled.status, cancelled.body.withdrawal.status]).toEqual([200, 'CANCELLED']);
    expect(await wallet(m)).toMatchObject({ balance: 15_000_000, held: 0 });

    t.clock.setOffsetSeconds(61);
    const id = await queued(m, '10000');
    const refused = await t.call('post', `/withdrawals/${id}/cancel`, { token: m.accessToken });
    expect(refused.status).toBe(409);
    expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 1_000_000 });

    // The member's list, newest first, a page at a time.
    const ids = (page: { withdrawals: { id: string }[] }) => page.withdrawals.map((w) => w.id);
    const firstPage = (await t.call('get', '/withdrawals?limit=1', { token: m.accessToken })).body;
    expect(ids(firstPage)).toEqual([id]);
    const lastPage = (await t.call('get', `/withdrawals?limit=1&cursor=${firstPage.nextCursor}`, { token: m.accessToken })).body;
    expect([ids(lastPage), lastPage.nextCursor]).toEqual([[first], null]);
    await jobs.tick();
  });
});

describe('a bank-account change', () => {
  const NEW_BANK = { bankName: 'GCash', accountName: 'Maria Santos', accountNumber: '09171234567', confirmAccountNumber: '09171234567' };

  it('cancels the withdrawal still waiting for its code, releases the hold and tells the member by SMS; a queued one stays', async () => {
    const m = await borrower();
    const queuedId = await queued(m, '20000');
    t.clock.setOffsetSeconds(61); // the next withdrawal code, 60 s after the last
    const created = await withdraw(m, '10000');
    expect(created.status).toBe(201);
    const id: string = created.body.withdrawal.id;
    const withdrawalCode = await latestCode(t, m.e164);
    expect(await wallet(m)).toMatchObject({ held: 3_000_000 });

    expect((await t.call('post', '/member/bank/change/start', { token: m.accessToken }).send(NEW_BANK)).status).toBe(202);
    const done = await t.call('post', '/member/bank/change/finish', { token: m.accessToken }).send({ code: await latestCode(t, m.e164) });
    expect(done.status).toBe(200);

    const after = await t.call('get', `/withdrawals/${id}`, { token: m.accessToken });
    expect(after.body.status).toBe('CANCELLED');
    expect((await t.call('get', `/withdrawals/${queuedId}`, { token: m.accessToken })).body.status).toBe('QUEUED');
    expect(await wallet(m)).toMatchObject({ held: 2_000_000 });
    expect(await count(`SELECT count(*) AS n FROM journal_entries WHERE movement_key = $1`, [`withdrawal:${id}:void`])).toBe(1);
    // The code of the cancelled withdrawal cannot send money to the replaced account any more.
    const late = await confirm(m, id, withdrawalCode);
    expect(late.status).toBe(409);
    const sms: { channel: string; body: string }[] = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body;
    expect(sms.map((x) => x.body)).toContainEqual(expect.stringMatching(/withdrawal of PHP 10,000\.00 to BDO Unibank ••••7890 was cancelled because your bank account was changed\. The amount is back in your wallet\./));
    await jobs.tick();
    expect(await count(`SELECT count(*) AS n FROM payout_attempts WHERE withdrawal_id = $1`, [id])).toBe(0);
  });
});

describe('the officers\' list', () => {
  type Page = { withdrawals: { id: string; memberId: string; status: string }[]; nextCursor: string | null };
  const page = async (query: Record<string, string>): Promise<Page> => {
    const res = await t.call('get', `/officer/withdrawals?${new URLSearchParams(query)}`, { token: officer });
    expect(res.status).toBe(200);
    return res.body;
  };
  const all = async (query: Record<string, string>): Promise<{ ids: string[]; pages: number }> => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: Page = await page({ ...query, ...(cursor ? { cursor } : {}) });
      ids.push(...p.withdrawals.map((w) => w.id));
      cursor = p.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { ids, pages };
  };

  it('pages past 200, newest first, and finds a member\'s by name, phone or loan number', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await disbursedLoan(t.api, m, officer);
    const name = `Pagingtest ${randomUUID().slice(0, 8)}`;
    await t.dataSource.query(`UPDATE members SET full_name = $2 WHERE id = $1`, [m.id, name]);
    // 205 ended withdrawals of this member, one a minute (rows of its own: the list only reads them).
    const ids: string[] = await t.dataSource.query(
      `INSERT INTO withdrawals (id, withdrawal_number, member_id, idempotency_key, request_hash, status, amount, requested_amount,
                               bank_name, bank_kind, account_name, account_number, expires_at, created_at, updated_at, cancelled_at)
       SELECT gen_random_uuid(), lpad(nextval('withdrawal_number_seq')::text, 9, '0'), $1, 'paging-' || i, 'h', 'CANCELLED', 100000, 100000,
              'BDO Unibank', 'bank', 'Juan Dela Cruz', '001234567890', at + interval '15 minutes', at, at, at
         FROM generate_series(1, 205) AS i, LATERAL (SELECT timestamptz '2026-01-01 00:00:00Z' + i * interval '1 minute' AS at) x
       RETURNING id`,
      [m.id],
    ).then((rows: { id: string }[]) => rows.map((r) => r.id));
    const newestFirst = [...ids].reverse();

    const first = await page({ q: m.national, limit: '100' });
    expect(first.withdrawals).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const byPhone = await all({ q: m.national, limit: '100' });
    expect(byPhone).toEqual({ ids: newestFirst, pages: 3 });
    // The default page is 50; the name (any part, any case) and the loan number find the same.
    expect((await all({ q: name.toUpperCase().split(' ')[1] })).ids).toEqual(newestFirst);
    expect((await all({ q: loanNumber.toLowerCase(), limit: '200' })).ids).toEqual(newestFirst);
    // A filter by status, with the search.
    expect((await page({ q: m.national, status: 'COMPLETED' })).withdrawals).toEqual([]);
    expect((await all({ q: m.e164, status: 'CANCELLED', limit: '200' })).ids).toEqual(newestFirst);
    // Nothing matches: an empty page, no cursor.
    expect(await page({ q: `Nobody ${randomUUID()}` })).toEqual({ withdrawals: [], nextCursor: null });
  });

  it('refuses a cursor it did not give and a page size out of range, beside the field', async () => {
    const get = (query: string) => t.call('get', `/officer/withdrawals?${query}`, { token: officer });
    const cursor = await get('cursor=not-a-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.body).toEqual({
      code: 'form.checkFields',
      message: 'Please check the highlighted fields.',
      errors: { cursor: { code: 'apiErrors.badCursor', message: 'This page link is not valid any more. Please start from the first page.' } },
    });
    for (const limit of ['0', '201', 'x']) {
      const res = await get(`limit=${limit}`);
      expect([limit, res.status]).toEqual([limit, 400]);
      expect(fieldTexts(res.body)).toEqual({ limit: 'Please ask for 1 to 200 rows a page.' });
    }
  });
});

describe("in the request's language", () => {
  const FILIPINO = 'fil-PH,fil;q=0.9,en;q=0.8';
  const inFilipino = (req: ReturnType<TestApp['call']>) => req.set('Accept-Language', FILIPINO);

  it('a Filipino request gets the status card, the capped-amount note, the answers and the refusals in Filipino', async () => {
    const m = await borrower();
    const created = await inFilipino(t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID())).send({ amount: '200000' });
    expect(created.status).toBe(201);
    expect(created.body.note).toBe(text('fil', 'withdrawal.cappedToBalance', { balance: '150,000.00' }));
    expect(created.body.message).toBe(text('fil', 'apiWithdrawals.codeSent', { codeMinutes: 5, withdrawalMinutes: 15 }));
    expect(created.body.withdrawal.card).toEqual(withdrawalStatusText('AWAITING_OTP', {}, 'fil'));
    const id = created.body.withdrawal.id;

    const another = await inFilipino(t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID())).send({ amount: '10000' });
    expect([another.status, another.body.message]).toEqual([409, text('fil', 'apiWithdrawals.awaitingAnother')]);
    const wrongCode = await inFilipino(t.call('post', `/withdrawals/${id}/confirm`, { token: m.accessToken })).send({ code: wrong(await latestCode(t, m.e164)) });
    expect(fieldTexts(wrongCode.body)).toEqual({ code: text('fil', 'apiAuth.wrongCode', { count: 4 }) });
    const cancelled = await inFilipino(t.call('post', `/withdrawals/${id}/cancel`, { token: m.accessToken })).send();
    expect(cancelled.body.message).toBe(text('fil', 'apiWithdrawals.cancelled'));
    expect(cancelled.body.withdrawal.card).toEqual(withdrawalStatusText('CANCELLED', {}, 'fil'));

    // Friday 10:00 in Manila, before PESONet's 14:00 cut-off.
    t.clock.setTo(new Date('2027-01-15T02:00:00Z'));
    const paid = await queued(m, '60000');
    jest.spyOn(t.app.get(PayoutProvider), 'send').mockResolvedValueOnce({ status: 'PENDING', retryAfterS: 30 });
    expect(await jobs.tick()).toMatchObject({ pending: 1 });
    // The same withdrawal read in each language: the list, the status page, and the officer's list.
    const [fil, en] = [await inFilipino(t.call('get', `/withdrawals/${paid}`, { token: m.accessToken })), await t.call('get', `/withdrawals/${paid}`, { token: m.accessToken })];
    expect(fil.body.card).toEqual(withdrawalStatusText('PROCESSING', { rail: 'PESONET' }, 'fil'));
    expect(fil.body.card.message).toMatch(/^Ipinapadala na\.\.\. sa pamamagitan ng PESONet\./);
    expect(en.body.card.message).toBe('Transferring... by PESONet. It arrives within the same banking day.');
    const list = await inFilipino(t.call('get', '/withdrawals', { token: m.accessToken }));
    expect(list.body.withdrawals[0].card).toEqual(fil.body.card);
    const officerList = await inFilipino(t.call('get', '/officer/withdrawals?status=PROCESSING', { token: officer }));
    expect(officerList.body.withdrawals.find((w: { id: string }) => w.id === paid).card).toEqual(fil.body.card);
    t.clock.setTo(new Date('2027-01-15T02:01:00Z'));
    expect(await jobs.tick()).toMatchObject({ completed: 1 });
  });
});

describe('idempotency and ownership', () => {
  it('a replayed Idempotency-Key answers the same withdrawal and creates nothing; another body under it is a 422', async () => {
    const m = await borrower();
    const key = randomUUID();
    const first = await withdraw(m, '200000', key);
    const again = await withdraw(m, '200000', key);
    expect(again.status).toBe(201);
    expect(again.body.withdrawal.id).toBe(first.body.withdrawal.id);
    // Only the header tells the replay from the first answer.
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.note).toBe(first.body.note);
    const reused = await withdraw(m, '20000', key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toMatch(/already used for a different request/);
    expect(await count(`SELECT count(*) AS n FROM withdrawals WHERE member_id = $1`, [m.id])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM journal_entries WHERE withdrawal_id = $1`, [first.body.withdrawal.id])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM otp_challenges WHERE target = $1`, [first.body.withdrawal.id])).toBe(1);
    await t.call('post', `/withdrawals/${first.body.withdrawal.id}/cancel`, { token: m.accessToken });
  });

  it("member B cannot see, confirm or cancel A's withdrawal: 404, and nothing changes", async () => {
    const a = await borrower();
    const b = await borrower();
    const id = (await withdraw(a, '10000')).body.withdrawal.id;
    const code = await latestCode(t, a.e164);
    for (const res of [
      await t.call('get', `/withdrawals/${id}`, { token: b.accessToken }),
      await t.call('post', `/withdrawals/${id}/confirm`, { token: b.accessToken }).send({ code }),
      await t.call('post', `/withdrawals/${id}/cancel`, { token: b.accessToken }),
      await t.call('get', '/withdrawals/not-a-uuid', { token: b.accessToken }),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Withdrawal not found.']);
    }
    expect((await t.call('get', '/withdrawals', { token: b.accessToken })).body.withdrawals).toEqual([]);
    expect((await t.call('get', `/withdrawals/${id}`, { token: a.accessToken })).body).toMatchObject({ status: 'AWAITING_OTP', codeTriesLeft: 5 });
    expect((await confirm(a, id, code)).status).toBe(200);
    await jobs.tick();
  });

  it('20 concurrent creates on one wallet never overdraw: one is held, the others refused; 20 with one key make one', async () => {
    const m = await borrower();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, '100000')));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await wallet(m)).toMatchObject({ balance: 5_000_000, held: 10_000_000 });
    await t.call('post', `/withdrawals/${answers.find((r) => r.status === 201)!.body.withdrawal.id}/cancel`, { token: m.accessToken });

    t.clock.setOffsetSeconds(61);
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, '150000', key)));
    expect(new Set(same.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(same.map((r) => r.body.withdrawal.id)).size).toBe(1);
    expect(await wallet(m)).toMatchObject({ balance: 0, held: 15_000_000 });
    await t.call('post', `/withdrawals/${same[0].body.withdrawal.id}/cancel`, { token: m.accessToken });
  });
});

describe('the payout job', () => {
  it('run from two app instances at once pays each withdrawal once', async () => {
    const members = await Promise.all([borrower(), borrower(), borrower()]);
    const ids: string[] = [];
    for (const m of members) ids.push(await queued(m, '10000'));
    const other = await createTestApp(ENV);
    try {
      const sends = [jest.spyOn(t.app.get(PayoutProvider), 'send'), jest.spyOn(other.app.get(PayoutProvider), 'send')];
      await Promise.all([jobs.tick(), other.app.get(PayoutJobService).tick(), jobs.tick()]);
      const keys = sends.flatMap((s) => s.mock.calls.map(([req]) => req.idempotencyKey)).filter((k) => ids.some((id) => k === `wd-${id}`));
      expect(keys.sort()).toEqual(ids.map((id) => `wd-${id}`).sort());
      for (const id of ids) {
        expect(await posts(id)).toBe(1);
        expect(await count(`SELECT count(*) AS n FROM payout_attempts WHERE withdrawal_id = $1`, [id])).toBe(1);
      }
      for (const m of members) expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 0 });
    } finally {
      await other.close();
    }
  });

  it('a crash between the claim and the provider call recovers after the lease, without paying twice or losing the hold', async () => {
    const m = await borrower();
    const id = await queued(m);
    // The process dies right after step 1 committed.
    expect((await jobs.claimPayouts()).map((s) => s.withdrawal.id)).toContain(id);
    expect(await count(`SELECT count(*) AS n FROM withdrawals WHERE id = $1 AND status = 'PROCESSING'`, [id])).toBe(1);
    expect(await jobs.tick()).toMatchObject({ completed: 0 });
    expect(await wallet(m)).toMatchObject({ held: 1_000_000 });

    t.clock.setOffsetSeconds(61);
    expect(await jobs.tick()).toMatchObject({ completed: 1 });
    expect(await posts(id)).toBe(1);
    expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 0 });
  });

  it('a lost answer after the provider paid is asked again with the same key: completed once', async () => {
    const m = await borrower();
    const id = await queued(m);
    const provider = t.app.get(PayoutProvider);
    const real = provider.send.bind(provider);
    const send = jest.spyOn(provider, 'send').mockImplementationOnce(async (req) => {
      await real(req);
      throw new Error('connection reset');
    });
    expect(await jobs.tick()).toMatchObject({ completed: 0 });
    expect(await count(`SELECT count(*) AS n FROM payout_attempts WHERE withdrawal_id = $1 AND outcome = 'ERROR'`, [id])).toBe(1);
    t.clock.setOffsetSeconds(61);
    expect(await jobs.tick()).toMatchObject({ completed: 1 });
    expect(send.mock.calls.map(([req]) => req.idempotencyKey)).toEqual([`wd-${id}`, `wd-${id}`]);
    expect(await posts(id)).toBe(1);
    expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 0 });
  });
});

describe('a withdrawal whose code cannot be sent yet', () => {
  it('is refused with 429 before anything is held: no withdrawal, no journal entry', async () => {
    const m = await borrower();
    await queued(m);
    const rows = () => count(`SELECT count(*) AS n FROM withdrawals WHERE member_id = $1`, [m.id]);
    const [ledgerBefore, rowsBefore] = [await ledgerMark(t.dataSource), await rows()];
    // Within a minute of the last withdrawal code.
    const res = await withdraw(m, '10000');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect([await entriesWrittenSince(t.dataSource, ledgerBefore), await rows()]).toEqual([[], rowsBefore]);
    expect(await wallet(m)).toMatchObject({ balance: 14_000_000, held: 1_000_000 });
  });
});
