import {
  LIMITS,
  type Me,
  PHOTO_ACCEPTED_TYPES,
  PHOTO_MAX_BYTES,
  PROFILE_ERROR_FIELD,
  PROFILE_ERRORS,
  PROFILE_FAILURES,
  type ProfileError,
  type ProfileFailure,
  type ProfileInput,
  profileErrors,
} from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

export type ProfileField = keyof ProfileInput;
/** Every profile message the page can show; each is a key under `profile:errors`. */
export type ProfileMessageCode = ProfileError | ProfileFailure;
/** The message code shown under each field that has a problem. */
export type FieldErrors = Partial<Record<ProfileField, ProfileMessageCode>>;

/** The form's fields (an error the server names for any other field is not a field error). */
const PROFILE_FIELDS: readonly string[] = [
  'firstName',
  'lastName',
  'nickname',
  'birthDate',
  'gender',
  'occupation',
  'city',
  'instagram',
  'twitter',
] satisfies ProfileField[];

/** The form's values for a stored profile (absent values as empty strings). */
export function formValuesOf(me: Me): ProfileInput {
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    nickname: me.nickname,
    birthDate: me.birthDate,
    gender: me.gender ?? '',
    occupation: me.occupation,
    city: me.city,
    instagram: me.instagram ?? '',
    twitter: me.twitter ?? '',
  };
}

/** The fields one broken rule belongs to: a name rule marks whichever of the two names is at fault. */
function fieldsAtFault(code: ProfileError, values: ProfileInput): ProfileField[] {
  if (code === 'nameRequired') {
    return (['firstName', 'lastName'] as const).filter((field) => !values[field].trim());
  }
  if (code === 'nameTooLong') {
    return (['firstName', 'lastName'] as const).filter((field) => values[field].trim().length > LIMITS.nameMax);
  }
  return [PROFILE_ERROR_FIELD[code] as ProfileField];
}

/**
 * The same rules the API checks (from the contract), as one message per field: the first rule, in the spec's order,
 * that each field breaks. Empty when the profile may be saved.
 */
export function fieldErrorsOf(values: ProfileInput, today = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  for (const code of profileErrors(values, today)) {
    for (const field of fieldsAtFault(code, values)) errors[field] ??= code;
  }
  return errors;
}

function isProfileMessageCode(code: string): code is ProfileMessageCode {
  return (PROFILE_ERRORS as readonly string[]).includes(code) || (PROFILE_FAILURES as readonly string[]).includes(code);
}

/** A failed save as a field error (a rule the server caught, a taken nickname), or null for a general failure. */
export function fieldErrorFromServer(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || !isProfileMessageCode(error.code)) return null;
  const fieldOfCode: Record<string, string> = PROFILE_ERROR_FIELD;
  const field = error.field ?? fieldOfCode[error.code];
  return field && PROFILE_FIELDS.includes(field) ? { [field as ProfileField]: error.code } : null;
}

/** Whether a request failed because the session is gone (signed out elsewhere, expired): 'User session not found'. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The message code of a failed photo upload, when the server named the reason. */
export function photoErrorFromServer(error: unknown): ProfileMessageCode | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 413) return 'photoTooLarge';
  return isProfileMessageCode(error.code) ? error.code : null;
}

/**
 * The browser's check before an upload, mirroring the server's limits: an accepted image type and at most 5 MB.
 * The server still decides by decoding the content; this only spares a pointless upload.
 */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): 'photoNotImage' | 'photoTooLarge' | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'photoNotImage';
  if (file.size > PHOTO_MAX_BYTES) return 'photoTooLarge';
  return null;
}
