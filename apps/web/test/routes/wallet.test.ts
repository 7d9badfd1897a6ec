// The wallet's pages (/wallet, /wallet/history and the three withdrawal steps) through the built
// server against a stub API (test/routes/harness.ts): who may see them, what each shows, the
// refusals beside each field in the page's language, what a refused form keeps, what the actions
// send to the API (the Idempotency-Key included), the redirects and the status codes.
import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, repaymentMessages, t } from '@halimbawa/domain';
import { refusal, routeTests, type Browser, type Page } from './harness';
import { WITHDRAWAL_ID, kycDto, loanDto, quoteDto, walletApi, walletDto, withdrawalDto } from './wallet.fixtures';

const web = routeTests();

/** Every POST the API received (a path without a handler is recorded as it was asked). */
const posts = () => web.api.all().filter((c) => c.method === 'post');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A signed-in, activated member's browser. */
async function member(lang: 'en' | 'fil' = 'en'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn();
  return browser;
}

/** The value of the ticked radio button named `name`, or null. */
function ticked(page: Page, name: string): string | null {
  const radios = [...page.body.matchAll(new RegExp(`<input[^>]*type="radio"[^>]*name="${name}"[^>]*>`, 'g'))].map((m) => m[0]);
  const on = radios.find((tag) => /\schecked(=|\s|\/|>)/.test(tag));
  return on ? (/\svalue="([^"]*)"/.exec(on)?.[1] ?? null) : null;
}

/** The hidden fields of a form on `page` (what a browser sends back without being told). */
const hidden = (page: Page, ...names: string[]) => Object.fromEntries(names.map((n) => [n, page.field(n).value]));

describe('who may see the wallet pages', () => {
  it.each(['/wallet', '/wallet/history', '/wallet/withdraw', `/wallet/withdraw/${WITHDRAWAL_ID}`, `/wallet/withdraw/${WITHDRAWAL_ID}/code`])(
    'sends a visitor without a session from %s to sign in, and back after',
    async (path) => {
      const page = await web.browser().get(path);
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      // At most the site's details for the page's frame: nothing of a member's.
      expect(web.api.all().filter((c) => c.path !== '/site')).toEqual([]);
    },
  );

  it.each(['/wallet', '/wallet/history', '/wallet/withdraw'])('sends a member who is not activated from %s to /activate, saying why', async (path) => {
    walletApi(web.api);
    const browser = web.browser('fil');
    await browser.signedIn({ infoState: 'BANK_INFO' });
    const page = await browser.get(path);
    expect([page.status, page.location]).toEqual([302, '/activate']);
    expect((await browser.get('/about')).alerts('status')).toEqual([t('fil', 'activation.activateFirst')]);
  });
});

describe('/wallet', () => {
  it('shows the balance and, before a first loan, the empty state in Filipino', async () => {
    walletApi(web.api, { wallet: walletDto({ balance: 0 }), loan: null });
    const page = await (await member('fil')).get('/wallet');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'wallet.title'));
    expect(page.text).toContain(t('fil', 'wallet.empty'));
    expect(page.text).toContain(t('fil', 'wallet.goToDashboard'));
    expect(page.has('kind')).toBe(false);
  });

  it('shows the running loan\'s statement with the Pay from wallet form: the loan number and a fresh key for each page', async () => {
    walletApi(web.api);
    const browser = await member('fil');
    const first = await browser.get('/wallet');
    expect(first.status).toBe(200);
    expect(first.text).not.toContain(t('fil', 'wallet.empty'));
    expect(first.field('loanNumber').value).toBe('HLC-2026-000123');
    expect(first.field('idempotencyKey').value).toMatch(UUID);
    expect(ticked(first, 'kind')).toBe('NEXT');
    const second = await browser.get('/wallet');
    expect(second.field('idempotencyKey').value).not.toBe(first.field('idempotencyKey').value);
  });

  it("tells the borrower a late charge was waived, beside what is still due, in Filipino; nothing when none was", async () => {
    const loan = loanDto();
    walletApi(web.api, { loan: { ...loan, balance: { ...loan.balance, lateChargesDue: 12_875, lateChargesDueText: '128.75', lateChargesWaived: 12_875, lateChargesWaivedText: '128.75' } } });
    const browser = await member('fil');
    const page = await browser.get('/wallet');
    expect(page.textOf('data-testid', 'late-charges-waived')).toBe('PHP 128.75');
    expect(page.text).toContain(t('fil', 'loans.statement.waived'));
    web.api.reset();
    walletApi(web.api);
    expect((await browser.get('/wallet')).textOf('data-testid', 'late-charges-waived')).toBeNull();
  });

  it('pays from the wallet: the kind and amount to the loan with the form\'s key, then back to /wallet with the API\'s message', async () => {
    walletApi(web.api);
    web.api.on('post', '/loan/{loanNumber}/repay', () => ({
      status: 201,
      body: { message: '[api] Payment received: PHP 1,000.00.', repayment: {} as never, loan: loanDto() },
    }));
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet'), 'loanNumber', 'idempotencyKey');
    const page = await browser.submit('/wallet', { ...form, intent: 'repay', kind: 'AMOUNT', amount: '1000' });
    expect([page.status, page.location]).toEqual([302, '/wallet']);
    const [call] = web.api.calls('post', '/loan/{loanNumber}/repay');
    expect(call.params).toEqual({ loanNumber: 'HLC-2026-000123' });
    expect(call.body).toEqual({ kind: 'AMOUNT', amount: '1000' });
    expect(call.headers['idempotency-key']).toBe(form.idempotencyKey);
    expect((await browser.follow(page)).alerts('status')).toEqual(['[api] Payment received: PHP 1,000.00.']);
  });

  it('sends no amount with the next instalment or the pay-off', async () => {
    walletApi(web.api);
    web.api.on('post', '/loan/{loanNumber}/repay', () => ({ body: { message: 'paid', repayment: {} as never, loan: loanDto() } }));
    const browser = await member();
    const form = hidden(await browser.get('/wallet'), 'loanNumber', 'idempotencyKey');
    await browser.submit('/wallet', { ...form, kind: 'PAYOFF', amount: '500' });
    expect(web.api.calls('post', '/loan/{loanNumber}/repay')[0].body).toEqual({ kind: 'PAYOFF' });
  });

  it('refuses an empty amount beside it in Filipino before asking the API, keeping the choice', async () => {
    walletApi(web.api);
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet'), 'loanNumber', 'idempotencyKey');
    const page = await browser.submit('/wallet', { ...form, kind: 'AMOUNT', amount: ' ' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ amount: repaymentMessages('fil').amount });
    expect(ticked(page, 'kind')).toBe('AMOUNT');
    expect(posts()).toEqual([]);
  });

  it('refuses an unknown kind of payment beside the choices', async () => {
    walletApi(web.api);
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet'), 'loanNumber', 'idempotencyKey');
    const page = await browser.submit('/wallet', { ...form, kind: 'ALL' });
    expect(page.status).toBe(400);
    expect(page.byId('kind-error')).toBe(repaymentMessages('fil').kind);
    expect(posts()).toEqual([]);
  });

  it('shows the API\'s refusal of the amount beside it, worded from its code, keeping the amount typed', async () => {
    walletApi(web.api);
    web.api.on('post', '/loan/{loanNumber}/repay', () => refusal(400, { amount: { code: 'repayment.amountTooLow', params: { minimum: '100.00' } } }));
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet'), 'loanNumber', 'idempotencyKey');
    const page = await browser.submit('/wallet', { ...form, kind: 'AMOUNT', amount: '50' });
    expect(page.status).toBe(400);
    expect(page.field('amount')).toEqual({ value: '50', error: t('fil', 'repayment.amountTooLow', { minimum: '100.00' }) });
  });

  it('shows a refusal of the whole payment at the top with the API\'s status', async () => {
    walletApi(web.api);
    web.api.on('post', '/loan/{loanNumber}/repay', () => refusal(409, {}, 'repayment.notRunning'));
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet'), 'loanNumber', 'idempotencyKey');
    const page = await browser.submit('/wallet', { ...form, kind: 'NEXT' });
    expect(page.status).toBe(409);
    expect(page.alerts()).toContain(t('fil', 'repayment.notRunning'));
  });

  it('refuses a form without its loan number or key as out of date, before the API', async () => {
    walletApi(web.api);
    const browser = await member('fil');
    const page = await browser.submit('/wallet', { loanNumber: 'HLC-2026-000123', idempotencyKey: 'short', kind: 'NEXT' });
    expect(page.status).toBe(400);
    expect(page.alerts()).toContain(t('fil', 'wallet.formOutOfDate'));
    expect(posts()).toEqual([]);
  });

  it('answers 503 with the error page in Filipino when the wallet cannot be read', async () => {
    walletApi(web.api);
    web.api.on('get', '/wallet', () => ({ status: 503, body: { code: 'webMessage.noServerResponse', message: '[api] down' } }));
    const page = await (await member('fil')).get('/wallet');
    expect(page.status).toBe(503);
    expect(page.text).toContain(t('fil', 'shell.errorTitle'));
    expect(page.text).not.toContain(t('fil', 'wallet.title'));
  });
});

describe('/wallet/history', () => {
  const item = {
    id: '7d0c5d1e-0000-4000-8000-0000000000a1',
    kind: 'REPAYMENT' as const,
    at: '2026-11-20T03:00:00.000Z',
    walletDirection: 'OUT' as const,
    walletAmount: 100_000,
    walletAmountText: '1,000.00',
    loanAmount: 100_000,
    loanAmountText: '1,000.00',
    loanNumber: 'HLC-2026-000123',
    receiptNumber: 'OR-00000042',
    reversed: false,
  };

  it('lists the movements with their receipts in Filipino, the statement of the disbursed loan, and a link to older ones', async () => {
    walletApi(web.api);
    web.api.on('get', '/wallet/history', () => ({ body: { items: [item], nextCursor: 'c2' } }));
    const page = await (await member('fil')).get('/wallet/history');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'history.title'));
    expect(page.text).toContain(t('fil', 'history.kinds.REPAYMENT', { loanNumber: 'HLC-2026-000123' }));
    expect(page.text).toContain('− PHP 1,000.00');
    expect(page.body).toContain('href="/receipts/OR-00000042"');
    expect(page.body).toContain('href="/loan/HLC-2026-000123/statement.pdf"');
    expect(page.body).toContain('href="/wallet/history?cursor=c2"');
    expect(page.text).not.toContain(t('fil', 'history.newest'));
    expect(web.api.calls('get', '/wallet/history')[0].query).toEqual({});
  });

  it('marks a reversed payment and shows its reversal taking the amount back off the loan, under the same receipt', async () => {
    walletApi(web.api);
    const reversal = { ...item, id: '7d0c5d1e-0000-4000-8000-0000000000a2', kind: 'REVERSAL' as const, walletDirection: 'IN' as const };
    web.api.on('get', '/wallet/history', () => ({ body: { items: [reversal, { ...item, reversed: true }], nextCursor: null } }));
    const page = await (await member('fil')).get('/wallet/history');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${t('fil', 'history.paymentReversed', { loanNumber: 'HLC-2026-000123' })} + PHP 1,000.00 − PHP 1,000.00 OR-00000042`);
    expect(page.text).toContain(`${t('fil', 'history.kinds.REPAYMENT', { loanNumber: 'HLC-2026-000123' })} (${t('fil', 'history.reversedMark')}) − PHP 1,000.00 PHP 1,000.00 OR-00000042`);
  });

  it('asks the API for the page after the cursor, with a way back to the newest', async () => {
    walletApi(web.api, { loan: null });
    web.api.on('get', '/wallet/history', () => ({ body: { items: [], nextCursor: null } }));
    const page = await (await member('fil')).get('/wallet/history?cursor=c2');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/wallet/history')[0].query).toEqual({ cursor: 'c2' });
    expect(page.text).toContain(t('fil', 'history.empty'));
    expect(page.text).toContain(t('fil', 'history.newest'));
    expect(page.body).not.toContain('statement.pdf');
  });

  it('answers the API\'s refusal of a cursor with its status', async () => {
    walletApi(web.api);
    web.api.on('get', '/wallet/history', () => refusal(400, {}, 'validation.cursor' as never));
    const page = await (await member()).get('/wallet/history?cursor=x');
    expect(page.status).toBe(400);
  });
});

describe('/wallet/withdraw (the amount)', () => {
  it('shows the balance and the amount form; an amount from the confirm page is kept', async () => {
    walletApi(web.api);
    const page = await (await member('fil')).get('/wallet/withdraw?amount=2000');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'wallet.withdraw'));
    expect(page.text).toContain(`${t('fil', 'wallet.availableBalance')} PHP 15,000.00`);
    expect(page.field('amount').value).toBe('2000');
    expect(web.api.calls('get', '/withdrawals/quote').map((c) => c.query)).toEqual([{ amount: '2000' }]);
  });

  it('says why there is no form: no confirmed account, or a balance at the minimum', async () => {
    walletApi(web.api, { kyc: kycDto({ bank: null }) });
    const noBank = await (await member('fil')).get('/wallet/withdraw');
    expect(noBank.text).toContain(t('fil', 'wallet.needsBank'));
    expect(noBank.has('amount')).toBe(false);

    web.api.reset();
    walletApi(web.api, { wallet: walletDto({ balance: 99_900 }) });
    const low = await (await member('fil')).get('/wallet/withdraw');
    expect(low.text).toContain(t('fil', 'wallet.belowMinimum', { balance: '999.00' }));
    // The rule for a balance this small is stated once, on the closing page.
    expect(low.body).toContain('href="/settings/data#money-left"');
    expect(low.has('amount')).toBe(false);
  });

  it('refuses an amount beside the field in Filipino, worded from the API\'s code, keeping what was typed', async () => {
    walletApi(web.api);
    web.api.on('get', '/withdrawals/quote', (call) => (call.query.amount ? refusal(400, { amount: 'field.withdrawalAmount' }) : { body: quoteDto(0) }));
    const page = await (await member('fil')).submit('/wallet/withdraw', { amount: '999' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ amount: t('fil', 'field.withdrawalAmount') });
    expect(page.field('amount').value).toBe('999');
    // The action's quote of the typed amount, then the page's own figures without it.
    expect(web.api.calls('get', '/withdrawals/quote').map((c) => c.query).slice(-2)).toEqual([{ amount: '999' }, {}]);
  });

  it('offers an amount an e-wallet cannot take at once as withdrawals it takes, or a bank account, instead of only refusing', async () => {
    const gcash = kycDto({ bank: { ...kycDto().bank!, bankName: 'GCash', kind: 'ewallet' } });
    walletApi(web.api, { wallet: walletDto({ balance: 15_000_000 }), kyc: gcash });
    const ewalletQuote = (monthLeft: number) => ({ ...quoteDto(0, 15_000_000), cap: Math.min(5_000_000, monthLeft), monthLeft });
    web.api.on('get', '/withdrawals/quote', (call) =>
      call.query.amount ? refusal(400, { amount: { code: 'withdrawal.ewalletPerTransfer', params: { max: '50,000.00' } } }) : { body: ewalletQuote(10_000_000) },
    );
    const browser = await member('en');
    const page = await browser.submit('/wallet/withdraw', { amount: '60000' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ amount: t('en', 'withdrawal.ewalletPerTransfer', { max: '50,000.00' }) });
    const offer = page.textOf('data-testid', 'ewallet-offer');
    expect(offer).toContain(t('en', 'wallet.ewalletOffer.pieces', { pieces: 'PHP 50,000.00, PHP 10,000.00' }));
    expect(offer).toContain(t('en', 'wallet.ewalletOffer.withdrawPiece', { amount: '50,000.00' }));
    expect(offer).toContain(t('en', 'wallet.ewalletOffer.toBank'));
    expect(page.body).toContain('href="/activate/bank"');
    expect(page.body).toMatch(/<input type="hidden" name="amount" value="50000.00"\/>/);

    // Near the end of the e-wallet's month: what it still takes, and what must wait or go to a bank.
    web.api.on('get', '/withdrawals/quote', (call) =>
      call.query.amount ? refusal(400, { amount: { code: 'withdrawal.ewalletMonthlyCap', params: { cap: '100,000.00', left: '20,000.00' } } }) : { body: ewalletQuote(2_000_000) },
    );
    const late = await (await member('fil')).submit('/wallet/withdraw', { amount: '60000' });
    const lateOffer = late.textOf('data-testid', 'ewallet-offer');
    expect(lateOffer).toContain(t('fil', 'wallet.ewalletOffer.withdrawPiece', { amount: '20,000.00' }));
    expect(lateOffer).toContain(t('fil', 'wallet.ewalletOffer.monthRest', { amount: '40,000.00' }));

    // A bank account's refusal (below the minimum) offers nothing of the kind.
    walletApi(web.api);
    web.api.on('get', '/withdrawals/quote', (call) => (call.query.amount ? refusal(400, { amount: 'field.withdrawalAmount' }) : { body: quoteDto(0) }));
    expect((await (await member('en')).submit('/wallet/withdraw', { amount: '999' })).textOf('data-testid', 'ewallet-offer')).toBeNull();
  });

  it('says until when a changed bank account takes no withdrawals, in Filipino', async () => {
    const from = new Date(Date.now() + 20 * 3600_000).toISOString();
    walletApi(web.api, { kyc: kycDto({ bank: { ...kycDto().bank!, changedAt: new Date().toISOString(), withdrawalsAllowedFrom: from } }) });
    const page = await (await member('fil')).get('/wallet/withdraw');
    expect(page.text).toContain(t('fil', 'wallet.bankChanged', { date: formatDateTime(from, 'fil') }));
  });

  it('answers the API\'s 503 at the top of the form, keeping the amount', async () => {
    walletApi(web.api);
    web.api.on('get', '/withdrawals/quote', (call) =>
      call.query.amount ? { status: 503, body: { code: 'webMessage.noServerResponse', message: '[api] down' } } : { body: quoteDto(0) },
    );
    const page = await (await member('fil')).submit('/wallet/withdraw', { amount: '5000' });
    expect(page.status).toBe(503);
    expect(page.alerts()).toContain(t('fil', 'webMessage.noServerResponse'));
    expect(page.field('amount').value).toBe('5000');
  });

  it('goes on to the confirm page with the amount as typed (trimmed)', async () => {
    walletApi(web.api);
    const page = await (await member()).submit('/wallet/withdraw', { amount: ' 2000.50 ' });
    expect([page.status, page.location]).toEqual([302, '/wallet/withdraw/confirm?amount=2000.50']);
  });
});

describe('/wallet/withdraw/confirm', () => {
  it('shows the figures and the full legal name, the amount capped to the balance with the API\'s note, and a key', async () => {
    walletApi(web.api);
    web.api.on('get', '/withdrawals/quote', () => ({ body: quoteDto(2_000_000, 1_500_000, '[api] set to your balance') }));
    const page = await (await member('fil')).get('/wallet/withdraw/confirm?amount=20000');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'wallet.confirmTitle'));
    expect(page.text).toContain('Juan Santos dela Cruz');
    expect(page.text).toContain('[api] set to your balance');
    expect(hidden(page, 'amount', 'idempotencyKey')).toEqual({ amount: '15000.00', idempotencyKey: expect.stringMatching(UUID) });
    expect(page.body).toContain('href="/wallet/withdraw?amount=20000"');
  });

  it('sends an amount the API refuses back to step 1, kept, with the refusal in the page\'s language', async () => {
    walletApi(web.api);
    web.api.on('get', '/withdrawals/quote', () => refusal(400, { amount: 'field.withdrawalAmount' }));
    const browser = await member('fil');
    const page = await browser.get('/wallet/withdraw/confirm?amount=12');
    expect([page.status, page.location]).toEqual([302, '/wallet/withdraw?amount=12']);
    expect((await browser.get('/about')).alerts()).toEqual([t('fil', 'field.withdrawalAmount')]);
  });

  it('creates the withdrawal with the page\'s key and goes to the code form with the API\'s message and note', async () => {
    walletApi(web.api);
    web.api.on('post', '/withdrawals', () => ({
      status: 201,
      body: { message: '[api] code sent', note: '[api] capped', withdrawal: withdrawalDto() },
    }));
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet/withdraw/confirm?amount=10000'), 'amount', 'idempotencyKey');
    const page = await browser.submit('/wallet/withdraw/confirm', form, { from: '/wallet/withdraw/confirm?amount=10000' });
    expect([page.status, page.location]).toEqual([302, `/wallet/withdraw/${WITHDRAWAL_ID}/code`]);
    const [call] = web.api.calls('post', '/withdrawals');
    expect(call.body).toEqual({ amount: '10000.00' });
    expect(call.headers['idempotency-key']).toBe(form.idempotencyKey);
    const next = await browser.get('/about');
    expect(next.alerts('status')).toEqual(['[api] code sent']);
    expect(next.alerts()).toEqual(['[api] capped']);
  });

  it('shows the API\'s refusal of the amount on the page with its status, worded from its code', async () => {
    walletApi(web.api);
    web.api.on('post', '/withdrawals', () => refusal(409, { amount: 'field.withdrawalBalance' }));
    const browser = await member('fil');
    const form = hidden(await browser.get('/wallet/withdraw/confirm?amount=10000'), 'amount', 'idempotencyKey');
    const page = await browser.submit('/wallet/withdraw/confirm?amount=10000', form);
    expect(page.status).toBe(409);
    expect(page.text).toContain(t('fil', 'field.withdrawalBalance'));
    expect(page.text).not.toContain('[api]');
  });

  it('sends a member without a confirmed account back to step 1', async () => {
    walletApi(web.api, { kyc: kycDto({ bank: null }) });
    const page = await (await member()).get('/wallet/withdraw/confirm?amount=10000');
    expect([page.status, page.location]).toEqual([302, '/wallet/withdraw?amount=10000']);
  });

  it('refuses a form without its key as out of date, before the API', async () => {
    walletApi(web.api);
    const page = await (await member('fil')).submit('/wallet/withdraw/confirm?amount=10000', { amount: '10000.00', idempotencyKey: '' });
    expect(page.status).toBe(400);
    expect(page.alerts()).toContain(t('fil', 'wallet.formOutOfDate'));
    expect(posts()).toEqual([]);
  });
});

describe('/wallet/withdraw/:id (the status)', () => {
  it('sends a withdrawal still waiting for its code to the code form', async () => {
    web.api.on('get', '/withdrawals/{id}', () => ({ body: withdrawalDto() }));
    const page = await (await member()).get(`/wallet/withdraw/${WITHDRAWAL_ID}`);
    expect([page.status, page.location]).toEqual([302, `/wallet/withdraw/${WITHDRAWAL_ID}/code`]);
    expect(web.api.calls('get', '/withdrawals/{id}')[0].params).toEqual({ id: WITHDRAWAL_ID });
  });

  it('shows a withdrawal on its way with a Refresh link and the poll', async () => {
    web.api.on('get', '/withdrawals/{id}', () => ({
      body: withdrawalDto({ status: 'PROCESSING', rail: 'INSTAPAY', card: { statement: '[api] Transferring', message: '[api] by InstaPay', colour: 'info', icon: 'CurrencyExchange' } }),
    }));
    const page = await (await member('fil')).get(`/wallet/withdraw/${WITHDRAWAL_ID}`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'wallet.withdrawal'));
    expect(page.text).toContain('[api] Transferring');
    expect(page.text).toContain(t('fil', 'wallet.refresh'));
    expect(page.body).toMatch(/id="withdrawal"[^>]*data-poll-ms="\d+"/);
  });

  it('shows a completed withdrawal as a success with its reference, and stops polling', async () => {
    web.api.on('get', '/withdrawals/{id}', () => ({
      body: withdrawalDto({ status: 'COMPLETED', completedAt: '2026-11-29T02:05:00.000Z', card: { statement: 'Done', message: 'Sent.', colour: 'success', icon: 'CheckCircleOutline' } }),
    }));
    const page = await (await member('fil')).get(`/wallet/withdraw/${WITHDRAWAL_ID}`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'wallet.success'));
    expect(page.text).toContain(t('fil', 'wallet.referenceLine', { reference: 'HLC-000000042' }));
    expect(page.text).not.toContain(t('fil', 'wallet.refresh'));
    expect(page.body).not.toContain('data-poll-ms');
  });

  it('a PESONet withdrawal requested after the cut-off says the day it arrives, on its way and on its receipt', async () => {
    for (const status of ['QUEUED', 'COMPLETED'] as const) {
      web.api.on('get', '/withdrawals/{id}', () => ({ body: withdrawalDto({ status, amount: 6_000_000, amountText: '60,000.00', rail: 'PESONET', arrivesOn: '2027-01-18', completedAt: status === 'COMPLETED' ? '2027-01-15T08:00:00.000Z' : null }) }));
      const page = await (await member('fil')).get(`/wallet/withdraw/${WITHDRAWAL_ID}`);
      expect(page.status).toBe(200);
      expect(page.textOf('data-testid', 'withdrawal-arrives')).toContain(formatDate('2027-01-18', 'fil'));
      expect(page.text).toContain(t('fil', 'wallet.arrivesNote', { cutoff: '14:00' }));
    }
    web.api.on('get', '/withdrawals/{id}', () => ({ body: withdrawalDto({ status: 'QUEUED' }) }));
    expect((await (await member('fil')).get(`/wallet/withdraw/${WITHDRAWAL_ID}`)).textOf('data-testid', 'withdrawal-arrives')).toBeNull();
  });

  it('answers the API\'s 404 for another member\'s (or an unknown) withdrawal', async () => {
    web.api.on('get', '/withdrawals/{id}', () => refusal(404, {}, 'apiWithdrawals.notFound'));
    const page = await (await member('fil')).get('/wallet/withdraw/0b7c6a52-1d3e-4f00-9a7b-0000000000ff');
    expect(page.status).toBe(404);
    expect(page.text).toContain(t('fil', 'shell.notFoundTitle'));
  });
});

describe('/wallet/withdraw/:id/code', () => {
  const path = `/wallet/withdraw/${WITHDRAWAL_ID}/code`;
  const awaiting = () => web.api.on('get', '/withdrawals/{id}', () => ({ body: withdrawalDto() }));
  const answer = (message: string) => () => ({ body: { message, withdrawal: withdrawalDto({ status: 'QUEUED' }) } });

  it('shows the code form for a withdrawal waiting for it; any other goes to its status', async () => {
    awaiting();
    const page = await (await member('fil')).get(path);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'wallet.codeTitle'));
    expect(page.field('code').value).toBe('');

    web.api.on('get', '/withdrawals/{id}', () => ({ body: withdrawalDto({ status: 'QUEUED' }) }));
    const queued = await (await member()).get(path);
    expect([queued.status, queued.location]).toEqual([302, `/wallet/withdraw/${WITHDRAWAL_ID}`]);
  });

  it('refuses a wrong code beside the field with the tries left in Filipino, and drops the code', async () => {
    awaiting();
    web.api.on('post', '/withdrawals/{id}/confirm', () => refusal(400, { code: { code: 'apiAuth.wrongCode', params: { count: 4 } } }));
    const page = await (await member('fil')).submit(path, { intent: 'confirm', code: '123456' });
    expect(page.status).toBe(400);
    expect(page.field('code')).toEqual({ value: '', error: t('fil', 'apiAuth.wrongCode', { count: 4 }) });
    const [call] = web.api.calls('post', '/withdrawals/{id}/confirm');
    expect([call.params, call.body]).toEqual([{ id: WITHDRAWAL_ID }, { code: '123456' }]);
  });

  it('confirms the code and shows the status page with the API\'s message', async () => {
    awaiting();
    web.api.on('post', '/withdrawals/{id}/confirm', answer('[api] queued'));
    const browser = await member();
    const page = await browser.submit(path, { intent: 'confirm', code: '654321' });
    expect([page.status, page.location]).toEqual([302, `/wallet/withdraw/${WITHDRAWAL_ID}`]);
    expect((await browser.get('/about')).alerts('status')).toEqual(['[api] queued']);
  });

  it('cancels back to the wallet and sends a new code back to the form, each with the API\'s message', async () => {
    awaiting();
    web.api.on('post', '/withdrawals/{id}/cancel', answer('[api] cancelled'));
    web.api.on('post', '/withdrawals/{id}/resend', answer('[api] new code'));
    const browser = await member();
    const cancelled = await browser.submit(path, { intent: 'cancel', code: '' });
    expect([cancelled.status, cancelled.location]).toEqual([302, '/wallet']);
    expect((await browser.get('/about')).alerts('status')).toEqual(['[api] cancelled']);
    const resent = await browser.submit(path, { intent: 'resend' });
    expect([resent.status, resent.location]).toEqual([302, path]);
    expect(web.api.calls('post', '/withdrawals/{id}/resend')[0].params).toEqual({ id: WITHDRAWAL_ID });
    expect(posts().map((c) => c.path)).toEqual(['/withdrawals/{id}/cancel', '/withdrawals/{id}/resend']);
  });

  it('sends a withdrawal that no longer takes a code to its status, saying why in the page\'s language', async () => {
    awaiting();
    web.api.on('post', '/withdrawals/{id}/confirm', () => refusal(409, {}, 'apiWithdrawals.triesExhausted'));
    const browser = await member('fil');
    const page = await browser.submit(path, { intent: 'confirm', code: '111111' });
    expect([page.status, page.location]).toEqual([302, `/wallet/withdraw/${WITHDRAWAL_ID}`]);
    expect((await browser.get('/about')).alerts()).toEqual([t('fil', 'apiWithdrawals.triesExhausted')]);
  });

  it('refuses a form without a known intent as out of date, before the API', async () => {
    awaiting();
    const page = await (await member('fil')).submit(path, { intent: 'approve', code: '123456' });
    expect(page.status).toBe(400);
    expect(page.alerts()).toContain(t('fil', 'wallet.formOutOfDate'));
    expect(posts()).toEqual([]);
  });
});
