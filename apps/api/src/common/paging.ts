import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type FieldErrors } from '@halimbawa/domain';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { refuseFields } from './errors';

/** The longest search text (`q`) a list takes. */
export const MAX_SEARCH_LENGTH = 100;

/** Where the next page starts: after the row created at `createdAt` with `id` (newest first). */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: the last row's time and id, base64url. */
export function encodeCursor(row: PageCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): PageCursor | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

export interface PageQuery {
  cursor?: string;
  limit?: string | number;
  q?: string;
}

export interface PageRequest {
  after: PageCursor | null;
  limit: number;
  /** The search text, trimmed; null when there is none. */
  search: string | null;
}

/** The page asked for, or a 400 beside `cursor`, `limit` or `q`. */
export function pageRequest(query: PageQuery): PageRequest {
  const errors: FieldErrors = {};
  const after = query.cursor === undefined || query.cursor === '' ? null : decodeCursor(String(query.cursor));
  if (query.cursor && !after) errors.cursor = { code: 'apiErrors.badCursor' };
  const limit = pageSize(query, errors);
  const search = typeof query.q === 'string' && query.q.trim() !== '' ? query.q.trim() : null;
  if (search && search.length > MAX_SEARCH_LENGTH) errors.q = { code: 'apiErrors.searchTooLong', params: { max: MAX_SEARCH_LENGTH } };
  refuseFields(errors);
  return { after, limit, search };
}

/** `limit` (DEFAULT_PAGE_SIZE when absent), or a refusal beside it in `errors`. */
function pageSize(query: PageQuery, errors: FieldErrors): number {
  const limitText = query.limit === undefined || query.limit === '' ? String(DEFAULT_PAGE_SIZE) : String(query.limit);
  const limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) errors.limit = { code: 'apiErrors.pageSize', params: { max: MAX_PAGE_SIZE } };
  return limit;
}

/** A page of a list held in memory (a fixed list, the currencies, a replayed history): after the item whose key the cursor holds. */
export interface ListPageRequest {
  afterKey: string | null;
  limit: number;
}

const KEY_CURSOR = 'k|';

/** The page asked for of a list in memory, or a 400 beside `cursor` or `limit`. */
export function listPageRequest(query: PageQuery): ListPageRequest {
  const errors: FieldErrors = {};
  const text = query.cursor === undefined || query.cursor === '' ? null : Buffer.from(String(query.cursor), 'base64url').toString('utf8');
  if (text !== null && !text.startsWith(KEY_CURSOR)) errors.cursor = { code: 'apiErrors.badCursor' };
  const limit = pageSize(query, errors);
  refuseFields(errors);
  return { afterKey: text === null ? null : text.slice(KEY_CURSOR.length), limit };
}

/**
 * One page of `items` in the list's own order, after the item whose key (`keyOf`, unique) the
 * cursor holds; a cursor whose item is no longer in the list is a 400 (start again from the first page).
 */
export function pageInOrder<T>(items: readonly T[], keyOf: (item: T, index: number) => string, page: ListPageRequest): { rows: T[]; nextCursor: string | null } {
  let start = 0;
  if (page.afterKey !== null) {
    const at = items.findIndex((item, i) => keyOf(item, i) === page.afterKey);
    if (at < 0) refuseFields({ cursor: { code: 'apiErrors.badCursor' } });
    start = at + 1;
  }
  const rows = items.slice(start, start + page.limit);
  const more = start + page.limit < items.length;
  const last = start + rows.length - 1;
  return { rows, nextCursor: more ? Buffer.from(`${KEY_CURSOR}${keyOf(items[last], last)}`).toString('base64url') : null };
}

/** The page out of `limit + 1` rows read: the extra one only says there is a next page. */
export function pageOf<T extends PageCursor>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null };
}

/**
 * Newest first, the `limit` rows after the cursor's (keyset paging on created_at and id of `alias`):
 * every list reads its pages this way, so every cursor means the same.
 */
export function keysetPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, after: PageCursor | null, limit: number): SelectQueryBuilder<T> {
  qb.orderBy(`${alias}.createdAt`, 'DESC').addOrderBy(`${alias}.id`, 'DESC').limit(limit);
  if (after) qb.andWhere(`(${alias}.created_at, ${alias}.id) < (:afterAt, :afterId)`, { afterAt: after.createdAt, afterId: after.id });
  return qb;
}

/** `text` for a LIKE pattern, its wildcards taken literally. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
