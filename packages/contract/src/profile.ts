import { z } from 'zod';
import { LIMITS } from './constants.js';
import {
  INSTAGRAM_HANDLE_MAX,
  PASSWORD_CHANGE_ERRORS,
  type PasswordChangeError,
  PROFILE_ERRORS,
  type ProfileError,
  TWITTER_HANDLE_MAX,
} from './profile-messages.js';
import { type FieldRule, PERSON_RULES } from './registration.js';

// Codes, messages and photo limits live in a zod-free module (the web app's locales need them on its first page).
export type { PasswordChangeError, PasswordChangeFailure, ProfileError, ProfileFailure } from './profile-messages.js';
export {
  INSTAGRAM_HANDLE_MAX,
  PASSWORD_CHANGE_ERROR_FIELD,
  PASSWORD_CHANGE_ERRORS,
  PASSWORD_CHANGE_MESSAGES,
  PHOTO_ACCEPTED_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_PX,
  PROFILE_ERROR_FIELD,
  PROFILE_ERRORS,
  PROFILE_FAILURES,
  PROFILE_MESSAGES,
  TWITTER_HANDLE_MAX,
} from './profile-messages.js';

/**
 * PUT /api/me/profile: every field a person may change about themselves, as the form holds them (strings, possibly
 * empty; an empty handle removes it). E-mail and country are read-only: they are not part of this request, and like
 * any other unknown key (an `id`, a `userId`) they are ignored if sent — the profile changed is always the signed-in
 * person's own.
 */
export const updateProfileRequestSchema = z.object({
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
export type ProfileInput = z.infer<typeof updateProfileRequestSchema>;

/** Instagram user names: letters, digits, periods and underscores. */
export const INSTAGRAM_HANDLE_PATTERN = new RegExp(`^[A-Za-z0-9._]{1,${INSTAGRAM_HANDLE_MAX}}$`);
/** X (Twitter) user names: letters, digits and underscores. */
export const TWITTER_HANDLE_PATTERN = new RegExp(`^[A-Za-z0-9_]{1,${TWITTER_HANDLE_MAX}}$`);

/** A handle as stored: trimmed, without the '@' people often type; '' for none. */
export function normalizeHandle(value: string): string {
  return value.trim().replace(/^@/, '');
}

const handleBroken = (value: string, pattern: RegExp) => {
  const handle = normalizeHandle(value);
  return handle !== '' && !pattern.test(handle);
};

const PROFILE_RULES: Record<ProfileError, FieldRule<ProfileInput>> = {
  ...PERSON_RULES,
  // Registration leaves gender optional; the profile requires it (spec §5 Profile).
  genderRequired: (p) => !p.gender,
  instagramInvalid: (p) => handleBroken(p.instagram, INSTAGRAM_HANDLE_PATTERN),
  twitterInvalid: (p) => handleBroken(p.twitter, TWITTER_HANDLE_PATTERN),
};

/** Every profile rule the input breaks, in `PROFILE_ERRORS` order (the form shows each beside its field). */
export function profileErrors(input: ProfileInput, today = new Date()): ProfileError[] {
  return PROFILE_ERRORS.filter((code) => PROFILE_RULES[code](input, today));
}

/** The first profile rule the input breaks, or null when it passes (the API reports this one). */
export function validateProfile(input: ProfileInput, today = new Date()): ProfileError | null {
  return PROFILE_ERRORS.find((code) => PROFILE_RULES[code](input, today)) ?? null;
}

/**
 * POST /api/me/password: the signed-in person's current password and the new one twice. The lengths here only keep
 * absurd bodies out; the rules and their messages are `validatePasswordChange`'s.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(1_000),
  newPassword: z.string().max(1_000),
  newPasswordConfirm: z.string().max(1_000),
});
export type ChangePasswordInput = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  /** How many of the person's other sessions (other browsers and devices) were signed out. */
  otherSessionsEnded: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

const PASSWORD_CHANGE_RULES: Record<PasswordChangeError, (input: ChangePasswordInput) => boolean> = {
  currentPasswordRequired: (p) => p.currentPassword === '' || p.currentPassword.length > LIMITS.passwordMax,
  passwordsDoNotMatch: (p) => p.newPassword !== p.newPasswordConfirm,
  passwordTooShort: (p) => p.newPassword.length < LIMITS.passwordMin,
  passwordTooLong: (p) => p.newPassword.length > LIMITS.passwordMax,
  passwordUnchanged: (p) => p.newPassword === p.currentPassword,
};

/** The first change-password rule the input breaks, or null when it passes (the form and the API both ask). */
export function validatePasswordChange(input: ChangePasswordInput): PasswordChangeError | null {
  return PASSWORD_CHANGE_ERRORS.find((code) => PASSWORD_CHANGE_RULES[code](input)) ?? null;
}
