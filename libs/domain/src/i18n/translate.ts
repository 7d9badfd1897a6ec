/**
 * Translation by key on i18next (docs/decisions/009-languages.md): one catalogue per language, the
 * same for the API and the web. Pure: the catalogues are bundled, so the instance is ready
 * synchronously, in Node and in the browser.
 */
import { createInstance, type i18n } from 'i18next';
import { en } from './en';
import { fil } from './fil';

export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The shape every language's catalogue has: the English keys, any text. */
export type Catalogue = DeepText<typeof en>;
type DeepText<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepText<T[K]> };

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, fil };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the catalogue: 'loan.notFound', 'creditFactor.onTime.explanation' (plural forms by `count`). */
export type MessageKey = Paths<typeof en>;

/** Interpolation values; `count` also chooses the plural form. */
export type MessageVars = Readonly<Record<string, string | number>>;

/**
 * What to say, as data rather than text in a language: a key of the catalogue (a refusal's stable
 * code) and the values its text needs. The API and the web word it in the reader's language.
 */
export interface Words {
  code: MessageKey;
  params?: MessageVars;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const instance: i18n = createInstance();
void instance.init({
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: CATALOGUES[lang] }])),
  lng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // A key missing in Filipino shows the English text (the catalogue test fails on it first).
  fallbackLng: DEFAULT_LANGUAGE,
  // `lng` is always one of LANGUAGES as written: no regional variants to look through (twice as fast).
  load: 'currentOnly',
  // Catalogues are bundled: nothing to load, so `t` works as soon as this module is imported.
  initAsync: false,
  // React and the PDF writer escape what they render; i18next would turn an apostrophe into &#39;.
  interpolation: { escapeValue: false },
  // Keys may hold stored values with ':' ('idType.…'); there is one namespace.
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
});
// `{{characters, chars}}`: each character of the value quoted, listed with the language's 'or'
// ("'<' or '>'"), so that the value stays the same in every language.
instance.services.formatter?.add('chars', (value: unknown, lng: string | undefined) => {
  const quoted = [...String(value)].map((c) => `'${c}'`);
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${t(isLanguage(lng) ? lng : DEFAULT_LANGUAGE, 'common.or')} ${quoted[quoted.length - 1]}`;
});
// `{{status, withdrawalStatus}}`: a stored withdrawal status as its card words it, in a sentence ('withdrawal queued').
instance.services.formatter?.add('withdrawalStatus', (value: unknown, lng: string | undefined) =>
  t(isLanguage(lng) ? lng : DEFAULT_LANGUAGE, `withdrawalStatus.${String(value)}.statement` as MessageKey).toLowerCase(),
);

// A lookup costs i18next tens of microseconds; a text without variables is looked up once.
const plainTexts = new Map<string, string>();

/** A text's own template split at its `{{name}}`s (odd indexes name the variable); null when i18next must word it. */
const templates = new Map<string, string[] | null>();
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * `key` in `lang` with `vars` put in its `{{name}}`s as i18next puts them (no escaping, numbers as
 * text), without i18next: a server page words dozens of texts with variables a request.
 * null for what only i18next words as it should: plurals (`count`), a text missing in `lang`
 * (the English fallback), any other interpolation syntax, a variable not given.
 */
function filled(lang: Language, key: MessageKey, vars: MessageVars): string | null {
  if ('count' in vars) return null;
  const id = `${lang}:${key}`;
  let parts = templates.get(id);
  if (parts === undefined) {
    const own: unknown = instance.getResource(lang, 'translation', key);
    parts = typeof own === 'string' && !/\{\{(?!\w+\}\})|\$t\(/.test(own) ? own.split(PLACEHOLDER) : null;
    templates.set(id, parts);
  }
  if (parts === null) return null;
  let text = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const value = vars[parts[i]];
    if (value === undefined) return null;
    text += String(value) + parts[i + 1];
  }
  return text;
}

/** The text of `key` in `lang` with `vars` filled in. */
/*#__NO_SIDE_EFFECTS__*/
export function t(lang: Language, key: MessageKey, vars?: MessageVars): string {
  if (vars !== undefined) return filled(lang, key, vars) ?? (instance.t(key, { ...vars, lng: lang }) as string);
  const id = `${lang}:${key}`;
  let text = plainTexts.get(id);
  if (text === undefined) {
    text = instance.t(key, { lng: lang }) as string;
    plainTexts.set(id, text);
  }
  return text;
}

type FlatSection = { [S in keyof typeof en]: (typeof en)[S] extends Readonly<Record<string, string>> ? S : never }[keyof typeof en];

const sections = new Map<string, Readonly<Record<string, string>>>();

/** Every text of a section without variables, in `lang` (built once): `sectionTexts('fil', 'loan').notFound`. */
/*#__NO_SIDE_EFFECTS__*/
export function sectionTexts<S extends FlatSection>(lang: Language, section: S): { readonly [K in keyof (typeof en)[S]]: string } {
  const id = `${lang}:${section}`;
  let texts = sections.get(id);
  if (!texts) {
    texts = Object.freeze(Object.fromEntries(Object.keys(en[section]).map((key) => [key, t(lang, `${section}.${key}` as MessageKey)])));
    sections.set(id, texts);
  }
  return texts as { readonly [K in keyof (typeof en)[S]]: string };
}

/** `words` in `lang`. */
export function say(lang: Language, words: Words): string {
  return t(lang, words.code, words.params);
}

/** What is wrong with each refused field, worded: ready to show beside the fields. */
export type FieldTexts = Partial<Record<string, string>>;

/** Each field's words in `lang`: the one place a form's refused fields are put into words. */
export function sayEach(lang: Language, fields: Readonly<Partial<Record<string, Words>>>): FieldTexts {
  const out: FieldTexts = {};
  for (const [field, words] of Object.entries(fields)) if (words) out[field] = say(lang, words);
  return out;
}

/**
 * True when the catalogue has `key`; with `vars`, a key that has only plural forms
 * ('apiAuth.wrongCode' with a `count`) counts too.
 */
export function hasMessage(key: string, vars?: MessageVars): boolean {
  return instance.exists(key, { lng: DEFAULT_LANGUAGE, ...vars });
}

/** `t` with the language fixed: `const tr = translator('fil'); tr('loan.notFound')`. */
export function translator(lang: Language): (key: MessageKey, vars?: MessageVars) => string {
  return (key, vars) => t(lang, key, vars);
}
