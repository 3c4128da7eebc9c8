import { z } from 'zod';
import { titleCardSchema } from '../catalog/schemas.js';
import { PERSON_SOURCES } from './rules.js';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const personParamsSchema = z.object({ id: idSchema });
export const collectionParamsSchema = z.object({ id: idSchema });

/** One title of a filmography as a card, with every role the person had in it. */
export const personCreditSchema = titleCardSchema.extend({
  /** YYYY-MM-DD (a show's first air date), or null when unknown; the filmography sorts by it. */
  releaseDate: z.string().nullable(),
  /** The characters played (cast); empty for crew only. */
  characters: z.array(z.string()),
  /** The jobs done (crew: Director, Screenplay…); empty for cast only. */
  jobs: z.array(z.string()),
});
export type PersonCredit = z.infer<typeof personCreditSchema>;

/**
 * A person page. `credits` are movies and shows, newest first, undated last. `source: 'catalog'` means TMDB was not
 * asked (no key) or could not answer: the page then shows only the titles our catalog holds and no biography.
 */
export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePath: z.string().nullable(),
  biography: z.string().nullable(),
  /** The department the person is known for (Acting, Directing, Writing…), in TMDB's English. */
  knownFor: z.string().nullable(),
  birthday: z.string().nullable(),
  deathday: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  source: z.enum(PERSON_SOURCES),
  credits: z.array(personCreditSchema),
});
export type Person = z.infer<typeof personSchema>;

/** A part of a collection: a movie as a card, with its release date. */
export const collectionPartSchema = titleCardSchema.extend({ releaseDate: z.string().nullable() });
export type CollectionPart = z.infer<typeof collectionPartSchema>;

/** A collection (franchise) with its parts in release order, undated last. */
export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overview: z.string().nullable(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
  parts: z.array(collectionPartSchema),
});
export type Collection = z.infer<typeof collectionSchema>;
