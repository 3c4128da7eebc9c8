import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WatchProvider } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { ServicesPage } from './services-page';

const netflix: WatchProvider = { id: 8, name: 'Netflix', logoPath: '/netflix.jpg' };
const blutv: WatchProvider = { id: 341, name: 'blutv', logoPath: '/blutv.jpg' };
const peacock: WatchProvider = { id: 387, name: 'Peacock Premium', logoPath: null };

const providersOf = (region: string | null) =>
  region === 'TR' ? [netflix, blutv] : region === 'US' ? [netflix, peacock] : [];

describe('the services settings', () => {
  it('offers the region’s services, keeps the region apart from the language, and saves both', async () => {
    const saved: unknown[] = [];
    mockApi({
      'GET /api/me/watch-services': { status: 200, body: { region: null, services: [] } },
      'GET /api/watch-providers': ({ url }) => ({
        status: 200,
        body: { region: url.searchParams.get('region'), providers: providersOf(url.searchParams.get('region')) },
      }),
      'PUT /api/me/watch-services': ({ body }) => {
        saved.push(body);
        return { status: 200, body: { region: 'TR', services: [blutv] } };
      },
      'GET /api/me/watch-services/titles': { status: 200, body: { region: 'TR', titles: [] } },
    });
    const user = userEvent.setup();
    renderPage(<ServicesPage />, '/settings/services', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your region and services' })).toBeTruthy();
    // jsdom's browser language is en-US: automatic means the United States.
    const region = screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement;
    expect(region.value).toBe('');
    expect(within(region).getByRole('option', { name: 'Automatic (United States)' })).toBeTruthy();
    const us = await screen.findByRole('group', { name: 'Your services in United States' });
    expect(within(us).getByRole('checkbox', { name: 'Peacock Premium' })).toBeTruthy();

    await user.selectOptions(region, 'TR');
    const turkey = await screen.findByRole('group', { name: 'Your services in Türkiye' });
    await user.click(await within(turkey).findByRole('checkbox', { name: 'blutv' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your region and services are saved.')).toBeTruthy();
    expect(saved).toEqual([{ region: 'TR', serviceIds: [341] }]);
  });

  it('says in Turkish why a choice was refused', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/me/watch-services': { status: 200, body: { region: 'TR', services: [netflix] } },
      'GET /api/watch-providers': { status: 200, body: { region: 'TR', providers: [netflix, blutv] } },
      'PUT /api/me/watch-services': {
        status: 400,
        body: { error: { code: 'unknownService', message: 'One of these services is unknown.' } },
      },
    });
    const user = userEvent.setup();
    renderPage(<ServicesPage />, '/settings/services', undefined, { signedIn: true });
    const group = await screen.findByRole('group', { name: 'Türkiye bölgesindeki servisleriniz' });
    expect((within(group).getByRole('checkbox', { name: 'Netflix' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Bölge' }) as HTMLSelectElement).value).toBe('TR');
    await user.click(within(group).getByRole('checkbox', { name: 'blutv' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bu servislerden biri bilinmiyor.');
  });
});
