// A labelled console form field with its message beside it (aria-describedby), as plain HTML.
import type { ReactNode } from 'react';

export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="hl-filter">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}) })}
      {error ? (
        <p id={errorId} className="hl-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="hl-form-error" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}

/** A console form's one submit button, in the row the filters and forms share. */
export function SubmitRow({ label }: { label: string }) {
  return (
    <div className="hl-filter-actions">
      <button type="submit" className="hl-pill">
        {label}
      </button>
    </div>
  );
}
