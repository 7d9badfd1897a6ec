// The page's language for components (the root loader picks it: lib/language.server.ts).
import { DEFAULT_LANGUAGE, translator, type Language, type MessageKey, type MessageVars } from '@halimbawa/domain';
import { useRootData, type RootData } from './hooks';

export function useLanguage(): Language {
  return useRootData()?.lang ?? DEFAULT_LANGUAGE;
}

/** `t` in the page's language: `const t = useT(); t('shell.skipToContent')`. */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  return translator(useLanguage());
}

/** `t` in the page's language for a route's `meta`, which reads the root loader's data from `matches`. */
export function metaT(matches: ReadonlyArray<{ id: string; data: unknown }>): (key: MessageKey, vars?: MessageVars) => string {
  const root = matches.find((m) => m.id === 'root')?.data as RootData | undefined;
  return translator(root?.lang ?? DEFAULT_LANGUAGE);
}
