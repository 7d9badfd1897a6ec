// The rules of collecting (docs/collections.md; SEC Memorandum Circular 18, series of 2019):
// buckets of days past due, the words no template may hold, and the templates' placeholders.

export const BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** The bucket of a loan `days` past due; null when it is not past due. */
export function bucketOf(days: number): Bucket | null {
  if (days < 1) return null;
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

export const CONTACT_CHANNELS = ['CALL', 'SMS', 'VISIT'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** How far ahead a promise to pay may be dated. */
export const MAX_PROMISE_DAYS = 60;

/**
 * Words that threaten (violence, arrest, jail, a suit the lender would not bring), insult, or shame
 * the borrower before others (their employer, family, neighbours, social media), in English and
 * Filipino. A template holding any of them (as a whole word, any case) is refused.
 */
export const FORBIDDEN_WORDS = [
  'arrest', 'jail', 'prison', 'police', 'criminal', 'estafa', 'sue', 'lawsuit', 'kill', 'hurt', 'harm', 'warrant',
  'thief', 'scammer', 'stupid', 'idiot', 'liar', 'shame', 'shameless', 'employer', 'boss', 'neighbor', 'neighbour', 'neighbors', 'relatives', 'facebook', 'post',
  'kulong', 'makukulong', 'ikukulong', 'pulis', 'huli', 'hulihin', 'kaso', 'kakasuhan', 'demanda', 'idedemanda', 'patay', 'papatayin', 'saktan',
  'magnanakaw', 'manloloko', 'sinungaling', 'tanga', 'bobo', 'gago', 'walanghiya', 'hiya', 'ipapahiya', 'amo', 'kapitbahay', 'kamag-anak', 'ipopost',
] as const;

/** The forbidden words a text holds, each once, in the order of the list. */
export function forbiddenWordsIn(text: string): string[] {
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
  return FORBIDDEN_WORDS.filter((w) => words.has(w));
}

export const PLACEHOLDERS = ['company', 'name', 'loanNumber', 'amountDue'] as const;
export type TemplateValues = Record<(typeof PLACEHOLDERS)[number], string>;

/** The placeholders of a text that are not ours. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/** The text with each placeholder replaced by its value. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name as keyof TemplateValues] : whole));
}
