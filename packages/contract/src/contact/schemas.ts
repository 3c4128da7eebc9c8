import { z } from 'zod';

// The contact form (spec §2 Contact, §5 Contact): the submit request and response. The admin listing is admin's.

/**
 * POST /api/contact. The fields are checked by `validateContactMessage` (not by the schema), so a missing field gets
 * the spec's message rather than a schema error; the request body limit bounds the sizes before that.
 */
export const contactMessageRequestSchema = z.object({
  fullName: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  subject: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** 201: the message is stored; its id is the reference a person can quote. */
export const contactMessageResponseSchema = z.object({ id: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
