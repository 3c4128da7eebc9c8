import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein, fold, foldForSearch } from '../../lib/text.js';
import {
  type IndexPerson,
  type IndexTitle,
  maxEditsFor,
  SearchIndex,
  type SearchIndexSource,
  TitleIndex,
  type TitleQuery,
} from './search.index.js';

let nextId = 1;
function title(name: string, fields: Partial<IndexTitle> = {}): IndexTitle {
  return {
    mediaType: 'movie',
    id: nextId++,
    title: name,
    originalTitle: null,
    year: 2000,
    voteAverage: 7,
    voteCount: 100,
    popularity: 10,
    runtime: 100,
    genreIds: [18],
    ...fields,
  };
}

const names = (index: TitleIndex, query: Partial<TitleQuery> & { text: string }, all: IndexTitle[]) =>
  index
    .search({ offset: 0, limit: 50, ...query })
    .titles.map((key) => all.find((t) => t.mediaType === key.mediaType && t.id === key.id)?.title);

describe('boundedDamerauLevenshtein', () => {
  it('counts inserts, deletes, substitutions and neighbour swaps as one edit each', () => {
    expect(boundedDamerauLevenshtein('godfather', 'godfather', 2)).toBe(0);
    expect(boundedDamerauLevenshtein('godfater', 'godfather', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('godfahter', 'godfather', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('godfathers', 'godfather', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('gxdfathxr', 'godfather', 2)).toBe(2);
  });

  it('stops at the bound and answers bound + 1', () => {
    expect(boundedDamerauLevenshtein('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDamerauLevenshtein('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDamerauLevenshtein('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe('maxEditsFor', () => {
  it('allows no typo below 4 letters, 1 for 4–7, 2 from 8', () => {
    expect([1, 3, 4, 7, 8, 20].map(maxEditsFor)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('fold', () => {
  it('gives what foldForSearch gives, for plain ASCII and for everything else', () => {
    for (const text of [
      'The Godfather: Part II',
      '  Amélie!! ',
      'İSTANBUL ışık',
      'Alien³',
      'WALL·E',
      "Ocean's 11",
      '',
    ]) {
      expect(fold(text), text).toBe(foldForSearch(text));
    }
  });
});

describe('TitleIndex text search', () => {
  const catalog = [
    title('The Godfather', { popularity: 50 }),
    title('The Godfather Part II', { popularity: 40 }),
    title('Godfather of Harlem', { mediaType: 'tv', popularity: 90 }),
    title('The Shawshank Redemption', { popularity: 60 }),
    title('Amélie', { originalTitle: "Le Fabuleux Destin d'Amélie Poulain", popularity: 20 }),
    title('Kış Uykusu', { popularity: 5 }),
    title('Cars', { popularity: 30 }),
    title('Scars', { popularity: 31 }),
  ];
  const index = TitleIndex.build(catalog);

  it('finds exact titles first, ignoring a leading article, case and accents', () => {
    expect(names(index, { text: 'godfather' }, catalog)).toEqual([
      'The Godfather',
      'Godfather of Harlem',
      'The Godfather Part II',
    ]);
    expect(names(index, { text: 'AMELIE' }, catalog)).toEqual(['Amélie']);
    expect(names(index, { text: 'kis uykusu' }, catalog)).toEqual(['Kış Uykusu']);
  });

  it('treats the last word as a prefix and ranks by popularity among equals', () => {
    expect(names(index, { text: 'godf' }, catalog)).toEqual([
      'Godfather of Harlem',
      'The Godfather',
      'The Godfather Part II',
    ]);
    expect(names(index, { text: 'the godfather pa' }, catalog)).toEqual(['The Godfather Part II']);
  });

  it('forgives typos in words of 4 letters or more, and puts them after exact matches', () => {
    expect(names(index, { text: 'godfater' }, catalog)[0]).toBe('The Godfather');
    expect(names(index, { text: 'shawshnak' }, catalog)).toEqual(['The Shawshank Redemption']);
    // "cars" is exact for Cars; Scars is one edit away, so it comes after although it is more popular.
    expect(names(index, { text: 'cars' }, catalog)).toEqual(['Cars', 'Scars']);
    // 3 letters: no typo allowed ("cra" is not "car").
    expect(names(index, { text: 'cra' }, catalog)).toEqual([]);
  });

  it('needs every word, matched in the title or the original title', () => {
    expect(names(index, { text: 'fabuleux destin' }, catalog)).toEqual(['Amélie']);
    expect(names(index, { text: 'godfather shawshank' }, catalog)).toEqual([]);
  });

  it('pages across ranking groups', () => {
    const first = index.search({ text: 'godf', offset: 0, limit: 2 });
    const second = index.search({ text: 'godf', offset: 2, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.titles).toHaveLength(2);
    expect(second.titles).toHaveLength(1);
    expect(second.titles[0]).not.toEqual(first.titles[0]);
  });
});

describe('TitleIndex filters', () => {
  const catalog = [
    title('Known', { year: 1990, voteAverage: 7.96, runtime: 95, genreIds: [28, 878], popularity: 3 }),
    title('Blank', { year: null, voteAverage: 0, voteCount: 0, runtime: null, genreIds: [], popularity: 2 }),
    title('Show', { mediaType: 'tv', year: 2010, runtime: null, genreIds: [10759, 10765], popularity: 1 }),
  ];
  const index = TitleIndex.build(catalog);
  const filtered = (query: Partial<TitleQuery>) => names(index, { text: '', ...query }, catalog);

  it('lists everything passing the filters in popularity order when there is no text', () => {
    expect(filtered({})).toEqual(['Known', 'Blank', 'Show']);
    expect(filtered({ mediaType: 'tv' })).toEqual(['Show']);
  });

  it('never lets an unknown value pass an applied range', () => {
    expect(filtered({ year: { min: Number.NEGATIVE_INFINITY, max: 2000 } })).toEqual(['Known']);
    expect(filtered({ runtime: { min: 0, max: 500 } })).toEqual(['Known']);
    expect(filtered({ rating: { min: 0, max: 10 } })).toEqual(['Known', 'Show']);
  });

  it('compares the rating as shown, to one decimal', () => {
    expect(filtered({ rating: { min: 8, max: 10 } })).toEqual(['Known']);
    expect(filtered({ rating: { min: 0, max: 7.9 } })).toEqual(['Show']);
  });

  it('needs every genre, per media type; a genre nobody has matches nothing', () => {
    expect(filtered({ genres: { movie: [28, 878], tv: [10759, 10765] } })).toEqual(['Known', 'Show']);
    expect(filtered({ genres: { movie: [28, 18], tv: [10759] } })).toEqual(['Show']);
    expect(filtered({ genres: { movie: [27], tv: [27] } })).toEqual([]);
  });

  it('keeps only the given titles', () => {
    const show = catalog[2] as IndexTitle;
    expect(filtered({ onlyTitles: [{ mediaType: 'tv', id: show.id }] })).toEqual(['Show']);
    expect(filtered({ onlyTitles: [{ mediaType: 'movie', id: show.id }] })).toEqual([]);
  });
});

describe('TitleIndex people', () => {
  const people: IndexPerson[] = [
    { id: 1, name: 'Tom Hanks', credits: 40 },
    { id: 2, name: 'Colin Hanks', credits: 5 },
    { id: 3, name: 'Tom Hardy', credits: 50 },
    { id: 4, name: 'Penélope Cruz', credits: 20 },
    { id: 5, name: 'Tom', credits: 1 },
  ];
  const index = TitleIndex.build([], people);

  it('prefers an exact folded name, then a name starting with it, then a later word; the most credited wins', () => {
    expect(index.findPerson('tom hanks')).toEqual({ id: 1 });
    expect(index.findPerson('Tom')).toEqual({ id: 5 });
    expect(index.findPerson('tom h')).toEqual({ id: 3 });
    expect(index.findPerson('hanks')).toEqual({ id: 1 });
    expect(index.findPerson('penelope')).toEqual({ id: 4 });
    expect(index.findPerson('nobody')).toBeUndefined();
    expect(index.findPerson('  ')).toBeUndefined();
  });
});

/** A catalog the test changes by hand, with a clock it moves by hand. */
function fakeSource() {
  const state = { version: 'v1', titles: [title('First')], loads: 0, fail: false };
  let release: (() => void) | undefined;
  let holding = false;
  const source: SearchIndexSource & { state: typeof state; hold(): void; resume(): void } = {
    state,
    readVersion: async () => state.version,
    async *loadTitles() {
      state.loads += 1;
      if (state.fail) throw new Error('database gone');
      const snapshot = [...state.titles];
      if (release === undefined && holding) await new Promise<void>((resolve) => (release = resolve));
      yield snapshot;
    },
    loadPeople: async () => [],
    hold: () => {
      holding = true;
    },
    resume: () => {
      holding = false;
      release?.();
      release = undefined;
    },
  };
  return source;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const count = async (live: SearchIndex) => (await live.snapshot()).search({ text: '', offset: 0, limit: 10 }).total;

describe('SearchIndex freshness', () => {
  it('builds on the first search and checks the catalog at most once per interval', async () => {
    const source = fakeSource();
    let now = 0;
    const live = new SearchIndex(source, { checkIntervalMs: 2000, now: () => now });
    expect(await count(live)).toBe(1);
    expect(source.state.loads).toBe(1);

    source.state.titles.push(title('Second'));
    source.state.version = 'v2';
    now = 1000;
    expect(await count(live)).toBe(1);
    await settle();
    expect(source.state.loads).toBe(1);

    now = 2500;
    // The stale snapshot answers at once; the rebuild runs behind it.
    expect(await count(live)).toBe(1);
    await settle();
    expect(source.state.loads).toBe(2);
    expect(await count(live)).toBe(2);
  });

  it('does not rebuild when the fingerprint is unchanged', async () => {
    const source = fakeSource();
    let now = 0;
    const live = new SearchIndex(source, { now: () => now });
    await live.snapshot();
    now = 10_000;
    await live.snapshot();
    await settle();
    expect(source.state.loads).toBe(1);
  });

  it('rebuilds on invalidate(), again when invalidated during a build, serving the old snapshot meanwhile', async () => {
    const source = fakeSource();
    const live = new SearchIndex(source, { now: () => 0 });
    await live.snapshot();

    source.hold();
    source.state.titles.push(title('Second'));
    const first = live.invalidate();
    await settle();
    source.state.titles.push(title('Third'));
    const second = live.invalidate();
    expect(await count(live)).toBe(1);
    source.resume();
    await first;
    await second;
    expect(source.state.loads).toBe(3);
    expect(await count(live)).toBe(3);
  });

  it('keeps serving the last snapshot when a background rebuild fails, and reports the error', async () => {
    const source = fakeSource();
    let now = 0;
    const errors: unknown[] = [];
    const live = new SearchIndex(source, { now: () => now, onError: (error) => errors.push(error) });
    await live.snapshot();
    source.state.fail = true;
    source.state.version = 'v2';
    now = 5000;
    expect(await count(live)).toBe(1);
    await settle();
    expect(errors).toHaveLength(1);
    expect(await count(live)).toBe(1);
  });

  it('fails the first search when the first build fails, and retries on the next one', async () => {
    const source = fakeSource();
    source.state.fail = true;
    const live = new SearchIndex(source);
    await expect(live.snapshot()).rejects.toThrow('database gone');
    source.state.fail = false;
    expect(await count(live)).toBe(1);
  });
});
