import { z } from 'zod';
import { ASSISTANT_INTENTS, ASSISTANT_LANGUAGES, ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from './rules.js';

/** POST /api/chat: one question to the assistant. */
export const assistantRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, ASSISTANT_MESSAGES.empty)
    .max(ASSISTANT_LIMITS.messageMax, ASSISTANT_MESSAGES.tooLong),
  /**
   * The interface language. The question's own language wins when it is clear; this decides when it is not
   * ("Inception?"). Absent: Turkish, the assistant's default.
   */
  language: z.enum(ASSISTANT_LANGUAGES).optional(),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;

/** The assistant's answer: `reply` is what the panel shows (product §7). */
export const assistantResponseSchema = z.object({
  reply: z.string(),
  /** The language the reply is written in. */
  language: z.enum(ASSISTANT_LANGUAGES),
  /** What the question was understood as (for the panel's tests and the evaluation; not shown). */
  intent: z.enum(ASSISTANT_INTENTS),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;
