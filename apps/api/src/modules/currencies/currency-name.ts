import type { Language } from '@halimbawa/domain';

const namers = new Map<Language, Intl.DisplayNames>();

/**
 * A currency's name in `lang`: the stored (English) name in English; Intl's name otherwise
 * ('Dolyar ng US'), or the stored one when Intl has none (docs/decisions/009-languages.md).
 */
export function currencyName(code: string, storedName: string, lang: Language): string {
  if (lang === 'en') return storedName;
  let namer = namers.get(lang);
  if (!namer) {
    namer = new Intl.DisplayNames([lang], { type: 'currency', fallback: 'none' });
    namers.set(lang, namer);
  }
  return namer.of(code) ?? storedName;
}
