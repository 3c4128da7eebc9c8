import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from './i18n';
import { readPreferenceCookie, syncPreferenceCookie } from './saved-choice';

describe('preference cookies (a choice saved in the browser, carried to the server)', () => {
  afterEach(() => {
    syncPreferenceCookie('watchify-test', null);
    syncPreferenceCookie('watchify-language', null);
    window.localStorage.clear();
  });

  it('sets, reads, replaces and removes a cookie, leaving others alone', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: another cookie that must survive
    document.cookie = 'other=1; Path=/';
    expect(readPreferenceCookie('watchify-test')).toBeNull();
    syncPreferenceCookie('watchify-test', 'dark');
    expect(readPreferenceCookie('watchify-test')).toBe('dark');
    syncPreferenceCookie('watchify-test', 'a b;c');
    expect(readPreferenceCookie('watchify-test')).toBe('a b;c');
    syncPreferenceCookie('watchify-test', null);
    expect(readPreferenceCookie('watchify-test')).toBeNull();
    expect(readPreferenceCookie('other')).toBe('1');
  });

  it('a language chosen in the app is saved and carried in its cookie', async () => {
    await changeLanguage('tr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
    expect(readPreferenceCookie('watchify-language')).toBe('tr');
    await changeLanguage('en');
    expect(readPreferenceCookie('watchify-language')).toBe('en');
  });
});
