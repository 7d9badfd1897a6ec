// A status as a small coloured label: the words say it (the colour only repeats it), in the page's language.

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: string }) {
  return (
    <span className="hl-badge" data-tone={tone}>
      {children}
    </span>
  );
}
