import { HTTP_ENDPOINTS, healthResponseSchema } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    HTTP_ENDPOINTS.health,
    { schema: { tags: ['system'], summary: 'Ready once migrations ran', response: { 200: healthResponseSchema } } },
    async () => health.status(),
  );
};
