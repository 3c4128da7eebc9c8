import { describe, expect, it } from 'vitest';
import { COMMENT_ENDPOINTS } from '../comments/endpoints.js';
import { FRIEND_ENDPOINTS } from '../friends/endpoints.js';
import { apiPath, HTTP_ENDPOINTS } from './endpoints.js';

describe('apiPath', () => {
  it('fills every :name of a route pattern', () => {
    expect(apiPath(COMMENT_ENDPOINTS.titleComments, { mediaType: 'movie', id: 238 })).toBe(
      '/api/titles/movie/238/comments',
    );
  });

  it('encodes a value, so an id cannot reach another path', () => {
    expect(apiPath(FRIEND_ENDPOINTS.acceptRequest, { id: '../../admin/users?x=1' })).toBe(
      '/api/friend-requests/..%2F..%2Fadmin%2Fusers%3Fx%3D1/accept',
    );
  });

  it('appends the query parameters that have a value', () => {
    expect(apiPath(FRIEND_ENDPOINTS.userSearch, {}, { q: 'ay şe', page: 2, cursor: undefined })).toBe(
      '/api/users/search?q=ay+%C5%9Fe&page=2',
    );
    expect(apiPath(HTTP_ENDPOINTS.health)).toBe('/api/health');
  });

  it('refuses a pattern whose value is missing', () => {
    expect(() => apiPath(COMMENT_ENDPOINTS.comment, {} as { commentId: string })).toThrow(/:commentId/);
  });
});
