import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './client.js';
import { detailToDumpRecord, listItemToDumpRecord, listToDumpRecords } from './mapper.js';

describe('TMDB list entries as dump records', () => {
  it('maps a movie entry, naming its genres and dropping ids we cannot name', () => {
    const record = listItemToDumpRecord(
      { id: 550, title: 'Fight Club', genre_ids: [18, 99999], release_date: '', vote_count: 10, adult: false },
      'movie',
    );
    expect(record).toMatchObject({
      media_type: 'movie',
      id: 550,
      title: 'Fight Club',
      genres: [{ id: 18, name: 'Drama' }],
      release_date: null,
      vote_count: 10,
    });
  });

  it('uses TV genre names for shows and the entry media type in mixed lists', () => {
    const record = listItemToDumpRecord(
      { id: 1399, media_type: 'tv', name: 'Game of Thrones', genre_ids: [10765] },
      'all',
    );
    expect(record).toMatchObject({
      media_type: 'tv',
      name: 'Game of Thrones',
      genres: [{ id: 10765, name: 'Sci-Fi & Fantasy' }],
    });
  });

  it('drops people, entries without a title and repeats', () => {
    const records = listToDumpRecords(
      [
        { id: 1, media_type: 'person', name: 'Someone' },
        { id: 2, media_type: 'movie' },
        { id: 3, media_type: 'movie', title: 'Kept' },
        { id: 3, media_type: 'movie', title: 'Kept' },
        'not an object',
      ],
      'all',
    );
    expect(records.map((r) => r.id)).toEqual([3]);
  });

  it('turns a detail response into a dump record, or null when it is not a title', () => {
    expect(
      detailToDumpRecord({ id: 5, name: 'Show', keywords: { results: [{ id: 1, name: 'x' }] } }, 'tv'),
    ).toMatchObject({
      media_type: 'tv',
      keywords: [{ id: 1, name: 'x' }],
    });
    expect(detailToDumpRecord({ id: 5 }, 'movie')).toBeNull();
    expect(detailToDumpRecord('oops', 'movie')).toBeNull();
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:02 GMT', now)).toBe(2000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
