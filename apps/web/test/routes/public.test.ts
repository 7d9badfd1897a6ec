// The public routes (/, /contact, /language, the 404 page, /theme.css) and /notifications through the built
// server against a stub API (test/routes/harness.ts).
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LOAN_SETTINGS, formatCentavos, quoteLoan, sayEach, t, validateContact } from '@halimbawa/domain';
import { THEME_CSS } from '~/lib/theme';
import { refusal, routeTests } from './harness';

const web = routeTests();

describe('/ (the calculator, a GET form)', () => {
  const { minPhp, monthlyRateBps } = DEFAULT_LOAN_SETTINGS;

  it('computes the figures of the amount and term in the query', async () => {
    const page = await web.browser('fil').get('/?amount=200000&currency=PHP&installmentCount=12');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'publicPage.home.title'));
    const quote = quoteLoan(200_000_00, 12, monthlyRateBps);
    expect(page.textOf('data-figure', 'instalment')).toBe(`PHP ${formatCentavos(quote.instalment)}`);
    expect(page.textOf('data-figure', 'totalRepay')).toBe(`PHP ${formatCentavos(quote.totalRepay)}`);
    expect(page.field('amount')).toEqual({ value: '200,000.00' });
    expect(page.text).toContain(t('fil', 'calculator.title'));
  });

  it('refuses an amount that is not a number beside the field, keeping what was typed', async () => {
    const page = await web.browser('fil').get('/?amount=abc&installmentCount=6');
    expect(page.status).toBe(200);
    expect(page.fieldErrors()).toEqual({ amount: t('fil', 'field.amount') });
    expect(page.field('amount').value).toBe('abc');
    expect((await web.browser('en').get('/?amount=abc')).field('amount').error).toBe(t('en', 'field.amount'));
  });

  it('has a slider in the form beside the amount: moved, it sets the amount, even without JavaScript', async () => {
    const page = await web.browser('en').get('/?amount=200000&installmentCount=6');
    // A step of PHP 10,000 between the limits; the slider where the amount is, and where it was drawn.
    expect(page.body).toMatch(/<input[^>]*type="range"[^>]*min="150000"[^>]*max="5000000"[^>]*step="10000"/);
    expect(page.field('slider').value).toBe('200000');
    expect(page.field('sliderFrom').value).toBe('200000');

    // The slider moved, the typed amount left as it was: the slider's amount counts.
    const moved = await web.browser('en').get('/?amount=200%2C000.00&slider=500000&sliderFrom=200000&installmentCount=6');
    expect(moved.field('amount').value).toBe('500,000.00');
    expect(moved.textOf('data-figure', 'instalment')).toBe(`PHP ${formatCentavos(quoteLoan(500_000_00, 6, monthlyRateBps).instalment)}`);
    expect(moved.field('slider').value).toBe('500000');

    // The slider left where it was drawn: the typed amount counts, and the slider follows it.
    const typed = await web.browser('en').get('/?amount=320000&slider=200000&sliderFrom=200000&installmentCount=6');
    expect(typed.field('amount').value).toBe('320,000.00');
    expect(typed.field('slider').value).toBe('320000');
  });

  it('raises an amount below the minimum to it, and says so', async () => {
    const page = await web.browser('fil').get('/?amount=12&installmentCount=6');
    const minimum = `PHP ${formatCentavos(minPhp)}`;
    expect(page.textOf('data-figure', 'note')).toBe(t('fil', 'loanLimit.raisedToMinimum', { amount: minimum }));
    expect(page.textOf('data-figure', 'instalment')).toBe(`PHP ${formatCentavos(quoteLoan(minPhp, 6, monthlyRateBps).instalment)}`);
  });
});

describe('/contact', () => {
  const message = { name: 'Juan dela Cruz', email: 'juan@example.ph', message: 'Kailan po ang susunod na hulog?', agree: 'on' };

  it('refuses a missing consent and a bad e-mail beside them, keeping what was typed', async () => {
    const values = { ...message, email: 'juan@', agree: '' };
    const page = await web.browser('fil').submit('/contact', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateContact(values)));
    expect(Object.keys(page.fieldErrors()).sort()).toEqual(['agree', 'email']);
    expect([page.field('name').value, page.field('email').value, page.field('message').value]).toEqual([message.name, 'juan@', message.message]);
    expect(page.field('agree').checked).toBe(false);
    expect(web.api.calls('post', '/contact')).toHaveLength(0);
  });

  it('shows the API\'s refusal of a field beside it, and one of the whole form at the top', async () => {
    web.api.on('post', '/contact', () => refusal(400, { email: 'field.email' }));
    const page = await web.browser('fil').submit('/contact', message);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ email: t('fil', 'field.email') });
    expect(web.api.calls('post', '/contact')[0].body).toEqual(message);

    web.api.on('post', '/contact', () => refusal(429, {}, 'webMessage.tooManyAttempts'));
    const limited = await web.browser('fil').submit('/contact', message);
    expect(limited.status).toBe(429);
    expect(limited.alerts()).toEqual([t('fil', 'webMessage.tooManyAttempts')]);
    expect(limited.field('message').value).toBe(message.message);
  });

  it('sends the message and comes back to an empty form with the notice', async () => {
    web.api.on('post', '/contact', () => ({ status: 201, body: { message: '' } }));
    const browser = web.browser('fil');
    const page = await browser.submit('/contact', message);
    expect([page.status, page.location]).toEqual([302, '/contact#notices']);
    const after = await browser.get('/contact');
    expect(after.alerts('status')).toEqual([t('fil', 'webMessage.messageSent')]);
    expect(after.field('message').value).toBe('');
  });
});

describe('/language', () => {
  it('remembers the language chosen and goes back to the page; the next pages are in it', async () => {
    const browser = web.browser('en');
    const page = await browser.get('/language?to=fil&back=/about');
    expect([page.status, page.location]).toEqual([302, '/about']);
    expect(browser.cookies.get('lang')).toBe('fil');
    expect((await browser.get('/login')).text).toContain(t('fil', 'auth.login.title'));
    expect((await browser.get('/language?to=en&back=/login')).location).toBe('/login');
    expect((await browser.get('/login')).text).toContain(t('en', 'auth.login.title'));
  });

  it('goes only to a page of this site, and ignores a language it does not have', async () => {
    expect((await web.browser().get('/language?to=fil&back=//evil.example/x')).location).toBe('/');
    const browser = web.browser();
    const unknown = await browser.get('/language?to=xx&back=/about');
    expect(unknown.location).toBe('/about');
    expect(browser.cookies.has('lang')).toBe(false);
  });
});

describe('a page that does not exist', () => {
  it('answers 404 with the not-found page in the visitor\'s language, to a GET and to a POST', async () => {
    const page = await web.browser('fil').get('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.title).toContain(t('fil', 'shell.notFoundTitle'));
    expect(page.text).toContain(t('fil', 'shell.notFoundText'));
    const posted = await web.browser('en').submit('/no/such/page', {}, { from: '/login' });
    expect(posted.status).toBe(404);
    expect(posted.text).toContain(t('en', 'shell.notFoundText'));
  });
});

describe('/notifications', () => {
  const sms = { id: 'n1', channel: 'sms' as const, subject: null, body: 'Your code is ******.', sentAt: '2026-11-28T02:00:00.000Z', unread: true };

  it('sends a visitor to sign in, back here after', async () => {
    const page = await web.browser().get('/notifications?cursor=abc');
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent('/notifications?cursor=abc')}`]);
  });

  it('lists what was sent to the member, in the page\'s language, a page at a time', async () => {
    web.api.on('get', '/notifications', () => ({ body: { notifications: [sms], nextCursor: 'c2' } }));
    const browser = web.browser('fil');
    const member = await browser.signedIn();
    const page = await browser.get('/notifications');
    expect(page.status).toBe(200);
    expect(page.textOf('data-testid', 'notifications')).toContain(sms.body);
    expect(page.text).toContain(t('fil', 'notifications.new'));
    expect(page.body).toContain(`href="/notifications?cursor=c2"`);
    const [call] = web.api.calls('get', '/notifications');
    expect([call.member?.id, call.query]).toEqual([member.id, { limit: '20' }]);

    await browser.get('/notifications?cursor=c2');
    expect(web.api.calls('get', '/notifications')[1].query).toEqual({ cursor: 'c2', limit: '20' });
  });

  it('says when nothing was sent', async () => {
    web.api.on('get', '/notifications', () => ({ body: { notifications: [], nextCursor: null } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    expect((await browser.get('/notifications')).textOf('data-testid', 'notifications-empty')).toBe(t('fil', 'notifications.none'));
  });

  it('answers 503 when the API cannot say', async () => {
    web.api.on('get', '/notifications', () => ({ status: 500, body: { code: 'x', message: 'down' } }));
    const browser = web.browser();
    await browser.signedIn();
    expect((await browser.get('/notifications')).status).toBe(503);
  });

  it('signs out a member whose session cannot be renewed and sends them to sign in, saying why', async () => {
    web.api.on('get', '/notifications', () => refusal(401, {}, 'webMessage.loginExpired'));
    web.api.on('post', '/authmember/refresh', () => refusal(401, {}, 'webMessage.loginExpired'));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get('/notifications');
    expect([page.status, page.location]).toEqual([302, '/login?redirectTo=%2Fnotifications']);
    expect(browser.cookies.has('__hl_session')).toBe(false);
    expect((await browser.follow(page)).alerts()).toEqual([t('fil', 'webMessage.loginExpired')]);
  });
});

describe('/theme.css', () => {
  it("is the theme's CSS variables, kept by the browser for a year (its URL carries its version)", async () => {
    const page = await web.browser().get('/theme.css');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(page.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(page.body).toBe(THEME_CSS);
  });
});
