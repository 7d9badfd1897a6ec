import { ID_PHOTO, PASSWORD, newestSmsCode, officerToken, registrationBody, type OutboxMessage } from '@halimbawa/testing';
import { AppConfig } from '../src/config/app-config';
import { createKycTestApp } from './support/kyc';
import { APPLICATION, verifiedMember } from './support/loans';
import { adminMember, latestCode, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

/** What the rows below share: who is signed in, and what earlier answers gave. */
interface Flow {
  member: Registered;
  officer: string;
  admin: string;
  loanNumber: string;
  secondLoanNumber: string;
  withdrawalId: string;
  refreshToken: string;
  /** Every code read from the dev outbox: none may show anywhere else. */
  codes: string[];
}

type Actor = 'anonymous' | 'member' | 'officer' | 'admin';

/** One request of the table: who sends it, what, the status it must get, and what later rows need from its answer. */
interface Row {
  as: Actor;
  method: 'GET' | 'POST' | 'PATCH';
  path: string | ((f: Flow) => string);
  body?: (f: Flow) => unknown;
  form?: () => FormData;
  headers?: Record<string, string>;
  status: number;
  keep?: (f: Flow, body: unknown) => void;
}

let t: TestApp;
const flow = { codes: [] } as unknown as Flow;

/** The newest SMS code to the member, remembered so that the check below looks for it everywhere. */
async function code(f: Flow): Promise<string> {
  const c = await latestCode(t, f.member.e164);
  f.codes.push(c);
  return c;
}

const wrong = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');

function photoForm(): FormData {
  const form = new FormData();
  form.append('kind', 'SELFIE');
  form.append('file', new Blob([ID_PHOTO], { type: 'image/jpeg' }), 'selfie.jpg');
  return form;
}

/**
 * Every JSON endpoint a visitor, a member, an officer and an admin reach in the product's flows, in
 * the order of those flows (each module adds its rows). The documents and PDFs are binary and
 * left out; their metadata is in the JSON answers.
 */
const ROWS: Row[] = [
  // site and health
  { as: 'anonymous', method: 'GET', path: '/site', status: 200 },
  { as: 'anonymous', method: 'GET', path: '/health', status: 200 },
  // currencies
  { as: 'anonymous', method: 'GET', path: '/availablecurrency', status: 200 },
  { as: 'anonymous', method: 'GET', path: '/rates', status: 200 },
  { as: 'admin', method: 'GET', path: '/admin/currencies', status: 200 },
  // (a currency no other suite uses, switched off again: the suites share one database)
  { as: 'admin', method: 'POST', path: '/admin/currencies', body: () => ({ currencyCode: 'ZAR', currencyName: 'South African Rand', currencySymbol: 'R', countryName: 'South Africa' }), status: 200 },
  { as: 'admin', method: 'POST', path: '/admin/rates', body: () => ({ currencyCode: 'ZAR', rate: '0.32' }), status: 200 },
  { as: 'admin', method: 'POST', path: '/admin/currencies', body: () => ({ currencyCode: 'ZAR', active: false }), status: 200 },
  // auth: sign-up check, sign-in, refresh (and the reuse of a rotated token)
  { as: 'anonymous', method: 'POST', path: '/authmember/register/check', body: (f) => ({ phoneNumber: f.member.national, email: 'a@b.ph', fullName: 'Juan Dela Cruz', password: PASSWORD, confirmPassword: PASSWORD }), status: 400 },
  // (answered as for a new number: the member's own sign-up code went out less than a minute ago)
  { as: 'anonymous', method: 'POST', path: '/authmember/register/start', body: (f) => registrationBody(f.member.national), status: 429 },
  { as: 'anonymous', method: 'POST', path: '/authmember/login', body: (f) => ({ phoneNumber: f.member.national, password: 'Wrong#2026' }), status: 401 },
  { as: 'anonymous', method: 'POST', path: '/authmember/login', body: (f) => ({ phoneNumber: f.member.national, password: PASSWORD }), status: 200, keep: (f, b) => (f.refreshToken = (b as { refreshToken: string }).refreshToken) },
  { as: 'anonymous', method: 'POST', path: '/authmember/refresh', body: (f) => ({ refreshToken: f.refreshToken }), status: 200 },
  { as: 'anonymous', method: 'POST', path: '/authmember/refresh', body: (f) => ({ refreshToken: f.refreshToken }), status: 401 },
  // members
  { as: 'member', method: 'POST', path: '/misc/phonenumber', status: 200 },
  { as: 'member', method: 'POST', path: '/member/infostate', status: 200 },
  // kyc (the fixture saved the five steps; their answers are checked too) and documents
  { as: 'member', method: 'GET', path: '/member/kyc', status: 200 },
  { as: 'member', method: 'PATCH', path: '/member/update/personal', body: () => ({}), status: 400 },
  { as: 'member', method: 'POST', path: '/member/documents', form: photoForm, status: 409 },
  { as: 'member', method: 'POST', path: '/member/bank/change/start', body: () => ({ bankName: 'BPI', accountName: 'Maria Santos', accountNumber: '001234567891', confirmAccountNumber: '001234567891' }), status: 202 },
  { as: 'member', method: 'POST', path: '/member/bank/change/finish', body: async (f) => ({ code: await code(f) }), status: 200 },
  // officer: members and their KYC
  { as: 'officer', method: 'GET', path: '/officer/kyc-reasons', status: 200 },
  { as: 'officer', method: 'GET', path: '/officer/members?kyc=VERIFIED', status: 200 },
  { as: 'officer', method: 'GET', path: (f) => `/officer/members/${f.member.id}`, status: 200 },
  { as: 'officer', method: 'POST', path: (f) => `/officer/members/${f.member.id}/kyc`, body: () => ({ status: 'VERIFIED' }), status: 409 },
  // loans: quote, apply, approve, disclosure, sign, disburse, wallet, contracts
  { as: 'anonymous', method: 'POST', path: '/loan/quote', body: () => ({ amount: '150000', currency: 'PHP', installmentCount: 6 }), status: 200 },
  { as: 'member', method: 'POST', path: '/loan/applynew', body: () => APPLICATION, status: 201, keep: (f, b) => (f.loanNumber = (b as { loan: { loanNumber: string } }).loan.loanNumber) },
  { as: 'member', method: 'POST', path: '/loan/phonenumber', status: 200 },
  { as: 'officer', method: 'GET', path: '/officer/loan-reject-reasons', status: 200 },
  { as: 'officer', method: 'GET', path: '/officer/loans?status=PENDING_REVIEW', status: 200 },
  { as: 'officer', method: 'GET', path: (f) => `/officer/loans/${f.loanNumber}`, status: 200 },
  { as: 'officer', method: 'POST', path: (f) => `/officer/loans/${f.loanNumber}/approve`, body: () => ({}), status: 200 },
  { as: 'member', method: 'GET', path: (f) => `/loan/${f.loanNumber}/disclosure`, status: 200 },
  { as: 'member', method: 'POST', path: (f) => `/loan/${f.loanNumber}/sign/start`, body: () => ({}), status: 202 },
  { as: 'member', method: 'POST', path: (f) => `/loan/${f.loanNumber}/sign/finish`, body: async (f) => ({ code: wrong(await code(f)) }), status: 400 },
  { as: 'member', method: 'POST', path: (f) => `/loan/${f.loanNumber}/sign/finish`, body: async (f) => ({ code: await code(f) }), status: 200 },
  { as: 'anonymous', method: 'GET', path: '/dev/clock', status: 200 },
  { as: 'anonymous', method: 'POST', path: '/dev/clock', body: () => ({ offsetSeconds: 11 }), status: 200 },
  { as: 'anonymous', method: 'POST', path: '/dev/jobs/run', body: () => ({ job: 'disbursement' }), status: 200 },
  { as: 'anonymous', method: 'POST', path: '/dev/clock', body: () => ({ offsetSeconds: 0 }), status: 200 },
  { as: 'member', method: 'GET', path: '/wallet', status: 200 },
  { as: 'member', method: 'GET', path: '/loan/contracts', status: 200 },
  // withdrawals: held, a wrong code, cancelled (the money stays for the cooling-off cancellation
  // below), a day after the bank change above (withdrawals wait 24 hours after one)
  { as: 'anonymous', method: 'POST', path: '/dev/clock', body: () => ({ offsetSeconds: 25 * 3600 }), status: 200 },
  {
    as: 'member',
    method: 'POST',
    path: '/withdrawals',
    headers: { 'Idempotency-Key': 'secrets-check-withdrawal-1' },
    body: () => ({ amount: '10000' }),
    status: 201,
    keep: (f, b) => (f.withdrawalId = (b as { withdrawal: { id: string } }).withdrawal.id),
  },
  { as: 'member', method: 'POST', path: (f) => `/withdrawals/${f.withdrawalId}/confirm`, body: async (f) => ({ code: wrong(await code(f)) }), status: 400 },
  { as: 'member', method: 'GET', path: (f) => `/withdrawals/${f.withdrawalId}`, status: 200 },
  { as: 'member', method: 'POST', path: (f) => `/withdrawals/${f.withdrawalId}/cancel`, status: 200 },
  { as: 'member', method: 'GET', path: '/withdrawals', status: 200 },
  { as: 'anonymous', method: 'POST', path: '/dev/payouts/run', status: 200 },
  { as: 'officer', method: 'GET', path: '/officer/withdrawals', status: 200 },
  { as: 'anonymous', method: 'POST', path: '/dev/clock', body: () => ({ offsetSeconds: 0 }), status: 200 },
  // loans: cancelled within the cooling-off days, applied for again and rejected
  { as: 'member', method: 'POST', path: (f) => `/loan/${f.loanNumber}/cancel`, body: () => ({}), status: 200 },
  { as: 'member', method: 'POST', path: '/loan/applynew', body: () => APPLICATION, status: 201, keep: (f, b) => (f.secondLoanNumber = (b as { loan: { loanNumber: string } }).loan.loanNumber) },
  { as: 'officer', method: 'POST', path: (f) => `/officer/loans/${f.secondLoanNumber}/reject`, body: () => ({ reasonCode: 'HIGH_DSR' }), status: 200 },
  // contact
  { as: 'anonymous', method: 'POST', path: '/contact', body: () => ({ name: 'Juan Dela Cruz', email: 'juan@example.com', message: 'Hello', agree: true }), status: 201 },
  { as: 'officer', method: 'GET', path: '/officer/contact-messages', status: 200 },
  // auth: password change, recovery (a wrong code, the right one, and one never used), sign-out
  { as: 'member', method: 'POST', path: '/authmember/chpwd', body: () => ({ currentPassword: PASSWORD, password: 'Changed#2026', confirmPassword: 'Changed#2026' }), status: 200 },
  { as: 'anonymous', method: 'POST', path: '/authmember/recover/start', body: (f) => ({ phoneNumber: f.member.national }), status: 202 },
  { as: 'anonymous', method: 'POST', path: '/authmember/recover/finish', body: async (f) => ({ phoneNumber: f.member.national, code: wrong(await code(f)), password: 'Reset#2026', confirmPassword: 'Reset#2026' }), status: 400 },
  { as: 'anonymous', method: 'POST', path: '/authmember/recover/finish', body: async (f) => ({ phoneNumber: f.member.national, code: await code(f), password: 'Reset#2026', confirmPassword: 'Reset#2026' }), status: 200 },
  { as: 'anonymous', method: 'POST', path: '/dev/clock', body: () => ({ offsetSeconds: 61 }), status: 200 },
  { as: 'anonymous', method: 'POST', path: '/authmember/recover/start', body: (f) => ({ phoneNumber: f.member.national }), status: 202 },
  // The newest code, never used: it must not show either.
  { as: 'anonymous', method: 'GET', path: (f) => `/dev/outbox?to=${encodeURIComponent(f.member.e164)}`, status: 200, keep: (f, b) => f.codes.push(newestSmsCode(b as OutboxMessage[])!) },
  { as: 'anonymous', method: 'POST', path: '/dev/clock', body: () => ({ offsetSeconds: 0 }), status: 200 },
  // The reset ended every session (docs/decisions/007): sign in again, then sign out.
  { as: 'anonymous', method: 'POST', path: '/authmember/login', body: (f) => ({ phoneNumber: f.member.national, password: 'Reset#2026' }), status: 200, keep: (f, b) => ({ accessToken: f.member.accessToken, refreshToken: f.member.refreshToken } = b as Flow['member']) },
  { as: 'member', method: 'POST', path: '/authmember/logout', body: (f) => ({ refreshToken: f.member.refreshToken }), status: 200 },
];

/** The answers that hand out refresh tokens: the only ones that may show one. */
const ISSUES_TOKENS = new Set(['/authmember/register', '/authmember/login', '/authmember/refresh']);
/** Keys that would name a secret, at any depth of an answer. */
const SECRET_KEY = /password_?hash|code_?hash|token_?hash|storage_?key|secret/i;

function secretKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(SECRET_KEY.test(k) ? [`${at}.${k}`] : []), ...secretKeys(v, `${at}.${k}`)]);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

beforeAll(async () => {
  t = await createKycTestApp();
  flow.officer = await officerToken(t.api);
  // The activation fixture: registered, five steps with the photos, verified by the officer.
  flow.member = await verifiedMember(t, flow.officer);
  flow.admin = (await adminMember(t)).adminToken;
});
afterAll(() => t.close());

it('never answers a password hash, an OTP hash or code, a refresh token or its hash, a document key or a secret', async () => {
  const tokens: Record<Actor, () => string | undefined> = {
    anonymous: () => undefined,
    member: () => flow.member.accessToken,
    officer: () => flow.officer,
    admin: () => flow.admin,
  };
  for (const row of ROWS) {
    const path = typeof row.path === 'string' ? row.path : row.path(flow);
    const answer = await t.api.request(row.method, path, { token: tokens[row.as](), body: await row.body?.(flow), form: row.form?.(), headers: row.headers });
    expect({ request: `${row.as} ${row.method} ${path}`, status: answer.status }).toEqual({ request: `${row.as} ${row.method} ${path}`, status: row.status });
    row.keep?.(flow, answer.body);
  }

  const config = t.app.get(AppConfig);
  const secrets = [config.jwtSecret, config.otpSecret];
  for (const [sql, column] of [
    ['SELECT password_hash FROM members', 'password_hash'],
    ['SELECT code_hash FROM otp_challenges', 'code_hash'],
    ['SELECT token_hash FROM refresh_tokens', 'token_hash'],
    ['SELECT storage_key FROM identity_documents', 'storage_key'],
  ]) {
    const values = (await t.dataSource.query(sql)).map((row: Record<string, string>) => row[column]);
    expect({ sql, found: values.length > 0 }).toEqual({ sql, found: true });
    secrets.push(...values);
  }
  const refreshTokens = t.responses
    .filter((r) => ISSUES_TOKENS.has(r.path))
    .map((r) => (parse(r.text) as { refreshToken?: string } | null)?.refreshToken)
    .filter((v): v is string => !!v);
  expect(refreshTokens.length).toBeGreaterThan(3);
  expect(flow.codes.length).toBeGreaterThan(5);

  expect(t.responses.length).toBeGreaterThan(ROWS.length);
  for (const answer of t.responses) {
    const where = `${answer.method.toUpperCase()} ${answer.path} (${answer.status})`;
    const outbox = answer.path.startsWith('/dev/outbox');
    expect({ where, argon: answer.text.includes('$argon2') }).toEqual({ where, argon: false });
    expect({ where, secrets: secrets.filter((s) => answer.text.includes(s)) }).toEqual({ where, secrets: [] });
    expect({ where, keys: secretKeys(parse(answer.text)) }).toEqual({ where, keys: [] });
    if (!ISSUES_TOKENS.has(answer.path)) expect({ where, refreshTokens: refreshTokens.filter((r) => answer.text.includes(r)) }).toEqual({ where, refreshTokens: [] });
    // The outbox's job is to show the sent SMS (outside production only).
    if (!outbox) expect({ where, codes: flow.codes.filter((c) => new RegExp(`\\b${c}\\b`).test(answer.text)) }).toEqual({ where, codes: [] });
  }
  // The check itself can fail: the outbox does show the codes.
  expect(t.responses.some((r) => r.path.startsWith('/dev/outbox') && r.text.includes(flow.codes[0]))).toBe(true);
});

it('logs one JSON line per request with its id, and never a password, a code, a token or an ID number', async () => {
  const given = `web-${Date.now()}`;
  const answer = await t.call('get', '/site').set('X-Request-Id', given);
  expect(answer.headers['x-request-id']).toBe(given);
  // A request id that is not plain is replaced, not logged as sent.
  const hostile = await t.call('get', '/site').set('X-Request-Id', 'a"b\\c{}');
  expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

  const requestLines = t.logs.filter((line) => (line.req as { id?: string } | undefined)?.id);
  expect(requestLines.length).toBeGreaterThan(ROWS.length);
  expect(requestLines.find((line) => (line.req as { id: string }).id === given)).toMatchObject({ req: { method: 'GET', path: '/api/v2/site' }, res: { status: 200 } });

  const identityNumbers: string[] = (await t.dataSource.query(`SELECT identity_number FROM member_identity`)).map((r: { identity_number: string }) => r.identity_number);
  const refreshTokens = t.responses.map((r) => (parse(r.text) as { refreshToken?: string } | null)?.refreshToken).filter((v): v is string => !!v);
  const accessTokens = [flow.member.accessToken, flow.officer, flow.admin];
  expect({ ids: identityNumbers.length > 0, refresh: refreshTokens.length > 0, codes: flow.codes.length > 5 }).toEqual({ ids: true, refresh: true, codes: true });
  const text = t.logs.map((line) => JSON.stringify(line)).join('\n');
  expect(text.includes(PASSWORD)).toBe(false);
  expect(text.toLowerCase()).not.toMatch(/authorization|cookie|bearer/);
  expect(accessTokens.filter((token) => text.includes(token.split('.')[2]))).toEqual([]);
  expect(refreshTokens.filter((token) => text.includes(token))).toEqual([]);
  expect(identityNumbers.filter((id) => text.includes(id))).toEqual([]);
  expect(flow.codes.filter((code) => new RegExp(`\\b${code}\\b`).test(text))).toEqual([]);
});
