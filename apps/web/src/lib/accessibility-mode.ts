import { useSyncExternalStore } from 'react';

/** Class on <html> that turns on larger text, no motion and stronger focus outlines (see index.css). */
export const A11Y_CLASS = 'a11y';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Switches the accessibility mode a person asked for at registration on or off. */
export function applyAccessibilityMode(enabled: boolean): void {
  document.documentElement.classList.toggle(A11Y_CLASS, enabled);
}

/** True when the system asks for reduced motion or the accessibility mode is on. */
export function prefersReducedMotion(): boolean {
  const systemAsks = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
  return systemAsks || document.documentElement.classList.contains(A11Y_CLASS);
}

function subscribeToMotionPreference(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  media?.addEventListener?.('change', onChange);
  // The accessibility mode arrives as a class on <html> once the session is known.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    media?.removeEventListener?.('change', onChange);
    observer.disconnect();
  };
}

/**
 * Whether motion should be avoided (no auto-advancing slides, no autoplaying video): the system's
 * `prefers-reduced-motion` or the accessibility mode. Follows changes to either.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
}
