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

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: JsonBody;
  /** Validates (and types) the response body; a mismatch becomes an `invalidResponse` error. */
  schema?: ZodType<T>;
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
 * Calls the Watchify API on the same origin with the session cookie, sending and receiving JSON.
 * Resolves with the (optionally validated) body; rejects with an {@link ApiRequestError}.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  let response: Response;
  try {
    response = await apiFetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
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
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'invalidResponse', 'Invalid API response');
  }
  return parsed.data;
}
