// The links of a paged console list: plain GET links that keep the page's filters, so paging
// works without JavaScript and a page's address can be shared between staff.

/**
 * The address of the page after this one: the same filters, `cursor` set to the answer's
 * `nextCursor`. A page with several lists names each list's cursor (`param`).
 */
export function nextPageHref(pathname: string, search: string, nextCursor: string, param = 'cursor'): string {
  const params = new URLSearchParams(search);
  params.set(param, nextCursor);
  return `${pathname}?${params.toString()}`;
}

/** The first page with the same filters (no `cursor`, or `param`); null when this is the first page. */
export function firstPageHref(pathname: string, search: string, param = 'cursor'): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(param)) return null;
  params.delete(param);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The list's query for the API: `cursor`, `limit` and the filters named, from the page's address (empty ones left out). */
export function listQuery(url: URL, filters: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of ['cursor', 'limit', ...filters]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** Whether any of the filters is set (an empty list then says that nothing matches them). */
export function isFiltered(url: URL, filters: readonly string[]): boolean {
  return filters.some((name) => (url.searchParams.get(name) ?? '').trim() !== '');
}
