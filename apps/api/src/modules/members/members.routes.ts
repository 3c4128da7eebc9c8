import {
  apiErrorSchema,
  feedPageSchema,
  feedQuerySchema,
  MEMBER_ENDPOINTS,
  memberParamsSchema,
  memberProfileSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembersService } from './members.service.js';

const tags = ['members'];

/** Members' profile pages: open to visitors; what each asker sees is the service's to decide. */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  // What a profile shows changes with friendships and privacy settings: no shared cache may keep an answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    MEMBER_ENDPOINTS.profile,
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A member's profile as the asker may see it (404 for a nickname nobody has)",
        params: memberParamsSchema,
        response: { 200: memberProfileSchema, 404: apiErrorSchema },
      },
    },
    async (request) => members.profile(request.viewer?.id ?? null, request.params.nickname),
  );

  app.get(
    MEMBER_ENDPOINTS.activity,
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A page of a member's activity, newest first (403 when their privacy setting hides it)",
        params: memberParamsSchema,
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => members.activity(request.viewer?.id ?? null, request.params.nickname, request.query),
  );
};
