// After a form was posted, the eye goes where the answer is (issue 12, defect 3; docs/product.md §8):
// without JavaScript the action's URL or the redirect carries an anchor (#sign, #notices); with
// JavaScript this moves the focus (and so the view and a screen reader) to the first field in error,
// else the first alert, else the anchor the redirect named, else the notices at the top of the page.
import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

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

export function useFocusAfterPost(): void {
  const nav = useNavigation();
  const posting = useRef(false);
  useEffect(() => {
    if (nav.state !== 'idle') {
      if (nav.formMethod && nav.formMethod.toUpperCase() !== 'GET') posting.current = true;
      return;
    }
    if (!posting.current) return;
    posting.current = false;
    const target = answerTarget(document, window.location.hash);
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [nav.state, nav.formMethod]);
}
