// The page's language for components (the root loader picks it: lib/language.server.ts).
import { DEFAULT_LANGUAGE, translator, type Language, type MessageKey, type MessageVars } from '@halimbawa/domain';
import { useRootData } from './hooks';

export function useLanguage(): Language {
  return useRootData()?.lang ?? DEFAULT_LANGUAGE;
}

/** `t` in the page's language: `const t = useT(); t('shell.skipToContent')`. */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  return translator(useLanguage());
}

/** The page's language in a route's `meta`, which runs outside the components: from the root loader's data. */
export function metaLanguage(matches: ReadonlyArray<{ id: string; data: unknown }>): Language {
  const root = matches.find((m) => m.id === 'root')?.data as { lang?: Language } | undefined;
  return root?.lang ?? DEFAULT_LANGUAGE;
}
