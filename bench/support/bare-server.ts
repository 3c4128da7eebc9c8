import { spawn } from 'node:child_process';
import { startScriptNodeFlags } from './server.js';

/**
 * The bare route, alone in its own node process like the API and with the API's node flags, so the two differ only in
 * their code. It also serves, at /same, whatever body it was last given (PUT /same): a bare route sending exactly the
 * bytes an app endpoint sends. On 2 shared cores the load generator's and the kernel's cost per response grow with
 * its size, so that is the like-for-like reference. It sends them as a Buffer, as the app sends its cached responses
 * (sendJsonOnce), so neither pays for encoding a string per request.
 */
export async function startBareServer(barePort: number) {
  const script = `import Fastify from 'fastify';
const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
let same = Buffer.from('{}');
app.get('/bare', async () => ({ status: 'ok' }));
app.put('/same', async (request) => { same = Buffer.from(request.body); return { bytes: same.length }; });
app.get('/same', (_request, reply) => { reply.type('application/json; charset=utf-8').send(same); });
await app.listen({ port: ${barePort}, host: '127.0.0.1' });
console.log('ready');`;
  const child = spawn(process.execPath, [...startScriptNodeFlags(), '--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${barePort}`;
  return {
    url: `${base}/bare`,
    sameUrl: `${base}/same`,
    /** From now on /same answers with `body`. */
    async serve(body: string) {
      const response = await fetch(`${base}/same`, { method: 'PUT', body });
      if (!response.ok) throw new Error(`bare /same: ${response.status}`);
    },
    pid: child.pid as number,
    stop: () => child.kill('SIGTERM'),
  };
}

export type BareServer = Awaited<ReturnType<typeof startBareServer>>;
