import { z } from 'zod';
import { CITIES, GENDERS, LIMITS, OCCUPATIONS } from './constants.js';
import { isValidEmail } from './email.js';
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

/** The details registration and the profile have in common (the profile edits them, registration sets them). */
export type PersonFields = Pick<
  PersonalInfo,
  'firstName' | 'lastName' | 'nickname' | 'birthDate' | 'gender' | 'occupation' | 'city'
>;

/** A rule: true when the input breaks it. `today` bounds dates. */
export type FieldRule<T> = (input: T, today: Date) => boolean;

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * The rules about a person's own details, by the error code each raises. Registration and the profile both check
 * these (each in its own order), so a rule is written once. Optional gender is the caller's choice: `genderInvalid`
 * accepts an empty value, the profile adds its own required check.
 */
export const PERSON_RULES = {
  nameRequired: (p) => !p.firstName.trim() || !p.lastName.trim(),
  nicknameRequired: (p) => !p.nickname.trim(),
  nicknameTooShort: (p) => [...p.nickname.trim()].length < LIMITS.nicknameMin,
  birthDateRequired: (p) => !p.birthDate,
  occupationRequired: (p) => !p.occupation,
  cityRequired: (p) => !p.city,
  nicknameTooLong: (p) => [...p.nickname.trim()].length > LIMITS.nicknameMax,
  nicknameInvalid: (p) => !NICKNAME_PATTERN.test(p.nickname.trim()),
  nameTooLong: (p) => p.firstName.trim().length > LIMITS.nameMax || p.lastName.trim().length > LIMITS.nameMax,
  birthDateInvalid: (p, today) => !isRealDate(p.birthDate, today),
  genderInvalid: (p) => p.gender !== '' && !includes(GENDERS, p.gender),
  occupationInvalid: (p) => !includes(OCCUPATIONS, p.occupation),
  cityInvalid: (p) => !includes(CITIES, p.city),
} satisfies Record<string, FieldRule<PersonFields>>;

const PERSONAL_INFO_RULES: Record<PersonalInfoError, FieldRule<PersonalInfo>> = {
  ...PERSON_RULES,
  passwordsDoNotMatch: (p) => p.password !== p.passwordConfirm,
  passwordTooShort: (p) => p.password.length < LIMITS.passwordMin,
  emailRequired: (p) => !p.email.trim(),
  emailInvalid: (p) => !isValidEmail(p.email),
  passwordTooLong: (p) => p.password.length > LIMITS.passwordMax,
};

/**
 * Returns the first rule of registration step 1 that the input breaks, or null when it passes.
 * The first eight checks are the spec's, in the spec's order (§5); `PERSONAL_INFO_ERRORS` holds the order.
 */
export function validatePersonalInfo(input: PersonalInfo, today = new Date()): PersonalInfoError | null {
  return PERSONAL_INFO_ERRORS.find((code) => PERSONAL_INFO_RULES[code](input, today)) ?? null;
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
