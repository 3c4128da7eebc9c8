import { describe, expect, it } from 'vitest';
import { genreBit } from '../../lib/genre-bits.js';
import { type FilterRow, FilterTable, type StampedFilterRow, SyncedFilterTable } from './search.filter-table.js';
import { filterBoundsOf } from './search.filters.js';

const DRAMA = genreBit(18) ?? 0;
const COMEDY = genreBit(35) ?? 0;
const ACTION_AND_ADVENTURE = genreBit(10759) ?? 0;

function row(mediaType: 'movie' | 'tv', id: number, fields: Partial<FilterRow> = {}): FilterRow {
  return {
    media_type: mediaType,
    id,
    year: 2000,
    runtime: 100,
    vote_average: 7,
    vote_count: 10,
    popularity: 1,
    genre_bits: DRAMA,
    ...fields,
  };
}

const keys = (found: { titles: { mediaType: string; id: number }[] }) =>
  found.titles.map((title) => `${title.mediaType}:${title.id}`);

describe('FilterTable', () => {
  it('orders titles as search does: popular first, unknown popularity last, then votes, movies, id', () => {
    const table = new FilterTable();
    table.put(row('movie', 1, { popularity: null, vote_count: 5 }));
    table.put(row('movie', 2, { popularity: 3 }));
    table.put(row('tv', 2, { popularity: 3 }));
    table.put(row('movie', 3, { popularity: 3, vote_count: 50 }));
    table.put(row('movie', 4, { popularity: 3, vote_count: null }));
    table.put(row('movie', 5, { popularity: null, vote_count: null }));
    table.put(row('tv', 1, { popularity: 9 }));
    table.put(row('movie', 6, { popularity: null, vote_count: null }));

    const found = table.find({}, undefined, 10, 1000);
    expect(keys(found)).toEqual(['tv:1', 'movie:3', 'movie:2', 'tv:2', 'movie:4', 'movie:1', 'movie:5', 'movie:6']);
    expect(found.total).toBe(8);
    // The first few only, and the count stops at the cap.
    expect(keys(table.find({}, undefined, 2, 5))).toEqual(['tv:1', 'movie:3']);
    expect(table.find({}, undefined, 2, 5).total).toBe(5);
  });

  it('lets no unknown value pass a filter on it, and no unrated title pass a rating filter', () => {
    const table = new FilterTable();
    table.put(row('movie', 1, { year: null, runtime: null, vote_average: null }));
    table.put(row('movie', 2, { vote_count: 0, vote_average: 0 }));
    table.put(row('movie', 3, { vote_count: null, vote_average: 8 }));
    table.put(row('movie', 4, { year: 1999, runtime: 90, vote_average: 6.35 }));
    const find = (filters: Parameters<typeof filterBoundsOf>[0]) =>
      keys(table.find(filterBoundsOf(filters), undefined, 10, 1000)).sort();

    expect(find({ year: { min: 1999, max: 2000 } })).toEqual(['movie:2', 'movie:3', 'movie:4']);
    expect(find({ year: { min: 2000, max: Number.POSITIVE_INFINITY } })).toEqual(['movie:2', 'movie:3']);
    expect(find({ runtime: { min: 0, max: 95 } })).toEqual(['movie:4']);
    // Rated as shown (6.35 shows as 6.4); a count of 0 is unrated, an unknown count is not.
    expect(find({ rating: { min: 0, max: 10 } })).toEqual(['movie:3', 'movie:4']);
    expect(find({ rating: { min: 6.4, max: 6.4 } })).toEqual(['movie:4']);
    expect(find({ rating: { min: 6.5, max: 10 } })).toEqual(['movie:3']);
  });

  it("checks genres by each title's own type, and a genre without a bit passes no title of that type", () => {
    const table = new FilterTable();
    table.put(row('movie', 1, { genre_bits: DRAMA | COMEDY }));
    table.put(row('movie', 2, { genre_bits: DRAMA }));
    table.put(row('tv', 1, { genre_bits: ACTION_AND_ADVENTURE | DRAMA }));
    const find = (filters: Parameters<typeof filterBoundsOf>[0]) =>
      keys(table.find(filterBoundsOf(filters), undefined, 10, 1000)).sort();

    expect(find({ genres: { movie: [18, 35], tv: [18, 35] } })).toEqual(['movie:1']);
    expect(find({ genres: { movie: [28, 18], tv: [10759, 18] } })).toEqual(['tv:1']);
    expect(find({ genres: { movie: [18], tv: [18] }, mediaType: 'tv' })).toEqual(['tv:1']);
    expect(find({ genres: { movie: [18], tv: [424242] } })).toEqual(['movie:1', 'movie:2']);
  });

  it('overwrites a title written again, wherever its slot, and finds listed titles by key', () => {
    const table = new FilterTable();
    table.reserve(2);
    // Read by key at first; later titles come in any order and past the room reserved.
    for (const id of [10, 20]) table.put(row('movie', id, { popularity: id }));
    for (const id of [5, 30, 15]) table.put(row('tv', id, { popularity: id }));
    table.put(row('movie', 7, { popularity: 7 }));
    expect(table.titles).toBe(6);

    table.put(row('movie', 10, { popularity: 100 }));
    table.put(row('tv', 5, { popularity: 50, year: 1990 }));
    table.put(row('movie', 7, { popularity: 70 }));
    expect(table.titles).toBe(6);
    expect(keys(table.find({}, undefined, 10, 1000))).toEqual([
      'movie:10',
      'movie:7',
      'tv:5',
      'tv:30',
      'movie:20',
      'tv:15',
    ]);
    const only = [
      { mediaType: 'tv' as const, id: 5 },
      { mediaType: 'movie' as const, id: 20 },
      { mediaType: 'movie' as const, id: 20 },
      { mediaType: 'movie' as const, id: 999 },
      { mediaType: 'tv' as const, id: 15 },
    ];
    const found = table.find(filterBoundsOf({ year: { min: 1995, max: 2005 } }), only, 10, 1000);
    expect(keys(found)).toEqual(['movie:20', 'tv:15']);
    expect(found.total).toBe(2);
  });
});

describe('SyncedFilterTable', () => {
  it('after its load, reads only the titles written later, though the load read 2,500 stamped with one instant', async () => {
    const stamp = '2026-11-29T10:00:00.000Z';
    const rows: StampedFilterRow[] = Array.from({ length: 2500 }, (_, i) => ({
      ...row('movie', i + 1),
      updated_at: stamp,
    }));
    const inOrder = (a: StampedFilterRow, b: StampedFilterRow) =>
      a.updated_at.localeCompare(b.updated_at) || a.media_type.localeCompare(b.media_type) || a.id - b.id;
    const read: number[] = [];
    const synced = new SyncedFilterTable(
      {
        extent: async () => ({ titles: rows.length, newest: stamp }),
        rowsAfter: async (after, limit) =>
          [...rows]
            .sort(inOrder)
            .filter(
              (r) =>
                after === null ||
                r.media_type > after.mediaType ||
                (r.media_type === after.mediaType && r.id > after.id),
            )
            .slice(0, limit),
        rowsSince: async (since, after, limit) => {
          const page = [...rows]
            .sort(inOrder)
            .filter((r) => (since === null || r.updated_at >= since) && (after === null || inOrder(r, after) > 0))
            .slice(0, limit);
          read.push(page.length);
          return page;
        },
      },
      0,
    );
    await synced.load();
    expect(synced.table.titles).toBe(2500);

    const refreshed = async () => {
      await synced.current();
      // A refresh runs beside the search that started it; its pages resolve within a few turns.
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    await refreshed();
    expect(read).toEqual([0]);

    rows.push({ ...row('tv', 7, { popularity: 99 }), updated_at: '2026-11-29T10:00:05.000Z' });
    read.length = 0;
    await refreshed();
    expect(read).toEqual([1]);
    expect(keys(synced.table.find({}, undefined, 1, 1000))).toEqual(['tv:7']);
  });
});
