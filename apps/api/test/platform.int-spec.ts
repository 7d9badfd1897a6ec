import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PASSWORD } from '@halimbawa/testing';
import { login, registerMember } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /health', async () => {
    const res = await t.call('get', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /site gives the public configuration and nothing secret', async () => {
    const res = await t.call('get', '/site');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: { name: 'Halimbawa Lending Corporation', shortName: 'HLC', secRegistrationNumber: expect.any(String) },
      isDemo: true,
      loan: { minPhp: 15_000_000, maxPhp: 500_000_000, monthlyRateBps: 50, terms: [6, 12, 24, 36, 48], defaultTerm: 6, lateChargeBpsPerMonth: 100, graceDays: 3 },
    });
    expect(Object.keys(res.body).sort()).toEqual(['company', 'isDemo', 'loan']);
    expect(res.text).not.toMatch(/secret|postgres:|dev-only/i);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call('post', '/authmember/login').set('Content-Type', 'application/json').send('{"phoneNumber": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'apiErrors.malformedJson', message: 'Malformed JSON body.' });
  });

  it('answers a too large body with 413', async () => {
    const res = await t.call('post', '/contact').send({ name: 'Juan', email: 'a@b.ph', message: 'x'.repeat(200_000), agree: true });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'apiErrors.tooLarge', message: 'The request is too large.' });
  });

  it('answers a form declared too large with 413 in the reader\'s language, before reading it', async () => {
    const res = await t.call('post', '/contact').set('Accept-Language', 'fil-PH').type('form').send(`name=Juan&message=${'x'.repeat(200_000)}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'apiErrors.tooLarge', message: 'Masyadong malaki ang request.' });
  });

  it('reads a chunked body (no declared length) and answers 413 once its bytes pass the limit', async () => {
    const contact = { name: 'Juan dela Cruz', email: 'juan@example.ph', message: 'A question about my loan.', agree: true };
    expect(await postChunked('/contact', [JSON.stringify(contact)])).toEqual({ status: 201, chunked: true, body: expect.anything() });
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(200_000) });
    const chunks = big.match(/[^]{1,10000}/g) ?? [];
    expect(await postChunked('/contact', chunks)).toEqual({ status: 413, chunked: true, body: { code: 'apiErrors.tooLarge', message: 'The request is too large.' } });
  });

  it("answers with helmet's headers, and without X-Powered-By or an ETag", async () => {
    const res = await t.call('get', '/health');
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'content-security-policy': expect.stringContaining("style-src 'self' 'unsafe-inline'"),
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    // All of helmet's headers (read from it once at start-up), on an answer and on a refusal alike.
    const helmets = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const notFound = await t.call('get', '/nope');
    expect(notFound.status).toBe(404);
    for (const answer of [res, notFound]) expect(helmets.filter((name) => answer.headers[name] === undefined)).toEqual([]);
    expect(notFound.headers['x-xss-protection']).toBe('0');
  });

  it('routes a path in any case and with a trailing slash, and leaves a body of another type unread', async () => {
    expect((await t.call('get', '/HEALTH/')).body).toEqual({ status: 'ok' });
    const res = await t.call('post', '/contact').set('Content-Type', 'text/plain').send('name=Juan&agree=true');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['agree', 'email', 'message', 'name']);
  });

  it('answers an unknown route with 404 and no framework text', async () => {
    for (const [method, path] of [['get', '/nope'], ['post', '/authmember/nope'], ['get', '/%E0%A4%A']] as const) {
      const res = await t.call(method, path).send();
      expect(res.status === 404 || res.status === 400).toBe(true);
      expect(Object.keys(res.body)).toEqual(['code', 'message']);
      expect(res.text).not.toMatch(/Cannot (GET|POST)|stack|at .*\.js/);
    }
    expect((await t.call('get', '/nope')).body).toEqual({ code: 'apiErrors.notFound', message: 'Not found.' });
  });

  it('needs a token everywhere but the public routes', async () => {
    for (const path of ['/misc/phonenumber', '/member/infostate']) {
      const res = await t.call('post', path).send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'apiErrors.signIn', message: 'Please sign in.' });
    }
    expect((await t.call('get', '/officer/contact-messages')).status).toBe(401);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const server = t.app.getHttpServer();
    const ui = await request(server).get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger/i);
    const doc = await request(server).get('/api/docs-json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/v2/authmember/login', '/api/v2/health', '/api/v2/site']));
  });

  it('rate limits sign-in per client and number with 429', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.call('post', '/authmember/login', { ip }).send({ phoneNumber: m.national, password: 'Wrong#2026' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await t.call('post', '/authmember/login', { ip }).send({ phoneNumber: m.national, password: 'Wrong#2026' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'apiErrors.tooManyAttempts', message: 'Too many attempts. Please wait a minute and try again.' });
    // The right password from there asks for a code sent to the member's phone.
    const asked = await t.call('post', '/authmember/login', { ip }).send({ phoneNumber: m.national, password: PASSWORD });
    expect({ status: asked.status, code: asked.body.code }).toEqual({ status: 403, code: 'apiAuth.signInCodeSent' });
    // Another client is not affected.
    expect((await login(t, m.national, PASSWORD)).status).toBe(200);
  });

  it('limits sign-in per client address too', async () => {
    // The address cools down after half its request allowance of failures: three here.
    const strict = await createTestApp({ RATE_LIMIT_PER_IP: '6' });
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await strict.call('post', '/authmember/login', { ip }).send({ phoneNumber: `91700000${10 + i}`, password: 'x' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('contact form', () => {
  it('stores the message, acknowledges it by e-mail, and lists it for officers only', async () => {
    const email = `maria.${Date.now()}@example.com`;
    const res = await t.call('post', '/contact').send({ name: 'Maria Santos', email, message: 'How long does approval take?', agree: 'on' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message sent.' });

    const outbox = await t.call('get', `/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0]).toMatchObject({ to: email, channel: 'email' });
    expect(outbox.body[0].body).toMatch(/We received your message/);

    const member = await registerMember(t);
    const denied = await t.call('get', '/officer/contact-messages', { token: member.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 'apiErrors.forbidden', message: 'You do not have access to this resource.' });

    const officer = await login(t, '9000000001', 'Officer#2026');
    const list = await t.call('get', '/officer/contact-messages', { token: officer.body.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.messages).toContainEqual({ id: expect.any(String), name: 'Maria Santos', email, message: 'How long does approval take?', createdAt: expect.any(String) });
    const [audit] = await t.dataSource.query(`SELECT action FROM audit_events WHERE actor_id = $1 ORDER BY created_at DESC LIMIT 1`, [officer.body.member.id]);
    expect(audit.action).toBe('officer.contact_messages.list');
  });

  it('validates every field', async () => {
    const res = await t.call('post', '/contact').send({ name: '', email: 'nope', message: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({
      name: 'Please enter your name.',
      email: 'Invalid email format.',
      message: 'Please enter your message (at most 2,000 characters).',
      agree: 'Please tick the box to agree.',
    });
  });
});

describe('dev helpers', () => {
  it('GET /dev/outbox lists messages to a number, newest first, also with an unencoded +', async () => {
    const m = await registerMember(t);
    await t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national });
    t.clock.setOffsetSeconds(61);
    await t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national });
    t.clock.setOffsetSeconds(0);
    const res = await t.call('get', `/dev/outbox?to=${m.e164}`);
    expect(res.status).toBe(200);
    // The two reset codes, and the code that verified the phone at sign-up.
    expect(res.body).toHaveLength(3);
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThan(new Date(res.body[1].createdAt).getTime());
    expect(Object.keys(res.body[0]).sort()).toEqual(['body', 'channel', 'createdAt', 'to']);
    expect((await t.call('get', '/dev/outbox')).status).toBe(400);
  });

  it('GET and POST /dev/clock move the business time', async () => {
    const set = await t.call('post', '/dev/clock').send({ isoTime: '2030-01-15T02:00:00Z' });
    expect(set.status).toBe(200);
    expect(new Date(set.body.now).getTime()).toBeGreaterThanOrEqual(Date.parse('2030-01-15T02:00:00Z'));
    expect((await t.call('get', '/dev/clock')).body.now.slice(0, 10)).toBe('2030-01-15');
    const reset = await t.call('post', '/dev/clock').send({ offsetSeconds: 0 });
    expect(reset.body.offsetSeconds).toBe(0);
    expect(Math.abs(Date.parse(reset.body.now) - Date.now())).toBeLessThan(5000);
    expect((await t.call('post', '/dev/clock').send({ isoTime: 'yesterday' })).status).toBe(400);
  });

  it('do not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), OTP_SECRET: 'q'.repeat(40), XENDIT_SECRET_KEY: 'xnd_production_test', XENDIT_CALLBACK_TOKEN: 't'.repeat(32), SMS_PROVIDERS: 'semaphore', SEMAPHORE_API_KEY: 'never-used' });
    try {
      for (const path of ['/dev/outbox?to=%2B639171234567', '/dev/clock']) {
        const res = await prod.call('get', path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 'apiErrors.notFound', message: 'Not found.' });
      }
      expect((await prod.call('post', '/dev/clock').send({ offsetSeconds: 60 })).status).toBe(404);
      expect((await prod.call('get', '/health')).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

/** A JSON POST sent in chunks without a Content-Length, as a streaming client sends it. */
function postChunked(path: string, chunks: string[]): Promise<{ status?: number; chunked: boolean; body: unknown }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: `/api/v2${path}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, chunked: req.chunkedEncoding, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}
