import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { TrackingSettingsForm } from './tracking-settings-form';

describe('TrackingSettingsForm', () => {
  it('shows the stored choices and saves each change at once', async () => {
    const sent: unknown[] = [];
    let stored = { watchlistAfterWatch: 'ask', showWatched: false };
    mockApi({
      'GET /api/me/tracking-settings': () => ({ status: 200, body: stored }),
      'PUT /api/me/tracking-settings': ({ body }: { body: unknown }) => {
        sent.push(body);
        stored = { ...stored, ...(body as object) };
        return { status: 200, body: stored };
      },
    });
    renderPage(<TrackingSettingsForm />, '/account', undefined, { signedIn: true });
    const group = await screen.findByRole('group', { name: 'When I mark a title on my watchlist as watched' });
    expect(group).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'Ask me whether to remove it from my watchlist' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Remove it from my watchlist' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Remove it from my watchlist' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Show titles I have already watched in the Top rows and my recommendations',
      }),
    );
    await waitFor(() => expect(sent).toEqual([{ watchlistAfterWatch: 'always' }, { showWatched: true }]));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    try {
      mockApi({
        'GET /api/me/tracking-settings': { status: 200, body: { watchlistAfterWatch: 'never', showWatched: true } },
      });
      renderPage(<TrackingSettingsForm />, '/account', undefined, { signedIn: true });
      expect(await screen.findByRole('heading', { name: 'İzleme takibi' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'İzleme listemde kalsın' }) as HTMLInputElement).checked).toBe(true);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
