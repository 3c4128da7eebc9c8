import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/utils';
import { ExportPage } from './export-page';

describe('ExportPage', () => {
  it('says what the ZIP holds and downloads it through a plain link', async () => {
    renderPage(<ExportPage />, '/settings/export', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Export your data' })).toBeTruthy();
    expect(screen.getByText(/watch history, episode marks, ratings and reviews, watchlist, lists, likes/)).toBeTruthy();
    expect(screen.getByText(/Letterboxd-compatible CSV files/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('speaks Turkish', async () => {
    await act(() => i18n.changeLanguage('tr'));
    renderPage(<ExportPage />, '/settings/export', undefined, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verilerini dışa aktar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verilerimi indir' }).getAttribute('href')).toBe('/api/export');
  });
});
