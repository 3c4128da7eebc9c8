import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { TitleCard } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, mockApi, renderPage } from '../../../test/utils';
import { RegistrationPage } from './registration-page';

const reservation = { status: 201, body: { reservationToken: 'token-1', expiresAt: '2030-01-01T00:00:00.000Z' } };

function card(id: number, mediaType: 'movie' | 'tv', title: string): TitleCard {
  return { id, mediaType, title, year: 2020, posterPath: null, voteAverage: 7.5, genreIds: [28] };
}

const preferenceTitles = {
  status: 200,
  body: {
    movies: [card(1, 'movie', 'Heat'), card(2, 'movie', 'Ronin')],
    shows: [card(3, 'tv', 'The Wire'), card(4, 'tv', 'Fargo')],
  },
};

function renderRegistration(onRegistered = vi.fn()) {
  renderPage(<RegistrationPage onRegistered={onRegistered} />, '/register');
  return { onRegistered, user: userEvent.setup({ delay: null }) };
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Continue to Preferences' }));
const alertText = () => screen.getByRole('alert').textContent;

async function fillValidPersonalInfo(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Nickname'), 'ada_l');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  fireEvent.change(screen.getByLabelText('Birth Date'), { target: { value: '1990-05-01' } });
  await user.selectOptions(screen.getByLabelText('Occupation'), 'Engineer');
  await user.selectOptions(screen.getByLabelText('City'), 'İzmir');
}

async function reachPreferences(user: UserEvent) {
  await fillValidPersonalInfo(user);
  await submit(user);
  await screen.findByRole('heading', { name: 'Choose your favourite genres' });
}

describe('registration step 1', () => {
  it('shows the message of the first failing rule, in the spec’s order, before asking the server', async () => {
    const fetchMock = mockApi({ 'POST /api/registration/reservations': reservation });
    const { user } = renderRegistration();

    await submit(user);
    expect(alertText()).toBe('Name and surname fields are required!');

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await submit(user);
    expect(alertText()).toBe('Name and surname fields are required!');

    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await submit(user);
    expect(alertText()).toBe('Nickname is required!');

    await user.type(screen.getByLabelText('Nickname'), 'ad');
    await submit(user);
    expect(alertText()).toBe('Nickname must be at least 3 characters long!');

    await user.type(screen.getByLabelText('Nickname'), 'a_l');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await submit(user);
    expect(alertText()).toBe('Passwords do not match!');

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await submit(user);
    expect(alertText()).toBe('Password must be at least 6 characters long!');

    await user.type(screen.getByLabelText('Password'), 'def');
    await user.type(screen.getByLabelText('Confirm Password'), 'def');
    await submit(user);
    expect(alertText()).toBe('Birth date is required!');

    fireEvent.change(screen.getByLabelText('Birth Date'), { target: { value: '1990-05-01' } });
    await submit(user);
    expect(alertText()).toBe('Occupation selection is required!');

    await user.selectOptions(screen.getByLabelText('Occupation'), 'Engineer');
    await submit(user);
    expect(alertText()).toBe('City selection is required!');

    await user.selectOptions(screen.getByLabelText('City'), 'İzmir');
    await submit(user);
    expect(alertText()).toBe('Email is required!');

    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await submit(user);
    expect(alertText()).toBe('Please enter a valid email address.');

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the form’s fixed country and translated choices', () => {
    mockApi({});
    renderRegistration();
    const country = screen.getByLabelText('Country') as HTMLInputElement;
    expect(country.value).toBe('Turkey');
    expect(country.readOnly).toBe(true);
    expect(screen.getByRole('option', { name: 'Select gender' })).toBeTruthy();
    expect(screen.getAllByRole('option', { name: /./ }).length).toBeGreaterThan(81 + 21 + 3);
  });

  it('reserves the nickname with the cleaned details and moves on to the preferences', async () => {
    const fetchMock = mockApi({ 'POST /api/registration/reservations': reservation });
    const { user } = renderRegistration();
    await fillValidPersonalInfo(user);
    await user.type(screen.getByLabelText('Nickname'), ' ');
    await submit(user);

    await screen.findByRole('heading', { name: 'Choose your favourite genres' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      nickname: 'ada_l',
      email: 'ada@example.com',
      password: 'secret1',
      passwordConfirm: 'secret1',
      birthDate: '1990-05-01',
      gender: '',
      occupation: 'Engineer',
      city: 'İzmir',
    });
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(steps).getByRole('listitem', { current: 'step' }).textContent).toContain('Preferences');
  });

  it('shows the server’s verdict on a taken nickname and keeps what was typed', async () => {
    mockApi({
      'POST /api/registration/reservations': {
        status: 409,
        body: { error: { code: 'nicknameTaken', message: 'Nickname taken', field: 'nickname' } },
      },
    });
    const { user } = renderRegistration();
    await fillValidPersonalInfo(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This nickname is already in use, please choose another one.',
    );
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('ada_l');
  });

  it('shows the Turkish nickname-check failure when the server fails', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'POST /api/registration/reservations': { status: 503, body: { error: { code: 'x', message: 'down' } } },
    });
    renderPage(<RegistrationPage onRegistered={vi.fn()} />, '/register');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Ad'), 'Ada');
    await user.type(screen.getByLabelText('Soyad'), 'Lovelace');
    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'ada_l');
    await user.type(screen.getByLabelText('E-posta'), 'ada@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'secret1');
    await user.type(screen.getByLabelText('Şifre Tekrarı'), 'secret1');
    fireEvent.change(screen.getByLabelText('Doğum Tarihi'), { target: { value: '1990-05-01' } });
    await user.selectOptions(screen.getByLabelText('Meslek'), 'Engineer');
    await user.selectOptions(screen.getByLabelText('Şehir'), 'İzmir');
    await user.click(screen.getByRole('button', { name: 'Tercihlere Devam Et' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Kullanıcı adı kontrol edilirken bir hata oluştu.');
  });

  it('Back to Login goes to /login', async () => {
    mockApi({});
    const { user } = renderRegistration();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
  });
});

describe('registration step 2 (preferences wizard)', () => {
  it('walks through genres, movies, shows and accessibility, then creates the account', async () => {
    const me = buildMe();
    const fetchMock = mockApi({
      'POST /api/registration/reservations': reservation,
      'GET /api/registration/preference-titles': preferenceTitles,
      'POST /api/registration': { status: 201, body: me },
    });
    const { user, onRegistered } = renderRegistration();
    await reachPreferences(user);

    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('You can choose up to 4 genres')).toBeTruthy();
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next().disabled).toBe(true);

    for (const genre of ['Action', 'Crime', 'Drama', 'Thriller']) {
      await user.click(screen.getByRole('button', { name: genre }));
    }
    expect(screen.getByRole('button', { name: 'Action' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Comedy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(next().disabled).toBe(false);
    await user.click(next());

    await screen.findByRole('heading', { name: 'Pick your favourite movies' });
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    const heat = await screen.findByRole('button', { name: 'Heat' });
    expect(next().disabled).toBe(true);
    await user.click(heat);
    expect(heat.getAttribute('aria-pressed')).toBe('true');
    await user.click(next());

    await user.click(await screen.findByRole('button', { name: 'Fargo' }));
    await user.click(next());

    await user.click(screen.getByRole('checkbox', { name: 'Yes, I need accessibility support' }));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(me));
    const titlesUrl = String(fetchMock.mock.calls.find(([url]) => String(url).includes('preference-titles'))?.[0]);
    expect(titlesUrl).toContain('genres=18%2C28%2C53%2C80');
    const completion = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/registration' && init?.method === 'POST',
    );
    expect(JSON.parse(String(completion?.[1]?.body))).toMatchObject({
      nickname: 'ada_l',
      reservationToken: 'token-1',
      preferences: { genres: [28, 80, 18, 53], favoriteMovies: [1], favoriteShows: [4], hasDisability: true },
    });
  });

  it('offers a retry when the titles cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'POST /api/registration/reservations': reservation,
      'GET /api/registration/preference-titles': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : preferenceTitles;
      },
    });
    const { user } = renderRegistration();
    await reachPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Comedy' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error loading content. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Ronin' })).toBeTruthy();
  });

  async function completeWithError(code: string, status: number) {
    mockApi({
      'POST /api/registration/reservations': reservation,
      'GET /api/registration/preference-titles': preferenceTitles,
      'POST /api/registration': { status, body: { error: { code, message: code } } },
    });
    const { user } = renderRegistration();
    await reachPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Heat' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'The Wire' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    return user;
  }

  it("moves one step with the browser's Back and Forward, keeping everything filled in", async () => {
    mockApi({
      'POST /api/registration/reservations': reservation,
      'GET /api/registration/preference-titles': preferenceTitles,
    });
    const { router } = renderPage(<RegistrationPage onRegistered={vi.fn()} />, '/register');
    const user = userEvent.setup({ delay: null });
    await reachPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Pick your favourite movies' });

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Choose your favourite genres' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Action' }).getAttribute('aria-pressed')).toBe('true');
    await act(() => router.navigate(-1));
    expect(((await screen.findByLabelText('Nickname')) as HTMLInputElement).value).toBe('ada_l');
    expect(router.state.location.pathname).toBe('/register');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Choose your favourite genres' })).toBeTruthy();
    // The wizard's own Back is the same step back.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Pick your favourite movies' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose your favourite genres' })).toBeTruthy();
  });

  it('stays on the wizard with everything chosen when saving the preferences fails', async () => {
    const user = await completeWithError('preferencesInvalid', 400);
    expect((await screen.findByRole('alert')).textContent).toBe('Error saving preferences.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'The Wire' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('returns to step 1 when the nickname was taken meanwhile', async () => {
    await completeWithError('nicknameTaken', 409);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This nickname is already in use, please choose another one.',
    );
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('ada_l');
  });
});
