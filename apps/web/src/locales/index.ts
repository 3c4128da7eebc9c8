import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { registration as enRegistration } from './en/registration';
import { shell as enShell } from './en/shell';
import { auth as trAuth } from './tr/auth';
import { common as trCommon } from './tr/common';
import { home as trHome } from './tr/home';
import { registration as trRegistration } from './tr/registration';
import { shell as trShell } from './tr/shell';

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
};

/** The Turkish tree has the English tree's type, so a missing or extra key fails the type check. */
export const tr: typeof en = {
  common: trCommon,
  shell: trShell,
  auth: trAuth,
  registration: trRegistration,
  home: trHome,
};

export const resources = { en, tr } satisfies Record<Language, typeof en>;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
export const defaultNamespace = 'common' as const;
