import type { en } from '../en';
import { assistant as trAssistant } from './assistant';
import { auth as trAuth } from './auth';
import { chat as trChat } from './chat';
import { comments as trComments } from './comments';
import { common as trCommon } from './common';
import { friends as trFriends } from './friends';
import { home as trHome } from './home';
import { profile as trProfile } from './profile';
import { registration as trRegistration } from './registration';
import { search as trSearch } from './search';
import { sharedWatchlists as trSharedWatchlists } from './shared-watchlists';
import { shell as trShell } from './shell';
import { title as trTitle } from './title';
import { trending as trTrending } from './trending';
import { watchlist as trWatchlist } from './watchlist';

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
  assistant: trAssistant,
};
