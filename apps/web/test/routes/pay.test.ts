// /pay through the built server against a stub API (test/routes/harness.ts): who may see it (signed
// in and activated), what it shows of GET /pay in the page's language (the amount due or overdue with
// its late charge, the loan's and the wallet's references), and its answer when the API fails.
import { describe, expect, it } from '@jest/globals';
import { formatCentavos, t } from '@halimbawa/domain';
import { refusal, routeTests } from './harness';
import { LOAN_NUMBER, kycDto, payPageDto } from './member.fixtures';
import { formatDate } from '~/lib/format';

const web = routeTests();

describe('/pay', () => {
  it('sends a visitor to sign in, and a member not activated to /activate saying why', async () => {
    expect((await web.browser().get('/pay')).location).toBe('/login?redirectTo=%2Fpay');
    web.api.on('get', '/pay', () => ({ body: payPageDto() }));
    const browser = web.browser('fil');
    await browser.signedIn({ infoState: 'IDENTITY_INFO' });
    const page = await browser.get('/pay');
    expect([page.status, page.location]).toEqual([302, '/activate']);
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('IDENTITY_INFO') }));
    expect((await browser.follow(page)).location).toBe('/activate/identity');
    expect((await browser.get('/activate/identity')).alerts('status')).toEqual([t('fil', 'activation.activateFirst')]);
  });

  it('shows the next instalment, the pay-off and both references in Filipino', async () => {
    web.api.on('get', '/pay', () => ({ body: payPageDto() }));
    web.api.on('get', '/notifications/unread', () => ({ body: { count: 3 } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get('/pay');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'pay.title'));
    expect(page.text).toContain(t('fil', 'pay.next', { amount: '25,750.00', date: formatDate('2026-12-13', 'fil') }));
    expect(page.text).toContain(t('fil', 'pay.payoff', { amount: '150,000.00' }));
    expect(page.text).toContain(t('fil', 'pay.loanReference', { loanNumber: LOAN_NUMBER }));
    expect(page.text).toContain('1000 0000 0123');
    expect(page.text).toContain('2000 0000 0126');
    expect(page.text).not.toContain(t('fil', 'pay.noLoan'));
  });

  it('says an overdue amount with its late charge', async () => {
    web.api.on('get', '/pay', () => ({ body: payPageDto({ overdue: true, nextDueDate: '2026-11-13', nextDueAmountText: '26,522.50', lateChargesDue: 77_250, lateChargesDueText: '772.50' }) }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get('/pay');
    expect(page.text).toContain(t('fil', 'pay.overdue', { amount: '26,522.50', date: formatDate('2026-11-13', 'fil'), lateCharge: '772.50' }));
  });

  it('without a loan to pay, shows only the wallet\'s reference', async () => {
    web.api.on('get', '/pay', () => ({ body: payPageDto(null) }));
    const browser = web.browser('en');
    await browser.signedIn();
    const page = await browser.get('/pay');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('en', 'pay.noLoan'));
    expect(page.text).toContain('2000 0000 0126');
    expect(page.text).not.toContain(t('en', 'pay.loanReference', { loanNumber: LOAN_NUMBER }));
  });

  it('answers 503 when the API fails, never a 500; an unread count that fails does not break the page', async () => {
    web.api.on('get', '/pay', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    expect((await browser.get('/pay')).status).toBe(503);
    web.api.on('get', '/pay', () => ({ body: payPageDto() }));
    web.api.on('get', '/notifications/unread', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await browser.get('/pay')).status).toBe(200);
  });

  it('offers each channel that takes the amount due with its code, GCash and Maya as buttons; above the 7-Eleven cap, 7-Eleven is not offered and says why', async () => {
    web.api.on('get', '/pay', () => ({ body: payPageDto() }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const within = await browser.get('/pay');
    expect(within.text).toContain(t('fil', 'pay.optionsHeading', { amount: '25,750.00' }));
    for (const channel of ['gcash', 'maya', 'seven-eleven', 'ecpay', 'cebuana', 'bank-transfer']) expect(within.body).toContain(`data-testid="pay-loan-${channel}" data-available="true"`);
    expect(within.textOf('data-testid', 'pay-loan-seven-eleven-code')).toBe('1234 5678 9012');
    expect(within.textOf('data-testid', 'pay-loan-bank-transfer-code')).toBe('7057 0000 1111 2222');
    expect(within.text).toContain(t('fil', 'pay.ewalletButton', { channel: 'GCash' }));

    // PHP 60,000.00 due: past the counters' caps (7-Eleven and ECPay PHP 50,000, Cebuana PHP 30,000).
    web.api.on('get', '/pay', () => ({ body: payPageDto({ amountDue: 6_000_000 }) }));
    const above = await browser.get('/pay');
    expect(above.status).toBe(200);
    expect(above.body).toContain('data-testid="pay-loan-seven-eleven" data-available="false"');
    expect(above.textOf('data-testid', 'pay-loan-seven-eleven')).toContain(t('fil', 'pay.notForAmount', { channel: '7-Eleven' }));
    expect(above.textOf('data-testid', 'pay-loan-seven-eleven-reason')).toBe(t('fil', 'amountLimit.channel', { channel: '7-Eleven', max: formatCentavos(5_000_000) }));
    expect(above.textOf('data-testid', 'pay-loan-cebuana-reason')).toBe(t('fil', 'amountLimit.channel', { channel: 'Cebuana', max: formatCentavos(3_000_000) }));
    expect(above.textOf('data-testid', 'pay-loan-seven-eleven-code')).toBeNull();
    expect(above.text).toContain(t('fil', 'pay.optionsHeading', { amount: '60,000.00' }));
    expect(above.text).toContain(t('fil', 'pay.ewalletButton', { channel: 'GCash' }));
    expect(above.textOf('data-testid', 'pay-loan-bank-transfer-code')).toBe('7057 0000 1111 2222');
    // The wallet's cash-in has no amount due: its codes are all there.
    expect(above.textOf('data-testid', 'pay-wallet-seven-eleven-code')).toBe('1234 5678 9012');
  });

  it('GCash posts a payment request for the loan and redirects to its checkout; a refusal stays on the page with its words', async () => {
    web.api.on('get', '/pay', () => ({ body: payPageDto() }));
    web.api.on('post', '/pay/ewallet', () => ({ body: { checkoutUrl: 'https://checkout.example/pr-1', amount: 2_575_000 } }));
    const browser = web.browser('en');
    await browser.signedIn();
    const page = await browser.submit('/pay', { intent: 'ewallet', channel: 'gcash' });
    expect([page.status, page.location]).toEqual([302, 'https://checkout.example/pr-1']);
    const [call] = web.api.calls('post', '/pay/ewallet');
    expect(call.body).toEqual({ channel: 'gcash', target: 'LOAN', returnUrl: expect.stringMatching(/^http:\/\/[^/]+\/pay$/) });
    web.api.on('post', '/pay/ewallet', () => refusal(503, {}, 'apiPayments.providerUnavailable'));
    const refused = await browser.submit('/pay', { intent: 'ewallet', channel: 'maya' });
    expect(refused.status).toBe(503);
    expect(refused.alerts()).toEqual([t('en', 'apiPayments.providerUnavailable')]);
  });
});
