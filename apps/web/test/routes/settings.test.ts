// The member's settings (/settings and its pages) through the built server against a stub API
// (test/routes/harness.ts): the activation gate of the layout (only the password and Your data open
// before activation), what each page shows in the page's language, the auto-debit, password and
// close-account forms (the refusals beside each field, what a refused form keeps, what is sent to
// the API, the redirects and status codes). The data downloads are in downloads.test.ts.
import { describe, expect, it } from '@jest/globals';
import {
  formatBps,
  formatCentavos,
  formatPhone,
  loanStatusEntry,
  maskPhone,
  sayEach,
  t,
  validatePasswordChange,
  valueLabel,
  type Language,
} from '@halimbawa/domain';
import { refusal, routeTests, type Browser } from './harness';
import { LOAN_NUMBER, bankDto, documentDto, kycDto, loanDto, rejectedReview } from './member.fixtures';
import { WITHDRAWAL_ID, withdrawalDto } from './wallet.fixtures';
import { documentUrl, formatBirthDate, maskIdNumber } from '~/features/activation/steps';
import type { ResponseOf } from '~/lib/api/contract';
import type { Member } from '~/lib/api/types';
import { formatDateTime } from '~/lib/format';
import { DEMO_SITE } from '~/lib/site';

const web = routeTests();

/** Every POST the API received (a path without a handler is recorded as it was asked). */
const posts = () => web.api.all().filter((c) => c.method === 'post');

/** A signed-in member's browser: activated unless `infoState` says otherwise. */
async function member(lang: Language = 'en', infoState: Member['infoState'] = 'INFO_COMPLETED'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn({ infoState });
  return browser;
}

type CreditScore = ResponseOf<'/creditscore', 'get'>;

/** GET /creditscore: a verified member with one on-time repayment, a page of history after which `nextCursor` follows. */
function creditScoreDto(overrides: Partial<CreditScore> = {}): CreditScore {
  return {
    score: 720,
    max: 1000,
    band: 'Good',
    factors: [
      { key: 'base', label: '[api] Starting score', count: 1, points: 600, explanation: '[api] Every member starts here.' },
      { key: 'onTime', label: '[api] On-time repayments', count: 2, points: 120, explanation: '[api] Two instalments paid on time.' },
    ],
    history: [{ at: '2026-11-20T02:00:00.000Z', score: 720, band: 'Good' }],
    nextCursor: 'c2',
    asOf: '2026-11-28T02:00:00.000Z',
    ...overrides,
  };
}

type Contract = ResponseOf<'/loan/contracts', 'get'>['contracts'][number];

function contractDto(overrides: Partial<Contract> = {}): Contract {
  return {
    loanNumber: LOAN_NUMBER,
    status: 'DISBURSED',
    closureReason: null,
    signedAt: '2026-11-12T02:00:00.000Z',
    sha256: 'ab'.repeat(32),
    path: `/loan/${LOAN_NUMBER}/contract.pdf`,
    ...overrides,
  };
}

/** GET /loan/contracts and GET /loan/current. */
function contractsApi(contracts: Contract[], loan: ReturnType<typeof loanDto> | null, message: string | null = null): void {
  web.api.on('get', '/loan/contracts', () => ({ body: { contracts, nextCursor: null, message } }));
  web.api.on('get', '/loan/current', () => ({ body: { loan, signingCodeExpiresAt: null } }));
}

type Consent = ResponseOf<'/member/data', 'get'>['consents'][number];

/** GET /member/data with these consents. */
function memberDataApi(consents: Consent[]): void {
  web.api.on('get', '/member/data', () => ({
    body: { exportedAt: '2026-11-28T02:00:00.000Z', member: {}, consents, kyc: {}, loans: [], wallet: [], withdrawals: [], supportRequests: [], notifications: [] },
  }));
}

const PASSWORDS = { currentPassword: 'Old-pass1!', password: 'New-pass2!', confirmPassword: 'New-pass2!' };

/** Every settings page that needs the member to be activated. */
const GATED = ['/settings', '/settings/account', '/settings/auto-debit', '/settings/contract', '/settings/withdrawal', '/settings/borrow', '/settings/pay', '/settings/transfer'];

/** The answers of every settings page's own calls, so that only the layout decides. */
function everyPageApi(): void {
  web.api.on('get', '/creditscore', () => ({ body: creditScoreDto() }));
  web.api.on('get', '/member/kyc', () => ({ body: kycDto('BANK_INFO') }));
  web.api.on('get', '/auto-debit', () => ({ body: { enabled: false, message: '[api] Auto-debit is off.' } }));
  contractsApi([], null);
  web.api.on('get', '/withdrawals', () => ({ body: { withdrawals: [], nextCursor: null } }));
  memberDataApi([]);
}

describe('who may see the settings', () => {
  it.each([...GATED, '/settings/password', '/settings/data'])('sends a visitor without a session from %s to sign in, and back after', async (path) => {
    const page = await web.browser().get(path);
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(path)}`]);
    // At most the site's details for the page's frame: nothing of a member's.
    expect(web.api.all().filter((c) => c.path !== '/site')).toEqual([]);
  });

  it.each(GATED)('sends a member who is not activated from %s to /activate, saying why in Filipino', async (path) => {
    everyPageApi();
    const browser = await member('fil', 'BANK_INFO');
    const page = await browser.get(path);
    expect([page.status, page.location]).toEqual([302, '/activate']);
    expect((await browser.get('/about')).alerts('status')).toEqual([t('fil', 'activation.activateFirst')]);
  });

  it.each(['/settings/password', '/settings/data'])('opens %s to a member who is not activated yet', async (path) => {
    everyPageApi();
    const browser = await member('fil', 'ADDRESS_INFO');
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', path.endsWith('data') ? 'memberData.title' : 'settings.password.pageTitle'));
    expect(web.api.calls('get', '/member/me')).toHaveLength(1);
  });
});

describe('/settings', () => {
  it('shows the masked number with a link to show it, the name, the credit score and the unread count, in Filipino', async () => {
    web.api.on('get', '/creditscore', () => ({ body: creditScoreDto() }));
    web.api.on('get', '/notifications/unread', () => ({ body: { count: 2 } }));
    const page = await (await member('fil')).get('/settings');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'settings.title'));
    expect(page.text).toContain(maskPhone('+639171234567'));
    expect(page.text).not.toContain(formatPhone('+639171234567'));
    expect(page.body).toContain('href="/settings?show=phone"');
    expect(page.text).toContain('Juan dela Cruz');
    expect(page.textOf('data-testid', 'credit-score-text')).toBe(t('fil', 'settings.creditScore.score', { score: 720, max: 1000, band: valueLabel('fil', 'creditBand', 'Good') }));
    expect(page.textOf('data-testid', 'factor-onTime')).toBe('[api] On-time repayments +120 [api] Two instalments paid on time.');
    expect(page.textOf('data-testid', 'credit-score-history')).toBe(`${formatDateTime('2026-11-20T02:00:00.000Z', 'fil')}: 720 (${valueLabel('fil', 'creditBand', 'Good')})`);
    expect(page.textOf('data-testid', 'credit-score-older')).toBe(t('fil', 'settings.creditScore.older'));
    expect(page.body).toContain('href="/settings?history=c2"');
    expect(page.textOf('data-testid', 'unread-notifications')).toBe(t('fil', 'notifications.linkUnread', { count: 2 }));
    expect(web.api.calls('get', '/creditscore')[0].query).toEqual({});
    // No refresh while the number is masked.
    expect(page.body).not.toContain('http-equiv="refresh"');
  });

  it('shows the whole number with a hide link, and masks it again after 3 seconds by a meta refresh', async () => {
    web.api.on('get', '/creditscore', () => ({ body: creditScoreDto() }));
    const page = await (await member('fil')).get('/settings?show=phone');
    expect(page.status).toBe(200);
    expect(page.text).toContain(formatPhone('+639171234567'));
    expect(page.body).toMatch(/<meta http-equiv="refresh" content="3; url=\/settings"\/?>/);
    expect(page.body).toContain(`aria-label="${t('fil', 'settings.hidePhone')}"`);
  });

  it('shows an older page of the score\'s history with a link back to the newest; a cursor the API no longer knows shows the first page', async () => {
    web.api.on('get', '/creditscore', (call) => ({ body: creditScoreDto(call.query.cursor ? { nextCursor: null, history: [{ at: '2026-10-01T02:00:00.000Z', score: 600, band: 'Fair' }] } : {}) }));
    const browser = await member('fil');
    const older = await browser.get('/settings?history=c2');
    expect(older.status).toBe(200);
    expect(web.api.calls('get', '/creditscore').map((c) => c.query)).toEqual([{ cursor: 'c2' }]);
    expect(older.textOf('data-testid', 'credit-score-history')).toContain(valueLabel('fil', 'creditBand', 'Fair'));
    expect(older.text).toContain(t('fil', 'settings.creditScore.newest'));
    expect(older.textOf('data-testid', 'credit-score-older')).toBeNull();

    web.api.reset();
    web.api.on('get', '/creditscore', (call) => (call.query.cursor ? refusal(400, {}, 'webMessage.somethingWrong') : { body: creditScoreDto() }));
    const stale = await browser.get('/settings?history=gone');
    expect(stale.status).toBe(200);
    expect(web.api.calls('get', '/creditscore').map((c) => c.query)).toEqual([{ cursor: 'gone' }, {}]);
    expect(stale.textOf('data-testid', 'credit-score-older')).toBe(t('fil', 'settings.creditScore.older'));
  });

  it('answers 503 when the score cannot be read, never a 500', async () => {
    web.api.on('get', '/creditscore', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await (await member('fil')).get('/settings')).status).toBe(503);
  });
});

describe('/settings/account', () => {
  const kyc = kycDto('INFO_COMPLETED', { bank: bankDto(), documents: [documentDto('ID_FRONT')] });

  it('shows the details in Filipino with the numbers partly hidden, never whole', async () => {
    web.api.on('get', '/member/kyc', () => ({ body: kyc }));
    const page = await (await member('fil')).get('/settings/account');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'settings.account.pageTitle'));
    const personal = page.textOf('aria-labelledby', 'acct-personal-details')!;
    expect(personal).toContain(`${t('fil', 'settings.account.gender')} ${valueLabel('fil', 'gender', 'Male')}`);
    expect(personal).toContain(`${t('fil', 'settings.account.birthDate')} ${formatBirthDate('1990-03-07', 'fil')}`);
    expect(personal).toContain(t('fil', 'settings.account.agreed'));
    const signIn = page.textOf('aria-labelledby', 'acct-sign-in-details')!;
    expect(signIn).toContain(maskPhone('+639171234567'));
    expect(signIn).toContain('j•••@example.ph');
    expect(page.textOf('aria-labelledby', 'acct-employment')).toContain(`${t('fil', 'settings.account.monthlyIncome')} PHP 25,000.00`);
    expect(page.textOf('aria-labelledby', 'acct-character-references')).toContain(maskPhone('+639181234567'));
    expect(page.textOf('aria-labelledby', 'acct-your-id')).toContain(maskIdNumber('0028-1234567-8'));
    const bank = page.textOf('aria-labelledby', 'acct-beneficiary-bank-account')!;
    expect(bank).toContain(valueLabel('fil', 'bank', 'BDO Unibank'));
    expect(bank).toContain('001••••••');
    expect(page.body).toContain(`src="${documentUrl(documentDto('ID_FRONT').id)}"`);
    for (const whole of ['9171234567', '9181234567', 'juan@example.ph', '0028-1234567-8']) expect(page.text).not.toContain(whole);
  });

  it('shows a refused identity check with its reason', async () => {
    web.api.on('get', '/member/kyc', () => ({ body: { ...kyc, kyc: rejectedReview('[api] The photo of the ID is blurred.') } }));
    const page = await (await member('fil')).get('/settings/account');
    expect(page.textOf('aria-labelledby', 'acct-your-id')).toContain('[api] The photo of the ID is blurred.');
  });

  it('answers the API\'s failure with its status, never a 500', async () => {
    web.api.on('get', '/member/kyc', () => ({ status: 503, body: { code: 'webMessage.noServerResponse', message: '[api] down' } }));
    expect((await (await member('fil')).get('/settings/account')).status).toBe(503);
  });
});

describe('/settings/auto-debit', () => {
  const autoDebit = (enabled: boolean) => ({ body: { enabled, message: enabled ? '[api] Auto-debit is on.' : '[api] Auto-debit is off.' } });

  it('shows the API\'s words and the box ticked as the API says', async () => {
    web.api.on('get', '/auto-debit', () => autoDebit(true));
    const browser = await member('fil');
    const on = await browser.get('/settings/auto-debit');
    expect(on.status).toBe(200);
    expect(on.title).toContain(t('fil', 'history.autoDebit.title'));
    expect(on.textOf('data-testid', 'auto-debit-state')).toBe('[api] Auto-debit is on.');
    expect(on.field('enabled').checked).toBe(true);
    web.api.on('get', '/auto-debit', () => autoDebit(false));
    expect((await browser.get('/settings/auto-debit')).field('enabled').checked).toBe(false);
  });

  it('turns it on with a ticked box, then back here with the API\'s message', async () => {
    web.api.on('get', '/auto-debit', () => autoDebit(false));
    web.api.on('post', '/auto-debit', () => ({ status: 201, ...autoDebit(true) }));
    const browser = await member('fil');
    const page = await browser.submit('/settings/auto-debit', { enabled: 'on' });
    expect([page.status, page.location]).toEqual([302, '/settings/auto-debit']);
    expect(web.api.calls('post', '/auto-debit').map((c) => c.body)).toEqual([{ enabled: true }]);
    expect((await browser.follow(page)).alerts('status')).toEqual(['[api] Auto-debit is on.']);
  });

  it('turns it off when the box is left unticked', async () => {
    web.api.on('get', '/auto-debit', () => autoDebit(true));
    web.api.on('post', '/auto-debit', () => autoDebit(false));
    const page = await (await member()).submit('/settings/auto-debit', {});
    expect(page.status).toBe(302);
    expect(web.api.calls('post', '/auto-debit').map((c) => c.body)).toEqual([{ enabled: false }]);
  });

  it('shows the API\'s refusal at the top in Filipino with its status', async () => {
    web.api.on('get', '/auto-debit', () => autoDebit(false));
    web.api.on('post', '/auto-debit', () => refusal(429, {}, 'webMessage.tooManyAttempts'));
    const page = await (await member('fil')).submit('/settings/auto-debit', { enabled: 'on' });
    expect(page.status).toBe(429);
    expect(page.alerts()).toContain(t('fil', 'webMessage.tooManyAttempts'));
  });

  it('answers 503 when the API fails (500), with the failure at the top in Filipino', async () => {
    web.api.on('get', '/auto-debit', () => autoDebit(false));
    web.api.on('post', '/auto-debit', () => refusal(500, {}, 'apiErrors.somethingWrong'));
    const page = await (await member('fil')).submit('/settings/auto-debit', { enabled: 'on' });
    expect(page.status).toBe(503);
    expect(page.alerts()).toContain(t('fil', 'apiErrors.somethingWrong'));
  });

  it('refuses a form from another site, and one without its CSRF token in Filipino, with 403 before asking the API', async () => {
    web.api.on('get', '/auto-debit', () => autoDebit(false));
    const browser = await member('fil');
    expect((await browser.submit('/settings/auto-debit', { enabled: 'on' }, { origin: 'https://evil.example' })).status).toBe(403);
    const noToken = await browser.submit('/settings/auto-debit', { enabled: 'on' }, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.text).toContain(t('fil', 'webMessage.csrfFailure'));
    expect(posts()).toEqual([]);
  });
});

describe('/settings/contract', () => {
  it('lists each signed contract with its status in Filipino, the date, the SHA-256 and its PDFs', async () => {
    const closed = contractDto({ loanNumber: 'HLC-2026-000099', status: 'PAID_OFF', closureReason: 'REPAID', signedAt: '2026-05-02T02:00:00.000Z', sha256: 'cd'.repeat(32) });
    contractsApi([contractDto(), closed], loanDto('DISBURSED'));
    const page = await (await member('fil')).get('/settings/contract');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'settings.contract.title'));
    const first = page.textOf('aria-label', t('fil', 'settings.contract.label', { loanNumber: LOAN_NUMBER }))!;
    expect(first).toContain(loanStatusEntry('DISBURSED', null, 'fil').statement);
    expect(first).toContain(t('fil', 'settings.contract.signedOn', { date: formatDateTime('2026-11-12T02:00:00.000Z', 'fil') }));
    expect(first).toContain(`SHA-256: ${'ab'.repeat(32)}`);
    const second = page.textOf('aria-label', t('fil', 'settings.contract.label', { loanNumber: 'HLC-2026-000099' }))!;
    expect(second).toContain(loanStatusEntry('PAID_OFF', 'REPAID', 'fil').statement);
    expect(page.body).toContain(`href="/loan/${LOAN_NUMBER}/contract.pdf"`);
    expect(page.body).toContain('href="/loan/HLC-2026-000099/disclosure.pdf"');
    expect(page.text).not.toContain(t('fil', 'settings.contract.noneSigned'));
  });

  it('shows the API\'s words with a way to apply when the member never applied', async () => {
    contractsApi([], null, "[api] We haven't received any loan applications so far.");
    const page = await (await member('fil')).get('/settings/contract');
    expect(page.textOf('data-testid', 'no-contracts')).toBe(`[api] We haven't received any loan applications so far. ${t('fil', 'settings.contract.apply')}`);
  });

  it('sends a member whose loan is approved to sign it', async () => {
    contractsApi([], loanDto('APPROVED'));
    const page = await (await member('fil')).get('/settings/contract');
    expect(page.text).toContain(t('fil', 'settings.contract.awaitingSignature', { loanNumber: LOAN_NUMBER }));
    expect(page.body).toContain('href="/dash/contract"');
    expect(page.text).not.toContain(t('fil', 'settings.contract.noneSigned'));
  });

  it('says none is signed yet, with the application\'s status in Filipino', async () => {
    contractsApi([], loanDto('PENDING_REVIEW'));
    const page = await (await member('fil')).get('/settings/contract');
    const status = loanStatusEntry('PENDING_REVIEW', null, 'fil').statement;
    expect(page.text).toContain(`${t('fil', 'settings.contract.noneSigned')} ${t('fil', 'settings.contract.yourApplication', { status })}`);
  });

  it('answers 503 when the contracts cannot be read', async () => {
    contractsApi([], null);
    web.api.on('get', '/loan/contracts', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await (await member('fil')).get('/settings/contract')).status).toBe(503);
  });
});

describe('/settings/withdrawal', () => {
  it('shows the latest withdrawal\'s figures, the company as sender and a link to its status', async () => {
    const done = withdrawalDto({ status: 'COMPLETED', card: { statement: '[api] Sent to your bank', message: '', colour: 'success', icon: 'CheckCircleOutline' }, completedAt: '2026-11-29T03:00:00.000Z' });
    web.api.on('get', '/withdrawals', () => ({ body: { withdrawals: [done, withdrawalDto({ id: 'older', reference: 'HLC-000000041' })], nextCursor: null } }));
    const page = await (await member('fil')).get('/settings/withdrawal');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'settings.withdrawal.title'));
    expect(page.textOf('data-testid', 'withdrawal-recipient')).toBe('Juan S. dela Cruz');
    expect(page.textOf('data-testid', 'withdrawal-amount')).toBe('PHP 10,000.00');
    expect(page.textOf('data-testid', 'withdrawal-account')).toBe('123......');
    expect(page.textOf('data-testid', 'withdrawal-sender')).toBe(DEMO_SITE.company.name);
    expect(page.textOf('data-testid', 'withdrawal-time')).toBe(formatDateTime('2026-11-29T03:00:00.000Z', 'fil'));
    expect(page.textOf('data-testid', 'withdrawal-reference')).toBe('HLC-000000042');
    expect(page.textOf('data-testid', 'withdrawal-status-text')).toBe('[api] Sent to your bank');
    expect(page.body).toContain(`href="/wallet/withdraw/${WITHDRAWAL_ID}"`);
    expect(page.text).not.toContain('HLC-000000041');
  });

  it('says there was none yet, with a way to the wallet', async () => {
    web.api.on('get', '/withdrawals', () => ({ body: { withdrawals: [], nextCursor: null } }));
    const page = await (await member('fil')).get('/settings/withdrawal');
    expect(page.textOf('data-testid', 'no-withdrawals')).toBe(`${t('fil', 'settings.withdrawal.none')} ${t('fil', 'settings.withdrawal.goToWallet')}`);
  });

  it('answers 503 when the withdrawals cannot be read', async () => {
    web.api.on('get', '/withdrawals', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await (await member('fil')).get('/settings/withdrawal')).status).toBe(503);
  });
});

describe('the information pages', () => {
  it('/settings/borrow says the configured amounts, terms and rate in Filipino', async () => {
    const page = await (await member('fil')).get('/settings/borrow');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'settings.borrow.title'));
    const { loan } = DEMO_SITE;
    expect(page.text).toContain(t('fil', 'settings.borrow.range', { min: formatCentavos(loan.minPhp), max: formatCentavos(loan.maxPhp) }));
    expect(page.text).toContain(t('fil', 'settings.borrow.interest', { rate: formatBps(loan.monthlyRateBps) }));
    const terms = loan.terms.join(', ').replace(/, (\d+)$/, ` ${t('fil', 'settings.borrow.or')} $1`);
    expect(page.text).toContain(t('fil', 'settings.borrow.terms', { terms }));
  });

  it.each([
    ['/settings/pay', 'settings.pay.title', 'settings.pay.lateHeading', '/support'],
    ['/settings/transfer', 'settings.transfer.title', 'settings.transfer.failHeading', null],
  ] as const)('%s reads in Filipino', async (path, title, heading, link) => {
    const page = await (await member('fil')).get(path);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', title));
    expect(page.textOf('aria-label', t('fil', heading))).toContain(t('fil', heading));
    if (link) expect(page.body).toContain(`href="${link}"`);
  });
});

describe('/settings/password', () => {
  it('asks for the current password and the new one twice', async () => {
    const page = await (await member('fil')).get('/settings/password');
    expect(page.status).toBe(200);
    expect(['currentPassword', 'password', 'confirmPassword'].map((n) => page.field(n))).toEqual([{ value: '' }, { value: '' }, { value: '' }]);
    expect(page.text).toContain(t('fil', 'settings.password.signsOutOthers'));
  });

  it('refuses a new password that does not match beside it in Filipino, before asking the API, and keeps no password', async () => {
    const browser = await member('fil');
    const values = { ...PASSWORDS, confirmPassword: 'Other-pass3!' };
    const page = await browser.submit('/settings/password', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validatePasswordChange(values)));
    expect(page.field('confirmPassword').error).toBeDefined();
    expect(['currentPassword', 'password', 'confirmPassword'].map((n) => page.field(n).value)).toEqual(['', '', '']);
    expect(posts()).toEqual([]);
  });

  it('refuses the same password again beside the new one', async () => {
    const values = { currentPassword: 'Same-pass1!', password: 'Same-pass1!', confirmPassword: 'Same-pass1!' };
    const page = await (await member('fil')).submit('/settings/password', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validatePasswordChange(values)));
    expect(Object.keys(page.fieldErrors())).toEqual(['password']);
    expect(posts()).toEqual([]);
  });

  it('shows the API\'s refusal of the current password beside it, worded from its code, and keeps no password', async () => {
    web.api.on('post', '/authmember/chpwd', () => refusal(400, { currentPassword: 'apiAuth.wrongCurrentPassword' }));
    const page = await (await member('fil')).submit('/settings/password', PASSWORDS);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ currentPassword: t('fil', 'apiAuth.wrongCurrentPassword') });
    expect(['currentPassword', 'password', 'confirmPassword'].map((n) => page.field(n).value)).toEqual(['', '', '']);
    expect(web.api.calls('post', '/authmember/chpwd').map((c) => c.body)).toEqual([PASSWORDS]);
  });

  it('shows a refusal of the whole form at the top with the API\'s status', async () => {
    web.api.on('post', '/authmember/chpwd', () => refusal(429, {}, 'webMessage.tooManyAttempts'));
    const page = await (await member('fil')).submit('/settings/password', PASSWORDS);
    expect(page.status).toBe(429);
    expect(page.alerts()).toContain(t('fil', 'webMessage.tooManyAttempts'));
    expect(page.fieldErrors()).toEqual({});
  });

  it('changes it, then shows the API\'s words and goes on to /dash after 3 seconds', async () => {
    web.api.on('post', '/authmember/chpwd', () => ({ status: 201, body: { message: '[api] Your password changed successfully.' } }));
    const browser = await member('fil');
    const page = await browser.submit('/settings/password', PASSWORDS);
    expect([page.status, page.location]).toEqual([302, '/settings/password?changed']);
    const changed = await browser.follow(page);
    expect(changed.status).toBe(200);
    expect(changed.alerts('status')).toEqual(['[api] Your password changed successfully.']);
    expect(changed.textOf('data-testid', 'password-changed')).toBe(`${t('fil', 'settings.password.changed', { seconds: 3 })} ${t('fil', 'settings.password.goToDashboard')}`);
    expect(changed.body).toMatch(/<meta http-equiv="refresh" content="3; url=\/dash"\/?>/);
    expect(changed.has('currentPassword')).toBe(false);
  });
});

describe('/settings/data', () => {
  it('lists the consents given, with their versions and times, and links to the downloads, in Filipino', async () => {
    memberDataApi([
      { kind: 'TERMS_AND_PRIVACY', version: '2026-10', givenAt: '2026-11-01T02:00:00.000Z' },
      { kind: 'LOAN_CONTRACT', version: LOAN_NUMBER, givenAt: '2026-11-12T02:00:00.000Z' },
      { kind: 'CREDIT_BUREAU_REPORTING', version: null, givenAt: '2026-11-02T02:00:00.000Z' },
    ]);
    const page = await (await member('fil')).get('/settings/data');
    expect(page.status).toBe(200);
    const consents = page.textOf('data-testid', 'consents');
    const line = (kind: Consent['kind'], at: string, version: string | null) =>
      `${t('fil', `memberData.consent.${kind}`)} ${t('fil', 'memberData.given', { date: formatDateTime(at, 'fil') })}${version ? ` · ${t('fil', 'memberData.version', { version })}` : ''}`;
    expect(consents).toBe(
      [
        line('TERMS_AND_PRIVACY', '2026-11-01T02:00:00.000Z', '2026-10'),
        line('LOAN_CONTRACT', '2026-11-12T02:00:00.000Z', LOAN_NUMBER),
        line('CREDIT_BUREAU_REPORTING', '2026-11-02T02:00:00.000Z', null),
      ].join(' '),
    );
    expect(page.body).toContain('href="/settings/data.pdf"');
    expect(page.body).toContain('href="/settings/data.json"');
    expect(page.has('password')).toBe(true);
  });

  it('says when no consent is recorded', async () => {
    memberDataApi([]);
    const page = await (await member('fil')).get('/settings/data');
    expect(page.textOf('aria-labelledby', 'consents-title')).toBe(`${t('fil', 'memberData.consentsHeading')} ${t('fil', 'memberData.consentsNone')}`);
  });

  it('answers the API\'s failure to read the data with its status, never a 500', async () => {
    web.api.on('get', '/member/data', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await (await member('fil')).get('/settings/data')).status).toBe(503);
  });

  describe('closing the account', () => {
    it('states, in each language, what becomes of money left in the wallet: withdrawn first, or refunded at closing when PHP 999.00 or less', async () => {
      memberDataApi([]);
      for (const lang of ['en', 'fil'] as const) {
        const page = await (await member(lang)).get('/settings/data');
        expect(page.byId('money-left')).toBe(t(lang, 'memberData.close.walletHeading'));
        expect(page.textOf('data-testid', 'wallet-rule')).toBe(t(lang, 'memberData.close.wallet'));
      }
      expect(t('en', 'memberData.close.wallet')).toContain('PHP 999.00 or less, below the smallest withdrawal, is refunded');
    });

    it('asks for the password and the ticked box beside each, in Filipino, before asking the API', async () => {
      memberDataApi([]);
      const page = await (await member('fil')).submit('/settings/data', { password: '' });
      expect(page.status).toBe(400);
      expect(page.fieldErrors()).toEqual({ password: t('fil', 'apiAccountClosure.password'), confirm: t('fil', 'memberData.close.confirmRequired') });
      expect(posts()).toEqual([]);
    });

    it('asks for the box alone when only it is unticked, and keeps no password', async () => {
      memberDataApi([]);
      const page = await (await member('fil')).submit('/settings/data', { password: 'Secret-pass1!' });
      expect(page.status).toBe(400);
      expect(page.fieldErrors()).toEqual({ confirm: t('fil', 'memberData.close.confirmRequired') });
      expect(page.field('password').value).toBe('');
      expect(posts()).toEqual([]);
    });

    it('shows the API\'s refusal of the password beside it, worded from its code, and keeps the member signed in', async () => {
      memberDataApi([]);
      web.api.on('post', '/member/close', () => refusal(400, { password: 'apiAccountClosure.password' }));
      const browser = await member('fil');
      const page = await browser.submit('/settings/data', { password: 'Wrong-pass1!', confirm: 'on' });
      expect(page.status).toBe(400);
      expect(page.field('password')).toEqual({ value: '', error: t('fil', 'apiAccountClosure.password') });
      expect(web.api.calls('post', '/member/close').map((c) => c.body)).toEqual([{ password: 'Wrong-pass1!' }]);
      expect(browser.cookies.has('__hl_session')).toBe(true);
    });

    it('shows what still stops the closing at the top, worded from its code with its figures', async () => {
      memberDataApi([]);
      web.api.on('post', '/member/close', () => ({
        status: 409,
        body: { code: 'apiAccountClosure.loanOpen', message: '[api] Loan not paid yet.', params: { loanNumber: LOAN_NUMBER } },
      }));
      const page = await (await member('fil')).submit('/settings/data', { password: 'Secret-pass1!', confirm: 'on' });
      expect(page.status).toBe(409);
      expect(page.alerts()).toContain(t('fil', 'apiAccountClosure.loanOpen', { loanNumber: LOAN_NUMBER }));
      expect(page.fieldErrors()).toEqual({});
    });

    it('closes it: the session ends here too, and the home page shows the API\'s words', async () => {
      memberDataApi([]);
      web.api.on('post', '/member/close', () => ({ status: 201, body: { message: '[api] Your account is closed.' } }));
      const browser = await member('fil');
      const page = await browser.submit('/settings/data', { password: 'Secret-pass1!', confirm: 'on' });
      expect([page.status, page.location]).toEqual([302, '/']);
      expect(web.api.calls('post', '/member/close').map((c) => c.body)).toEqual([{ password: 'Secret-pass1!' }]);
      expect(browser.cookies.has('__hl_session')).toBe(false);
      // The home page's calculator has an empty status of its own (its note) besides the notice.
      expect((await browser.follow(page)).alerts('status').filter(Boolean)).toEqual(['[api] Your account is closed.']);
      expect((await browser.get('/settings/data')).location).toBe('/login?redirectTo=%2Fsettings%2Fdata');
    });
  });
});
