import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { ACTIVITY_AUDIENCES, ACTIVITY_LIMITS, ACTIVITY_TYPES } from './rules.js';

/** One thing a friend did, with what it was about as it was then. */
export const activitySchema = z.object({
  /** Grows with time: orders the feed and pages it. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  actor: userSummarySchema,
  /** The title watched, reviewed or added to a list. */
  title: z
    .object({
      mediaType: mediaTypeSchema,
      id: z.number().int(),
      title: z.string(),
      posterPath: z.string().nullable(),
      year: z.number().int().nullable(),
    })
    .nullable(),
  /** An episode watched (both set), else null. */
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  /** A review's stars and its first words; `spoiler`: its author marked it, so the words wait behind "Show spoiler". */
  rating: z.number().int().nullable(),
  excerpt: z.string().nullable(),
  spoiler: z.boolean(),
  /** The list created or added to. */
  list: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/feed (and a member's own activity): `before` is where the previous page ended (its `nextCursor`). */
export const feedQuerySchema = z.object({
  before: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LIMITS.pageSize).default(ACTIVITY_LIMITS.pageSize),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedPageSchema = z.object({
  activities: z.array(activitySchema),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const activityPrivacySchema = z.object({ audience: z.enum(ACTIVITY_AUDIENCES) });
export type ActivityPrivacy = z.infer<typeof activityPrivacySchema>;
export const activityPrivacyRequestSchema = activityPrivacySchema.strict();
