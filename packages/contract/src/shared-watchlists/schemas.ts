import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { SHARED_WATCHLIST_ERROR_FIELD, SHARED_WATCHLIST_MESSAGES } from './rules.js';
import { normalizeSharedWatchlistName, validateSharedWatchlistInput } from './validators.js';

/**
 * POST /api/shared-watchlists: share a list with one friend (the list then has exactly these two members). Checked by
 * the share dialog's rules (`validateSharedWatchlistInput`); parsed, the friend's id is trimmed and the name as stored.
 */
export const createSharedWatchlistRequestSchema = z
  .object({
    /**
     * The friend to share with. Empty or missing is answered with 'Please select a friend' (code friendRequired),
     * the same rule the share modal shows.
     */
    friendId: z.string().max(100).optional().default(''),
    /** The list's name; blank means a name made of both nicknames. */
    name: z.string().max(200).optional().default(''),
    /** Start the list with a copy of the creator's own watchlist (the spec's "share my watchlist"). */
    includeMyWatchlist: z.boolean().optional().default(true),
  })
  // A shared list has exactly two members: there is no field through which a third could be named.
  .strict()
  .superRefine(
    reportBrokenRule(validateSharedWatchlistInput, (code) => ({
      message: SHARED_WATCHLIST_MESSAGES[code],
      field: SHARED_WATCHLIST_ERROR_FIELD[code],
    })),
  )
  .transform((input) => ({
    ...input,
    friendId: input.friendId.trim(),
    name: normalizeSharedWatchlistName(input.name),
  }));
export type CreateSharedWatchlistRequest = z.input<typeof createSharedWatchlistRequestSchema>;
/** A new shared list as the server receives it: checked, the name as it is stored ('' for the default). */
export type CreateSharedWatchlist = z.output<typeof createSharedWatchlistRequestSchema>;

/** A shared list as its members see it in their overview. */
export const sharedWatchlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The other member (a shared list has exactly two). */
  partner: userSummarySchema,
  /** Whether the signed-in user created the list. */
  createdByMe: z.boolean(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  /**
   * False once the two members are no longer friends: the list stays readable (and deletable) for both, but
   * items can no longer be added or removed.
   */
  canEdit: z.boolean(),
});
export type SharedWatchlistSummary = z.infer<typeof sharedWatchlistSummarySchema>;

/** GET /api/shared-watchlists: every shared list the signed-in user is a member of, newest first. */
export const sharedWatchlistsResponseSchema = z.object({ lists: z.array(sharedWatchlistSummarySchema) });
export type SharedWatchlistsResponse = z.infer<typeof sharedWatchlistsResponseSchema>;

export const createSharedWatchlistResponseSchema = z.object({ list: sharedWatchlistSummarySchema });
export type CreateSharedWatchlistResponse = z.infer<typeof createSharedWatchlistResponseSchema>;

/** A title in a shared list; title, poster and year are a snapshot taken when it was added. */
export const sharedWatchlistItemSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  title: z.string(),
  posterPath: z.string().nullable(),
  year: z.number().int().nullable(),
  /** Who added it (null when that account no longer exists). */
  addedBy: z.string().nullable(),
  addedAt: z.string(),
});
export type SharedWatchlistItem = z.infer<typeof sharedWatchlistItemSchema>;

export const sharedWatchlistParamsSchema = z.object({ listId: z.string().min(1).max(100) });

export const sharedWatchlistQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** GET /api/shared-watchlists/:listId: the list and one page of its items, most recently added first. */
export const sharedWatchlistResponseSchema = z.object({
  list: sharedWatchlistSummarySchema,
  items: z.array(sharedWatchlistItemSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type SharedWatchlistResponse = z.infer<typeof sharedWatchlistResponseSchema>;

export const sharedWatchlistItemParamsSchema = sharedWatchlistParamsSchema.extend({
  mediaType: mediaTypeSchema,
  titleId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PUT /api/shared-watchlists/:listId/items/:mediaType/:titleId: 201 when added, 200 when it was already there. */
export const addSharedWatchlistItemResponseSchema = z.object({
  item: sharedWatchlistItemSchema,
  /** False when the title was already in the list (adding twice never duplicates it). */
  added: z.boolean(),
});
export type AddSharedWatchlistItemResponse = z.infer<typeof addSharedWatchlistItemResponseSchema>;

export const sharedWatchlistCreatedEventSchema = z.object({ list: sharedWatchlistSummarySchema });
export type SharedWatchlistCreatedEvent = z.infer<typeof sharedWatchlistCreatedEventSchema>;

export const sharedWatchlistItemsChangedEventSchema = z.object({
  listId: z.string(),
  change: z.enum(['added', 'removed']),
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  /** The member who made the change. */
  by: z.string(),
});
export type SharedWatchlistItemsChangedEvent = z.infer<typeof sharedWatchlistItemsChangedEventSchema>;

export const sharedWatchlistDeletedEventSchema = z.object({ listId: z.string(), by: z.string() });
export type SharedWatchlistDeletedEvent = z.infer<typeof sharedWatchlistDeletedEventSchema>;
