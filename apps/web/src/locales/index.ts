import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { registration as enRegistration } from './en/registration';
import { search as enSearch } from './en/search';
import { shell as enShell } from './en/shell';
import { title as enTitle } from './en/title';
import { trending as enTrending } from './en/trending';
import { auth as trAuth } from './tr/auth';
import { common as trCommon } from './tr/common';
import { home as trHome } from './tr/home';
import { registration as trRegistration } from './tr/registration';
import { search as trSearch } from './tr/search';
import { shell as trShell } from './tr/shell';
import { title as trTitle } from './tr/title';
import { trending as trTrending } from './tr/trending';

/** Interface languages; English is the fallback. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language names as each language writes its own (shown in the footer switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };

export const en = {
  common: enCommon,
  shell: enShell,
  auth: enAuth,
  registration: enRegistration,
  home: enHome,
  search: enSearch,
  trending: enTrending,
  title: enTitle,
};

/** The Turkish tree has the English tree's type, so a missing or extra key fails the type check. */
export const tr: typeof en = {
  common: trCommon,
  shell: trShell,
  auth: trAuth,
  registration: trRegistration,
  home: trHome,
  search: trSearch,
  trending: trTrending,
  title: trTitle,
};

export const resources = { en, tr } satisfies Record<Language, typeof en>;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
export const defaultNamespace = 'common' as const;
