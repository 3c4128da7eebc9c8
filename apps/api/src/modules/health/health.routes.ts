import crypto from 'node:crypto';
import { HTTP_ENDPOINTS, healthResponseSchema, livenessResponseSchema } from '@watchify/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.js';
import type { HealthService } from './health.service.js';
import type { Metrics } from './metrics.js';

/** Health answers must never come from a cache: a load balancer asks for now. */
const NO_STORE = 'no-store';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    HTTP_ENDPOINTS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 while this instance should take traffic, 503 while starting or without its database',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const { ready, report } = await health.readiness();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send(report);
    },
  );
  app.get(
    HTTP_ENDPOINTS.healthLive,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 as long as the process answers',
        response: { 200: livenessResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', NO_STORE).send(health.live()),
  );
};

const sameToken = (given: string, expected: string): boolean => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * Counts every answered request (call on the root instance before the routes) and serves /metrics: 404 while
 * METRICS_TOKEN is unset, 401 without that token as a Bearer token.
 */
export function installMetrics(app: FastifyInstance, { metrics, token }: { metrics: Metrics | null; token?: string }) {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }
  app.get(HTTP_ENDPOINTS.metrics, { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) throw notFound('Metrics are off: set METRICS_TOKEN to turn them on.');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!given || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'unauthenticated', 'Send the metrics token (METRICS_TOKEN) as a Bearer token.');
    }
    const { contentType, body } = await metrics.text();
    return reply.header('cache-control', NO_STORE).type(contentType).send(body);
  });
}
