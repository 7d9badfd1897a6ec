// Mantine's styles per component (at most 15 KB of CSS a page). Instead of the whole
// @mantine/core/styles.css in every page, each module of app/ that imports components from
// @mantine/core also imports their documented per-component CSS files (and those of the components
// they are built on), so a route's CSS holds what its modules render, and no file has to list it
// by hand. The global files (baseline, variables, global) come first, from root.tsx.
import type { Plugin } from 'vite';

/**
 * The CSS files each component needs, those it is built on first, in the order of Mantine's own
 * styles.css. A component missing here fails the build, so a new one is not left unstyled.
 */
const STYLES_OF: Record<string, string[]> = {
  Alert: ['UnstyledButton', 'CloseButton', 'Alert'],
  Anchor: ['Text', 'Anchor'],
  Badge: ['Badge'],
  Button: ['UnstyledButton', 'Loader', 'Button'],
  Card: ['Paper', 'Card'],
  Checkbox: ['InlineInput', 'Checkbox'],
  Container: ['Container'],
  Group: ['Group'],
  Image: ['Image'],
  Input: ['Input'],
  List: ['List'],
  Modal: ['UnstyledButton', 'CloseButton', 'Paper', 'Overlay', 'ModalBase', 'Modal'],
  NativeSelect: ['Input'],
  Progress: ['Progress'],
  Radio: ['InlineInput', 'Radio'],
  SimpleGrid: ['SimpleGrid'],
  Slider: ['Slider'],
  Stack: ['Stack'],
  Table: ['Table'],
  Text: ['Text'],
  Textarea: ['Input'],
  TextInput: ['Input'],
  ThemeIcon: ['ThemeIcon'],
  Title: ['Title'],
  UnstyledButton: ['UnstyledButton'],
};
/** Imports that are not components: no styles of their own. */
const WITHOUT_STYLES = new Set([
  'MantineProvider',
  'createTheme',
  'mantineHtmlProps',
  'DEFAULT_THEME',
  'convertCssVariables',
  'defaultCssVariablesResolver',
  'mergeMantineTheme',
]);

const MANTINE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/** The CSS imports a module's source needs for the Mantine components it imports ('' when none). */
export function mantineStyleImports(source: string, id: string): string {
  const files = new Set<string>();
  for (const match of source.matchAll(MANTINE_IMPORT)) {
    for (const raw of match[1].split(',')) {
      const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (!name || raw.trim().startsWith('type ') || WITHOUT_STYLES.has(name)) continue;
      const styles = STYLES_OF[name];
      if (!styles) throw new Error(`${id}: no styles are listed for @mantine/core's ${name} (apps/web/mantine-styles.ts)`);
      for (const file of styles) files.add(file);
    }
  }
  return [...files].map((file) => `import '@mantine/core/styles/${file}.css';\n`).join('');
}

export function mantineStylesPerComponent(appDir: string): Plugin {
  return {
    name: 'halimbawa:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(appDir) || !/\.tsx?$/.test(id) || !code.includes('@mantine/core')) return null;
      const imports = mantineStyleImports(code, id);
      return imports ? { code: imports + code, map: null } : null;
    },
  };
}
