/**
 * The rules about people's accounts (product §5, §9): the lists and limits registration and the profile check, and every
 * error code of registration, the profile and the password change with its English text (the API's `message`, the
 * web app's English locale). Shared by the API and the web app's forms and locales.
 */

/** The 81 provinces of Turkey, in alphabetical order (Turkish collation). */
export const CITIES = [
  'Adana',
  'Adıyaman',
  'Afyonkarahisar',
  'Ağrı',
  'Aksaray',
  'Amasya',
  'Ankara',
  'Antalya',
  'Ardahan',
  'Artvin',
  'Aydın',
  'Balıkesir',
  'Bartın',
  'Batman',
  'Bayburt',
  'Bilecik',
  'Bingöl',
  'Bitlis',
  'Bolu',
  'Burdur',
  'Bursa',
  'Çanakkale',
  'Çankırı',
  'Çorum',
  'Denizli',
  'Diyarbakır',
  'Düzce',
  'Edirne',
  'Elazığ',
  'Erzincan',
  'Erzurum',
  'Eskişehir',
  'Gaziantep',
  'Giresun',
  'Gümüşhane',
  'Hakkari',
  'Hatay',
  'Iğdır',
  'Isparta',
  'İstanbul',
  'İzmir',
  'Kahramanmaraş',
  'Karabük',
  'Karaman',
  'Kars',
  'Kastamonu',
  'Kayseri',
  'Kırıkkale',
  'Kırklareli',
  'Kırşehir',
  'Kilis',
  'Kocaeli',
  'Konya',
  'Kütahya',
  'Malatya',
  'Manisa',
  'Mardin',
  'Mersin',
  'Muğla',
  'Muş',
  'Nevşehir',
  'Niğde',
  'Ordu',
  'Osmaniye',
  'Rize',
  'Sakarya',
  'Samsun',
  'Siirt',
  'Sinop',
  'Sivas',
  'Şanlıurfa',
  'Şırnak',
  'Tekirdağ',
  'Tokat',
  'Trabzon',
  'Tunceli',
  'Uşak',
  'Van',
  'Yalova',
  'Yozgat',
  'Zonguldak',
] as const;

/** Fixed country of every account (product §2, §5). */
export const COUNTRY = 'Turkey';

/** Gender options (product §9); stored as these keys, shown translated. */
export const GENDERS = ['Woman', 'Man', 'Other'] as const;

/** The 21 occupations (product §9); stored as these keys, shown translated. */
export const OCCUPATIONS = [
  'Student',
  'Engineer',
  'Doctor',
  'Teacher',
  'Lawyer',
  'Architect',
  'Developer',
  'Graphic Designer',
  'Accountant',
  'Nurse',
  'Business Manager',
  'Academic',
  'Psychologist',
  'Dentist',
  'Pharmacist',
  'Police Officer',
  'Military Personnel',
  'Chef',
  'Journalist',
  'Homemaker',
  'Other',
] as const;

/** Limits of registration and preferences (product §9). */
export const LIMITS = {
  nicknameMin: 3,
  nicknameMax: 30,
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 60,
  maxGenres: 4,
  maxFavoriteMovies: 5,
  maxFavoriteShows: 5,
  /** Posters shown per chosen genre and media type on the preferences step. */
  preferenceTitlesPerGenre: 2,
  /** How long a nickname stays reserved between step 1 and step 2 of registration. */
  nicknameReservationMinutes: 30,
} as const;

export type Gender = (typeof GENDERS)[number];
export type Occupation = (typeof OCCUPATIONS)[number];
export type City = (typeof CITIES)[number];

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

/** Where each step-1 error belongs in the form (the API sends it as `field`; the name rules name no one field). */
export const PERSONAL_INFO_ERROR_FIELD: Partial<Record<PersonalInfoError, string>> = {
  nicknameRequired: 'nickname',
  nicknameTooShort: 'nickname',
  nicknameTooLong: 'nickname',
  nicknameInvalid: 'nickname',
  passwordsDoNotMatch: 'passwordConfirm',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
  birthDateRequired: 'birthDate',
  birthDateInvalid: 'birthDate',
  occupationRequired: 'occupation',
  occupationInvalid: 'occupation',
  cityRequired: 'city',
  cityInvalid: 'city',
  emailRequired: 'email',
  emailInvalid: 'email',
  genderInvalid: 'gender',
};

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
