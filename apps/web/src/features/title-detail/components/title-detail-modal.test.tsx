import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TitleDetail } from '@watchify/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tabbableElements } from '../../../components/ui/dialog';
import { buildDetail } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/utils';
import type { TitleDetailSlots } from './title-detail-content';
import { TitleDetailModal } from './title-detail-modal';

/** What app/ puts in the slots (the comments feature's parts), as plain markup: these tests are about the modal. */
const slots: TitleDetailSlots = {
  rating: (detail) => <p>Rating of {detail.title}</p>,
  comments: (detail, headingLevel) => {
    const Heading = headingLevel;
    return (
      <section>
        <Heading>Comments on {detail.title}</Heading>
        <button type="button">Last control</button>
      </section>
    );
  },
};

function Opener({ castLimit = 8 }: { castLimit?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open The Godfather
      </button>
      {open && (
        <TitleDetailModal
          title={{ mediaType: 'movie', id: 238 }}
          castLimit={castLimit}
          slots={slots}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

type Reply = { status: number; body: unknown };

async function openModal(detail: Partial<TitleDetail> = {}, props = {}, reply?: Reply) {
  const answer = reply ?? { status: 200, body: buildDetail(detail) };
  mockApi({ 'GET /api/titles/movie/238': answer });
  renderPage(<Opener {...props} />);
  const user = userEvent.setup({ delay: null });
  const opener = screen.getByRole('button', { name: 'Open The Godfather' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('TitleDetailModal', () => {
  it('is a modal dialog named by the title, with trailer, facts, summary and cast', async () => {
    const { dialog } = await openModal();
    await within(dialog).findByRole('heading', { level: 2, name: 'The Godfather' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'The Godfather' })).toBe(dialog);

    const trailer = within(dialog).getByTitle('Trailer: The Godfather');
    expect(trailer.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/sY1S34973zA\?/);
    expect(trailer.getAttribute('src')).toContain('autoplay=1');

    const facts = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(facts('Year')).toBe('1972');
    expect(facts('Rating')).toBe('8.7 / 10');
    expect(facts('Runtime')).toBe('175 min');
    expect(facts('Genres')).toBe('Drama, Crime');
    expect(within(dialog).getByText('A story worth watching.')).toBeTruthy();
    const director = within(dialog).getByRole('link', { name: 'Francis Ford Coppola' });
    expect(director.getAttribute('href')).toBe('/person/1776');
    expect(director.closest('p')?.textContent).toBe('Directed by Francis Ford Coppola');

    const cast = within(dialog).getByRole('heading', { name: 'Cast' }).parentElement as HTMLElement;
    expect(within(cast).getAllByRole('listitem')).toHaveLength(8);
    expect(within(cast).getByRole('link', { name: 'Actor 1' }).getAttribute('href')).toMatch(/^\/person\/\d+$/);
    expect(within(cast).getByText('as Role 1')).toBeTruthy();
    expect(cast.querySelector('img')?.getAttribute('src')).toBe('/api/images/w200/actor1.jpg');
    expect(within(cast).getAllByTestId('initial-avatar')[0]?.textContent).toBe('A');

    // The slots app/ fills: the rating under the watchlist button, the comments last, headed one level under the h2.
    const rating = within(dialog).getByText('Rating of The Godfather');
    const addButton = within(dialog).getByRole('button', { name: 'Add to watchlist' });
    expect(addButton.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const comments = within(dialog).getByRole('heading', { level: 3, name: 'Comments on The Godfather' });
    expect(cast.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists six cast members when opened from a trending page', async () => {
    const { dialog } = await openModal({}, { castLimit: 6 });
    const cast = (await within(dialog).findByRole('heading', { name: 'Cast' })).parentElement as HTMLElement;
    expect(within(cast).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows N/A for a missing rating, an unknown runtime, and the backdrop when there is no trailer', async () => {
    const { dialog } = await openModal({ voteAverage: null, runtime: null, trailerKey: null, videos: [] });
    await within(dialog).findByRole('heading', { name: 'The Godfather' });
    expect(within(dialog).getByText('Rating').nextElementSibling?.textContent).toBe('N/A');
    expect(within(dialog).getByText('Runtime').nextElementSibling?.textContent).toBe('Unknown');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByTestId('backdrop-placeholder')).toBeTruthy();
  });

  it('picks the YouTube trailer among the videos when the server chose none', async () => {
    const { dialog } = await openModal({
      trailerKey: null,
      videos: [
        { key: 'teaser1', site: 'YouTube', type: 'Teaser', name: 'Teaser' },
        { key: 'trailer1', site: 'YouTube', type: 'Trailer', name: 'Official Trailer' },
      ],
    });
    const trailer = await within(dialog).findByTitle('Trailer: The Godfather');
    expect(trailer.getAttribute('src')).toContain('/embed/trailer1?');
  });

  it('does not autoplay the trailer in the accessibility mode', async () => {
    document.documentElement.classList.add('a11y');
    const { dialog } = await openModal();
    const trailer = await within(dialog).findByTitle('Trailer: The Godfather');
    expect(trailer.getAttribute('src')).not.toContain('autoplay');
  });

  it('closes with the Close button and gives focus back to what opened it', async () => {
    const { user, opener, dialog } = await openModal();
    await within(dialog).findByRole('heading', { name: 'The Godfather' });
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on a click on the overlay, not on a click inside', async () => {
    const first = await openModal();
    await first.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first.opener);

    await first.user.click(first.opener);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'The Godfather' });
    await first.user.click(within(dialog).getByText('A story worth watching.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await first.user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first.opener);
  });

  it('takes focus, keeps Tab inside and makes the page behind inert', async () => {
    const { user, opener, dialog } = await openModal();
    await within(dialog).findByRole('heading', { name: 'The Godfather' });
    expect(document.activeElement).toBe(dialog);
    expect(opener.closest('[inert]')).not.toBeNull();

    const trailer = within(dialog).getByTitle('Trailer: The Godfather');
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // The last control (at the end of the comments slot) wraps around to the first (the trailer) and back.
    const last = within(dialog).getByRole('button', { name: 'Last control' });
    expect(tabbableElements(dialog).at(-1)).toBe(last);
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(trailer);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('keeps focus inside when the control that had it is replaced as the detail arrives', async () => {
    let answer: (reply: Reply) => void = () => {};
    mockApi({ 'GET /api/titles/movie/238': () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderPage(<Opener />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Open The Godfather' }));
    const dialog = screen.getByRole('dialog');
    await user.tab();
    const loadingClose = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(loadingClose);

    answer({ status: 200, body: buildDetail() });
    await within(dialog).findByRole('heading', { name: 'The Godfather' });
    expect(loadingClose.isConnected).toBe(false);
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('says the title was not found, with a way home', async () => {
    const notFound = { status: 404, body: { error: { code: 'notFound', message: 'No such title' } } };
    const { dialog } = await openModal({}, {}, notFound);
    expect(await within(dialog).findByRole('heading', { name: 'Title not found' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Title not found' })).toBe(dialog);
    expect(within(dialog).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('offers a retry when the detail cannot be loaded', async () => {
    const onClose = vi.fn();
    mockApi({ 'GET /api/titles/movie/238': { status: 500, body: {} } });
    renderPage(<TitleDetailModal title={{ mediaType: 'movie', id: 238 }} castLimit={8} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Content details could not be loaded.' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
