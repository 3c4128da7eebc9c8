/**
 * The contact form's rules (spec §5 Contact) without zod: the web app's locale files (part of its first page) need the
 * messages, the form and the server share the validator. `contact.ts` re-exports every one of them.
 */
import { isValidEmail, normalizeEmail } from './email.js';

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
  // Spec §5 Contact, verbatim.
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

/** The form as it is held and sent: strings, possibly empty; the subject is optional. */
export interface ContactMessageInput {
  fullName?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
}

/** A message as it is stored: trimmed, the e-mail normalised (see email.ts), an empty subject as null. */
export interface NormalizedContactMessage {
  fullName: string;
  email: string;
  subject: string | null;
  message: string;
}

const length = (text: string) => [...text].length;
const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The input trimmed and the e-mail normalised, as it is checked and stored. */
export function normalizeContactMessage(input: ContactMessageInput): NormalizedContactMessage {
  const subject = clean(input.subject);
  return {
    fullName: clean(input.fullName),
    email: typeof input.email === 'string' ? normalizeEmail(input.email) : '',
    subject: subject === '' ? null : subject,
    message: clean(input.message),
  };
}

/** The first rule the message breaks, or null when it can be sent. */
export function validateContactMessage(input: ContactMessageInput): ContactInputError | null {
  const { fullName, email, subject, message } = normalizeContactMessage(input);
  if (!fullName || !email || !message) return 'requiredFields';
  if (!isValidEmail(email)) return 'emailInvalid';
  if (length(fullName) > CONTACT_LIMITS.fullNameMax) return 'fullNameTooLong';
  if (length(email) > CONTACT_LIMITS.emailMax) return 'emailTooLong';
  if (subject !== null && length(subject) > CONTACT_LIMITS.subjectMax) return 'subjectTooLong';
  if (length(message) > CONTACT_LIMITS.messageMax) return 'messageTooLong';
  return null;
}
