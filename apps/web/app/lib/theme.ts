import { createTheme } from '@mantine/core';

/** Mantine theme: docs/product.md §7 breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px, in em). */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
  colors: {
    blue: ['#e9f1ff', '#d0def8', '#a0bbef', '#6c95e6', '#4375de', '#2a61da', '#1b56d9', '#0d47c1', '#0b2a63', '#00326f'],
  },
  primaryShade: 7,
  defaultRadius: 'md',
});
