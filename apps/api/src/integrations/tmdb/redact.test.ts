import { describe, expect, it } from 'vitest';
import { TmdbClient } from './client.js';
import { TmdbUnavailableError } from './errors.js';
import { createTmdbRedactor, REDACTED, redactError } from './redact.js';

const API_KEY = 'k3y/with+odd=chars';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';
const redact = createTmdbRedactor({ apiKey: API_KEY, accessToken: TOKEN });

describe('createTmdbRedactor', () => {
  it('blanks the configured key and token, plain or URL-encoded, and any api_key value or Bearer token', () => {
    const cases: [string, string][] = [
      [`https://api.themoviedb.org/3/movie/1?api_key=${encodeURIComponent(API_KEY)}&page=2`, REDACTED],
      [`key ${API_KEY} echoed`, `key ${REDACTED} echoed`],
      [`token ${TOKEN}`, `token ${REDACTED}`],
      ['GET /3/movie/1?language=en-US&API_KEY=someone-elses', `GET /3/movie/1?language=en-US&API_KEY=${REDACTED}`],
      ['Authorization: bearer another.token', `Authorization: bearer ${REDACTED}`],
    ];
    for (const [text, expected] of cases) {
      const redacted = redact(text);
      expect(redacted).not.toContain(API_KEY);
      expect(redacted).not.toContain(encodeURIComponent(API_KEY));
      expect(redacted).not.toContain(TOKEN);
      if (expected !== REDACTED) expect(redacted).toBe(expected);
    }
    expect(redact('TMDB answered 500 for /movie/550')).toBe('TMDB answered 500 for /movie/550');
  });
});

describe('redactError', () => {
  it('redacts message, stack, text properties, causes (a DOMException too) and aggregated errors in place', () => {
    const timeout = new DOMException(`timed out: ?api_key=${API_KEY}`, 'TimeoutError');
    const aggregate = new AggregateError([new Error(`a ${TOKEN}`)], 'several');
    const cause = Object.assign(new Error(`inner ${API_KEY}`, { cause: timeout }), { input: `x?api_key=${API_KEY}` });
    const error = new TmdbUnavailableError(`outer Bearer ${TOKEN}`, undefined, { cause });
    (error as unknown as { errors: unknown[] }).errors = [aggregate];

    expect(redactError(error, redact)).toBe(error);
    const everything = [
      error.message,
      error.stack,
      cause.message,
      cause.stack,
      cause.input,
      timeout.message,
      aggregate.errors[0].message,
      aggregate.errors[0].stack,
    ].join('\n');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(TOKEN);
    expect(error.message).toBe(`outer Bearer ${REDACTED}`);
  });
});

describe('TmdbClient errors', () => {
  it('carry no piece of the key, even when a body that is not JSON echoes the URL', async () => {
    const client = new TmdbClient({
      apiUrl: 'https://tmdb.example/3',
      apiKey: API_KEY,
      retryDelaysMs: [],
      // JSON.parse's message would quote the ten characters before the comma: the key's end.
      fetch: async (input) => new Response(`["${String(input)}",]`, { status: 200 }),
    });
    const error = await client.get('/movie/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TmdbUnavailableError);
    expect((error as Error).message).toBe('TMDB answered /movie/1 with a body that is not JSON');
    expect((error as Error).cause).toBeUndefined();
    const keyEnd = encodeURIComponent(API_KEY).slice(-6);
    expect(String((error as Error).stack)).not.toContain(keyEnd);
  });

  it('are redacted when TMDB refuses the request and echoes the URL in its message', async () => {
    const client = new TmdbClient({
      apiUrl: 'https://tmdb.example/3',
      apiKey: API_KEY,
      fetch: async (input) =>
        Response.json({ status_code: 7, status_message: `Invalid API key for ${String(input)}` }, { status: 401 }),
    });
    const error = await client.get('/movie/1').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      `Invalid API key for https://tmdb.example/3/movie/1?language=en-US&api_key=${REDACTED}`,
    );
    expect(String((error as Error).stack)).not.toContain(encodeURIComponent(API_KEY));
  });
});
