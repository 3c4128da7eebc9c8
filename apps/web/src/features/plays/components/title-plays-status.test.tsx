import { screen } from '@testing-library/react';
import type { Play } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { TitlePlaysStatus } from './title-plays-status';

const play = (id: string, watchedOn: string | null): Play => ({
  id,
  mediaType: 'movie',
  titleId: 1,
  title: 'Heat',
  posterPath: null,
  year: 1995,
  watchedOn,
  rewatch: false,
  season: null,
  episode: null,
  loggedAt: '2026-01-01T00:00:00.000Z',
});

describe('TitlePlaysStatus', () => {
  it('says when I last watched the title and how often', async () => {
    mockApi({
      'GET /api/titles/movie/1/plays': { status: 200, body: { plays: [play('b', '2024-03-05'), play('a', null)] } },
    });
    renderPage(<TitlePlaysStatus title={{ mediaType: 'movie', id: 1 }} />, '/', undefined, { signedIn: true });
    expect(await screen.findByText('You watched this on Mar 5, 2024 (2 times)')).toBeTruthy();
  });

  it('says so without a date, in Turkish too, and nothing before the first play', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/titles/movie/1/plays': { status: 200, body: { plays: [play('a', null)] } },
      'GET /api/titles/movie/2/plays': { status: 200, body: { plays: [] } },
    });
    renderPage(
      <>
        <TitlePlaysStatus title={{ mediaType: 'movie', id: 1 }} />
        <TitlePlaysStatus title={{ mediaType: 'movie', id: 2 }} />
      </>,
      '/',
      undefined,
      { signedIn: true },
    );
    expect(await screen.findByText('Bunu izlediniz (tarih hatırlanmıyor)')).toBeTruthy();
    expect(screen.getAllByTestId('title-plays-status')).toHaveLength(1);
  });
});
