// Which scripts a page loads (issue 9: light pages for cheap phones). A route whose page works as
// well without React says so in its `handle`; the root then sends no <Scripts/>, no
// <ScrollRestoration/> and no modulepreloads for it, only the small enhancements the route names
// (plain script files, no React), each with the response's CSP nonce.
import { useMatches } from '@remix-run/react';
import formsEnhancement from '~/lib/enhance/forms.ts?worker&url';

export interface PageScriptsHandle {
  /** false: the page is sent without React (its forms and links work as plain HTML). */
  hydrate?: boolean;
  /** URLs of small plain scripts that enhance the page when it is not hydrated. */
  enhancements?: string[];
}

/** The handle of a page that ships no JavaScript. */
export const NO_SCRIPTS: PageScriptsHandle = { hydrate: false };

function scriptsHandle(handle: unknown): PageScriptsHandle {
  return handle && typeof handle === 'object' ? (handle as PageScriptsHandle) : {};
}

/** The handle of a member page sent without React: its forms show that they are working, and the focus goes to a post's answer. */
export const MEMBER_SCRIPTS: PageScriptsHandle = { hydrate: false, enhancements: [formsEnhancement] };

/** A member page's handle with more enhancements of its own. */
export function memberScripts(...enhancements: string[]): PageScriptsHandle {
  return { hydrate: false, enhancements: [formsEnhancement, ...enhancements] };
}

/** Whether this page hydrates (no route of the match said otherwise), and the enhancements it loads instead. */
export function usePageScripts(): { hydrate: boolean; enhancements: string[] } {
  const matches = useMatches();
  const handles = matches.map((m) => scriptsHandle(m.handle));
  const hydrate = matches.length === 0 || !handles.some((h) => h.hydrate === false);
  // A layout and its page may name the same script: it is loaded once.
  return { hydrate, enhancements: hydrate ? [] : [...new Set(handles.flatMap((h) => h.enhancements ?? []))] };
}
