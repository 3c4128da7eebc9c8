import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';
import { MEDIA_SERVERS } from './rules.js';

export const mediaServerSchema = z.enum(MEDIA_SERVERS);

/** GET /api/media-server/webhook: whether I have a webhook URL (its token is shown only when made). */
export const mediaWebhookStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type MediaWebhookStatus = z.infer<typeof mediaWebhookStatusSchema>;

/** POST /api/media-server/webhook: the new URL, shown this once (we keep only its hash). */
export const mediaWebhookSchema = z.object({ url: z.string(), createdAt: z.string() });
export type MediaWebhook = z.infer<typeof mediaWebhookSchema>;

/** A delivery we could not match to a catalog title, as the server named it. */
export const unmatchedDeliverySchema = z.object({
  id: z.string(),
  server: mediaServerSchema,
  mediaType: mediaTypeSchema,
  /** The movie's or the show's name. */
  name: z.string(),
  year: z.number().int().nullable(),
  /** For an episode: its place; null for a movie. */
  episode: z.object({ season: z.number().int(), episode: z.number().int() }).nullable(),
  receivedAt: z.string(),
});
export type UnmatchedDelivery = z.infer<typeof unmatchedDeliverySchema>;

export const unmatchedDeliveriesSchema = z.object({ unmatched: z.array(unmatchedDeliverySchema) });
export type UnmatchedDeliveries = z.infer<typeof unmatchedDeliveriesSchema>;

export const unmatchedParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/webhooks/media/:token — the token is 43 base64url characters; anything else is simply not found. */
export const mediaDeliveryParamsSchema = z.object({ token: z.string().max(100) });
/** An optional hint of the server, for setups that cannot be told apart by their body. */
export const mediaDeliveryQuerySchema = z.object({ server: mediaServerSchema.optional() });

/** What became of a delivery: a play logged, a rating set, nothing to do, a duplicate, or kept as unmatched. */
export const mediaDeliveryResultSchema = z.object({
  result: z.enum(['logged', 'rated', 'ignored', 'duplicate', 'unmatched']),
});
export type MediaDeliveryResult = z.infer<typeof mediaDeliveryResultSchema>;
