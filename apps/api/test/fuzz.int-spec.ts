// The API fuzzer: every operation of the OpenAPI document, driven with random and
// hostile bodies, query strings, path parameters and headers. Fails on any 5xx, any answer that
// shows a stack trace, the database's words or a server path, and on any change to the ledger
// from a refused request. Seeded and bounded: FUZZ_RUNS requests per operation (6 in `npm test`,
// more with `npm run test:fuzz`), FUZZ_SEED to replay a run.
import {
  ACTIVATION_STEPS,
  hostileText,
  hostileValue,
  leakIn,
  MALFORMED_JSON,
  ODD_CONTENT_TYPES,
  OFFICER,
  PASSWORD,
  PROTOTYPE_KEYS,
  registrationBody,
  StatusTally,
} from '@halimbawa/testing';
import type { OpenAPIObject, ParameterObject, SchemaObject } from '@nestjs/swagger';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { pathOf, useOperationsSuite } from './support/actors';
import { entriesWrittenSince, ledgerMark } from './support/ledger-invariants';
import { login } from './support/members';
import { apiOperations, resolveSchema, type ApiOperation } from './support/openapi';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

type Caller = 'anonymous' | 'memberA' | 'officer' | 'admin' | 'compliance';
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

interface FuzzRequest {
  caller: Caller;
  /** A broken Authorization header instead of the caller's token. */
  badAuth: string | null;
  /** Per path parameter: a hostile segment, or null for member A's real resource. */
  pathParams: Record<string, string | null>;
  query: [string, string][];
  idempotencyKey: string;
  accept: string;
  body: Body;
}

/** A value the field's schema accepts, more or less: enough to get past the first check now and then. */
function plausible(document: OpenAPIObject, raw: SchemaObject): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, raw.oneOf?.[0] ?? raw);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.example !== undefined) return fc.constant(schema.example);
  if (schema.type === 'integer' || schema.type === 'number') return fc.integer({ min: 0, max: 200_000 });
  if (schema.type === 'boolean') return fc.boolean();
  return fc.constantFrom('100', '150000', '000000', 'PH', 'PHP', 'Maria Santos', 'on', '2026-01-01T00:00:00Z');
}

/**
 * Well-formed bodies of the operations whose checks go deepest, so that one hostile field gets past
 * the others to the code behind them. The rest start from values their schema accepts, more or less.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /contact': { name: 'Juan dela Cruz', email: 'juan@example.ph', message: 'A question about my loan.', agree: true },
  'POST /authmember/register/start': registrationBody('9170000001'),
  'POST /authmember/register/check': registrationBody('9170000001'),
  'POST /authmember/register': { ...registrationBody('9170000001'), code: '000000' },
  'POST /loan/quote': { amount: '150000', currency: 'PHP', installmentCount: 6 },
  'POST /loan/applynew': { amount: '150000', currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true },
  'POST /loan/{loanNumber}/repay': { kind: 'AMOUNT', amount: '100' },
  'POST /withdrawals': { amount: '100' },
  'POST /member/bank/change/start': ACTIVATION_STEPS.bank,
  'POST /officer/payments': { loanNumber: 'HLC-2026-000001', amount: '100', channel: 'GCASH' },
  'POST /admin/currencies': { currencyCode: 'NZD', currencyName: 'New Zealand dollar' },
  ...Object.fromEntries(Object.entries(ACTIVATION_STEPS).map(([step, answers]) => [`PATCH /member/update/${step}`, answers])),
};

/** A JSON body: a well-formed one with one or two fields made hostile or left out, and odd extra keys now and then. */
function jsonBody(document: OpenAPIObject, op: ApiOperation): fc.Arbitrary<unknown> {
  const content = op.op.requestBody && 'content' in op.op.requestBody ? op.op.requestBody.content : {};
  const schema = resolveSchema(document, content['application/json']?.schema ?? content['multipart/form-data']?.schema);
  const fieldNames = Object.keys(schema.properties ?? {});
  const base: fc.Arbitrary<Record<string, unknown>> = VALID_BODIES[op.name]
    ? fc.constant(VALID_BODIES[op.name])
    : fc.record(Object.fromEntries(fieldNames.map((name) => [name, plausible(document, resolveSchema(document, schema.properties![name]))])));
  const key = fc.oneof(
    { weight: 4, arbitrary: fieldNames.length ? fc.constantFrom(...fieldNames) : fc.constant('x') },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })) },
  );
  const changes = fc.array(fc.tuple(key, fc.option(hostileValue, { freq: 5 })), { minLength: 1, maxLength: 2 });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(base, changes).map(([b, edits]) => {
        const result: Record<string, unknown> = { ...b };
        for (const [name, value] of edits) {
          if (value === null) delete result[name];
          else Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
        }
        return result;
      }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

function body(document: OpenAPIObject, op: ApiOperation): fc.Arbitrary<Body> {
  const json = jsonBody(document, op);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 6, arbitrary: json.map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 3,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom('application/json', ...ODD_CONTENT_TYPES),
          text: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ unit: 'binary', maxLength: 200 }), json.map((v) => JSON.stringify(v) ?? '')),
        })
        .map((raw): Body => ({ kind: 'raw', ...raw })),
    },
  );
}

/** Encodes a segment or value, keeping broken percent-escapes and lone surrogates as they come. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^\w.~-]/g, '%ED%A0%80');
  }
}

/** Node refuses to send a header with these; such keys are replaced by a fresh UUID. */
const sendableHeader = (text: string) => text.length < 4000 && /^[\t\x20-\x7e\x80-\xff]*$/.test(text);

/**
 * Mostly whoever gets past the operation's guards, so that the hostile input reaches its handler:
 * officers (and admins) on the officers' routes, admins on the admins', the compliance officer on
 * theirs, member A (whose resources
 * the paths name) elsewhere; the others now and then, to be refused.
 */
function callerFor(op: ApiOperation): fc.Arbitrary<Caller> {
  if (op.path.startsWith('/officer')) return fc.constantFrom<Caller>('officer', 'officer', 'officer', 'admin', 'memberA', 'anonymous');
  if (op.path.startsWith('/admin')) return fc.constantFrom<Caller>('admin', 'admin', 'admin', 'officer', 'memberA', 'anonymous');
  if (op.path.startsWith('/compliance')) return fc.constantFrom<Caller>('compliance', 'compliance', 'compliance', 'officer', 'admin', 'anonymous');
  return fc.constantFrom<Caller>('memberA', 'memberA', 'memberA', 'memberA', 'anonymous', 'officer', 'admin');
}

function fuzzRequest(document: OpenAPIObject, op: ApiOperation): fc.Arbitrary<FuzzRequest> {
  const params = (op.op.parameters ?? []) as ParameterObject[];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const rawSegment = fc.constantFrom('%00', '%', '%E0%A4%A', '..%2F..%2Fetc', '%2e%2e', '-1', '0', '1e9', 'null');
  return fc.record({
    caller: callerFor(op),
    badAuth: fc.oneof(
      { weight: 14, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('Bearer garbage', 'Bearer ', 'Basic YTpi', 'Bearer a.b.c', 'bearer  x') },
    ),
    pathParams: fc.record(Object.fromEntries(pathNames.map((name) => [name, fc.option(fc.oneof(hostileText.map(encode), rawSegment, rawSegment), { freq: 2 })]))),
    query: fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...queryNames, 'status[]', '__proto__', 'a[b]'), fc.string({ maxLength: 8 })), fc.oneof(hostileText, fc.constantFrom('json', 'pdf', 'PENDING', 'SMALL'))),
      { maxLength: 3 },
    ),
    idempotencyKey: fc.oneof(fc.uuid(), hostileText).map((key) => (sendableHeader(key) ? key : randomUUID())),
    accept: fc.constantFrom('application/json', 'application/pdf', 'text/html', '*/*', 'image/*', 'garbage'),
    body: body(document, op),
  });
}

const suite = useOperationsSuite();

const PASSWORDS: Record<Exclude<Caller, 'anonymous'>, () => [string, string]> = {
  memberA: () => [suite.actors.memberA.national, PASSWORD],
  officer: () => [OFFICER.phoneNumber, OFFICER.password],
  admin: () => [suite.actors.admin.national, PASSWORD],
  compliance: () => [suite.actors.compliance.national, PASSWORD],
};

/** A fresh session for `caller`, after a fuzzed request ended theirs (a logout that went through). */
async function signInAgain(caller: Exclude<Caller, 'anonymous'>): Promise<void> {
  const [phone, password] = PASSWORDS[caller]();
  const res = await login(suite.t, phone, password);
  if (res.status !== 200) throw new Error(`${caller} cannot sign in again: ${res.status} ${res.text}`);
  suite.actors.tokens[caller] = res.body.accessToken;
}

/** Sends one fuzzed request; answers its status and text, and what it carried (for the leak check). */
async function send(op: ApiOperation, r: FuzzRequest): Promise<{ status: number; text: string; sent: string }> {
  let path = op.path;
  for (const [name, value] of Object.entries(r.pathParams)) if (value !== null) path = path.replace(`{${name}}`, value);
  path = pathOf(path, suite.actors.resources);
  if (r.query.length) path += `?${r.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
  const req = suite.t.call(op.method, path).set('Idempotency-Key', r.idempotencyKey).set('Accept', r.accept).timeout(120_000);
  if (r.badAuth) req.set('Authorization', r.badAuth);
  else if (r.caller !== 'anonymous') req.set('Authorization', `Bearer ${suite.actors.tokens[r.caller]}`);
  let res;
  if (r.body.kind === 'json') res = await req.set('Content-Type', 'application/json').send(JSON.stringify(r.body.value) ?? 'null');
  else if (r.body.kind === 'raw') res = await req.set('Content-Type', r.body.contentType).send(r.body.text);
  else res = await req;
  const sent = `${path} ${JSON.stringify(r.body)}`;
  return { status: res.status, text: res.text ?? '', sent };
}

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
};

describe('the API fuzzer', () => {
  it(`answers every operation's hostile requests with no 5xx, no leak and no ledger change when refused (${RUNS} runs per operation, seed ${SEED})`, async () => {
    const tally = new StatusTally();
    const broken: string[] = [];
    const ops = apiOperations(suite.document);
    for (const [index, op] of ops.entries()) {
      let failure = '';
      const property = fc.asyncProperty(fuzzRequest(suite.document, op), async (r) => {
        const before = await ledgerMark(suite.t.dataSource);
        const { status, text, sent } = await send(op, r);
        tally.add(status);
        if (op.path === '/dev/clock') suite.t.clock.setOffsetSeconds(0);
        if (op.path === '/authmember/logout' && status === 200 && r.caller !== 'anonymous' && !r.badAuth) await signInAgain(r.caller);
        const leak = leakIn(text, sent);
        const ledgerMoved = status >= 400 && (await entriesWrittenSince(suite.t.dataSource, before)).length > 0;
        if (status >= 500 || leak || ledgerMoved) {
          failure = `${op.name} as ${r.caller}: ${status}${leak ? `, shows ${leak}` : ''}${ledgerMoved ? ', the ledger moved on a refusal' : ''}; request ${short(r)}; answer ${short(text)}`;
          return false;
        }
        return true;
      });
      try {
        await fc.assert(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
      } catch {
        broken.push(failure || `${op.name}: the property threw`);
      }
    }
    console.log(`API fuzzer: ${ops.length} operations x ${RUNS} runs, seed ${SEED}: ${tally}; ${broken.length} broken`);
    expect(broken).toEqual([]);
  }, 60_000 + RUNS * 5_000);
});
