import { describe, expect, it } from 'vitest';
import { completionsUrl } from './assistant.llm.js';

describe('completionsUrl', () => {
  it('accepts an API base or the full chat-completions address', () => {
    expect(completionsUrl('http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:11434/v1/')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl('http://llm.local/v1/chat/completions')).toBe('http://llm.local/v1/chat/completions');
  });
});
