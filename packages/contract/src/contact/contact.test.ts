import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './rules.js';
import { type ContactMessageInput, normalizeContactMessage, validateContactMessage } from './validators.js';

const valid: ContactMessageInput = {
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: '',
  message: 'The trailer of Dune does not play on my tablet.',
};
const check = (overrides: Partial<ContactMessageInput>) => validateContactMessage({ ...valid, ...overrides });

describe('validateContactMessage', () => {
  it('accepts a complete message; the subject is optional', () => {
    expect(check({})).toBeNull();
    expect(check({ subject: undefined })).toBeNull();
    expect(check({ subject: 'Playback' })).toBeNull();
  });

  it.each([
    ['fullName', ''],
    ['fullName', '   '],
    ['email', ''],
    ['message', '\n\t '],
    ['message', null],
    ['fullName', undefined],
  ] as const)('asks for every required field (%s = %j)', (field, value) => {
    expect(check({ [field]: value })).toBe('requiredFields');
  });

  it('checks required fields before the address, with the spec’s texts', () => {
    expect(check({ fullName: '', email: 'not-an-address' })).toBe('requiredFields');
    expect(CONTACT_MESSAGES.requiredFields).toBe('Please fill in all required fields');
    expect(CONTACT_MESSAGES.emailInvalid).toBe('Please enter a valid email address');
  });

  it.each(['ayse', 'ayse@', 'ayse@example', '@example.com', 'ay se@example.com'])('refuses the address %j', (email) => {
    expect(check({ email })).toBe('emailInvalid');
  });

  it('accepts an address with spaces around it (they are trimmed)', () => {
    expect(check({ email: '  ayse@example.com ' })).toBeNull();
  });

  it('caps each field at its limit, counting characters as a person does', () => {
    const exactly = (max: number) => 'ç'.repeat(max);
    expect(check({ fullName: exactly(CONTACT_LIMITS.fullNameMax) })).toBeNull();
    expect(check({ fullName: exactly(CONTACT_LIMITS.fullNameMax + 1) })).toBe('fullNameTooLong');
    expect(check({ subject: exactly(CONTACT_LIMITS.subjectMax + 1) })).toBe('subjectTooLong');
    expect(check({ message: '🎬'.repeat(CONTACT_LIMITS.messageMax) })).toBeNull();
    expect(check({ message: '🎬'.repeat(CONTACT_LIMITS.messageMax + 1) })).toBe('messageTooLong');
    const longAddress = `${'a'.repeat(CONTACT_LIMITS.emailMax)}@example.com`;
    expect(check({ email: longAddress })).toBe('emailTooLong');
  });
});

describe('normalizeContactMessage', () => {
  it('trims every field and stores an empty subject as none', () => {
    expect(
      normalizeContactMessage({ fullName: ' Ayşe ', email: ' a@b.co ', subject: '  ', message: ' Hi \n' }),
    ).toEqual({ fullName: 'Ayşe', email: 'a@b.co', subject: null, message: 'Hi' });
  });
});
