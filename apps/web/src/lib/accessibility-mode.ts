/** Class on <html> that turns on larger text, no motion and stronger focus outlines (see index.css). */
export const A11Y_CLASS = 'a11y';

/** Switches the accessibility mode a person asked for at registration on or off. */
export function applyAccessibilityMode(enabled: boolean): void {
  document.documentElement.classList.toggle(A11Y_CLASS, enabled);
}
