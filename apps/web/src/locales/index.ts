import { en } from './en';
import type { Language } from './languages';
import { tr } from './tr';

export { en } from './en';
export * from './languages';
export { tr } from './tr';

/** Both trees at once: for tests and type checks. The app itself loads one language at a time (lib/i18n.ts). */
export const resources = { en, tr } satisfies Record<Language, typeof en>;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
