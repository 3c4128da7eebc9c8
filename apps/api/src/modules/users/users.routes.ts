import { ACCOUNT_ENDPOINTS, meResponseSchema } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    ACCOUNT_ENDPOINTS.me,
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (401 for visitors)',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => users.getMe(request.member.id),
  );
};
