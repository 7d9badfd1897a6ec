// The contact form: the acknowledgement is the company's fixed text, never a relay of what the
// visitor typed, and messages are bounded per e-mail address and client address.
import { randomUUID } from 'node:crypto';
import { login } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.wallClock.setAheadMs(0));

const uniqueEmail = () => `visitor-${randomUUID().slice(0, 8)}@example.ph`;
const submit = (body: Record<string, unknown>, ip = freshIp()) => t.call('post', '/contact', { ip }).send({ agree: true, ...body });

async function emailsTo(email: string): Promise<{ subject: string | null; body: string }[]> {
  return t.dataSource.query(`SELECT subject, body FROM outbound_messages WHERE "to" = $1 AND channel = 'email' ORDER BY created_at`, [email]);
}

describe('POST /contact', () => {
  it('acknowledges with a fixed text that repeats nothing the visitor typed', async () => {
    const hostile = { name: 'Claim your bonus at evil', message: 'Send 500 pesos to unlock your loan at evil dot com' };
    const plain = { name: 'Juan dela Cruz', message: 'A question about my loan.' };
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    expect((await submit({ ...hostile, email: a })).status).toBe(201);
    expect((await submit({ ...plain, email: b })).status).toBe(201);
    const [[mailA], [mailB]] = [await emailsTo(a), await emailsTo(b)];
    for (const text of [mailA.subject, mailA.body]) {
      expect(text).not.toContain('bonus');
      expect(text).not.toContain('evil');
      expect(text).not.toContain('pesos');
    }
    // The same words for everyone but the reference.
    const withoutReference = (s: string | null) => (s ?? '').replace(/\bS[0-9]{6,}\b/g, 'REF');
    expect(withoutReference(mailA.body)).toBe(withoutReference(mailB.body));
    expect(withoutReference(mailA.subject)).toBe(withoutReference(mailB.subject));
    expect(mailB.body).not.toContain('Juan');
  });

  it('takes at most 5 messages from one address for one e-mail address, then asks to wait', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit({ name: 'Juan dela Cruz', email, message: `Question ${i + 1}.` }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await submit({ name: 'Juan dela Cruz', email, message: 'Once more.' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'apiErrors.tooManyAttempts', message: 'Too many attempts. Please wait a minute and try again.' });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_messages WHERE email = $1`, [email]);
    expect(n).toBe(5);
    expect(await emailsTo(email)).toHaveLength(5);
    // Another visitor from elsewhere is not held back.
    expect((await submit({ name: 'Maria Santos', email: uniqueEmail(), message: 'Hello.' })).status).toBe(201);
  });
});

describe('GET /officer/contact-messages', () => {
  it('pages newest first with a cursor, each message once', async () => {
    const officer = (await login(t, '9000000001', 'Officer#2026')).body.accessToken as string;
    const email = uniqueEmail();
    const mine: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await submit({ name: 'Juan dela Cruz', email: uniqueEmail(), message: `Paging ${email} ${i}` })).status).toBe(201);
    }
    const [{ ids }] = await t.dataSource.query(
      `SELECT array_agg(id ORDER BY created_at DESC, id DESC) AS ids FROM contact_messages WHERE message LIKE $1`,
      [`Paging ${email} %`],
    );
    mine.push(...ids);
    // Two a page until this test's three were seen (newer messages of other tests may come first).
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50 && mine.some((id) => !seen.includes(id)); pages++) {
      const res = await t.call('get', `/officer/contact-messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: officer });
      expect(res.status).toBe(200);
      expect(res.body.messages.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.messages.map((x: { id: string }) => x.id));
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => mine.includes(id))).toEqual(mine);
    const bad = await t.call('get', '/officer/contact-messages?limit=500', { token: officer });
    expect(bad.status).toBe(400);
    expect(fieldTexts(bad.body)).toEqual({ limit: 'Please ask for 1 to 200 rows a page.' });
  });
});
