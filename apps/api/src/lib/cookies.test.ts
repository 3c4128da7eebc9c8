import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.js';

describe('readCookie', () => {
  it('finds one cookie among several, decoded, and nothing for a missing one or header', () => {
    const header = 'watchify.session_token=abc%2Bdef; watchify-language=tr;theme="dark"';
    expect(readCookie(header, 'watchify-language')).toBe('tr');
    expect(readCookie(header, 'watchify.session_token')).toBe('abc+def');
    expect(readCookie(header, 'theme')).toBe('dark');
    expect(readCookie(header, 'language')).toBeUndefined();
    expect(readCookie(undefined, 'theme')).toBeUndefined();
  });

  it('keeps a value that is not valid URL encoding as it came', () => {
    expect(readCookie('theme=%E0%A4%A', 'theme')).toBe('%E0%A4%A');
  });
});
