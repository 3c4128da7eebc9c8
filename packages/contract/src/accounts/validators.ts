/**
 * The checks of the account forms (registration step 1, the profile, the password change): each takes the form's
 * values and returns the code of the first rule they break, or null. The web app's forms run them as a person types;
 * the API runs the same ones on every request body.
 */

import { isValidEmail } from './email.js';
import {
  CITIES,
  GENDERS,
  INSTAGRAM_HANDLE_MAX,
  LIMITS,
  OCCUPATIONS,
  PASSWORD_CHANGE_ERRORS,
  type PasswordChangeError,
  PERSONAL_INFO_ERRORS,
  type PersonalInfoError,
  PROFILE_ERRORS,
  type ProfileError,
  TWITTER_HANDLE_MAX,
} from './rules.js';
import type { ChangePasswordInput, PersonalInfo, ProfileInput } from './schemas.js';

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
  // Registration leaves gender optional; the profile requires it (product §5 Profile).
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

/** The rules of a person's details alone (an OIDC registration has no password and takes the provider's e-mail). */
export function validatePerson(input: PersonFields, today = new Date()): PersonalInfoError | null {
  const rules: Partial<Record<PersonalInfoError, FieldRule<PersonFields>>> = PERSON_RULES;
  return PERSONAL_INFO_ERRORS.find((code) => rules[code]?.(input, today)) ?? null;
}
