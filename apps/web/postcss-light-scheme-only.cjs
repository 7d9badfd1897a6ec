// The product has one colour scheme, light (root.tsx); Mantine's styles carry a dark one as well,
// about a quarter of their size. This drops every selector that applies only to the dark scheme,
// and a rule left with none (at most 15 KB of CSS a page).
const DARK = /\[data-mantine-color-scheme=["']?dark["']?\]|\(\[data-mantine-color-scheme=["']?dark["']?\]\)/;

module.exports = () => ({
  postcssPlugin: 'light-scheme-only',
  Rule(rule) {
    if (!DARK.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !DARK.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
  AtRule: {
    // @mixin dark / @media (prefers-color-scheme: dark) blocks, after postcss-preset-mantine expanded them
    media(atRule) {
      if (/prefers-color-scheme:\s*dark/.test(atRule.params)) atRule.remove();
    },
  },
});
module.exports.postcss = true;
