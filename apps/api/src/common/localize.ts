/**
 * The API's messages in the request's language. The services and libs/domain's checks word their
 * messages from the English catalogue (and compare them, log them, audit them in English); the
 * answer carries them in the reader's language: each English text is found back to its key in the
 * catalogue, with its variables, and written again in `lang`. A text that is not in the catalogue
 * (a payout provider's own reason) stays as it came.
 */
import { CATALOGUES, t, type Language, type MessageKey } from '@halimbawa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  /** The letters outside variables: the longer, the more specific. */
  literal: number;
}

interface Index {
  exact: Map<string, MessageKey>;
  templates: Template[];
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function* entries(node: object, prefix: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else if (value && typeof value === 'object') yield* entries(value as object, `${prefix}${key}.`);
  }
}

let index: Index | null = null;

/** Built on the first message that is not English, once per process. */
function buildIndex(): Index {
  const exact = new Map<string, MessageKey>();
  const templates: Template[] = [];
  // The API's own sections first: where the web words a text the same in English (say 'Not found.')
  // but differently in Filipino, the API's answer takes the API's wording.
  const all = [...entries(CATALOGUES.en, '')];
  const ordered = [...all.filter(([path]) => path.startsWith('api')), ...all.filter(([path]) => !path.startsWith('api'))];
  for (const [path, text] of ordered) {
    const key = path.replace(PLURAL, '') as MessageKey;
    const names = [...text.matchAll(VARIABLE)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const literal = text.replace(VARIABLE, '');
    // A text that is all variables would match any message.
    if (!/[a-z]{3}/i.test(literal)) continue;
    const source = text
      .split(VARIABLE)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names, literal: literal.length });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

/** `text` (an English message of the catalogue) in `lang`; unknown texts unchanged. */
export function localize(text: string, lang: Language): string {
  if (lang === 'en') return text;
  index ??= buildIndex();
  const key = index.exact.get(text);
  if (key) return t(lang, key);
  for (const { key: templateKey, pattern, names } of index.templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const vars = Object.fromEntries(names.map((name, i) => [name, name === 'count' && /^\d+$/.test(match[i + 1]) ? Number(match[i + 1]) : match[i + 1]]));
    return t(lang, templateKey, vars);
  }
  return text;
}

/** A field-errors map with every message in `lang`. */
export function localizeErrors(errors: Record<string, string>, lang: Language): Record<string, string> {
  if (lang === 'en') return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? localize(message, lang) : message]));
}

/**
 * The `message` of a successful JSON answer ({message}, {message, loan}, ...) in the request's
 * language; errors are worded by AllExceptionsFilter. A Fastify `preSerialization` hook, not a
 * global Nest interceptor: an interceptor puts every request of every language through rxjs and an
 * async resource, where this costs an English request one header lookup.
 */
export function localizeMessages(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const lang = requestLanguage(req);
  if (lang === 'en' || reply.statusCode >= 400 || !hasMessage(payload)) return done(null, payload);
  done(null, { ...payload, message: localize(payload.message, lang) });
}

function hasMessage(body: unknown): body is { message: string } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body) && typeof (body as { message?: unknown }).message === 'string';
}
