import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, endHydration } from './server-markup';
import { readInitialTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

const themeCookie = () => /(?:^|; )watchify-theme=([^;]*)/.exec(document.cookie)?.[1] ?? null;

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
  afterEach(() => {
    vi.restoreAllMocks();
    // biome-ignore lint/suspicious/noDocumentCookie: the app writes it this way too (lib/theme.tsx)
    document.cookie = 'watchify-theme=; Path=/; Max-Age=0';
  });

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

  it('keeps the choice in a cookie too, so the server paints the next page in it', async () => {
    prefersDark(false);
    render(
      <ThemeProvider>
        <ThemeButton />
      </ThemeProvider>,
    );
    expect(themeCookie()).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(themeCookie()).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(themeCookie()).toBe('light');
  });

  it('brings the cookie in line with the saved choice on start: set when there is one, removed when not', () => {
    prefersDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const first = render(<ThemeProvider>{null}</ThemeProvider>);
    expect(themeCookie()).toBe('dark');
    first.unmount();

    window.localStorage.removeItem(THEME_STORAGE_KEY);
    render(<ThemeProvider>{null}</ThemeProvider>);
    expect(themeCookie()).toBeNull();
  });

  it('takes over server HTML in the theme it was made with, then shows the saved one', () => {
    prefersDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const rendered: string[] = [];
    function Recorder() {
      rendered.push(useTheme().theme);
      return null;
    }
    for (const [markupTheme, firstRender] of [
      ['dark', 'dark'],
      [null, 'light'],
    ] as const) {
      rendered.length = 0;
      beginHydration(markupTheme);
      const view = render(
        <ThemeProvider>
          <Recorder />
        </ThemeProvider>,
      );
      endHydration();
      expect(rendered[0]).toBe(firstRender);
      expect(rendered.at(-1)).toBe('dark');
      view.unmount();
    }
  });
});
