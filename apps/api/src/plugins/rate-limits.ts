import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Rate limits as routes declare them (`config: { rateLimit }`; none by default), counted in Redis when several
 * instances run, so a client cannot multiply its allowance by the number of instances.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'watchify-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'tooManyRequests',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
