import palette from '../../mantine-palette.json';
import { Anchor, DEFAULT_THEME, convertCssVariables, createTheme, defaultCssVariablesResolver, mergeMantineTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palette with shades 6 to 9 darkened until text in them meets WCAG 2.2 AA on white
 * (4.5:1; 6 ≥ 4.8, 7 ≥ 5.5, 8 ≥ 6.5, 9 ≥ 7.5) — shade 6 is the error text and, for gray, the
 * dimmed help text; 7 (the primary shade) the filled buttons under white text and the light
 * variant's text. Shades 0 to 5 (backgrounds, borders) are Mantine's.
 */
function accessible(name: keyof typeof DEFAULT_THEME.colors, dark: [string, string, string, string]): MantineColorsTuple {
  return [...DEFAULT_THEME.colors[name].slice(0, 6), ...dark] as unknown as MantineColorsTuple;
}

/** Mantine theme: docs/product.md §7 breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px, in em). */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
  colors: {
    blue: ['#e9f1ff', '#d0def8', '#a0bbef', '#6c95e6', '#4375de', '#2a61da', '#1b56d9', '#0d47c1', '#0b2a63', '#00326f'],
    // gray 6 is --mantine-color-dimmed: 5.5:1 on white, 5.2:1 on the page's #f6f8fc.
    gray: accessible('gray', ['#63696f', '#495057', '#343a40', '#212529']),
    // red 7 is also the light Alert's title on its pink tint (#f1e4e8 on the page): 4.8:1 there.
    red: accessible('red', ['#ca4242', '#ba2e2e', '#b12727', '#a12222']),
    orange: accessible('orange', ['#b1580e', '#af4905', '#a23e08', '#98320b']),
    yellow: accessible('yellow', ['#966a03', '#915e00', '#895000', '#834400']),
    green: accessible('green', ['#2b813a', '#257734', '#206b2e', '#1e612b']),
    teal: accessible('teal', ['#0d815e', '#097655', '#076b4c', '#065f44']),
  },
  primaryShade: 7,
  defaultRadius: 'md',
  components: {
    // A link inside text is told apart by its underline, not by its colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** The palette colours the product never shows (their variables are left out of every page's CSS: postcss-unused-colours.cjs). */
export const UNUSED_COLOURS: readonly string[] = palette.unused;
const UNUSED_VARIABLE = new RegExp(`^--mantine-color-(${UNUSED_COLOURS.join('|')})(-|$)`);

/** The variables of `resolved` whose values differ from `base`'s, but for the colours the product never shows. */
function changed(resolved: Record<string, string>, base: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(resolved).filter(([name, value]) => base[name] !== value && !UNUSED_VARIABLE.test(name)));
}

/**
 * The CSS variables in which the theme differs from Mantine's defaults (default-css-variables.css),
 * light scheme only: what MantineProvider would compute on every render, computed once.
 */
export const THEME_CSS = (() => {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({ variables: changed(ours.variables, base.variables), light: changed(ours.light, base.light), dark: {} }, ':root');
})();

/** Where THEME_CSS is served (routes/theme[.]css.ts), versioned by its content so a browser may keep it. */
export const THEME_CSS_URL = `/theme.css?v=${[...THEME_CSS].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7).toString(36)}`;
