import { z } from 'zod';

/**
 * How another person appears anywhere in the social product (comment author, friend, chat partner, shared-list
 * member): never their e-mail or private profile fields. `photoUrl` is null when they have no photo; the web app
 * then draws an initial avatar.
 */
export const userSummarySchema = z.object({
  id: z.string(),
  nickname: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
