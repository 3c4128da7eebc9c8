import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Calendar, CalendarEntry } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { CalendarPage } from './calendar-page';

const episode = (id: number, title: string, date: string, season: number, number: number, name: string | null) =>
  ({
    mediaType: 'tv',
    id,
    title,
    posterPath: null,
    date,
    episode: { season, episode: number, name },
    reason: 'watching',
  }) satisfies CalendarEntry;

// Thursday 3 December 2026 is today: the window runs from Thursday 26 November to Saturday 2 January.
const calendar: Calendar = {
  today: '2026-12-03',
  from: '2026-11-26',
  to: '2027-01-02',
  timeZone: 'Europe/Istanbul',
  entries: [
    episode(1396, 'Breaking Bad', '2026-12-04', 2, 5, 'Breakage'),
    episode(1399, 'Game of Thrones', '2026-12-04', 1, 1, 'Winter Is Coming'),
    {
      mediaType: 'movie',
      id: 550,
      title: 'Fight Club',
      posterPath: null,
      date: '2026-12-11',
      episode: null,
      reason: 'watchlist',
    },
  ],
};

const api = {
  'GET /api/calendar': { status: 200, body: calendar },
  'GET /api/calendar/feed': { status: 200, body: { active: false, createdAt: null } },
};

describe('the release calendar', () => {
  it('moves between days with the arrow keys, naming each day and its releases', async () => {
    mockApi(api);
    const user = userEvent.setup();
    renderPage(<CalendarPage />, '/calendar', undefined, { signedIn: true });
    const today = await screen.findByRole('button', { name: 'Thursday 3 December: 0 releases' });
    expect(today.getAttribute('aria-current')).toBe('date');
    // One day in the tab order: today.
    expect(screen.getAllByRole('button').filter((b) => b.closest('table') && b.tabIndex === 0)).toEqual([today]);
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Friday 4 December: 2 releases' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Friday 11 December: 1 release' }));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Thursday 3 December: 0 releases' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sunday 6 December: 0 releases' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monday 30 November: 0 releases' }));
    // Never out of the window: the week before starts on its first day.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Thursday 26 November: 0 releases' }));
    expect(screen.getAllByRole('button').filter((b) => b.closest('table') && b.tabIndex === 0)).toHaveLength(1);

    // Enter on a day moves to its releases in the agenda.
    screen.getByRole('button', { name: 'Friday 4 December: 2 releases' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Friday 4 December' }));
  });

  it('lists the releases by day in the agenda, each linking to its title', async () => {
    mockApi(api);
    renderPage(<CalendarPage />, '/calendar', undefined, { signedIn: true });
    const friday = await screen.findByRole('region', { name: 'Friday 4 December' });
    const links = within(friday).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Breaking Bad S02E05 · Breakage', '/title/tv/1396'],
      ['Game of Thrones S01E01 · Winter Is Coming', '/title/tv/1399'],
    ]);
    const nextWeek = screen.getByRole('region', { name: 'Friday 11 December' });
    expect(within(nextWeek).getByRole('link', { name: 'Fight Club' }).getAttribute('href')).toBe('/title/movie/550');
    expect(within(nextWeek).getByText('Movie release')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeTruthy();
  });

  it('says it all in Turkish', async () => {
    await i18n.changeLanguage('tr');
    mockApi(api);
    const user = userEvent.setup();
    renderPage(<CalendarPage />, '/calendar', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yayın takvimi' })).toBeTruthy();
    const today = await screen.findByRole('button', { name: '3 Aralık Perşembe: 0 yayın' });
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '4 Aralık Cuma: 2 yayın' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Ajanda' })).toBeTruthy();
    const friday = screen.getByRole('region', { name: '4 Aralık Cuma' });
    expect(within(friday).getByRole('link', { name: 'Breaking Bad S02E05 · Breakage' })).toBeTruthy();
    expect(within(friday).getAllByText('İzliyorsunuz')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Bağlantı oluştur' })).toBeTruthy();
  });
});
