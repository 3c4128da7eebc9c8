import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-redirect';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/search?q=dune&type=movie', '/search?q=dune&type=movie'],
    ['/title/movie/42#cast', '/title/movie/42#cast'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/profile\n',
    '/login',
    '/register?x=1',
  ])('falls back to home for %j', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the return path', () => {
    expect(loginPathFor('/chat?with=ada')).toBe('/login?next=%2Fchat%3Fwith%3Dada');
  });

  it('needs no return path for home or the sign-in pages', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login')).toBe('/login');
  });
});
