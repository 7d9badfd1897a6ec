/**
 * Every code the API can send (docs/decisions/014-refusal-codes.md) is a key of these sections: a
 * refusal's code and its field codes, the validators' words and the answers' messages. Each must
 * have words in every language, and no language may drop a value the English text shows.
 */
import { CATALOGUES, LANGUAGES, t, type MessageKey } from './translate';

const REFUSAL_SECTIONS = (Object.keys(CATALOGUES.en) as string[]).filter((section) =>
  /^api/.test(section) || ['form', 'field', 'fieldProblem', 'loanLimit', 'loan', 'repayment', 'withdrawal'].includes(section),
);

function* leaves(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') for (const [key, inner] of Object.entries(node)) yield* leaves(inner, path ? `${path}.${key}` : key);
}

const at = (lang: (typeof LANGUAGES)[number], path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], CATALOGUES[lang]);

/** The values a text shows: `{{name}}` and `{{name, format}}`, and the texts it nests (`$t(...)`). */
const valuesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|\$t\(([^)]*)\)/g)].map((m) => m[1] ?? `$t(${m[2]})`).sort();

const CODES = REFUSAL_SECTIONS.flatMap((section) => [...leaves(CATALOGUES.en[section as keyof typeof CATALOGUES.en], section)]);

describe('every code the API can send has words in every language', () => {
  it('covers the API sections, the form and field sections', () => {
    expect(REFUSAL_SECTIONS).toEqual(expect.arrayContaining(['apiErrors', 'apiAuth', 'apiKyc', 'apiWithdrawals', 'form', 'field', 'fieldProblem']));
    expect(CODES.length).toBeGreaterThan(200);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s: a text for each code, with every value the English shows', (lang) => {
    const problems: string[] = [];
    for (const [path, english] of CODES) {
      const text = at(lang, path);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${path}: no words`);
      else if (valuesOf(text).join() !== valuesOf(english).join()) problems.push(`${path}: shows ${valuesOf(text).join()} where English shows ${valuesOf(english).join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('words a code with its values in each language (the nested subject, the listed characters)', () => {
    const params = { subject: 'lastName', characters: '<>' };
    expect(t('en', 'fieldProblem.characters' as MessageKey, params)).toBe("Your last name cannot contain '<' or '>'.");
    expect(t('fil', 'fieldProblem.characters' as MessageKey, params)).toBe("Ang inyong apelyido ay hindi maaaring maglaman ng '<' o '>'.");
  });
});
