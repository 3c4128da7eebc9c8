import type { FastifyInstance } from 'fastify';

/**
 * Adds `Server-Timing: total;dur=<ms>` to every response: the server's own time for the request, for benchmarks
 * and the browser's network panel. Installed only when SERVER_TIMING is set, so other requests do not pay for it.
 */
export function addServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `total;dur=${reply.elapsedTime.toFixed(2)}`);
    done(null, payload);
  });
}
