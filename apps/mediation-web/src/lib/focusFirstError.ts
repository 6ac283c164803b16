import type { FormEvent } from 'react';

/**
 * Wraps a form's submit handler: when the submit leaves fields in error, focus moves to the first of
 * them, so a keyboard or screen reader user lands on what needs fixing.
 */
export function focusFirstError<T>(handleSubmit: (event?: FormEvent<HTMLFormElement>) => T) {
  return (event: FormEvent<HTMLFormElement>): T => {
    const form = event.currentTarget;
    const result = handleSubmit(event);
    requestAnimationFrame(() => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid && !invalid.contains(document.activeElement)) invalid.focus();
    });
    return result;
  };
}
