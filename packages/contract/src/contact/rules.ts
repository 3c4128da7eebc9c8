/** The contact form's rules (product §5 Contact): limits, error codes, their English messages and fields. */
import type { ContactMessageInput } from './validators.js';

/** Longest accepted values, in characters (code points) of the trimmed text. */
export const CONTACT_LIMITS = {
  fullNameMax: 100,
  // The longest address SMTP can carry.
  emailMax: 254,
  subjectMax: 150,
  messageMax: 5000,
} as const;

/** Why a message cannot be sent, in the order they are checked (the spec's two first). */
export const CONTACT_INPUT_ERRORS = [
  'requiredFields',
  'emailInvalid',
  'fullNameTooLong',
  'emailTooLong',
  'subjectTooLong',
  'messageTooLong',
] as const;
export type ContactInputError = (typeof CONTACT_INPUT_ERRORS)[number];

/** Failures of sending beyond the input rules. */
export const CONTACT_ERRORS = ['contactRateLimited', 'sendFailed'] as const;
export type ContactError = (typeof CONTACT_ERRORS)[number];

/** The English message of every contact error: the API sends it, the web app has it in en and tr. */
export const CONTACT_MESSAGES: Record<ContactInputError | ContactError, string> = {
  // Product §5 Contact, verbatim.
  requiredFields: 'Please fill in all required fields',
  emailInvalid: 'Please enter a valid email address',
  fullNameTooLong: `Your name can be at most ${CONTACT_LIMITS.fullNameMax} characters long.`,
  emailTooLong: `The email address can be at most ${CONTACT_LIMITS.emailMax} characters long.`,
  subjectTooLong: `The subject can be at most ${CONTACT_LIMITS.subjectMax} characters long.`,
  messageTooLong: `The message can be at most ${CONTACT_LIMITS.messageMax} characters long.`,
  contactRateLimited: 'You have sent several messages in a short time. Please try again in a few minutes.',
  sendFailed: 'Your message could not be sent. Please try again.',
};

/** The field each input error belongs to (the form focuses it; the API names it in `field`). */
export const CONTACT_ERROR_FIELDS: Record<ContactInputError, keyof ContactMessageInput> = {
  requiredFields: 'fullName',
  emailInvalid: 'email',
  fullNameTooLong: 'fullName',
  emailTooLong: 'email',
  subjectTooLong: 'subject',
  messageTooLong: 'message',
};
