// A row's "resolve with a note" form in a console table (a reconciliation difference, a payment
// the provider did not confirm): the row's id in a hidden field, the note kept and its refusal
// shown beside it when this row's post was refused.
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { useT } from '~/lib/language';

interface Props {
  /** The hidden field naming the row, and its value. */
  field: string;
  id: string;
  /** What the form resolves, for its accessible name. */
  subject: string;
  /** This row's refusal, when the last post was this row's. */
  refused: { note: string; error: string | undefined } | null;
}

export function ResolveWithNote({ field, id, subject, refused }: Props) {
  const t = useT();
  const errorId = `note-${id}-error`;
  return (
    <Form method="post" aria-label={`${t('books.reconResolve')} ${subject}`}>
      <CsrfInput />
      <input type="hidden" name={field} value={id} />
      <label htmlFor={`note-${id}`}>{t('books.reconNote')}</label>
      <input id={`note-${id}`} name="note" maxLength={500} required defaultValue={refused?.note ?? ''} {...(refused?.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})} />
      {refused?.error ? (
        <p id={errorId} className="hl-field-error" role="alert">
          {refused.error}
        </p>
      ) : null}
      <button type="submit" className="hl-pill">
        {t('books.reconResolve')}
      </button>
    </Form>
  );
}
