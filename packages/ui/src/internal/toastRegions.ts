/**
 * The toast regions of the page (`data-toast-region`), for a modal's `FloatingFocusManager` to treat as its
 * own (`getInsideElements`): floating-ui hides everything outside an open modal from assistive technology
 * with `aria-hidden`, and a toast shown meanwhile (an error, a person who joined) must still be announced.
 */
export const getToastRegions = (): Element[] =>
  typeof document === 'undefined' ? [] : Array.from(document.querySelectorAll('[data-toast-region]'));
