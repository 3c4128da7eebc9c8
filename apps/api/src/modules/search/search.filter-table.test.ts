import { describe, expect, it } from 'vitest';
import { genreBit } from '../../lib/genre-bits.js';
import { type FilterRow, FilterTable, type StampedFilterRow, SyncedFilterTable } from './search.filter-table.js';
import { filterBoundsOf } from './search.filters.js';
import { yieldToEventLoop } from './search.follow.js';

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

/** A deterministic stream of numbers in [0, 1) from a seed (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('FilterTable in popularity bands', () => {
  /**
   * Compares the table with one that checks every title (never drawn in bands), on random filters, pages and caps,
   * as titles are added, raised, lowered and rewritten before, during and after the bands are drawn.
   */
  it.each([1, 2, 3])('answers as checking every title does (seed %i)', async (seed) => {
    const random = seeded(seed);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const genres = [DRAMA, COMEDY, ACTION_AND_ADVENTURE, DRAMA | COMEDY, 0];
    // Few distinct popularities and counts, so ties decide the order often; some unknown.
    const randomRow = (mediaType: 'movie' | 'tv', id: number): FilterRow =>
      row(mediaType, id, {
        popularity: random() < 0.05 ? null : Math.floor(random() * 40) / 2,
        vote_count: pick([null, 0, 3, 10, 500]),
        vote_average: random() < 0.1 ? null : Math.floor(random() * 100) / 10,
        year: random() < 0.1 ? null : 1950 + Math.floor(random() * 75),
        runtime: random() < 0.1 ? null : 20 + Math.floor(random() * 160),
        genre_bits: pick(genres),
      });
    const current = new Map<string, FilterRow>();
    const table = new FilterTable(97);
    const write = (written: FilterRow) => {
      current.set(`${written.media_type}:${written.id}`, written);
      table.put(written);
    };
    let lastId = 0;
    const add = () => {
      lastId += 1 + Math.floor(random() * 3);
      write(randomRow(pick(['movie', 'tv'] as const), lastId));
    };
    const existing = () => pick([...current.values()]);
    const change = () => {
      const before = existing();
      const kind = pick(['raise', 'lower', 'rewrite'] as const);
      const popularity = before.popularity ?? 0;
      if (kind === 'raise') write({ ...before, popularity: popularity + 1 + Math.floor(random() * 30) });
      else if (kind === 'lower') write({ ...before, popularity: random() < 0.2 ? null : popularity / 4 });
      else write(randomRow(before.media_type as 'movie' | 'tv', before.id));
    };

    const expectSameAnswers = () => {
      const reference = new FilterTable();
      for (const title of current.values()) reference.put(title);
      for (let query = 0; query < 12; query += 1) {
        const filters = {
          ...(random() < 0.3 ? { mediaType: pick(['movie', 'tv'] as const) } : {}),
          ...(random() < 0.4 ? { year: { min: 1950 + Math.floor(random() * 60), max: 2030 } } : {}),
          ...(random() < 0.2 ? { runtime: { min: 0, max: 60 + Math.floor(random() * 120) } } : {}),
          ...(random() < 0.3 ? { rating: { min: Math.floor(random() * 8), max: 10 } } : {}),
          ...(random() < 0.3 ? { genres: { movie: [18], tv: [18] } } : {}),
        };
        const bounds = filterBoundsOf(filters);
        const only =
          random() < 0.2
            ? Array.from({ length: 30 }, () => ({
                mediaType: pick(['movie', 'tv'] as const),
                id: existing().id,
              }))
            : undefined;
        const needed = 1 + Math.floor(random() * 40);
        const cap = pick([needed, 25, 1000]);
        const found = table.find(bounds, only, needed, cap);
        const expected = reference.find(bounds, only, needed, cap);
        expect({ filters, needed, cap, titles: keys(found), total: found.total }).toEqual({
          filters,
          needed,
          cap,
          titles: keys(expected),
          total: expected.total,
        });
      }
    };

    // Loaded by key, as the start reads the catalog, then changed.
    for (const mediaType of ['movie', 'tv'] as const) {
      for (let id = 1; id <= 1500; id += 1) write(randomRow(mediaType, id * 3));
    }
    lastId = 4500;
    for (let i = 0; i < 200; i += 1) change();
    expectSameAnswers();

    // Added and written while the bands are drawn (97 titles a turn), compared every few turns, until it is done.
    const drawWhileWriting = async () => {
      let drawn = false;
      const drawing = table.drawBands().then(() => {
        drawn = true;
      });
      for (let turn = 0; !drawn; turn += 1) {
        for (let i = 0; i < 2; i += 1) (random() < 0.3 ? add : change)();
        if (turn % 16 === 0) expectSameAnswers();
        await yieldToEventLoop();
      }
      await drawing;
      expectSameAnswers();
    };
    // The first title added is in key order.
    await drawWhileWriting();
    expect(table.titles).toBe(current.size);

    // Raised, lowered and added since: checked outside the bands until they are drawn again.
    for (let i = 0; i < 150; i += 1) change();
    expectSameAnswers();
    for (let i = 0; i < 250; i += 1) add();
    expectSameAnswers();
    expect(table.wantsBands).toBe(true);
    await drawWhileWriting();
    for (let i = 0; i < 100; i += 1) change();
    expectSameAnswers();
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
