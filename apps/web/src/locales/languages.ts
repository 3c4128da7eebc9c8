/**
 * The interface languages, without their texts: the app loads only the active language's texts (lib/i18n.ts), so
 * anything the first page needs about languages lives here.
 */

/** Interface languages; English is the fallback. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language names as each language writes its own (shown in the footer switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };

export const defaultNamespace = 'common' as const;
