import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompleteRegistrationRequest, PersonalInfo } from '@watchify/contract';
import pg from 'pg';
import { type App, type AppDeps, buildApp } from '../src/app.js';
import { type DatabaseHandle, type Dialect, openDatabase } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { loadEnv } from '../src/env.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { CatalogService } from '../src/modules/catalog/catalog.service.js';

/** A few titles of the shared catalog's sample, kept as a test fixture (fixtures/README.md says which). */
export const SAMPLE_DUMP = path.join(import.meta.dirname, 'fixtures/catalog-sample.jsonl');

/**
 * A fresh, migrated database for one test file: a new SQLite file, or — when TEST_DATABASE_URL is set —
 * a new PostgreSQL schema, so test files can run in parallel without seeing each other's rows. `upTo` stops the
 * migrations at one of them (`migrateLatest` then runs the rest), for tests of what a migration does to data.
 */
export async function createTestDatabase(
  options: { upTo?: Parameters<typeof migrateTo>[2] } = {},
): Promise<DatabaseHandle & { dataDir: string; migrateLatest(): Promise<string[]> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-test-'));
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let schema: string | undefined;
  if (url) {
    schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const inner = openDatabase({ databaseUrl: url, sqliteFile: '', postgresSchema: schema });
    handle = {
      ...inner,
      destroy: async () => {
        await inner.destroy();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  } else {
    handle = openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') });
  }
  const migrateLatest = () => migrateToLatest(handle.db, handle.dialect, schema);
  if (options.upTo) await migrateTo(handle.db, handle.dialect, options.upTo, schema);
  else await migrateLatest();
  return { ...handle, dataDir, migrateLatest };
}

/**
 * The real app on a fresh database, not listening: tests use app.inject(). `logger` is off unless given; `clock`
 * replaces the time that timers go by (push retries).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logger, clock }: Pick<AppDeps, 'logger' | 'clock'> = {},
): Promise<{ app: App; database: DatabaseHandle }> {
  const database = await createTestDatabase();
  const app = await buildApp({
    logger,
    clock,
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      WEB_DIST_DIR: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    }),
    database,
  });
  await new CatalogService(database.db).ensureGenres();
  return { app, database };
}

/** Imports the sample catalog fixture (9 movies, 6 shows). */
export async function importSample(database: DatabaseHandle): Promise<void> {
  const records = fs
    .readFileSync(SAMPLE_DUMP, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
  await importDump(database.db, recordsAsLines(records), { source: 'dump' });
}

/** First id of titles made up by tests; TMDB's ids stay far below it. */
const MADE_UP_ID_BASE = 990_100_000;

/**
 * Imports `count` made-up films ("Made-up Film 1"…), for tests that need many titles to keep their cases apart
 * and no facts about any of them.
 */
export async function importMadeUpTitles(database: DatabaseHandle, count: number): Promise<void> {
  const records = Array.from({ length: count }, (_, i) => ({
    media_type: 'movie',
    id: MADE_UP_ID_BASE + i + 1,
    title: `Made-up Film ${i + 1}`,
    release_date: '2001-05-04',
    genres: [{ id: 18, name: 'Drama' }],
  }));
  await importDump(database.db, recordsAsLines(records), { source: 'dump' });
}

let counter = 0;

/** Step-1 input that passes every rule; override what a test is about. */
export function validPersonalInfo(overrides: Partial<PersonalInfo> = {}): PersonalInfo {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    nickname: `ayse_${unique}`,
    email: `ayse.${unique}@example.com`,
    password: 'secret123',
    passwordConfirm: 'secret123',
    birthDate: '1995-04-12',
    gender: 'Woman',
    occupation: 'Engineer',
    city: 'İzmir',
    ...overrides,
  };
}

/** The cookie header to send back, from a response's set-cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Registers a user through both steps with the given favourites; returns the session cookie. */
export async function registerUser(
  app: App,
  favorites: Pick<CompleteRegistrationRequest['preferences'], 'favoriteMovies' | 'favoriteShows'>,
  overrides: Partial<PersonalInfo> = {},
): Promise<{ cookie: string; info: PersonalInfo; userId: string }> {
  const info = validPersonalInfo(overrides);
  const reserved = await app.inject({ method: 'POST', url: '/api/registration/reservations', payload: info });
  if (reserved.statusCode !== 201) throw new Error(`reservation failed: ${reserved.body}`);
  const done = await app.inject({
    method: 'POST',
    url: '/api/registration',
    payload: {
      ...info,
      reservationToken: reserved.json().reservationToken,
      preferences: { genres: [18], hasDisability: false, ...favorites },
    },
  });
  if (done.statusCode !== 201) throw new Error(`registration failed: ${done.body}`);
  return { cookie: cookieFrom(done.headers['set-cookie']), info, userId: done.json().id };
}

/** The sample's first movie and show: favourites every registered test user can pick. */
export async function sampleFavorites(
  database: DatabaseHandle,
): Promise<Pick<CompleteRegistrationRequest['preferences'], 'favoriteMovies' | 'favoriteShows'>> {
  const first = (mediaType: 'movie' | 'tv') =>
    database.db
      .selectFrom('titles')
      .select('id')
      .where('media_type', '=', mediaType)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  return { favoriteMovies: [(await first('movie')).id], favoriteShows: [(await first('tv')).id] };
}

export interface TestMember {
  cookie: string;
  userId: string;
  info: PersonalInfo;
}

/**
 * For the social tests: the real app on a fresh database with the sample catalog, and `member()` registering
 * a new user (through the real registration) whose session cookie the test then sends.
 */
export async function createSocialTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'clock'> = {}) {
  const { app, database } = await createTestApp(env, deps);
  await importSample(database);
  const favorites = await sampleFavorites(database);
  const member = async (overrides: Partial<PersonalInfo> = {}): Promise<TestMember> =>
    registerUser(app, favorites, overrides);
  return { app, database, member };
}

/** Makes two members friends directly in the database (tests of features that only need the friendship). */
export async function befriend(database: DatabaseHandle, a: string, b: string): Promise<void> {
  const now = new Date().toISOString();
  await database.db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b, created_at: now },
      { user_id: b, friend_id: a, created_at: now },
    ])
    .execute();
}

/** A `users` row written straight to the database (tests that need a person without registering one). */
export function bareUserRow(dialect: Dialect, id: string, now: string) {
  return {
    id,
    name: id,
    email: `${id}@example.com`,
    // better-sqlite3 binds no booleans; PostgreSQL's column is a boolean.
    email_verified: (dialect === 'sqlite' ? 0 : false) as unknown as boolean,
    created_at: now,
    updated_at: now,
  };
}
