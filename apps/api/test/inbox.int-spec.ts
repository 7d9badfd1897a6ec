// The member's inbox: every SMS and e-mail sent to their phone and e-mail address, newest first,
// paged, one-time codes masked; nobody else's; the unread count falls to 0 once the list is read.
import { randomUUID } from 'node:crypto';
import { maskCodes } from '../src/modules/inbox/inbox.service';
import { registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const insert = (to: string, channel: 'sms' | 'email', body: string, at: Date, subject: string | null = null) =>
  t.dataSource.query(`INSERT INTO outbound_messages ("to", channel, subject, body, provider, created_at) VALUES ($1, $2, $3, $4, 'outbox', $5)`, [to, channel, subject, body, at]);

describe('GET /notifications', () => {
  it("lists the member's SMS and e-mails newest first, a page at a time, codes masked, and counts the unread", async () => {
    const [member, other] = await Promise.all([registerMember(t), registerMember(t)]);
    const [{ email }] = await t.dataSource.query(`SELECT email FROM members WHERE id = $1`, [member.id]);
    const base = Date.now() + 60_000;
    await insert(member.e164, 'sms', 'HLC: 482913 is your code to sign in. Never share it.', new Date(base + 1000));
    await insert(email, 'email', 'Your loan HLC-2026-000123 is approved.', new Date(base + 2000), 'Approved');
    await insert(other.e164, 'sms', 'Not for member A.', new Date(base + 3000));
    await insert(member.e164, 'sms', 'HLC: PHP 10,000.00 to GCash ••••4567 was sent.', new Date(base + 4000));

    const unread = await t.call('get', '/notifications/unread', { token: member.accessToken });
    expect(unread.status).toBe(200);
    const before = unread.body.count as number;
    expect(before).toBeGreaterThanOrEqual(3);

    const first = await t.call('get', '/notifications?limit=2', { token: member.accessToken });
    expect(first.status).toBe(200);
    expect(first.body.notifications.map((n: { body: string }) => n.body)).toEqual(['HLC: PHP 10,000.00 to GCash ••••4567 was sent.', 'Your loan HLC-2026-000123 is approved.']);
    expect(first.body.notifications.every((n: { unread: boolean }) => n.unread)).toBe(true);
    expect(first.body.notifications[1]).toMatchObject({ channel: 'email', subject: 'Approved' });
    const second = await t.call('get', `/notifications?limit=2&cursor=${first.body.nextCursor}`, { token: member.accessToken });
    expect(second.body.notifications[0].body).toBe('HLC: •••••• is your code to sign in. Never share it.');
    expect(JSON.stringify([first.body, second.body])).not.toContain('Not for member A');

    expect((await t.call('get', '/notifications/unread', { token: member.accessToken })).body.count).toBe(0);
    const again = await t.call('get', '/notifications?limit=2', { token: member.accessToken });
    expect(again.body.notifications.some((n: { unread: boolean }) => n.unread)).toBe(false);
    // Another member's count is theirs alone.
    expect((await t.call('get', '/notifications/unread', { token: other.accessToken })).body.count).toBeGreaterThanOrEqual(1);
  });
});

describe('maskCodes', () => {
  it('masks a code alone, never a loan number, a reference or an amount', () => {
    expect(maskCodes('123456 is your code')).toBe('•••••• is your code');
    expect(maskCodes('your code is 654321.')).toBe('your code is ••••••.');
    const kept = `Loan HLC-2026-000123, receipt OR-00001234, PHP 150,000.00, ref ${randomUUID()}`;
    expect(maskCodes(kept)).toBe(kept);
  });
});
