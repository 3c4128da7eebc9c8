import { activity as enActivity } from './activity';
import { admin as enAdmin } from './admin';
import { assistant as enAssistant } from './assistant';
import { auth as enAuth } from './auth';
import { calendar as enCalendar } from './calendar';
import { chat as enChat } from './chat';
import { comments as enComments } from './comments';
import { common as enCommon } from './common';
import { contact as enContact } from './contact';
import { friends as enFriends } from './friends';
import { help as enHelp } from './help';
import { home as enHome } from './home';
import { imports as enImports } from './imports';
import { lists as enLists } from './lists';
import { mediaServers as enMediaServers } from './media-servers';
import { members as enMembers } from './members';
import { notifications as enNotifications } from './notifications';
import { people as enPeople } from './people';
import { plays as enPlays } from './plays';
import { profile as enProfile } from './profile';
import { push as enPush } from './push';
import { recommendations as enRecommendations } from './recommendations';
import { registration as enRegistration } from './registration';
import { search as enSearch } from './search';
import { service as enService } from './service';
import { sharedWatchlists as enSharedWatchlists } from './shared-watchlists';
import { shell as enShell } from './shell';
import { stats as enStats } from './stats';
import { title as enTitle } from './title';
import { trending as enTrending } from './trending';
import { watch as enWatch } from './watch';
import { watchlist as enWatchlist } from './watchlist';

/** The English texts of every namespace (the reference tree: Turkish must have the same keys). */
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
  plays: enPlays,
  calendar: enCalendar,
  watch: enWatch,
  notifications: enNotifications,
  activity: enActivity,
  stats: enStats,
  chat: enChat,
  comments: enComments,
  sharedWatchlists: enSharedWatchlists,
  lists: enLists,
  members: enMembers,
  people: enPeople,
  friends: enFriends,
  profile: enProfile,
  push: enPush,
  admin: enAdmin,
  service: enService,
  contact: enContact,
  help: enHelp,
  recommendations: enRecommendations,
  assistant: enAssistant,
  imports: enImports,
  mediaServers: enMediaServers,
};
