import { screen, within } from '@testing-library/react';
import type { TitleWatchOffers } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildDetail } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import { WhereToWatch } from './where-to-watch';

const detail = buildDetail({ id: 550, mediaType: 'movie', title: 'Fight Club' });
const provider = (id: number, name: string) => ({ id, name, logoPath: `/${id}.jpg` });
const turkey: TitleWatchOffers = {
  region: 'TR',
  known: true,
  link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=TR',
  offers: [
    { kind: 'flatrate', providers: [provider(8, 'Netflix'), provider(337, 'Disney Plus')] },
    { kind: 'rent', providers: [provider(3, 'Google Play Movies')] },
  ],
};

const answer = (offers: TitleWatchOffers) => ({
  'GET /api/titles/movie/550/watch': ({ url }: { url: URL }) => ({
    status: 200,
    body: { ...offers, region: url.searchParams.get('region') },
  }),
});

describe('where to watch', () => {
  it('lists the offers of the region by kind, with the attribution linking to TMDB', async () => {
    mockApi(answer(turkey));
    renderPage(<WhereToWatch detail={detail} Heading="h2" />);
    // English in jsdom (en-US): the United States, until the member picks a region.
    const section = await screen.findByRole('region', { name: 'Where to watch in United States' });
    const stream = within(section).getByText('Stream').nextElementSibling as HTMLElement;
    expect(
      within(stream)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Netflix', 'Disney Plus']);
    expect(within(section).getByText('Rent')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Where-to-watch data by JustWatch, via TMDB.' })).toHaveProperty(
      'href',
      turkey.link,
    );
  });

  it('is Turkey’s in Turkish, and says so when a known title has no offers there', async () => {
    await i18n.changeLanguage('tr');
    let asked: string | null = null;
    mockApi({
      'GET /api/titles/movie/550/watch': ({ url }) => {
        asked = url.searchParams.get('region');
        return { status: 200, body: { region: 'TR', known: true, link: null, offers: [] } };
      },
    });
    renderPage(<WhereToWatch detail={detail} Heading="h2" />);
    const section = await screen.findByRole('region', { name: 'Türkiye bölgesinde nerede izlenir' });
    expect(asked).toBe('TR');
    expect(within(section).getByText(/şu anda yayın, kiralama ya da satın alma seçeneği yok/)).toBeTruthy();
  });

  it('shows nothing for a title no source gave offers for', async () => {
    const fetched = mockApi(answer({ region: 'US', known: false, link: null, offers: [] }));
    renderPage(<WhereToWatch detail={detail} Heading="h2" />);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(/Where to watch|nerede izlenir/)).toBeNull();
  });
});
