import { meResponseSchema } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.js';
import { requireUser } from '../auth/session.js';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ auth: Auth; users: UsersService }> = async (app, { auth, users }) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (401 for visitors)',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return users.getMe(user.id);
    },
  );
};
