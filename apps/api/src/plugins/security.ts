import type { FastifyInstance } from 'fastify';
import { createOriginCheck } from '../lib/origin-check.js';
import { createSecurityHeaders, TRAILER_ORIGINS } from '../lib/security-headers.js';

/** The app's CSRF check (decision 006) and security headers, on every request. */
export function installSecurity(app: FastifyInstance, { trustedOrigins }: { trustedOrigins: readonly string[] }): void {
  app.addHook('onRequest', createOriginCheck(trustedOrigins));
  app.addHook(
    'onRequest',
    createSecurityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://image.tmdb.org'],
          frameSrc: [...TRAILER_ORIGINS],
          scriptSrc: ["'self'"],
          // React sets style attributes (e.g. poster colours); no inline scripts are allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Posters and trailers come from other origins.
      crossOriginEmbedderPolicy: false,
    }),
  );
}
