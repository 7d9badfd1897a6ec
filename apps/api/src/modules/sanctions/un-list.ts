import { createHash } from 'node:crypto';
import type { MessageKey } from '@halimbawa/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Refusal } from '../../common/errors';
import type { ListedAlias, ListedBirthDate, ListedDocument } from './sanctions.entities';

/** The largest list accepted (the published consolidated list is a few megabytes). */
export const UN_LIST_MAX_BYTES = 8 * 1024 * 1024;

/** A list refused: beside the form's file field, with a code (docs/decisions/014-refusal-codes.md). */
const refused = (code: MessageKey, params?: Record<string, string | number>) => Refusal.fields({ xml: { code, params } });

/** One listed person or entity, as read from the list. */
export interface ParsedEntry {
  ref: string;
  kind: 'INDIVIDUAL' | 'ENTITY';
  name: string;
  aliases: ListedAlias[];
  birthDates: ListedBirthDate[];
  nationalities: string[];
  documents: ListedDocument[];
  referenceNumber: string | null;
  listedOn: string | null;
  basis: string | null;
}

export interface ParsedList {
  generatedAt: string | null;
  entries: ParsedEntry[];
}

type Node = Record<string, unknown>;

// These repeat in the published list; read as arrays even when one is present.
const REPEATED = new Set(['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH', 'INDIVIDUAL_DOCUMENT', 'VALUE']);

const text = (value: unknown): string | null => {
  if (value === undefined || value === null || typeof value === 'object') return null;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
};
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).filter((v): v is Node => typeof v === 'object' && v !== null);
const year = (value: unknown): number | null => {
  const s = text(value);
  return s && /^\d{4}$/.test(s) ? Number(s) : null;
};

/**
 * Reads the UN Security Council consolidated list in its published XML (CONSOLIDATED_LIST with
 * INDIVIDUALS/INDIVIDUAL and ENTITIES/ENTITY; docs/aml.md says what of the format was checked).
 * A file that is not well-formed XML, or not that list, is refused with a code, never a 5xx.
 */
export function parseUnList(xml: string): ParsedList {
  if (Buffer.byteLength(xml) > UN_LIST_MAX_BYTES) throw refused('apiSanctions.listTooLarge', { megabytes: UN_LIST_MAX_BYTES / 1024 / 1024 });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw refused('apiSanctions.listNotXml', { line: valid.err.line });
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (tag: string) => REPEATED.has(tag),
  }).parse(xml) as Node;
  const root = doc.CONSOLIDATED_LIST as Node | undefined;
  if (!root || typeof root !== 'object') throw refused('apiSanctions.listNotConsolidated');
  const individuals = list((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL).map((n) => readEntry(n, 'INDIVIDUAL'));
  const entities = list((root.ENTITIES as Node | undefined)?.ENTITY).map((n) => readEntry(n, 'ENTITY'));
  const entries = [...individuals, ...entities];
  const refs = new Set(entries.map((e) => e.ref));
  if (refs.size !== entries.length) throw refused('apiSanctions.listDuplicateId');
  return { generatedAt: text(root['@dateGenerated']), entries };
}

function readEntry(n: Node, kind: 'INDIVIDUAL' | 'ENTITY'): ParsedEntry {
  const ref = text(n.DATAID);
  const name = [n.FIRST_NAME, n.SECOND_NAME, n.THIRD_NAME, n.FOURTH_NAME].map(text).filter(Boolean).join(' ');
  if (!ref || !name) throw refused('apiSanctions.listEntryIncomplete', { ref: ref ?? '?' });
  const aliases = list(n[`${kind}_ALIAS`])
    .map((a): ListedAlias | null => {
      const aliasName = text(a.ALIAS_NAME);
      return aliasName ? { quality: /^low/i.test(text(a.QUALITY) ?? '') ? 'LOW' : 'GOOD', name: aliasName } : null;
    })
    .filter((a): a is ListedAlias => a !== null);
  const birthDates = list(n.INDIVIDUAL_DATE_OF_BIRTH).map(
    (d): ListedBirthDate => ({ type: text(d.TYPE_OF_DATE), date: text(d.DATE), year: year(d.YEAR), fromYear: year(d.FROM_YEAR), toYear: year(d.TO_YEAR) }),
  );
  const nationalities = list(n.NATIONALITY).flatMap((nat) => (Array.isArray(nat.VALUE) ? nat.VALUE : []).map(text).filter((v): v is string => v !== null));
  const documents = list(n.INDIVIDUAL_DOCUMENT).map((d): ListedDocument => ({ type: text(d.TYPE_OF_DOCUMENT), number: text(d.NUMBER), country: text(d.ISSUING_COUNTRY) }));
  return { ref, kind, name, aliases, birthDates, nationalities, documents, referenceNumber: text(n.REFERENCE_NUMBER), listedOn: text(n.LISTED_ON), basis: text(n.UN_LIST_TYPE) };
}

/** What an entry says, hashed: an entry whose hash changes is screened again as a new one. */
export function entryContentSha256(e: Omit<ParsedEntry, 'ref'>): string {
  return createHash('sha256').update(JSON.stringify([e.kind, e.name, e.aliases, e.birthDates, e.nationalities, e.documents, e.referenceNumber, e.listedOn, e.basis])).digest('hex');
}
