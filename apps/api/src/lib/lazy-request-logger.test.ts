import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-request-logger.js';

/** A server whose logs (JSON lines) are collected; one route logs what the test asks for. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream: sink }, childLoggerFactory: lazyChildLoggerFactory });
  app.get('/work', async (request) => {
    request.log.info('info from the route');
    request.log.warn({ detail: 1 }, 'warning from the route');
    request.log.child({ step: 'inner' }).error('error from a child');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('lazy request logger', () => {
  it('writes what the level lets through, with the request id, and nothing below it', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    const response = await app.inject({ method: 'GET', url: '/work' });
    expect(response.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(['warning from the route', 'error from a child']);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', detail: 1, level: 40 });
    expect(lines[1]).toMatchObject({ reqId: 'req-1', step: 'inner', level: 50 });
    await app.close();
  });

  it("keeps fastify's own request lines at info, each with its request's id", async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ method: 'GET', url: '/work' });
    await app.inject({ method: 'GET', url: '/work' });
    const own = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(own.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['request completed', 'req-1'],
      ['incoming request', 'req-2'],
      ['request completed', 'req-2'],
    ]);
    expect(lines.filter((line) => line.msg === 'info from the route')).toHaveLength(2);
    await app.close();
  });
});
