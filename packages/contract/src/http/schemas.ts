import { z } from 'zod';

/** Every error the API sends: a stable code the web app translates, and an English message for people and logs. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Which field is at fault, when one is. */
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One dependency as readiness sees it; 'off' when it is not configured (Redis, TMDB). */
export const dependencyStatusSchema = z.enum(['ok', 'degraded', 'down', 'off']);

/**
 * Readiness. `status`: 'ok'; 'degraded' (Redis or TMDB unwell: still serving, still 200); 'starting' (something
 * named in `waitingFor` is not ready yet: 503); 'down' (the database does not answer: 503).
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'starting', 'down']),
  database: z.enum(['sqlite', 'postgres']),
  /** Titles in the catalog, counted at most once a minute. */
  catalog: z.object({ titles: z.number().int() }),
  uptimeSeconds: z.number(),
  checks: z.object({ database: dependencyStatusSchema, redis: dependencyStatusSchema, tmdb: dependencyStatusSchema }),
  /** What this instance still waits for before it takes traffic (e.g. the catalog seed on first start). */
  waitingFor: z.array(z.string()),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness: the process runs and its event loop answers. */
export const livenessResponseSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
