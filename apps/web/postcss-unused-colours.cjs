// Mantine's styles declare variables for fourteen palette colours; the product shows eight. This
// drops the variables of the others (mantine-palette.json, also left out of /theme.css by
// lib/theme.ts), and a rule left empty (at most 15 KB of CSS a page).
// PostCSS loads its plugins as CommonJS; the list is the one lib/theme.ts imports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unused } = require('./mantine-palette.json');

const UNUSED = new RegExp(`^--mantine-color-(${unused.join('|')})(-|$)`);

module.exports = () => ({
  postcssPlugin: 'unused-colours',
  Declaration(decl) {
    if (!UNUSED.test(decl.prop)) return;
    const rule = decl.parent;
    decl.remove();
    if (rule && rule.type === 'rule' && rule.nodes.length === 0) rule.remove();
  },
});
module.exports.postcss = true;
