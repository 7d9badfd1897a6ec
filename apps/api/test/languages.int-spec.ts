// The API answers in the request's language (Accept-Language, as the web sends it) and writes SMS
// and the signed contract in the member's stored language (docs/decisions/009-languages.md).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { checkField, t as text } from '@halimbawa/domain';
import { PASSWORD, registrationBody } from '@halimbawa/testing';
import { PDFParse } from 'pdf-parse';
import { approvedLoan, applyFor, sign, useLoansSuite, verifiedMember } from './support/loans';
import { latestCode, newPhone } from './support/members';
import { freshIp } from './support/test-app';

const FILIPINO = 'fil-PH,fil;q=0.9,en;q=0.8';
const suite = useLoansSuite();

/** The same request in Filipino and without Accept-Language (English). */
async function inBothLanguages(send: (lang: string | null) => Promise<{ status: number; body: { message: string; errors?: Record<string, string> } }>) {
  const [fil, en] = [await send(FILIPINO), await send(null)];
  return { fil, en };
}

const languageOf = async (e164: string) => (await suite.t.dataSource.query('SELECT language FROM members WHERE phone_number = $1', [e164]))[0].language;

describe('answers in the language of the request', () => {
  it('a refused registration', async () => {
    const { fil, en } = await inBothLanguages((lang) => {
      const req = suite.t.call('post', '/authmember/register/start');
      return (lang ? req.set('Accept-Language', lang) : req).send({ ...registrationBody('9171234567'), fullName: '', email: 'not an e-mail' });
    });
    expect([fil.status, en.status]).toEqual([400, 400]);
    expect(en.body.message).toBe(text('en', 'form.checkFields'));
    expect(fil.body.message).toBe(text('fil', 'form.checkFields'));
    expect(en.body.errors?.email).toBe(checkField('email', 'not an e-mail'));
    expect(fil.body.errors?.email).toBe(checkField('email', 'not an e-mail', 'fil'));
    expect(fil.body.errors?.fullName).toBe(checkField('fullName', '', 'fil'));
    expect(fil.body.errors?.fullName).not.toBe(en.body.errors?.fullName);
  });

  it('a refused loan application', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    const { fil, en } = await inBothLanguages((lang) => {
      const req = applyFor(suite.t, m, { amount: '1' });
      return lang ? req.set('Accept-Language', lang) : req;
    });
    expect([fil.status, en.status]).toEqual([400, 400]);
    const limits = { min: 'PHP 150,000.00', max: 'PHP 5,000,000.00' };
    expect(en.body).toEqual({ message: 'Please check the highlighted fields.', errors: { amount: text('en', 'loanLimit.between', limits) } });
    expect(fil.body).toEqual({ message: text('fil', 'form.checkFields'), errors: { amount: text('fil', 'loanLimit.between', limits) } });
    expect(fil.body.errors?.amount).toMatch(/^Ang halaga ng loan ay dapat nasa pagitan ng PHP 150,000\.00 at PHP 5,000,000\.00\.$/);
  });

  it('a wrong OTP', async () => {
    const phone = await newPhone(suite.t);
    const body = registrationBody(phone.national);
    expect((await suite.t.call('post', '/authmember/register/start').send(body)).status).toBe(202);
    const wrong = String((Number(await latestCode(suite.t, phone.e164)) + 1) % 1_000_000).padStart(6, '0');
    const { fil, en } = await inBothLanguages((lang) => {
      const req = suite.t.call('post', '/authmember/register');
      return (lang ? req.set('Accept-Language', lang) : req).send({ ...body, code: wrong });
    });
    expect(fil.body.errors).toEqual({ code: text('fil', 'apiAuth.wrongCode', { count: 4 }) });
    expect(en.body.errors).toEqual({ code: 'Invalid OTP. 3 tries left.' });
  });

  it('a rate limit', async () => {
    const m = await verifiedMember(suite.t, suite.officer);
    const ip = freshIp();
    const login = (lang: string | null, password = 'Wrong#2026') => {
      const req = suite.t.call('post', '/authmember/login', { ip });
      return (lang ? req.set('Accept-Language', lang) : req).send({ phoneNumber: m.national, password });
    };
    for (let i = 0; i < 5; i++) expect((await login(null)).status).toBe(401);
    const { fil, en } = await inBothLanguages((lang) => login(lang));
    expect([fil.status, en.status]).toEqual([429, 429]);
    expect(fil.body).toEqual({ message: text('fil', 'apiErrors.tooManyAttempts') });
    expect(en.body).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('a path that does not exist', async () => {
    const { fil, en } = await inBothLanguages((lang) => {
      const req = suite.t.call('get', '/no-such-path');
      return lang ? req.set('Accept-Language', lang) : req;
    });
    expect([fil.status, en.status]).toEqual([404, 404]);
    expect(fil.body).toEqual({ message: 'Hindi ito nahanap.' });
    expect(en.body).toEqual({ message: 'Not found.' });
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
