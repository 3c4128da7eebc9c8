import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import {
  DIARY_PAGE_SIZE,
  PLAY_KINDS,
  PLAY_MESSAGES,
  PLAY_YEAR_MIN,
  SHOW_STATES,
  WATCHLIST_AFTER_WATCH,
} from './rules.js';
import { validatePlayDate } from './validators.js';

/** The date a title was watched on, YYYY-MM-DD, or null for "I don't remember" (its rule runs on the whole body). */
const watchedOnSchema = z.string().max(10).nullable();

const dateRule = reportBrokenRule(
  ({ watchedOn }: { watchedOn?: string | null | undefined }) =>
    watchedOn === undefined ? null : validatePlayDate(watchedOn, new Date()),
  (code) => ({ message: PLAY_MESSAGES[code], field: 'watchedOn' }),
);

/** The client's id of one action (made once per click), so a double click or a retry stores it once. */
export const requestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const seasonNumberSchema = z.number().int().min(0).max(10_000);
const episodeNumberSchema = z.number().int().positive().max(100_000);

/**
 * POST /api/plays: I watched this title. `requestId` is made by the client once per action, so a double click or a
 * retried request stores one play, not two; a rewatch is a second action with its own id.
 */
export const logPlayRequestSchema = z
  .object({
    mediaType: mediaTypeSchema,
    id: z.number().int().positive().max(2_147_483_647),
    watchedOn: watchedOnSchema,
    rewatch: z.boolean().optional().default(false),
    /** An episode of a show: season and episode together, or neither (a movie, or the whole show). */
    season: seasonNumberSchema.optional(),
    episode: episodeNumberSchema.optional(),
    requestId: requestIdSchema,
  })
  .strict()
  .refine((body) => (body.season === undefined) === (body.episode === undefined), {
    message: 'Give season and episode together, or neither.',
    path: ['episode'],
  })
  .superRefine(dateRule);
export type LogPlayRequest = z.input<typeof logPlayRequestSchema>;
export type LogPlay = z.output<typeof logPlayRequestSchema>;

/** PATCH /api/plays/:playId: change a play's date or rewatch mark (at least one). */
export const changePlayRequestSchema = z
  .object({ watchedOn: watchedOnSchema.optional(), rewatch: z.boolean().optional() })
  .strict()
  .refine((changes) => changes.watchedOn !== undefined || changes.rewatch !== undefined, {
    message: 'Say what to change: watchedOn, rewatch or both.',
  })
  .superRefine(dateRule);
export type ChangePlayRequest = z.input<typeof changePlayRequestSchema>;

export const playParamsSchema = z.object({ playId: z.string().min(1).max(64) });

/**
 * One play in a user's diary. Title, poster and year are what the server's catalog said when the play was logged,
 * kept so a diary of thousands of plays never waits on TMDB.
 */
export const playSchema = z.object({
  id: z.string(),
  mediaType: mediaTypeSchema,
  titleId: z.number().int(),
  title: z.string(),
  posterPath: z.string().nullable(),
  year: z.number().int().nullable(),
  /** YYYY-MM-DD, or null: the user does not remember. */
  watchedOn: z.string().nullable(),
  rewatch: z.boolean(),
  /** An episode play's season and episode; null for a movie or a whole show. */
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  /** ISO time the play was logged. */
  loggedAt: z.string(),
});
export type Play = z.infer<typeof playSchema>;

/** PATCH /api/plays/:playId answer: the play as changed. */
export const changedPlaySchema = z.object({ play: playSchema });
export type ChangedPlay = z.infer<typeof changedPlaySchema>;

/**
 * POST /api/plays answer: the play, whether this request stored it (false: its requestId had stored it already), and
 * what became of the title on the watchlist: 'removed' (the user's setting says always), 'ask' (it is there and the
 * setting says ask: the app offers to remove it) or 'untouched'.
 */
export const loggedPlaySchema = z.object({
  play: playSchema,
  created: z.boolean(),
  watchlist: z.enum(['removed', 'ask', 'untouched']),
});
export type LoggedPlay = z.infer<typeof loggedPlaySchema>;

/**
 * GET /api/plays: a page of my diary, newest date first (plays without a date last), then the newest logged first.
 * `cursor` is the previous page's `nextCursor`; filters narrow by the year watched, the kind and a genre.
 */
export const diaryQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\/[\w-]{1,64}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(DIARY_PAGE_SIZE.max).optional().default(DIARY_PAGE_SIZE.default),
  year: z.coerce.number().int().min(PLAY_YEAR_MIN).max(9999).optional(),
  kind: z.enum(PLAY_KINDS).optional(),
  genre: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type DiaryQuery = z.input<typeof diaryQuerySchema>;
/** A diary request as the server receives it: checked, the page size filled in. */
export type DiaryRequest = z.output<typeof diaryQuerySchema>;

/** A play as the diary lists it: with the user's stars for the title (their comment's), null when unrated. */
export const diaryPlaySchema = playSchema.extend({
  rating: z.number().int().min(1).max(5).nullable(),
  /** Words kept on this play: an imported review older than the title's newest (decision 044). */
  note: z.string().nullable(),
});
export type DiaryPlay = z.infer<typeof diaryPlaySchema>;

export const diaryPageSchema = z.object({
  plays: z.array(diaryPlaySchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DiaryPage = z.infer<typeof diaryPageSchema>;

/** GET /api/titles/:mediaType/:id/plays: every play of mine of this title, newest first. */
export const titlePlaysSchema = z.object({ plays: z.array(playSchema) });
export type TitlePlays = z.infer<typeof titlePlaysSchema>;

/** GET /api/plays/keys: the ids of every title the user has watched, by type (bare ids stay small for thousands). */
export const watchedKeysSchema = z.object({
  movie: z.array(z.number().int()),
  tv: z.array(z.number().int()),
});
export type WatchedKeys = z.infer<typeof watchedKeysSchema>;

/** A user's tracking settings (GET /api/me/tracking-settings). */
export const trackingSettingsSchema = z.object({
  /** What logging a play of a title on the watchlist does with it. */
  watchlistAfterWatch: z.enum(WATCHLIST_AFTER_WATCH),
  /** Whether titles already watched still show in the Top rows and the recommendations. */
  showWatched: z.boolean(),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

/** PUT /api/me/tracking-settings: change one setting or both. */
export const updateTrackingSettingsRequestSchema = trackingSettingsSchema
  .partial()
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Say what to change: watchlistAfterWatch, showWatched or both.',
  });
export type UpdateTrackingSettingsRequest = z.input<typeof updateTrackingSettingsRequestSchema>;

// ── Episodes, a show's progress and Up Next (issue 23 §2/§3/§5, decision 035) ─────────────────────────────────

const showIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * POST /api/plays/episodes: mark the aired episodes of `season` not yet watched, or with `upTo` every aired episode
 * of the show up to and including S`season`E`upTo` (specials apart). One action, one `requestId`: repeating it stores
 * nothing twice.
 */
export const markEpisodesRequestSchema = z
  .object({
    id: showIdSchema,
    season: seasonNumberSchema,
    upTo: episodeNumberSchema.optional(),
    watchedOn: watchedOnSchema,
    requestId: requestIdSchema,
  })
  .strict()
  .superRefine(dateRule);
export type MarkEpisodesRequest = z.input<typeof markEpisodesRequestSchema>;

/**
 * DELETE /api/plays/episodes: uncheck a season's episodes, every episode up to S`season`E`upTo`, or with `episode`
 * that one episode.
 */
export const unmarkEpisodesRequestSchema = z
  .object({
    id: showIdSchema,
    season: seasonNumberSchema,
    upTo: episodeNumberSchema.optional(),
    episode: episodeNumberSchema.optional(),
  })
  .strict()
  .refine((body) => body.upTo === undefined || body.episode === undefined, {
    message: 'Give upTo or episode, not both.',
    path: ['episode'],
  });
export type UnmarkEpisodesRequest = z.input<typeof unmarkEpisodesRequestSchema>;

export const showParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** An episode as Up Next and a show's progress name it. */
export const nextEpisodeSchema = z.object({
  season: z.number().int(),
  episode: z.number().int(),
  name: z.string().nullable(),
  /** YYYY-MM-DD, or null when unknown. */
  airDate: z.string().nullable(),
});
export type NextEpisode = z.infer<typeof nextEpisodeSchema>;

/**
 * GET /api/shows/:id/progress: `watched` of `aired` aired episodes (specials apart), `total` episodes known, the
 * state, the next episode to watch (null when none has aired unwatched) and every episode watched, [season, episode].
 */
export const showProgressSchema = z.object({
  watched: z.number().int(),
  aired: z.number().int(),
  total: z.number().int(),
  state: z.enum(SHOW_STATES),
  next: nextEpisodeSchema.nullable(),
  watchedEpisodes: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type ShowProgress = z.infer<typeof showProgressSchema>;

/**
 * GET /api/shows/progress: every show I have watched episodes of, with my counts and state, for the progress bars of
 * the cards.
 */
export const showsProgressSchema = z.object({
  shows: z.array(
    z.object({
      id: z.number().int(),
      watched: z.number().int(),
      aired: z.number().int(),
      state: z.enum(SHOW_STATES),
    }),
  ),
});
export type ShowsProgress = z.infer<typeof showsProgressSchema>;

/** POST/DELETE /api/plays/episodes answer: how many plays the action stored or removed, and the show's progress. */
export const markedEpisodesSchema = z.object({ changed: z.number().int(), progress: showProgressSchema });
export type MarkedEpisodes = z.infer<typeof markedEpisodesSchema>;

/** PUT /api/shows/:id/stopped. */
export const showStoppedRequestSchema = z.object({ stopped: z.boolean() }).strict();

const upNextShowSchema = z.object({ id: z.number().int(), title: z.string(), posterPath: z.string().nullable() });

/**
 * GET /api/up-next: the shows I am watching (not stopped, not completed) with their next aired episode, the most
 * recently active first; and under `comingSoon` those whose every aired episode I watched and whose next one has a
 * date still to come.
 */
export const upNextSchema = z.object({
  watching: z.array(
    z.object({
      show: upNextShowSchema,
      next: nextEpisodeSchema,
      watched: z.number().int(),
      aired: z.number().int(),
      /** ISO time of my latest mark of this show. */
      lastActivity: z.string(),
    }),
  ),
  comingSoon: z.array(z.object({ show: upNextShowSchema, next: nextEpisodeSchema, lastActivity: z.string() })),
});
export type UpNext = z.infer<typeof upNextSchema>;
