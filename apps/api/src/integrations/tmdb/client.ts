import { setTimeout as sleep } from 'node:timers/promises';
import { TmdbRequestError, TmdbUnavailableError } from './errors.js';
import { SlidingWindowLimiter } from './rate-limiter.js';
import { tmdbErrorBodySchema } from './raw-types.js';
import { createTmdbRedactor, redactError, type TmdbRedactor } from './redact.js';
import type { TmdbUsage } from './usage.js';

/** Where TMDB is, how we authenticate, and how patient we are with it. */
export interface TmdbClientOptions {
  /** TMDB's v3 API root, e.g. https://api.themoviedb.org/3 (TMDB_API_URL). */
  apiUrl: string;
  /** A v3 API key, sent as the `api_key` query parameter (TMDB_API_KEY). */
  apiKey?: string;
  /** A v4 read access token, sent as `Authorization: Bearer …` (TMDB_ACCESS_TOKEN); wins over `apiKey`. */
  accessToken?: string;
  /** Sent as `language` on every request. Default en-US. */
  language?: string;
  /** Requests started in any one-second window, at most. Default 40 (TMDB allows ~50). */
  maxRequestsPerSecond?: number;
  /** Waits before each retry of a 5xx or network error; its length is the number of retries. Default 250/500/1000. */
  retryDelaysMs?: readonly number[];
  /** How many 429 answers in a row we wait out before giving up. Default 3. */
  maxRateLimitRetries?: number;
  /** A Retry-After longer than this is not waited out (a person is waiting): we give up at once. Default 10 s. */
  maxRetryAfterMs?: number;
  /** Per-request time limit, covering the body too. Default 10 s. */
  timeoutMs?: number;
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Counts every call's outcome (metrics, health). */
  usage?: TmdbUsage;
}

/** Query parameters of one request; undefined values are left out. */
export type TmdbQuery = Record<string, string | number | undefined>;

const DEFAULT_RETRY_DELAYS_MS = [250, 500, 1000] as const;

/**
 * Milliseconds to wait from a Retry-After header, which is either delta-seconds or an HTTP date;
 * undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The HTTP client for TMDB's v3 API. One instance holds one rate limiter, so everything that shares the instance
 * shares TMDB's budget. It retries what may succeed on a second try (5xx, dropped connections, 429 after
 * Retry-After) and turns the rest into typed errors. A timed-out request is not retried: ten seconds have already
 * passed for the person waiting, and a slow TMDB is better answered from the local catalog.
 */
export class TmdbClient {
  private readonly limiter: SlidingWindowLimiter;
  private readonly apiUrl: string;
  private readonly language: string;
  private readonly retryDelaysMs: readonly number[];
  private readonly maxRateLimitRetries: number;
  private readonly maxRetryAfterMs: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly redact: TmdbRedactor;

  constructor(private readonly options: TmdbClientOptions) {
    if (!options.apiKey && !options.accessToken) throw new Error('TMDB needs an API key or an access token');
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.language = options.language ?? 'en-US';
    this.limiter = new SlidingWindowLimiter(options.maxRequestsPerSecond ?? 40, 1000);
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.maxRateLimitRetries = options.maxRateLimitRetries ?? 3;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    // Looked up per call rather than captured, so a test that replaces the global fetch is honoured.
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.redact = createTmdbRedactor(options);
  }

  /**
   * GETs `path` (e.g. `/movie/550`) and returns the parsed JSON body.
   * @throws TmdbRequestError on a 4xx other than 429; TmdbUnavailableError when TMDB cannot answer. Whatever is thrown
   * has the key and token blanked out (see redact.ts): callers log it.
   */
  async get(path: string, query: TmdbQuery = {}): Promise<unknown> {
    try {
      const body = await this.request(path, query);
      this.options.usage?.recordCall('ok');
      return body;
    } catch (error) {
      this.options.usage?.recordCall(error instanceof TmdbRequestError ? 'refused' : 'unavailable');
      throw redactError(error, this.redact);
    }
  }

  private async request(path: string, query: TmdbQuery): Promise<unknown> {
    const url = this.urlFor(path, query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.accessToken) headers.authorization = `Bearer ${this.options.accessToken}`;
    let failures = 0;
    let rateLimited = 0;

    for (;;) {
      await this.limiter.acquire();
      let status: number;
      let retryAfter: string | null;
      let body: string;
      try {
        const response = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        // Reading the body also releases the connection for the next request, retries included.
        body = await response.text();
      } catch (error) {
        if (isTimeout(error)) {
          throw new TmdbUnavailableError(`TMDB did not answer ${path} within ${this.timeoutMs} ms`, undefined, {
            cause: error,
          });
        }
        const delay = this.retryDelaysMs[failures];
        if (delay === undefined) {
          throw new TmdbUnavailableError(`TMDB could not be reached for ${path}`, undefined, { cause: error });
        }
        failures += 1;
        await sleep(delay);
        continue;
      }

      if (status === 429) {
        const waitMs = parseRetryAfter(retryAfter) ?? this.retryDelaysMs[rateLimited] ?? 1000;
        if (rateLimited >= this.maxRateLimitRetries || waitMs > this.maxRetryAfterMs) {
          throw new TmdbUnavailableError(`TMDB kept rate-limiting ${path}`, status);
        }
        rateLimited += 1;
        this.limiter.pauseFor(waitMs);
        continue;
      }
      if (status >= 500) {
        const delay = this.retryDelaysMs[failures];
        if (delay === undefined) throw new TmdbUnavailableError(`TMDB answered ${status} for ${path}`, status);
        failures += 1;
        await sleep(delay);
        continue;
      }
      if (status >= 400) throw requestError(status, body, path);
      try {
        return JSON.parse(body) as unknown;
      } catch {
        // Not kept as the cause: the parser's message quotes a piece of the body, which may echo part of the key.
        throw new TmdbUnavailableError(`TMDB answered ${path} with a body that is not JSON`, status);
      }
    }
  }

  private urlFor(path: string, query: TmdbQuery): string {
    const url = new URL(`${this.apiUrl}${path.startsWith('/') ? path : `/${path}`}`);
    const params: TmdbQuery = { language: this.language, ...query };
    if (!this.options.accessToken && this.options.apiKey) params.api_key = this.options.apiKey;
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }
}

/** TMDB explains a refusal in `status_message`; our own message names the path only, never the URL with the key. */
function requestError(status: number, body: string, path: string): TmdbRequestError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const details = tmdbErrorBodySchema.safeParse(parsed);
  const message = details.success && details.data.status_message ? details.data.status_message : `HTTP ${status}`;
  return new TmdbRequestError(message, status, path, details.data?.status_code ?? undefined);
}
