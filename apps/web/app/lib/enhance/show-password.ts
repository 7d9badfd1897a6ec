// The Show buttons of the password fields (features/auth/fields.tsx): hidden in the page's HTML,
// shown and working here. A press shows the password as text (aria-pressed) and another hides it;
// a sent form's passwords go back to hidden first, so that the browser never keeps them as text.
export function enhancePasswords(root: Document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-show-password]')) {
    const input = root.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(input instanceof HTMLInputElement)) continue;
    const show = (shown: boolean) => {
      input.type = shown ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(shown));
    };
    button.addEventListener('click', () => show(input.type === 'password'));
    input.form?.addEventListener('submit', () => show(false));
    button.hidden = false;
  }
}
