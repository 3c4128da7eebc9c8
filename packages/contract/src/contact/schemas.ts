import { z } from 'zod';
import { reportBrokenRule } from '../http/broken-rules.js';
import { CONTACT_ERROR_FIELDS, CONTACT_MESSAGES } from './rules.js';
import { normalizeContactMessage, validateContactMessage } from './validators.js';

// The contact form (product §2 Contact, §5 Contact): the submit request and response. The admin listing is admin's.

/**
 * POST /api/contact. The fields are loose so that a missing one gets the spec's message (`validateContactMessage`)
 * rather than a schema error; the request body limit bounds the sizes before that. Parsed, it is the message as it is
 * stored: trimmed, an empty subject as null.
 */
export const contactMessageRequestSchema = z
  .object({
    fullName: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    subject: z.string().nullable().optional(),
    message: z.string().nullable().optional(),
  })
  .superRefine(
    reportBrokenRule(validateContactMessage, (code) => ({
      message: CONTACT_MESSAGES[code],
      field: CONTACT_ERROR_FIELDS[code],
    })),
  )
  .transform(normalizeContactMessage);
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** 201: the message is stored; its id is the reference a person can quote. */
export const contactMessageResponseSchema = z.object({ id: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
