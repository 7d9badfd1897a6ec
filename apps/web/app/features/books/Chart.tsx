// A chart of the books drawn on the server as SVG (no script): bars for one or two series, or a
// line, over labelled points; named for screen readers, and the same figures in a table beside it
// (MoneyTable), which is what a screen reader reads. An empty state when there is nothing to draw.
import type { ReactNode } from 'react';
import { MoneyTable, type Cell } from './MoneyTable';

export interface ChartSeries {
  name: string;
  /** One value per label, 0 or more. */
  values: number[];
}

const WIDTH = 320;
const HEIGHT = 150;
const PLOT = { left: 8, right: 312, top: 16, bottom: 124 };

/** The labels written under the axis: the first, the middle and the last, so they never overlap. */
const shownLabel = (i: number, n: number) => i === 0 || i === n - 1 || i === Math.floor((n - 1) / 2);

export function Chart({
  id,
  title,
  description,
  kind,
  labels,
  series,
  format,
  table,
  empty,
}: {
  id: string;
  title: string;
  description: string;
  kind: 'bars' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** How the largest value is written beside its gridline. */
  format: (value: number) => string;
  table: { header: string[]; rows: Cell[][] };
  /** What the chart says when there is nothing to draw. */
  empty: string;
}) {
  const n = labels.length;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const y = (v: number) => PLOT.bottom - (max === 0 ? 0 : ((PLOT.bottom - PLOT.top) * v) / max);
  const slot = (PLOT.right - PLOT.left) / Math.max(n, 1);
  const x = (i: number) => PLOT.left + slot * (i + 0.5);
  const barWidth = (slot * 0.7) / Math.max(series.length, 1);
  let marks: ReactNode;
  if (kind === 'bars') {
    marks = series.map((s, k) =>
      s.values.map((v, i) => <rect key={`${k}-${i}`} className={`hl-chart-s${k}`} x={x(i) - (slot * 0.35) + k * barWidth} y={y(v)} width={barWidth} height={PLOT.bottom - y(v)} />),
    );
  } else {
    marks = series.map((s, k) => (
      <g key={k} className={`hl-chart-s${k}`}>
        <polyline fill="none" strokeWidth={2} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        {s.values.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r={3} />
        ))}
      </g>
    ));
  }
  return (
    <figure className="hl-chart" aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong> <span id={`${id}-desc`}>{description}</span>
      </figcaption>
      {n === 0 ? (
        <p className="hl-empty" role="status">
          {empty}
        </p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="hl-chart-svg">
            <line className="hl-chart-axis" x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} />
            <line className="hl-chart-grid" x1={PLOT.left} x2={PLOT.right} y1={PLOT.top} y2={PLOT.top} />
            <text x={PLOT.left} y={PLOT.top - 4}>
              {format(max)}
            </text>
            {marks}
            {labels.map((label, i) =>
              shownLabel(i, n) ? (
                <text key={label} x={x(i)} y={HEIGHT - 12} textAnchor={i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'}>
                  {label}
                </text>
              ) : null,
            )}
          </svg>
          {series.length > 1 ? (
            <ul className="hl-chart-legend">
              {series.map((s, k) => (
                <li key={s.name}>
                  <svg viewBox="0 0 10 10" aria-hidden="true" className={`hl-chart-s${k}`}>
                    <rect width="10" height="10" />
                  </svg>
                  {s.name}
                </li>
              ))}
            </ul>
          ) : null}
          <MoneyTable caption={title} header={table.header} rows={table.rows} />
        </>
      )}
    </figure>
  );
}
