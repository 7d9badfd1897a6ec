// The API answers in the request's language (Accept-Language, as the web sends it) and writes SMS
// and the signed contract in the member's stored language (docs/decisions/009-languages.md).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { t as text, type MessageKey } from '@halimbawa/domain';
import { PASSWORD, registrationBody } from '@halimbawa/testing';
import { PDFParse } from 'pdf-parse';
import { approvedLoan, applyFor, sign, useLoansSuite, verifiedMember } from './support/loans';
import { latestCode, newPhone } from './support/members';
import { freshIp } from './support/test-app';

const FILIPINO = 'fil-PH,fil;q=0.9,en;q=0.8';
const suite = useLoansSuite();

interface RefusalBody {
  code: string;
  message: string;
  params?: Record<string, string | number>;
  errors?: Record<string, { code: string; message: string; params?: Record<string, string | number> }>;
}
type Answer = { status: number; headers: Record<string, string>; body: RefusalBody & { message: string } };

/** The same request in Filipino and without Accept-Language (English). */
async function inBothLanguages(send: (lang: string | null) => PromiseLike<Answer>) {
  const [fil, en] = [await send(FILIPINO), await send(null)];
  return { fil, en };
}

/** What does not depend on the language: the status, the code, its values, each field's code and values. */
const refusalData = ({ status, body }: Answer) => ({
  status,
  code: body.code,
  params: body.params,
  errors: body.errors && Object.fromEntries(Object.entries(body.errors).map(([field, e]) => [field, { code: e.code, params: e.params }])),
});

/** The same refusal in both languages: the same code and values, each worded from them in its own language. */
function expectSameRefusal({ fil, en }: { fil: Answer; en: Answer }) {
  expect(refusalData(fil)).toEqual(refusalData(en));
  expect(fil.body.message).toBe(text('fil', fil.body.code as MessageKey, fil.body.params));
  expect(en.body.message).toBe(text('en', en.body.code as MessageKey, en.body.params));
  expect(fil.body.message).not.toBe(en.body.message);
  for (const [field, e] of Object.entries(en.body.errors ?? {})) {
    expect([field, e.message]).toEqual([field, text('en', e.code as MessageKey, e.params)]);
    expect([field, fil.body.errors![field].message]).toEqual([field, text('fil', e.code as MessageKey, e.params)]);
  }
}

const languageOf = async (e164: string) => (await suite.t.dataSource.query('SELECT language FROM members WHERE phone_number = $1', [e164]))[0].language;

describe('refuses with the same code in every language, worded in the language of the request', () => {
  it('a form refused beside its fields (registration)', async () => {
    const both = await inBothLanguages((lang) => {
      const req = suite.t.call('post', '/authmember/register/start');
      return (lang ? req.set('Accept-Language', lang) : req).send({ ...registrationBody('9171234567'), fullName: '', lastName: undefined, email: 'not an e-mail' });
    });
    expectSameRefusal(both);
    expect(refusalData(both.en)).toMatchObject({ status: 400, code: 'form.checkFields', errors: { email: { code: 'field.email' }, fullName: { code: 'field.fullName' } } });
    expect(both.fil.body.errors?.email.message).toBe(text('fil', 'field.email'));
  });

  it('a refused loan application, with the limits as values', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    const both = await inBothLanguages((lang) => {
      const req = applyFor(suite.t, m, { amount: '1' });
      return lang ? req.set('Accept-Language', lang) : req;
    });
    expectSameRefusal(both);
    expect(both.en.body.errors?.amount).toEqual({ code: 'loanLimit.between', params: { min: 'PHP 150,000.00', max: 'PHP 5,000,000.00' }, message: 'The loan amount must be between PHP 150,000.00 and PHP 5,000,000.00.' });
    expect(both.fil.body.errors?.amount.message).toMatch(/^Ang halaga ng loan ay dapat nasa pagitan ng PHP 150,000\.00 at PHP 5,000,000\.00\.$/);
  });

  it('a conflict (a second loan application)', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    expect((await applyFor(suite.t, m)).status).toBe(201);
    const both = await inBothLanguages((lang) => {
      const req = applyFor(suite.t, m);
      return lang ? req.set('Accept-Language', lang) : req;
    });
    expectSameRefusal(both);
    expect(refusalData(both.en)).toEqual({ status: 409, code: 'loan.alreadyHasLoan', params: undefined, errors: undefined });
  });

  it('a wrong OTP, beside the code field, with the tries left', async () => {
    const phone = await newPhone(suite.t);
    const body = registrationBody(phone.national);
    expect((await suite.t.call('post', '/authmember/register/start').send(body)).status).toBe(202);
    const wrong = String((Number(await latestCode(suite.t, phone.e164)) + 1) % 1_000_000).padStart(6, '0');
    const { fil, en } = await inBothLanguages((lang) => {
      const req = suite.t.call('post', '/authmember/register');
      return (lang ? req.set('Accept-Language', lang) : req).send({ ...body, code: wrong });
    });
    // Two tries: the count goes down between them, the code stays.
    expect(fil.body.errors?.code).toEqual({ code: 'apiAuth.wrongCode', params: { count: 4 }, message: text('fil', 'apiAuth.wrongCode', { count: 4 }) });
    expect(en.body.errors?.code).toEqual({ code: 'apiAuth.wrongCode', params: { count: 3 }, message: 'Invalid OTP. 3 tries left.' });
  });

  it('a rate limit, with Retry-After', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    const ip = freshIp();
    const login = (lang: string | null, password = 'Wrong#2026') => {
      const req = suite.t.call('post', '/authmember/login', { ip });
      return (lang ? req.set('Accept-Language', lang) : req).send({ phoneNumber: m.national, password });
    };
    for (let i = 0; i < 5; i++) expect((await login(null)).status).toBe(401);
    const both = await inBothLanguages((lang) => login(lang));
    expectSameRefusal(both);
    expect(refusalData(both.en)).toMatchObject({ status: 429, code: 'apiErrors.tooManyAttempts' });
    for (const answer of [both.fil, both.en]) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a wrong password (401)', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    const both = await inBothLanguages((lang) => {
      const req = suite.t.call('post', '/authmember/login', { ip: freshIp() });
      return (lang ? req.set('Accept-Language', lang) : req).send({ phoneNumber: m.national, password: 'Wrong#2026' });
    });
    expectSameRefusal(both);
    expect(refusalData(both.en)).toMatchObject({ status: 401, code: 'apiAuth.invalidLogin' });
  });

  it('a signed-in route without a token (401)', async () => {
    const both = await inBothLanguages((lang) => {
      const req = suite.t.call('get', '/member/dashboard');
      return lang ? req.set('Accept-Language', lang) : req;
    });
    expectSameRefusal(both);
    expect(refusalData(both.en)).toMatchObject({ status: 401, code: 'apiErrors.signIn' });
  });

  it('a path that does not exist', async () => {
    const both = await inBothLanguages((lang) => {
      const req = suite.t.call('get', '/no-such-path');
      return lang ? req.set('Accept-Language', lang) : req;
    });
    expectSameRefusal(both);
    expect(both.fil.body).toEqual({ code: 'apiErrors.notFound', message: 'Hindi ito nahanap.' });
    expect(both.en.body).toEqual({ code: 'apiErrors.notFound', message: 'Not found.' });
  });
});

describe('answers in the language of the request', () => {
  it("words a success's message from its key", async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    const change = (currentPassword: string) =>
      suite.t.call('post', '/authmember/chpwd', { token: m.accessToken }).set('Accept-Language', FILIPINO).send({ currentPassword, password: 'Newpass#2026', confirmPassword: 'Newpass#2026' });
    expect((await change('Wrong#2026')).body.errors.currentPassword).toEqual({ code: 'apiAuth.wrongCurrentPassword', message: text('fil', 'apiAuth.wrongCurrentPassword') });
    expect((await change(PASSWORD)).body).toEqual({ message: text('fil', 'apiAuth.passwordChanged') });
  });
});

describe("the member's stored language", () => {
  it('is the language of the registration; SMS are written in it; it follows a sign-in in another language', async () => {
    const phone = await newPhone(suite.t);
    const body = registrationBody(phone.national);
    const fil = (req: ReturnType<typeof suite.t.call>) => req.set('Accept-Language', FILIPINO);
    const started = await fil(suite.t.call('post', '/authmember/register/start')).send(body);
    expect(started.body.message).toMatch(/^Nagpadala kami ng 6-digit na code sa SMS sa \+63 /);
    const code = await latestCode(suite.t, phone.e164);
    expect((await fil(suite.t.call('post', '/authmember/register')).send({ ...body, code })).status).toBe(201);
    expect(await languageOf(phone.e164)).toBe('fil');

    // The reset code is sent outside the page's language: in the stored one, even when asked in English.
    suite.t.clock.setOffsetSeconds(120);
    expect((await suite.t.call('post', '/authmember/recover/start').send({ phoneNumber: phone.national })).status).toBe(202);
    const outbox = await suite.t.call('get', `/dev/outbox?to=${encodeURIComponent(phone.e164)}`);
    const resetCode = await latestCode(suite.t, phone.e164);
    expect(outbox.body[0].body).toBe(text('fil', 'apiSms.resetCode', { company: 'HLC', code: resetCode }));

    expect((await suite.t.call('post', '/authmember/login').set('Accept-Language', 'en-PH').send({ phoneNumber: phone.national, password: PASSWORD })).status).toBe(200);
    expect(await languageOf(phone.e164)).toBe('en');
    // A request that names no language changes nothing.
    expect((await fil(suite.t.call('post', '/authmember/login')).send({ phoneNumber: phone.national, password: PASSWORD })).status).toBe(200);
    expect((await suite.t.call('post', '/authmember/login').send({ phoneNumber: phone.national, password: PASSWORD })).status).toBe(200);
    expect(await languageOf(phone.e164)).toBe('fil');
  });

  it('is the language of the signed contract after its English text, and of the approval SMS', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    expect((await suite.t.call('post', '/authmember/login').set('Accept-Language', FILIPINO).send({ phoneNumber: m.national, password: PASSWORD })).status).toBe(200);
    const loanNumber = await approvedLoan(suite.t, m, suite.officer);
    const outbox = await suite.t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`);
    expect(outbox.body[0].body).toMatch(new RegExp(`^HLC: aprobado na ang inyong loan application ${loanNumber} na PHP 150,000\\.00\\.`));
    await sign(suite.t, m, loanNumber);
    const pdf = (await suite.t.call('get', `/loan/${loanNumber}/contract.pdf`, { token: m.accessToken }).buffer(true)).body as Buffer;
    const parser = new PDFParse({ data: pdf });
    const content = (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
    const translation = content.indexOf('SALIN SA FILIPINO');
    expect(translation).toBeGreaterThan(content.indexOf(`LOAN AGREEMENT ${loanNumber}`));
    expect(content.slice(translation)).toContain(text('fil', 'legal.englishGoverns'));
    expect(content.slice(translation)).toContain(`KASUNDUAN SA LOAN ${loanNumber}`);
    expect(content.slice(translation)).toContain('8. Pagpirma.');
  });
});
