// /receipts/:receiptNumber and its PDF through the built server against a stub API
// (test/routes/harness.ts): who may see them, what the receipt shows in the page's language, the
// 404 for a malformed or someone else's receipt, and the PDF's status and content type.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import { refusal, routeTests } from './harness';
import { receiptDto } from './member.fixtures';

const web = routeTests();

const RECEIPT = '/receipts/OR-00000042';

describe('/receipts/:receiptNumber', () => {
  it('sends a visitor to sign in, back here after', async () => {
    expect((await web.browser().get(RECEIPT)).location).toBe(`/login?redirectTo=${encodeURIComponent(RECEIPT)}`);
  });

  it('shows a payment\'s receipt with its split and the balance left, in Filipino, and links its PDF', async () => {
    web.api.on('get', '/receipts/{receiptNumber}', () => ({ body: receiptDto() }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get(RECEIPT);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'history.receipt.title', { receipt: 'OR-00000042' }));
    expect(web.api.calls('get', '/receipts/{receiptNumber}')[0].params).toEqual({ receiptNumber: 'OR-00000042' });
    for (const [key, amount] of [
      ['apiReceipts.amount', '25,750.00'],
      ['apiReceipts.interest', '750.00'],
      ['apiReceipts.principal', '25,000.00'],
      ['apiReceipts.remaining', '128,750.00'],
    ] as const) {
      expect(page.text).toContain(`${t('fil', key)} PHP ${amount}`);
    }
    expect(page.body).toContain('href="/receipts/OR-00000042/receipt.pdf"');
  });

  it('shows a cash-in without the loan\'s split', async () => {
    web.api.on('get', '/receipts/{receiptNumber}', () => ({ body: receiptDto({ kind: 'CASH_IN', loanNumber: null, interest: 0, principal: 0, toWallet: 2_575_000, toWalletText: '25,750.00', remaining: null, remainingText: null }) }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get(RECEIPT);
    expect(page.text).toContain(`${t('fil', 'apiReceipts.toWallet')} PHP 25,750.00`);
    expect(page.text).not.toContain(t('fil', 'apiReceipts.principal'));
  });

  it.each(['en', 'fil'] as const)('shows a pay-off in %s as interest charged less the interest given back, with the principal: what adds up to the amount', async (lang) => {
    // PHP 52,000.00 received: 8,250.00 charged − 9,000.00 given back + 52,750.00 principal.
    const payoff = { kind: 'PAY_OFF' as const, amount: 5_200_000, amountText: '52,000.00', interest: 825_000, interestText: '8,250.00', rebate: 900_000, rebateText: '9,000.00', principal: 5_275_000, principalText: '52,750.00', remaining: 0, remainingText: '0.00' };
    web.api.on('get', '/receipts/{receiptNumber}', () => ({ body: receiptDto(payoff) }));
    const browser = web.browser(lang);
    await browser.signedIn();
    const page = await browser.get(RECEIPT);
    expect(page.status).toBe(200);
    const lines = [
      ['apiReceipts.amount', '52,000.00'],
      ['apiReceipts.lateCharge', '0.00'],
      ['apiReceipts.interestCharged', '8,250.00'],
      ['apiReceipts.rebate', '9,000.00'],
      ['apiReceipts.principal', '52,750.00'],
    ] as const;
    expect(page.text).toContain(lines.map(([key, amount]) => `${t(lang, key)} PHP ${amount}`).join(' '));
    expect(page.text).not.toMatch(/PHP [-−]/);
  });

  it.each(['en', 'fil'] as const)('says first in %s that a reversed payment no longer counts, and shows no balance after it', async (lang) => {
    const reversedAtText = lang === 'fil' ? 'Pebrero 12, 2027 nang 10:00 AM (oras sa Maynila)' : 'Feb 12, 2027, 10:00 AM (Manila time)';
    web.api.on('get', '/receipts/{receiptNumber}', () => ({
      body: receiptDto({ amount: 2_800_000, amountText: '28,000.00', reversed: true, reversedAt: '2027-02-12T02:00:00.000Z', reversedAtText, remaining: null, remainingText: null }),
    }));
    const browser = web.browser(lang);
    await browser.signedIn();
    const page = await browser.get(RECEIPT);
    expect(page.status).toBe(200);
    const notice = t(lang, 'apiReceipts.reversedOn', { receipt: 'OR-00000042', time: reversedAtText });
    expect(page.text).toContain(notice);
    expect(page.text.indexOf(notice)).toBeLessThan(page.text.indexOf(`${t(lang, 'apiReceipts.amount')} PHP 28,000.00`));
    expect(page.text).not.toContain(t(lang, 'apiReceipts.remaining'));
    expect(page.body).toContain('href="/receipts/OR-00000042/receipt.pdf"');
  });

  it('shows no reversal on a payment that counts', async () => {
    web.api.on('get', '/receipts/{receiptNumber}', () => ({ body: receiptDto() }));
    const browser = web.browser('en');
    await browser.signedIn();
    const page = await browser.get(RECEIPT);
    expect(page.body).not.toContain('data-testid="receipt-reversed"');
    expect(page.text).toContain(`${t('en', 'apiReceipts.remaining')} PHP 128,750.00`);
  });

  it('answers 404 in the page\'s language for a malformed number without asking the API, and the API\'s 404 for another\'s', async () => {
    const browser = web.browser('fil');
    await browser.signedIn();
    const malformed = await browser.get('/receipts/42');
    expect(malformed.status).toBe(404);
    expect(web.api.calls('get', '/receipts/{receiptNumber}')).toHaveLength(0);
    web.api.on('get', '/receipts/{receiptNumber}', () => refusal(404, {}, 'apiErrors.notFound'));
    expect((await browser.get('/receipts/OR-00000099')).status).toBe(404);
  });
});

describe('/receipts/:receiptNumber/receipt.pdf', () => {
  const PDF = Buffer.from('%PDF-1.7\n% a receipt\n%%EOF\n');

  it('passes the API\'s PDF through as a download in the member\'s language, private, never cached', async () => {
    web.api.on('get', '/receipts/{receiptNumber}/pdf', () => ({ raw: PDF, headers: { 'Content-Type': 'application/pdf' } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get(`${RECEIPT}/receipt.pdf`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('application/pdf');
    expect(page.headers.get('Content-Disposition')).toBe('attachment; filename="OR-00000042.pdf"');
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toBe(PDF.toString());
    const [call] = web.api.calls('get', '/receipts/{receiptNumber}/pdf');
    expect(call.params).toEqual({ receiptNumber: 'OR-00000042' });
    expect(call.headers['accept-language']).toBe('fil');
  });

  it('sends a visitor to sign in; a malformed number is a 404 in the page\'s language; the API\'s 404 passes on', async () => {
    expect((await web.browser().get(`${RECEIPT}/receipt.pdf`)).location).toBe(`/login?redirectTo=${encodeURIComponent(`${RECEIPT}/receipt.pdf`)}`);
    const browser = web.browser('fil');
    await browser.signedIn();
    const malformed = await browser.get('/receipts/OR-1/receipt.pdf');
    expect([malformed.status, malformed.body]).toEqual([404, t('fil', 'history.receipt.notFound')]);
    expect(web.api.calls('get', '/receipts/{receiptNumber}/pdf')).toHaveLength(0);
    web.api.on('get', '/receipts/{receiptNumber}/pdf', () => ({ status: 404, body: { code: 'apiErrors.notFound', message: '[api] There is no such receipt.' } }));
    const other = await browser.get('/receipts/OR-00000099/receipt.pdf');
    expect([other.status, other.body]).toEqual([404, '[api] There is no such receipt.']);
  });
});
