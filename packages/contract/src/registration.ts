import { z } from 'zod';
import { CITIES, GENDERS, LIMITS, OCCUPATIONS } from './constants.js';
import {
  PERSONAL_INFO_ERRORS,
  type PersonalInfoError,
  REGISTRATION_ERRORS,
  REGISTRATION_MESSAGES,
} from './registration-messages.js';

// The error codes and messages live in a zod-free module (the web app's locales need them on its first page).
export type { PersonalInfoError, RegistrationError } from './registration-messages.js';
export { PERSONAL_INFO_ERRORS, REGISTRATION_ERRORS, REGISTRATION_MESSAGES };

/** The fields of registration step 1 as the form holds them (strings, possibly empty). */
export const personalInfoSchema = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  nickname: z.string().max(200),
  email: z.string().max(320),
  password: z.string().max(1000),
  passwordConfirm: z.string().max(1000),
  birthDate: z.string().max(20),
  gender: z.string().max(20),
  occupation: z.string().max(60),
  city: z.string().max(60),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** A simple address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script, so Turkish names work), digits, dot, hyphen, underscore. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** Lower-cases a nickname the way uniqueness is judged: 'Ilker', 'İlker' and 'ilker' are one name. */
export function nicknameKey(nickname: string): string {
  return nickname
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i');
}

function isRealDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

/**
 * Returns the first rule of registration step 1 that the input breaks, or null when it passes.
 * The first eight checks are the spec's, in the spec's order (§5).
 */
export function validatePersonalInfo(input: PersonalInfo, today = new Date()): PersonalInfoError | null {
  const nickname = input.nickname.trim();
  if (!input.firstName.trim() || !input.lastName.trim()) return 'nameRequired';
  if (!nickname) return 'nicknameRequired';
  if ([...nickname].length < LIMITS.nicknameMin) return 'nicknameTooShort';
  if (input.password !== input.passwordConfirm) return 'passwordsDoNotMatch';
  if (input.password.length < LIMITS.passwordMin) return 'passwordTooShort';
  if (!input.birthDate) return 'birthDateRequired';
  if (!input.occupation) return 'occupationRequired';
  if (!input.city) return 'cityRequired';
  const email = input.email.trim();
  if (!email) return 'emailRequired';
  if (!EMAIL_PATTERN.test(email)) return 'emailInvalid';
  if ([...nickname].length > LIMITS.nicknameMax) return 'nicknameTooLong';
  if (!NICKNAME_PATTERN.test(nickname)) return 'nicknameInvalid';
  if (input.firstName.trim().length > LIMITS.nameMax || input.lastName.trim().length > LIMITS.nameMax) {
    return 'nameTooLong';
  }
  if (input.password.length > LIMITS.passwordMax) return 'passwordTooLong';
  if (!isRealDate(input.birthDate, today)) return 'birthDateInvalid';
  if (input.gender && !(GENDERS as readonly string[]).includes(input.gender)) return 'genderInvalid';
  if (!(OCCUPATIONS as readonly string[]).includes(input.occupation)) return 'occupationInvalid';
  if (!(CITIES as readonly string[]).includes(input.city)) return 'cityInvalid';
  return null;
}

/** Step 1 → the server reserves the nickname and checks the e-mail is free. */
export const reserveNicknameRequestSchema = personalInfoSchema;
export const reserveNicknameResponseSchema = z.object({
  /** Secret that proves, at step 2, that this browser holds the reservation. */
  reservationToken: z.string(),
  expiresAt: z.string(),
});
export type ReserveNicknameResponse = z.infer<typeof reserveNicknameResponseSchema>;

const titleRefSchema = z.number().int().positive();

/** The preferences wizard's result (spec §3 preferences). */
export const preferencesSchema = z.object({
  genres: z.array(z.number().int().positive()).min(1).max(LIMITS.maxGenres),
  favoriteMovies: z.array(titleRefSchema).min(1).max(LIMITS.maxFavoriteMovies),
  favoriteShows: z.array(titleRefSchema).min(1).max(LIMITS.maxFavoriteShows),
  hasDisability: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Step 2 → the account, profile and preferences are created together. */
export const completeRegistrationRequestSchema = personalInfoSchema.extend({
  reservationToken: z.string().min(1).max(200),
  preferences: preferencesSchema,
});
export type CompleteRegistrationRequest = z.infer<typeof completeRegistrationRequestSchema>;
