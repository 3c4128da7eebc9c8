import multipart from '@fastify/multipart';
import {
  MEDIA_SERVER_ENDPOINTS,
  MEDIA_SERVER_MESSAGES,
  MEDIA_WEBHOOK_LIMITS,
  mediaDeliveryParamsSchema,
  mediaDeliveryQuerySchema,
  mediaDeliveryResultSchema,
  mediaWebhookSchema,
  mediaWebhookStatusSchema,
  unmatchedDeliveriesSchema,
  unmatchedParamsSchema,
} from '@watchify/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { hashSecretToken } from '../../lib/secret-token.js';
import type { MediaServersService } from './media-servers.service.js';

const tags = ['media servers'];

/** A multipart delivery's fields (Plex's `payload`, Emby's `data`); the poster Plex attaches is read and dropped. */
async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else await part.toBuffer();
    }
  } catch {
    throw badRequest('webhookBadPayload', MEDIA_SERVER_MESSAGES.webhookBadPayload);
  }
  return fields;
}

/**
 * Automatic tracking from media servers. The webhook URL and the unmatched list act on the session's user (visitors
 * get 401); a delivery is accepted by its URL's secret token alone, which media servers send without a session.
 */
export const mediaServersRoutes: FastifyPluginAsyncZod<{
  mediaServers: MediaServersService;
  publicUrl: string | undefined;
  /** Deliveries per webhook URL per minute: a household's servers send a few an hour. */
  deliveriesPerMinute: number;
}> = async (app, { mediaServers, publicUrl, deliveriesPerMinute }) => {
  // Registered inside this plugin, so only these routes read forms: JSON (Jellyfin, Emby), multipart (Plex, Emby)
  // and URL-encoded (Emby, hand-made requests).
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_WEBHOOK_LIMITS.bodyBytes,
      fieldSize: MEDIA_WEBHOOK_LIMITS.bodyBytes,
      files: 2,
      fields: 10,
    },
  });
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: MEDIA_WEBHOOK_LIMITS.bodyBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    MEDIA_SERVER_ENDPOINTS.webhook,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Whether I have a media-server webhook URL',
        response: { 200: mediaWebhookStatusSchema },
      },
    },
    async (request) => mediaServers.webhookStatus(request.member.id),
  );

  app.post(
    MEDIA_SERVER_ENDPOINTS.webhook,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Make my media-server webhook URL (a new one replaces the old, which stops working at once)',
        response: { 201: mediaWebhookSchema },
      },
    },
    async (request, reply) => {
      const webhook = await mediaServers.newWebhook(request.member.id);
      const origin = publicUrl ?? `${request.protocol}://${request.host}`;
      return reply.status(201).send({ url: `${origin}${webhook.path}`, createdAt: webhook.createdAt });
    },
  );

  app.get(
    MEDIA_SERVER_ENDPOINTS.unmatched,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The deliveries we could not match to a title, newest first',
        response: { 200: unmatchedDeliveriesSchema },
      },
    },
    async (request) => mediaServers.unmatched(request.member.id),
  );

  app.delete(
    MEDIA_SERVER_ENDPOINTS.unmatchedItem,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Dismiss an unmatched delivery', params: unmatchedParamsSchema },
    },
    async (request, reply) => {
      await mediaServers.dismissUnmatched(request.member.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    MEDIA_SERVER_ENDPOINTS.delivery,
    {
      bodyLimit: MEDIA_WEBHOOK_LIMITS.bodyBytes,
      config: {
        // Counted per URL (by its token's hash: the token itself is never a key in Redis), whoever sends.
        rateLimit: {
          max: deliveriesPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            `media-webhook:${hashSecretToken(String((request.params as { token?: string }).token ?? ''))}`,
        },
      },
      schema: {
        tags,
        summary: 'A Jellyfin, Plex or Emby webhook delivery, by the URL’s secret token (no session)',
        params: mediaDeliveryParamsSchema,
        querystring: mediaDeliveryQuerySchema,
        response: { 200: mediaDeliveryResultSchema },
      },
    },
    async (request) => {
      const body = request.isMultipart() ? await readFormFields(request) : request.body;
      return mediaServers.deliver(request.params.token, body, request.query.server);
    },
  );
};
