import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MOVIE_GENRES, TV_GENRES } from '@watchify/contract';
import { type DumpObject, readRecords, seededRandom } from './catalog-variants.js';

/** Bumped whenever the generator's output changes, so cached catalogs of an older generator are not reused. */
const GENERATOR_VERSION = 1;
/** Generated ids: titles above the real dump's largest id, people above its largest (synthetic) person id. */
const TITLE_ID_BASE = 950_000_000;
const PERSON_ID_BASE = 1_000_000_000;
const KEYWORD_ID_BASE = 1_000_000_000;
/** Titles and people kept aside per catalog for benchmark queries. */
const SAMPLE_TITLES = 400;
const SAMPLE_PEOPLE = 200;

/**
 * How fast each vocabulary grows with the words written (Heaps' law, distinct = K·n^β). Measured on the real dump's
 * titles in a shuffled order: title words 0.73, overview words 0.54, cast name words 0.63, keywords 0.55, people
 * 0.83; titles get a little less than measured there, as small samples overstate β.
 */
const BETA = { titleWords: 0.65, overviewWords: 0.55, firstNames: 0.5, lastNames: 0.65, keywords: 0.55, people: 0.8 };

/** What a scale benchmark needs to know about a generated catalog besides the dump itself. */
export interface ScaleCatalog {
  /** The catalog: the real titles, then generated ones up to the size asked for. */
  dump: string;
  titles: number;
  /** 10,000 (or `additions`) further generated titles, continuing the same growth, to import into a running app. */
  additions: string;
  /** Some titles and credited people of the catalog (real and generated) to draw benchmark queries from. */
  sample: { titles: { mediaType: 'movie' | 'tv'; id: number; title: string }[]; people: { name: string }[] };
  /** Distinct words of titles and overviews, and distinct people, at the end of the catalog. */
  vocabulary: { titleWords: number; overviewWords: number; people: number };
}

/** Where generated catalogs are cached: BENCH_DATA_DIR, else the system's temporary folder. */
export function benchDataDir(): string {
  const dir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'watchify-bench-data');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A vocabulary that grows like a real catalog's: the n-th word written is a new word while the distinct count is
 * below K·n^β (K fitted so the real catalog's own words sit on the curve), otherwise a copy of a word written before,
 * drawn from a reservoir of earlier words, so frequent words stay frequent (Simon's model, which gives Zipf's law).
 */
class GrowingVocabulary {
  private readonly words: string[] = [];
  private readonly known = new Map<string, number>();
  private readonly reservoir: Int32Array;
  private filled = 0;
  private written = 0;
  private readonly k: number;

  constructor(
    realWords: readonly string[],
    private readonly beta: number,
    private readonly random: () => number,
    private readonly coin: () => string,
    reservoirSize = 2_000_000,
  ) {
    this.reservoir = new Int32Array(reservoirSize);
    for (const word of realWords) this.remember(this.idOf(word));
    this.k = this.words.length / Math.max(1, this.written) ** beta;
  }

  get distinct(): number {
    return this.words.length;
  }

  draw(): string {
    const id =
      this.words.length < this.k * (this.written + 1) ** this.beta || this.filled === 0
        ? this.idOf(this.newWord())
        : (this.reservoir[Math.floor(this.random() * this.filled)] as number);
    this.remember(id);
    return this.words[id] as string;
  }

  private newWord(): string {
    for (;;) {
      const word = this.coin();
      if (!this.known.has(word)) return word;
    }
  }

  private idOf(word: string): number {
    let id = this.known.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.known.set(word, id);
      this.words.push(word);
    }
    return id;
  }

  /** Reservoir sampling (algorithm R): every word written so far is equally likely to be in the reservoir. */
  private remember(id: number): void {
    this.written += 1;
    if (this.filled < this.reservoir.length) {
      this.reservoir[this.filled] = id;
      this.filled += 1;
    } else {
      const at = Math.floor(this.random() * this.written);
      if (at < this.reservoir.length) this.reservoir[at] = id;
    }
  }
}

/** The same growth for people: a credit goes to a new person or to someone credited before (the busy get busier). */
class GrowingPeople {
  private readonly names: string[] = [];
  private readonly ids: number[] = [];
  private readonly reservoir: Int32Array;
  private filled = 0;
  private written = 0;
  private readonly k: number;
  private nextId = PERSON_ID_BASE;

  constructor(
    realCredits: readonly { id: number; name: string }[],
    private readonly beta: number,
    private readonly random: () => number,
    private readonly newName: () => string,
  ) {
    this.reservoir = new Int32Array(4_000_000);
    const indexOf = new Map<number, number>();
    for (const credit of realCredits) {
      let index = indexOf.get(credit.id);
      if (index === undefined) {
        index = this.names.length;
        indexOf.set(credit.id, index);
        this.names.push(credit.name);
        this.ids.push(credit.id);
      }
      this.remember(index);
    }
    this.k = this.names.length / Math.max(1, this.written) ** beta;
  }

  get distinct(): number {
    return this.names.length;
  }

  draw(): { id: number; name: string } {
    let index: number;
    if (this.names.length < this.k * (this.written + 1) ** this.beta || this.filled === 0) {
      index = this.names.length;
      this.names.push(this.newName());
      this.ids.push(this.nextId);
      this.nextId += 1;
    } else {
      index = this.reservoir[Math.floor(this.random() * this.filled)] as number;
    }
    this.remember(index);
    return { id: this.ids[index] as number, name: this.names[index] as string };
  }

  private remember(index: number): void {
    this.written += 1;
    if (this.filled < this.reservoir.length) {
      this.reservoir[this.filled] = index;
      this.filled += 1;
    } else {
      const at = Math.floor(this.random() * this.written);
      if (at < this.reservoir.length) this.reservoir[at] = index;
    }
  }
}

const ONSETS = [
  'b',
  'br',
  'c',
  'ch',
  'd',
  'dr',
  'f',
  'g',
  'gr',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  'st',
  't',
];
const MORE_ONSETS = ['th', 'tr', 'v', 'w', 'z', 'sh', 'kl', 'pl', 'fr', 'sk', ''];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o', 'ai', 'ei', 'ou', 'y'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'm', 'nd', 'rt', 'st', 'x', 'k', 'th'];

/** Pronounceable made-up words of 2 to 4 syllables ("drenmo", "kaistor"): the words a real catalog adds over time. */
function syllableWords(random: () => number): () => string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const onsets = [...ONSETS, ...MORE_ONSETS];
  return () => {
    const syllables = 2 + Math.floor(random() * random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i += 1) word += pick(onsets) + pick(VOWELS) + pick(CODAS);
    return word;
  };
}

const capitalized = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);
/** The words of a text as a search would see them (letters and digits, apostrophes inside a word kept). */
const wordsOf = (text: unknown): string[] =>
  typeof text === 'string' ? (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []) : [];

type CastEntry = { id: number; name: string; character?: string | null; order?: number | null };
type CrewEntry = { id: number; name: string; job?: string | null; department?: string | null };
type Keyword = { id?: number; name: string };

const creditsOf = (record: DumpObject) =>
  (record.credits ?? {}) as { cast?: CastEntry[] | null; crew?: CrewEntry[] | null };
const keywordsOf = (record: DumpObject): Keyword[] => {
  const raw = record.keywords as Keyword[] | { keywords?: Keyword[]; results?: Keyword[] } | null | undefined;
  if (!raw) return [];
  return Array.isArray(raw) ? raw : (raw.keywords ?? raw.results ?? []);
};
const titleOf = (record: DumpObject) => String(record.media_type === 'movie' ? record.title : record.name);

/**
 * Generates title after title in the shape of the real dump's lines (TMDB detail responses with credits and
 * keywords), each modelled on a real title (its kind, how many words its title and overview have, how many people
 * and keywords it credits) with new words, people and numbers. Seeded: the n-th generated title is always the same.
 */
function titleGenerator(records: readonly DumpObject[], seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const coin = syllableWords(random);

  const castAndCrew = records.flatMap((r) => [...(creditsOf(r).cast ?? []), ...(creditsOf(r).crew ?? [])]);
  const nameParts = castAndCrew.map((c) => c.name.split(' '));
  const titleWords = new GrowingVocabulary(
    records.flatMap((r) => wordsOf(titleOf(r))),
    BETA.titleWords,
    random,
    () => capitalized(coin()),
  );
  const overviewWords = new GrowingVocabulary(
    records.flatMap((r) => wordsOf(r.overview)),
    BETA.overviewWords,
    random,
    coin,
  );
  const firstNames = new GrowingVocabulary(
    nameParts.flatMap((parts) => (parts.length > 1 ? [parts[0] as string] : [])),
    BETA.firstNames,
    random,
    () => capitalized(coin()),
  );
  const lastNames = new GrowingVocabulary(
    nameParts.map((parts) => parts.at(-1) as string),
    BETA.lastNames,
    random,
    () => capitalized(coin()),
  );
  const people = new GrowingPeople(castAndCrew, BETA.people, random, () => `${firstNames.draw()} ${lastNames.draw()}`);
  const realKeywords = records.flatMap(keywordsOf);
  const keywordIds = new Map(realKeywords.map((k) => [k.name, k.id]));
  let nextKeywordId = KEYWORD_ID_BASE;
  const keywords = new GrowingVocabulary(
    realKeywords.map((k) => k.name),
    BETA.keywords,
    random,
    () => (random() < 0.6 ? coin() : `${coin()} ${coin()}`),
  );

  /** A title word that is not a short function word (a few tries; the draws still count towards the growth). */
  const contentWord = () => {
    let word = titleWords.draw();
    for (let tries = 0; word.length <= 3 && tries < 4; tries += 1) word = titleWords.draw();
    return word;
  };
  const sentences = (count: number) => {
    const out: string[] = [];
    let sentence: string[] = [];
    let length = between(8, 22);
    for (let i = 0; i < count; i += 1) {
      const word = overviewWords.draw();
      sentence.push(sentence.length === 0 ? capitalized(word) : word);
      if (sentence.length >= length || i === count - 1) {
        out.push(`${sentence.join(' ')}.`);
        sentence = [];
        length = between(8, 22);
      }
    }
    return out.join(' ');
  };
  const date = (year: number) =>
    `${year}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;

  let generated = 0;
  return {
    vocabulary: () => ({
      titleWords: titleWords.distinct,
      overviewWords: overviewWords.distinct,
      people: people.distinct,
    }),
    next(): DumpObject {
      const base = pick(records);
      const id = TITLE_ID_BASE + generated;
      generated += 1;
      // The base title's short words ("The", "of", "2") stay, its other words are drawn: "The Sirtin of Walk".
      const baseWords = wordsOf(titleOf(base));
      const title = (baseWords.length > 0 ? baseWords : ['Untitled'])
        .map((word, at) => (word.length <= 3 && at < baseWords.length - 1 ? word : capitalized(contentWord())))
        .join(' ');
      const overviewLength = wordsOf(base.overview).length;
      const taglineLength = wordsOf(base.tagline).length;
      const credits = creditsOf(base);
      const cast = (credits.cast ?? []).map((entry, order) => ({
        ...people.draw(),
        character: entry.character ?? null,
        order,
        profile_path: null,
      }));
      const crew = (credits.crew ?? []).map((entry) => ({
        ...people.draw(),
        job: entry.job ?? null,
        department: entry.department ?? null,
        profile_path: null,
      }));
      const titleKeywords = keywordsOf(base).map(() => {
        const name = keywords.draw();
        let keywordId = keywordIds.get(name);
        if (keywordId === undefined) {
          keywordId = nextKeywordId;
          nextKeywordId += 1;
          keywordIds.set(name, keywordId);
        }
        return { id: keywordId, name };
      });
      const year = between(1930, 2025);
      const genres = [...(base.media_type === 'movie' ? MOVIE_GENRES : TV_GENRES)]
        .sort(() => random() - 0.5)
        .slice(0, between(1, 3))
        .map((g) => ({ id: g.id, name: g.name }));
      const common = {
        id,
        imdb_id: null,
        original_language: base.original_language ?? 'en',
        overview: overviewLength > 0 ? sentences(overviewLength) : '',
        tagline: taglineLength > 0 ? sentences(taglineLength) : null,
        genres,
        vote_average: between(10, 95) / 10,
        // Most titles have few votes and a few have very many, as on TMDB.
        vote_count: Math.floor(20_000 * random() ** 4),
        popularity: Number((Number(base.popularity ?? 1) * (0.2 + random() * 1.8)).toFixed(3)),
        poster_path: base.poster_path ?? null,
        backdrop_path: base.backdrop_path ?? null,
        status: base.status ?? 'Released',
        homepage: null,
        keywords: titleKeywords,
        credits: { cast, crew },
        videos: { results: [] },
      };
      if (base.media_type === 'movie') {
        return {
          media_type: 'movie',
          title,
          original_title: title,
          release_date: date(year),
          runtime: between(70, 190),
          ...common,
        };
      }
      const seasons = Math.max(1, Number(base.number_of_seasons ?? 1));
      return {
        media_type: 'tv',
        name: title,
        original_name: title,
        first_air_date: date(year),
        last_air_date: date(Math.min(2025, year + seasons - 1)),
        episode_run_time: random() < 0.6 ? [between(20, 65)] : [],
        number_of_seasons: seasons,
        number_of_episodes: base.number_of_episodes ?? seasons * between(6, 22),
        created_by: base.created_by ? [people.draw()].map((p) => ({ ...p, profile_path: null })) : [],
        networks: base.networks ?? [],
        seasons: base.seasons ?? [],
        ...common,
      };
    },
  };
}

/** A gzipped JSONL file written line by line, honouring back-pressure; `close` resolves once it is on disk. */
function gzipLineWriter(file: string) {
  const gzip = zlib.createGzip({ level: 3 });
  const out = fs.createWriteStream(file);
  gzip.pipe(out);
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = `${pending.join('\n')}\n`;
    pending = [];
    pendingBytes = 0;
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  return {
    async write(line: string) {
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes > 1 << 20) await flush();
    },
    async close() {
      await flush();
      await new Promise<void>((resolve, reject) => {
        out.once('finish', resolve);
        out.once('error', reject);
        gzip.end();
      });
    },
  };
}

/** Reservoir sampling of `size` items out of a stream. */
function sampler<T>(size: number, random: () => number) {
  const items: T[] = [];
  let seen = 0;
  return {
    items,
    offer(item: T) {
      seen += 1;
      if (items.length < size) items.push(item);
      else {
        const at = Math.floor(random() * seen);
        if (at < size) items[at] = item;
      }
    },
  };
}

/**
 * A catalog of `titles` titles for scale benchmarks: the real dump's titles, then generated ones whose vocabulary and
 * people grow like a real catalog's (see GrowingVocabulary), plus `additions` further titles to import later. Written
 * as gzipped dumps under benchDataDir() and reused by later runs; `titles` equal to the real dump's size is that dump
 * as is. Streams: the generated titles are never all in memory.
 */
export async function scaleCatalog(realDump: string, titles: number, additions = 10_000): Promise<ScaleCatalog> {
  const dir = benchDataDir();
  const stem = path.join(dir, `scale-v${GENERATOR_VERSION}-${titles}`);
  const files = {
    dump: `${stem}.jsonl.gz`,
    additions: `${stem}-additions-${additions}.jsonl.gz`,
    meta: `${stem}.json`,
  };
  if (fs.existsSync(files.meta)) {
    const meta = JSON.parse(fs.readFileSync(files.meta, 'utf8')) as ScaleCatalog;
    if (fs.existsSync(meta.dump) && fs.existsSync(meta.additions)) return meta;
  }

  const records = await readRecords(realDump);
  const realTitles = Math.min(titles, records.length);
  const random = seededRandom(28_000 + titles);
  const titleSample = sampler<ScaleCatalog['sample']['titles'][number]>(SAMPLE_TITLES, random);
  const peopleSample = sampler<{ name: string }>(SAMPLE_PEOPLE, random);
  const offer = (record: DumpObject) => {
    titleSample.offer({ mediaType: record.media_type, id: record.id, title: titleOf(record) });
    const lead = creditsOf(record).cast?.[0];
    if (lead) peopleSample.offer({ name: lead.name });
  };

  const started = performance.now();
  const generator = titleGenerator(records, 28_001);
  let dump = realDump;
  if (titles !== records.length) {
    dump = files.dump;
    const writer = gzipLineWriter(`${dump}.partial`);
    for (const record of records.slice(0, realTitles)) {
      offer(record);
      await writer.write(JSON.stringify(record));
    }
    for (let i = realTitles; i < titles; i += 1) {
      const record = generator.next();
      offer(record);
      await writer.write(JSON.stringify(record));
      if ((i + 1) % 100_000 === 0) {
        console.log(`  generated ${i + 1} titles (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    }
    await writer.close();
    fs.renameSync(`${dump}.partial`, dump);
  } else {
    for (const record of records) offer(record);
  }
  const vocabulary = generator.vocabulary();

  const writer = gzipLineWriter(`${files.additions}.partial`);
  for (let i = 0; i < additions; i += 1) {
    const record = generator.next();
    await writer.write(JSON.stringify(record));
  }
  await writer.close();
  fs.renameSync(`${files.additions}.partial`, files.additions);

  const catalog: ScaleCatalog = {
    dump,
    titles,
    additions: files.additions,
    sample: { titles: titleSample.items, people: peopleSample.items },
    vocabulary,
  };
  fs.writeFileSync(files.meta, JSON.stringify(catalog));
  console.log(
    `generated a catalog of ${titles} titles and ${additions} additions in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s: ${vocabulary.titleWords} distinct title words, ` +
      `${vocabulary.overviewWords} overview words, ${vocabulary.people} people (${dump})`,
  );
  return catalog;
}
