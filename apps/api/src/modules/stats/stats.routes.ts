import { STATS_ENDPOINTS, statsQuerySchema, statsSchema, statsUserParamsSchema } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from './stats.service.js';

const tags = ['stats'];

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    STATS_ENDPOINTS.mine,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My watching in numbers, of all time or of one year',
        querystring: statsQuerySchema,
        response: { 200: statsSchema },
      },
    },
    async (request) => stats.of(request.member.id, request.member.id, request.query.year),
  );

  app.get(
    STATS_ENDPOINTS.user,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "A friend's watching in numbers (403 for anyone who is not their friend)",
        params: statsUserParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: statsSchema },
      },
    },
    async (request) => stats.of(request.member.id, request.params.userId, request.query.year),
  );
};
