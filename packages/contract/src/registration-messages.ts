/**
 * Registration error codes and their English messages, without zod: the web app's locale files (part of its first
 * page) need them, the schemas they belong with are only needed on the registration page. `registration.ts`
 * re-exports every one of them.
 */
import { LIMITS } from './constants.js';

/**
 * Error codes of registration step 1, in the order the spec checks them (§5). The web app shows the
 * translation of the first failing code; the API returns the same code, so both sides agree on which
 * message a person sees.
 */
export const PERSONAL_INFO_ERRORS = [
  'nameRequired',
  'nicknameRequired',
  'nicknameTooShort',
  'passwordsDoNotMatch',
  'passwordTooShort',
  'birthDateRequired',
  'occupationRequired',
  'cityRequired',
  // Beyond the spec's eight: the account needs a usable e-mail, a sane nickname and a real date.
  'emailRequired',
  'emailInvalid',
  'nicknameTooLong',
  'nicknameInvalid',
  'nameTooLong',
  'passwordTooLong',
  'birthDateInvalid',
  'genderInvalid',
  'occupationInvalid',
  'cityInvalid',
] as const;
export type PersonalInfoError = (typeof PERSONAL_INFO_ERRORS)[number];

/** Registration failures beyond step 1's rules; each has a message in both locales. */
export const REGISTRATION_ERRORS = [
  'nicknameTaken',
  'nicknameCheckFailed',
  'emailTaken',
  'reservationExpired',
  'preferencesInvalid',
  'registrationFailed',
] as const;
export type RegistrationError = (typeof REGISTRATION_ERRORS)[number];

/**
 * The English text of every registration error code: the API sends it as `message`, the web app's English
 * locale uses it as is (the Turkish locale has its own translation of each code).
 */
export const REGISTRATION_MESSAGES: Record<PersonalInfoError | RegistrationError, string> = {
  nameRequired: 'Name and surname fields are required!',
  nicknameRequired: 'Nickname is required!',
  nicknameTooShort: 'Nickname must be at least 3 characters long!',
  passwordsDoNotMatch: 'Passwords do not match!',
  passwordTooShort: 'Password must be at least 6 characters long!',
  birthDateRequired: 'Birth date is required!',
  occupationRequired: 'Occupation selection is required!',
  cityRequired: 'City selection is required!',
  emailRequired: 'Email is required!',
  emailInvalid: 'Please enter a valid email address.',
  nicknameTooLong: `Nickname must be at most ${LIMITS.nicknameMax} characters long!`,
  nicknameInvalid: 'Nickname can only contain letters, numbers, dots, hyphens and underscores.',
  nameTooLong: `First and last name must be at most ${LIMITS.nameMax} characters long!`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters long!`,
  birthDateInvalid: 'Please enter a valid birth date that is not in the future.',
  genderInvalid: 'Please choose a gender from the list.',
  occupationInvalid: 'Please choose an occupation from the list.',
  cityInvalid: 'Please choose a city from the list.',
  nicknameTaken: 'This nickname is already in use, please choose another one.',
  nicknameCheckFailed: 'Could not check the nickname. Please try again.',
  emailTaken: 'An account with this email already exists.',
  reservationExpired: 'Your nickname reservation expired. Please go back and continue again.',
  preferencesInvalid: 'Error saving preferences.',
  registrationFailed: 'Registration failed. Please try again.',
};
