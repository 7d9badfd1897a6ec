// /dev/outbox through the built server (started with DEV_TOOLS=1, as outside production) against a
// stub API (test/routes/harness.ts): the messages sent to a number or address, newest first, read
// from GET /dev/outbox?to=. A tester's page: English only, no session needed.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import { routeTests } from './harness';

const web = routeTests();

// The API's dev tools are outside its contract: the stub takes the path by a cast.
const OUTBOX = '/dev/outbox' as '/site';
const outbox = () => web.api.all().filter((c) => c.path === OUTBOX);

describe('/dev/outbox', () => {
  it('shows the search form and asks the API nothing until a number or address is given', async () => {
    const page = await web.browser().get('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.field('to').value).toBe('');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(outbox()).toHaveLength(0);
  });

  it('lists the messages sent to the number asked, trimmed, with the browser\'s address passed on', async () => {
    web.api.on('get', OUTBOX, () => ({
      body: [
        { to: '+639171234567', channel: 'sms', body: 'Your code is 123456.', createdAt: '2026-11-29T02:01:00.000Z' },
        { to: '+639171234567', channel: 'sms', body: 'Welcome to HLC.', createdAt: '2026-11-29T02:00:00.000Z' },
      ] as never,
    }));
    const page = await web.browser('fil').get('/dev/outbox?to=%20%2B639171234567%20');
    expect(page.status).toBe(200);
    expect(page.field('to').value).toBe('+639171234567');
    expect(page.text).toMatch(/Your code is 123456\..*Welcome to HLC\./);
    const [call] = outbox();
    expect(call.query).toEqual({ to: '+639171234567' });
    expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call.token).toBeNull();
  });

  it('says when nothing was sent there', async () => {
    web.api.on('get', OUTBOX, () => ({ body: [] as never }));
    const page = await web.browser().get('/dev/outbox?to=juan%40example.ph');
    expect(page.status).toBe(200);
    expect(page.text).toContain('No messages were sent to juan@example.ph.');
  });

  it('shows the API\'s refusal (its dev tools are off in production) as an alert, worded from its code', async () => {
    // No handler: the stub answers 404 with code webMessage.notFound, as an API without dev tools does.
    const page = await web.browser().get('/dev/outbox?to=%2B639171234567');
    expect(page.status).toBe(200);
    expect(page.alerts()).toEqual([t('en', 'webMessage.notFound')]);
    expect(page.text).not.toContain('No messages were sent');
  });

  it('asks with at most 200 characters of what was typed', async () => {
    web.api.on('get', OUTBOX, () => ({ body: [] as never }));
    await web.browser().get(`/dev/outbox?to=${'a'.repeat(300)}`);
    expect(outbox()[0].query.to).toBe('a'.repeat(200));
  });
});
