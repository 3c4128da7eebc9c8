import {
  PERSONAL_INFO_ERRORS,
  type PersonalInfoError,
  REGISTRATION_ERRORS,
  type RegistrationError,
} from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

/** Every registration message the page can show; each is a key under `registration:errors`. */
export type RegistrationMessageCode =
  | PersonalInfoError
  | RegistrationError
  | 'tooManyAttempts'
  /** An OIDC registration whose session is gone (decision 049). */
  | 'noPendingRegistration';

export function isPersonalInfoError(code: string): code is PersonalInfoError {
  return (PERSONAL_INFO_ERRORS as readonly string[]).includes(code);
}

function knownCode(code: string): RegistrationMessageCode | null {
  if (isPersonalInfoError(code)) return code;
  if ((REGISTRATION_ERRORS as readonly string[]).includes(code)) return code as RegistrationError;
  if (code === 'noPendingRegistration') return code;
  return null;
}

/** The message for a failed step-1 request: a failed check of the nickname is the spec's Turkish generic error. */
export function reservationErrorCode(error: unknown): RegistrationMessageCode {
  if (!(error instanceof ApiRequestError)) return 'nicknameCheckFailed';
  const code = knownCode(error.code);
  if (code) return code;
  if (error.status === 429) return 'tooManyAttempts';
  return error.isServerOrNetworkError ? 'nicknameCheckFailed' : 'registrationFailed';
}

/** The message for a failed account creation. */
export function completionErrorCode(error: unknown): RegistrationMessageCode {
  if (!(error instanceof ApiRequestError)) return 'registrationFailed';
  const code = knownCode(error.code);
  if (code) return code;
  return error.status === 429 ? 'tooManyAttempts' : 'registrationFailed';
}

/** Failures the person can only fix on step 1 (their details, or a new nickname reservation). */
export function needsPersonalInfoStep(code: RegistrationMessageCode): boolean {
  return (
    isPersonalInfoError(code) || code === 'nicknameTaken' || code === 'emailTaken' || code === 'reservationExpired'
  );
}
