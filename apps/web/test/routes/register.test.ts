// The three registration steps (/register, /register/employment, /register/verify) through the built
// server against a stub API (test/routes/harness.ts): each step's refusals beside its fields in the
// page's language, what a refused step keeps (passwords only when other fields were refused), the
// sealed draft carried between the steps, and the redirects.
import { describe, expect, it } from '@jest/globals';
import { sayEach, t, validateRegisterStep1, validateRegisterStep2 } from '@halimbawa/domain';
import { memberDto, refusal, routeTests, type Browser } from './harness';

const web = routeTests();

const STEP1 = {
  phoneCountry: 'PH',
  phoneNumber: '9171234567',
  email: 'juan@example.ph',
  fullName: 'Juan dela Cruz',
  password: 'Correct#horse9',
  confirmPassword: 'Correct#horse9',
  agreeTerms: 'on',
};
const STEP2 = { workPlaceCountry: 'PH', workLocation: 'Makati', jobTitle: 'Driver', jobCategory: 'Automotive / Mechanic', monthlyNetIncome: '25000' };

/** A browser whose step 1 the API accepted. */
async function pastStep1(lang: 'en' | 'fil'): Promise<Browser> {
  web.api.on('post', '/authmember/register/check', () => ({ body: { ok: true as const } }));
  const browser = web.browser(lang);
  const page = await browser.submit('/register', STEP1);
  expect([page.status, page.location]).toEqual([302, '/register/employment']);
  return browser;
}

/** A browser whose code the API sent (both steps accepted). */
async function atCode(lang: 'en' | 'fil'): Promise<Browser> {
  const browser = await pastStep1(lang);
  web.api.on('post', '/authmember/register/start', () => ({ body: { message: '[api] code sent' } }));
  const page = await browser.submit('/register/employment', STEP2);
  expect([page.status, page.location]).toEqual([302, '/register/verify']);
  return browser;
}

describe('/register (step 1)', () => {
  it('shows the first step in Filipino; a signed-in member goes to /dash', async () => {
    const page = await web.browser('fil').get('/register');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'auth.register.metaTitle'));
    expect(page.text).toContain(t('fil', 'auth.register.fullNameHint'));
    const signedIn = web.browser();
    await signedIn.signedIn();
    expect((await signedIn.get('/register')).location).toBe('/dash');
  });

  it('refuses a bad e-mail beside it and keeps everything typed, the passwords too', async () => {
    const values = { ...STEP1, email: 'juan@' };
    const page = await web.browser('fil').submit('/register', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateRegisterStep1(values)));
    expect(page.field('email')).toEqual({ value: 'juan@', error: expect.any(String) });
    expect([page.field('fullName').value, page.field('password').value, page.field('confirmPassword').value]).toEqual([
      STEP1.fullName,
      STEP1.password,
      STEP1.confirmPassword,
    ]);
    expect(page.field('agreeTerms').checked).toBe(true);
    expect(web.api.calls('post', '/authmember/register/check')).toHaveLength(0);
  });

  it('drops both passwords when one of them is refused, keeping the other fields', async () => {
    const values = { ...STEP1, confirmPassword: 'Different#horse9' };
    const page = await web.browser('en').submit('/register', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('en', validateRegisterStep1(values)));
    expect([page.field('password').value, page.field('confirmPassword').value, page.field('email').value]).toEqual(['', '', STEP1.email]);
  });

  it('shows the API\'s refusal of the number beside it, in the page\'s language', async () => {
    web.api.on('post', '/authmember/register/check', () => refusal(409, { phoneNumber: 'apiAuth.phoneTaken' }));
    const page = await web.browser('fil').submit('/register', STEP1);
    expect(page.status).toBe(409);
    expect(page.fieldErrors()).toEqual({ phoneNumber: t('fil', 'apiAuth.phoneTaken') });
    expect(page.field('phoneNumber').value).toBe(STEP1.phoneNumber);
    expect(web.api.calls('post', '/authmember/register/check')[0].body).toEqual(STEP1);
  });
});

describe('/register/employment (step 2)', () => {
  it('sends a visitor who has not done step 1 there, saying why', async () => {
    const browser = web.browser('fil');
    const page = await browser.get('/register/employment');
    expect([page.status, page.location]).toEqual([302, '/register']);
    expect((await browser.get('/register')).alerts('status')).toEqual([t('fil', 'auth.register.step1Again')]);
  });

  it('refuses a bad income beside it, keeping every field (the job category chosen too)', async () => {
    const browser = await pastStep1('fil');
    expect((await browser.get('/register/employment')).status).toBe(200);
    const values = { ...STEP2, monthlyNetIncome: 'lots' };
    const page = await browser.submit('/register/employment', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateRegisterStep2(values)));
    expect(page.field('monthlyNetIncome').value).toBe('lots');
    expect([page.field('workLocation').value, page.field('jobTitle').value, page.field('jobCategory').value]).toEqual(['Makati', 'Driver', 'Automotive / Mechanic']);
    expect(web.api.calls('post', '/authmember/register/start')).toHaveLength(0);
  });

  it('shows the API\'s refusal of a step-2 field beside it', async () => {
    const browser = await pastStep1('fil');
    web.api.on('post', '/authmember/register/start', () => refusal(400, { workLocation: 'form.checkFields' }));
    const page = await browser.submit('/register/employment', STEP2);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ workLocation: t('fil', 'form.checkFields') });
  });

  it('goes back to step 1 when the API refuses a step-1 field there: the message beside it, step 1 kept but its passwords', async () => {
    const browser = await pastStep1('fil');
    web.api.on('post', '/authmember/register/start', () => refusal(409, { phoneNumber: 'apiAuth.phoneTaken' }));
    const page = await browser.submit('/register/employment', STEP2);
    expect([page.status, page.location]).toEqual([302, '/register']);
    const step1 = await browser.get('/register');
    expect(step1.fieldErrors()).toEqual({ phoneNumber: t('fil', 'apiAuth.phoneTaken') });
    expect([step1.field('email').value, step1.field('password').value]).toEqual([STEP1.email, '']);
    // Step 1 must be accepted again before step 2.
    expect((await browser.get('/register/employment')).location).toBe('/register');
  });

  it('asks the API to send the code with both steps and goes to the code page with its message', async () => {
    const browser = await atCode('en');
    expect(web.api.calls('post', '/authmember/register/start')[0].body).toEqual({ ...STEP1, ...STEP2 });
    const verify = await browser.get('/register/verify');
    expect(verify.status).toBe(200);
    expect(verify.alerts('status')).toEqual(['[api] code sent']);
    expect(verify.text).toContain('+63 917 123 4567');
  });
});

describe('/register/verify (step 3)', () => {
  it('sends a visitor without a code sent back to the step to do first', async () => {
    const browser = await pastStep1('fil');
    const page = await browser.get('/register/verify');
    expect([page.status, page.location]).toEqual([302, '/register/employment']);
    expect((await web.browser().get('/register/verify')).location).toBe('/register');
  });

  it('refuses a malformed code beside it without asking the API', async () => {
    const browser = await atCode('fil');
    const page = await browser.submit('/register/verify', { code: '12ab' });
    expect(page.status).toBe(400);
    expect(page.field('code')).toEqual({ value: '', error: expect.any(String) });
    expect(web.api.calls('post', '/authmember/register')).toHaveLength(0);
  });

  it('shows the API\'s refusal of the code beside it, in the page\'s language, the code dropped', async () => {
    const browser = await atCode('fil');
    web.api.on('post', '/authmember/register', () => refusal(400, { code: { code: 'apiAuth.wrongCode', params: { count: 1 } } }));
    const page = await browser.submit('/register/verify', { code: '123456' });
    expect(page.status).toBe(400);
    expect(page.field('code')).toEqual({ value: '', error: t('fil', 'apiAuth.wrongCode', { count: 1 }) });
  });

  it('a new code asked too soon is refused at the top with the seconds to wait', async () => {
    const browser = await atCode('fil');
    web.api.on('post', '/authmember/register/start', () => ({ status: 429, body: { code: 'apiAuth.codeTooSoon', message: '[api]', params: { seconds: 42 } } }));
    const page = await browser.submit('/register/verify', { intent: 'resend' });
    expect(page.status).toBe(429);
    expect(page.alerts()).toEqual([t('fil', 'apiAuth.codeTooSoon', { seconds: 42 })]);
  });

  it('creates the account with both steps and the code, signs the member in and goes to /dash', async () => {
    const browser = await atCode('fil');
    web.api.on('post', '/authmember/register', () => ({ status: 201, body: { accessToken: 'a', refreshToken: 'r', member: memberDto() } }));
    const page = await browser.submit('/register/verify', { code: '123456' });
    expect([page.status, page.location]).toEqual([302, '/dash']);
    expect(web.api.calls('post', '/authmember/register')[0].body).toEqual({ ...STEP1, ...STEP2, code: '123456' });
    expect(browser.cookies.has('__hl_session')).toBe(true);
    expect(browser.cookies.has('__hl_register')).toBe(false);
  });
});
