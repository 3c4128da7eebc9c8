import { afterEach, describe, expect, it } from 'vitest';
import { buildMe, createTestQueryClient, mockApi } from '../../../test/utils';
import { meQueryKey, primeSession } from './get-me';

const me = buildMe({ id: 'u1', email: 'ayse@example.com' });

afterEach(() => {
  delete document.documentElement.dataset.session;
});

describe('primeSession', () => {
  it('asks the API who is signed in', async () => {
    const fetchMock = mockApi({ 'GET /api/me': { status: 200, body: me } });
    const client = createTestQueryClient();
    await primeSession(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(meQueryKey)).toEqual(me);
  });

  it('knows nobody is signed in, without asking, when the server marked the document as a visitor’s', async () => {
    document.documentElement.dataset.session = 'none';
    const fetchMock = mockApi({ 'GET /api/me': { status: 401, body: { error: { code: 'unauthorized' } } } });
    const client = createTestQueryClient();
    await primeSession(client);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(client.getQueryState(meQueryKey)?.status).toBe('success');
  });
});
