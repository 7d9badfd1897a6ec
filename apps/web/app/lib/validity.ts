// The browser checks a field's pattern and length before a form is sent; its own words ('Please match
// the requested format.') do not say what is wrong. With JavaScript, a free-text field of the domain
// rules answers with the rule's explanation instead ('Your first name cannot contain digits.';
// issue 12, defect 1). Without JavaScript the browser's words stay, and the server's answer says it.
import { FIELD_RULES, checkField, type FieldName } from '@halimbawa/domain';
import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

function explainedRule(el: EventTarget | null): FieldName | null {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  const name = el.name as FieldName;
  return Object.prototype.hasOwnProperty.call(FIELD_RULES, name) && FIELD_RULES[name].explain ? name : null;
}

/** The message for a field the browser found invalid, or null to keep the browser's own (an empty required field). */
export function validityMessage(name: FieldName, el: Pick<Field, 'value' | 'validity'>): string | null {
  const { patternMismatch, tooShort, tooLong } = el.validity;
  if (!patternMismatch && !tooShort && !tooLong) return null;
  return checkField(name, el.value);
}

export function useFieldMessages(): void {
  useEffect(() => {
    const onInvalid = (e: Event) => {
      const name = explainedRule(e.target);
      if (!name) return;
      const el = e.target as Field;
      const message = validityMessage(name, el);
      if (message) el.setCustomValidity(message);
    };
    // A change clears it, so the browser checks the new value afresh.
    const onInput = (e: Event) => {
      if (explainedRule(e.target)) (e.target as Field).setCustomValidity('');
    };
    document.addEventListener('invalid', onInvalid, true);
    document.addEventListener('input', onInput, true);
    return () => {
      document.removeEventListener('invalid', onInvalid, true);
      document.removeEventListener('input', onInput, true);
    };
  }, []);
}
