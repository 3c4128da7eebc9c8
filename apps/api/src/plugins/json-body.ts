import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

/** How deeply objects and arrays may nest in a JSON body. Our bodies are a few levels deep; this is generous. */
export const MAX_JSON_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Whether JSON text nests objects and arrays deeper than `maxDepth` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces fastify's JSON body parser with one that first refuses a body nested deeper than `maxDepth`, with a 400
 * before any handler runs: deep nesting is never a real request, and code that walks a body recursively
 * (JSON.stringify, validators) would overflow the stack on it and answer 500. The parsing itself stays fastify's
 * own, with its `__proto__` and `constructor` poisoning checks as the app is configured.
 */
export function installJsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_BODY_DEPTH): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxDepth)) {
      done(badRequest('invalidRequest', `The request body is nested too deeply (more than ${maxDepth} levels).`));
      return;
    }
    parseJson(request, body as string, done);
  });
}
