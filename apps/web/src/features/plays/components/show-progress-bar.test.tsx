import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleCard } from '../../../components/ui/title-card';
import { i18n } from '../../../lib/i18n';
import { buildCard } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';

const dark = buildCard({ id: 7, mediaType: 'tv', title: 'Dark' });
const heat = buildCard({ id: 7, mediaType: 'movie', title: 'Heat' });
const progress = {
  'GET /api/shows/progress': { status: 200, body: { shows: [{ id: 7, watched: 4, aired: 26, state: 'watching' }] } },
};

describe("a show's card", () => {
  it("shows a member's progress in the show, not on a movie of the same id", async () => {
    mockApi(progress);
    renderPage(
      <>
        <TitleCard title={dark} />
        <TitleCard title={heat} />
      </>,
      '/',
      undefined,
      { signedIn: true },
    );
    const bar = await screen.findByTestId('title-card-progress');
    expect(within(bar).getByText('4 of 26 episodes watched')).toBeTruthy();
    expect(screen.getAllByTestId('title-card-progress')).toHaveLength(1);
  });

  it('says it in Turkish, and shows a visitor no bar', async () => {
    await i18n.changeLanguage('tr');
    mockApi(progress);
    renderPage(<TitleCard title={dark} />, '/', undefined, { signedIn: true });
    expect(await screen.findByText('26 bölümden 4 izlendi')).toBeTruthy();
    renderPage(<TitleCard title={dark} />);
    expect(screen.getAllByTestId('title-card-progress')).toHaveLength(1);
  });
});
