import { englishFunctionWords, readsAsEnglish } from './english-in-filipino';
import { CATALOGUES } from './translate';

function* texts(node: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof node === 'string') yield [path.join('.'), node];
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) yield* texts(value, [...path, key]);
}

describe('English left in the Filipino catalogue', () => {
  it('finds English grammar, not the glossary or borrowed nouns', () => {
    expect(readsAsEnglish('Pakibasa ang Service and Policy Agreement')).toBe(true);
    expect(readsAsEnglish('Please read the agreement')).toBe(true);
    expect(readsAsEnglish('Bayaran ang inyong loan sa GCash, Maya o over the counter.')).toBe(false);
    expect(readsAsEnglish('Certificate of Authority No. {{number}}')).toBe(false);
    expect(readsAsEnglish('Late charge na hanggang {{rate}} kada buwan pagkatapos ng due date')).toBe(false);
  });

  it('no Filipino text reads as English outside the glossary', () => {
    const english = [...texts(CATALOGUES.fil)].filter(([, text]) => readsAsEnglish(text)).map(([key, text]) => `${key}: ${text} (${englishFunctionWords(text).join(', ')})`);
    expect(english).toEqual([]);
  });
});
