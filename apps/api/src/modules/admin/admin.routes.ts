import {
  ADMIN_ENDPOINTS,
  adminContactMessageResponseSchema,
  adminPageQuerySchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditLogPageSchema,
  contactMessageParamsSchema,
  contactMessagesPageSchema,
  createFriendshipResponseSchema,
  createFriendshipSchema,
  maintenanceResultSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.service.js';

/** The maintenance pass reads every account; a stuck button or a script must not run it in a loop. */
const MAINTENANCE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
const ADMIN_WRITE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** /api/admin/*: for admins only (visitor 401, non-admin 403), which every route declares. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  // A route added here without the declaration stops the server at start-up rather than open to everyone.
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') throw new Error(`${route.url} must declare config: { access: 'admin' }`);
  });

  app.get(
    ADMIN_ENDPOINTS.users,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first; q matches nickname, display name or e-mail (contains, any case)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request) => admin.listUsers(request.query.q, request.query.page),
  );

  app.post(
    ADMIN_ENDPOINTS.maintenance,
    {
      config: { access: 'admin', rateLimit: MAINTENANCE_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Repairs accounts that lack profile defaults; returns how many changed (a second run: 0)',
        response: { 200: maintenanceResultSchema },
      },
    },
    async (request) => admin.runMaintenance(request.member),
  );

  app.post(
    ADMIN_ENDPOINTS.friendships,
    {
      config: { access: 'admin', rateLimit: ADMIN_WRITE_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Makes two different, existing users friends (200 when they already were)',
        body: createFriendshipSchema,
        response: { 200: createFriendshipResponseSchema, 201: createFriendshipResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await admin.createFriendship(request.member, request.body.userA, request.body.userB);
      return reply.status(result.outcome === 'created' ? 201 : 200).send(result);
    },
  );

  app.get(
    ADMIN_ENDPOINTS.contactMessages,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Messages sent from the contact page, newest first, with read state',
        querystring: adminPageQuerySchema,
        response: { 200: contactMessagesPageSchema },
      },
    },
    async (request) => admin.listContactMessages(request.query.page),
  );

  for (const [url, read] of [
    [ADMIN_ENDPOINTS.contactMessageRead, true],
    [ADMIN_ENDPOINTS.contactMessageUnread, false],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'admin', rateLimit: ADMIN_WRITE_RATE_LIMIT },
        schema: {
          tags: ['admin'],
          summary: `Marks a contact message ${read ? 'read' : 'unread'}`,
          params: contactMessageParamsSchema,
          response: { 200: adminContactMessageResponseSchema },
        },
      },
      async (request) => ({
        message: await admin.markContactMessage(request.member, request.params.id, read),
      }),
    );
  }

  app.get(
    ADMIN_ENDPOINTS.auditLog,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Admin actions (who, what, when), newest first',
        querystring: adminPageQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => admin.listAuditLog(request.query.page),
  );
};
