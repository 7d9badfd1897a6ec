// The page's language for components (the root loader picks it: lib/language.server.ts).
// The one way to word a text in a component is `useT()`, in a `meta` it is `metaT(matches)`; server
// code words with `t(lang, key)` from @halimbawa/domain (docs/i18n.md).
import { DEFAULT_LANGUAGE, isLanguage, translator, type Language, type MessageKey, type MessageVars } from '@halimbawa/domain';
import { useRootData } from './hooks';

export function useLanguage(): Language {
  return useRootData()?.lang ?? DEFAULT_LANGUAGE;
}

/** `t` in the page's language: `const t = useT(); t('shell.skipToContent')`. */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  return translator(useLanguage());
}

/** The page's language in a route's `meta`, which has no hooks: from the root loader's data. */
function metaLanguage(matches: ReadonlyArray<{ id: string; data: unknown }>): Language {
  const lang = (matches.find((m) => m.id === 'root')?.data as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The link that switches to `to` and comes back to `back` (a same-site path: routes/language.tsx). */
export function languageHref(to: Language, back: string): string {
  return `/language?to=${to}&back=${encodeURIComponent(back)}`;
}

/** `t` in the page's language for a route's `meta`, which reads the root loader's data from `matches`. */
export function metaT(matches: ReadonlyArray<{ id: string; data: unknown }>): (key: MessageKey, vars?: MessageVars) => string {
  return translator(metaLanguage(matches));
}
