import {
  type Collection,
  type CollectionPart,
  isCalendarDate,
  type Person,
  type PersonCredit,
} from '@watchify/contract';
import type { TmdbCollection, TmdbPerson } from '../../integrations/tmdb/raw-types.js';
import type { PersonCreditRow } from '../catalog/catalog.queries.js';

type Dated = { releaseDate: string | null; title: string };

const dateOrNull = (text: string | null | undefined) => (text && isCalendarDate(text) ? text : null);
const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);
/** TMDB sends 0 for a title nobody rated yet: that is no rating, not a bad one. */
const ratingOf = (average: number | null | undefined, count?: number | null) =>
  average == null || count === 0 || (count == null && average === 0) ? null : Math.round(average * 10) / 10;

/** Undated titles last, then by name, whichever way the dates go. */
function byDate(newestFirst: boolean) {
  return (a: Dated, b: Dated): number => {
    if (a.releaseDate !== b.releaseDate) {
      if (a.releaseDate === null) return 1;
      if (b.releaseDate === null) return -1;
      return newestFirst ? b.releaseDate.localeCompare(a.releaseDate) : a.releaseDate.localeCompare(b.releaseDate);
    }
    return a.title.localeCompare(b.title);
  };
}

/** Credits are sorted newest first, undated last (the person page's filmography). */
export const newestFirst = byDate(true);
/** Parts of a collection in release order, undated last. */
export const releaseOrder = byDate(false);

/** A title of our catalog as a dated card (a filmography entry, a collection's part). */
function catalogCard(
  row: {
    media_type: string;
    id: number;
    title: string;
    year: number | null;
    release_date: string | null;
    poster_path: string | null;
    vote_average: number | null;
  },
  genreIds: Map<string, number[]>,
): CollectionPart {
  const releaseDate = dateOrNull(row.release_date);
  return {
    id: row.id,
    mediaType: row.media_type as CollectionPart['mediaType'],
    title: row.title,
    year: row.year ?? yearOf(releaseDate),
    releaseDate,
    posterPath: row.poster_path,
    voteAverage: ratingOf(row.vote_average),
    genreIds: genreIds.get(`${row.media_type}:${row.id}`) ?? [],
  };
}

/** Adds a role to the title's entry, making the entry on its first role; a repeated role is kept once. */
function addRole(
  byTitle: Map<string, PersonCredit>,
  card: Omit<PersonCredit, 'characters' | 'jobs'>,
  role: { character?: string | null; job?: string | null },
) {
  const key = `${card.mediaType}:${card.id}`;
  let entry = byTitle.get(key);
  if (!entry) {
    entry = { ...card, characters: [], jobs: [] };
    byTitle.set(key, entry);
  }
  const character = role.character?.trim();
  if (character && !entry.characters.includes(character)) entry.characters.push(character);
  const job = role.job?.trim();
  if (job && !entry.jobs.includes(job)) entry.jobs.push(job);
}

/** A person from TMDB: one filmography entry per title, whatever the number of roles in it. */
export function presentTmdbPerson(person: TmdbPerson): Person {
  const byTitle = new Map<string, PersonCredit>();
  const credits = person.combined_credits;
  for (const credit of [...(credits?.cast ?? []), ...(credits?.crew ?? [])]) {
    const releaseDate = dateOrNull(credit.media_type === 'movie' ? credit.release_date : credit.first_air_date);
    const title = (credit.media_type === 'movie' ? credit.title : credit.name) ?? credit.title ?? credit.name;
    if (!title) continue;
    addRole(
      byTitle,
      {
        id: credit.id,
        mediaType: credit.media_type,
        title,
        year: yearOf(releaseDate),
        releaseDate,
        posterPath: credit.poster_path || null,
        voteAverage: ratingOf(credit.vote_average, credit.vote_count),
        genreIds: credit.genre_ids ?? [],
      },
      credit,
    );
  }
  return {
    id: person.id,
    name: person.name,
    profilePath: person.profile_path || null,
    biography: person.biography?.trim() || null,
    knownFor: person.known_for_department || null,
    birthday: dateOrNull(person.birthday),
    deathday: dateOrNull(person.deathday),
    placeOfBirth: person.place_of_birth?.trim() || null,
    source: 'tmdb',
    credits: [...byTitle.values()].sort(newestFirst),
  };
}

/** The department a person has most credits in among ours (a cast credit counts as Acting). */
function mostCreditedDepartment(rows: PersonCreditRow[]): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const department = row.kind === 'cast' ? 'Acting' : row.department || null;
    if (department) counts.set(department, (counts.get(department) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [department, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = department;
  return best;
}

/** A person from the credits our catalog holds: no biography or dates, only the titles we have. */
export function presentCatalogPerson(
  person: { id: number; name: string; profile_path: string | null },
  rows: PersonCreditRow[],
  genreIds: Map<string, number[]>,
): Person {
  const byTitle = new Map<string, PersonCredit>();
  for (const row of rows) {
    addRole(byTitle, catalogCard(row, genreIds), row.kind === 'cast' ? { character: row.character } : { job: row.job });
  }
  return {
    id: person.id,
    name: person.name,
    profilePath: person.profile_path,
    biography: null,
    knownFor: mostCreditedDepartment(rows),
    birthday: null,
    deathday: null,
    placeOfBirth: null,
    source: 'catalog',
    credits: [...byTitle.values()].sort(newestFirst),
  };
}

/** A collection from TMDB, its parts put in release order. */
export function presentTmdbCollection(collection: TmdbCollection): Collection {
  return {
    id: collection.id,
    name: collection.name,
    overview: collection.overview?.trim() || null,
    posterPath: collection.poster_path || null,
    backdropPath: collection.backdrop_path || null,
    parts: collection.parts
      .map((part): CollectionPart => {
        const releaseDate = dateOrNull(part.release_date);
        return {
          id: part.id,
          mediaType: 'movie',
          title: part.title,
          year: yearOf(releaseDate),
          releaseDate,
          posterPath: part.poster_path || null,
          voteAverage: ratingOf(part.vote_average, part.vote_count),
          genreIds: part.genre_ids ?? [],
        };
      })
      .sort(releaseOrder),
  };
}

/** A collection from our catalog: the parts we hold, in release order. */
export function presentCatalogCollection(
  collection: {
    id: number;
    name: string;
    overview: string | null;
    poster_path: string | null;
    backdrop_path: string | null;
  },
  parts: {
    media_type: string;
    id: number;
    title: string;
    year: number | null;
    release_date: string | null;
    poster_path: string | null;
    vote_average: number | null;
  }[],
  genreIds: Map<string, number[]>,
): Collection {
  return {
    id: collection.id,
    name: collection.name,
    overview: collection.overview,
    posterPath: collection.poster_path,
    backdropPath: collection.backdrop_path,
    parts: parts.map((part): CollectionPart => catalogCard(part, genreIds)).sort(releaseOrder),
  };
}
