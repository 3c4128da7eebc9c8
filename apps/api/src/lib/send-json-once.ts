import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, Buffer>();

/**
 * Sends a cached response object, validating and serializing it only the first time it is sent. Catalog lists
 * and details are served from in-memory caches as the same object many times a second; validating it with zod
 * on every send cost more than everything else the route does. The JSON is kept as UTF-8 bytes: a string body is
 * measured and encoded again on every send. With a character outside Latin-1 in it (Turkish letters, typographic
 * quotes), that cost ≈ 8–10 µs of CPU per request for 3.5 KB on the 2-core machine (decision 015, stop 21). Bytes
 * also skip fastify's serializer.
 */
export function sendJsonOnce<T extends object>(reply: FastifyReply, schema: z.ZodType<T>, value: T): FastifyReply {
  let json = serialized.get(value);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(schema.parse(value)));
    serialized.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
