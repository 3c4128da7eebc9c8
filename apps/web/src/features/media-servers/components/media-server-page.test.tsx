import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnmatchedDelivery } from '@watchify/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { MediaServerPage } from './media-server-page';

const URL_ONE = 'http://localhost:3000/api/webhooks/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const URL_TWO = 'http://localhost:3000/api/webhooks/media/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

const unmatched: UnmatchedDelivery[] = [
  {
    id: '0002',
    server: 'jellyfin',
    mediaType: 'tv',
    name: '86 Eighty-Six',
    year: 2021,
    episode: { season: 1, episode: 5 },
    receivedAt: '2026-11-27T20:15:00.000Z',
  },
  {
    id: '0001',
    server: 'plex',
    mediaType: 'movie',
    name: 'Nowhere Film',
    year: null,
    episode: null,
    receivedAt: '2026-11-26T20:15:00.000Z',
  },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the media-server settings page', () => {
  it('makes a URL to copy, asks before resetting it, and dismisses an unmatched delivery', async () => {
    let made = 0;
    const fetchMock = mockApi({
      'GET /api/media-server/webhook': { status: 200, body: { active: false, createdAt: null } },
      'POST /api/media-server/webhook': () => {
        made += 1;
        return { status: 201, body: { url: made === 1 ? URL_ONE : URL_TWO, createdAt: '2026-11-27T20:00:00.000Z' } };
      },
      'GET /api/media-server/unmatched': { status: 200, body: { unmatched } },
      'DELETE /api/media-server/unmatched/0001': { status: 204 },
    });
    const user = userEvent.setup();
    renderPage(<MediaServerPage />, '/settings/media-server', undefined, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Media server' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Create webhook URL' }));
    const field = await screen.findByRole('textbox', { name: 'Your webhook URL' });
    expect((field as HTMLInputElement).value).toBe(URL_ONE);
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(URL_ONE);
    expect(screen.getByRole('status').textContent).toBe('URL copied.');

    // A reset asks first; cancelling keeps the URL.
    await user.click(screen.getByRole('button', { name: 'Reset URL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your webhook URL?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(made).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Reset URL' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset URL' }));
    expect(((await screen.findByDisplayValue(URL_TWO)) as HTMLInputElement).value).toBe(URL_TWO);
    expect(made).toBe(2);

    // Each server's setup steps.
    for (const server of ['Jellyfin', 'Plex', 'Emby']) {
      expect(screen.getByRole('heading', { level: 3, name: server })).toBeTruthy();
    }
    expect(screen.getByText(/install the “Webhook” plugin/)).toBeTruthy();

    const list = screen.getByRole('region', { name: 'Not matched' });
    expect(within(list).getByText('86 Eighty-Six (2021) · S1 E5')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Dismiss Nowhere Film' }));
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/media-server/unmatched/0001',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('speaks Turkish, and says when nothing is unmatched', async () => {
    mockApi({
      'GET /api/media-server/webhook': { status: 200, body: { active: true, createdAt: '2026-11-27T20:00:00.000Z' } },
      'GET /api/media-server/unmatched': { status: 200, body: { unmatched: [] } },
    });
    await i18n.changeLanguage('tr');
    renderPage(<MediaServerPage />, '/settings/media-server', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Medya sunucusu' })).toBeTruthy();
    expect(
      await screen.findByText('Webhook adresin etkin. Adresi yalnızca bir kez gösteriyoruz; yenisi için sıfırla.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adresi sıfırla' })).toBeTruthy();
    expect(await screen.findByText('Burada bir şey yok: sunucunun gönderdiği her izleme eşleşti.')).toBeTruthy();
  });

  it('shows the unmatched row in Turkish words', async () => {
    mockApi({
      'GET /api/media-server/webhook': { status: 200, body: { active: false, createdAt: null } },
      'GET /api/media-server/unmatched': { status: 200, body: { unmatched } },
    });
    await i18n.changeLanguage('tr');
    renderPage(<MediaServerPage />, '/settings/media-server', undefined, { signedIn: true });
    expect(await screen.findByText('86 Eighty-Six (2021) · 1. Sezon 5. Bölüm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nowhere Film kaydını listeden kaldır' })).toBeTruthy();
  });
});
