/** The contact form's check (product §5 Contact): the form runs it before sending, the API on every message. */
import { isValidEmail, normalizeEmail } from '../accounts/email.js';
import { CONTACT_LIMITS, type ContactInputError } from './rules.js';

/** The form as it is held and sent: strings, possibly empty; the subject is optional. */
export interface ContactMessageInput {
  fullName?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
}

/** A message as it is stored: trimmed, the e-mail normalised (accounts/email.ts), an empty subject as null. */
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
