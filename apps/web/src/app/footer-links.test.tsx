import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderRoutes } from '../test/utils';
import { routes } from './router';

const signedOut = { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in first' } } };

describe('footer links', () => {
  it.each([false, true])('point at pages the router knows, never the catch-all (signed in: %s)', async (signedIn) => {
    mockApi({
      'GET /api/me': signedIn ? { status: 200, body: buildMe() } : signedOut,
    });
    renderRoutes(routes, '/help');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) {
      const deepest = matchRoutes(routes, href)?.at(-1)?.route;
      expect(deepest?.path, href).not.toBe('*');
      expect(deepest, href).toBeDefined();
    }
  });
});
