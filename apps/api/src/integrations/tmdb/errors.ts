/** Base class of everything the TMDB client throws, so callers can degrade on any TMDB failure with one check. */
export class TmdbError extends Error {}

/**
 * TMDB could not be reached or did not answer usefully: a network error, a timeout, a 5xx or repeated 429s after
 * our retries, or a body that is not the JSON we expect. Callers fall back to what the local catalog holds.
 */
export class TmdbUnavailableError extends TmdbError {
  constructor(
    message: string,
    /** The last HTTP status TMDB answered with, when it answered at all. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TmdbUnavailableError';
  }
}

/**
 * TMDB refused the request itself (a 4xx other than 429): a bad key (401), an unknown id (404), a bad parameter.
 * Retrying does not help; `message` is TMDB's `status_message` (or `HTTP <status>` when it sent none).
 */
export class TmdbRequestError extends TmdbError {
  constructor(
    message: string,
    /** The HTTP status, e.g. 401 or 404. */
    readonly status: number,
    /** The API path that was refused (never the full URL, which may carry the key). */
    readonly path: string,
    /** TMDB's own `status_code` (7 = invalid API key, 34 = not found), when the body had one. */
    readonly tmdbStatusCode?: number,
  ) {
    super(message);
    this.name = 'TmdbRequestError';
  }
}
