import { z } from 'zod';
import { CITIES, GENDERS, OCCUPATIONS } from './constants.js';

/** Every error the API sends: a stable code the web app translates, and an English message for people and logs. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Which field is at fault, when one is. */
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  catalog: z.object({ titles: z.number().int() }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The signed-in user as the app shell needs it. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  country: z.string(),
  city: z.enum(CITIES),
  gender: z.enum(GENDERS).nullable(),
  occupation: z.enum(OCCUPATIONS),
  birthDate: z.string(),
  photoUrl: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  isAdmin: z.boolean(),
  preferences: z.object({
    genres: z.array(z.number().int()),
    favoriteMovies: z.array(z.number().int()),
    favoriteShows: z.array(z.number().int()),
    hasDisability: z.boolean(),
  }),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meResponseSchema>;

export const signInRequestSchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1000),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;
