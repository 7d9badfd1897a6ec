// Through a real browser: the sign-in's redirect never leaves the
// site, an oversized form gets the 413 page, every page carries a Content-Security-Policy its own
// scripts satisfy, and a signed-in member's pages are never stored by a cache.
import { registerMember } from '@halimbawa/testing';
import { connect } from 'node:net';
import { expect, test } from './fixtures';
import { api, field, newMember, signIn, submitFormOf } from './support';

/** Redirect targets that a browser would resolve to another host, had the site not refused them. */
const OPEN_REDIRECTS = ['/.//evil.example', '//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'];

test.describe('the redirect after sign-in', () => {
  test('stays on the site for every variant, signed out (after the sign-in) and signed in (at once)', async ({ page, baseURL }) => {
    const m = newMember();
    await registerMember(api, m.national);
    const site = new URL(baseURL!).host;
    for (const target of OPEN_REDIRECTS) {
      await page.context().clearCookies();
      await signIn(page, m.national, m.password, `/login?redirectTo=${encodeURIComponent(target)}`);
      expect([target, new URL(page.url()).host, new URL(page.url()).pathname]).toEqual([target, site, '/dash']);
    }
    for (const target of OPEN_REDIRECTS) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect([target, new URL(page.url()).host]).toEqual([target, site]);
    }
  });
});

test('a form larger than the site accepts gets the 413 page that says so', async ({ page }) => {
  await page.goto('/contact');
  await field(page, 'name').fill('Juan dela Cruz');
  await field(page, 'email').fill('juan@example.ph');
  // The field's own maxlength would stop a person; a hostile client has none.
  await field(page, 'message').evaluate((el) => el.removeAttribute('maxlength'));
  await field(page, 'message').fill('x'.repeat(120 * 1024));
  await field(page, 'agree').check();
  const answer = page.waitForResponse((res) => res.request().method() === 'POST');
  await submitFormOf(page, 'message').catch(() => undefined);
  expect((await answer).status()).toBe(413);
  await expect(page.getByText(/larger than this site accepts/).first()).toBeVisible();
});

test('every page has a Content-Security-Policy that its own scripts satisfy; signed-in pages are no-store', async ({ page, signInAs }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/login', '/contact']) {
    const res = await page.goto(path);
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect([path, csp]).toEqual([path, expect.stringMatching(/script-src [^;]*'nonce-[A-Za-z0-9+/=_-]{16,}'/)]);
    expect(csp).toMatch(/frame-ancestors 'none'|frame-ancestors 'self'/);
  }
  const m = newMember();
  await registerMember(api, m.national);
  await signInAs(m);
  for (const path of ['/dash', '/wallet', '/settings']) {
    const res = await page.goto(path);
    expect([path, res!.headers()['cache-control'] ?? '']).toEqual([path, expect.stringContaining('no-store')]);
    expect(res!.headers()['content-security-policy']).toContain("'nonce-");
  }
  expect(violations).toEqual([]);
});

test('a body sent a byte at a time is cut off when the request time runs out, with a 408', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`);
      const drip = setInterval(() => socket.write('a'), 500);
      let received = '';
      // Once the answer arrives nothing more is sent: a byte written after the server closed may
      // reset the connection. A reset then ends it like a close, with what was received.
      socket.on('data', (chunk) => {
        clearInterval(drip);
        received += chunk.toString('latin1');
      });
      socket.on('close', () => {
        clearInterval(drip);
        resolve(received);
      });
    });
    socket.on('error', (error) => (socket.connecting ? reject(error) : undefined));
    socket.setTimeout(30_000, () => socket.destroy());
  });
  // WEB_REQUEST_TIMEOUT_MS is 5 s in e2e (playwright.config.ts); 60 s by default.
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});
