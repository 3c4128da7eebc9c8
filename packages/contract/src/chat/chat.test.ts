import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, conversationKey } from './rules.js';
import { chatMessagesQuerySchema } from './schemas.js';
import { validateChatText } from './validators.js';

describe('validateChatText', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(validateChatText('')).toBe('emptyMessage');
    expect(validateChatText(' \n\t ')).toBe('emptyMessage');
    expect(validateChatText(' a ')).toBeNull();
  });

  it('counts characters as a person does (an emoji is one) and ignores surrounding spaces', () => {
    expect(validateChatText('👍'.repeat(CHAT_LIMITS.messageMaxLength))).toBeNull();
    expect(validateChatText(`   ${'a'.repeat(CHAT_LIMITS.messageMaxLength)}   `)).toBeNull();
    expect(validateChatText('a'.repeat(CHAT_LIMITS.messageMaxLength + 1))).toBe('messageTooLong');
  });
});

describe('conversationKey', () => {
  it('is the same from both sides', () => {
    expect(conversationKey('b', 'A')).toBe('A:b');
    expect(conversationKey('A', 'b')).toBe('A:b');
  });
});

describe('chatMessagesQuerySchema', () => {
  it('defaults to a page of 50 and refuses both cursors at once', () => {
    expect(chatMessagesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(chatMessagesQuerySchema.safeParse({ before: '9', after: '3' }).success).toBe(false);
    expect(chatMessagesQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
