// A plain figures table of the books: a caption, a header row, rows of text and amounts (PHP,
// right-aligned), an optional footer; scrolls sideways inside its box at 390 px.
import { formatCentavos } from '@halimbawa/domain';
import type { ReactNode } from 'react';

export type Cell = ReactNode | { centavos: number };

const show = (c: Cell) => (c !== null && typeof c === 'object' && 'centavos' in c ? formatCentavos(c.centavos) : c);
const numeric = (c: Cell) => c !== null && typeof c === 'object' && 'centavos' in c;

export function MoneyTable({ caption, header, rows, footer, testId }: { caption: string; header: string[]; rows: Cell[][]; footer?: Cell[]; testId?: string }) {
  // The scroll box is named and reached by the keyboard, but no landmark: the section around it is one, often of the same name.
  return (
    <div className="hl-table-scroll" role="group" aria-label={caption} tabIndex={0}>
      <table className="hl-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header.map((h, i) => (
              <th key={h} scope="col" data-numeric={i > 0 && rows.some((r) => numeric(r[i])) ? true : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (j === 0 ? <th key={j} scope="row">{show(c)}</th> : <td key={j} data-numeric={numeric(c) || undefined}>{show(c)}</td>))}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              {footer.map((c, j) => (j === 0 ? <th key={j} scope="row">{show(c)}</th> : <td key={j} data-numeric={numeric(c) || undefined}>{show(c)}</td>))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
