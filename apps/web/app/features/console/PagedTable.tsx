// A console list: a captioned table (scrolling sideways inside its box at 390px), an empty state
// that says whether the filters hid everything, and plain links to the next and the first page
// that keep the filters (paging.ts).
import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';
import { firstPageHref, nextPageHref } from './paging';

export interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

export function PagedTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  nextCursor,
  filtered = false,
  empty,
  cursorParam = 'cursor',
}: {
  caption: string;
  columns: ReadonlyArray<Column<R>>;
  rows: readonly R[];
  rowKey: (row: R) => string;
  nextCursor: string | null;
  filtered?: boolean;
  /** What an empty list says (without filters); the default is 'Nothing here.'. */
  empty?: string;
  /** The address's name for this list's cursor, when a page holds several lists. */
  cursorParam?: string;
}) {
  const t = useT();
  // The scroll box is named and reached by the keyboard, but no landmark: the section around it is one, often of the same name.
  return (
    <div className="hl-table-block">
      {rows.length === 0 ? (
        <p className="hl-empty" role="status">
          {filtered ? t('console.emptyFiltered') : (empty ?? t('console.empty'))}
        </p>
      ) : (
        <div className="hl-table-scroll" role="group" aria-label={caption} tabIndex={0}>
          <table className="hl-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" data-numeric={c.numeric || undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key} data-numeric={c.numeric || undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks nextCursor={nextCursor} cursorParam={cursorParam} />
    </div>
  );
}

/** The links to the next and the first page of a list (none on a lone first page). */
export function PageLinks({ nextCursor, cursorParam = 'cursor' }: { nextCursor: string | null; cursorParam?: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const first = firstPageHref(pathname, search, cursorParam);
  return nextCursor || first ? (
    <nav className="hl-paging" aria-label={t('console.paging')}>
      {first ? <Link to={first}>{t('console.firstPage')}</Link> : null}
      {nextCursor ? (
        <Link to={nextPageHref(pathname, search, nextCursor, cursorParam)} rel="next">
          {t('console.nextPage')}
        </Link>
      ) : null}
    </nav>
  ) : null;
}
