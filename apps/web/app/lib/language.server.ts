// The language a request is answered in (docs/decisions/009-languages.md): the `lang` cookie the
// header and footer links set, else the browser's Accept-Language, else English.
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@halimbawa/domain';

export function requestLanguage(request: Request): Language {
  return pickLanguage({ cookie: request.headers.get('Cookie'), acceptLanguage: request.headers.get('Accept-Language') });
}

/** The Set-Cookie that remembers a chosen language for a year (readable by no script, sent on every page). */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
