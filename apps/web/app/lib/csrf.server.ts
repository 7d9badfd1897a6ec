// CSRF: a random token kept in the signed UI cookie, echoed by a hidden `csrf` input in every POST
// form (<CsrfInput/>), and checked in every action together with the Origin header when the
// browser sends one. A failure answers 403 with a page that says what to do.
import { t } from '@halimbawa/domain';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from './env.server';
import type { UiSession } from './session.server';
import { getUiSession } from './session.server';
import { requestLanguage } from './language.server';

export const CSRF_FIELD = 'csrf';

/** Returns the session's token, creating one (and reporting that the cookie must be written). */
export function ensureCsrfToken(ui: UiSession): { token: string; created: boolean } {
  const existing = ui.get('csrf');
  if (typeof existing === 'string' && existing.length >= 32) return { token: existing, created: false };
  const token = randomBytes(32).toString('base64url');
  ui.set('csrf', token);
  return { token, created: true };
}

function requestOrigins(request: Request): Set<string> {
  const origins = new Set<string>(env.TRUSTED_ORIGINS);
  const url = new URL(request.url);
  origins.add(url.origin);
  // Behind a TLS-terminating proxy the request URL may say http while the browser says https.
  const host = request.headers.get('X-Forwarded-Host') ?? request.headers.get('Host') ?? url.host;
  origins.add(`http://${host}`);
  origins.add(`https://${host}`);
  return origins;
}

function sameToken(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

function forbidden(request: Request): never {
  throw new Response(t(requestLanguage(request), 'webMessage.csrfFailure'), {
    status: 403,
    statusText: 'Forbidden',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The largest form body read; uploads have readers of their own. Also in server.mjs. */
export const MAX_FORM_BYTES = 100 * 1024;

function tooLarge(request: Request): never {
  throw new Response(t(requestLanguage(request), 'webMessage.formTooLarge'), { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The request's body, refused with a 413 as soon as it is known to be larger than
 * MAX_FORM_BYTES: from Content-Length, else while it streams in (chunked), so that a large body
 * is never held in memory or parsed.
 */
export async function readCappedBody(request: Request, max = MAX_FORM_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('Content-Length') ?? 0) > max) tooLarge(request);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      tooLarge(request);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Reads the posted form (at most `maxBytes`: MAX_FORM_BYTES unless the form carries a file with a
 * limit of its own) and checks its CSRF token and the Origin header. Every action calls this first
 * (it replaces `request.formData()`). Throws a 403 response when the check fails.
 */
export async function readVerifiedForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const origin = request.headers.get('Origin');
  if (origin !== null && !requestOrigins(request).has(origin)) forbidden(request);

  let form: FormData;
  try {
    form = await new Response(await readCappedBody(request, maxBytes), { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw new Response(t(requestLanguage(request), 'webMessage.formUnreadable'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const ui = await getUiSession(request);
  const expected = ui.get('csrf');
  const sent = form.get(CSRF_FIELD);
  if (typeof expected !== 'string' || typeof sent !== 'string' || !sameToken(expected, sent)) forbidden(request);
  return form;
}
