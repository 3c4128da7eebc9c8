import type { ZodType } from 'zod';

/** Codes the client itself produces when there is no usable error body from the server. */
export type ClientErrorCode = 'networkError' | 'httpError' | 'invalidResponse';

/**
 * Thrown for every failed API call: the HTTP status (0 when the request never reached the server), the
 * stable error code the API sent (or a client code), and a message meant for logs and fallbacks.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  /** True for 5xx answers and requests that never got an answer. */
  get isServerOrNetworkError(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

type JsonBody = Record<string, unknown> | unknown[];

/**
 * How every api/ file treats the answers it reads (decision 031): it names the contract's schema of the answer as
 * `schema: import.meta.env.DEV && theSchema`. In development and tests the answer is checked against it, so a change
 * on either side that breaks the contract fails at once (an `invalidResponse` error); a production build replaces
 * `import.meta.env.DEV` with false, which leaves the schema, the check and zod out of the bundle. The API checks the
 * same schemas before it answers (its tests fail on a mismatch), so production has nothing left to learn from them.
 */
export type ResponseSchema<T> = ZodType<T> | false;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or form data for an upload (the browser then sets the multipart content type). */
  body?: JsonBody | FormData;
  /** The contract's schema of the answer, as `import.meta.env.DEV && schema` (see {@link ResponseSchema}). */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

function readErrorBody(body: unknown): { code?: string; message?: string; field?: string } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  // Our API wraps errors in { error: {...} }; the auth library answers with a flat { code, message }.
  const inner = (record.error && typeof record.error === 'object' ? record.error : record) as Record<string, unknown>;
  return {
    code: typeof inner.code === 'string' ? inner.code : undefined,
    message: typeof inner.message === 'string' ? inner.message : undefined,
    field: typeof inner.field === 'string' ? inner.field : undefined,
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * How requests reach the API: the browser's fetch, or — when the server renders a page (entry-server.tsx) — a fetch
 * the server hands in that answers from the API in-process.
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: routes every API request through `implementation`. */
export function setApiFetch(implementation: typeof fetch): void {
  apiFetch = implementation;
}

/**
 * Calls the Watchify API on the same origin with the session cookie, sending JSON (or an upload) and receiving JSON.
 * Resolves with the body (checked against `schema` in development and tests); rejects with an {@link ApiRequestError}.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await apiFetch(path, {
      method,
      credentials: 'same-origin',
      headers: json
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      body: json ? JSON.stringify(body) : body,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'networkError', error instanceof Error ? error.message : 'Network request failed');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const { code, message, field } = readErrorBody(data);
    throw new ApiRequestError(
      response.status,
      code ?? 'httpError',
      message ?? `Request failed with status ${response.status}`,
      field,
    );
  }
  if (!import.meta.env.DEV || !schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'invalidResponse', 'Invalid API response');
  }
  return parsed.data;
}
