// The web form fuzzer: every route of the web app with an action is posted hostile
// forms through the web server, signed in with a valid session and CSRF token: hostile field
// values, missing and repeated fields, prototype keys, wrong content types, a foreign Origin, a
// body over the size limit. Fails on any 5xx, any page showing a stack trace, the database's words
// or a server path, and on any change to the member's money from a refused post. Seeded and
// bounded: FUZZ_RUNS posts per route (6 in `npm test`), FUZZ_SEED to replay.
import { disbursedLoan, hostileText, leakIn, officerToken, PASSWORD, PROTOTYPE_KEYS, StatusTally } from '@halimbawa/testing';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sessionCookie } from './fixtures';
import { activatedMember, api, apiLogin } from './support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const ROUTES_DIR = join(__dirname, '../../apps/web/app/routes');

/** Where each route file with an action takes its posts ({id}: the member's withdrawal, {loanNumber}: their loan); index routes need ?index. */
const FORM_ACTIONS: Record<string, string> = {
  '$.tsx': '/no-such-page',
  '_auth+/login.tsx': '/login',
  '_auth+/recover.tsx': '/recover',
  '_auth+/register._index.tsx': '/register?index',
  '_auth+/register.employment.tsx': '/register/employment',
  '_auth+/register.verify.tsx': '/register/verify',
  '_public+/contact.tsx': '/contact',
  'admin+/settings.tsx': '/admin/settings',
  'admin+/sms-templates.tsx': '/admin/sms-templates',
  'admin+/staff.tsx': '/admin/staff',
  'admin+/webhooks._index.tsx': '/admin/webhooks?index',
  'compliance+/cases.$id.tsx': '/compliance/cases/{id}',
  'compliance+/lists.tsx': '/compliance/lists',
  'compliance+/members.$id.tsx': '/compliance/members/{id}',
  'compliance+/reports.$id.tsx': '/compliance/reports/{id}',
  'admin+/holidays.tsx': '/admin/holidays',
  'admin+/_index.tsx': '/admin?index',
  'admin+/closed-periods.tsx': '/admin/closed-periods',
  'admin+/provisioning.tsx': '/admin/provisioning',
  'officer+/unconfirmed-payments.tsx': '/officer/unconfirmed-payments',
  'pay+/_index.tsx': '/pay?index',
  'activate+/address.tsx': '/activate/address',
  'activate+/bank.tsx': '/activate/bank',
  'activate+/bank_.confirm.tsx': '/activate/bank/confirm',
  'activate+/identity.tsx': '/activate/identity',
  'activate+/personal.tsx': '/activate/personal',
  'activate+/references.tsx': '/activate/references',
  'dash+/cancel.tsx': '/dash/cancel',
  'dash+/confirm.tsx': '/dash/confirm',
  'dash+/contract.tsx': '/dash/contract',
  'loan+/$loanNumber.hardship.tsx': '/loan/{loanNumber}/hardship',
  // The console's forms, posted by a member: the role gate answers before any action.
  'officer+/approvals.tsx': '/officer/approvals',
  'officer+/collections.$loanNumber.tsx': '/officer/collections/{loanNumber}',
  'officer+/hardship_.$id.tsx': '/officer/hardship/{id}',
  'officer+/loans.$loanNumber_.waive.tsx': '/officer/loans/{loanNumber}/waive',
  'officer+/payments_.new.tsx': '/officer/payments/new',
  'officer+/loans.$loanNumber.tsx': '/officer/loans/{loanNumber}',
  'officer+/members.$id.tsx': '/officer/members/{id}',
  'officer+/reconciliation.$id.tsx': '/officer/reconciliation/{id}',
  'officer+/reconciliation._index.tsx': '/officer/reconciliation?index',
  'officer+/support.$reference.tsx': '/officer/support/S000001',
  'officer+/suspense.$id.tsx': '/officer/suspense/{id}',
  'settings+/auto-debit.tsx': '/settings/auto-debit',
  // Closing the account: refused while the member's loan is open, whatever the fuzzer sends.
  'settings+/data.tsx': '/settings/data',
  'settings+/password.tsx': '/settings/password',
  'support+/$reference.tsx': '/support/S000001',
  'support+/_index.tsx': '/support?index',
  'wallet+/_index.tsx': '/wallet?index',
  'wallet+/withdraw.$id.code.tsx': '/wallet/withdraw/{id}/code',
  'wallet+/withdraw._index.tsx': '/wallet/withdraw?index',
  'wallet+/withdraw.confirm.tsx': '/wallet/withdraw/confirm',
  // Last: a post that goes through ends the session (the fuzzer signs in again).
  '_auth+/logout.tsx': '/logout',
};

function routeFilesWithActions(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesWithActions(path);
    return /export (async )?function action|export const action/.test(readFileSync(path, 'utf8')) ? [relative(ROUTES_DIR, path)] : [];
  });
}

/** Values that make a header HTTP cannot send: a line break (header injection), a character outside Latin-1. */
const UNSENDABLE_HEADER_VALUES = ['abcdefgh\r\nX-Evil: 1', 'key-\u{1F600}-12345678', 'abc\u0000defgh'];
/** Request headers of a hostile client, beside none at all. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  {},
  {},
  {},
  { 'Accept-Language': 'xx-XX;q=abc, *;q=9, fil;q=-1' },
  { 'X-Forwarded-For': 'not-an-address, 999.1.1.1' },
  { 'X-Request-Id': 'a"b\\c{}' },
  { Cookie: '__hl_session=garbage; lang=xx; theme=<script>' },
];

interface Post {
  fields: [string, string][];
  headers: Record<string, string>;
  csrf: 'valid' | 'missing' | 'wrong';
  contentType: string;
  foreignOrigin: boolean;
  oversize: boolean;
}

const urlencode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeSafe(v)}`).join('&');
function encodeSafe(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function post(fieldNames: string[]): fc.Arbitrary<Post> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fieldNames.length ? fc.constantFrom(...fieldNames) : fc.constant('message') },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'intent', '_action', 'redirectTo', 'a[b]'), fc.string({ maxLength: 10 })) },
  );
  return fc.record({
    // Values the web turns into headers (a hidden idempotencyKey) that HTTP cannot carry, too.
    fields: fc.array(fc.tuple(name, fc.oneof(hostileText, fc.constantFrom('1000', '000000', 'on', 'PH', 'Maria Santos', '', ...UNSENDABLE_HEADER_VALUES))), { maxLength: 8 }),
    headers: fc.constantFrom<Record<string, string>>(...HOSTILE_HEADERS),
    csrf: fc.constantFrom<Post['csrf']>('valid', 'valid', 'valid', 'valid', 'valid', 'missing', 'wrong'),
    contentType: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'text/plain',
      'application/json',
    ),
    foreignOrigin: fc.constantFrom(false, false, false, false, false, true),
    oversize: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
  });
}

test('every web form action answers hostile posts without a 5xx, a leak or a change to the money', async ({ baseURL }) => {
  test.setTimeout(120_000 + RUNS * 20_000);
  expect(routeFilesWithActions().sort()).toEqual(Object.keys(FORM_ACTIONS).sort());

  // Member A: activated, KYC verified, a disbursed loan in the wallet and a withdrawal awaiting its code.
  const m = await activatedMember({ verify: true });
  let token = (await apiLogin(m.national, PASSWORD)).accessToken;
  const loanNumber = await disbursedLoan(api, { accessToken: token, e164: m.e164 }, await officerToken(api), { waitMs: 30_000 });
  const created = await api.call<{ withdrawal: { id: string } }>('POST', '/withdrawals', { token, headers: { 'Idempotency-Key': randomUUID() }, body: { amount: '1000' } });
  const withdrawalId = created.withdrawal.id;
  /** The member's wallet as the API tells it (access tokens live 30 s here: signed in again when one ran out). */
  async function money(): Promise<string> {
    let answer = await api.request('GET', '/wallet', { token });
    if (answer.status === 401) {
      token = (await apiLogin(m.national, PASSWORD)).accessToken;
      answer = await api.request('GET', '/wallet', { token });
    }
    return answer.text;
  }

  let web: APIRequestContext = await request.newContext({ baseURL });
  let csrf = '';
  async function signIn(): Promise<void> {
    await web.dispose();
    web = await request.newContext({ baseURL, storageState: { cookies: [await sessionCookie(m)], origins: [] } });
    // Signed in, the member's own page carries the form token.
    const page = await web.get('/dash', { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    csrf = /name="csrf"[^>]*value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  }
  await signIn();

  const tally = new StatusTally();
  const broken: string[] = [];
  for (const [index, [file, target]] of Object.entries(FORM_ACTIONS).entries()) {
    const url = target.replace('{id}', withdrawalId).replace('{loanNumber}', loanNumber);
    const page = await (await web.get(url.replace(/\?index$/, ''), { maxRedirects: 0 })).text();
    const fieldNames = [...new Set([...page.matchAll(/<(?:input|select|textarea)[^>]*\bname="([^"]+)"/g)].map((match) => match[1]))].filter((n) => n !== 'csrf');
    let failure = '';
    const property = fc.asyncProperty(post(fieldNames), async (p) => {
      const before = await money();
      const pairs: [string, string][] = [...p.fields];
      if (p.csrf !== 'missing') pairs.push(['csrf', p.csrf === 'valid' ? csrf : 'forged-token']);
      let body = p.contentType === 'application/json' ? JSON.stringify(Object.fromEntries(pairs)) : urlencode(pairs);
      if (p.oversize) body += `&pad=${'x'.repeat(110 * 1024)}`;
      const headers: Record<string, string> = { ...p.headers, 'Content-Type': p.contentType };
      if (p.foreignOrigin) headers.Origin = 'https://evil.example';
      const res = await web.post(url, { data: body, headers, maxRedirects: 0, failOnStatusCode: false });
      const status = res.status();
      const text = await res.text();
      tally.add(status);
      const leak = leakIn(text, body);
      const moved = status >= 400 && (await money()) !== before;
      // Before any action: a form body over 100 KB (413; uploads may be larger) or a foreign Origin (403).
      const refusals = [...(p.oversize && !p.contentType.startsWith('multipart/') ? [413] : []), ...(p.foreignOrigin ? [403] : [])];
      const unrefused = refusals.length > 0 && !refusals.includes(status);
      if (status >= 500 || leak || moved || unrefused) {
        failure = `${file} (${url}): ${status}${leak ? `, shows ${leak}` : ''}${moved ? ', the money moved on a refusal' : ''}${unrefused ? `, not ${refusals.join(' or ')}` : ''}; post ${JSON.stringify({ ...p, fields: p.fields.map(([k, v]) => [k, v.slice(0, 60)]) })}; answer ${text.slice(0, 200)}`;
        return false;
      }
      if (file === '_auth+/logout.tsx' && status < 400) await signIn();
      return true;
    });
    try {
      await fc.assert(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
    } catch {
      broken.push(failure || `${file}: the property threw`);
    }
  }
  console.log(`web form fuzzer: ${Object.keys(FORM_ACTIONS).length} form actions x ${RUNS} runs, seed ${SEED}: ${tally}; ${broken.length} broken`);
  expect(broken).toEqual([]);
});
