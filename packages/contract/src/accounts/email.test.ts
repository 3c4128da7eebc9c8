import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './email.js';

describe('normalizeEmail', () => {
  it('folds full-width letters to ASCII, trims and lower-cases', () => {
    expect(normalizeEmail('ａｄｍｉｎ@example.com')).toBe('admin@example.com');
    expect(normalizeEmail('ＡＤＭＩＮ＠ＥＸＡＭＰＬＥ．ＣＯＭ')).toBe('admin@example.com');
    expect(normalizeEmail('  Ayse.Yilmaz@Example.COM \n')).toBe('ayse.yilmaz@example.com');
  });
});

describe('isValidEmail', () => {
  const accepted = [
    'admin@example.com',
    'ａｄｍｉｎ@example.com',
    ' Ayse.Yilmaz+films@mail.example.com.tr ',
    "o'brien_2@sub-domain.example.org",
  ];
  const refused = [
    'admin@example.com\u0000',
    'ad\u0007min@example.com',
    'admin@exam\u200bple.com',
    'admin@example.com.',
    'admin.@example.com',
    '.admin@example.com',
    'ad..min@example.com',
    'ad min@example.com',
    'admin@example',
    'admin@-example.com',
    'ayşe@example.com',
    'admin@örnek.com',
    '@example.com',
    '',
  ];

  it.each(accepted)('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(refused)('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts nothing that better-auth (zod’s z.email()) would refuse once normalised', () => {
    for (const email of [...accepted, ...refused]) {
      if (isValidEmail(email)) expect(z.email().safeParse(normalizeEmail(email)).success, email).toBe(true);
    }
  });
});
