import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEMO_MOVIE_ID_BASE,
  DEMO_PERSON_ID_BASE,
  DEMO_SHOW_ID_BASE,
  DEMO_TV_SHOWS_FILE,
  demoCatalogLines,
  demoMovieCollections,
  demoPersonId,
  demoShowSeasons,
  fnv1a32,
  movieGenreIds,
  parseVegaDate,
  repairMacRoman,
  vegaMoviesPath,
} from './demo-catalog.js';
import { type DumpRecord, dumpRecordSchema } from './dump-format.js';

/** What the importer is given: each line as an object or as the JSON text of the TV shows file. */
async function readDemoCatalog(): Promise<DumpRecord[]> {
  const read: DumpRecord[] = [];
  for await (const { value } of demoCatalogLines()) {
    read.push((typeof value === 'string' ? JSON.parse(value) : value) as DumpRecord);
  }
  return read;
}

const records = await readDemoCatalog();
const showLines = readFileSync(DEMO_TV_SHOWS_FILE, 'utf8').split('\n').filter(Boolean);
const movies = records.filter((r): r is Extract<DumpRecord, { media_type: 'movie' }> => r.media_type === 'movie');
const shows = records.filter((r): r is Extract<DumpRecord, { media_type: 'tv' }> => r.media_type === 'tv');

const movie = (title: string, year?: number) => {
  const found = movies.filter(
    (m) => m.title === title && (year === undefined || m.release_date?.startsWith(`${year}`)),
  );
  expect(found, `${title} ${year ?? ''}`).toHaveLength(1);
  return found[0] as (typeof movies)[number];
};
const show = (name: string, year?: number) => {
  const found = shows.filter((s) => s.name === name && (year === undefined || s.first_air_date?.startsWith(`${year}`)));
  expect(found, `${name} ${year ?? ''}`).toHaveLength(1);
  return found[0] as (typeof shows)[number];
};

describe('demo catalog', () => {
  it('produces only records the dump importer accepts', () => {
    for (const record of records) {
      const result = dumpRecordSchema.safeParse(record);
      expect(result.success, `${record.media_type} ${record.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('has thousands of films and every hand-written show', () => {
    expect(movies.length).toBeGreaterThan(2500);
    expect(shows.length).toBeGreaterThanOrEqual(60);
    expect(shows).toHaveLength(showLines.length);
  });

  it('gives unique ids in the synthetic ranges', () => {
    const movieIds = new Set(movies.map((m) => m.id));
    const showIds = new Set(shows.map((s) => s.id));
    expect(movieIds.size).toBe(movies.length);
    expect(showIds.size).toBe(shows.length);
    for (const id of movieIds) expect(id >= DEMO_MOVIE_ID_BASE && id < DEMO_MOVIE_ID_BASE + 40_000_000).toBe(true);
    for (const id of showIds) expect(id >= DEMO_SHOW_ID_BASE && id < DEMO_SHOW_ID_BASE + 40_000_000).toBe(true);
  });

  it('keeps one film per title and year, and only trusted years', () => {
    const keys = movies.map((m) => `${m.title}|${m.release_date?.slice(0, 4)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const m of movies) {
      expect(m.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const year = Number(m.release_date?.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(1915);
      expect(year).toBeLessThanOrEqual(2012);
      expect(m.vote_average).toEqual(expect.any(Number));
    }
    // vega dates Gone with the Wind 2039 (a two-digit year read in the wrong century); it is shown as 1939.
    expect(movie('Gone with the Wind').release_date?.slice(0, 4)).toBe('1939');
    // Same title, different years: both remakes stay.
    expect(movies.filter((m) => m.title === 'Dawn of the Dead')).toHaveLength(2);
  });

  it('maps a known film to the expected fields', () => {
    const knight = movie('The Dark Knight');
    expect(knight).toMatchObject({
      release_date: '2008-07-18',
      runtime: 152,
      vote_average: 8.9,
      vote_count: 465000,
      status: 'Released',
      original_language: 'en',
      poster_path: null,
      overview:
        'A 2008 action film directed by Christopher Nolan, distributed by Warner Bros. Based on a comic or graphic novel.',
    });
    expect(knight.genres?.map((g) => g.id)).toEqual([28, 878]);
    expect(knight.credits?.crew).toEqual([
      {
        id: demoPersonId('Christopher Nolan'),
        name: 'Christopher Nolan',
        job: 'Director',
        department: 'Directing',
        profile_path: null,
      },
    ]);
    expect(knight.keywords).toEqual({
      keywords: [{ name: 'based on comic/graphic novel' }, { name: 'super hero' }],
    });

    const shawshank = movie('The Shawshank Redemption');
    expect(shawshank.release_date).toBe('1994-09-23');
    expect(shawshank.runtime).toBeNull();
    // vega calls it Historical Fiction; that does not make it a History film.
    expect(shawshank.genres).toEqual([{ id: 18, name: 'Drama' }]);

    expect(movie('Toy Story', 1995).genres?.map((g) => g.id)).toEqual([12, 10751]);
    expect(movie('Alien', 1979).genres?.map((g) => g.id)).toEqual([27, 878]);
    expect(movie('Knocked Up').genres?.map((g) => g.id)).toEqual([35, 10749]);
  });

  it('ranks blockbusters above obscure films', () => {
    const titanic = movie('Titanic', 1997).popularity ?? 0;
    const obscure = movie('The Land Girls').popularity ?? 0;
    expect(titanic).toBeGreaterThan(40);
    expect(obscure).toBeLessThan(15);
    expect(movies.every((m) => Number.isFinite(m.popularity) && (m.popularity ?? -1) >= 0)).toBe(true);
  });

  it('repairs vega titles', () => {
    expect(movie('Léon').release_date?.slice(0, 4)).toBe('1994');
    expect(movie('The Naked Gun 2½: The Smell of Fear').title).toBe('The Naked Gun 2½: The Smell of Fear');
    expect(movie('Alien³').title).toBe('Alien³');
    expect(movie('The Barbarians', 1987).title).toBe('The Barbarians');
    expect(movies.some((m) => /[ÈÍÛÙ‰‡˘Ω]/.test(m.title))).toBe(false);
    // Numeric titles ("1941") come through as strings.
    expect(movie('1941').release_date?.slice(0, 4)).toBe('1979');
  });

  it('still needs the encoding repair (remove it if vega ever ships clean text)', () => {
    expect(readFileSync(vegaMoviesPath(), 'utf8')).toContain('"LÈon"');
    expect(repairMacRoman('LÈon')).toBe('Léon');
    expect(repairMacRoman('Per qualche dollaro in pi˘')).toBe('Per qualche dollaro in più');
    expect(repairMacRoman('Die F‰lscher')).toBe('Die Fälscher');
    expect(repairMacRoman('Plain ASCII & Co.')).toBe('Plain ASCII & Co.');
    // Every Mac Roman character of a Latin-1 letter maps back to that letter.
    const macRoman = new TextDecoder('macintosh');
    for (let byte = 0xc0; byte <= 0xff; byte++) {
      expect(repairMacRoman(macRoman.decode(new Uint8Array([byte])))).toBe(String.fromCharCode(byte));
    }
  });

  it('maps the TV shows to TMDB tv records', () => {
    const bb = show('Breaking Bad');
    expect(bb).toMatchObject({
      original_name: 'Breaking Bad',
      original_language: 'en',
      first_air_date: '2008-01-01',
      last_air_date: '2013-01-01',
      number_of_seasons: 5,
      episode_run_time: [47],
      status: 'Ended',
      networks: [{ name: 'AMC' }],
      created_by: [{ id: demoPersonId('Vince Gilligan'), name: 'Vince Gilligan', profile_path: null }],
      vote_count: null,
    });
    expect(bb.genres?.map((g) => g.id)).toEqual([18, 80]);
    expect(bb.credits?.cast?.[0]).toEqual({
      id: demoPersonId('Bryan Cranston'),
      name: 'Bryan Cranston',
      character: 'Walter White',
      order: 0,
      profile_path: null,
    });

    const ms = show('Magnificent Century');
    expect(ms).toMatchObject({ original_name: 'Muhteşem Yüzyıl', original_language: 'tr', status: 'Ended' });
    expect(show('The Simpsons')).toMatchObject({ last_air_date: null, status: null });
    // Two shows share the name "The Office"; the year keeps their ids apart.
    expect(show('The Office', 2005).id).not.toBe(show('The Office', 2001).id);
  });

  it("adds TMDB's real seasons to the shows the seasons file names, and only to them", () => {
    const entries = [...demoShowSeasons().values()];
    expect(entries.map((e) => e.name).sort()).toEqual(['Breaking Bad', 'Game of Thrones']);
    for (const entry of entries) {
      const held = shows.find((s) => s.id === entry.id);
      expect(held?.name, `${entry.name}: no demo show has id ${entry.id}`).toBe(entry.name);
      expect(held?.seasons).toEqual(entry.seasons);
      const parsed = dumpRecordSchema.parse(held);
      const seasons = parsed.media_type === 'tv' ? (parsed.seasons ?? []) : [];
      // A season that lists its episodes lists all of them.
      for (const season of seasons.filter((s) => s.episodes))
        expect(season.episodes?.length).toBe(season.episode_count);
    }
    expect(shows.filter((s) => s.seasons).length).toBe(entries.length);
    const got = show('Game of Thrones');
    const first = got.seasons?.find((s) => s.season_number === 1)?.episodes?.[0];
    expect(first).toMatchObject({ episode_number: 1, name: 'Winter Is Coming', air_date: '2011-04-17', runtime: 62 });
  });

  it("gives the films the collections file names TMDB's collection, and only them", () => {
    const entries = [...demoMovieCollections().values()];
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      expect(movie(entry.title, entry.year).belongs_to_collection).toEqual(entry.belongs_to_collection);
    }
    expect(movies.filter((m) => m.belongs_to_collection).length).toBe(entries.length);
  });

  it('covers the genres and Turkish series the product needs', () => {
    const genreIds = new Set(shows.flatMap((s) => s.genres?.map((g) => g.id) ?? []));
    for (const id of [18, 35, 80, 10765, 16, 99, 10764, 10762, 9648, 10768, 37]) expect(genreIds.has(id)).toBe(true);
    const turkish = shows.filter((s) => s.original_language === 'tr').map((s) => s.original_name);
    expect(turkish).toEqual(
      expect.arrayContaining([
        'Muhteşem Yüzyıl',
        'Ezel',
        'Kurtlar Vadisi',
        'Diriliş: Ertuğrul',
        'Behzat Ç.: Bir Ankara Polisiyesi',
        'Leyla ile Mecnun',
        'Avrupa Yakası',
        'Çukur',
        'Aşk-ı Memnu',
      ]),
    );
  });

  it('checks the hand-written show data', () => {
    const years = new Date().getUTCFullYear() + 1;
    for (const s of shows) {
      expect(s.overview?.length, s.name).toBeGreaterThan(40);
      expect(s.vote_average).toBeGreaterThanOrEqual(0);
      expect(s.vote_average).toBeLessThanOrEqual(10);
      expect(s.first_air_date, s.name).toMatch(/^\d{4}-01-01$/);
      const firstYear = Number(s.first_air_date?.slice(0, 4));
      const lastYear = s.last_air_date ? Number(s.last_air_date.slice(0, 4)) : null;
      expect(firstYear).toBeGreaterThan(1940);
      expect(lastYear === null || (lastYear >= firstYear && lastYear <= years), s.name).toBe(true);
      expect(s.status, s.name).toBe(lastYear === null ? null : 'Ended');
      expect(s.credits?.cast?.length, s.name).toBeGreaterThan(0);
      expect(s.credits?.cast?.length, s.name).toBeLessThanOrEqual(6);
      expect(s.credits?.cast?.map((c) => c.order)).toEqual(s.credits?.cast?.map((_, order) => order));
      expect(s.genres?.length, s.name).toBeGreaterThan(0);
      expect(s.networks?.length, s.name).toBeGreaterThan(0);
      expect(s.original_name, s.name).toBeTruthy();
      expect(s.vote_count, s.name).toBeNull();
      // Ids follow from name and first year (README), so a show added to the file keeps clear of the others.
      const hashed = DEMO_SHOW_ID_BASE + (fnv1a32(`${s.name}|${firstYear}`.normalize('NFC')) % 40_000_000);
      expect(s.id, `${s.name}: expected id ${hashed}`).toBe(hashed);
    }
  });

  it('gives people stable ids that never collide within the catalog', () => {
    expect(demoPersonId('Frank Darabont')).toBe(demoPersonId('  frank   DARABONT '));
    const byId = new Map<number, string>();
    for (const record of records) {
      const people = [
        ...(record.credits?.cast ?? []),
        ...(record.credits?.crew ?? []),
        ...(record.media_type === 'tv' ? (record.created_by ?? []) : []),
      ];
      for (const person of people) {
        expect(person.id).toBeGreaterThanOrEqual(DEMO_PERSON_ID_BASE);
        expect(person.id).toBeLessThan(DEMO_PERSON_ID_BASE + 50_000_000);
        expect(person.id).toBe(demoPersonId(person.name));
        const other = byId.get(person.id);
        if (other) expect(other.toLowerCase()).toBe(person.name.toLowerCase());
        byId.set(person.id, person.name);
      }
    }
    expect(byId.size).toBeGreaterThan(500);
  });

  it('derives ids from stable hashes, not from run order', async () => {
    // Reference values of 32-bit FNV-1a.
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    const again = await readDemoCatalog();
    expect(again.map((r) => `${r.media_type}:${r.id}`)).toEqual(records.map((r) => `${r.media_type}:${r.id}`));
    expect(movie('The Dark Knight').id).toBe(DEMO_MOVIE_ID_BASE + (fnv1a32('The Dark Knight|2008') % 40_000_000));
  });

  it('parses only sane vega dates', () => {
    expect(parseVegaDate('Jun 12 1998')).toEqual({ year: 1998, iso: '1998-06-12' });
    expect(parseVegaDate('Dec 31 2046')).toEqual({ year: 1946, iso: '1946-12-31' });
    expect(parseVegaDate('Dec 31 1900')).toBeNull();
    expect(parseVegaDate('Feb 30 1990')).toBeNull();
    expect(parseVegaDate('Jun 12 98')).toBeNull();
    expect(parseVegaDate(null)).toBeNull();
  });

  it('maps vega genres as specified', () => {
    expect(movieGenreIds('Black Comedy', null)).toEqual([35]);
    expect(movieGenreIds('Concert/Performance', null)).toEqual([10402, 99]);
    expect(movieGenreIds('Drama', 'Dramatization')).toEqual([18]);
    expect(movieGenreIds(null, 'Kids Fiction')).toEqual([10751]);
    expect(movieGenreIds(null, null)).toEqual([]);
  });

  it('is fast enough to run at start-up', async () => {
    const started = performance.now();
    await readDemoCatalog();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
