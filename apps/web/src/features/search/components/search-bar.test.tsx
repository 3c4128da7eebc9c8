import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { SearchBar } from './search-bar';

function renderBar(element = <SearchBar />) {
  mockApi({});
  const view = renderPage(
    <div>
      {element}
      <p>Outside</p>
    </div>,
  );
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, location, user: userEvent.setup({ delay: null }) };
}

const panel = () => screen.getByRole('dialog', { name: 'Advanced Filters' });
const toggle = () => screen.getByRole('button', { name: 'Advanced Filters' });

describe('SearchBar', () => {
  it('searches the typed text across all types', async () => {
    const { user, location } = renderBar();
    await user.type(screen.getByRole('searchbox', { name: 'Search movies and TV shows' }), 'The Matrix');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=The%20Matrix&type=all');
  });

  it('opens the Advanced Filters panel and closes it with Close, Escape or a click outside', async () => {
    const { user } = renderBar();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(panel().id);
    expect(within(panel()).getByRole('heading', { name: 'Advanced Filters' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Minimum duration (minutes)'));

    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.click(screen.getByLabelText('Actor Search'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers every panel field with its bounds', async () => {
    const { user } = renderBar();
    await user.click(toggle());
    const number = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect([number('Minimum duration (minutes)').min, number('Maximum duration (minutes)').max]).toEqual(['0', '240']);
    expect(number('Maximum duration (minutes)').value).toBe('240');
    expect([number('From year').value, number('To year').value]).toEqual(['1900', String(new Date().getFullYear())]);
    expect([number('Minimum IMDB rating').step, number('Maximum IMDB rating').max]).toEqual(['0.1', '10']);
    expect(
      within(screen.getByRole('combobox', { name: 'Watch Time' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Day', 'Night']);
    const genres = within(screen.getByRole('group', { name: 'Genres' })).getAllByRole('checkbox');
    expect(genres).toHaveLength(19);
    expect(screen.getByRole('group', { name: 'Year Range' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'IMDB Rating' })).toBeTruthy();
  });

  it('puts only the changed filters into the /search URL', async () => {
    const { user, location } = renderBar();
    await user.type(screen.getByRole('searchbox', { name: 'Search movies and TV shows' }), 'dune');
    await user.click(toggle());
    await user.clear(screen.getByLabelText('Minimum duration (minutes)'));
    await user.type(screen.getByLabelText('Minimum duration (minutes)'), '90');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Watch Time' }), 'night');
    await user.click(screen.getByRole('checkbox', { name: 'Science Fiction' }));
    await user.click(screen.getByRole('checkbox', { name: 'Adventure' }));
    await user.type(screen.getByLabelText('Actor Search'), 'Zendaya');
    await user.clear(screen.getByLabelText('From year'));
    await user.type(screen.getByLabelText('From year'), '2020');
    await user.clear(screen.getByLabelText('Minimum IMDB rating'));
    await user.type(screen.getByLabelText('Minimum IMDB rating'), '7.5');
    expect(toggle().getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const filters = {
      duration: { min: 90 },
      watchTime: 'night',
      genres: [878, 12],
      cast: 'Zendaya',
      year: { min: 2020 },
      rating: { min: 7.5 },
    };
    expect(location()).toBe(`/search?q=dune&type=all&filters=${encodeURIComponent(JSON.stringify(filters))}`);
  });

  it('refuses a reversed or out-of-bounds range with a clear message and focuses the field', async () => {
    const { user, location } = renderBar();
    await user.click(toggle());
    await user.clear(screen.getByLabelText('Minimum duration (minutes)'));
    await user.type(screen.getByLabelText('Minimum duration (minutes)'), '200');
    await user.clear(screen.getByLabelText('Maximum duration (minutes)'));
    await user.type(screen.getByLabelText('Maximum duration (minutes)'), '100');
    await user.keyboard('{Enter}');

    expect(location()).toBe('/');
    expect(screen.getByRole('alert').textContent).toBe(
      'The minimum duration cannot be greater than the maximum duration.',
    );
    const minimum = screen.getByLabelText('Minimum duration (minutes)');
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(minimum);

    // Closed panels do not hide a problem: submitting opens the panel again.
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(panel()).toBeTruthy();

    await user.clear(screen.getByLabelText('Maximum duration (minutes)'));
    await user.type(screen.getByLabelText('Maximum duration (minutes)'), '240');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(screen.getByLabelText('To year'));
    await user.type(screen.getByLabelText('To year'), '1800');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe(
      `Years must be whole numbers between 1900 and ${new Date().getFullYear()}.`,
    );

    await user.clear(screen.getByLabelText('To year'));
    await user.clear(screen.getByLabelText('Minimum IMDB rating'));
    await user.type(screen.getByLabelText('Minimum IMDB rating'), '9');
    await user.clear(screen.getByLabelText('Maximum IMDB rating'));
    await user.type(screen.getByLabelText('Maximum IMDB rating'), '8.5');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe('The minimum rating cannot be greater than the maximum rating.');
    expect(location()).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe('/search?q=&type=all');
  });

  it('starts from the current search on /search, keeping its type', async () => {
    const { user, location } = renderBar(
      <SearchBar initialQuery="alien" type="movie" initialFilters={{ genres: [27], year: { min: 1979 } }} />,
    );
    expect((screen.getByRole('searchbox', { name: 'Search movies and TV shows' }) as HTMLInputElement).value).toBe(
      'alien',
    );
    await user.click(toggle());
    expect((screen.getByRole('checkbox', { name: 'Horror' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('From year') as HTMLInputElement).value).toBe('1979');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe(
      `/search?q=alien&type=movie&filters=${encodeURIComponent(JSON.stringify({ genres: [27], year: { min: 1979 } }))}`,
    );
  });
});
