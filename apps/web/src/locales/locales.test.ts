import {
  COMMENT_ERRORS,
  COMMENT_INPUT_ERRORS,
  GENDERS,
  IMPORT_ERRORS,
  IMPORT_ROW_REASONS,
  LIST_ERRORS,
  LIST_INPUT_ERRORS,
  MOVIE_GENRES,
  OCCUPATIONS,
  PERSONAL_INFO_ERRORS,
  PLAY_ERRORS,
  PLAY_INPUT_ERRORS,
  PUSH_INPUT_ERRORS,
  REGISTRATION_ERRORS,
  REPLY_INPUT_ERRORS,
  STATS_ERRORS,
  TV_GENRES,
} from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { en, LANGUAGES, resources, tr } from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as 'namespace.path.to.key' → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('locales', () => {
  const english = flatten(en as unknown as Tree);
  const turkish = flatten(tr as unknown as Tree);

  it('has a resource tree for every language', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  it('English and Turkish have exactly the same keys', () => {
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty or blank texts', () => {
    for (const [language, leaves] of [
      ['en', english],
      ['tr', turkish],
    ] as const) {
      const blank = [...leaves].filter(([, text]) => !text.trim()).map(([key]) => `${language}:${key}`);
      expect(blank).toEqual([]);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = turkish.get(key) ?? '';
      return placeholders(text).join() !== placeholders(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has a message for every registration error code of the contract', () => {
    for (const code of [...PERSONAL_INFO_ERRORS, ...REGISTRATION_ERRORS]) {
      expect(english.has(`registration.errors.${code}`), code).toBe(true);
    }
  });

  it('has a message for every play error code of the contract', () => {
    for (const code of [...PLAY_INPUT_ERRORS, ...PLAY_ERRORS]) {
      expect(english.has(`plays.errors.${code}`), code).toBe(true);
    }
  });

  it('has a message for every list error code of the contract, in both languages', () => {
    for (const code of [...LIST_INPUT_ERRORS, ...LIST_ERRORS]) {
      expect(english.has(`lists.errors.${code}`), code).toBe(true);
      expect(turkish.get(`lists.errors.${code}`), code).not.toBe(english.get(`lists.errors.${code}`));
    }
  });

  it('has a message for every push error code of the contract, in both languages', () => {
    for (const code of PUSH_INPUT_ERRORS) {
      expect(english.has(`push.errors.${code}`), code).toBe(true);
      expect(turkish.get(`push.errors.${code}`), code).not.toBe(english.get(`push.errors.${code}`));
    }
  });

  it('has a message in both languages for every comment, like and reply error code of the contract', () => {
    for (const code of [...COMMENT_INPUT_ERRORS, ...REPLY_INPUT_ERRORS, ...COMMENT_ERRORS]) {
      expect(english.has(`comments.errors.${code}`), code).toBe(true);
      expect(turkish.get(`comments.errors.${code}`), code).not.toBe(english.get(`comments.errors.${code}`));
    }
  });

  it('has a message in both languages for every import error code and row reason of the contract', () => {
    for (const code of IMPORT_ERRORS) {
      expect(english.has(`imports.errors.${code}`), code).toBe(true);
      expect(turkish.get(`imports.errors.${code}`), code).not.toBe(english.get(`imports.errors.${code}`));
    }
    for (const reason of IMPORT_ROW_REASONS) {
      expect(english.has(`imports.reasons.${reason}`), reason).toBe(true);
      expect(turkish.get(`imports.reasons.${reason}`), reason).not.toBe(english.get(`imports.reasons.${reason}`));
    }
  });

  it('has a message for every stats error code of the contract', () => {
    for (const code of STATS_ERRORS) expect(english.has(`stats.errors.${code}`), code).toBe(true);
  });

  it('names every genre, gender and occupation of the contract', () => {
    for (const genre of MOVIE_GENRES) expect(english.get(`common.genres.${genre.id}`)).toBe(genre.name);
    for (const genre of TV_GENRES) expect(english.has(`common.genres.${genre.id}`), genre.name).toBe(true);
    for (const gender of GENDERS) expect(english.has(`common.genders.${gender}`), gender).toBe(true);
    for (const occupation of OCCUPATIONS) expect(english.get(`common.occupations.${occupation}`)).toBe(occupation);
  });

  it('keeps the spec’s Turkish texts verbatim', () => {
    expect(tr.registration.errors.nicknameTaken).toBe(
      'Bu kullanıcı adı zaten kullanımda, lütfen başka bir tane seçin.',
    );
    expect(tr.registration.errors.nicknameCheckFailed).toBe('Kullanıcı adı kontrol edilirken bir hata oluştu.');
    expect(tr.registration.errors.registrationFailed).toBe('Kayıt sırasında bir hata oluştu. Lütfen tekrar deneyin.');
    expect(tr.admin.title).toBe('Yönetici Araçları');
  });
});
