// /support and /support/:reference through the built server against a stub API
// (test/routes/harness.ts): the member's requests a page at a time, a request's thread, the two
// forms' refusals beside each field in the page's language, what a refused form keeps, what the
// actions send, and the redirect to the request with the API's message.
import { describe, expect, it } from '@jest/globals';
import { sayEach, t, validateSupportMessage, validateSupportTicket } from '@halimbawa/domain';
import type { Schemas } from '@halimbawa/api-client';
import { refusal, routeTests, type Browser } from './harness';

const web = routeTests();

/** Every POST the API received (a path without a handler is recorded as it was asked). */
const posts = () => web.api.all().filter((c) => c.method === 'post');

type Ticket = Schemas['SupportTicketDto'];

function ticketDto(overrides: Partial<Ticket> = {}): Ticket {
  return {
    reference: 'S000042',
    topic: 'WITHDRAWAL',
    status: 'ANSWERED',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-21T03:00:00.000Z',
    messages: [
      { author: 'MEMBER', body: 'Where is my withdrawal?', createdAt: '2026-11-20T02:00:00.000Z' },
      { author: 'STAFF', body: 'It arrived this morning.', createdAt: '2026-11-21T03:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** What POST /support and POST /support/:reference/messages answer. */
const answered = (message: string) => () => ({ status: 201, body: { message, ticket: ticketDto({ status: 'OPEN' }) } });

async function member(lang: 'en' | 'fil' = 'en'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn();
  return browser;
}

const noTickets = () => web.api.on('get', '/support', () => ({ body: { tickets: [], nextCursor: null } }));

describe('/support', () => {
  it('sends a visitor without a session to sign in, and back after', async () => {
    const page = await web.browser().get('/support');
    expect([page.status, page.location]).toEqual([302, '/login?redirectTo=%2Fsupport']);
    expect(web.api.calls('get', '/support')).toHaveLength(0);
  });

  it('lists the member\'s requests in Filipino with a link to each and to older ones; a member not yet activated may write too', async () => {
    const { messages: _messages, ...summary } = ticketDto();
    web.api.on('get', '/support', () => ({ body: { tickets: [summary], nextCursor: 'next-1' } }));
    const browser = web.browser('fil');
    await browser.signedIn({ infoState: 'BANK_INFO' });
    const page = await browser.get('/support');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'support.title'));
    expect(page.text).toContain(t('fil', 'support.reachUs'));
    expect(page.text).toContain(t('fil', 'support.topics.WITHDRAWAL'));
    expect(page.text).toContain(t('fil', 'support.status.ANSWERED'));
    expect(page.body).toContain('href="/support/S000042"');
    expect(page.body).toContain('href="/support?cursor=next-1"');
    expect(page.text).not.toContain(t('fil', 'support.first'));
    expect(page.has('topic') && page.has('message')).toBe(true);
    expect(web.api.calls('get', '/support')[0].query).toEqual({ limit: '20' });
  });

  it('asks the API for the page after the cursor, with a way back to the newest', async () => {
    noTickets();
    const page = await (await member('fil')).get('/support?cursor=next-1');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/support')[0].query).toEqual({ cursor: 'next-1', limit: '20' });
    expect(page.text).toContain(t('fil', 'support.none'));
    expect(page.text).toContain(t('fil', 'support.first'));
    expect(page.text).not.toContain(t('fil', 'support.older'));
  });

  it('refuses an empty form beside each field in Filipino before asking the API', async () => {
    noTickets();
    const values = { topic: '', message: '' };
    const page = await (await member('fil')).submit('/support', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateSupportTicket(values)));
    expect(Object.keys(page.fieldErrors()).sort()).toEqual(['message', 'topic']);
    expect(posts()).toEqual([]);
  });

  it('keeps the message typed when only the topic is missing', async () => {
    noTickets();
    const values = { topic: '', message: 'Kailan darating ang pera ko?' };
    const page = await (await member('fil')).submit('/support', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ topic: sayEach('fil', validateSupportTicket(values)).topic });
    expect(page.field('message').value).toBe(values.message);
  });

  it('shows the API\'s refusal beside the field it names, worded from its code, keeping both fields', async () => {
    noTickets();
    web.api.on('post', '/support', () => refusal(400, { message: 'field.contactMessage' }));
    const page = await (await member('fil')).submit('/support', { topic: 'LOAN', message: 'x'.repeat(30) });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ message: t('fil', 'field.contactMessage') });
    expect([page.field('topic').value, page.field('message').value]).toEqual(['LOAN', 'x'.repeat(30)]);
  });

  it('shows a refusal of the whole request at the top with the API\'s status', async () => {
    noTickets();
    web.api.on('post', '/support', () => refusal(429, {}, 'webMessage.tooManyAttempts'));
    const page = await (await member('fil')).submit('/support', { topic: 'LOAN', message: 'Tulong po.' });
    expect(page.status).toBe(429);
    expect(page.alerts()).toEqual([t('fil', 'webMessage.tooManyAttempts')]);
    expect(page.field('message').value).toBe('Tulong po.');
  });

  it('opens the request and goes to it with the API\'s message', async () => {
    noTickets();
    web.api.on('post', '/support', answered('[api] Your reference is S000042.'));
    web.api.on('get', '/support/{reference}', () => ({ body: ticketDto({ status: 'OPEN' }) }));
    const browser = await member('fil');
    const page = await browser.submit('/support', { topic: 'COMPLAINT', message: 'Mali ang singil.' });
    expect([page.status, page.location]).toEqual([302, '/support/S000042#notices']);
    expect(web.api.calls('post', '/support')[0].body).toEqual({ topic: 'COMPLAINT', message: 'Mali ang singil.' });
    expect((await browser.follow(page)).alerts('status')).toEqual(['[api] Your reference is S000042.']);
  });
});

describe('/support/:reference', () => {
  it('shows the request, its status and its thread in Filipino', async () => {
    web.api.on('get', '/support/{reference}', () => ({ body: ticketDto() }));
    const page = await (await member('fil')).get('/support/S000042');
    expect(page.status).toBe(200);
    expect(page.title).toContain('S000042');
    expect(page.text).toContain(t('fil', 'support.status.ANSWERED'));
    expect(page.text).toContain('Where is my withdrawal?');
    expect(page.text).toContain('It arrived this morning.');
    expect(page.text).toContain(t('fil', 'support.you'));
    expect(page.text).not.toContain(t('fil', 'support.closedNote'));
    expect(web.api.calls('get', '/support/{reference}')[0].params).toEqual({ reference: 'S000042' });
  });

  it('says that writing opens a closed request again', async () => {
    web.api.on('get', '/support/{reference}', () => ({ body: ticketDto({ status: 'CLOSED' }) }));
    const page = await (await member('fil')).get('/support/S000042');
    expect(page.text).toContain(t('fil', 'support.closedNote'));
    expect(page.has('message')).toBe(true);
  });

  it('answers 404 for another member\'s (or an unknown) request', async () => {
    web.api.on('get', '/support/{reference}', () => refusal(404, {}, 'webMessage.notFound'));
    const page = await (await member('fil')).get('/support/S999999');
    expect(page.status).toBe(404);
    expect(page.text).toContain(t('fil', 'shell.notFoundTitle'));
  });

  it('sends a visitor without a session to sign in, and back after', async () => {
    const page = await web.browser().get('/support/S000042');
    expect([page.status, page.location]).toEqual([302, '/login?redirectTo=%2Fsupport%2FS000042']);
  });

  it('refuses an empty message beside it in Filipino before asking the API', async () => {
    web.api.on('get', '/support/{reference}', () => ({ body: ticketDto() }));
    const page = await (await member('fil')).submit('/support/S000042', { message: '  ' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateSupportMessage({ message: '  ' })));
    expect(page.fieldErrors().message).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('shows a refusal of the whole message at the top with the API\'s status, keeping what was typed', async () => {
    web.api.on('get', '/support/{reference}', () => ({ body: ticketDto() }));
    web.api.on('post', '/support/{reference}/messages', () => refusal(429, {}, 'webMessage.tooManyAttempts'));
    const page = await (await member('fil')).submit('/support/S000042', { message: 'Salamat po.' });
    expect(page.status).toBe(429);
    expect(page.alerts()).toEqual([t('fil', 'webMessage.tooManyAttempts')]);
    expect(page.field('message').value).toBe('Salamat po.');
  });

  it('adds the message to the request and comes back to it with the API\'s message', async () => {
    web.api.on('get', '/support/{reference}', () => ({ body: ticketDto() }));
    web.api.on('post', '/support/{reference}/messages', answered('[api] Your message is added.'));
    const browser = await member();
    const page = await browser.submit('/support/S000042', { message: 'Thank you.' });
    expect([page.status, page.location]).toEqual([302, '/support/S000042#notices']);
    const [call] = web.api.calls('post', '/support/{reference}/messages');
    expect([call.params, call.body]).toEqual([{ reference: 'S000042' }, { message: 'Thank you.' }]);
    expect((await browser.follow(page)).alerts('status')).toEqual(['[api] Your message is added.']);
  });
});
