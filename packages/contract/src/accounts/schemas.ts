import { z } from 'zod';
import { reportBrokenRule } from '../http/broken-rules.js';
import {
  CITIES,
  GENDERS,
  LIMITS,
  OCCUPATIONS,
  PASSWORD_CHANGE_ERROR_FIELD,
  PASSWORD_CHANGE_MESSAGES,
  PERSONAL_INFO_ERROR_FIELD,
  PROFILE_ERROR_FIELD,
  PROFILE_MESSAGES,
  REGISTRATION_MESSAGES,
} from './rules.js';
import { normalizeHandle, validatePasswordChange, validatePersonalInfo, validateProfile } from './validators.js';

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

/**
 * How another person appears anywhere in the social product (comment author, friend, chat partner, shared-list
 * member): never their e-mail or private profile fields. `photoUrl` is null when they have no photo; the web app
 * then draws an initial avatar.
 */
export const userSummarySchema = z.object({
  id: z.string(),
  nickname: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The fields of registration step 1 as the form holds them (strings, possibly empty). */
const personalInfoFields = {
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
};
const personalInfoForm = z.object(personalInfoFields);
export type PersonalInfo = z.infer<typeof personalInfoForm>;

/** Step 1's rules (product §5), reported with the code, message and field the form shows. */
const personalInfoRules = reportBrokenRule(validatePersonalInfo, (code) => ({
  message: REGISTRATION_MESSAGES[code],
  field: PERSONAL_INFO_ERROR_FIELD[code],
}));

/** The person's names as they are stored: without the spaces around them. */
const trimNames = <T extends PersonalInfo>(input: T): T => ({
  ...input,
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  nickname: input.nickname.trim(),
});

/** Registration step 1, checked by its rules; parsed, the names are trimmed. */
export const personalInfoSchema = personalInfoForm.superRefine(personalInfoRules).transform(trimNames);

/** Step 1 → the server reserves the nickname and checks the e-mail is free. */
export const reserveNicknameRequestSchema = personalInfoSchema;
export const reserveNicknameResponseSchema = z.object({
  /** Secret that proves, at step 2, that this browser holds the reservation. */
  reservationToken: z.string(),
  expiresAt: z.string(),
});
export type ReserveNicknameResponse = z.infer<typeof reserveNicknameResponseSchema>;

const titleRefSchema = z.number().int().positive();

/** The preferences wizard's result (product §3 preferences). */
export const preferencesSchema = z.object({
  genres: z.array(z.number().int().positive()).min(1).max(LIMITS.maxGenres),
  favoriteMovies: z.array(titleRefSchema).min(1).max(LIMITS.maxFavoriteMovies),
  favoriteShows: z.array(titleRefSchema).min(1).max(LIMITS.maxFavoriteShows),
  hasDisability: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Step 2 → the account, profile and preferences are created together (step 1's rules are checked again). */
export const completeRegistrationRequestSchema = z
  .object({
    ...personalInfoFields,
    reservationToken: z.string().min(1).max(200),
    preferences: preferencesSchema,
  })
  .superRefine(personalInfoRules)
  .transform(trimNames);
export type CompleteRegistrationRequest = z.input<typeof completeRegistrationRequestSchema>;
/** Step 2 as the server receives it: checked, names trimmed. */
export type CompleteRegistration = z.output<typeof completeRegistrationRequestSchema>;

/**
 * PUT /api/me/profile: every field a person may change about themselves, as the form holds them (strings, possibly
 * empty; an empty handle removes it). E-mail and country are read-only: they are not part of this request, and like
 * any other unknown key (an `id`, a `userId`) they are ignored if sent — the profile changed is always the signed-in
 * person's own.
 */
const profileForm = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  nickname: z.string().max(200),
  /** YYYY-MM-DD. */
  birthDate: z.string().max(20),
  /** One of GENDERS. */
  gender: z.string().max(20),
  /** One of OCCUPATIONS. */
  occupation: z.string().max(60),
  /** One of CITIES. */
  city: z.string().max(60),
  /** Instagram user name, with or without a leading '@'; empty for none. */
  instagram: z.string().max(100),
  /** X (Twitter) user name, with or without a leading '@'; empty for none. */
  twitter: z.string().max(100),
});
export type ProfileInput = z.infer<typeof profileForm>;

/** The profile checked by its rules (product §5 Profile); parsed, it is what is stored: names trimmed, handles bare. */
export const updateProfileRequestSchema = profileForm
  .superRefine(
    reportBrokenRule(validateProfile, (code) => ({
      message: PROFILE_MESSAGES[code],
      field: PROFILE_ERROR_FIELD[code],
    })),
  )
  .transform((input) => ({
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    nickname: input.nickname.trim(),
    instagram: normalizeHandle(input.instagram) || null,
    twitter: normalizeHandle(input.twitter) || null,
  }));
/** A profile as the server stores it: checked, names trimmed, handles without '@' (null for none). */
export type ProfileUpdate = z.output<typeof updateProfileRequestSchema>;

/**
 * POST /api/me/password: the signed-in person's current password and the new one twice. The lengths only keep absurd
 * bodies out; the rules and their messages are `validatePasswordChange`'s, checked here too.
 */
const changePasswordForm = z.object({
  currentPassword: z.string().max(1_000),
  newPassword: z.string().max(1_000),
  newPasswordConfirm: z.string().max(1_000),
});
export type ChangePasswordInput = z.infer<typeof changePasswordForm>;
export const changePasswordRequestSchema = changePasswordForm.superRefine(
  reportBrokenRule(validatePasswordChange, (code) => ({
    message: PASSWORD_CHANGE_MESSAGES[code],
    field: PASSWORD_CHANGE_ERROR_FIELD[code],
  })),
);

export const changePasswordResponseSchema = z.object({
  /** How many of the person's other sessions (other browsers and devices) were signed out. */
  otherSessionsEnded: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
