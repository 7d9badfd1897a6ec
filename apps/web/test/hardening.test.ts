// The open redirect after sign-in and form bodies without a size limit.
import { describe, expect, it } from '@jest/globals';
import { MAX_FORM_BYTES, readVerifiedForm } from '~/lib/csrf.server';
import { loginUrl, safeRedirect } from '~/lib/redirect.server';
import { newNonce } from '~/lib/security-headers.server';

describe('safeRedirect', () => {
  // Each of these resolves (in a browser, after its own normalising) to another host.
  const hostile = [
    '/.//evil.com',
    '/././/evil.com',
    '/a/..//evil.com',
    '/a/../..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/.//evil.com/path?x=1#y',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/.\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http:evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    ' //evil.com',
    'evil.com',
  ];

  it.each(hostile)('refuses %p', (to) => {
    expect(safeRedirect(to)).toBe('/dash');
    const target = new URL(loginUrl(to), 'http://same.site').searchParams.get('redirectTo');
    expect(target === null || new URL(target, 'http://same.site').host === 'same.site').toBe(true);
  });

  it.each([
    ['/wallet', '/wallet'],
    ['/loans/HLC-2026-000123?tab=schedule', '/loans/HLC-2026-000123?tab=schedule'],
    ['/a/./b/../c', '/a/c'],
    ['/settings#password', '/settings#password'],
  ])('keeps the same-site path %p', (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});

describe('readVerifiedForm: the size limit', () => {
  const big = new URLSearchParams({ message: 'x'.repeat(MAX_FORM_BYTES + 1) }).toString();
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  async function refusal(request: Request): Promise<Response> {
    const thrown = await readVerifiedForm(request).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(thrown instanceof Response)) throw new Error(`expected a Response, got ${String(thrown)}`);
    return thrown;
  }

  it('answers 413 from Content-Length, before reading', async () => {
    const res = await refusal(post(big, { 'Content-Length': String(big.length) }));
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/larger than this site accepts/);
  });

  it('answers 413 while a body without Content-Length streams in', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const res = await refusal(post(endless));
    expect(res.status).toBe(413);
    // Read no further than the limit and one chunk.
    expect(sent).toBeLessThan(MAX_FORM_BYTES + 64 * 1024);
  });

  it('reads a form within the limit (then checks its token: 403 without one)', async () => {
    const res = await refusal(post(new URLSearchParams({ message: 'x'.repeat(MAX_FORM_BYTES - 100) }).toString()));
    expect(res.status).toBe(403);
  });
});

describe('newNonce', () => {
  it('gives each response 16 fresh random bytes in base64', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    // Not a counter: the bytes vary everywhere (a byte position equal in all 1,000 would fail).
    const bytes = nonces.map((n) => Buffer.from(n, 'base64'));
    for (let i = 0; i < 16; i += 1) expect(new Set(bytes.map((b) => b[i])).size).toBeGreaterThan(100);
  });
});
