// Mantine's Checkbox with its description and its error tied to the box (aria-describedby,
// aria-invalid), as Mantine's text inputs do by themselves and its inline inputs do not: a screen
// reader then reads 'Please read Service and Policy Agreement' when the box takes the focus.
import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useId } from 'react';

export function CheckboxField({ error, description, ...props }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ');
  return (
    <Checkbox
      {...props}
      error={error ? <span id={errorId}>{error}</span> : undefined}
      description={description ? <span id={descriptionId}>{description}</span> : undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    />
  );
}
