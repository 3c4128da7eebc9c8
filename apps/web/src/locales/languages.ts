/**
 * The interface languages, without their texts: the app loads only the active language's texts (lib/i18n.ts), so
 * anything the first page needs about languages lives here.
 */

import type { Language } from '@watchify/contract';

// The list itself is shared with the API, which picks each page's document by language (contract constants).
export { LANGUAGES, type Language } from '@watchify/contract';

/** The language names as each language writes its own (shown in the footer switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };

export const defaultNamespace = 'common' as const;
