import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { CALENDAR_MESSAGES, isTimeZone } from './rules.js';

/** GET /api/calendar's query: the browser's time zone, which decides the user's today. */
export const calendarQuerySchema = z.object({ tz: z.string().max(64) }).superRefine(
  reportBrokenRule(
    ({ tz }: { tz: string }) => (isTimeZone(tz) ? null : 'badTimeZone'),
    (code) => ({ message: CALENDAR_MESSAGES[code], field: 'tz' }),
  ),
);
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** One release on a day: an episode of a show, or a movie coming out. */
export const calendarEntrySchema = z.object({
  mediaType: mediaTypeSchema,
  /** The title's id (the show's for an episode). */
  id: z.number().int(),
  title: z.string(),
  posterPath: z.string().nullable(),
  /** YYYY-MM-DD: the air date of an episode, the release date of a movie. */
  date: z.string(),
  /** For an episode: its place and name; null for a movie. */
  episode: z.object({ season: z.number().int(), episode: z.number().int(), name: z.string().nullable() }).nullable(),
  /** Why it is on my calendar: I am watching the show, or the title is on my watchlist. */
  reason: z.enum(['watching', 'watchlist']),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** GET /api/calendar: my releases from `from` to `to` (both included), in date order, and the day it is for me. */
export const calendarSchema = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  entries: z.array(calendarEntrySchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** GET /api/calendar/feed: whether I have a feed link (its token is shown only when made). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar/feed: the new link, shown this once (we keep only its hash). */
export const calendarFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar/ical/:file — the file is `<token>.ics`. */
export const calendarFeedParamsSchema = z.object({ file: z.string().max(100) });
