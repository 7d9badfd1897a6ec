// The administration (/admin/...) through the built server against a stub API
// (test/routes/harness.ts): admins only (an officer or a member gets the ordinary 404), the staff
// accounts, the product settings (pesos on the page, centavos to the API) and the SMS templates:
// the refusals beside each field in the page's language, what a refused form keeps, the redirects.
import { describe, expect, it } from '@jest/globals';
import { sayEach, t, validateStaffAccount } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { refusal, routeTests, type Browser } from './harness';
import { checker, officer, pendingActionDto } from './console.fixtures';

const web = routeTests();

async function admin(lang: 'en' | 'fil' = 'en'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(checker, ['ADMIN']);
  return browser;
}

const STAFF_ID = '6f1c2b9e-0000-4000-8000-0000000000e1';
const account = { id: STAFF_ID, fullName: 'Ana Cruz', phoneNumber: '+639000000003', email: 'ana@halimbawa.ph', roles: ['LOAN_OFFICER' as const], active: true, deactivatedAt: null, createdAt: '2026-11-01T02:00:00.000Z' };

type Settings = ResponseOf<'/admin/settings', 'get'>;
const settings = (overrides: Partial<Settings> = {}): Settings => ({
  current: { monthlyRateBps: 300, minPhp: 500_000, maxPhp: 5_000_000, terms: [3, 6, 12], lateChargeBpsPerMonth: 300, fourEyesAbovePhp: 2_000_000, dtiLimitBps: 4000, coveredAbovePhp: 50_000_000, complaintDueDays: 30 },
  pending: null,
  history: [],
  nextCursor: null,
  ...overrides,
});

const templates = () =>
  web.api.on('get', '/officer/sms-templates', () => ({
    body: {
      templates: [
        { code: 'POLITE_REMINDER', bodyEn: 'Hi {{name}}, {{amountDue}} is due on loan {{loanNumber}}.', bodyFil: 'Hi {{name}}, may bayarin na {{amountDue}} sa loan {{loanNumber}}.', updatedAt: '2026-11-01T02:00:00.000Z' },
      ],
      nextCursor: null,
    },
  }));

type CloseOfBusinessProgress = ResponseOf<'/officer/close-of-business', 'get'>;
const closeOfBusiness = (progress: CloseOfBusinessProgress = { lastClosedDate: null, runs: [] }) => web.api.on('get', '/officer/close-of-business', () => ({ body: progress }));
const closedRun = {
  businessDate: '2027-03-01',
  status: 'DONE' as const,
  loansDone: 120,
  interestAccrued: 1_234_567,
  lateCharges: 25_750,
  entriesPosted: 121,
  startedAt: '2027-03-01T16:00:05.000Z',
  finishedAt: '2027-03-01T16:00:09.000Z',
  failedLoanNumber: null,
  failure: null,
};

describe('who may open the administration', () => {
  it('sends a visitor to sign in, and answers a loan officer and a member with the ordinary 404', async () => {
    const visitor = await web.browser().get('/admin/settings');
    expect([visitor.status, visitor.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent('/admin/settings')}`]);
    const staffOnly = web.browser();
    await staffOnly.signedIn(officer, ['LOAN_OFFICER']);
    const member = web.browser();
    await member.signedIn({}, ['MEMBER']);
    for (const browser of [staffOnly, member]) {
      for (const path of ['/admin', '/admin/staff', '/admin/settings', '/admin/sms-templates']) expect([path, (await browser.get(path)).status]).toEqual([path, 404]);
    }
    expect(web.api.all().filter((c) => c.path !== '/member/me').map((c) => c.path)).toEqual(expect.not.arrayContaining(['/admin/staff', '/admin/settings', '/officer/sms-templates']));
  });

  it('refuses an officer\'s post to an admin form with 404 and sends nothing on', async () => {
    const browser = web.browser();
    await browser.signedIn(officer, ['LOAN_OFFICER']);
    const page = await browser.submit('/admin/staff', { intent: 'deactivate', id: STAFF_ID }, { from: '/about' });
    expect(page.status).toBe(404);
    // Not by the contract's path: a call the stub has no handler for is recorded as it was asked.
    expect(web.api.all().filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('opens the administration to an admin, in Filipino, with every admin page linked', async () => {
    closeOfBusiness();
    const page = await (await admin('fil')).get('/admin');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'console.adminIntro'));
    for (const path of ['/admin/staff', '/admin/settings', '/admin/sms-templates', '/admin/webhooks']) expect(page.body).toContain(`href="${path}"`);
  });
});

describe('/admin: the close of business', () => {
  it('shows the day the books are accrued through and each day, a stopped one with its loan, in Filipino', async () => {
    closeOfBusiness({
      lastClosedDate: '2027-03-01',
      runs: [{ ...closedRun, businessDate: '2027-03-02', status: 'FAILED', loansDone: 50, finishedAt: null, failedLoanNumber: 'HL-2027-000042', failure: 'deadlock detected' }, closedRun],
    });
    const page = await (await admin('fil')).get('/admin');
    expect(page.status).toBe(200);
    expect(page.textOf('data-testid', 'cob-last-closed')).toBe(t('fil', 'closeOfBusinessPage.lastClosed', { date: '2027-03-01' }));
    expect(page.text).toContain(t('fil', 'closeOfBusinessPage.failedAt', { loanNumber: 'HL-2027-000042', failure: 'deadlock detected' }));
    expect(page.text).toContain(t('fil', 'closeOfBusinessPage.statuses.DONE'));
    expect(page.text).toContain('12,345.67');
  });

  it('says when no day was closed yet', async () => {
    closeOfBusiness();
    const page = await (await admin()).get('/admin');
    expect(page.text).toContain(t('en', 'closeOfBusinessPage.neverClosed'));
    expect(page.text).toContain(t('en', 'closeOfBusinessPage.empty'));
  });

  it('runs it from a plain form: a 302 back with the outcome as the notice, a stopped run as an alert', async () => {
    closeOfBusiness({ lastClosedDate: '2027-03-01', runs: [closedRun] });
    web.api.on('post', '/admin/close-of-business/run', () => ({ body: { closed: ['2027-03-01'], outcome: 'UP_TO_DATE' as const, stoppedAt: null, progress: { lastClosedDate: '2027-03-01', runs: [closedRun] } } }));
    const browser = await admin('fil');
    // An index route's form posts to ?index (without JavaScript too).
    expect((await browser.get('/admin')).body).toContain('action="/admin?index"');
    const page = await browser.submit('/admin?index', {}, { from: '/admin' });
    expect([page.status, page.location]).toEqual([302, '/admin']);
    expect(web.api.calls('post', '/admin/close-of-business/run')).toHaveLength(1);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'closeOfBusinessPage.ranUpToDate'));

    web.api.on('post', '/admin/close-of-business/run', () => ({ body: { closed: [], outcome: 'FAILED' as const, stoppedAt: '2027-03-02', progress: { lastClosedDate: '2027-03-01', runs: [closedRun] } } }));
    const stopped = await browser.submit('/admin?index', {}, { from: '/admin' });
    expect((await browser.follow(stopped)).alerts()).toContain(t('fil', 'closeOfBusinessPage.ranFailed'));
  });

  it('refuses an officer\'s run with the ordinary 404 and sends nothing on', async () => {
    const browser = web.browser();
    await browser.signedIn(officer, ['LOAN_OFFICER']);
    const page = await browser.submit('/admin?index', {}, { from: '/about' });
    expect(page.status).toBe(404);
    expect(web.api.calls('post', '/admin/close-of-business/run')).toHaveLength(0);
  });
});

describe('/admin/staff', () => {
  const list = () => web.api.on('get', '/admin/staff', () => ({ body: { staff: [account], nextCursor: 'next-1' } }));

  it('lists the accounts with the search passed on, and a link to the next page', async () => {
    list();
    const page = await (await admin('fil')).get('/admin/staff?q=Ana');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ana Cruz');
    expect(page.text).toContain(t('fil', 'staffPage.roleLoanOfficer'));
    expect(page.body).toContain('href="/admin/staff?q=Ana&amp;cursor=next-1"');
    expect(page.field('q').value).toBe('Ana');
    expect(web.api.calls('get', '/admin/staff')[0].query).toEqual({ q: 'Ana' });
  });

  it('refuses a malformed account beside each field before asking the API, keeping what was typed and the roles ticked', async () => {
    list();
    const typed = { staffPhone: '12', email: 'not-an-email', fullName: 'A' };
    const page = await (await admin('fil')).submit('/admin/staff', { intent: 'create', ...typed, roles: 'ADMIN' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateStaffAccount({ ...typed, roles: ['ADMIN'] })));
    expect(Object.keys(page.fieldErrors()).sort()).toEqual(['email', 'fullName', 'staffPhone']);
    expect(page.field('staffPhone').value).toBe('12');
    expect(page.field('email').value).toBe('not-an-email');
    expect(page.body).toMatch(/<input[^>]*value="ADMIN"[^>]*checked|<input[^>]*checked[^>]*value="ADMIN"/);
    expect(web.api.calls('post', '/admin/staff')).toHaveLength(0);
  });

  it('shows the API\'s refusal of a number already taken beside the number, in Filipino', async () => {
    list();
    web.api.on('post', '/admin/staff', () => refusal(409, { staffPhone: 'apiStaff.phoneTaken' }));
    const page = await (await admin('fil')).submit('/admin/staff', { intent: 'create', staffPhone: '9181234567', email: 'ben@halimbawa.ph', fullName: 'Ben Lim', roles: 'LOAN_OFFICER' });
    expect(page.status).toBe(409);
    expect(page.fieldErrors()).toEqual({ staffPhone: t('fil', 'apiStaff.phoneTaken') });
    expect(page.field('fullName').value).toBe('Ben Lim');
    expect(web.api.calls('post', '/admin/staff')[0].body).toEqual({ staffPhone: '9181234567', email: 'ben@halimbawa.ph', fullName: 'Ben Lim', roles: ['LOAN_OFFICER'] });
  });

  it('asks for an account: a 302 back to the list with the API\'s message (it waits for a second admin) as the notice', async () => {
    list();
    const said = t('fil', 'apiStaff.createRequested');
    web.api.on('post', '/admin/staff', () => ({ status: 202, body: { message: said, action: pendingActionDto({ kind: 'staff.create', payload: { phoneNumber: '+639181234567' } }) } }));
    const browser = await admin('fil');
    const page = await browser.submit('/admin/staff', { intent: 'create', staffPhone: '9181234567', email: 'ben@halimbawa.ph', fullName: 'Ben Lim', roles: 'LOAN_OFFICER' });
    expect([page.status, page.location]).toEqual([302, '/admin/staff']);
    expect((await browser.follow(page)).alerts('status')).toContain(said);
  });

  it('deactivates an account, and shows the API\'s refusal (the last admin) as the notice after the redirect', async () => {
    list();
    web.api.on('post', '/admin/staff/{id}/deactivate', () => refusal(409, {}, 'apiStaff.lastAdmin'));
    const browser = await admin('fil');
    const page = await browser.submit('/admin/staff', { intent: 'deactivate', id: STAFF_ID });
    expect([page.status, page.location]).toEqual([302, '/admin/staff']);
    expect(web.api.calls('post', '/admin/staff/{id}/deactivate')[0].params).toEqual({ id: STAFF_ID });
    expect((await browser.follow(page)).alerts()).toContain(t('fil', 'apiStaff.lastAdmin'));
  });

  it('offers each account its roles, ticked as they are, and asks for new ones: they wait for a second admin', async () => {
    list();
    web.api.on('post', '/admin/staff/{id}/roles', () => ({ status: 202, body: { message: 'x', action: pendingActionDto({ kind: 'staff.roles', subjectId: STAFF_ID }) } }));
    const browser = await admin('fil');
    const form = await browser.get('/admin/staff');
    expect(form.body).toMatch(new RegExp(`<form[^>]*aria-label="${t('fil', 'staffPage.changeRoles')}: Ana Cruz"`));
    expect(form.body).toMatch(new RegExp(`id="roles-${STAFF_ID}-LOAN_OFFICER"[^>]*checked|checked[^>]*id="roles-${STAFF_ID}-LOAN_OFFICER"`));
    const page = await browser.submit('/admin/staff', { intent: 'roles', id: STAFF_ID, roles: 'ADMIN' });
    expect([page.status, page.location]).toEqual([302, '/admin/staff']);
    const [call] = web.api.calls('post', '/admin/staff/{id}/roles');
    expect([call.params, call.body]).toEqual([{ id: STAFF_ID }, { roles: ['ADMIN'] }]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'apiStaff.rolesRequested'));
  });

  it('answers an unknown intent or a malformed id with 404 and asks the API nothing', async () => {
    list();
    const browser = await admin();
    expect((await browser.submit('/admin/staff', { intent: 'promote', id: STAFF_ID })).status).toBe(404);
    expect((await browser.submit('/admin/staff', { intent: 'reset', id: '../x' })).status).toBe(404);
    expect(web.api.all().filter((c) => c.method === 'post')).toHaveLength(0);
  });
});

describe('/admin/settings', () => {
  const form = { monthlyRateBps: '250', minPhp: '5000', maxPhp: '60000', terms: '3, 6, 12', lateChargeBpsPerMonth: '300', fourEyesAbovePhp: '20000', dtiLimitBps: '4000', coveredAbovePhp: '500000', complaintDueDays: '30' };

  it('shows the settings in force in pesos in the form, and a change waiting for its check', async () => {
    web.api.on('get', '/admin/settings', () => ({ body: settings({ pending: pendingActionDto({ kind: 'settings.change' }) }) }));
    const page = await (await admin('fil')).get('/admin/settings');
    expect(page.status).toBe(200);
    expect(page.field('minPhp').value).toBe('5000');
    expect(page.field('terms').value).toBe('3, 6, 12');
    expect(page.alerts('status')).toContain(t('fil', 'settingsPage.pending'));
  });

  it('sends the change with the amounts in centavos and comes back with the notice', async () => {
    web.api.on('get', '/admin/settings', () => ({ body: settings() }));
    web.api.on('post', '/admin/settings', () => ({ status: 202, body: settings() }));
    const browser = await admin('fil');
    const page = await browser.submit('/admin/settings', form);
    expect([page.status, page.location]).toEqual([302, '/admin/settings']);
    expect(web.api.calls('post', '/admin/settings')[0].body).toEqual({
      monthlyRateBps: 250,
      minPhp: 500_000,
      maxPhp: 6_000_000,
      terms: [3, 6, 12],
      lateChargeBpsPerMonth: 300,
      fourEyesAbovePhp: 2_000_000,
      dtiLimitBps: 4000,
      coveredAbovePhp: 50_000_000,
      complaintDueDays: 30,
    });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'settingsPage.sent'));
  });

  it('shows the API\'s refusals beside their fields in Filipino, keeping every value typed', async () => {
    web.api.on('get', '/admin/settings', () => ({ body: settings() }));
    web.api.on('post', '/admin/settings', () => refusal(400, { maxPhp: 'apiSettings.maxBelowMin', terms: 'apiSettings.terms' }));
    const page = await (await admin('fil')).submit('/admin/settings', { ...form, maxPhp: '1000', terms: '3, 3, x' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ maxPhp: t('fil', 'apiSettings.maxBelowMin'), terms: t('fil', 'apiSettings.terms') });
    expect(page.field('maxPhp').value).toBe('1000');
    expect(page.field('terms').value).toBe('3, 3, x');
    expect(page.field('monthlyRateBps').value).toBe('250');
    // What is not a whole number goes as -1, which the API refuses beside its field.
    expect(web.api.calls('post', '/admin/settings')[0].body?.terms).toEqual([3, 3, -1]);
  });
});

describe('/admin/sms-templates', () => {
  it('shows each template with its English and Filipino text', async () => {
    templates();
    const page = await (await admin('fil')).get('/admin/sms-templates');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'books.templatesTitle'));
    expect(page.field('bodyFil').value).toContain('may bayarin na');
  });

  it('shows the refusal of shaming words beside the text in Filipino, keeping both texts typed', async () => {
    templates();
    web.api.on('put', '/admin/sms-templates/{code}', () => refusal(400, { bodyFil: { code: 'apiCollections.templateWords', params: { words: 'kulong' } } }));
    const page = await (await admin('fil')).submit('/admin/sms-templates', { code: 'POLITE_REMINDER', bodyEn: 'Pay now {{name}}', bodyFil: 'Magbayad o kulong' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ bodyFil: t('fil', 'apiCollections.templateWords', { words: 'kulong' }) });
    expect(page.field('bodyFil').value).toBe('Magbayad o kulong');
    expect(page.field('bodyEn').value).toBe('Pay now {{name}}');
    const [call] = web.api.calls('put', '/admin/sms-templates/{code}');
    expect([call.params.code, call.body]).toEqual(['POLITE_REMINDER', { bodyEn: 'Pay now {{name}}', bodyFil: 'Magbayad o kulong' }]);
  });

  it('saves a template: a 302 back with the notice; a malformed code is refused with 400 before the API', async () => {
    templates();
    web.api.on('put', '/admin/sms-templates/{code}', () => ({ body: { code: 'POLITE_REMINDER', bodyEn: 'a', bodyFil: 'b', updatedAt: '2026-11-29T02:00:00.000Z' } }));
    const browser = await admin('fil');
    const page = await browser.submit('/admin/sms-templates', { code: 'POLITE_REMINDER', bodyEn: 'a', bodyFil: 'b' });
    expect([page.status, page.location]).toEqual([302, '/admin/sms-templates']);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'books.templateSaved'));
    const bad = await browser.submit('/admin/sms-templates', { code: '../x', bodyEn: 'a', bodyFil: 'b' });
    expect(bad.status).toBe(400);
    expect(web.api.calls('put', '/admin/sms-templates/{code}')).toHaveLength(1);
  });
});

describe('/admin/webhooks', () => {
  const HOOK_ID = '6f1c2b9e-0000-4000-8000-0000000000f1';
  const hook = { id: HOOK_ID, url: 'https://erp.example.ph/events', events: ['loan.status_changed' as const, 'payment.received' as const], active: true, createdAt: '2026-11-01T02:00:00.000Z', disabledAt: null };

  it('lists the webhooks with their events in Filipino, a link to the deliveries and a disable form; an empty list says so', async () => {
    web.api.on('get', '/admin/webhooks', () => ({ body: { subscriptions: [hook], nextCursor: 'n1' } }));
    const browser = await admin('fil');
    const page = await browser.get('/admin/webhooks?cursor=c0');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${t('fil', 'webhooksPage.eventTypes.loanStatusChanged')}, ${t('fil', 'webhooksPage.eventTypes.paymentReceived')}`);
    expect(page.body).toContain(`href="/admin/webhooks/${HOOK_ID}"`);
    expect(page.body).toMatch(new RegExp(`<form[^>]*aria-label="${t('fil', 'webhooksPage.disable')}: https://erp.example.ph/events"`));
    expect(page.body).toContain('rel="next"');
    expect(web.api.calls('get', '/admin/webhooks')[0].query).toEqual({ cursor: 'c0' });
    web.api.on('get', '/admin/webhooks', () => ({ body: { subscriptions: [], nextCursor: null } }));
    expect((await browser.get('/admin/webhooks')).alerts('status')).toContain(t('fil', 'webhooksPage.empty'));
  });

  it('adds a webhook and shows its secret once on the answer; a refused address shows beside it, what was typed kept', async () => {
    web.api.on('get', '/admin/webhooks', () => ({ body: { subscriptions: [], nextCursor: null } }));
    web.api.on('post', '/admin/webhooks', ({ body }) =>
      body?.url === 'http://10.0.0.1/x' ? refusal(400, { url: 'apiWebhooks.url' }) : { status: 201, body: { subscription: hook, secret: 'whsec_abc123' } },
    );
    const browser = await admin('fil');
    const bad = await browser.submit('/admin/webhooks', { intent: 'create', url: 'http://10.0.0.1/x', events: 'kyc.decided' });
    expect(bad.status).toBe(400);
    expect(bad.field('url')).toEqual({ value: 'http://10.0.0.1/x', error: t('fil', 'apiWebhooks.url') });
    expect(bad.body).toMatch(/value="kyc.decided"[^>]*checked|checked[^>]*value="kyc.decided"/);
    const ok = await browser.submit('/admin/webhooks', { intent: 'create', url: 'https://erp.example.ph/events', events: 'payment.received' });
    expect(ok.status).toBe(201);
    expect(web.api.calls('post', '/admin/webhooks')[1].body).toEqual({ url: 'https://erp.example.ph/events', events: ['payment.received'] });
    expect(ok.textOf('data-testid', 'webhook-secret')).toContain('whsec_abc123');
  });

  it('disables a webhook: a 302 back with the notice; a malformed id is 404 without asking the API', async () => {
    web.api.on('get', '/admin/webhooks', () => ({ body: { subscriptions: [hook], nextCursor: null } }));
    web.api.on('post', '/admin/webhooks/{id}/disable', () => ({ body: { ...hook, active: false, disabledAt: '2026-11-02T02:00:00.000Z' } }));
    const browser = await admin('fil');
    const page = await browser.submit('/admin/webhooks', { intent: 'disable', id: HOOK_ID });
    expect([page.status, page.location]).toEqual([302, '/admin/webhooks']);
    expect(web.api.calls('post', '/admin/webhooks/{id}/disable')[0].params).toEqual({ id: HOOK_ID });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'webhooksPage.disabled'));
    expect((await browser.submit('/admin/webhooks', { intent: 'disable', id: '../x' })).status).toBe(404);
    expect(web.api.calls('post', '/admin/webhooks/{id}/disable')).toHaveLength(1);
  });

  it("shows a webhook's recent deliveries with the last answer, filtered by status, and says when none match", async () => {
    const delivery = { id: 'd1', eventId: 'e1', eventType: 'payment.received' as const, subject: 'loan:HLC-2026-000123', status: 'FAILED' as const, attempts: 8, nextAttemptAt: null, lastAttemptAt: '2026-11-02T02:00:00.000Z', lastStatusCode: null, lastError: 'refused' as const, deliveredAt: null, createdAt: '2026-11-01T02:00:00.000Z' };
    web.api.on('get', '/admin/webhooks/{id}/deliveries', ({ query }) => ({ body: { deliveries: query.status === 'DELIVERED' ? [] : [delivery], nextCursor: null } }));
    const browser = await admin('fil');
    const page = await browser.get(`/admin/webhooks/${HOOK_ID}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'webhooksPage.refused'));
    expect(page.text).toContain(t('fil', 'webhooksPage.deliveryStatuses.FAILED'));
    const none = await browser.get(`/admin/webhooks/${HOOK_ID}?status=DELIVERED`);
    expect(none.alerts('status')).toContain(t('fil', 'console.emptyFiltered'));
    expect(web.api.calls('get', '/admin/webhooks/{id}/deliveries')[1]).toMatchObject({ params: { id: HOOK_ID }, query: { status: 'DELIVERED' } });
    expect((await browser.get('/admin/webhooks/not-an-id')).status).toBe(404);
  });
});

describe('/admin/holidays', () => {
  const year2026 = { year: 2026, holidays: [{ day: '2026-06-12', name: 'Independence Day' }] };

  it('lists a year\'s holidays in Filipino, passing the year asked for on', async () => {
    web.api.on('get', '/admin/holidays', () => ({ body: year2026 }));
    const page = await (await admin('fil')).get('/admin/holidays?year=2026');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/admin/holidays')[0].query).toEqual({ year: '2026' });
    expect(page.text).toContain('Independence Day');
    expect(page.text).toContain(t('fil', 'holidaysPage.title'));
  });

  it('adds a holiday, back on its year with the notice; a refused day is shown beside its field with what was typed', async () => {
    web.api.on('get', '/admin/holidays', () => ({ body: year2026 }));
    web.api.on('post', '/admin/holidays', (call) => (call.body?.day === '2026-02-30' ? refusal(400, { day: 'apiAml.day' }) : { status: 201, body: { day: '2026-12-24', name: 'Christmas Eve' } }));
    const browser = await admin('en');
    const refused = await browser.submit('/admin/holidays', { intent: 'add', day: '2026-02-30', name: 'Nowhere' });
    expect(refused.status).toBe(400);
    expect(refused.field('day')).toMatchObject({ value: '2026-02-30', error: t('en', 'apiAml.day') });
    expect(refused.field('name').value).toBe('Nowhere');
    const done = await browser.submit('/admin/holidays', { intent: 'add', day: '2026-12-24', name: 'Christmas Eve' });
    expect([done.status, done.location]).toEqual([302, '/admin/holidays?year=2026']);
    expect((await browser.follow(done)).alerts('status')).toContain(t('en', 'holidaysPage.added'));
  });

  it('removes a holiday through the API', async () => {
    web.api.on('get', '/admin/holidays', () => ({ body: year2026 }));
    web.api.on('delete', '/admin/holidays/{day}', () => ({ status: 200, body: { day: '2026-06-12', name: 'Independence Day' } }));
    const browser = await admin('en');
    const done = await browser.submit('/admin/holidays', { intent: 'remove', holiday: '2026-06-12' });
    expect([done.status, done.location]).toEqual([302, '/admin/holidays?year=2026']);
    expect(web.api.calls('delete', '/admin/holidays/{day}')[0].params).toEqual({ day: '2026-06-12' });
  });
});
