/**
 * Display labels of stored values: the values stay English (forms post them, the API stores them),
 * a member reads them in the page's language.
 */
import { countryName } from '../enums';
import { hasMessage, t, type Language, type MessageKey } from './translate';

/** The catalogue sections that label a stored value. */
export const LABELLED_VALUES = ['gender', 'maritalStatus', 'idType', 'jobCategory', 'creditBand', 'bank'] as const;
export type LabelledValue = (typeof LABELLED_VALUES)[number];

/** 'Male' → 'Lalaki' in Filipino; a value without a label (a bank's own name) is shown as it is. */
export function valueLabel(lang: Language, kind: LabelledValue, value: string): string {
  const key = `${kind}.${value}`;
  return hasMessage(key) ? t(lang, key as MessageKey) : value;
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in `lang` from Intl's region names ('PH' → 'Pilipinas'); the English list when Intl has none. */
export function countryLabel(lang: Language, code: string): string | undefined {
  const english = countryName(code);
  if (english === undefined || lang === 'en') return english;
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    regionNames.set(lang, names);
  }
  return names.of(code.trim().toUpperCase()) ?? english;
}
