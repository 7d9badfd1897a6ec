// After a form was posted, the eye goes where the answer is (issue 12, defect 3; docs/product.md §8):
// without JavaScript the action's URL or the redirect carries an anchor (#sign, #notices); with
// JavaScript this moves the focus (and so the view and a screen reader) to the first field in error,
// else the first alert, else the anchor the redirect named, else the notices at the top of the page.
import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { focusAnswer } from './answer';

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
    focusAnswer(document, window.location.hash);
  }, [nav.state, nav.formMethod]);
}
