// The catalogue's status icons (libs/domain STATUS_ICONS) as small inline SVGs, so a status card
// needs no icon font and no JavaScript. Decorative: the status text always says the same.
import type { StatusColour, StatusIcon } from '@halimbawa/domain';

const RING = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16';

const PATHS: Record<StatusIcon, string[]> = {
  PersonSearch: [
    'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
    'M10.35 14.01C7.62 13.91 2 15.27 2 18v2h9.54c-2.47-2.76-1.23-5.89-1.19-5.99',
    'M19.43 18.02c.36-.59.57-1.28.57-2.02a4 4 0 1 0-4 4c.74 0 1.43-.22 2.02-.57L20.59 22 22 20.59zM16 18a2 2 0 1 1 0-4 2 2 0 0 1 0 4',
  ],
  CheckCircleOutline: [RING, 'M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8z'],
  ErrorOutline: [RING, 'M11 15h2v2h-2zm0-8h2v6h-2z'],
  HighlightOff: [RING, 'M14.59 8 12 10.59 9.41 8 8 9.41 10.59 12 8 14.59 9.41 16 12 13.41 14.59 16 16 14.59 13.41 12 16 9.41z'],
  Update: [
    'M21 10.12h-6.78l2.74-2.82c-2.73-2.7-7.15-2.8-9.88-.1a6.875 6.875 0 0 0 0 9.79 7.02 7.02 0 0 0 9.88 0C18.32 15.65 19 14.08 19 12.1h2c0 1.98-.88 4.55-2.64 6.29-3.51 3.48-9.21 3.48-12.72 0-3.5-3.47-3.53-9.11-.02-12.58a8.987 8.987 0 0 1 12.65 0L21 3z',
    'M12.5 8v4.25l3.5 2.08-.72 1.21L11 13V8z',
  ],
  PauseCircleOutline: [RING, 'M9 8h2v8H9zm4 0h2v8h-2z'],
  QueryBuilder: [RING, 'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z'],
  CurrencyExchange: [
    'M12.89 11.1c-1.78-.59-2.64-.96-2.64-1.9 0-1.02 1.11-1.39 1.81-1.39 1.31 0 1.79.99 1.9 1.34l1.58-.67c-.15-.44-.82-1.91-2.64-2.23V5h-1.75v1.26c-2.6.56-2.62 2.85-2.62 2.96 0 2.27 2.25 2.91 3.35 3.31 1.58.56 2.28 1.07 2.28 2.03 0 1.13-1.05 1.61-1.98 1.61-1.82 0-2.34-1.87-2.4-2.09l-1.66.67c.63 2.19 2.28 2.78 3.02 2.96V19h1.75v-1.24c.52-.09 3.02-.59 3.02-3.22.01-1.39-.6-2.61-3.02-3.44',
    'M3 21H1v-6h6v2H4.52c1.61 2.41 4.36 4 7.48 4a9 9 0 0 0 9-9h2c0 6.08-4.92 11-11 11-3.72 0-7.01-1.85-9-4.67zm-2-9C1 5.92 5.92 1 12 1c3.72 0 7.01 1.85 9 4.67V3h2v6h-6V7h2.48C17.87 4.59 15.12 3 12 3a9 9 0 0 0-9 9z',
  ],
  LockReset: [
    'M13 3a9 9 0 0 0-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42A8.954 8.954 0 0 0 13 21a9 9 0 0 0 0-18',
    'M15 11v-1a2 2 0 1 0-4 0v1a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1m-1 0h-2v-1a1 1 0 1 1 2 0z',
  ],
  Block: [
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9A7.902 7.902 0 0 1 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1A7.902 7.902 0 0 1 20 12c0 4.42-3.58 8-8 8',
  ],
};

/** Mantine colour names for the catalogue's colours. */
export const STATUS_COLOUR: Record<StatusColour, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  danger: 'red',
};

export function StatusIconSvg({ icon, size = 28 }: { icon: StatusIcon; size?: number }) {
  const paths = PATHS[icon] ?? PATHS.ErrorOutline;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={icon}>
      {paths.map((d) => (
        <path key={d} fill="currentColor" fillRule="evenodd" d={d} />
      ))}
    </svg>
  );
}
