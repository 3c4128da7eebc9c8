/**
 * The contract between the API and the web app, one folder per domain. Inside a domain, files are by role:
 * `rules.ts` (limits, lists, error codes and their English messages), `validators.ts` (the forms' checks, which the
 * request schemas run too), `schemas.ts` (zod schemas of requests, responses and socket payloads), `endpoints.ts`
 * (route patterns, filled with `apiPath`) and `events.ts` (socket event names). Only `schemas.ts` files import zod
 * (and `catalog/search-filters.ts`, zod/mini; `watch/region.ts`, which both catalog and watch schemas use), so a page
 * that needs texts, rules or paths alone does not load it.
 */
export * from './accounts/index.js';
export * from './activity/index.js';
export * from './admin/index.js';
export * from './assistant/index.js';
export * from './calendar/index.js';
export * from './catalog/index.js';
export * from './chat/index.js';
export * from './comments/index.js';
export * from './contact/index.js';
export * from './friends/index.js';
export * from './http/index.js';
export * from './imports/index.js';
export * from './interface/index.js';
export * from './lists/index.js';
export * from './media-servers/index.js';
export * from './members/index.js';
export * from './notifications/index.js';
export * from './people/index.js';
export * from './plays/index.js';
export * from './push/index.js';
export * from './realtime/index.js';
export * from './recommendations/index.js';
export * from './service/index.js';
export * from './shared-watchlists/index.js';
export * from './stats/index.js';
export * from './text/index.js';
export * from './watch/index.js';
export * from './watchlist/index.js';
