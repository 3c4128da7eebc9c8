import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, i18nReady, loadLanguage } from '../lib/i18n';

// The app loads one language at a time; tests switch freely, so both are loaded before any test runs.
await i18nReady;
await Promise.all([loadLanguage('en'), loadLanguage('tr')]);

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; the app only reads them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// Toasts (sonner) capture the pointer to let people swipe them away.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.hasPointerCapture = () => false;
}

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  document.body.className = '';
  document.documentElement.className = '';
  await i18n.changeLanguage('en');
});
