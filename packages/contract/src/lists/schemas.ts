import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { LIST_CHANGES } from './events.js';
import {
  LIST_INPUT_ERROR_FIELD,
  LIST_MESSAGES,
  LIST_PAGE_SIZE,
  LIST_ROLES,
  LIST_SORTS,
  LIST_VISIBILITIES,
  type ListInputError,
} from './rules.js';
import { normalizeListName, normalizeListText, validateListDetails, validateListNote } from './validators.js';

/** A broken list rule, reported with its code, English message and field. */
const describeListError = (code: ListInputError) => ({
  message: LIST_MESSAGES[code],
  field: LIST_INPUT_ERROR_FIELD[code],
});

// A generous cap on raw text, so a huge body is refused as a shape error before any rule runs.
const rawText = z.string().max(10_000);

/**
 * POST /api/lists: a new list of the signed-in member. A blank name is answered 'nameRequired' (the form's rule);
 * parsed, name and description are as stored (trimmed; a blank description is null).
 */
export const createListRequestSchema = z
  .object({
    name: rawText.optional().default(''),
    description: rawText.nullable().optional(),
    /** Who may read it; private unless chosen, so nothing is shown before its owner says so. */
    visibility: z.enum(LIST_VISIBILITIES).optional().default('private'),
    /** Whether invited friends may add, remove and reorder its titles. */
    collaborative: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine(reportBrokenRule(validateListDetails, describeListError))
  .transform((input) => ({
    ...input,
    name: normalizeListName(input.name),
    description: normalizeListText(input.description),
  }));
export type CreateListRequest = z.input<typeof createListRequestSchema>;
export type CreateList = z.output<typeof createListRequestSchema>;

/** PATCH /api/lists/:listId: change any of a list's details (owner only); at least one. */
export const updateListRequestSchema = z
  .object({
    name: rawText.optional(),
    description: rawText.nullable().optional(),
    visibility: z.enum(LIST_VISIBILITIES).optional(),
    collaborative: z.boolean().optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Say what to change: name, description, visibility or collaborative.',
  })
  .superRefine(reportBrokenRule(validateListDetails, describeListError))
  .transform(({ name, description, ...rest }) => ({
    ...rest,
    ...(name !== undefined ? { name: normalizeListName(name) } : {}),
    ...(description !== undefined ? { description: normalizeListText(description) } : {}),
  }));
export type UpdateListRequest = z.input<typeof updateListRequestSchema>;
export type UpdateList = z.output<typeof updateListRequestSchema>;

export const listParamsSchema = z.object({ listId: z.string().min(1).max(100) });

const titleIdSchema = z.number().int().positive().max(2_147_483_647);

/** Path of one item: the list and the title (a movie and a show may share an id). */
export const listItemParamsSchema = listParamsSchema.extend({
  mediaType: mediaTypeSchema,
  titleId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const listCollaboratorParamsSchema = listParamsSchema.extend({ userId: z.string().min(1).max(100) });

/** GET /api/lists/:listId/items: a page of the list's titles in one of the sorts (the list's own order by default). */
export const listItemsQuerySchema = z.object({
  sort: z.enum(LIST_SORTS).optional().default('position'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE.max).optional().default(LIST_PAGE_SIZE.default),
});
export type ListItemsQuery = z.input<typeof listItemsQuerySchema>;
export type ListItemsRequest = z.output<typeof listItemsQuerySchema>;

/**
 * POST /api/lists/:listId/items: add a title (at the end of the list's order) with an optional note. The server
 * looks the title up in its catalog (TMDB when we lack it); a client's title, poster or year is never trusted.
 */
export const addListItemRequestSchema = z
  .object({ mediaType: mediaTypeSchema, id: titleIdSchema, note: rawText.nullable().optional() })
  .strict()
  .superRefine(reportBrokenRule(({ note }) => validateListNote(note), describeListError))
  .transform((input) => ({ ...input, note: normalizeListText(input.note) }));
export type AddListItemRequest = z.input<typeof addListItemRequestSchema>;
export type AddListItem = z.output<typeof addListItemRequestSchema>;

/** PATCH /api/lists/:listId/items/:mediaType/:titleId: the item's note (blank or null removes it). */
export const updateListItemRequestSchema = z
  .object({ note: rawText.nullable() })
  .strict()
  .superRefine(reportBrokenRule(({ note }) => validateListNote(note), describeListError))
  .transform(({ note }) => ({ note: normalizeListText(note) }));
export type UpdateListItemRequest = z.input<typeof updateListItemRequestSchema>;

/**
 * PUT /api/lists/:listId/items/:mediaType/:titleId/position: move the item so that it is the `index`-th title (from
 * 0) of the list's own order. An index outside the list is answered 'positionOutOfRange' (400).
 */
export const moveListItemRequestSchema = z.object({ index: z.number().int() }).strict();
export type MoveListItemRequest = z.infer<typeof moveListItemRequestSchema>;

/** A list as the overview and the "Add to list" menu show it. */
export const listSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: z.enum(LIST_VISIBILITIES),
  collaborative: z.boolean(),
  owner: userSummarySchema,
  /** What the person asking may do with it. */
  role: z.enum(LIST_ROLES),
  itemCount: z.number().int(),
  /** Posters of its first titles in list order (those that have one), for the list's card. */
  posterPaths: z.array(z.string()),
  createdAt: z.string(),
  /** ISO time of its latest change (details or titles). */
  updatedAt: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** GET /api/lists: the lists I own and those I collaborate on, the most recently changed first. */
export const listsResponseSchema = z.object({ lists: z.array(listSummarySchema) });
export type ListsResponse = z.infer<typeof listsResponseSchema>;

/** One list as its page shows it (GET /api/lists/:listId, and the answer of creating or changing it). */
export const listDetailSchema = listSummarySchema.extend({
  /** The friends the owner invited, while the list is collaborative. */
  collaborators: z.array(userSummarySchema),
  /** How many of its titles the person asking has watched (their plays); null for a visitor. */
  completion: z.object({ watched: z.number().int(), total: z.number().int() }).nullable(),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

export const listResponseSchema = z.object({ list: listDetailSchema });
export type ListResponse = z.infer<typeof listResponseSchema>;

/** A title in a list. Title, poster, year and rating are what the catalog said when it was added. */
export const listItemSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  title: z.string(),
  posterPath: z.string().nullable(),
  year: z.number().int().nullable(),
  /** TMDB's average vote (0–10) when added; what the rating sort orders by. */
  voteAverage: z.number().nullable(),
  note: z.string().nullable(),
  /** Who added it (null when that account no longer exists). */
  addedBy: z.string().nullable(),
  addedAt: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listItemsPageSchema = z.object({
  items: z.array(listItemSchema),
  sort: z.enum(LIST_SORTS),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type ListItemsPage = z.infer<typeof listItemsPageSchema>;

/** The answer of adding an item or changing its note. */
export const listItemResponseSchema = z.object({ item: listItemSchema });
export type ListItemResponse = z.infer<typeof listItemResponseSchema>;

/** The answer of moving an item: the item and its index in the list's order now. */
export const movedListItemSchema = z.object({ item: listItemSchema, index: z.number().int() });
export type MovedListItem = z.infer<typeof movedListItemSchema>;

/** PUT /api/lists/:listId/collaborators/:userId answer: 201 invited, 200 already a collaborator. */
export const collaboratorResponseSchema = z.object({ collaborator: userSummarySchema, added: z.boolean() });
export type CollaboratorResponse = z.infer<typeof collaboratorResponseSchema>;

/** GET /api/titles/:mediaType/:id/lists: the lists I can add to, each saying whether it holds the title. */
export const titleListsResponseSchema = z.object({
  lists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      visibility: z.enum(LIST_VISIBILITIES),
      role: z.enum(LIST_ROLES),
      itemCount: z.number().int(),
      contains: z.boolean(),
    }),
  ),
});
export type TitleListsResponse = z.infer<typeof titleListsResponseSchema>;

/**
 * Server → everyone following the list. Item changes name the item (and a move its new index); the page refetches
 * what it shows, so a missed or repeated event loses nothing.
 */
export const listChangedEventSchema = z.object({
  listId: z.string(),
  change: z.enum(LIST_CHANGES),
  /** Who made the change. */
  by: z.string(),
  item: z.object({ mediaType: mediaTypeSchema, id: z.number().int() }).optional(),
  index: z.number().int().optional(),
});
export type ListChangedEvent = z.infer<typeof listChangedEventSchema>;

/** Server → the owner's and collaborators' user rooms: their overview of lists is out of date. */
export const listsMineChangedEventSchema = z.object({
  listId: z.string(),
  change: z.enum(['created', 'changed', 'deleted', 'invited', 'removed']),
});
export type ListsMineChangedEvent = z.infer<typeof listsMineChangedEventSchema>;

/** Client → server `list:follow` / `list:unfollow`. */
export const followListPayloadSchema = z.object({ listId: z.string().min(1).max(100) });
export type FollowListPayload = z.infer<typeof followListPayloadSchema>;

/** The `list:follow` acknowledgement: following needs the right to read the list (else the read's own error). */
export type ListFollowAck = { ok: true } | { ok: false; error: { code: string; message: string } };
