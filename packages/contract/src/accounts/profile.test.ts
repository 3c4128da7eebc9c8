import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from './rules.js';
import type { ProfileInput } from './schemas.js';
import { normalizeHandle, profileErrors, validateProfile } from './validators.js';

const valid: ProfileInput = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  nickname: 'ayse_y',
  birthDate: '1995-04-12',
  gender: 'Woman',
  occupation: 'Engineer',
  city: 'İzmir',
  instagram: '',
  twitter: '',
};
const today = new Date('2026-11-22T12:00:00Z');
const check = (overrides: Partial<ProfileInput>) => validateProfile({ ...valid, ...overrides }, today);

describe('validateProfile', () => {
  it('accepts a complete profile, with or without handles', () => {
    expect(check({})).toBeNull();
    expect(check({ instagram: '@ayse.y_95', twitter: 'ayse_y' })).toBeNull();
  });

  it('requires the spec fields, gender included (registration leaves it optional)', () => {
    expect(check({ firstName: ' ' })).toBe('nameRequired');
    expect(check({ lastName: '' })).toBe('nameRequired');
    expect(check({ nickname: '' })).toBe('nicknameRequired');
    expect(check({ nickname: 'ab' })).toBe('nicknameTooShort');
    expect(check({ city: '' })).toBe('cityRequired');
    expect(check({ birthDate: '' })).toBe('birthDateRequired');
    expect(check({ gender: '' })).toBe('genderRequired');
    expect(check({ occupation: '' })).toBe('occupationRequired');
  });

  it('takes city, gender and occupation only from their lists', () => {
    expect(check({ city: 'Atlantis' })).toBe('cityInvalid');
    expect(check({ gender: 'Robot' })).toBe('genderInvalid');
    expect(check({ occupation: 'Astronaut' })).toBe('occupationInvalid');
    expect(check({ birthDate: '2999-01-01' })).toBe('birthDateInvalid');
  });

  it('checks handle format and length', () => {
    expect(check({ instagram: 'a'.repeat(30) })).toBeNull();
    expect(check({ instagram: 'a'.repeat(31) })).toBe('instagramInvalid');
    expect(check({ instagram: 'has space' })).toBe('instagramInvalid');
    expect(check({ instagram: 'https://instagram.com/x' })).toBe('instagramInvalid');
    expect(check({ twitter: 'a'.repeat(15) })).toBeNull();
    expect(check({ twitter: 'a'.repeat(16) })).toBe('twitterInvalid');
    expect(check({ twitter: 'dots.not.allowed' })).toBe('twitterInvalid');
  });

  it('lists every broken rule in order, for the form to show beside each field', () => {
    expect(profileErrors({ ...valid, firstName: '', gender: '', twitter: 'x y' }, today)).toEqual([
      'nameRequired',
      'genderRequired',
      'twitterInvalid',
    ]);
  });

  it('uses the spec wording for a taken nickname', () => {
    expect(PROFILE_MESSAGES.nicknameTaken).toBe('This nickname is already in use. Please choose another nickname.');
  });
});

describe('normalizeHandle', () => {
  it('drops spaces and one leading @', () => {
    expect(normalizeHandle('  @watchify ')).toBe('watchify');
    expect(normalizeHandle('')).toBe('');
  });
});
