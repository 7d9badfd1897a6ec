import fc from 'fast-check';

/**
 * Hostile input for the fuzzers (the API's operations and the web's form actions): values a
 * careless parser coerces, stores or chokes on. Each one must be answered with a clear 4xx, or
 * accepted as what it is, never with a 5xx.
 */
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.01,
  1.5,
  0.1 + 0.2,
  1e21,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [1, 2],
  { amount: '1' },
  '',
  ' ',
  '0',
  '-100',
  '1.005',
  '1e5',
  '1E-7',
  '0x1F',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '1,00,000',
  'true',
  'null',
  'undefined',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202eevil',
  '\ud800',
  'Ñoño 🙂 日本語 ‍',
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '%',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
];

/** One hostile value: a listed one, a random string of any code units, a random number or a small JSON tree. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_VALUES), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 64 }), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.integer({ min: 2, max: 40 }).map((depth) => nested(depth)), weight: 1 },
);

/** A hostile value that can travel as text (a form field, a query value, a path segment). */
export const hostileText: fc.Arbitrary<string> = hostileValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)));

/** Keys that reach Object.prototype when an object is built carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** `[[[...]]]` nested `depth` levels. */
export function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

/** Raw JSON-ish bodies no well-formed object comes from: broken, too deep, prototype keys, not an object. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  '{"a":01}',
  '{"a":NaN}',
  '[',
  'null',
  '"text"',
  '12',
  '[1,2,3]',
  '\u0000',
  '{"__proto__":{"isAdmin":true,"roles":["ADMIN"]}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":{"b":2}}',
  '['.repeat(6000) + ']'.repeat(6000),
  '{"a":"' + '\\u0000'.repeat(100) + '"}',
];

/** Content types a JSON endpoint should refuse or read safely. */
export const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/vnd.api+json',
  '*/*',
  '',
];

/** What an answer must never show: a stack trace, the database's own words, a file path of the server. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?(?:[\w$.<>[\] ]+ )?\(?(?:[^()\s]+\.[cm]?[jt]sx?|node:[\w/]+):\d+:\d+\)?/],
  ['a database error', /QueryFailedError|syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint|duplicate key value|relation "\w+"|column "\w+"|invalid input syntax for type|pg_catalog/i],
  ['an SQL statement', /\b(?:SELECT\s+[\w*"., ]+\s+FROM|INSERT INTO|UPDATE\s+"?\w+"?\s+SET|DELETE FROM)\b/i],
  ['a file path of the server', /(?:\/(?:home|work|usr|opt|tmp)\/[\w.-]+\/|node_modules\/|\/src\/[\w/-]+\.[jt]s\b|[A-Z]:\\\\)/],
];

/**
 * What the answer `text` leaks, as a phrase (or null). `sent` is what the request carried: an
 * answer may repeat the caller's own words (a form shown again with its values), so a leak is
 * only counted when the request did not contain the matched text.
 */
export function leakIn(text: string, sent = ''): string | null {
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match && !sent.includes(match[0])) return `${what}: ${JSON.stringify(match[0])}`;
  }
  return null;
}

/** Counts of answers by status class ("2xx": 120, ...), for the suites' figures. */
export class StatusTally {
  readonly counts: Record<string, number> = {};
  add(status: number): void {
    const key = status === 0 ? 'no answer' : `${String(status)[0]}xx`;
    this.counts[key] = (this.counts[key] ?? 0) + 1;
  }
  get total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
  toString(): string {
    return `${this.total} requests (${Object.entries(this.counts)
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')})`;
  }
}
