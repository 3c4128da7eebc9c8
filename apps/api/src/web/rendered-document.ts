import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A rendered document, with its compressed copies made once, when first asked for. */
export class RenderedDocument {
  private readonly copies = new Map<'br' | 'gzip', Buffer>();

  constructor(readonly html: string) {}

  compressed(encoding: 'br' | 'gzip'): Buffer {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? // A middling quality: nearly the smallest result, in a few milliseconds for a page.
            zlib.brotliCompressSync(this.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.gzipSync(this.html, { level: 6 });
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Sends a rendered document, compressed when the browser takes it: a page's HTML is several times the size of the
 * plain document (which the web build precompresses), and on a slow connection every kilobyte delays the first paint.
 */
export function sendRenderedDocument(request: FastifyRequest, reply: FastifyReply, document: RenderedDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(document.html);
  return reply.header('content-encoding', encoding).send(document.compressed(encoding));
}
