import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInitialTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function ThemeButton() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

describe('theme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts from the saved theme, whatever the system prefers', () => {
    prefersDark(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readInitialTheme()).toBe('light');
  });

  it('falls back to the system colour scheme when nothing is saved', () => {
    prefersDark(true);
    expect(readInitialTheme()).toBe('dark');
    prefersDark(false);
    expect(readInitialTheme()).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    prefersDark(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readInitialTheme()).toBe('dark');
  });

  it('applies the initial theme as a body class without saving it', () => {
    prefersDark(true);
    render(
      <ThemeProvider>
        <ThemeButton />
      </ThemeProvider>,
    );
    expect(document.body.classList.contains('dark-theme')).toBe(true);
    expect(document.body.classList.contains('light-theme')).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('toggling flips the theme, swaps the body class and saves the choice', async () => {
    prefersDark(false);
    render(
      <ThemeProvider>
        <ThemeButton />
      </ThemeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    expect(document.body.className).toBe('light-theme');

    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(document.body.className).toBe('dark-theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(document.body.className).toBe('light-theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
