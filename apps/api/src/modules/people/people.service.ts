import { type Collection, PEOPLE_MESSAGES, type PeopleError, type Person } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { TmdbError } from '../../integrations/tmdb/errors.js';
import type { TmdbProvider } from '../../integrations/tmdb/provider.js';
import { AppError } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import {
  findCollection,
  findCollectionParts,
  findGenreIds,
  findPerson,
  findPersonCredits,
} from '../catalog/catalog.queries.js';
import {
  presentCatalogCollection,
  presentCatalogPerson,
  presentTmdbCollection,
  presentTmdbPerson,
} from './people.presenter.js';

/** Where TMDB failures are reported (a pino/fastify logger fits). */
interface Logger {
  warn(details: object, message: string): void;
}

/** What a person or collection page asks TMDB (TmdbProvider, which caches both for a day). */
export type PeopleSource = Pick<TmdbProvider, 'person' | 'collection'>;

const peopleError = (code: PeopleError) => new AppError(404, code, PEOPLE_MESSAGES[code]);
/** A page is the same for everyone (the watched and watchlist marks are the browser's): a minute's copy serves bursts. */
const PAGE_TTL_MS = 60_000;

/**
 * Person and collection pages (issue 26 §3). With TMDB, a person's full filmography and a collection's every part;
 * without it, or while TMDB cannot answer, what our catalog holds: the credits of the titles we have and the movies
 * that name the collection. Decision 045.
 */
export class PeopleService {
  private readonly persons = new TtlCache<Person>({ maxEntries: 2000 });
  private readonly collections = new TtlCache<Collection>({ maxEntries: 500 });

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tmdb: PeopleSource | null,
    private readonly log?: Logger,
  ) {}

  /** A person with their filmography, newest first; 404 `personNotFound` when neither TMDB nor we know them. */
  async person(id: number): Promise<Person> {
    return this.persons.getOrLoad(String(id), PAGE_TTL_MS, async () => {
      const fromTmdb = await this.ask(() => this.tmdb?.person(id), { personId: id });
      if (fromTmdb) return presentTmdbPerson(fromTmdb);
      const person = await findPerson(this.db, id);
      if (!person) throw peopleError('personNotFound');
      const rows = await findPersonCredits(this.db, id);
      return presentCatalogPerson(person, rows, await findGenreIds(this.db, rows));
    });
  }

  /** A collection with its parts in release order; 404 `collectionNotFound` when neither TMDB nor we know it. */
  async collection(id: number): Promise<Collection> {
    return this.collections.getOrLoad(String(id), PAGE_TTL_MS, async () => {
      const fromTmdb = await this.ask(() => this.tmdb?.collection(id), { collectionId: id });
      if (fromTmdb) return presentTmdbCollection(fromTmdb);
      const collection = await findCollection(this.db, id);
      if (!collection) throw peopleError('collectionNotFound');
      const parts = await findCollectionParts(this.db, id);
      return presentCatalogCollection(collection, parts, await findGenreIds(this.db, parts));
    });
  }

  /** TMDB's answer, or null when it has none, is not configured or cannot answer (then our catalog serves). */
  private async ask<T>(question: () => Promise<T | null> | undefined, context: object): Promise<T | null> {
    try {
      return (await question()) ?? null;
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
      this.log?.warn({ err: error, ...context }, 'TMDB unavailable; serving what the catalog holds');
      return null;
    }
  }
}
