// Which scripts a page loads (light pages for cheap phones). No page hydrates React: the
// root sends no <Scripts/>, no <ScrollRestoration/> and no modulepreloads, only the small
// enhancements the matched routes name in their `handle` (plain script files, no React), each with
// the response's CSP nonce. A route that names none sends no script at all.
import { useMatches } from '@remix-run/react';
import formsEnhancement from '~/lib/enhance/forms.ts?worker&url';

export interface PageScriptsHandle {
  /** URLs of small plain scripts that enhance the page. */
  enhancements?: string[];
}

function scriptsHandle(handle: unknown): PageScriptsHandle {
  return handle && typeof handle === 'object' ? (handle as PageScriptsHandle) : {};
}

/** The handle of a page whose forms show that they are working (and cannot be sent twice), and whose focus goes to a post's answer. */
export const FORM_SCRIPTS: PageScriptsHandle = { enhancements: [formsEnhancement] };

/** Every member page has forms. */
export const MEMBER_SCRIPTS: PageScriptsHandle = FORM_SCRIPTS;

/** A member page's handle with more enhancements of its own. */
export function memberScripts(...enhancements: string[]): PageScriptsHandle {
  return { enhancements: [formsEnhancement, ...enhancements] };
}

/** The enhancements the routes of this page name; a layout and its page may name the same script: it is loaded once. */
export function usePageScripts(): string[] {
  return [...new Set(useMatches().flatMap((m) => scriptsHandle(m.handle).enhancements ?? []))];
}
