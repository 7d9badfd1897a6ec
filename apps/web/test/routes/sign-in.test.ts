// /login, /logout and /recover through the built server against a stub API (test/routes/harness.ts):
// the refusals beside each field in the page's language, what a refused form keeps, the redirects
// and the status codes.
import { describe, expect, it } from '@jest/globals';
import { sayEach, t, validateLogin, validateRecoveryFinish, type Role } from '@halimbawa/domain';
import { memberDto, refusal, routeTests } from './harness';

const web = routeTests();

const PHONE = { phoneCountry: 'PH', phoneNumber: '9171234567' };
const signIn = { ...PHONE, password: 'Correct#horse9' };
const authAnswer = (roles: Role[] = ['MEMBER']) => ({
  body: { accessToken: 'access-new', refreshToken: 'refresh-new', member: memberDto({ roles }) },
});

describe('/login', () => {
  it('shows the sign-in form in Filipino, with a CSRF token in the form and its cookie', async () => {
    const browser = web.browser('fil');
    const page = await browser.get('/login');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'auth.login.metaTitle'));
    expect(page.text).toContain(t('fil', 'auth.login.title'));
    expect(page.csrf).toMatch(/^[\w-]{32,}$/);
    expect(browser.cookies.has('__hl_ui')).toBe(true);
    expect(page.has('phoneNumber') && page.has('password')).toBe(true);
  });

  it("has a Show button for the password, hidden until the forms' script makes it work, named in the page's language", async () => {
    for (const lang of ['en', 'fil'] as const) {
      const page = await web.browser(lang).get('/login');
      const button = /<button type="button" class="hl-show-password" data-show-password="true" aria-controls="([^"]+)" aria-pressed="false" hidden="">([\s\S]*?)<\/button>/.exec(page.body);
      expect(button).not.toBeNull();
      // It shows the password field it sits in, and is named for it: 'Show password'.
      expect(page.body).toMatch(new RegExp(`<input[^>]*type="password"[^>]*id="${button![1]}"|<input[^>]*id="${button![1]}"[^>]*type="password"`));
      expect(button![2].replace(/<[^>]+>/g, '')).toBe(t(lang, 'auth.showPassword') + t(lang, 'auth.showPasswordOf'));
    }
  });

  it('sends a member who is signed in on: to the page asked for when it is this site\'s, else /dash', async () => {
    const browser = web.browser();
    await browser.signedIn();
    expect((await browser.get('/login')).location).toBe('/dash');
    expect((await browser.get('/login?redirectTo=/wallet')).location).toBe('/wallet');
    expect((await browser.get('/login?redirectTo=//evil.example/x')).location).toBe('/dash');
  });

  it('refuses a malformed number beside its field before asking the API, keeping the number and dropping the password', async () => {
    const page = await web.browser('fil').submit('/login', { ...signIn, phoneNumber: '12' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ phoneNumber: sayEach('fil', validateLogin({ ...signIn, phoneNumber: '12' })).phoneNumber });
    expect(page.field('phoneNumber').value).toBe('12');
    expect(page.field('password').value).toBe('');
    expect(web.api.calls('post', '/authmember/login')).toHaveLength(0);
  });

  it('shows a refused sign-in at the top of the form in the page\'s language, keeping the number but never the password', async () => {
    web.api.on('post', '/authmember/login', () => refusal(401, {}, 'apiAuth.invalidLogin'));
    const page = await web.browser('fil').submit('/login', { ...signIn, remember: 'on' });
    expect(page.status).toBe(401);
    expect(page.alerts()).toEqual([t('fil', 'apiAuth.invalidLogin')]);
    expect(page.field('phoneNumber')).toEqual({ value: '9171234567' });
    expect(page.field('password').value).toBe('');
    expect(page.field('remember').checked).toBe(true);
    const [call] = web.api.calls('post', '/authmember/login');
    expect(call.body).toEqual(signIn);
    expect(call.headers['accept-language']).toBe('fil');
  });

  it('shows the API\'s refusal of the number beside the number, worded from its code', async () => {
    web.api.on('post', '/authmember/login', () => refusal(400, { phoneNumber: 'apiAuth.phoneTaken' }));
    const page = await web.browser('en').submit('/login', signIn);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ phoneNumber: t('en', 'apiAuth.phoneTaken') });
  });

  it('answers 503 with "No Server Response" when the API cannot be reached', async () => {
    web.api.on('post', '/authmember/login', () => ({ status: 503, body: { code: 'webMessage.noServerResponse', message: 'down' } }));
    const page = await web.browser('fil').submit('/login', signIn);
    expect(page.status).toBe(503);
    expect(page.alerts()).toEqual([t('fil', 'webMessage.noServerResponse')]);
  });

  it('signs in: a session cookie, a 302 to the safe redirectTo (else /dash, staff /officer), and the notice on the next page', async () => {
    web.api.on('post', '/authmember/login', () => authAnswer());
    const browser = web.browser('fil');
    const page = await browser.submit('/login', { ...signIn, redirectTo: '/wallet' });
    expect(page.status).toBe(302);
    expect(page.location).toBe('/wallet');
    expect(browser.cookies.has('__hl_session')).toBe(true);
    expect((await browser.get('/about')).alerts('status')).toContain(t('fil', 'webMessage.signedIn'));
    // The session the server made carries the API's tokens: a member page calls with them.
    web.api.on('get', '/notifications', () => ({ body: { notifications: [], nextCursor: null } }));
    await browser.get('/notifications');
    expect(web.api.calls('get', '/notifications')[0].token).toBe('access-new');

    expect((await web.browser().submit('/login', { ...signIn, redirectTo: 'https://evil.example/' })).location).toBe('/dash');
    web.api.on('post', '/authmember/login', () => authAnswer(['LOAN_OFFICER']));
    expect((await web.browser().submit('/login', signIn)).location).toBe('/officer');
    // A compliance officer's console is theirs alone (docs/aml.md).
    web.api.on('post', '/authmember/login', () => authAnswer(['COMPLIANCE']));
    expect((await web.browser().submit('/login', signIn)).location).toBe('/compliance');
  });

  it('asks for the code the API sent, sends it with the kept sign-in, and drops a refused code', async () => {
    web.api.on('post', '/authmember/login', () => ({
      status: 403,
      body: { code: 'apiAuth.staffCodeSent', message: '[api]', params: { reference: 'K7Q2' } },
    }));
    const browser = web.browser('fil');
    const sent = await browser.submit('/login', signIn);
    expect([sent.status, sent.location]).toEqual([302, '/login']);
    const codePage = await browser.get('/login');
    expect(codePage.text).toContain(t('fil', 'auth.login.staffCodeSubtitle', { reference: 'K7Q2' }));
    expect(codePage.alerts('status')).toEqual([t('fil', 'apiAuth.staffCodeSent', { reference: 'K7Q2' })]);
    expect(codePage.has('password')).toBe(false);

    web.api.on('post', '/authmember/login', () => refusal(400, { code: { code: 'apiAuth.wrongCode', params: { count: 2 } } }));
    const wrong = await browser.submit('/login', { intent: 'code', code: '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.field('code')).toEqual({ value: '', error: t('fil', 'apiAuth.wrongCode', { count: 2 }) });
    expect(web.api.calls('post', '/authmember/login').at(-1)!.body).toEqual({ ...signIn, code: '123456', signInReference: 'K7Q2' });

    web.api.on('post', '/authmember/login', () => authAnswer(['LOAN_OFFICER']));
    const done = await browser.submit('/login', { intent: 'code', code: '654321' });
    expect([done.status, done.location]).toEqual([302, '/officer']);
    expect(browser.cookies.has('__hl_signin')).toBe(false);
  });

  it('refuses a form from another site and a form without its CSRF token with 403, before the API', async () => {
    const foreign = await web.browser().submit('/login', signIn, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const noToken = await web.browser('fil').submit('/login', signIn, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.text).toContain(t('fil', 'webMessage.csrfFailure'));
    expect(web.api.calls('post', '/authmember/login')).toHaveLength(0);
  });
});

describe('/logout', () => {
  it('ends the session at the API with its tokens, drops the cookie and goes home with a notice', async () => {
    web.api.on('post', '/authmember/logout', () => ({ status: 204 }));
    const browser = web.browser('fil');
    const member = await browser.signedIn();
    const page = await browser.submit('/logout', {}, { from: '/about' });
    expect([page.status, page.location]).toEqual([302, '/']);
    expect(browser.cookies.has('__hl_session')).toBe(false);
    const [call] = web.api.calls('post', '/authmember/logout');
    expect(call.member?.id).toBe(member.id);
    expect(call.body).toEqual({ refreshToken: `refresh-${member.id}` });
    expect((await browser.get('/about')).alerts('status')).toEqual([t('fil', 'webMessage.signedOut')]);
  });

  it('renews an expired access token once to end the session at the API', async () => {
    let first = true;
    web.api.on('post', '/authmember/logout', () => (first ? ((first = false), refusal(401, {}, 'webMessage.loginExpired')) : { status: 204 }));
    web.api.on('post', '/authmember/refresh', () => ({ body: { accessToken: 'access-renewed', refreshToken: 'refresh-renewed' } }));
    const browser = web.browser();
    await browser.signedIn();
    expect((await browser.submit('/logout', {}, { from: '/about' })).location).toBe('/');
    expect(web.api.calls('post', '/authmember/logout').map((c) => c.token)).toEqual([expect.stringMatching(/^access-/), 'access-renewed']);
  });

  it('signs out even when the API is down; a GET changes nothing and goes home', async () => {
    web.api.on('post', '/authmember/logout', () => ({ status: 500, body: { code: 'x', message: 'down' } }));
    const browser = web.browser();
    await browser.signedIn();
    expect((await browser.get('/logout')).location).toBe('/');
    expect(browser.cookies.has('__hl_session')).toBe(true);
    expect(web.api.calls('post', '/authmember/logout')).toHaveLength(0);
    expect((await browser.submit('/logout', {}, { from: '/about' })).status).toBe(302);
    expect(browser.cookies.has('__hl_session')).toBe(false);
  });
});

describe('/recover', () => {
  const finish = { code: '123456', password: 'New#password9', confirmPassword: 'New#password9' };

  /** A browser at the code step: the API accepted the number. */
  async function atCodeStep(lang: 'en' | 'fil') {
    web.api.on('post', '/authmember/recover/start', () => ({ body: { message: '[api] sent' } }));
    const browser = web.browser(lang);
    const sent = await browser.submit('/recover', { intent: 'start', ...PHONE });
    expect([sent.status, sent.location]).toEqual([302, '/recover']);
    return browser;
  }

  it('refuses a malformed number beside its field, keeping it, without asking the API', async () => {
    const page = await web.browser('fil').submit('/recover', { intent: 'start', phoneNumber: '12' });
    expect(page.status).toBe(400);
    expect(page.field('phoneNumber')).toEqual({ value: '12', error: sayEach('fil', validateLogin({ ...PHONE, phoneNumber: '12' })).phoneNumber });
    expect(web.api.calls('post', '/authmember/recover/start')).toHaveLength(0);
  });

  it('shows a refusal of the whole request at the top with its status (too many codes)', async () => {
    web.api.on('post', '/authmember/recover/start', () => refusal(429, {}, 'apiAuth.codeHourly'));
    const page = await web.browser('fil').submit('/recover', { intent: 'start', ...PHONE });
    expect(page.status).toBe(429);
    expect(page.alerts()).toEqual([t('fil', 'apiAuth.codeHourly')]);
    expect(page.field('phoneNumber').value).toBe(PHONE.phoneNumber);
  });

  it('after the code is sent, asks for it with the number shown; a refused code is dropped and the passwords kept', async () => {
    const browser = await atCodeStep('fil');
    const codePage = await browser.get('/recover');
    expect(codePage.text).toContain(t('fil', 'auth.recover.codeSubtitle', { phone: '+63 917 123 4567' }));
    expect(codePage.has('code')).toBe(true);
    expect(web.api.calls('post', '/authmember/recover/start')[0].body).toEqual(PHONE);

    web.api.on('post', '/authmember/recover/finish', () => refusal(400, { code: 'apiAuth.codeExpired' }));
    const page = await browser.submit('/recover', { intent: 'finish', ...finish });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ code: t('fil', 'apiAuth.codeExpired') });
    expect(page.field('code').value).toBe('');
    expect(page.field('password').value).toBe(finish.password);
    expect(web.api.calls('post', '/authmember/recover/finish')[0].body).toEqual({ ...finish, ...PHONE });
  });

  it('refuses passwords that differ beside the confirmation, dropping both and keeping the code', async () => {
    const browser = await atCodeStep('fil');
    const values = { ...finish, confirmPassword: 'Other#password9' };
    const page = await browser.submit('/recover', { intent: 'finish', ...values });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateRecoveryFinish({ ...values, ...PHONE })));
    expect(page.field('confirmPassword').error).toBeTruthy();
    expect([page.field('password').value, page.field('confirmPassword').value, page.field('code').value]).toEqual(['', '', finish.code]);
    expect(web.api.calls('post', '/authmember/recover/finish')).toHaveLength(0);
  });

  it('resets the password and sends the member to sign in with the API\'s message; the number is forgotten', async () => {
    const browser = await atCodeStep('en');
    web.api.on('post', '/authmember/recover/finish', () => ({ body: { message: 'Your password has been reset.' } }));
    const done = await browser.submit('/recover', { intent: 'finish', ...finish });
    expect([done.status, done.location]).toEqual([302, '/login']);
    expect(browser.cookies.has('__hl_recover')).toBe(false);
    expect((await browser.get('/login')).alerts('status')).toEqual(['Your password has been reset.']);
  });

  it('sends the code step back to the number when its cookie is gone', async () => {
    const page = await web.browser('fil').submit('/recover', { intent: 'finish', ...finish });
    expect([page.status, page.location]).toEqual([302, '/recover']);
  });
});
