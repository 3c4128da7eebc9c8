import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { listSummarySchema } from '../lists/schemas.js';
import { MEMBER_RELATIONS } from './rules.js';

export const memberParamsSchema = z.object({ nickname: z.string().min(1).max(100) });
export type MemberParams = z.infer<typeof memberParamsSchema>;

/**
 * A member's profile page as the asker may see it. `sharesActivity` says whether the member's privacy setting lets
 * the asker see their activity and lists; when it does not, `watched`, `lists` and their count are withheld (null,
 * empty), never guessed.
 */
export const memberProfileSchema = z.object({
  member: userSummarySchema,
  relation: z.enum(MEMBER_RELATIONS),
  sharesActivity: z.boolean(),
  counts: z.object({
    /** Titles watched (each counted once). */
    watched: z.number().int().nullable(),
    /** The lists the asker sees on the profile. */
    lists: z.number().int().nullable(),
    friends: z.number().int(),
  }),
  /** The member's own lists the asker may read, the most recently changed first. */
  lists: z.array(listSummarySchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
