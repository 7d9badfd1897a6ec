// The console's lists and its other pages (/officer/members, loans, collections, suspense,
// support, reconciliation, search, reports, audit, documents, and /admin's first page) through the
// built server against a stub API (test/routes/harness.ts): who may open them, what each list asks
// the API (the filters and the cursor from the address, empty ones left out), what it shows in the
// page's language, and the forms (the KYC decision, the support answer, the settlement upload, a
// reconciliation difference resolved): the refusals beside their fields, what a refused form keeps,
// the redirects and what was sent.
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { SETTLEMENT_FILE_MAX_KB, sayEach, t, validateSupportMessage } from '@halimbawa/domain';
import { refusal, routeTests, type Browser } from './harness';
import { BORROWER_ID, checker, officer } from './console.fixtures';
import {
  auditEventDto,
  BORROWER_PHONE,
  DOCUMENT_ID,
  ITEM_ID,
  itemDto,
  kycReviewDto,
  loanRowDto,
  MATCHED_ITEM_ID,
  memberDetailDto,
  memberRowDto,
  RUN_ID,
  runDto,
  ticketDto,
  withdrawalRowDto,
} from './officer-pages.fixtures';

const web = routeTests();

async function staff(lang: 'en' | 'fil' = 'en', who: typeof officer = officer): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(who, ['LOAN_OFFICER']);
  return browser;
}

/** The calls of the console's own reads (not the session's member or the site's settings): none before the role is checked. */
const consoleCalls = () => web.api.all().filter((c) => c.path.startsWith('/officer') || c.path.startsWith('/admin'));
/** Every post the stub saw, by any path (a call without a handler is recorded by the path as asked). */
const posts = () => web.api.all().filter((c) => c.method !== 'get');

const REFERENCE = 'SR-2026-000017';
const PAGES = [
  `/officer/members/${BORROWER_ID}`,
  '/officer/members?kyc=PENDING',
  '/officer/loans',
  '/officer/collections',
  '/officer/suspense',
  '/officer/support',
  `/officer/support/${REFERENCE}`,
  '/officer/reconciliation',
  `/officer/reconciliation/${RUN_ID}`,
  '/officer/unconfirmed-payments',
  '/officer/search?q=Juan',
  '/officer/reports',
  '/officer/audit',
  `/officer/documents/${DOCUMENT_ID}`,
];

describe('who may open these console pages', () => {
  it.each(PAGES)('sends a visitor from %s to sign in, coming back to it, and asks the API nothing', async (path) => {
    const page = await web.browser().get(path);
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(path)}`]);
    expect(consoleCalls()).toEqual([]);
  });

  it('answers a member without a staff role with the ordinary 404 on each page, before any console read', async () => {
    const browser = web.browser('fil');
    await browser.signedIn({}, ['MEMBER']);
    for (const path of PAGES) expect([path, (await browser.get(path)).status]).toEqual([path, 404]);
    expect(consoleCalls()).toEqual([]);
  });

  it('refuses a member\'s post to each console form with 404 and sends nothing on', async () => {
    const browser = web.browser();
    await browser.signedIn({}, ['MEMBER']);
    const forms: Array<[string, Record<string, string>]> = [
      [`/officer/members/${BORROWER_ID}`, { status: 'VERIFIED' }],
      [`/officer/support/${REFERENCE}`, { intent: 'answer', message: 'Hello' }],
      [`/officer/support/${REFERENCE}`, { intent: 'close' }],
      [`/officer/reconciliation/${RUN_ID}`, { item: ITEM_ID, note: 'Refunded' }],
      ['/officer/unconfirmed-payments', { payment: ITEM_ID, note: 'Refunded' }],
    ];
    // The member has no console page to read a token from: each form is posted from a page they can open.
    for (const [path, fields] of forms) expect([path, (await browser.submit(path, fields, { from: '/about' })).status]).toEqual([path, 404]);
    expect((await browser.submit('/officer/reconciliation', { channel: 'gcash', file: 'x' }, { from: '/about', multipart: true })).status).toBe(404);
    expect(posts()).toEqual([]);
  });
});

describe('/officer/members/:id (the KYC review)', () => {
  const picture = (detail = memberDetailDto()) => {
    web.api.on('get', '/officer/members/{id}', () => ({ body: detail }));
    web.api.on('get', '/officer/kyc-reasons', () => ({
      body: {
        reasons: [
          { code: 'ID_UNREADABLE' as const, message: 'The photos of the ID cannot be read', step: 'IDENTITY_INFO' as const },
          { code: 'ID_EXPIRED' as const, message: 'The ID has expired', step: 'IDENTITY_INFO' as const },
        ],
        nextCursor: null,
      },
    }));
    // The lists search by phone, so they may hold another member with a like number: the page keeps this member's rows.
    web.api.on('get', '/officer/loans', () => ({ body: { loans: [loanRowDto(), loanRowDto({ loanNumber: 'HLC-2026-000999', memberId: checker.id, memberName: 'Someone else' })], nextCursor: null } }));
    web.api.on('get', '/officer/withdrawals', () => ({ body: { withdrawals: [withdrawalRowDto(), withdrawalRowDto({ id: '0d9a7c55-0000-4000-8000-0000000000f8', reference: 'WDOTHER1', memberId: checker.id })], nextCursor: null } }));
    web.api.on('get', '/officer/members/{id}/wallet', () => ({ body: { items: [], nextCursor: null, wallet: { currency: 'PHP' as const, balance: 120_000, balanceText: '1,200.00', held: 0, heldText: '0.00' } } }));
    web.api.on('get', '/officer/members/{id}/credit-score', () => ({ body: { score: 640, max: 850, band: 'Good' as const, factors: [], history: [], nextCursor: null, asOf: '2026-11-28T02:00:00.000Z' } }));
    web.api.on('get', '/officer/members/{id}/loans', () => ({ body: { loans: [], nextCursor: null } }));
    web.api.on('get', '/officer/members/{id}/sms', () => ({ body: { messages: [] } }));
  };
  const PATH = `/officer/members/${BORROWER_ID}`;

  it('shows the SMS no gateway took, still in the outbox, with its attempts, and one delivered, in Filipino', async () => {
    picture();
    const sms = (over: object) => ({ id: '0d9a7c55-0000-4000-8000-0000000000a1', createdAt: '2026-11-28T02:00:00.000Z', kind: 'notice' as const, gateway: 'semaphore', status: 'queued' as const, gatewayStatus: null, attempts: 3, nextAttemptAt: '2026-11-28T02:04:00.000Z', lastError: 'semaphore: 500; twilio: 500', ...over });
    web.api.on('get', '/officer/members/{id}/sms', () => ({
      body: { messages: [sms({}), sms({ id: '0d9a7c55-0000-4000-8000-0000000000a2', kind: 'code', gateway: 'twilio', status: 'delivered', gatewayStatus: 'delivered', attempts: 1, nextAttemptAt: null, lastError: null })] },
    }));
    const page = await (await staff('fil')).get(PATH);
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/members/{id}/sms')[0].params).toEqual({ id: BORROWER_ID });
    const table = page.body.slice(page.body.indexOf('id="member-sms"'));
    expect(table).toContain(`<caption>${t('fil', 'consoleMoney.smsCaption')}</caption>`);
    for (const words of [t('fil', 'consoleMoney.smsStatuses.queued'), t('fil', 'consoleMoney.smsKinds.notice'), 'semaphore', `${t('fil', 'consoleMoney.smsStatuses.delivered')} (delivered)`, 'twilio', t('fil', 'consoleMoney.colSmsAttempts')]) {
      expect(table).toContain(words);
    }
    expect(table).toMatch(/>3<\/td>/);
  });

  it('shows a member waiting for review in Filipino, with the decision forms, and only this member\'s loans and withdrawals', async () => {
    picture();
    const page = await (await staff('fil')).get(`${PATH}?walletCursor=w-2&loansCursor=%20`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.identity'));
    expect(page.text).toContain(t('fil', 'console.memberTitle', { name: 'Juan dela Cruz' }));
    expect(page.text).toContain(t('fil', 'console.kycVerify'));
    expect(page.text).toContain(t('fil', 'console.kycReject'));
    expect(page.body).toContain('<option value="ID_EXPIRED">The ID has expired</option>');
    expect(page.field('reasonCode')).toEqual({ value: '' });
    expect(page.body).toContain(`href="/officer/documents/${DOCUMENT_ID}"`);
    expect(page.text).toContain('HLC-2026-000123');
    expect(page.text).not.toContain('HLC-2026-000999');
    expect(page.text).toContain('WD7Q2K9X');
    expect(page.text).not.toContain('WDOTHER1');
    expect(web.api.calls('get', '/officer/members/{id}')[0].params).toEqual({ id: BORROWER_ID });
    expect(web.api.calls('get', '/officer/loans')[0].query).toEqual({ q: BORROWER_PHONE });
    expect(web.api.calls('get', '/officer/withdrawals')[0].query).toEqual({ q: BORROWER_PHONE });
    // Each list pages by its own cursor from the address; a blank one is not sent.
    expect(web.api.calls('get', '/officer/members/{id}/wallet')[0].query).toEqual({ cursor: 'w-2' });
    expect(web.api.calls('get', '/officer/members/{id}/loans')[0].query).toEqual({});
  });

  it('shows every answer a rejection reason may name, and the photos in the page through the signed-in route, in both languages', async () => {
    const selfieId = '0d9a7c55-0000-4000-8000-0000000000aa';
    const [front] = memberDetailDto().documents;
    picture(memberDetailDto({ documents: [front, { ...front, kind: 'SELFIE', id: selfieId, path: `/officer/documents/${selfieId}`, thumbnailPath: `/officer/documents/${selfieId}?size=thumb` }] }));
    for (const lang of ['en', 'fil'] as const) {
      const page = await (await staff(lang)).get(PATH);
      expect(page.status).toBe(200);
      expect(page.textOf('data-testid', 'kyc-legal-name')).toBe('Juan dela Cruz');
      expect(page.textOf('data-testid', 'kyc-birth-date')).toBe(lang === 'en' ? '14 March 1992' : 'Marso 14, 1992');
      expect(page.textOf('data-testid', 'kyc-street')).toBe('12 Jupiter St.');
      expect(page.textOf('data-testid', 'kyc-account-name')).toBe('Juan dela Cruz');
      expect(page.textOf('data-testid', 'kyc-income')).toBe('PHP 25,000.00');
      expect(page.textOf('data-testid', 'kyc-id-number')).toBe('0111-2222333-4');
      expect(page.text).toContain('Ana dela Cruz (Sister), +639181112222');
      for (const key of ['settings.account.address', 'console.kycFile.employment', 'settings.account.references', 'settings.account.bank'] as const) expect(page.text).toContain(t(lang, key));
      // Each photo is an <img> of the console's private route, never a public address, described in the page's language.
      const photos = page.body.slice(page.body.indexOf('data-testid="member-documents"'));
      const images = [...photos.slice(0, photos.indexOf('</ul>')).matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      expect(images.map((tag) => /\ssrc="([^"]*)"/.exec(tag)?.[1])).toEqual([`/officer/documents/${DOCUMENT_ID}`, `/officer/documents/${selfieId}`]);
      const alt = (kind: 'ID_FRONT' | 'SELFIE') => t(lang, 'console.kycFile.photoAlt', { kind: t(lang, `consoleMoney.documentKinds.${kind}`) });
      expect(images.map((tag) => /\salt="([^"]*)"/.exec(tag)?.[1])).toEqual([alt('ID_FRONT'), alt('SELFIE')]);
      expect(images[0]).toMatch(/\swidth="1600"[^>]*\sheight="1000"/);
    }
  });

  it('offers no decision once the identity is decided', async () => {
    picture(memberDetailDto({ kyc: kycReviewDto({ status: 'VERIFIED', statement: 'Verified', reviewedAt: '2026-11-28T02:00:00.000Z' }) }));
    const page = await (await staff('fil')).get(PATH);
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'console.kycTitle'));
    expect(page.has('reasonCode')).toBe(false);
    expect(page.body).not.toContain('data-testid="kyc-verify"');
  });

  it('answers 404 for a malformed id without asking the API, and for a member the API does not know', async () => {
    const browser = await staff();
    expect((await browser.get('/officer/members/42')).status).toBe(404);
    expect(consoleCalls()).toEqual([]);
    web.api.on('get', '/officer/members/{id}', () => refusal(404, {}, 'webMessage.notFound'));
    expect((await browser.get(PATH)).status).toBe(404);
    expect(web.api.calls('get', '/officer/kyc-reasons')).toHaveLength(0);
  });

  it('verifies: only the status is sent, then a 302 back to the member with the notice in Filipino', async () => {
    picture();
    web.api.on('post', '/officer/members/{id}/kyc', () => ({ body: memberDetailDto({ kyc: kycReviewDto({ status: 'VERIFIED' }) }) }));
    const browser = await staff('fil');
    const page = await browser.submit(PATH, { status: 'VERIFIED', reasonCode: 'ID_EXPIRED' });
    expect([page.status, page.location]).toEqual([302, PATH]);
    const [call] = web.api.calls('post', '/officer/members/{id}/kyc');
    expect([call.params, call.body, call.member?.id]).toEqual([{ id: BORROWER_ID }, { status: 'VERIFIED' }, officer.id]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'console.kycDecided'));
  });

  it('shows a rejection without a reason refused beside the reason in Filipino', async () => {
    picture();
    const codes = { codes: 'ID_UNREADABLE, ID_EXPIRED' };
    web.api.on('post', '/officer/members/{id}/kyc', () => refusal(400, { reasonCode: { code: 'apiKyc.review.reason', params: codes } }));
    const page = await (await staff('fil')).submit(PATH, { status: 'REJECTED', reasonCode: '' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ reasonCode: t('fil', 'apiKyc.review.reason', codes) });
    expect(web.api.calls('post', '/officer/members/{id}/kyc')[0].body).toEqual({ status: 'REJECTED', reasonCode: '' });
  });

  it('keeps the reason chosen when the API refuses the whole decision, and says why above the form', async () => {
    picture();
    web.api.on('post', '/officer/members/{id}/kyc', () => refusal(409, {}, 'apiKyc.review.notPending'));
    const page = await (await staff('fil')).submit(PATH, { status: 'REJECTED', reasonCode: 'ID_EXPIRED' });
    expect([page.status, page.location]).toEqual([409, null]);
    expect(page.alerts()).toContain(t('fil', 'apiKyc.review.notPending'));
    expect(page.field('reasonCode').value).toBe('ID_EXPIRED');
    expect(web.api.calls('post', '/officer/members/{id}/kyc')[0].body).toEqual({ status: 'REJECTED', reasonCode: 'ID_EXPIRED' });
  });

  it('sends anything but VERIFIED as a rejection (never a verification by mistake), and a malformed id to nobody', async () => {
    picture();
    web.api.on('post', '/officer/members/{id}/kyc', () => refusal(400, { reasonCode: { code: 'apiKyc.review.reason', params: { codes: 'ID_EXPIRED' } } }));
    const browser = await staff();
    await browser.submit(PATH, { status: 'verified', reasonCode: '' });
    expect(web.api.calls('post', '/officer/members/{id}/kyc')[0].body).toEqual({ status: 'REJECTED', reasonCode: '' });
    expect((await browser.submit('/officer/members/not-an-id', { status: 'VERIFIED' }, { from: PATH })).status).toBe(404);
    expect(posts()).toHaveLength(1);
  });
});

describe('/officer/members and /officer/loans (the lists)', () => {
  it('passes the filters and the cursor from the address, leaves empty ones out, and links each member in Filipino', async () => {
    web.api.on('get', '/officer/members', () => ({ body: { members: [memberRowDto()], nextCursor: 'm-2' } }));
    const page = await (await staff('fil')).get('/officer/members?kyc=PENDING&q=%20&cursor=m-1&evil=1');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.membersTitle'));
    expect(web.api.calls('get', '/officer/members')[0].query).toEqual({ kyc: 'PENDING', cursor: 'm-1' });
    expect(page.body).toContain(`href="/officer/members/${BORROWER_ID}"`);
    expect(page.text).toContain(t('fil', 'kycStatus.PENDING.statement'));
    expect(page.field('kyc').value).toBe('PENDING');
    // The next page keeps the filters; the first page drops the cursor.
    expect(page.body).toContain('href="/officer/members?kyc=PENDING&amp;q=+&amp;cursor=m-2&amp;evil=1"');
    expect(page.text).toContain(t('fil', 'console.firstPage'));
  });

  it('says that the filters hid everything, or that there is nothing, and answers 503 when the API fails', async () => {
    web.api.on('get', '/officer/members', () => ({ body: { members: [], nextCursor: null } }));
    const browser = await staff('fil');
    expect((await browser.get('/officer/members?q=Nobody')).alerts('status')).toContain(t('fil', 'console.emptyFiltered'));
    expect((await browser.get('/officer/members')).alerts('status')).toContain(t('fil', 'console.empty'));
    web.api.on('get', '/officer/members', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await browser.get('/officer/members')).status).toBe(503);
  });

  it('lists loans with their member, status in Filipino and no debt-to-income when none was computed', async () => {
    const prescreen = { ...loanRowDto().prescreen, dsr: null, dsrText: null };
    web.api.on('get', '/officer/loans', () => ({ body: { loans: [loanRowDto({ prescreen })], nextCursor: null } }));
    const page = await (await staff('fil')).get('/officer/loans?status=PENDING_REVIEW&q=HLC');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.loansTitle'));
    expect(web.api.calls('get', '/officer/loans')[0].query).toEqual({ status: 'PENDING_REVIEW', q: 'HLC' });
    expect(page.body).toContain('href="/officer/loans/HLC-2026-000123"');
    expect(page.body).toContain(`href="/officer/members/${BORROWER_ID}"`);
    expect(page.text).toContain(t('fil', 'loanStatus.PENDING_REVIEW.statement'));
    expect(page.text).toContain('25,000.00 —');
    expect(page.field('status').value).toBe('PENDING_REVIEW');
  });
});

describe('/officer/collections and /officer/suspense', () => {
  const collections = (loans = true) =>
    web.api.on('get', '/officer/collections', () => ({
      body: {
        on: '2026-11-28',
        buckets: [{ bucket: '1-30' as const, loans: 1, amountDue: 461_491, principal: 2_000_000 }],
        loans: loans ? [{ loanNumber: 'HLC-2026-000077', memberId: BORROWER_ID, borrower: 'Juan dela Cruz', bucket: '1-30' as const, daysPastDue: 12, oldestDue: '2026-11-16', amountDue: 461_491, principal: 2_000_000 }] : [],
        nextCursor: null,
      },
    }));

  it('shows the buckets and the overdue loans in Filipino, the bucket asked passed on', async () => {
    collections();
    const page = await (await staff('fil')).get('/officer/collections?bucket=1-30');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'books.collectionsIntro', { day: '2026-11-28' }));
    expect(page.textOf('data-testid', 'buckets')).toContain(t('fil', 'books.bucketDays', { bucket: '1-30' }));
    expect(page.textOf('data-testid', 'buckets')).toContain('4,614.91');
    expect(page.body).toContain('href="/officer/collections/HLC-2026-000077"');
    expect(page.field('bucket').value).toBe('1-30');
    expect(web.api.calls('get', '/officer/collections')[0].query).toEqual({ bucket: '1-30' });
  });

  it('says there is no overdue loan, and passes a refusal of the filter on with its status', async () => {
    collections(false);
    const browser = await staff('fil');
    expect((await browser.get('/officer/collections')).alerts('status')).toContain(t('fil', 'books.noOverdue'));
    web.api.on('get', '/officer/collections', () => refusal(400, { bucket: 'apiErrors.badRequest' }));
    const refused = await browser.get('/officer/collections?bucket=2-3');
    expect(refused.status).toBe(400);
    web.api.on('get', '/officer/collections', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await browser.get('/officer/collections')).status).toBe(503);
  });

  it('links a payment in suspense to its assignment form, and not one already waiting for its check', async () => {
    const open = { id: '0d9a7c55-0000-4000-8000-0000000000f1', channel: 'GCASH', reference: 'HL7Q2K9X', transactionId: 'GC-778812', amount: 70_000, amountText: '700.00', receiptNumber: 'OR-00000042', paidAt: '2026-11-28T02:00:00.000Z', state: 'OPEN' as const, actionId: null, target: null, targetText: null };
    const waiting = { ...open, id: '0d9a7c55-0000-4000-8000-0000000000f2', receiptNumber: 'OR-00000043', state: 'WAITING' as const, actionId: '0d9a7c55-0000-4000-8000-0000000000c1', target: 'LOAN' as const, targetText: 'HLC-2026-000123' };
    web.api.on('get', '/officer/suspense', () => ({ body: { payments: [open, waiting], nextCursor: null } }));
    const page = await (await staff('fil')).get('/officer/suspense?cursor=s-1&bucket=x');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'consoleMoney.suspenseTitle'));
    expect(page.body).toContain(`href="/officer/suspense/${open.id}"`);
    expect(page.text).toContain(t('fil', 'consoleMoney.assignLink', { receipt: 'OR-00000042' }));
    expect(page.body).not.toContain(`href="/officer/suspense/${waiting.id}"`);
    expect(web.api.calls('get', '/officer/suspense')[0].query).toEqual({ cursor: 's-1' });
  });
});

describe('/officer/support and /officer/support/:reference', () => {
  const PATH = `/officer/support/${REFERENCE}`;
  const ticket = (overrides: Parameters<typeof ticketDto>[0] = {}) => web.api.on('get', '/officer/support/{reference}', () => ({ body: ticketDto(overrides) }));

  it('lists the requests with the status asked, their topic and status in Filipino', async () => {
    web.api.on('get', '/officer/support', () => ({ body: { pastDue: [], tickets: [ticketDto()], nextCursor: null } }));
    const page = await (await staff('fil')).get('/officer/support?status=OPEN');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/support')[0].query).toEqual({ status: 'OPEN' });
    expect(page.body).toContain(`href="${PATH}"`);
    expect(page.text).toContain(t('fil', 'support.topics.PAYMENT'));
    expect(page.text).toContain(t('fil', 'support.status.OPEN'));
    web.api.on('get', '/officer/support', () => ({ body: { pastDue: [], tickets: [], nextCursor: null } }));
    expect((await (await staff('fil')).get('/officer/support')).alerts('status')).toContain(t('fil', 'support.queueEmpty'));
  });

  it('puts a complaint past its due date first, its due date beside it', async () => {
    const late = ticketDto({ reference: 'S000101', topic: 'COMPLAINT', createdAt: '2026-10-01T02:00:00.000Z', dueAt: '2026-10-31T02:00:00.000Z', pastDue: true });
    const fresh = ticketDto({ reference: 'S000102', createdAt: '2026-11-28T02:00:00.000Z' });
    web.api.on('get', '/officer/support', () => ({ body: { pastDue: [late], tickets: [fresh], nextCursor: null } }));
    const page = await (await staff('en')).get('/officer/support');
    expect(page.status).toBe(200);
    const rows = page.body.match(/S00010[12]/g) ?? [];
    expect(rows[0]).toBe('S000101');
    expect(rows).toContain('S000102');
    expect(page.text).toContain(t('en', 'support.pastDue'));
    expect(page.text).toContain(t('en', 'support.due'));
  });

  it('shows a request with its thread and the answer form; a closed one without it', async () => {
    ticket();
    const browser = await staff('fil');
    const page = await browser.get(PATH);
    expect(page.status).toBe(200);
    expect(page.title).toContain(REFERENCE);
    expect(page.text).toContain('My GCash payment is not on my loan yet.');
    expect(page.field('message').value).toBe('');
    expect(web.api.calls('get', '/officer/support/{reference}')[0].params).toEqual({ reference: REFERENCE });
    ticket({ status: 'CLOSED' });
    const closed = await browser.get(PATH);
    expect(closed.text).toContain(t('fil', 'support.closedNote'));
    expect(closed.has('message')).toBe(false);
  });

  it('refuses an empty answer beside it in Filipino before asking the API', async () => {
    ticket();
    const page = await (await staff('fil')).submit(PATH, { intent: 'answer', message: '  ' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateSupportMessage({ message: '  ' })));
    expect(Object.keys(page.fieldErrors())).toEqual(['message']);
    expect(posts()).toEqual([]);
  });

  it('shows the API\'s refusal of an answer above the form in Filipino, keeping what was typed', async () => {
    ticket();
    web.api.on('post', '/officer/support/{reference}/answer', () => refusal(409, {}, 'apiSupport.alreadyClosed'));
    const page = await (await staff('fil')).submit(PATH, { intent: 'answer', message: 'We found your payment.' });
    expect(page.status).toBe(409);
    expect(page.alerts()).toContain(t('fil', 'apiSupport.alreadyClosed'));
    expect(page.field('message').value).toBe('We found your payment.');
  });

  it('shows the API\'s refusal of the message beside it in Filipino, keeping what was typed', async () => {
    ticket();
    web.api.on('post', '/officer/support/{reference}/answer', () => refusal(400, { message: 'field.contactMessage' }));
    const long = 'Salamat po. '.repeat(3);
    const page = await (await staff('fil')).submit(PATH, { intent: 'answer', message: long });
    expect(page.status).toBe(400);
    expect(page.field('message')).toEqual({ value: long, error: t('fil', 'field.contactMessage') });
    expect(page.alerts()).toEqual([]);
  });

  it('sends the answer as the officer and comes back to the request with the API\'s message', async () => {
    ticket();
    const said = t('fil', 'apiSupport.answered');
    web.api.on('post', '/officer/support/{reference}/answer', () => ({ status: 201, body: { message: said, ticket: ticketDto({ status: 'ANSWERED' }) } }));
    const browser = await staff('fil');
    const page = await browser.submit(PATH, { intent: 'answer', message: 'We found your payment.' });
    expect([page.status, page.location]).toEqual([302, `${PATH}#notices`]);
    const [call] = web.api.calls('post', '/officer/support/{reference}/answer');
    expect([call.params, call.body, call.member?.id]).toEqual([{ reference: REFERENCE }, { message: 'We found your payment.' }, officer.id]);
    expect((await browser.follow(page)).alerts('status')).toContain(said);
  });

  it('closes a request without a message and without an answer sent', async () => {
    ticket();
    const said = t('fil', 'apiSupport.closed', { reference: REFERENCE });
    web.api.on('post', '/officer/support/{reference}/close', () => ({ status: 201, body: { message: said, ticket: ticketDto({ status: 'CLOSED' }) } }));
    const browser = await staff('fil');
    const page = await browser.submit(PATH, { intent: 'close' });
    expect([page.status, page.location]).toEqual([302, `${PATH}#notices`]);
    expect(web.api.calls('post', '/officer/support/{reference}/close')[0].params).toEqual({ reference: REFERENCE });
    expect(posts().map((c) => c.path)).toEqual(['/officer/support/{reference}/close']);
    expect((await browser.follow(page)).alerts('status')).toContain(said);
  });

  it('answers a request the API does not know with its 404', async () => {
    web.api.on('get', '/officer/support/{reference}', () => refusal(404, {}, 'webMessage.notFound'));
    expect((await (await staff()).get('/officer/support/SR-2026-999999')).status).toBe(404);
  });
});

describe('/officer/reconciliation (the upload)', () => {
  const runs = () => web.api.on('get', '/officer/reconciliation', () => ({ body: { runs: [runDto(), runDto({ id: '0d9a7c55-0000-4000-8000-0000000000e9', filename: 'maya-week.csv', channel: 'maya', periodTo: '2026-11-28' })], nextCursor: null } }));
  const CSV = 'transactionId,amount,date\nGC-778812,700.00,2026-11-27\n';

  /** Posts the form as a browser does with a file chosen (the harness's submit sends text fields only). */
  async function upload(browser: Browser, channel: string, file: Blob, filename: string) {
    const form = await browser.get('/officer/reconciliation');
    const body = new FormData();
    body.append('csrf', form.csrf ?? '');
    body.append('channel', channel);
    body.append('file', file, filename);
    return browser.request('POST', '/officer/reconciliation', { headers: { Origin: new URL(web.url).origin }, body });
  }

  /** A multipart body with text fields and a CSV file. */
  function multipartOf(fields: Record<string, string>, csv: string): FormData {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'huge.csv');
    return body;
  }

  /** POSTs `body` with the browser's cookies on a connection that is closed after the answer. */
  async function postAlone(browser: Browser, path: string, body: Response): Promise<{ status: number; text: string }> {
    const bytes = Buffer.from(await body.arrayBuffer());
    const url = new URL(path, web.url);
    return new Promise((done, fail) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            Origin: url.origin,
            Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            'Accept-Language': 'fil-PH,fil;q=0.9',
            'Content-Type': body.headers.get('Content-Type') ?? '',
            'Content-Length': String(bytes.length),
            Connection: 'close',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        },
      );
      // The server may close the connection before it has read all of the body.
      req.on('error', (e) => (e.message.includes('EPIPE') || (e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : fail(e)));
      req.end(bytes);
    });
  }

  it('lists the files uploaded, with their channel and period, in Filipino', async () => {
    runs();
    const page = await (await staff('fil')).get('/officer/reconciliation?cursor=r-1');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'books.reconTitle'));
    expect(page.body).toContain(`href="/officer/reconciliation/${RUN_ID}"`);
    expect(page.text).toContain('2026-11-27 – 2026-11-28');
    expect(page.field('channel').value).toBe('gcash');
    expect(web.api.calls('get', '/officer/reconciliation')[0].query).toEqual({ cursor: 'r-1' });
  });

  it('refuses a form without a file beside the file in Filipino, keeping the channel, before asking the API', async () => {
    runs();
    const page = await (await staff('fil')).submit('/officer/reconciliation', { channel: 'maya' }, { multipart: true });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ file: t('fil', 'books.reconNoFile') });
    expect(page.field('channel').value).toBe('maya');
    expect(posts()).toEqual([]);
  });

  it('sends the file\'s text with its name and channel, and opens the new run', async () => {
    runs();
    web.api.on('post', '/officer/reconciliation', () => ({ status: 201, body: { run: runDto(), items: [], nextCursor: null } }));
    const page = await upload(await staff('fil'), 'gcash', new Blob([CSV], { type: 'text/csv' }), 'gcash-2026-11-27.csv');
    expect([page.status, page.location]).toEqual([302, `/officer/reconciliation/${RUN_ID}`]);
    expect(web.api.calls('post', '/officer/reconciliation')[0].body).toEqual({ channel: 'gcash', filename: 'gcash-2026-11-27.csv', csv: CSV });
  });

  it('shows the API\'s refusal of the file\'s lines beside the file and of the channel beside it, in Filipino, keeping the channel', async () => {
    runs();
    web.api.on('post', '/officer/reconciliation', () => refusal(400, { csv: { code: 'apiReconciliation.row', params: { line: 2 } }, channel: 'apiReconciliation.channel' }));
    const page = await upload(await staff('fil'), 'bayad', new Blob([CSV], { type: 'text/csv' }), 'bayad.csv');
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ channel: t('fil', 'apiReconciliation.channel'), file: t('fil', 'apiReconciliation.row', { line: 2 }) });
    expect(page.field('channel').value).toBe('bayad');
  });

  it('takes a file at the API\'s size limit to the API (which judges it), and refuses a far larger form with 413 before the API', async () => {
    runs();
    web.api.on('post', '/officer/reconciliation', () => refusal(400, { csv: { code: 'apiReconciliation.tooBig', params: { max: SETTLEMENT_FILE_MAX_KB } } }));
    const browser = await staff('fil');
    const atLimit = await upload(browser, 'gcash', new Blob(['x'.repeat(SETTLEMENT_FILE_MAX_KB * 1024)], { type: 'text/csv' }), 'big.csv');
    expect(atLimit.status).toBe(400);
    expect(atLimit.fieldErrors()).toEqual({ file: t('fil', 'apiReconciliation.tooBig', { max: SETTLEMENT_FILE_MAX_KB }) });
    expect(web.api.calls('post', '/officer/reconciliation')).toHaveLength(1);
    // Posted on a connection of its own: the server answers before it has read the body, and a
    // connection left half sent would stall the next test's requests in this process's fetch pool.
    const form = await browser.get('/officer/reconciliation');
    const body = new Response(multipartOf({ csrf: form.csrf ?? '', channel: 'gcash' }, 'x'.repeat(2 * SETTLEMENT_FILE_MAX_KB * 1024)));
    const huge = await postAlone(browser, '/officer/reconciliation', body);
    expect(huge.status).toBe(413);
    // (Only the message is in Filipino: the page around it is English; see the report.)
    expect(huge.text).toContain(t('fil', 'webMessage.formTooLarge'));
    expect(posts()).toHaveLength(1);
  });

  it('answers 503 when the list cannot be read', async () => {
    web.api.on('get', '/officer/reconciliation', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await (await staff()).get('/officer/reconciliation')).status).toBe(503);
  });
});

describe('/officer/reconciliation/:id (a file\'s differences)', () => {
  const PATH = `/officer/reconciliation/${RUN_ID}`;
  const OTHER_ID = '0d9a7c55-0000-4000-8000-0000000000e4';
  const run = () =>
    web.api.on('get', '/officer/reconciliation/{id}', () => ({
      body: {
        run: runDto(),
        items: [itemDto(), itemDto({ id: MATCHED_ITEM_ID, kind: 'MATCHED', transactionId: 'GC-100001', productAmount: 70_000 }), itemDto({ id: OTHER_ID, kind: 'AMOUNT_DIFFERS', transactionId: 'GC-100002', productAmount: 60_000 })],
        nextCursor: null,
      },
    }));

  it('shows the counts and a resolve form for each difference not resolved, none for a match, the kind asked passed on', async () => {
    run();
    const page = await (await staff('fil')).get(`${PATH}?kind=FILE_ONLY`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'books.reconRunTitle', { filename: 'gcash-2026-11-27.csv' }));
    expect(page.textOf('data-testid', 'recon-counts')).toContain(`${t('fil', 'books.reconUnresolved')}: 2`);
    expect(page.body).toContain(`value="${ITEM_ID}"`);
    expect(page.body).toContain(`value="${OTHER_ID}"`);
    expect(page.body).not.toContain(`value="${MATCHED_ITEM_ID}"`);
    expect(page.field('kind').value).toBe('FILE_ONLY');
    const [call] = web.api.calls('get', '/officer/reconciliation/{id}');
    expect([call.params, call.query]).toEqual([{ id: RUN_ID }, { kind: 'FILE_ONLY' }]);
  });

  it('answers 404 for a run the API does not know or an id it refuses', async () => {
    const browser = await staff();
    web.api.on('get', '/officer/reconciliation/{id}', () => refusal(404, {}, 'webMessage.notFound'));
    expect((await browser.get(PATH)).status).toBe(404);
    web.api.on('get', '/officer/reconciliation/{id}', () => refusal(400, { id: 'apiErrors.badRequest' }));
    expect((await browser.get('/officer/reconciliation/x')).status).toBe(404);
  });

  it('resolves a difference with its note: a 302 back to the file with the notice in Filipino', async () => {
    run();
    web.api.on('post', '/officer/reconciliation/items/{id}/resolve', () => ({ body: itemDto({ resolvedAt: '2026-11-28T03:00:00.000Z', note: 'Refunded' }) }));
    const browser = await staff('fil');
    const page = await browser.submit(PATH, { item: ITEM_ID, note: 'Refunded' });
    expect([page.status, page.location]).toEqual([302, PATH]);
    const [call] = web.api.calls('post', '/officer/reconciliation/items/{id}/resolve');
    expect([call.params, call.body]).toEqual([{ id: ITEM_ID }, { note: 'Refunded' }]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'books.reconResolved'));
  });

  it('shows a refused note in the form of that difference only, in Filipino, keeping it there', async () => {
    run();
    web.api.on('post', '/officer/reconciliation/items/{id}/resolve', () => refusal(400, { note: 'apiReconciliation.note' }));
    const page = await (await staff('fil')).submit(PATH, { item: OTHER_ID, note: ' ' });
    expect(page.status).toBe(400);
    expect(page.alerts()).toEqual([t('fil', 'apiReconciliation.note')]);
    // The refusal and the note typed sit in the refused difference's form, the other's stays empty.
    expect(page.body).toMatch(new RegExp(`name="item" value="${OTHER_ID}"[\\s\\S]*?name="note"[^>]*value=" "[\\s\\S]*?role="alert"`));
    expect(page.field('note').value).toBe('');
  });
});

describe('/officer/search', () => {
  it('shows the form alone without a search, asking the API nothing', async () => {
    const page = await (await staff('fil')).get('/officer/search?q=%20%20');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.search'));
    expect(page.has('q')).toBe(true);
    expect(consoleCalls()).toEqual([]);
  });

  it('passes the search and the cursor on and links each member found', async () => {
    web.api.on('get', '/officer/search', () => ({ body: { members: [{ id: BORROWER_ID, fullName: 'Juan dela Cruz', phoneNumber: BORROWER_PHONE, email: 'juan@example.ph', path: `/officer/members/${BORROWER_ID}` }], nextCursor: null } }));
    const page = await (await staff('fil')).get('/officer/search?q=%20Juan%20&cursor=c-1');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/search')[0].query).toEqual({ q: 'Juan', cursor: 'c-1' });
    expect(page.body).toContain(`href="/officer/members/${BORROWER_ID}"`);
    expect(page.field('q').value).toBe(' Juan ');
  });

  it('says above the form in Filipino why a search is refused, with 400; a failure is a 503', async () => {
    const browser = await staff('fil');
    web.api.on('get', '/officer/search', () => refusal(400, { q: { code: 'apiErrors.searchTooLong', params: { max: 100 } } }));
    const page = await browser.get(`/officer/search?q=${'x'.repeat(101)}`);
    expect(page.status).toBe(400);
    expect(page.alerts()).toContain(t('fil', 'apiErrors.searchTooLong', { max: 100 }));
    web.api.on('get', '/officer/search', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await browser.get('/officer/search?q=Juan')).status).toBe(503);
  });
});

describe('/officer/reports', () => {
  const trialBalance = (on: string) => ({
    body: { on, rows: [{ account: '1010 Cash', type: 'asset' as const, debit: 10_000, credit: 0 }, { account: '3000 Equity', type: 'equity' as const, debit: 0, credit: 10_000 }], totalDebit: 10_000, totalCredit: 10_000, balanced: true },
  });
  const portfolio = () => {
    web.api.on('get', '/officer/reports/portfolio', () => ({
      body: { on: '2026-11-28', loansReceivable: 2_000_000, interestEarned: 50_000, interestUnearned: 150_000, suspense: 70_000, runningLoans: 1, par: [{ days: 30 as const, principal: 2_000_000, shareBps: 10_000, shareText: '100.00%', loans: 1 }] },
    }));
    // The charts are proven in statements.test.ts; here they have nothing to draw.
    web.api.on('get', '/officer/reports/charts', () => ({ body: { par30: [], weeks: [], allowanceMeasuredOn: null, allowance: [] } }));
  };

  it('shows the trial balance of the day asked and the portfolio in Filipino, with the downloads of that day', async () => {
    web.api.on('get', '/officer/reports/trial-balance', (call) => trialBalance(call.query.on));
    portfolio();
    const page = await (await staff('fil')).get('/officer/reports?on=2026-11-27');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'books.reportsTitle'));
    expect(web.api.calls('get', '/officer/reports/trial-balance')[0].query).toEqual({ on: '2026-11-27' });
    expect(page.field('on').value).toBe('2026-11-27');
    expect(page.textOf('data-testid', 'trial-balance')).toContain('1010 Cash');
    expect(page.textOf('data-testid', 'trial-balance-status')).toBe(t('fil', 'books.balanced'));
    expect(page.textOf('data-testid', 'par')).toContain(t('fil', 'books.parRow', { days: 30 }));
    expect(page.body).toContain('href="/officer/reports/csv/trial-balance?on=2026-11-27"');
  });

  it('does not pass a malformed day on, and shows today\'s when the API refuses the day asked', async () => {
    portfolio();
    web.api.on('get', '/officer/reports/trial-balance', (call) => (call.query.on ? refusal(400, { on: 'apiAudit.day' }) : trialBalance('2026-11-28')));
    const browser = await staff('fil');
    await browser.get('/officer/reports?on=yesterday');
    expect(web.api.calls('get', '/officer/reports/trial-balance').map((c) => c.query)).toEqual([{}]);
    const page = await browser.get('/officer/reports?on=2026-02-30');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/reports/trial-balance').slice(1).map((c) => c.query)).toEqual([{ on: '2026-02-30' }, {}]);
    expect(page.field('on').value).toBe('2026-11-28');
  });

  it('answers 503 when the portfolio cannot be read', async () => {
    web.api.on('get', '/officer/reports/trial-balance', () => trialBalance('2026-11-28'));
    web.api.on('get', '/officer/reports/portfolio', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    expect((await (await staff()).get('/officer/reports')).status).toBe(503);
  });
});

describe('/officer/audit', () => {
  it('passes the filters on trimmed, and shows each event with who did it and what changed, in Filipino', async () => {
    web.api.on('get', '/officer/audit', () => ({ body: { events: [auditEventDto(), auditEventDto({ id: '0d9a7c55-0000-4000-8000-0000000000da', action: 'loan.overdue', actor: null, memberName: null, target: 'loan:42', before: null, after: null })], nextCursor: 'a-2' } }));
    const page = await (await staff('fil')).get('/officer/audit?member=%2009171234567%20&loan=&from=2026-11-01&evil=1');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'auditPage.title'));
    expect(web.api.calls('get', '/officer/audit')[0].query).toEqual({ member: '09171234567', from: '2026-11-01' });
    expect(page.field('member').value).toBe('09171234567');
    expect(page.text).toContain('Maria Santos (+639000000001)');
    expect(page.text).toContain(t('fil', 'auditPage.system'));
    expect(page.textOf('data-testid', 'audit-after')).toBe('kycStatus: VERIFIED');
    expect(page.text).toContain(t('fil', 'auditPage.next'));
    expect(page.body).toContain('cursor=a-2');
  });

  it('shows a filter the API cannot read refused beside its field in Filipino, with 400 and no events', async () => {
    web.api.on('get', '/officer/audit', () => refusal(400, { loan: 'apiAudit.loan' }));
    const page = await (await staff('fil')).get('/officer/audit?loan=123');
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ loan: t('fil', 'apiAudit.loan') });
    expect(page.field('loan').value).toBe('123');
    expect(page.text).not.toContain(t('fil', 'auditPage.empty'));
  });

  it('says when nothing happened', async () => {
    web.api.on('get', '/officer/audit', () => ({ body: { events: [], nextCursor: null } }));
    expect((await (await staff('fil')).get('/officer/audit')).alerts('status')).toContain(t('fil', 'auditPage.empty'));
  });
});

describe('/officer/documents/:id', () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

  it('passes a member\'s image through to staff with the staff token, private and sandboxed, the thumbnail when asked', async () => {
    web.api.on('get', '/officer/documents/{id}', () => ({ raw: JPEG, headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(JPEG.length) } }));
    const image = await (await staff()).get(`/officer/documents/${DOCUMENT_ID}?size=thumb`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect(image.headers.get('Cache-Control')).toBe('private, no-store');
    expect(image.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    const [call] = web.api.calls('get', '/officer/documents/{id}');
    expect([call.params, call.query, call.member?.id]).toEqual([{ id: DOCUMENT_ID }, { size: 'thumb' }, officer.id]);
  });

  it('answers 404 in the page\'s language for an id that is not one, before the API, and for one the API refuses', async () => {
    const browser = await staff('fil');
    const malformed = await browser.get('/officer/documents/..%2Fmember%2Fdocuments');
    expect([malformed.status, malformed.body]).toEqual([404, t('fil', 'loans.notFound')]);
    expect(consoleCalls()).toEqual([]);
    web.api.on('get', '/officer/documents/{id}', () => refusal(404, {}, 'webMessage.notFound'));
    const unknown = await browser.get(`/officer/documents/${DOCUMENT_ID}`);
    expect([unknown.status, unknown.body]).toEqual([404, t('fil', 'loans.notFound')]);
  });
});

describe('/admin (the first page)', () => {
  it('shows an admin the administration in Filipino with its links, asking the API only for the close of business', async () => {
    web.api.on('get', '/officer/close-of-business', () => ({ body: { lastClosedDate: null, runs: [] } }));
    const browser = web.browser('fil');
    await browser.signedIn(checker, ['ADMIN']);
    const page = await browser.get('/admin');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.adminTitle'));
    expect(page.text).toContain(t('fil', 'console.adminIntro'));
    expect(page.body).toContain('href="/admin/staff"');
    expect(page.body).toContain('href="/admin/settings"');
    expect(consoleCalls().map((c) => `${c.method} ${c.path}`)).toEqual(['get /officer/close-of-business']);
  });

  it('sends a visitor to sign in, coming back to /admin', async () => {
    const page = await web.browser().get('/admin');
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent('/admin')}`]);
  });
});

describe('/officer/unconfirmed-payments (payments the provider did not confirm)', () => {
  const PATH = '/officer/unconfirmed-payments';
  const OPEN_ID = '0d9a7c55-0000-4000-8000-0000000000f1';
  const unconfirmed = (over: Record<string, unknown> = {}) => ({
    id: OPEN_ID,
    provider: 'XENDIT',
    paymentId: 'py-0d9a7c55-0000-4000-8000-0000000000f2',
    reason: 'AMOUNT_DIFFERS' as const,
    reference: '100000000123',
    claimedAmount: 2_575_000,
    confirmedAmount: 10_000,
    confirmedStatus: 'SUCCEEDED',
    createdAt: '2026-11-28T02:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
    ...over,
  });

  it('lists the open ones with why and both amounts, a resolve form for each, the search and cursor passed on; empty, it says so', async () => {
    web.api.on('get', '/officer/reconciliation/unconfirmed-payments', () => ({ body: { payments: [unconfirmed()], nextCursor: 'u-2' } }));
    const browser = await staff('fil');
    const page = await browser.get(`${PATH}?q=py-0d9a&cursor=u-1`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'books.unconfirmedTitle'));
    expect(page.text).toContain(t('fil', 'books.unconfirmedWhyAMOUNT_DIFFERS'));
    expect(page.text).toContain('25,750.00');
    expect(page.text).toContain('100.00 SUCCEEDED');
    expect(page.body).toContain(`value="${OPEN_ID}"`);
    expect(page.field('q').value).toBe('py-0d9a');
    expect(web.api.calls('get', '/officer/reconciliation/unconfirmed-payments')[0].query).toEqual({ q: 'py-0d9a', cursor: 'u-1' });
    web.api.on('get', '/officer/reconciliation/unconfirmed-payments', () => ({ body: { payments: [], nextCursor: null } }));
    expect((await browser.get(PATH)).alerts('status')).toContain(t('fil', 'books.unconfirmedEmpty'));
  });

  it('marks one resolved with its note: a 302 back with the notice; a blank note is refused beside its field, what was typed kept', async () => {
    web.api.on('get', '/officer/reconciliation/unconfirmed-payments', () => ({ body: { payments: [unconfirmed()], nextCursor: null } }));
    web.api.on('post', '/officer/reconciliation/unconfirmed-payments/{id}/resolve', () => ({ body: unconfirmed({ resolvedAt: '2026-11-28T03:00:00.000Z', resolvedBy: officer.id, resolution: 'A test payment' }) }));
    const browser = await staff('fil');
    const page = await browser.submit(PATH, { payment: OPEN_ID, note: 'A test payment' });
    expect([page.status, page.location]).toEqual([302, PATH]);
    const [call] = web.api.calls('post', '/officer/reconciliation/unconfirmed-payments/{id}/resolve');
    expect([call.params, call.body]).toEqual([{ id: OPEN_ID }, { note: 'A test payment' }]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'books.unconfirmedMarked'));
    web.api.on('post', '/officer/reconciliation/unconfirmed-payments/{id}/resolve', () => refusal(400, { note: 'apiReconciliation.note' }));
    const refused = await browser.submit(PATH, { payment: OPEN_ID, note: ' ' });
    expect(refused.status).toBe(400);
    expect(refused.alerts()).toContain(t('fil', 'apiReconciliation.note'));
  });
});

