import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';

/** A title whose live events (new comments, rating average) a socket follows while its detail view is open. */
export const realtimeTitleRefSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int().positive(),
});
export type RealtimeTitleRef = z.infer<typeof realtimeTitleRefSchema>;
