import { titleCardSchema } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { checkedSerializer, plainSerializer } from './response-serializer.js';

const card = {
  id: 238,
  mediaType: 'movie',
  title: 'The Godfather',
  year: 1972,
  posterPath: null,
  voteAverage: 8.7,
  genreIds: [18],
};
const route = { schema: titleCardSchema, method: 'GET', url: '/test' };

describe('response serializers', () => {
  it('send the same JSON in production and in tests for a response that matches its contract', () => {
    expect(checkedSerializer(route)(card)).toBe(plainSerializer(route)(card));
  });

  it('fail a test whose response carries a field the contract does not have (production would send it)', () => {
    expect(() => checkedSerializer(route)({ ...card, email: 'private@example.com' })).toThrow(/drop or fill/);
  });

  it('fail a test whose response does not match its contract', () => {
    expect(() => checkedSerializer(route)({ ...card, year: 'soon' })).toThrow(/does not match its schema/);
  });
});
