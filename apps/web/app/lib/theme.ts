import { DEFAULT_THEME, convertCssVariables, createTheme, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';

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

/** The variables of `resolved` whose values differ from `base`'s. */
function changed(resolved: Record<string, string>, base: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(resolved).filter(([name, value]) => base[name] !== value));
}

/**
 * The CSS variables in which the theme differs from Mantine's defaults (default-css-variables.css),
 * light scheme only: what MantineProvider would compute on every render, computed once (issue 9).
 */
export const THEME_CSS = (() => {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({ variables: changed(ours.variables, base.variables), light: changed(ours.light, base.light), dark: {} }, ':root');
})();

/** Where THEME_CSS is served (routes/theme[.]css.ts), versioned by its content so a browser may keep it. */
export const THEME_CSS_URL = `/theme.css?v=${[...THEME_CSS].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7).toString(36)}`;
