// The hostile test's findings 2, 3, 5 and 7: each answered with a clear 4xx, never a
// 5xx, and nothing stored from a refused request.
import { FIELD_RULES } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UPLOADS_PER_MEMBER } from '../src/modules/documents/documents.service';
import { MAX_JSON_DEPTH } from '../src/setup';
import { createKycTestApp, memberAt, photo, upload } from './support/kyc';
import { adminMember, registerMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
let member: Registered;
let admin: Registered & { adminToken: string };
beforeAll(async () => {
  t = await createKycTestApp();
  [member, admin] = await Promise.all([registerMember(t), adminMember(t)]);
});
afterAll(() => t.close());

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const contact = { name: 'Juan dela Cruz', email: `hostile-${randomUUID().slice(0, 8)}@example.ph`, message: 'A question about my loan.', agree: true };

/** The messages stored under this file's contact address. */
async function contactCount(): Promise<number> {
  const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_messages WHERE email = $1`, [contact.email]);
  return n;
}

describe('finding 2: deeply nested JSON', () => {
  it('every JSON endpoint of the OpenAPI document answers 400, before parsing', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs-json')).body as { paths: Record<string, Record<string, { requestBody?: { content?: object } }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content && 'application/json' in op.requestBody.content)
        .map(([method, op]) => ({ method: method as 'post' | 'patch', path: path.replace(/^\/api\/v2/, '').replace(/\{[^}]+\}/g, 'x'), op })),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const { method, path } of operations) {
      const res = await t.call(method, path, { token: member.accessToken }).set('Content-Type', 'application/json').send(`{"a":${nested(5000)}}`);
      expect([method, path, res.status, res.body]).toEqual([method, path, 400, { code: 'apiErrors.jsonTooDeep', message: 'The JSON body is nested too deeply.' }]);
    }
  });

  it('a body just within the limit is read as usual', async () => {
    const res = await t.call('post', '/contact').set('Content-Type', 'application/json').send(`{"name":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toMatchObject({ name: FIELD_RULES.name.message });
  });

  it('brackets inside strings do not count', async () => {
    const res = await t.call('post', '/contact').send({ ...contact, message: `Brackets: ${nested(200)}` });
    expect(res.status).toBe(201);
  });
});

describe('finding 2: NUL and other control characters', () => {
  it('in free text: 400 with the field message, nothing stored', async () => {
    const before = await contactCount();
    const res = await t.call('post', '/contact').send({ ...contact, message: 'Hello\u0000world' });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ message: FIELD_RULES.message.message });
    const form = await t.call('post', '/contact').type('form').send({ ...contact, agree: 'on', name: 'Juan\u0000' });
    expect(form.status).toBe(400);
    expect(fieldTexts(form.body)).toEqual({ name: FIELD_RULES.name.message });
    expect(await contactCount()).toBe(before);
  });

  it("in an admin's currency name and in a key", async () => {
    const res = await t.call('post', '/admin/currencies', { token: admin.adminToken }).send({ currencyCode: 'NZD', currencyName: 'New\u0000Zealand' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ currencyName: { code: 'apiErrors.controlCharacter', message: 'This field contains a character that is not allowed.' } });
    const key = await t.call('post', '/contact').send({ ...contact, ['x\u0000']: 1 });
    expect(key.status).toBe(400);
  });

  it.each([
    ['get', '/loan/%00/disclosure'],
    ['post', '/loan/%00/sign/start'],
    ['get', '/loan/%00/contract.pdf'],
    ['post', '/loan/%00/cancel'],
    ['get', '/withdrawals/%00'],
    ['get', '/member/documents/%00'],
    ['get', '/dev/outbox?to=%2B63917%00'],
  ] as const)('in a path parameter or query: %s %s', async (method, path) => {
    const res = await t.call(method, path, { token: member.accessToken }).send({});
    expect(res.status).toBe(400);
    expect(Object.values(res.body.errors ?? {})).toHaveLength(1);
  });
});

describe('finding 2 and 3: values of the wrong type', () => {
  it("an object where a reference's phone country is expected", async () => {
    const m = await memberAt(t, 'address');
    const res = await t
      .call('patch', '/member/update/references', { token: m.accessToken })
      .send({ refFullName1: 'Ana Reyes', refRelationship1: 'Sister', refPhoneNumber1: '9181234567', refPhoneCountry1: { toString: 'PH' } });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ refPhoneCountry1: FIELD_RULES.phoneCountry.message });
  });

  it.each([
    ['an object', { a: 1 }],
    ['an array', ['x']],
    ['a boolean', true],
    ['a number', 12345],
    ['a huge number', 1e21],
  ])('%s in a text field is refused, not stored as text', async (_label, value) => {
    const before = await contactCount();
    const res = await t.call('post', '/contact').send({ ...contact, message: value });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ message: FIELD_RULES.message.message });
    const optional = await t.call('post', '/admin/currencies', { token: admin.adminToken }).send({ currencyCode: 'NZD', currencyName: value });
    expect(optional.status).toBe(400);
    expect(Object.keys(optional.body.errors)).toEqual(['currencyName']);
    expect(await contactCount()).toBe(before);
  });

  it('numbers where numbers are documented are still read, unless rounded', async () => {
    const quote = await t.call('post', '/loan/quote').send({ amount: 150000, installmentCount: 6 });
    expect(quote.status).toBe(200);
    const rounded = await t.call('post', '/loan/quote').send({ amount: 2 ** 60, installmentCount: 6 });
    expect(rounded.status).toBe(400);
    expect(fieldTexts(rounded.body)).toEqual({ amount: FIELD_RULES.amount.message });
  });

  it.each(['1.5', '99999999', 1.5])('a loan application of %p is refused, not raised or lowered', async (amount) => {
    const m = await memberAt(t, 'bank');
    const res = await t.call('post', '/loan/applynew', { token: m.accessToken }).send({ amount, currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ amount: 'The loan amount must be between PHP 150,000.00 and PHP 5,000,000.00.' });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM loans WHERE member_id = $1`, [m.id]);
    expect(n).toBe(0);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('a document kind of %s is refused', async (kind) => {
    const m = await memberAt(t, 'references');
    const res = await upload(t, m.accessToken, kind as 'SELFIE', await photo());
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['kind']);
  });
});

describe('finding 5: image decoding within bounds', () => {
  it('refuses an image of more than 25 megapixels from its header', async () => {
    const m = await memberAt(t, 'references');
    const big = await photo('jpeg', 6000, 4500);
    const res = await upload(t, m.accessToken, 'SELFIE', big);
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ file: expect.stringContaining('25 megapixels') });
  });

  it('decodes concurrent uploads all the same (one at a time per slot)', async () => {
    const m = await memberAt(t, 'references');
    const image = await photo('png', 800, 600);
    const answers = await Promise.all((['ID_FRONT', 'ID_BACK', 'SELFIE', 'SELFIE'] as const).map((kind) => upload(t, m.accessToken, kind, image, 'p.png', 'image/png')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  });

  it('limits uploads per member, whatever the address', async () => {
    const m = await memberAt(t, 'references');
    const junk = Buffer.from('not an image');
    // Refused uploads count too: each is read before it is known to be junk.
    for (let i = 0; i < UPLOADS_PER_MEMBER.limit; i += 1) expect((await upload(t, m.accessToken, 'SELFIE', junk)).status).toBe(415);
    const refused = await upload(t, m.accessToken, 'SELFIE', await photo());
    expect(refused.status).toBe(429);
    // Another member is not slowed down.
    const other = await memberAt(t, 'references');
    expect((await upload(t, other.accessToken, 'SELFIE', await photo())).status).toBe(201);
  });
});

describe('finding 7: POST /dev/clock', () => {
  afterEach(() => t.clock.setOffsetSeconds(0));

  it.each(['2027-W05-1', '2027-031', '9999-12-31T00:00:00Z', '1900-01-01T00:00:00Z', '2027-02-30T00:00:00Z', 'yesterday', ''])(
    'refuses isoTime %p and keeps the clock',
    async (isoTime) => {
      const before = t.clock.offsetSeconds;
      const res = await t.call('post', '/dev/clock').send({ isoTime });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['isoTime']);
      expect(t.clock.offsetSeconds).toBe(before);
      expect(Number.isNaN(t.clock.now().getTime())).toBe(false);
    },
  );

  it.each([Number.MAX_VALUE, 1e300, '5', { a: 1 }])('refuses offsetSeconds %p', async (offsetSeconds) => {
    const res = await t.call('post', '/dev/clock').send({ offsetSeconds });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['offsetSeconds']);
  });

  it('still moves the clock to a valid time', async () => {
    const res = await t.call('post', '/dev/clock').send({ isoTime: '2027-01-31T02:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body.now.slice(0, 10)).toBe('2027-01-31');
  });
});
