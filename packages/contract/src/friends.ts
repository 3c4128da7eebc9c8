import { z } from 'zod';
import { userSummarySchema } from './social.js';

/** GET /api/friends: the signed-in user's friends, by nickname. */
export const friendsResponseSchema = z.object({ friends: z.array(userSummarySchema) });
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;
