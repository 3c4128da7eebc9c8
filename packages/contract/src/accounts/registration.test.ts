import { describe, expect, it } from 'vitest';
import { CITIES, OCCUPATIONS } from './rules.js';
import type { PersonalInfo } from './schemas.js';
import { nicknameKey, validatePersonalInfo } from './validators.js';

const valid: PersonalInfo = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  nickname: 'ayse_y',
  email: 'ayse@example.com',
  password: 'secret1',
  passwordConfirm: 'secret1',
  birthDate: '1995-04-12',
  gender: '',
  occupation: 'Engineer',
  city: 'İzmir',
};
const today = new Date('2026-11-22T12:00:00Z');
const check = (overrides: Partial<PersonalInfo>) => validatePersonalInfo({ ...valid, ...overrides }, today);

describe('validatePersonalInfo', () => {
  it('accepts a complete form (gender is optional)', () => {
    expect(check({})).toBeNull();
  });

  it('checks the spec rules in the spec order', () => {
    // Everything wrong at once: each fix reveals the next rule, exactly in §5's order.
    const steps: [Partial<PersonalInfo>, string][] = [
      [{}, 'nameRequired'],
      [{ firstName: 'A', lastName: 'B' }, 'nicknameRequired'],
      [{ nickname: 'ab' }, 'nicknameTooShort'],
      [{ nickname: 'abc' }, 'passwordsDoNotMatch'],
      [{ passwordConfirm: '123' }, 'passwordTooShort'],
      [{ password: '123456', passwordConfirm: '123456' }, 'birthDateRequired'],
      [{ birthDate: '2000-01-01' }, 'occupationRequired'],
      [{ occupation: 'Student' }, 'cityRequired'],
      [{ city: 'Ankara' }, null as unknown as string],
    ];
    let form: PersonalInfo = {
      ...valid,
      firstName: '',
      lastName: '',
      nickname: '',
      password: '123',
      passwordConfirm: 'x',
      birthDate: '',
      occupation: '',
      city: '',
    };
    for (const [fix, expected] of steps) {
      form = { ...form, ...fix };
      expect(validatePersonalInfo(form, today)).toBe(expected);
    }
  });

  it('treats blank names and nicknames as missing', () => {
    expect(check({ lastName: '   ' })).toBe('nameRequired');
    expect(check({ nickname: '   ' })).toBe('nicknameRequired');
    expect(check({ nickname: ' ab ' })).toBe('nicknameTooShort');
  });

  it('checks the e-mail and the lists after the spec rules', () => {
    expect(check({ email: '' })).toBe('emailRequired');
    expect(check({ email: 'ayse@' })).toBe('emailInvalid');
    expect(check({ nickname: 'has space' })).toBe('nicknameInvalid');
    expect(check({ nickname: 'x'.repeat(31) })).toBe('nicknameTooLong');
    expect(check({ birthDate: '2027-01-01' })).toBe('birthDateInvalid');
    expect(check({ birthDate: '1990-02-30' })).toBe('birthDateInvalid');
    expect(check({ gender: 'Robot' })).toBe('genderInvalid');
    expect(check({ occupation: 'Astronaut' })).toBe('occupationInvalid');
    expect(check({ city: 'Paris' })).toBe('cityInvalid');
  });

  it('knows the 81 provinces and 21 occupations', () => {
    expect(CITIES).toHaveLength(81);
    expect(new Set(CITIES).size).toBe(81);
    expect(OCCUPATIONS).toHaveLength(21);
  });
});

describe('nicknameKey', () => {
  it('treats case and Turkish dotted/dotless i as one name', () => {
    expect(nicknameKey('İlker')).toBe(nicknameKey('ilker'));
    expect(nicknameKey('ILKER')).toBe(nicknameKey('ılker'));
    expect(nicknameKey(' Film_Sever ')).toBe('film_sever');
  });
});
