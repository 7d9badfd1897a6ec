// The dashboard and the loan's steps from it (/dash, /dash/agreement, /dash/confirm, /dash/submitted,
// /dash/cancel, /dash/contract) through the built server against a stub API (test/routes/harness.ts):
// who may see them, what each form sends to the API, the refusals in the page's language, the
// redirects and the status codes. The confirm form posts to its page's URL, query included, as the
// page's own <form action> does.
import { describe, expect, it } from '@jest/globals';
import { t, withdrawalLimitsText } from '@halimbawa/domain';
import { refusal, routeTests, type Browser } from './harness';
import { LOAN_NUMBER, dashboardDto, disclosureDto, kycDto, bankDto, loanDto, quoteDto, rejectedReview } from './member.fixtures';
import type { LoanView } from '~/lib/api/types';

const web = routeTests();

const APPLICATION = { amount: '150,000.00', currency: 'PHP', installmentCount: '6', agree: 'on' };
const CONFIRM = `/dash/confirm?${new URLSearchParams(APPLICATION)}`;

/** An activated member (GET /member/me) whose current loan is `loan`. */
async function member(lang: 'en' | 'fil', loan: LoanView | null = null, signingCodeExpiresAt: string | null = null): Promise<Browser> {
  web.api.on('get', '/loan/current', () => ({ body: { loan, signingCodeExpiresAt } }));
  web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto({ loan }) }));
  const browser = web.browser(lang);
  await browser.signedIn();
  return browser;
}

describe('/dash', () => {
  it('sends a visitor to sign in, back here after', async () => {
    expect((await web.browser().get('/dash')).location).toBe('/login?redirectTo=%2Fdash');
    expect(web.api.calls('get', '/member/dashboard')).toHaveLength(0);
  });

  it('greets an activated member in Filipino with the application form', async () => {
    const browser = await member('fil');
    const page = await browser.get('/dash');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'loans.dashboard.title'));
    expect(page.text).toContain(t('fil', 'loans.dashboard.hello', { name: 'Juan' }));
    expect(page.has('amount') && page.has('installmentCount') && page.has('agree')).toBe(true);
    expect(page.text).not.toContain(t('fil', 'activation.prompt.title'));
    // What each withdrawal destination takes is said before applying, in the page's language.
    const limits = page.textOf('data-testid', 'application-withdrawal-limits');
    for (const limit of withdrawalLimitsText('fil')) expect(limits).toContain(limit);
    expect(limits).toContain(t('fil', 'loans.apply.limitsNote', { cap: '100,000.00' }));
  });

  it('asks a member not yet activated to activate, without the application form', async () => {
    web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto({ member: { ...dashboardDto().member, infoState: 'ADDRESS_INFO' } }) }));
    const browser = web.browser('fil');
    await browser.signedIn({ infoState: 'ADDRESS_INFO' });
    const page = await browser.get('/dash');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'activation.prompt.title'));
    expect(page.has('amount')).toBe(false);
  });

  it('a member who applied and is correcting a rejected ID sees the step to correct, never "Activate your account"', async () => {
    const review = rejectedReview('[api] The selfie does not match the ID.');
    web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto({ member: { ...dashboardDto().member, infoState: 'IDENTITY_INFO' }, loan: loanDto('PENDING_REVIEW'), kyc: review }) }));
    const browser = web.browser('fil');
    await browser.signedIn({ infoState: 'IDENTITY_INFO' });
    const page = await browser.get('/dash');
    expect(page.status).toBe(200);
    expect(page.text).toContain('[api] PENDING_REVIEW');
    expect(page.text).toContain('[api] The selfie does not match the ID.');
    expect(page.text).toContain(t('fil', 'activation.kyc.correct'));
    expect(page.body).toContain('href="/activate/identity"');
    expect(page.text).not.toContain(t('fil', 'activation.prompt.title'));
    expect(page.has('amount')).toBe(false);
  });

  it('shows a live loan\'s card instead of the form', async () => {
    const browser = await member('en', loanDto('PENDING_REVIEW'));
    const page = await browser.get('/dash');
    expect(page.text).toContain('[api] PENDING_REVIEW');
    expect(page.has('amount')).toBe(false);
  });

  it("tells the borrower of a written-off loan what happened in plain words, in Filipino", async () => {
    const card = { statement: t('fil', 'loanStatus.WRITTEN_OFF.statement'), message: t('fil', 'loanStatus.WRITTEN_OFF.message'), colour: 'danger' as const, icon: 'ErrorOutline' as const };
    const page = await (await member('fil', loanDto('WRITTEN_OFF', { statusCard: card }))).get('/dash');
    expect(page.status).toBe(200);
    expect(page.text).toContain(card.statement);
    expect(page.text).toContain(card.message);
  });

  it('refuses an application sent back unticked beside the box in Filipino, keeping the amount and term', async () => {
    const browser = await member('fil');
    const page = await browser.get('/dash?amount=200000&currency=PHP&installmentCount=12&check=1');
    expect(page.status).toBe(200);
    expect(page.fieldErrors()).toEqual({ agree: t('fil', 'field.serviceAgreement') });
    expect(page.field('amount').value).toBe('200,000.00');
    expect(page.field('agree').checked).toBe(false);
  });

  it('shows the API\'s refusal of the dashboard at the top in the page\'s language (the page itself answers 200)', async () => {
    web.api.on('get', '/member/dashboard', () => ({ status: 503, body: { code: 'apiErrors.somethingWrong', message: '[api] down' } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get('/dash');
    expect(page.status).toBe(200);
    expect(page.alerts()).toEqual([t('fil', 'apiErrors.somethingWrong')]);
  });
});

describe('/dash/agreement', () => {
  it('shows the agreement in Filipino; I agree and Back carry the typed values, only I agree ticks the box', async () => {
    const browser = await member('fil');
    const page = await browser.get('/dash/agreement?amount=200000&currency=PHP&installmentCount=12');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'loans.agreement.title'));
    expect(page.text).toContain(t('fil', 'loans.agreement.bind'));
    const links = [...page.body.matchAll(/<a\b[^>]*href="(\/dash\?[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(links).toContain('/dash?amount=200000&currency=PHP&installmentCount=12&agree=on#apply');
    expect(links).toContain('/dash?amount=200000&currency=PHP&installmentCount=12#apply');
  });
});

describe('/dash/confirm', () => {
  it('sends a member not yet activated to /activate, saying why', async () => {
    // The loader reads these beside the member: answered as the API does (no loan yet), so that only
    // the activation check can decide the answer, whichever read finishes first.
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('ADDRESS_INFO') }));
    web.api.on('get', '/loan/current', () => ({ body: { loan: null, signingCodeExpiresAt: null } }));
    const browser = web.browser('fil');
    await browser.signedIn({ infoState: 'ADDRESS_INFO' });
    const page = await browser.get(CONFIRM);
    expect([page.status, page.location]).toEqual([302, '/activate']);
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('ADDRESS_INFO') }));
    expect((await browser.get('/activate/address')).alerts('status')).toEqual([t('fil', 'activation.activateFirst')]);
  });

  it('sends an application without the agreement ticked back to /dash to be checked, without a quote', async () => {
    const browser = await member('en');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    const page = await browser.get('/dash/confirm?amount=200000&currency=PHP&installmentCount=6');
    expect([page.status, page.location]).toEqual([302, '/dash?amount=200000&currency=PHP&installmentCount=6&check=1#apply']);
    expect(web.api.calls('post', '/loan/quote')).toHaveLength(0);
  });

  it('shows the API\'s quote with the member and the masked account, in Filipino', async () => {
    const browser = await member('fil');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    const page = await browser.get(CONFIRM);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'loans.confirm.title'));
    expect(web.api.calls('post', '/loan/quote')[0].body).toEqual({ amount: '150,000.00', currency: 'PHP', installmentCount: '6' });
    expect(page.text).toContain('PHP 25,750.00');
    expect(page.text).toContain('001••••••');
    expect(page.text).toContain(t('fil', 'loans.monthlyInstalments', { months: 6 }));
    expect([page.field('amount').value, page.field('installmentCount').value, page.field('agree').value]).toEqual(['150,000.00', '6', 'on']);
  });

  it('shows the credit-data notice with its checkbox, and a refused application without it keeps the error beside the box', async () => {
    const browser = await member('fil');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    const page = await browser.get(CONFIRM);
    expect(page.text).toContain(t('fil', 'loans.confirm.creditNoticeTitle'));
    expect(page.field('creditNotice').checked).toBe(false);
    web.api.on('post', '/loan/applynew', () => refusal(400, { creditNotice: 'field.creditNotice' }));
    const refused = await browser.submit(CONFIRM, APPLICATION);
    expect(refused.status).toBe(400);
    expect(web.api.calls('post', '/loan/applynew')[0].body).toMatchObject({ creditNotice: false });
    expect(refused.field('creditNotice').error).toBe(t('fil', 'field.creditNotice'));
  });

  it('applies with the confirmed values and goes to /dash/submitted', async () => {
    const browser = await member('fil');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    web.api.on('post', '/loan/applynew', () => ({ status: 201, body: { state: 'LOAN_CREATED' as const, loan: loanDto() } }));
    const page = await browser.submit(CONFIRM, { ...APPLICATION, creditNotice: 'on' });
    expect([page.status, page.location]).toEqual([302, '/dash/submitted']);
    expect(web.api.calls('post', '/loan/applynew')[0].body).toEqual({ amount: '150,000.00', installmentCount: '6', agree: true, creditNotice: true, currency: 'PHP' });
    web.api.on('get', '/loan/current', () => ({ body: { loan: loanDto(), signingCodeExpiresAt: null } }));
    const submitted = await browser.get('/dash/submitted');
    expect(submitted.status).toBe(200);
    expect(submitted.alerts('status')).toEqual([t('fil', 'loan.submitted')]);
    expect(submitted.text).toContain(t('fil', 'loans.submitted.loanNumber', { loanNumber: LOAN_NUMBER }));
  });

  it('applies with the re-loan offer through POST /loan/reloan', async () => {
    const browser = await member('en');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    web.api.on('post', '/loan/reloan', () => ({ status: 201, body: { state: 'LOAN_CREATED' as const, loan: loanDto() } }));
    const page = await browser.submit(`${CONFIRM}&offer=1`, { ...APPLICATION, offer: '1', creditNotice: 'on' });
    expect(page.location).toBe('/dash/submitted');
    expect(web.api.calls('post', '/loan/reloan')[0].body).toEqual({ amount: '150,000.00', installmentCount: '6', agree: true, creditNotice: true });
    expect(web.api.calls('post', '/loan/applynew')).toHaveLength(0);
  });

  it('a second application (409) goes to /dash with the API\'s message in the page\'s language', async () => {
    const browser = await member('fil');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    web.api.on('post', '/loan/applynew', () => refusal(409, {}, 'loan.alreadyHasLoan'));
    const page = await browser.submit(CONFIRM, APPLICATION);
    expect([page.status, page.location]).toEqual([302, '/dash']);
    expect((await browser.get('/dash')).alerts()).toContain(t('fil', 'loan.alreadyHasLoan'));
  });

  it('shows another refusal at the top with its status, the confirm page still there', async () => {
    const browser = await member('fil');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    web.api.on('post', '/loan/applynew', () => refusal(400, { currency: 'loan.currencyUnavailable' }));
    const page = await browser.submit(CONFIRM, APPLICATION);
    expect(page.status).toBe(400);
    expect(page.alerts()).toEqual([`${t('fil', 'form.checkFields')} ${t('fil', 'loan.currencyUnavailable')}`]);
  });

  it('sends a posted application without the agreement back to /dash to be checked, without applying', async () => {
    const browser = await member('en');
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED', { bank: bankDto() }) }));
    web.api.on('post', '/loan/quote', () => ({ body: quoteDto() }));
    const page = await browser.submit(CONFIRM, { ...APPLICATION, agree: '' });
    expect([page.status, page.location]).toEqual([302, '/dash?amount=150%2C000.00&currency=PHP&installmentCount=6&check=1#apply']);
    expect(web.api.calls('post', '/loan/applynew')).toHaveLength(0);
  });
});

describe('/dash/submitted', () => {
  it('sends the member to /dash without a live loan', async () => {
    const browser = await member('en', null);
    expect((await browser.get('/dash/submitted')).location).toBe('/dash');
    web.api.on('get', '/loan/current', () => ({ body: { loan: loanDto('CANCELLED'), signingCodeExpiresAt: null } }));
    expect((await browser.get('/dash/submitted')).location).toBe('/dash');
  });
});

describe('/dash/cancel', () => {
  it('sends the member to /dash without a loan; shows the API\'s terms and the form for a cancellable one', async () => {
    const none = await member('en', null);
    expect((await none.get('/dash/cancel')).location).toBe('/dash');
    const browser = await member('fil', loanDto('PENDING_REVIEW'));
    const page = await browser.get('/dash/cancel');
    expect(page.status).toBe(200);
    expect(page.text).toContain(loanDto().cancellationTerms);
    expect(page.text).toContain(t('fil', 'loans.cancel.free'));
    expect(page.field('loanNumber').value).toBe(LOAN_NUMBER);
  });

  it('cancels through the API and goes to /dash with its message', async () => {
    const browser = await member('en', loanDto('PENDING_REVIEW'));
    web.api.on('post', '/loan/{loanNumber}/cancel', () => ({ body: { message: '[api] Your loan application is cancelled.', loan: loanDto('CANCELLED') } }));
    const page = await browser.submit('/dash/cancel', { loanNumber: LOAN_NUMBER });
    expect([page.status, page.location]).toEqual([302, '/dash']);
    expect(web.api.calls('post', '/loan/{loanNumber}/cancel')[0].params).toEqual({ loanNumber: LOAN_NUMBER });
    expect((await browser.get('/dash')).alerts('status')).toContain('[api] Your loan application is cancelled.');
  });

  it('shows the API\'s refusal at the top with its status, in the page\'s language', async () => {
    const browser = await member('fil', loanDto('PENDING_REVIEW'));
    web.api.on('post', '/loan/{loanNumber}/cancel', () => refusal(409, {}, 'loan.cannotCancel'));
    const page = await browser.submit('/dash/cancel', { loanNumber: LOAN_NUMBER });
    expect(page.status).toBe(409);
    expect(page.alerts()).toEqual([t('fil', 'loan.cannotCancel')]);
  });

  it('refuses a malformed loan number with 400 without asking the API', async () => {
    const browser = await member('fil', loanDto('PENDING_REVIEW'));
    const page = await browser.submit('/dash/cancel', { loanNumber: '../x' });
    expect(page.status).toBe(400);
    expect(page.alerts()).toEqual([t('fil', 'loans.loanNotFound')]);
    expect(web.api.calls('post', '/loan/{loanNumber}/cancel')).toHaveLength(0);
  });
});

describe('/dash/contract', () => {
  it('sends the member to /dash without a loan, and one not activated to /activate', async () => {
    const browser = await member('en', null);
    expect((await browser.get('/dash/contract')).location).toBe('/dash');
    const inactive = web.browser();
    await inactive.signedIn({ infoState: 'BANK_INFO' });
    expect((await inactive.get('/dash/contract')).location).toBe('/activate');
  });

  it('shows the disclosure and the contract of an approved loan, with the form that sends the code', async () => {
    const loan = loanDto('APPROVED');
    const browser = await member('fil', loan);
    web.api.on('get', '/loan/{loanNumber}/disclosure', () => ({ body: disclosureDto(loan) }));
    const page = await browser.get('/dash/contract');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'loan.reviewAndSign'));
    expect(web.api.calls('get', '/loan/{loanNumber}/disclosure')[0]).toMatchObject({ params: { loanNumber: LOAN_NUMBER }, query: { format: 'json' } });
    expect(page.text).toContain('[api] The first paragraph of the contract.');
    expect(page.field('loanNumber').value).toBe(LOAN_NUMBER);
    expect(page.has('code')).toBe(false);
  });

  it('asks the API to send the code and comes back to the form with its message', async () => {
    const loan = loanDto('APPROVED');
    const browser = await member('en', loan);
    web.api.on('get', '/loan/{loanNumber}/disclosure', () => ({ body: disclosureDto(loan) }));
    web.api.on('post', '/loan/{loanNumber}/sign/start', () => ({ body: { message: '[api] We sent a code to +63917*****67.' } }));
    const page = await browser.submit('/dash/contract', { intent: 'start', loanNumber: LOAN_NUMBER });
    expect([page.status, page.location]).toEqual([302, '/dash/contract#sign']);
    expect(web.api.calls('post', '/loan/{loanNumber}/sign/start')[0].params).toEqual({ loanNumber: LOAN_NUMBER });
    web.api.on('get', '/loan/current', () => ({ body: { loan, signingCodeExpiresAt: '2026-11-29T08:05:00.000Z' } }));
    const codePage = await browser.get('/dash/contract');
    expect(codePage.alerts('status')).toEqual(['[api] We sent a code to +63917*****67.']);
    expect(codePage.has('code')).toBe(true);
  });

  it('states the withdrawal limits before signing, and an e-wallet too small for the proceeds beside the withdrawal account with the way to a bank', async () => {
    const loan = loanDto('APPROVED');
    const browser = await member('en', loan);
    web.api.on('get', '/loan/{loanNumber}/disclosure', () => ({ body: disclosureDto(loan) }));
    const page = await browser.get('/dash/contract');
    expect(page.textOf('data-testid', 'withdrawal-destination')).toContain('at most PHP 50,000.00 a withdrawal and PHP 100,000.00 a calendar month');
    expect(page.textOf('data-testid', 'withdrawal-account-error')).toBeNull();

    const params = { cap: '100,000.00', amount: '150,000.00' };
    web.api.on('post', '/loan/{loanNumber}/sign/start', () => ({ status: 409, body: { code: 'loan.ewalletBelowProceeds', message: '[api] e-wallet', params } }));
    const refused = await browser.submit('/dash/contract', { intent: 'start', loanNumber: LOAN_NUMBER });
    expect(refused.status).toBe(409);
    const beside = refused.textOf('data-testid', 'withdrawal-account-error');
    expect(beside).toContain(t('en', 'loan.ewalletBelowProceeds', params));
    expect(beside).toContain('Change to a bank account');
    expect(refused.body).toContain('href="/activate/bank"');
    expect(refused.textOf('data-testid', 'contract-signing')).not.toContain('e-wallet');
  });

  it('refuses a malformed code beside it without asking the API, and the API\'s refusal of the code in Filipino', async () => {
    const loan = loanDto('APPROVED');
    const browser = await member('fil', loan, '2026-11-29T08:05:00.000Z');
    web.api.on('get', '/loan/{loanNumber}/disclosure', () => ({ body: disclosureDto(loan) }));
    const local = await browser.submit('/dash/contract', { intent: 'finish', loanNumber: LOAN_NUMBER, code: '12' });
    expect(local.status).toBe(400);
    expect(local.field('code')).toEqual({ value: '', error: expect.any(String) });
    expect(web.api.calls('post', '/loan/{loanNumber}/sign/finish')).toHaveLength(0);

    web.api.on('post', '/loan/{loanNumber}/sign/finish', () => refusal(400, { code: { code: 'apiAuth.wrongCode', params: { count: 2 } } }));
    const refused = await browser.submit('/dash/contract', { intent: 'finish', loanNumber: LOAN_NUMBER, code: '123456' });
    expect(refused.status).toBe(400);
    expect(refused.field('code')).toEqual({ value: '', error: t('fil', 'apiAuth.wrongCode', { count: 2 }) });
    expect(web.api.calls('post', '/loan/{loanNumber}/sign/finish')[0].body).toEqual({ code: '123456' });
  });

  it('signs with the code and shows the signed contract with the API\'s message', async () => {
    const loan = loanDto('APPROVED');
    const browser = await member('en', loan, '2026-11-29T08:05:00.000Z');
    web.api.on('get', '/loan/{loanNumber}/disclosure', () => ({ body: disclosureDto(loan) }));
    const signed = loanDto('CONTRACT_SIGNED', { contractSha256: 'ab'.repeat(32) });
    web.api.on('post', '/loan/{loanNumber}/sign/finish', () => ({ body: { message: '[api] OTP confirmed successfully', loan: signed } }));
    const page = await browser.submit('/dash/contract', { intent: 'finish', loanNumber: LOAN_NUMBER, code: ' 123456 ' });
    expect([page.status, page.location]).toEqual([302, '/dash/contract']);
    expect(web.api.calls('post', '/loan/{loanNumber}/sign/finish')[0].body).toEqual({ code: '123456' });
    web.api.on('get', '/loan/current', () => ({ body: { loan: signed, signingCodeExpiresAt: null } }));
    const after = await browser.get('/dash/contract');
    expect(after.alerts('status')).toEqual(['[api] OTP confirmed successfully']);
    expect(after.body).toContain(`href="/loan/${LOAN_NUMBER}/contract.pdf"`);
    expect(after.has('code')).toBe(false);
  });
});
