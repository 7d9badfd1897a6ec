// The forms of a page sent without React, as the hydrated pages had them: a sent form's
// button shows that it is working and cannot send the form twice, and on the page that answers a
// post the focus goes to the answer (lib/answer.ts). A plain script, built on its own (below 1 KB):
// without it every form still posts and the anchors of the answers still scroll.
import { focusAnswer } from '~/lib/answer';
import { enhancePasswords } from './show-password';

/** Set while a post is under way, read by the page that answers it (this tab only). */
const POSTED = 'hl-posted';

function remember(posted: boolean) {
  try {
    if (posted) sessionStorage.setItem(POSTED, '1');
    else sessionStorage.removeItem(POSTED);
  } catch {
    // Storage refused (a private window's quota): the focus simply stays at the top.
  }
}

function wasPosted(): boolean {
  try {
    return sessionStorage.getItem(POSTED) === '1';
  } catch {
    return false;
  }
}

document.addEventListener('submit', (e) => {
  const form = e.target;
  if (!(form instanceof HTMLFormElement) || e.defaultPrevented) return;
  if (form.dataset.sending) {
    e.preventDefault(); // a second press while the first is on its way
    return;
  }
  form.dataset.sending = '1';
  const button = e.submitter instanceof HTMLButtonElement ? e.submitter : form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  remember((button?.getAttribute('formmethod') ?? form.method).toLowerCase() === 'post');
  if (!button) return;
  button.setAttribute('aria-busy', 'true');
  button.dataset.busy = '1';
  // Disabled only once the browser has read the form: a disabled submitter would not be sent.
  setTimeout(() => (button.disabled = true));
});

// Back to a page kept in the browser's memory: its forms can be sent again.
window.addEventListener('pageshow', (e) => {
  if (!e.persisted) return;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sending]')) delete form.dataset.sending;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-busy]')) {
    delete button.dataset.busy;
    button.removeAttribute('aria-busy');
    button.disabled = false;
  }
});

if (wasPosted()) {
  remember(false);
  // After the load: the browser's own move to the URL's anchor (#sign) would take the focus back.
  const focus = () => focusAnswer(document, window.location.hash);
  if (document.readyState === 'complete') focus();
  else window.addEventListener('load', () => setTimeout(focus), { once: true });
}

enhancePasswords(document);
