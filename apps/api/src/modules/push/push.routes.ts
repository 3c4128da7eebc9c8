import {
  PUSH_ENDPOINTS,
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionSchema,
  pushUnsubscribeRequestSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PushService } from './push.service.js';

const tags = ['push'];

/**
 * Web push for members: the key a browser subscribes with, and the member's own subscriptions. No path names a user:
 * a subscription is stored for, and removed from, the session's user only (visitors get 401).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    PUSH_ENDPOINTS.publicKey,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe with (applicationServerKey)',
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => push.publicKey(),
  );

  app.post(
    PUSH_ENDPOINTS.subscriptions,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Store this browser’s push subscription for me (the same endpoint again updates it)',
        body: pushSubscriptionRequestSchema,
        response: { 201: pushSubscriptionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await push.subscribe(request.member.id, request.body)),
  );

  app.delete(
    PUSH_ENDPOINTS.subscriptions,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'End my push subscription with this endpoint (no change when I have none with it)',
        body: pushUnsubscribeRequestSchema,
      },
    },
    async (request, reply) => {
      await push.unsubscribe(request.member.id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
