// Where the answer to a posted form is on the page that follows (docs/product.md
// §8): the first field in error, else the first alert, else the anchor the redirect named, else the
// notices at the top. Read by the plain script of the pages, all sent without React (lib/enhance/forms.ts).

/** Where the answer to a post is, first match wins; `hash` is the URL's anchor ('#sign') or ''. */
export function answerSelectors(hash: string): string[] {
  const anchor = /^#[A-Za-z][\w-]*$/.test(hash) ? [hash] : [];
  return ['main [aria-invalid="true"]', 'main [role="alert"]', ...anchor, '#notices'];
}

/** The element to focus after a post, or null when the page shows no answer. */
export function answerTarget(root: ParentNode, hash: string): HTMLElement | null {
  for (const selector of answerSelectors(hash)) {
    const el = root.querySelector<HTMLElement>(selector);
    if (el) return el;
  }
  return null;
}

/** Moves the focus (and so the view and a screen reader) to the answer of a post, if the page shows one. */
export function focusAnswer(doc: Document, hash: string): void {
  const target = answerTarget(doc, hash);
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
