/** Every list of the API answers a page at a time (docs/api.md, Paging): `limit` rows, this many unless asked. */
export const DEFAULT_PAGE_SIZE = 50;
/** The largest `limit` a list takes. */
export const MAX_PAGE_SIZE = 200;
