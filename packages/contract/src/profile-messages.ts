/**
 * Profile error codes, messages and photo limits, without zod: the web app's locale files (part of its first page)
 * spread the messages, the schemas in `profile.ts` are only needed on the profile page.
 */
import { REGISTRATION_MESSAGES } from './registration-messages.js';

/** Longest Instagram user name (Instagram's own limit). */
export const INSTAGRAM_HANDLE_MAX = 30;
/** Longest X (Twitter) user name (X's own limit). */
export const TWITTER_HANDLE_MAX = 15;

/**
 * The checks of the profile form, in the order they are reported. The first seven are the spec's required fields
 * (§5 Profile: first name, last name, nickname, city, birth date, gender, occupation; nickname at least 3); the rest
 * keep the record sane (same limits and lists as registration) and check the social handles.
 */
export const PROFILE_ERRORS = [
  'nameRequired',
  'nicknameRequired',
  'nicknameTooShort',
  'cityRequired',
  'birthDateRequired',
  'genderRequired',
  'occupationRequired',
  'nicknameTooLong',
  'nicknameInvalid',
  'nameTooLong',
  'birthDateInvalid',
  'genderInvalid',
  'occupationInvalid',
  'cityInvalid',
  'instagramInvalid',
  'twitterInvalid',
] as const;
export type ProfileError = (typeof PROFILE_ERRORS)[number];

/** Profile failures beyond the form's rules (server answers, photo problems). */
export const PROFILE_FAILURES = [
  'nicknameTaken',
  'photoMissing',
  'photoNotImage',
  'photoTooLarge',
  'photoUploadFailed',
] as const;
export type ProfileFailure = (typeof PROFILE_FAILURES)[number];

/** Where each profile error belongs in the form (the API sends it as `field`). */
export const PROFILE_ERROR_FIELD: Record<ProfileError, string> = {
  nameRequired: 'firstName',
  nicknameRequired: 'nickname',
  nicknameTooShort: 'nickname',
  cityRequired: 'city',
  birthDateRequired: 'birthDate',
  genderRequired: 'gender',
  occupationRequired: 'occupation',
  nicknameTooLong: 'nickname',
  nicknameInvalid: 'nickname',
  nameTooLong: 'firstName',
  birthDateInvalid: 'birthDate',
  genderInvalid: 'gender',
  occupationInvalid: 'occupation',
  cityInvalid: 'city',
  instagramInvalid: 'instagram',
  twitterInvalid: 'twitter',
};

/** Largest photo accepted, in bytes (5 MB); the browser checks it before uploading, the API enforces it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square the API stores every photo as (WebP). */
export const PHOTO_SIZE_PX = 256;
/**
 * Image types a photo may be. The browser's file picker offers these and pre-checks the type; the API decides by
 * decoding the content, never by the name or the declared type.
 */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** English text of every profile error code (the API's `message`, and the web app's English locale). */
export const PROFILE_MESSAGES: Record<ProfileError | ProfileFailure, string> = {
  nameRequired: REGISTRATION_MESSAGES.nameRequired,
  nicknameRequired: REGISTRATION_MESSAGES.nicknameRequired,
  nicknameTooShort: REGISTRATION_MESSAGES.nicknameTooShort,
  cityRequired: REGISTRATION_MESSAGES.cityRequired,
  birthDateRequired: REGISTRATION_MESSAGES.birthDateRequired,
  genderRequired: 'Gender selection is required!',
  occupationRequired: REGISTRATION_MESSAGES.occupationRequired,
  nicknameTooLong: REGISTRATION_MESSAGES.nicknameTooLong,
  nicknameInvalid: REGISTRATION_MESSAGES.nicknameInvalid,
  nameTooLong: REGISTRATION_MESSAGES.nameTooLong,
  birthDateInvalid: REGISTRATION_MESSAGES.birthDateInvalid,
  genderInvalid: REGISTRATION_MESSAGES.genderInvalid,
  occupationInvalid: REGISTRATION_MESSAGES.occupationInvalid,
  cityInvalid: REGISTRATION_MESSAGES.cityInvalid,
  instagramInvalid: `Instagram username can only contain letters, numbers, periods and underscores (at most ${INSTAGRAM_HANDLE_MAX} characters).`,
  twitterInvalid: `Twitter username can only contain letters, numbers and underscores (at most ${TWITTER_HANDLE_MAX} characters).`,
  // The spec's profile wording (§5), which differs from registration's.
  nicknameTaken: 'This nickname is already in use. Please choose another nickname.',
  photoMissing: 'Please choose a photo to upload.',
  photoNotImage: 'The photo must be an image file (JPEG, PNG, WebP, GIF or AVIF).',
  photoTooLarge: `The photo must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  photoUploadFailed: 'Error uploading photo',
};

/**
 * The checks of the change-password form, in the order they are reported (the browser shows the first; the API
 * checks the same before it checks the current password). The new password follows registration's rules and
 * wording (§5).
 */
export const PASSWORD_CHANGE_ERRORS = [
  'currentPasswordRequired',
  'passwordsDoNotMatch',
  'passwordTooShort',
  'passwordTooLong',
  'passwordUnchanged',
] as const;
export type PasswordChangeError = (typeof PASSWORD_CHANGE_ERRORS)[number];
/** Every reason a password change is refused: the form's rules, and a current password that is not the stored one. */
export type PasswordChangeFailure = PasswordChangeError | 'currentPasswordWrong';

/** Where each change-password error belongs in the form (the API sends it as `field`). */
export const PASSWORD_CHANGE_ERROR_FIELD: Record<PasswordChangeFailure, string> = {
  currentPasswordRequired: 'currentPassword',
  passwordsDoNotMatch: 'newPasswordConfirm',
  passwordTooShort: 'newPassword',
  passwordTooLong: 'newPassword',
  passwordUnchanged: 'newPassword',
  currentPasswordWrong: 'currentPassword',
};

/** English text of every change-password error (the API's `message`, and the web app's English locale). */
export const PASSWORD_CHANGE_MESSAGES: Record<PasswordChangeFailure, string> = {
  currentPasswordRequired: 'Please enter your current password.',
  passwordsDoNotMatch: REGISTRATION_MESSAGES.passwordsDoNotMatch,
  passwordTooShort: REGISTRATION_MESSAGES.passwordTooShort,
  passwordTooLong: REGISTRATION_MESSAGES.passwordTooLong,
  passwordUnchanged: 'The new password must be different from the current one.',
  currentPasswordWrong: 'Your current password is incorrect.',
};
