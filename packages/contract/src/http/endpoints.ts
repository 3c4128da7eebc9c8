/**
 * Endpoint paths are declared once, in each domain's `endpoints.ts`, as the route patterns the API registers
 * (`/api/titles/:mediaType/:id/comments`); the web app fills them in with {@link apiPath}.
 */

/** The names of a pattern's `:name` segments: '/api/titles/:mediaType/:id' → 'mediaType' | 'id'. */
export type PathParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a pattern's `:name` segments. */
export type PathParams<Pattern extends string> = { [Name in PathParamNames<Pattern>]: string | number };

/** Query parameters; one without a value (undefined) is left out. */
export type QueryParams = Readonly<Record<string, string | number | undefined>>;

type PathArguments<Pattern extends string> = [PathParamNames<Pattern>] extends [never]
  ? [params?: PathParams<Pattern>, query?: QueryParams]
  : [params: PathParams<Pattern>, query?: QueryParams];

/**
 * The URL of an endpoint: its pattern with every `:name` replaced by its value (URL-encoded, so an id can never
 * reach another path), followed by the query parameters that have a value.
 */
export function apiPath<Pattern extends string>(pattern: Pattern, ...[params, query]: PathArguments<Pattern>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.size > 0 ? `${path}?${search}` : path;
}

/** The service's own endpoints. */
export const HTTP_ENDPOINTS = {
  /**
   * GET readiness (`healthResponseSchema`): 200 while this instance should take traffic, 503 while it starts or
   * cannot reach its database. Load balancers and compose health checks probe this one.
   */
  health: '/api/health',
  /** GET liveness (`livenessResponseSchema`): 200 as long as the process answers at all. */
  healthLive: '/api/health/live',
  /** GET Prometheus metrics (text), when METRICS_TOKEN is set, with that token as a Bearer token. */
  metrics: '/metrics',
} as const;
