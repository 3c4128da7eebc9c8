import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { IMPORT_LIMITS } from '@watchify/contract';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_FILES, EXPORT_FORMAT, EXPORT_VERSION } from '../src/modules/imports/export-format.js';
import type { ImportRecord, UploadedFile } from '../src/modules/imports/sources/import-record.js';
import { decodeText, ImportFileError, parseUpload, readUpload } from '../src/modules/imports/sources/index.js';

/** The real exports of the shared data folder beside the repository (see its README for their origins and counts). */
const IMPORTS = path.resolve(import.meta.dirname, '../../../../shared/data/imports');

/** A folder's files as an upload, named by their path inside it (as a ZIP would name them). */
function folder(dir: string, prefix = ''): UploadedFile[] {
  return readdirSync(path.join(IMPORTS, dir))
    .sort()
    .flatMap((name) => {
      const full = path.join(IMPORTS, dir, name);
      if (statSync(full).isDirectory()) return folder(path.join(dir, name), `${prefix}${name}/`);
      return [{ name: `${prefix}${name}`, bytes: new Uint8Array(readFileSync(full)) }];
    });
}

function file(relative: string, name = path.basename(relative)): UploadedFile {
  return { name, bytes: new Uint8Array(readFileSync(path.join(IMPORTS, relative))) };
}

function text(name: string, content: string): UploadedFile {
  return { name, bytes: strToU8(content) };
}

function errorCode(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error.code;
    throw error;
  }
  return null;
}

function ofKind<K extends ImportRecord['kind']>(records: ImportRecord[], kind: K, fromFile?: string) {
  return records.filter(
    (record): record is Extract<ImportRecord, { kind: K }> =>
      record.kind === kind && (fromFile === undefined || record.file === fromFile),
  );
}

/** A ZIP of one deflated entry, written by hand so its header can declare any size (as a ZIP bomb's does). */
function zipOfOne(name: string, deflated: Uint8Array, crc: number, declaredSize: number): Uint8Array {
  const nameBytes = strToU8(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]));
}

describe('Letterboxd', () => {
  const patrick = parseUpload('letterboxd', folder('letterboxd/patrickmjones'));
  const aguitov = parseUpload('letterboxd', folder('letterboxd/aguitov'));

  it('reads every row of the older export', () => {
    expect(ofKind(patrick, 'play', 'diary.csv')).toHaveLength(2132);
    expect(ofKind(patrick, 'play', 'watched.csv')).toHaveLength(2604);
    expect(ofKind(patrick, 'play', 'watched.csv').every((play) => play.watchedOn === null)).toBe(true);
    expect(ofKind(patrick, 'rating', 'ratings.csv')).toHaveLength(5);
    // patrickmjones rates almost nothing in the diary: 6 of 2132 rows.
    expect(ofKind(patrick, 'rating', 'diary.csv')).toHaveLength(6);
    expect(ofKind(patrick, 'review')).toHaveLength(162);
    expect(ofKind(patrick, 'watchlist')).toHaveLength(805);
    expect(ofKind(patrick, 'list')).toHaveLength(25);
  });

  it('takes the day watched, the rewatch mark and a title without year from the diary', () => {
    const diary = ofKind(patrick, 'play', 'diary.csv');
    expect(diary.every((play) => /^\d{4}-\d{2}-\d{2}$/.test(play.watchedOn ?? ''))).toBe(true);
    expect(diary.some((play) => play.rewatch)).toBe(true);
    expect(diary.every((play) => play.title.mediaType === 'movie' && !('tmdbId' in play.title))).toBe(true);
    const noYear = [...diary, ...ofKind(patrick, 'play', 'watched.csv')].filter((play) => play.title.year === null);
    expect(noYear.map((play) => play.title.name)).toContain('Never Hike in the Snow');
  });

  it('numbers rows by the physical line they start on, multi-line reviews included', () => {
    const lines = readFileSync(path.join(IMPORTS, 'letterboxd/patrickmjones/reviews.csv'), 'utf8').split('\n');
    const reviews = ofKind(patrick, 'review');
    expect(reviews[0]?.line).toBe(2);
    for (const review of reviews) expect(lines[review.line - 1]?.startsWith(`${review.writtenAt},`)).toBe(true);
    expect(reviews.at(-1)?.line).toBeGreaterThan(162 + 1);
  });

  it('reads lists: the empty one, item notes and positions', () => {
    const empty = ofKind(patrick, 'list').find((list) => list.listKey === 'lists/favorite-films-of-2021.csv');
    expect(empty).toMatchObject({ name: 'Favorite Films of 2021', createdAt: '2021-02-27' });
    expect(ofKind(patrick, 'listItem').filter((item) => item.listKey === empty?.listKey)).toHaveLength(0);
    const criterion = ofKind(patrick, 'listItem').filter(
      (item) => item.listKey === 'lists/my-criterion-collection.csv',
    );
    expect(criterion[1]).toMatchObject({
      position: 2,
      title: { name: 'Salò, or the 120 Days of Sodom', year: 1975 },
      note: 'Blu-ray Edition&nbsp;<br>Spine #17',
    });
  });

  it('reads the newest export and leaves out deleted and orphaned entries', () => {
    expect(ofKind(aguitov, 'play', 'diary.csv')).toHaveLength(913);
    expect(ofKind(aguitov, 'rating', 'ratings.csv')).toHaveLength(913);
    expect(ofKind(aguitov, 'review')).toHaveLength(913);
    expect(ofKind(aguitov, 'like')).toHaveLength(830);
    expect(ofKind(aguitov, 'watchlist')).toHaveLength(2540);
    expect(ofKind(aguitov, 'play')).toHaveLength(913 * 2);
    expect(aguitov.some((record) => /deleted|orphaned/.test(record.file))).toBe(false);
    const items = (key: string) => ofKind(aguitov, 'listItem').filter((item) => item.listKey === key).length;
    expect([
      items('lists/2025-ranked.csv'),
      items('lists/5-star-tv-shows.csv'),
      items('lists/oscars-2026-ranked.csv'),
    ]).toEqual([109, 21, 18]);
    const review = ofKind(aguitov, 'review')[0];
    expect(review).toMatchObject({ title: { name: 'On the Line', year: 2022 }, rating: { value: 1.5, scale: 5 } });
    expect(review?.text.startsWith('<blockquote>')).toBe(true);
  });

  it('reads CRLF files the same as LF ones', () => {
    const lf = file('letterboxd/patrickmjones/reviews.csv');
    const crlf = text('reviews.csv', decodeText(lf.bytes).replace(/\n/g, '\r\n'));
    const fromLf = parseUpload('letterboxd', [lf]);
    const fromCrlf = parseUpload('letterboxd', [crlf]).map((record) =>
      record.kind === 'review' ? { ...record, text: record.text.replace(/\r\n/g, '\n') } : record,
    );
    expect(fromCrlf).toEqual(fromLf);
  });
});

describe('IMDb', () => {
  it('decodes the Windows-1252 export', () => {
    const bytes = file('imdb/ethanfuerst_ratings_2021-04_legacy_cp1252.csv').bytes;
    expect(decodeText(bytes)).toContain('Iñárritu');
    const ratings = parseUpload('imdb', [{ name: 'ratings.csv', bytes }]);
    expect(ofKind(ratings, 'rating')).toHaveLength(269);
    expect(ratings[0]).toMatchObject({
      kind: 'rating',
      title: { mediaType: 'movie', imdbId: 'tt1001508', name: "He's Just Not That Into You", year: 2009 },
      rating: { value: 6, scale: 10 },
      ratedAt: '2020-06-07',
      line: 2,
    });
  });

  it('reads the 2024+ layout, original titles first, episodes as unsupported ratings', () => {
    const records = parseUpload('imdb', [file('imdb/te1man_ratings_2026-08_first2000rows.csv')]);
    const unsupported = ofKind(records, 'unsupported');
    expect(unsupported).toHaveLength(1397);
    expect(unsupported.every((row) => row.as === 'rating' && row.reason === 'notSupported')).toBe(true);
    expect(ofKind(records, 'rating')).toHaveLength(2000 - 1397);
    expect(ofKind(records, 'rating')[0]?.title).toMatchObject({
      name: 'Evil Dead Burn',
      imdbId: 'tt31170389',
      year: 2026,
    });
    expect(parseUpload('imdb', [file('imdb/ethanfuerst_ratings_2025-03.csv')])).toHaveLength(411);
  });

  it('reads watchlists of both layouts by their header', () => {
    const newer = parseUpload('imdb', [file('imdb/te1man_watchlist_2026-08.csv')]);
    expect(ofKind(newer, 'watchlist')).toHaveLength(440);
    expect(newer[0]).toMatchObject({
      title: { name: 'Das Leben der Anderen', imdbId: 'tt0405094' },
      addedAt: '2016-03-03',
    });
    const legacy = parseUpload('imdb', [file('imdb/wreiler_watchlist_2022-09_legacy.csv', 'WATCHLIST.csv')]);
    expect(ofKind(legacy, 'watchlist')).toHaveLength(1366);
    expect(ofKind(legacy, 'watchlist').some((row) => row.title.mediaType === 'tv')).toBe(true);
  });
});

describe('Trakt', () => {
  const dir = 'trakt/andris811-export';

  it('reads a history page: movies and episodes, each a play on its UTC day', () => {
    const plays = ofKind(parseUpload('trakt', [file(`${dir}/watched-history-1.json`)]), 'play');
    expect(plays).toHaveLength(998);
    const episodes = plays.filter((play) => play.title.mediaType === 'tv');
    expect(episodes.length).toBeGreaterThan(0);
    expect(episodes.every((play) => Number.isInteger(play.title.season) && Number.isInteger(play.title.episode))).toBe(
      true,
    );
    const onePiece = episodes.find((play) => play.line === 1);
    expect(onePiece).toMatchObject({
      watchedOn: '2026-05-09',
      title: { name: 'ONE PIECE', tmdbId: 111110, imdbId: 'tt11737520', tvdbId: 392276, season: 2, episode: 7 },
    });
    expect(plays.some((play) => play.title.mediaType === 'movie' && typeof play.title.tmdbId === 'number')).toBe(true);
  });

  it('marks a play as a rewatch when the same episode or movie came earlier in the history', () => {
    const plays = ofKind(parseUpload('trakt', [file('trakt/sync-api-fixtures_trakt.py/sync_history.json')]), 'play');
    const seen = new Set<string>();
    for (const play of plays) {
      const key = `${play.title.tmdbId}:${play.title.season}:${play.title.episode}`;
      expect(play.rewatch).toBe(seen.has(key));
      seen.add(key);
    }
  });

  it('reads the whole export: ratings, watchlist, lists; seasons, episodes and people unsupported', () => {
    const records = parseUpload('trakt', folder(dir));
    expect(ofKind(records, 'play')).toHaveLength(998 + 299);
    expect(ofKind(records, 'rating')).toHaveLength(56 + 27);
    expect(ofKind(records, 'rating').every((rating) => rating.rating.scale === 10)).toBe(true);
    const unsupported = ofKind(records, 'unsupported');
    expect(unsupported.filter((row) => row.as === 'rating')).toHaveLength(3 + 104);
    expect(ofKind(records, 'watchlist')).toHaveLength(298 + 86);
    expect(unsupported.filter((row) => row.as === 'watchlist')).toHaveLength(3);
    expect(ofKind(records, 'list').map((list) => list.name)).toEqual(
      expect.arrayContaining(['Favorite series', 'Chinese movies', 'Actors']),
    );
    // chinese-movies: 6 movies; favorite-series: 1 show and 6 episodes; actors: 2 people.
    expect(ofKind(records, 'listItem')).toHaveLength(6 + 1);
    expect(unsupported.filter((row) => row.as === 'listItem')).toHaveLength(6 + 2);
  });

  it('falls back to the watched summaries when the upload has no history', () => {
    const movies = JSON.parse(decodeText(file(`${dir}/watched-movies.json`).bytes)) as { plays: number }[];
    const records = parseUpload('trakt', [file(`${dir}/watched-movies.json`), file(`${dir}/watched-shows.json`)]);
    const moviePlays = ofKind(records, 'play').filter((play) => play.title.mediaType === 'movie');
    expect(moviePlays).toHaveLength(movies.reduce((sum, movie) => sum + movie.plays, 0));
    expect(moviePlays.filter((play) => play.watchedOn !== null)).toHaveLength(movies.length);
    const sync = parseUpload('trakt', folder('trakt/sync-api-fixtures_trakt.py'));
    expect(ofKind(sync, 'play')).toHaveLength(3 + 25 + 25);
  });

  it('reads the sync API ratings and watchlist, whose items carry no type', () => {
    const records = parseUpload('trakt', [
      file('trakt/sync-api-fixtures_trakt.py/sync_ratings_episodes.json'),
      file('trakt/sync-api-fixtures_trakt.py/sync_ratings_shows.json'),
      file('trakt/sync-api-fixtures_trakt.py/sync_watchlist.json'),
    ]);
    expect(ofKind(records, 'rating')).toHaveLength(5);
    expect(ofKind(records, 'unsupported').filter((row) => row.as === 'rating')).toHaveLength(6);
    expect(ofKind(records, 'watchlist')).toHaveLength(2);
  });

  it('parses a 10,000-play history well under a second', () => {
    const page = decodeText(file(`${dir}/watched-history-1.json`).bytes);
    const items = JSON.parse(page) as unknown[];
    const big = Array.from({ length: 11 }, () => items).flat();
    const started = performance.now();
    const plays = parseUpload('trakt', [text('watched-history.json', JSON.stringify(big))]);
    expect(plays.length).toBe(998 * 11);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('TV Time', () => {
  it('reads seen and rewatched episodes by their TheTVDB id', () => {
    const records = parseUpload('tvtime', folder('tvtime/arlessweschler_2020'));
    const seen = ofKind(records, 'play', 'seen_episode.csv');
    expect(seen).toHaveLength(7723);
    expect(seen[0]).toMatchObject({
      title: { mediaType: 'tv', tvdbEpisodeId: 11673, name: null, year: null },
      watchedOn: '2017-05-02',
      rewatch: false,
      line: 2,
    });
    const rewatched = ofKind(records, 'play', 'rewatched_episode.csv');
    expect(rewatched).toHaveLength(519);
    expect(rewatched.every((play) => play.rewatch)).toBe(true);
    expect(ofKind(records, 'watchlist')).toHaveLength(5);
    expect(ofKind(records, 'like')).toHaveLength(11);
  });

  it('names followed shows when the export has the column', () => {
    const records = parseUpload('tvtime', [file('tvtime/abibernardo_2025/user_tv_show_data.csv')]);
    const watchlist = ofKind(records, 'watchlist');
    expect(watchlist).toHaveLength(5);
    expect(watchlist.every((row) => row.title.name !== null && typeof row.title.tvdbId === 'number')).toBe(true);
  });
});

describe('our own export', () => {
  it('reads back what export-format.ts describes', () => {
    const title = { mediaType: 'movie' as const, id: 550, imdbId: 'tt0137523', title: 'Fight Club', year: 1999 };
    const show = { mediaType: 'tv' as const, id: 1396, imdbId: null, title: 'Breaking Bad', year: 2008 };
    const json = (value: unknown) => strToU8(JSON.stringify(value));
    const zip = zipSync({
      [EXPORT_FILES.manifest]: json({
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: '2026-07-01T10:00:00Z',
        nickname: 'ana',
      }),
      [EXPORT_FILES.history]: json([
        {
          ...title,
          season: null,
          episode: null,
          watchedOn: '2024-01-02',
          rewatch: false,
          note: 'cinema',
          loggedAt: 'x',
        },
        { ...show, season: 1, episode: 2, watchedOn: null, rewatch: true, note: null, loggedAt: 'x' },
      ]),
      [EXPORT_FILES.ratings]: json([
        {
          ...title,
          rating: 5,
          sourceRating: { value: 9, scale: 10 },
          review: 'Great.',
          spoiler: true,
          ratedAt: '2024-01-03T00:00:00Z',
        },
        { ...show, rating: 4, sourceRating: null, review: null, spoiler: false, ratedAt: '2024-01-04T00:00:00Z' },
      ]),
      [EXPORT_FILES.watchlist]: json([{ ...show, addedAt: '2024-01-05T00:00:00Z' }]),
      [EXPORT_FILES.likes]: json([{ ...title, value: 'dislike', at: '2024-01-06T00:00:00Z' }]),
      [EXPORT_FILES.lists]: json([
        {
          name: 'Best',
          description: null,
          visibility: 'private',
          collaborative: false,
          createdAt: '2024-01-07T00:00:00Z',
          items: [{ ...title, position: 1, note: 'first', addedAt: '2024-01-07T00:00:00Z' }],
        },
      ]),
      [EXPORT_FILES.friends]: json([]),
      [EXPORT_FILES.letterboxdDiary]: strToU8('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n'),
    });
    const records = parseUpload('watchify', [{ name: 'watchify-export.zip', bytes: zip }]);
    expect(records.map((record) => record.kind)).toEqual([
      'play',
      'play',
      'rating',
      'review',
      'rating',
      'watchlist',
      'like',
      'list',
      'listItem',
    ]);
    expect(records[1]).toMatchObject({
      title: { mediaType: 'tv', tmdbId: 1396, season: 1, episode: 2 },
      rewatch: true,
    });
    expect(records[2]).toMatchObject({ rating: { value: 9, scale: 10 }, title: { tmdbId: 550, imdbId: 'tt0137523' } });
    expect(records[3]).toMatchObject({ kind: 'review', text: 'Great.', spoiler: true });
    expect(records[4]).toMatchObject({ rating: { value: 4, scale: 5 } });
    expect(records[6]).toMatchObject({ value: 'dislike' });
    expect(records[8]).toMatchObject({
      position: 1,
      note: 'first',
      listKey: (records[7] as { listKey: string }).listKey,
    });

    const manifest = { format: EXPORT_FORMAT, version: 2 };
    expect(errorCode(() => parseUpload('watchify', [text(EXPORT_FILES.manifest, JSON.stringify(manifest))]))).toBe(
      'importWrongSource',
    );
  });
});

describe('uploads', () => {
  it('reads a ZIP, nested in a folder with macOS leftovers, the same as its loose files', () => {
    const loose = folder('letterboxd/patrickmjones');
    const prefix = 'letterboxd-user-2026-07-01/';
    const zip = zipSync(
      {
        ...Object.fromEntries(loose.map((f) => [`${prefix}${f.name}`, f.bytes])),
        [`__MACOSX/${prefix}._diary.csv`]: strToU8('junk'),
        [`${prefix}.DS_Store`]: strToU8('junk'),
      },
      { level: 6 },
    );
    const unprefixed = (records: ImportRecord[]) =>
      records.map((record) => ({
        ...record,
        file: record.file.replace(prefix, ''),
        ...('listKey' in record ? { listKey: record.listKey.replace(prefix, '') } : {}),
      }));
    const fromZip = parseUpload('letterboxd', [{ name: 'export.zip', bytes: zip }]);
    expect(unprefixed(fromZip)).toEqual(parseUpload('letterboxd', loose));
  });

  it('detects a ZIP by its content, not its name', () => {
    const zip = zipSync({ 'diary.csv': file('letterboxd/aguitov/diary.csv').bytes });
    expect(readUpload([{ name: 'upload.bin', bytes: zip }]).map((f) => f.name)).toEqual(['diary.csv']);
  });

  it('refuses a ZIP with a path outside its folder', () => {
    for (const evil of ['../evil.csv', 'a/../../evil.csv', '/etc/evil.csv', 'a\\..\\evil.csv']) {
      const zip = zipSync({ 'diary.csv': strToU8('Date\n'), [evil]: strToU8('a,b\n') });
      expect(errorCode(() => readUpload([{ name: 'x.zip', bytes: zip }]))).toBe('importZipUnsafe');
    }
  });

  it('stops unpacking a ZIP bomb once it passes the limit, whatever size its header declares', () => {
    // 300 MB of zeros deflated at level 9 (node's zlib: fflate's deflate takes seconds here), declared as 1 KB.
    const zeros = Buffer.alloc(300 * 1024 * 1024);
    const bomb = zipOfOne('zeros.csv', deflateRawSync(zeros, { level: 9 }), crc32(zeros), 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(errorCode(() => readUpload([{ name: 'bomb.zip', bytes: bomb }]))).toBe('importZipTooLarge');
  });

  it('refuses too many ZIP entries, files or bytes', () => {
    const many = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, i) => [`f${i}.csv`, strToU8('a\n')]),
    );
    expect(errorCode(() => readUpload([{ name: 'x.zip', bytes: zipSync(many) }]))).toBe('importZipTooLarge');
    const files = Array.from({ length: IMPORT_LIMITS.files + 1 }, (_, i) => text(`f${i}.csv`, 'a\n'));
    expect(errorCode(() => readUpload(files))).toBe('importTooManyFiles');
    const big = { name: 'big.csv', bytes: new Uint8Array(IMPORT_LIMITS.uploadBytes + 1).fill(65) };
    expect(errorCode(() => readUpload([big]))).toBe('importTooLarge');
  });

  it('answers each broken upload with its error', () => {
    expect(errorCode(() => parseUpload('letterboxd', [{ name: 'diary.csv', bytes: new Uint8Array() }]))).toBe(
      'importFileEmpty',
    );
    const page = decodeText(file('trakt/andris811-export/watched-history-7.json').bytes);
    expect(errorCode(() => parseUpload('trakt', [text('watched-history-7.json', page.slice(0, 5000))]))).toBe(
      'importBadJson',
    );
    expect(errorCode(() => parseUpload('imdb', [file('letterboxd/aguitov/diary.csv')]))).toBe('importWrongSource');
    expect(
      errorCode(() => parseUpload('letterboxd', [file('imdb/ethanfuerst_ratings_2025-03.csv', 'ratings.csv')])),
    ).toBe('importWrongSource');
    expect(errorCode(() => parseUpload('letterboxd', [text('diary.csv', 'Day,Film,Stars\n2024-01-01,Heat,5\n')]))).toBe(
      'importBadHeader',
    );
    expect(errorCode(() => parseUpload('tvtime', [text('notes.txt', 'hello\n')]))).toBe('importNothingFound');
    const rewatchedForever =
      'user_id,episode_id,cpt,created_at,updated_at\n1,75834,1000000000,2019-03-27 23:20:33 +0000 UTC,\n';
    expect(errorCode(() => parseUpload('tvtime', [text('rewatched_episode.csv', rewatchedForever)]))).toBe(
      'importTooManyRows',
    );
    expect(errorCode(() => parseUpload('imdb', [{ name: 'photo.csv', bytes: new Uint8Array([1, 0, 2, 3]) }]))).toBe(
      'importNotReadable',
    );
  });
});
