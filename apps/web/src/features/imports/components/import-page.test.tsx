import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_EVENTS, type ImportJob, type ImportRow } from '@watchify/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { ImportPage } from './import-page';
import { job, row, title } from './test-data';

const fakeSocket = await vi.hoisted(async () => (await import('../../../test/fake-socket')).createFakeSocket());
vi.mock('../../../lib/realtime', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    // The app's hook, on the fake socket.
    useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      const current = useRef(handler);
      current.current = handler;
      useEffect(() => {
        const listener = (payload: unknown) => current.current(payload);
        fakeSocket.on(event, listener);
        return () => fakeSocket.off(event, listener);
      }, [event]);
    },
  };
});
beforeEach(() => fakeSocket.reset());

function renderImports() {
  const view = renderPage(<ImportPage />, '/settings/import', undefined, { signedIn: true });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

function csv(name: string, text = 'Date,Name,Year\n2024-01-01,Parasite,2019\n'): File {
  return new File([text], name, { type: 'text/csv' });
}

const running = job({
  id: 'imp-2',
  state: 'running',
  finishedAt: null,
  counts: { read: 40, done: 10, matched: 9, imported: 8, existing: 1, skipped: 0, unmatched: 1 },
});

function progressOf(card: HTMLElement) {
  return within(card).getByRole('progressbar', { name: 'Import progress' });
}

function countOf(card: HTMLElement, name: string) {
  const term = within(card).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('ImportPage: the upload', () => {
  it('sends the source, the conflict policy and every file as one multipart form, then shows the new job', async () => {
    let imports: ImportJob[] = [];
    const fetchMock = mockApi({
      'GET /api/imports': () => ({ status: 200, body: { imports } }),
      'POST /api/imports': () => {
        const created = job({
          id: 'imp-9',
          source: 'imdb',
          state: 'queued',
          files: ['ratings.csv', 'watchlist.csv'],
          counts: { read: 0, done: 0, matched: 0, imported: 0, existing: 0, skipped: 0, unmatched: 0 },
          finishedAt: null,
        });
        imports = [created];
        return { status: 201, body: created };
      },
      'GET /api/imports/imp-9': () => ({ status: 200, body: imports[0] }),
    });
    const { user } = renderImports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import your history' })).toBeTruthy();
    expect(await screen.findByText('You have not imported anything yet.')).toBeTruthy();

    // Letterboxd and "keep mine" are chosen until the member says otherwise; each source says what to upload.
    expect(
      screen.getByRole('radio', {
        name: 'Letterboxd',
        description: 'The export ZIP from Settings → Data, or its CSV files',
      }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Keep my ratings and reviews' })).toHaveProperty('checked', true);
    const imdb = screen.getByRole('radio', { name: 'IMDb', description: 'ratings.csv or a list/watchlist CSV' });

    await user.click(imdb);
    await user.click(screen.getByRole('radio', { name: 'Imported ratings and reviews win' }));
    const input = screen.getByLabelText('Files to import') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.zip,.csv,.json');
    await user.upload(input, [csv('ratings.csv'), csv('watchlist.csv', 'Const\n')]);
    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getByText(/^ratings\.csv \(.+ kB\)$/)).toBeTruthy();
    expect(within(chosen).getByText(/^watchlist\.csv/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start import' }));
    const card = (await screen.findByRole('heading', { name: 'IMDb import' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Queued')).toBeTruthy();
    expect(within(card).getByText(/ratings\.csv, watchlist\.csv/)).toBeTruthy();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('source')).toBe('imdb');
    expect(form.get('conflicts')).toBe('importedWins');
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['ratings.csv', 'watchlist.csv']);
    // The chosen files are cleared for the next upload.
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('takes files dropped onto the drop zone', async () => {
    mockApi({ 'GET /api/imports': { status: 200, body: { imports: [] } } });
    renderImports();
    const zone = (await screen.findByLabelText('Files to import')).parentElement as HTMLElement;
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('diary.csv')] } });
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText(/^diary\.csv/)).toBeTruthy();
  });

  it('refuses an upload over 50 MB before sending it, and shows the API’s refusal in the member’s language', async () => {
    const fetchMock = mockApi({
      'GET /api/imports': { status: 200, body: { imports: [] } },
      'POST /api/imports': {
        status: 400,
        body: { error: { code: 'importWrongSource', message: 'This file does not come from the source you chose.' } },
      },
    });
    const { user } = renderImports();
    await screen.findByText('You have not imported anything yet.');

    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a file to import.');

    const huge = csv('diary.csv');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Files to import'), huge);
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The upload is larger than 50 MB.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await act(() => i18n.changeLanguage('tr'));
    await user.upload(screen.getByLabelText('İçe aktarılacak dosyalar'), csv('diary.csv'));
    await user.click(screen.getByRole('button', { name: 'İçe aktarmayı başlat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bu dosya seçtiğiniz kaynaktan gelmiyor.');
  });
});

describe('ImportPage: the jobs', () => {
  it('shows a running job’s counts and progress, and follows its socket events until it is done', async () => {
    mockApi({
      'GET /api/imports': { status: 200, body: { imports: [running] } },
      'GET /api/imports/imp-2': { status: 200, body: running },
    });
    renderImports();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd import' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Running')).toBeTruthy();
    const bar = progressOf(card);
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.getAttribute('aria-valuemax')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 of 40 rows');
    expect(countOf(card, 'Read')).toBe('40');
    expect(countOf(card, 'Matched')).toBe('9');
    expect(countOf(card, 'Imported')).toBe('8');
    expect(countOf(card, 'Already there')).toBe('1');
    expect(countOf(card, 'Skipped')).toBe('0');
    expect(countOf(card, 'Unmatched')).toBe('1');
    expect(within(card).queryByRole('button', { name: 'Show report' })).toBeNull();

    act(() =>
      fakeSocket.emit(IMPORT_EVENTS.progress, {
        ...running,
        counts: { ...running.counts, done: 30, imported: 27 },
      }),
    );
    await waitFor(() => expect(progressOf(card).getAttribute('aria-valuenow')).toBe('30'));
    expect(countOf(card, 'Imported')).toBe('27');

    act(() =>
      fakeSocket.emit(IMPORT_EVENTS.progress, {
        ...running,
        state: 'done',
        counts: { ...running.counts, done: 40, imported: 36, unmatched: 2 },
      }),
    );
    expect(await within(card).findByText('Done')).toBeTruthy();
    expect(progressOf(card).getAttribute('aria-valuenow')).toBe('40');
    expect(within(card).getByRole('button', { name: 'Show report' })).toBeTruthy();
  });

  it('polls a running job without the socket, so the page keeps moving after a reload', async () => {
    let current = running;
    const fetchMock = mockApi({
      'GET /api/imports': () => ({ status: 200, body: { imports: [current] } }),
      'GET /api/imports/imp-2': () => {
        current = { ...running, state: 'done', counts: { ...running.counts, done: 40 } };
        return { status: 200, body: current };
      },
    });
    renderImports();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd import' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Running')).toBeTruthy();
    expect(await within(card).findByText('Done', {}, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/imports/imp-2'))).toBe(true);
  });

  it('names why a job failed', async () => {
    mockApi({
      'GET /api/imports': {
        status: 200,
        body: { imports: [job({ state: 'failed', error: 'importBadHeader' })] },
      },
    });
    renderImports();
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('A CSV file has columns we do not recognise for this source.')).toBeTruthy();
  });

  it('undoes a finished import only after the confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/imports': { status: 200, body: { imports: [job()] } },
      'DELETE /api/imports/imp-1': { status: 200, body: job({ state: 'undone' }) },
    });
    const { user } = renderImports();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd import' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Undo import' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Undo this import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Undo import' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Undo import' }));
    expect(await within(card).findByText('Undone')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Undo import' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ImportPage: the report', () => {
  const matchedRow = row({
    id: 'row-2',
    label: 'Alien (1979)',
    state: 'imported',
    reason: null,
    match: { mediaType: 'movie', id: 348, title: 'Alien', year: 1979, method: 'titleYear' },
  });

  function serveReport(extra: Parameters<typeof mockApi>[0] = {}) {
    let rows: ImportRow[] = [row(), row({ id: 'row-3', label: 'Some Lost Film (1950)', line: 13 })];
    let current = job();
    const fetchMock = mockApi({
      'GET /api/imports': () => ({ status: 200, body: { imports: [current] } }),
      'GET /api/imports/imp-1': () => ({ status: 200, body: current }),
      'GET /api/imports/imp-1/rows': ({ url }) => {
        const state = url.searchParams.get('state');
        if (state === 'imported') {
          return url.searchParams.get('cursor') === 'next'
            ? {
                status: 200,
                body: { rows: [row({ ...matchedRow, id: 'row-4', label: 'Heat (1995)' })], nextCursor: null },
              }
            : { status: 200, body: { rows: [matchedRow], nextCursor: 'next' } };
        }
        return { status: 200, body: { rows: rows.filter((known) => known.state === state), nextCursor: null } };
      },
      'GET /api/search': { status: 200, body: { results: [title()], page: 1, totalPages: 1, totalResults: 1 } },
      'PUT /api/imports/imp-1/rows/row-1/match': () => {
        const fixed = row({
          state: 'imported',
          reason: null,
          match: { mediaType: 'movie', id: 496243, title: 'Parasite', year: 2019, method: 'manual' },
        });
        rows = rows.map((known) => (known.id === fixed.id ? fixed : known));
        current = job({ counts: { ...current.counts, imported: 7, unmatched: 1, matched: 9 } });
        return { status: 200, body: fixed };
      },
      'POST /api/imports/imp-1/rows/row-3/dismiss': () => {
        const dismissed = row({ id: 'row-3', label: 'Some Lost Film (1950)', line: 13, state: 'dismissed' });
        rows = rows.map((known) => (known.id === dismissed.id ? dismissed : known));
        current = job({ counts: { ...current.counts, unmatched: 1 } });
        return { status: 200, body: dismissed };
      },
      ...extra,
    });
    return fetchMock;
  }

  it('opens on the unmatched rows, and fixes one through the title search and a pick', async () => {
    const fetchMock = serveReport();
    const { user } = renderImports();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd import' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Show report' }));
    expect((within(card).getByLabelText('Show rows') as HTMLSelectElement).value).toBe('unmatched');
    const first = (await within(card).findByText('Parasitee (2019)')).closest('li') as HTMLElement;
    expect(within(first).getByText('Watch · diary.csv, line 12')).toBeTruthy();
    expect(within(first).getByText('No title with this name and year is in the catalog.')).toBeTruthy();
    expect(within(first).getByText('Unmatched')).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Find the title of Parasitee (2019)' }));
    const search = within(first).getByLabelText('Search for the title of Parasitee (2019)') as HTMLInputElement;
    expect(search.value).toBe('Parasitee');
    await user.clear(search);
    await user.type(search, 'Parasite');
    await user.click(within(first).getByRole('button', { name: 'Search' }));
    const searchCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/search'));
    expect(new URL(String(searchCall?.[0]), 'http://localhost').searchParams.get('q')).toBe('Parasite');

    await user.click(await within(first).findByRole('button', { name: 'Pick Parasite (2019)' }));
    expect(await within(first).findByText('Parasite (2019) · Matched by: Chosen by you')).toBeTruthy();
    expect(within(first).getByText('Imported')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/imports/imp-1/rows/row-1/match');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ mediaType: 'movie', id: 496243 });
    // The job's counts follow.
    await waitFor(() => expect(countOf(card, 'Imported')).toBe('7'));
    expect(countOf(card, 'Unmatched')).toBe('1');
  });

  it('dismisses an unmatched row', async () => {
    const fetchMock = serveReport();
    const { user } = renderImports();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd import' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Show report' }));
    await user.click(await within(card).findByRole('button', { name: 'Dismiss Some Lost Film (1950)' }));
    const item = within(card).getByText('Some Lost Film (1950)').closest('li') as HTMLElement;
    expect(await within(item).findByText('Dismissed')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Dismiss/ })).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => init?.method === 'POST' && String(input) === '/api/imports/imp-1/rows/row-3/dismiss',
      ),
    ).toBe(true);
    await waitFor(() => expect(countOf(card, 'Unmatched')).toBe('1'));
  });

  it('shows the rows of another state, with how each was matched, a page at a time', async () => {
    serveReport();
    const { user } = renderImports();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd import' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Show report' }));
    await user.selectOptions(within(card).getByLabelText('Show rows'), 'imported');
    expect(await within(card).findByText('Alien (1979) · Matched by: Title and year')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Load more' }));
    expect(await within(card).findByText('Heat (1995)')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('speaks Turkish', async () => {
    serveReport();
    await act(() => i18n.changeLanguage('tr'));
    const { user } = renderImports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Geçmişini içe aktar' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Benim puanlarım ve yorumlarım kalsın' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Letterboxd içe aktarması' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Tamamlandı')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'İçe aktarma ilerlemesi' })).toBeTruthy();
    expect(countOf(card, 'Zaten vardı')).toBe('1');
    await user.click(within(card).getByRole('button', { name: 'Raporu göster' }));
    expect(await within(card).findAllByText('Katalogda bu ad ve yılla bir yapım yok.')).toHaveLength(2);
    expect(within(card).getByText('İzleme · diary.csv, 12. satır')).toBeTruthy();
  });
});
