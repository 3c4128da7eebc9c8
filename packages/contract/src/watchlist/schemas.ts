import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { WATCHLIST_ORDERS, WATCHLIST_PAGE_SIZE, WATCHLIST_SORTS } from './rules.js';

/** A title named by type and id (path params of PUT/DELETE, body of the toggle). */
export const watchlistTitleRefSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type WatchlistTitleRef = z.infer<typeof watchlistTitleRefSchema>;

/**
 * One entry of a user's watchlist (product §3 Watchlist item). Title, poster and year are what the server read from
 * its catalog when the item was added (never what a client sent), kept so a long list never waits on TMDB.
 */
export const watchlistItemSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  title: z.string(),
  posterPath: z.string().nullable(),
  year: z.number().int().nullable(),
  /** ISO time the item was added. */
  addedAt: z.string(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

/** GET /api/watchlist query: sort (default newest first), order (default per sort), page from 1. */
export const watchlistQuerySchema = z.object({
  sort: z.enum(WATCHLIST_SORTS).optional().default('added'),
  /** Defaults to the sort's natural order (WATCHLIST_DEFAULT_ORDER). */
  order: z.enum(WATCHLIST_ORDERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(WATCHLIST_PAGE_SIZE.max).optional().default(WATCHLIST_PAGE_SIZE.default),
});
export type WatchlistQuery = z.input<typeof watchlistQuerySchema>;

/** One page of the signed-in user's own watchlist. */
export const watchlistPageSchema = z.object({
  items: z.array(watchlistItemSchema),
  sort: z.enum(WATCHLIST_SORTS),
  order: z.enum(WATCHLIST_ORDERS),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type WatchlistPage = z.infer<typeof watchlistPageSchema>;

/**
 * GET /api/watchlist/keys: the ids of every title on the user's watchlist, by type — what every card needs to show
 * whether its title is saved. Bare ids keep it small even for thousands of items.
 */
export const watchlistKeysSchema = z.object({
  movie: z.array(z.number().int()),
  tv: z.array(z.number().int()),
});
export type WatchlistKeys = z.infer<typeof watchlistKeysSchema>;

/**
 * The outcome of an add, remove or toggle, and the payload of the `watchlist:changed` socket event: whether the
 * title is on the watchlist now, and its entry when it is.
 */
export const watchlistChangeSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  inWatchlist: z.boolean(),
  item: watchlistItemSchema.nullable(),
});
export type WatchlistChange = z.infer<typeof watchlistChangeSchema>;
