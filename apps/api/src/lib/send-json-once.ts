import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, Buffer>();

/**
 * Sends a cached response object, validating and serializing it only the first time it is sent. Catalog lists
 * and details are served from in-memory caches as the same object many times a second; validating it with zod
 * on every send cost more than everything else the route does. The JSON is kept as UTF-8 bytes: a string body is
 * measured and encoded again on every send, which costs most with characters outside Latin-1 (Turkish letters,
 * typographic quotes). Bytes also skip fastify's serializer (decision 024).
 */
export function sendJsonOnce<T extends object>(reply: FastifyReply, schema: z.ZodType<T>, value: T): FastifyReply {
  let json = serialized.get(value);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(schema.parse(value)));
    serialized.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
