// A definition list of labelled figures (loan number, amounts, dates), laid out as a grid that
// wraps on small screens. Plain HTML: works without JavaScript and reads well in a screen reader.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function Facts({ items, min = 180 }: { items: Array<Fact | null | false>; min?: number }) {
  const shown = items.filter((f): f is Fact => !!f);
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))`,
        gap: '12px 24px',
        margin: 0,
      }}
    >
      {shown.map((f) => (
        <div key={f.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={f.testId}>
            {f.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
