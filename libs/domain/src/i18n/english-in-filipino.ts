/**
 * Finds English sentences left in a Filipino text. Filipinos keep English nouns of finance and
 * technology (loan, wallet, due date, password: the glossary in docs/i18n.md), so single English
 * words are fine; English grammar is not. A text is English when, after removing the glossary's
 * terms, names and {{variables}}, it still holds an English function word (the, your, with, and...)
 * that Tagalog never uses.
 */
import { FILIPINO_GLOSSARY_KEPT_ENGLISH } from './glossary';

const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'the your you our we they their this that these those is are was were be been being will would shall should can could ' +
    'must might of for with from into onto about after before by to and or but not yes please here there when where ' +
    'which who whom whose what how why if then than only also just its it has have had do does did done an'
  ).split(' '),
);

const VARIABLE = /\{\{\s*\w+\s*\}\}/g;
const WORD = /[A-Za-zÀ-ÿ'-]+/g;

function withoutKeptTerms(text: string): string {
  let rest = text.replace(VARIABLE, ' ');
  for (const term of FILIPINO_GLOSSARY_KEPT_ENGLISH) rest = rest.replace(new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), ' ');
  return rest;
}

/** The English function words found in a Filipino text, once each glossary term is taken out. */
export function englishFunctionWords(text: string): string[] {
  return (withoutKeptTerms(text).match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => ENGLISH_FUNCTION_WORDS.has(w));
}

/** True when a Filipino text holds English grammar outside the glossary. */
export function readsAsEnglish(text: string): boolean {
  return englishFunctionWords(text).length > 0;
}
