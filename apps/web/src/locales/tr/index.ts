import type { en } from '../en';
import { activity as trActivity } from './activity';
import { admin as trAdmin } from './admin';
import { assistant as trAssistant } from './assistant';
import { auth as trAuth } from './auth';
import { calendar as trCalendar } from './calendar';
import { chat as trChat } from './chat';
import { comments as trComments } from './comments';
import { common as trCommon } from './common';
import { contact as trContact } from './contact';
import { friends as trFriends } from './friends';
import { help as trHelp } from './help';
import { home as trHome } from './home';
import { imports as trImports } from './imports';
import { lists as trLists } from './lists';
import { mediaServers as trMediaServers } from './media-servers';
import { members as trMembers } from './members';
import { notifications as trNotifications } from './notifications';
import { people as trPeople } from './people';
import { plays as trPlays } from './plays';
import { profile as trProfile } from './profile';
import { push as trPush } from './push';
import { recommendations as trRecommendations } from './recommendations';
import { registration as trRegistration } from './registration';
import { search as trSearch } from './search';
import { service as trService } from './service';
import { sharedWatchlists as trSharedWatchlists } from './shared-watchlists';
import { shell as trShell } from './shell';
import { stats as trStats } from './stats';
import { title as trTitle } from './title';
import { trending as trTrending } from './trending';
import { watch as trWatch } from './watch';
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
  plays: trPlays,
  calendar: trCalendar,
  watch: trWatch,
  notifications: trNotifications,
  activity: trActivity,
  stats: trStats,
  chat: trChat,
  comments: trComments,
  sharedWatchlists: trSharedWatchlists,
  lists: trLists,
  members: trMembers,
  people: trPeople,
  friends: trFriends,
  profile: trProfile,
  push: trPush,
  admin: trAdmin,
  service: trService,
  contact: trContact,
  help: trHelp,
  recommendations: trRecommendations,
  assistant: trAssistant,
  imports: trImports,
  mediaServers: trMediaServers,
};
