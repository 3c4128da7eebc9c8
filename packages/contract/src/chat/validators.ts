/** The chat composer's check, shared by the composer (which mirrors it) and the API (which enforces it). */
import { CHAT_LIMITS, type ChatTextError } from './rules.js';

/** Characters a person would count: code points, so an emoji counts as one. */
export function chatTextLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The rule for a message's text, shared by the API (which enforces it) and the composer (which mirrors it):
 * whitespace around it is dropped, nothing left is refused, and it may not be longer than the limit.
 */
export function validateChatText(text: string): ChatTextError | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'emptyMessage';
  if (chatTextLength(trimmed) > CHAT_LIMITS.messageMaxLength) return 'messageTooLong';
  return null;
}
