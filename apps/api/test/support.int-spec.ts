// Support and complaints: a member's ticket answered by staff (an SMS, the thread), closed, written
// to again; nobody else reads it; the queue pages by status with the time to first answer; the
// contact form's messages join the queue and are answered by e-mail; tickets are counted per member.
import { randomUUID } from 'node:crypto';
import { PASSWORD, officerToken } from '@halimbawa/testing';
import { registerMember, type Registered } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await createTestApp();
  officer = await officerToken(t.api);
});
afterAll(() => t.close());
afterEach(() => {
  t.wallClock.setAheadMs(0);
  t.clock.setOffsetSeconds(0);
});

const open = (m: Registered, body: Record<string, unknown>, ip = freshIp()) => t.call('post', '/support', { token: m.accessToken, ip }).send(body);
const smsTo = (e164: string): Promise<{ body: string }[]> =>
  t.dataSource.query(`SELECT body FROM outbound_messages WHERE "to" = $1 AND channel = 'sms' ORDER BY created_at`, [e164]);

describe('a member and staff on one ticket', () => {
  it('opens, answers with an SMS, closes, and opens again when the member writes', async () => {
    const member = await registerMember(t);
    const opened = await open(member, { topic: 'COMPLAINT', message: 'I was charged twice for my instalment.' });
    expect(opened.status).toBe(201);
    const { reference } = opened.body.ticket;
    expect(reference).toMatch(/^S[0-9]{6,}$/);
    expect(opened.body.message).toContain(reference);
    expect(opened.body.ticket).toMatchObject({ topic: 'COMPLAINT', status: 'OPEN', messages: [{ author: 'MEMBER', body: 'I was charged twice for my instalment.' }] });

    const queue = await t.call('get', '/officer/support?status=OPEN&limit=200', { token: officer });
    expect(queue.status).toBe(200);
    const row = queue.body.tickets.find((x: { reference: string }) => x.reference === reference);
    expect(row).toMatchObject({ source: 'MEMBER', topic: 'COMPLAINT', status: 'OPEN', contact: member.e164, memberId: member.id, firstAnswerSeconds: null });

    const smsBefore = (await smsTo(member.e164)).length;
    t.clock.setOffsetSeconds(90 * 60);
    try {
      const answered = await t.call('post', `/officer/support/${reference}/answer`, { token: officer }).send({ message: 'We refunded the second payment to your wallet.' });
      expect(answered.status).toBe(201);
      expect(answered.body.ticket.status).toBe('ANSWERED');
      expect(answered.body.ticket.firstAnswerSeconds).toBeGreaterThanOrEqual(90 * 60);
    } finally {
      t.clock.setOffsetSeconds(0);
    }
    const sms = await smsTo(member.e164);
    expect(sms).toHaveLength(smsBefore + 1);
    expect(sms.at(-1)?.body).toContain(reference);
    // The answer's words are read after signing in, never in an SMS.
    expect(sms.at(-1)?.body).not.toContain('refunded');

    const mine = await t.call('get', `/support/${reference}`, { token: member.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('ANSWERED');
    expect(mine.body.messages.map((x: { author: string }) => x.author)).toEqual(['MEMBER', 'STAFF']);
    expect(mine.body.messages[1].body).toBe('We refunded the second payment to your wallet.');

    expect((await t.call('post', `/officer/support/${reference}/close`, { token: officer })).body.ticket.status).toBe('CLOSED');
    const again = await t.call('post', `/officer/support/${reference}/answer`, { token: officer }).send({ message: 'One more thing.' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('apiSupport.alreadyClosed');

    const reply = await t.call('post', `/support/${reference}/messages`, { token: member.accessToken }).send({ message: 'It is back: thank you.' });
    expect(reply.status).toBe(201);
    expect(reply.body.ticket.status).toBe('OPEN');
    expect(reply.body.ticket.messages).toHaveLength(3);

    const list = await t.call('get', '/support', { token: member.accessToken });
    expect(list.body.tickets).toEqual([expect.objectContaining({ reference, status: 'OPEN' })]);
  });

  it('answers a member whose account is closed in full, by SMS and e-mail in their language, without telling them to sign in', async () => {
    const member = await registerMember(t);
    await t.dataSource.query(`UPDATE members SET language = 'fil' WHERE id = $1`, [member.id]);
    const { reference } = (await open(member, { topic: 'COMPLAINT', message: 'Dalawang beses akong siningil.' })).body.ticket;
    expect((await t.call('post', '/member/close', { token: member.accessToken }).send({ password: PASSWORD })).status).toBe(200);

    const answer = 'Ibinalik na namin ang ikalawang bayad sa inyong bangko.';
    expect((await t.call('post', `/officer/support/${reference}/answer`, { token: officer }).send({ message: answer })).status).toBe(201);
    const sms = (await smsTo(member.e164)).at(-1)!.body;
    expect(sms).toContain(answer);
    expect(sms).toContain(reference);
    expect(sms).not.toMatch(/sign in|mag-sign in/i);
    const [{ email }] = await t.dataSource.query(`SELECT email FROM members WHERE id = $1`, [member.id]);
    const mails: { subject: string; body: string }[] = await t.dataSource.query(`SELECT subject, body FROM outbound_messages WHERE "to" = $1 AND channel = 'email' ORDER BY created_at`, [email]);
    expect(mails.at(-1)?.subject).toContain(`ang aming sagot sa inyong mensahe (reference ${reference})`);
    expect(mails.at(-1)?.body).toContain(answer);
  });

  it("hides a member's ticket from another member (404) and refuses a ticket without a topic beside the field", async () => {
    const [owner, other] = await Promise.all([registerMember(t), registerMember(t)]);
    const { reference } = (await open(owner, { topic: 'LOAN', message: 'A question.' })).body.ticket;
    expect((await t.call('get', `/support/${reference}`, { token: other.accessToken })).status).toBe(404);
    expect((await t.call('post', `/support/${reference}/messages`, { token: other.accessToken }).send({ message: 'Mine?' })).status).toBe(404);
    expect((await t.call('get', '/support', { token: other.accessToken })).body.tickets).toEqual([]);
    const refused = await open(owner, { topic: 'LOTTERY', message: '' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['message', 'topic']);
    expect(refused.body.errors.topic.code).toBe('field.supportTopic');
  });

  it('takes at most 5 tickets from a member from one address, then asks to wait', async () => {
    const member = await registerMember(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await open(member, { topic: 'OTHER', message: `Question ${i + 1}` }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM support_tickets WHERE member_id = $1`, [member.id]);
    expect(n).toBe(5);
  });
});

describe('the queue', () => {
  it('holds the contact form messages, answered by e-mail with the reference the acknowledgement gave', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.ph`;
    expect((await t.call('post', '/contact', { ip: freshIp() }).send({ name: 'Maria Santos', email, message: 'Do you lend to OFWs?', agree: true })).status).toBe(201);
    const [ack] = await t.dataSource.query(`SELECT body FROM outbound_messages WHERE "to" = $1 ORDER BY created_at`, [email]);
    const reference = /\b(S[0-9]{6,})\b/.exec(ack.body)?.[1];
    expect(reference).toBeDefined();
    const read = await t.call('get', `/officer/support/${reference}`, { token: officer });
    expect(read.body).toMatchObject({ source: 'CONTACT', name: 'Maria Santos', contact: email, memberId: null, messages: [{ author: 'MEMBER', body: 'Do you lend to OFWs?' }] });
    expect((await t.call('post', `/officer/support/${reference}/answer`, { token: officer }).send({ message: 'Yes, with a Philippine bank account.' })).status).toBe(201);
    const mails: { subject: string; body: string }[] = await t.dataSource.query(`SELECT subject, body FROM outbound_messages WHERE "to" = $1 ORDER BY created_at`, [email]);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain(reference);
    expect(mails[1].body).toContain('Yes, with a Philippine bank account.');
  });

  it('pages by status with a cursor, each ticket once, and refuses an unknown status', async () => {
    const member = await registerMember(t);
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) refs.push((await open(member, { topic: 'PAYMENT', message: `Paging ${i}` })).body.ticket.reference);
    await t.call('post', `/officer/support/${refs[1]}/close`, { token: officer });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const res = await t.call('get', `/officer/support?status=OPEN&limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: officer });
      expect(res.status).toBe(200);
      expect(res.body.tickets.every((x: { status: string }) => x.status === 'OPEN')).toBe(true);
      seen.push(...res.body.tickets.map((x: { reference: string }) => x.reference));
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(seen.filter((r) => refs.includes(r)).sort()).toEqual([refs[0], refs[2]].sort());
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await t.call('get', '/officer/support?status=LOST', { token: officer });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status.code).toBe('apiSupport.statusFilter');
  });

  it('gives a complaint a due date 30 days from receipt, and a past-due complaint stands first in the queue', async () => {
    const member = await registerMember(t);
    const complaint = (await open(member, { topic: 'COMPLAINT', message: 'I was charged a late fee I do not owe.' })).body.ticket.reference;
    const [row] = await t.dataSource.query(`SELECT created_at, due_at FROM support_tickets WHERE reference = $1`, [complaint]);
    expect(row.due_at.getTime() - row.created_at.getTime()).toBe(30 * 86_400_000);

    t.clock.setOffsetSeconds(31 * 86_400);
    const question = (await open(member, { topic: 'PAYMENT', message: 'Where do I pay by GCash?' })).body.ticket.reference;
    const queue = await t.call('get', '/officer/support', { token: officer });
    expect(queue.status).toBe(200);
    const mine = (rows: { reference: string }[]) => rows.map((r) => r.reference).filter((r) => [complaint, question].includes(r));
    expect(mine(queue.body.pastDue)).toEqual([complaint]);
    expect(queue.body.pastDue.find((r: { reference: string }) => r.reference === complaint)).toMatchObject({ topic: 'COMPLAINT', pastDue: true, dueAt: row.due_at.toISOString() });
    expect(mine(queue.body.tickets)).toEqual([question]);
    expect(queue.body.tickets.find((r: { reference: string }) => r.reference === question)).toMatchObject({ dueAt: null, pastDue: false });

    // Closed, it leaves the past-due list.
    await t.call('post', `/officer/support/${complaint}/close`, { token: officer });
    expect(mine((await t.call('get', '/officer/support', { token: officer })).body.pastDue)).toEqual([]);
  });
});
