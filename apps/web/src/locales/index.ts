import { auth as enAuth } from './en/auth';
import { chat as enChat } from './en/chat';
import { comments as enComments } from './en/comments';
import { common as enCommon } from './en/common';
import { friends as enFriends } from './en/friends';
import { home as enHome } from './en/home';
import { profile as enProfile } from './en/profile';
import { registration as enRegistration } from './en/registration';
import { search as enSearch } from './en/search';
import { sharedWatchlists as enSharedWatchlists } from './en/shared-watchlists';
import { shell as enShell } from './en/shell';
import { title as enTitle } from './en/title';
import { trending as enTrending } from './en/trending';
import { watchlist as enWatchlist } from './en/watchlist';
import { auth as trAuth } from './tr/auth';
import { chat as trChat } from './tr/chat';
import { comments as trComments } from './tr/comments';
import { common as trCommon } from './tr/common';
import { friends as trFriends } from './tr/friends';
import { home as trHome } from './tr/home';
import { profile as trProfile } from './tr/profile';
import { registration as trRegistration } from './tr/registration';
import { search as trSearch } from './tr/search';
import { sharedWatchlists as trSharedWatchlists } from './tr/shared-watchlists';
import { shell as trShell } from './tr/shell';
import { title as trTitle } from './tr/title';
import { trending as trTrending } from './tr/trending';
import { watchlist as trWatchlist } from './tr/watchlist';

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
  watchlist: enWatchlist,
  chat: enChat,
  comments: enComments,
  sharedWatchlists: enSharedWatchlists,
  friends: enFriends,
  profile: enProfile,
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
  watchlist: trWatchlist,
  chat: trChat,
  comments: trComments,
  sharedWatchlists: trSharedWatchlists,
  friends: trFriends,
  profile: trProfile,
};

export const resources = { en, tr } satisfies Record<Language, typeof en>;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
export const defaultNamespace = 'common' as const;
