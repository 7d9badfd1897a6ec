/**
 * Which language a request is answered in (docs/decisions/009-languages.md): the `lang` cookie the
 * header and footer links set wins; then the best match of the browser's Accept-Language; then English.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './translate';

/** The cookie that remembers the member's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** The value of the `lang` cookie in a Cookie header, when it names a language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(eq + 1).trim().toLowerCase();
    if (isLanguage(value)) return value;
  }
  return null;
}

/**
 * The language of one language tag: Intl canonicalises the old code 'tl' (Tagalog) to 'fil', so
 * 'fil', 'tl', 'fil-PH' and 'tl-PH' are all Filipino; null for a tag we do not speak or that is malformed.
 */
function languageOfTag(tag: string): Language | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    const language = new Intl.Locale(canonical).language;
    return isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

/**
 * Answers per header value, worked out once: a server reads this header on every request, browsers
 * send a handful of distinct values, and Intl's parsing (which throws on a malformed tag) is costly.
 * Bounded, so headers made up by a client cannot grow it without end.
 */
const byHeader = new Map<string, Language | null>();
const MAX_REMEMBERED_HEADERS = 256;

/** The best language of an Accept-Language header ('fil-PH,fil;q=0.9,en;q=0.8'), by q-value then order. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const known = byHeader.get(header);
  if (known !== undefined) return known;
  const language = bestLanguage(header);
  if (byHeader.size >= MAX_REMEMBERED_HEADERS) byHeader.clear();
  byHeader.set(header, language);
  return language;
}

function bestLanguage(header: string): Language | null {
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const language = languageOfTag(tag.trim());
    if (language && (best === null || q > best.q)) best = { language, q };
  }
  return best?.language ?? null;
}

/** The language to answer in: the cookie, else Accept-Language, else English. */
export function pickLanguage({ cookie, acceptLanguage }: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  return languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The `<html lang>` of a page in `lang`: BCP 47, 'en' or 'fil'. */
export function htmlLang(lang: Language): string {
  return lang;
}
