// A definition list of labelled figures (loan number, amounts, dates), laid out as a grid that
// wraps on small screens. Plain HTML: works without JavaScript and reads well in a screen reader.
import type { CSSProperties, ReactNode } from 'react';
import '~/styles/status.css';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function Facts({ items, min = 180 }: { items: Array<Fact | null | false>; min?: number }) {
  const shown = items.filter((f): f is Fact => !!f);
  return (
    <dl className="hl-facts" style={{ '--hl-facts-min': `${min}px` } as CSSProperties}>
      {shown.map((f) => (
        <div key={f.label}>
          <dt className="hl-t hl-t-xs">{f.label}</dt>
          <dd className="hl-t" data-testid={f.testId}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
