// /theme.css: the CSS variables of the theme (lib/theme.ts), the same for every page and visitor, so
// sent once and kept by the browser instead of inlined in every page. Its URL carries a
// version of its content.
import { THEME_CSS } from '~/lib/theme';

export function loader() {
  return new Response(THEME_CSS, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
