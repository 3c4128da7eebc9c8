import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps of our own tables are ISO-8601 strings in both dialects, so one code path reads them.
 * Better-auth's tables use native timestamps on PostgreSQL (its adapter converts), so they are typed loosely.
 */
type Timestamp = string;
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
/** 0/1: better-sqlite3 cannot bind JS booleans, so our flags are integers everywhere. */
type Flag = number;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  /** Made by a first OIDC sign-in; unusable until the registration wizard is finished (decision 049). */
  registration_pending: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface OidcIssuersTable {
  provider_id: string;
  issuer: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface ProfilesTable {
  user_id: string;
  first_name: string;
  last_name: string;
  nickname: string;
  nickname_key: string;
  country: string;
  city: string;
  gender: string | null;
  birth_date: string;
  occupation: string;
  instagram: string | null;
  twitter: string | null;
  photo_path: string | null;
  has_disability: Flag;
  is_admin: Flag;
  last_seen_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserGenrePreferencesTable {
  user_id: string;
  genre_id: number;
  position: number;
}

export interface UserFavoriteTitlesTable {
  user_id: string;
  media_type: string;
  title_id: number;
  position: number;
}

export interface NicknameReservationsTable {
  nickname_key: string;
  nickname: string;
  email: string;
  token_hash: string;
  status: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface TitlesTable {
  media_type: string;
  id: number;
  title: string;
  original_title: string | null;
  original_language: string | null;
  overview: string | null;
  tagline: string | null;
  release_date: string | null;
  year: number | null;
  runtime: number | null;
  vote_average: number | null;
  vote_count: number | null;
  popularity: number | null;
  poster_path: string | null;
  backdrop_path: string | null;
  status: string | null;
  imdb_id: string | null;
  number_of_seasons: number | null;
  number_of_episodes: number | null;
  /** Lower-cased, accent-free title for search. */
  search_title: string;
  /** The folded words of the title and (when it differs) the original title: what the search engine indexes. */
  search_words: string;
  /** The folded original title when it differs from the title (for "starts with" ranking). */
  search_original: string | null;
  /** The title's genres as bits (lib/genre-bits.ts), for search's filter. */
  genre_bits: Generated<number>;
  source: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * When TMDB's details were last fetched for this title (or TMDB said it has none); null when never. Optional on
   * insert because only the TMDB integration sets it.
   */
  details_fetched_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The collection (franchise) a movie belongs to (TMDB's `belongs_to_collection`); optional on insert. */
  collection_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A collection (franchise) of movies, as TMDB names it; its parts are the titles whose collection_id is its id. */
export interface CollectionsTable {
  id: number;
  name: string;
  overview: string | null;
  poster_path: string | null;
  backdrop_path: string | null;
}

export interface GenresTable {
  media_type: string;
  id: number;
  name: string;
}

export interface TitleGenresTable {
  media_type: string;
  title_id: number;
  genre_id: number;
}

export interface PeopleTable {
  id: number;
  name: string;
  profile_path: string | null;
  /** The folded name, for the cast filter. */
  search_name: string;
}

/** Every folded title word once, with when it arrived (each instance's typo word list reads the new ones). */
export interface SearchWordsTable {
  word: string;
  added_at: string;
}

export interface CreditsTable {
  media_type: string;
  title_id: number;
  kind: 'cast' | 'crew';
  position: number;
  person_id: number;
  character: string | null;
  job: string | null;
  department: string | null;
  billing_order: number | null;
}

export interface VideosTable {
  media_type: string;
  title_id: number;
  position: number;
  key: string;
  site: string | null;
  type: string | null;
  name: string | null;
}

/** A season of a TV show (issue 23, decision 034); no episode rows when its source gave only a count. */
export interface SeasonsTable {
  title_id: number;
  season_number: number;
  name: string | null;
  overview: string | null;
  air_date: string | null;
  episode_count: number | null;
  poster_path: string | null;
  episodes_fetched_at: Timestamp | null;
}

/** One episode of a season, as its source gave it: unknown names, dates and runtimes stay null. */
export interface EpisodesTable {
  title_id: number;
  season_number: number;
  episode_number: number;
  name: string | null;
  overview: string | null;
  air_date: string | null;
  runtime: number | null;
  still_path: string | null;
}

export interface KeywordsTable {
  name: string;
  tmdb_id: number | null;
}

export interface TitleKeywordsTable {
  media_type: string;
  title_id: number;
  keyword: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A title in a user's own watchlist; title/poster/year are a snapshot taken when it was added. */
export interface WatchlistItemsTable {
  user_id: string;
  media_type: string;
  title_id: number;
  title: string;
  poster_path: string | null;
  year: number | null;
  added_at: Timestamp;
  /** The import that created it (undo removes it); null: not imported. */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One play: a user watched a title on a day (or does not remember when). */
export interface PlaysTable {
  id: string;
  user_id: string;
  request_id: string;
  media_type: string;
  title_id: number;
  title: string;
  poster_path: string | null;
  year: number | null;
  watched_on: string | null;
  rewatch: number;
  /** An episode play's season and episode (both null: a movie, or a whole show). */
  season_number: number | null;
  episode_number: number | null;
  diary_position: string;
  /** A review's words kept on this play (an imported review older than the title's newest). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The import that created it (undo removes it); null: logged by hand. */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Something a member is told about (issue 24 §3). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  actor_id: string | null;
  subject: string | null;
  link: string;
  /** Notifications with the same key while unread are one, bumped (a burst of chat messages). */
  group_key: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A member's choice of how one type of notification reaches them; no row: the default. */
export interface NotificationSettingsTable {
  user_id: string;
  type: string;
  delivery: string;
}

/** An aired episode whose watchers have been notified (once, whichever instance got there first). */
export interface AiredEpisodeNoticesTable {
  title_id: number;
  season_number: number;
  episode_number: number;
  noticed_at: Timestamp;
}

/** Something a member did, for their friends' feeds (a snapshot of what it was about). */
export interface ActivitiesTable {
  id: string;
  actor_id: string;
  type: string;
  media_type: string | null;
  title_id: number | null;
  title: string | null;
  poster_path: string | null;
  year: number | null;
  season_number: number | null;
  episode_number: number | null;
  rating: number | null;
  excerpt: string | null;
  /** 1: a review its author marked as a spoiler. */
  spoiler: Generated<Flag>;
  /** 1: about a friends-only list; only the member's friends see it. */
  friends_only: Generated<Flag>;
  list_id: string | null;
  list_name: string | null;
  created_at: Timestamp;
}

/** Who sees a member's activity; no row: their friends. */
export interface ActivitySettingsTable {
  user_id: string;
  audience: string;
}

/** A user's tracking choices; no row: the defaults. */
export interface TrackingSettingsTable {
  user_id: string;
  watchlist_after_watch: string;
  show_watched: number;
  updated_at: Timestamp;
}

/** A user's tracking of one show: whether they stopped watching it, and when they last marked an episode of it. */
export interface ShowTrackingTable {
  user_id: string;
  show_id: number;
  stopped: number;
  last_activity_at: Timestamp;
}

export interface CommentsTable {
  id: string;
  user_id: string;
  media_type: string;
  title_id: number;
  /** 1–5 stars. */
  rating: number;
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The author marked the text as a spoiler. */
  spoiler: Generated<Flag>;
  /** The import that created it (undo removes it); null: not imported. */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** An imported rating as its source gave it (8 of 10, 4.5 of 5); null otherwise. */
  source_rating: ColumnType<number | null, number | null | undefined, number | null>;
  source_scale: ColumnType<number | null, number | null | undefined, number | null>;
  /** Rows of `comment_likes` / `comment_replies` of this review, kept by triggers (migration …20261128000200). */
  like_count: Generated<number>;
  reply_count: Generated<number>;
}

/** One person's like of a review: one row per (review, person). */
export interface CommentLikesTable {
  comment_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** A reply under a review (one level: a reply has no replies). */
export interface CommentRepliesTable {
  id: string;
  comment_id: string;
  user_id: string;
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A title's rating totals over its comments, kept by triggers on `comments` (migration …20261126000100). */
export interface TitleRatingTotalsTable {
  media_type: string;
  title_id: number;
  rating_sum: number;
  rating_count: number;
}

export interface FriendRequestsTable {
  id: string;
  from_user_id: string;
  to_user_id: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: Timestamp;
  responded_at: Timestamp | null;
}

/** One row per direction: (a, b) and (b, a). */
export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  created_at: Timestamp;
}

export interface SharedWatchlistsTable {
  id: string;
  name: string;
  created_by: string;
  created_at: Timestamp;
}

export interface SharedWatchlistMembersTable {
  list_id: string;
  user_id: string;
}

export interface SharedWatchlistItemsTable {
  list_id: string;
  media_type: string;
  title_id: number;
  title: string;
  poster_path: string | null;
  year: number | null;
  added_by: string | null;
  added_at: Timestamp;
}

/** A member's own list (issue 24 §1, decision 037). */
export interface ListsTable {
  id: string;
  owner_id: string;
  name: string;
  description: string | null;
  visibility: 'public' | 'friends' | 'private';
  collaborative: Flag;
  /** How many items it holds, kept by the writes that add and remove them. */
  item_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The import that created it (undo removes it); null: not imported. */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A title in a list; title/poster/year/rating are a snapshot taken when it was added. */
export interface ListItemsTable {
  list_id: string;
  media_type: string;
  title_id: number;
  title: string;
  poster_path: string | null;
  year: number | null;
  /** TMDB's vote average when added. */
  rating: number | null;
  /** The list's own order: gapped integers, smallest first. */
  position: number;
  note: string | null;
  added_by: string | null;
  added_at: Timestamp;
  /** The import that created it (undo removes it); null: not imported. */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ListCollaboratorsTable {
  list_id: string;
  user_id: string;
  added_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  /** The two user ids, sorted, joined by ':'. */
  conversation_key: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  client_id: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  full_name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  actor_user_id: string;
  actor_email: string;
  action: string;
  /** JSON text. */
  details: string;
  created_at: Timestamp;
}

/** The user's like or dislike of a title (product §3 feedback map); no row = no opinion. */
export interface TitleFeedbackTable {
  user_id: string;
  media_type: string;
  title_id: number;
  value: 'like' | 'dislike';
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The import that created it (undo removes it); null: not imported. */
  import_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A browser or installed app that accepted web push (decision 040); the endpoint is unique. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which each message is encrypted for. */
  p256dh: string;
  auth: string;
  /** 'en' | 'tr': the language of what is pushed to it. */
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A push message waiting to be retried (the push service could not take it at once). */
export interface PushDeliveriesTable {
  id: string;
  subscription_id: string;
  /** JSON of {title, body, url, tag}. */
  payload: string;
  attempts: number;
  next_attempt_at: Timestamp;
  expires_at: Timestamp;
  /** The sweep that is sending it, until `claimed_until`. */
  claimed_by: string | null;
  claimed_until: Timestamp | null;
  created_at: Timestamp;
}

/** An import (issue 25, decision 044): a job one instance runs at a time, by holding its lease. */
export interface ImportJobsTable {
  id: string;
  user_id: string;
  source: string;
  conflicts: string;
  state: string;
  /** JSON array of the uploaded files' names. */
  files: string;
  error: string | null;
  read_count: Generated<number>;
  done_count: Generated<number>;
  matched_count: Generated<number>;
  imported_count: Generated<number>;
  existing_count: Generated<number>;
  skipped_count: Generated<number>;
  unmatched_count: Generated<number>;
  claimed_by: string | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** One row of an import's upload and what became of it (the report). */
export interface ImportRowsTable {
  import_id: string;
  /** The row's order in the upload, from 0. */
  position: number;
  kind: string;
  file: string;
  line: number;
  label: string;
  /** JSON of the row as read. */
  payload: string;
  state: string;
  reason: string | null;
  match_media_type: string | null;
  match_id: number | null;
  match_title: string | null;
  match_year: number | null;
  match_method: string | null;
  /** JSON of what applying the row did that undo or later rows need (the list it made, the rating it replaced). */
  outcome: string | null;
}

/** A user's secret iCal feed token, as its SHA-256 in hex (decision 046). */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
}

/** A streaming service, store or channel as TMDB/JustWatch name it (decision 047). */
export interface WatchProvidersTable {
  id: number;
  name: string;
  logo_path: string | null;
}

/** A region a title has offers in, with TMDB's page of them there. */
export interface TitleWatchRegionsTable {
  media_type: string;
  title_id: number;
  region: string;
  link: string | null;
}

/** One way to watch a title in a region: streaming (flatrate), free, with ads, rent or buy, at one provider. */
export interface TitleWatchOffersTable {
  media_type: string;
  title_id: number;
  region: string;
  kind: string;
  provider_id: number;
  display_priority: number;
}

/** A member's where-to-watch region; null follows their language and browser. */
export interface WatchServiceSettingsTable {
  user_id: string;
  region: string | null;
  updated_at: Timestamp;
}

/** A service a member has ("my services"). */
export interface WatchServicesTable {
  user_id: string;
  provider_id: number;
}

export interface MediaWebhooksTable {
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
}

export interface MediaWebhookRecentTable {
  user_id: string;
  item_key: string;
  seen_at: Timestamp;
}

export interface MediaWebhookUnmatchedTable {
  id: string;
  user_id: string;
  server: string;
  media_type: string;
  name: string;
  year: number | null;
  season_number: number | null;
  episode_number: number | null;
  received_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  profiles: ProfilesTable;
  user_genre_preferences: UserGenrePreferencesTable;
  user_favorite_titles: UserFavoriteTitlesTable;
  nickname_reservations: NicknameReservationsTable;
  titles: TitlesTable;
  genres: GenresTable;
  title_genres: TitleGenresTable;
  people: PeopleTable;
  search_words: SearchWordsTable;
  credits: CreditsTable;
  collections: CollectionsTable;
  videos: VideosTable;
  keywords: KeywordsTable;
  title_keywords: TitleKeywordsTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  app_meta: AppMetaTable;
  watchlist_items: WatchlistItemsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_replies: CommentRepliesTable;
  title_rating_totals: TitleRatingTotalsTable;
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  shared_watchlists: SharedWatchlistsTable;
  shared_watchlist_members: SharedWatchlistMembersTable;
  shared_watchlist_items: SharedWatchlistItemsTable;
  lists: ListsTable;
  list_items: ListItemsTable;
  list_collaborators: ListCollaboratorsTable;
  chat_messages: ChatMessagesTable;
  contact_messages: ContactMessagesTable;
  admin_audit_log: AdminAuditLogTable;
  title_feedback: TitleFeedbackTable;
  plays: PlaysTable;
  show_tracking: ShowTrackingTable;
  tracking_settings: TrackingSettingsTable;
  notifications: NotificationsTable;
  aired_episode_notices: AiredEpisodeNoticesTable;
  activities: ActivitiesTable;
  activity_settings: ActivitySettingsTable;
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  import_jobs: ImportJobsTable;
  import_rows: ImportRowsTable;
  calendar_feeds: CalendarFeedsTable;
  watch_providers: WatchProvidersTable;
  title_watch_regions: TitleWatchRegionsTable;
  title_watch_offers: TitleWatchOffersTable;
  watch_service_settings: WatchServiceSettingsTable;
  watch_services: WatchServicesTable;
  media_webhooks: MediaWebhooksTable;
  media_webhook_recent: MediaWebhookRecentTable;
  media_webhook_unmatched: MediaWebhookUnmatchedTable;
  oidc_issuers: OidcIssuersTable;
}
