import { fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { TitleCard } from '@watchify/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, mockApi, renderPage } from '../../../test/utils';
import { OidcRegistrationPage } from './oidc-registration-page';

function card(id: number, mediaType: 'movie' | 'tv', title: string): TitleCard {
  return { id, mediaType, title, year: 2020, posterPath: null, voteAverage: 7.5, genreIds: [28] };
}

const pending = { status: 200, body: { email: 'deniz@idp.test', name: 'Deniz Ada Kaya' } };
const preferenceTitles = {
  status: 200,
  body: { movies: [card(1, 'movie', 'Heat')], shows: [card(3, 'tv', 'The Wire')] },
};

function renderOidcRegistration() {
  const onRegistered = vi.fn();
  renderPage(<OidcRegistrationPage onRegistered={onRegistered} />, '/register/oidc');
  return { onRegistered, user: userEvent.setup({ delay: null }) };
}

async function fillTheRest(user: UserEvent, nickname: string) {
  await user.type(screen.getByLabelText(/^(Nickname|Kullanıcı Adı)$/), nickname);
  fireEvent.change(screen.getByLabelText(/^(Birth Date|Doğum Tarihi)$/), { target: { value: '1990-05-01' } });
  await user.selectOptions(screen.getByLabelText(/^(Occupation|Meslek)$/), 'Engineer');
  await user.selectOptions(screen.getByLabelText(/^(City|Şehir)$/), 'İzmir');
}

async function choosePreferences(user: UserEvent, next: string) {
  await user.click(screen.getByRole('button', { name: /^(Action|Aksiyon)$/ }));
  await user.click(screen.getByRole('button', { name: next }));
  await user.click(await screen.findByRole('button', { name: 'Heat' }));
  await user.click(screen.getByRole('button', { name: next }));
  await user.click(await screen.findByRole('button', { name: 'The Wire' }));
  await user.click(screen.getByRole('button', { name: next }));
}

describe('OidcRegistrationPage', () => {
  it('is the registration wizard prefilled from the provider, without e-mail or password to choose', async () => {
    const me = buildMe({ firstName: 'Deniz Ada' });
    const fetchMock = mockApi({
      'GET /api/registration/oidc': pending,
      'GET /api/registration/preference-titles': preferenceTitles,
      'POST /api/registration/oidc': { status: 201, body: me },
    });
    const { user, onRegistered } = renderOidcRegistration();

    expect(await screen.findByRole('heading', { name: 'Personal Info' })).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Deniz Ada');
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Kaya');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('deniz@idp.test');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();

    // Step 1's rules still apply, in the page, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Continue to Preferences' }));
    expect(screen.getByRole('alert').textContent).toBe('Nickname is required!');

    await fillTheRest(user, ' deniz_k ');
    await user.click(screen.getByRole('button', { name: 'Continue to Preferences' }));
    await screen.findByRole('heading', { name: 'Choose your favourite genres' });
    await choosePreferences(user, 'Next');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(me));
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/registration/oidc') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      firstName: 'Deniz Ada',
      lastName: 'Kaya',
      nickname: 'deniz_k',
      birthDate: '1990-05-01',
      gender: '',
      occupation: 'Engineer',
      city: 'İzmir',
      preferences: { genres: [28], favoriteMovies: [1], favoriteShows: [3], hasDisability: false },
    });
  });

  it('in Turkish: a taken nickname sends the person back to step 1 with the message', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/registration/oidc': pending,
      'GET /api/registration/preference-titles': preferenceTitles,
      'POST /api/registration/oidc': {
        status: 409,
        body: { error: { code: 'nicknameTaken', message: 'taken', field: 'nickname' } },
      },
    });
    const { user, onRegistered } = renderOidcRegistration();
    expect(await screen.findByRole('heading', { name: 'Kişisel Bilgiler' })).toBeTruthy();
    expect(
      screen.getByText('Giriş sağlayıcınız e-posta adresinizi doğruladı. İki kısa adımda hazırsınız.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('E-posta') as HTMLInputElement).value).toBe('deniz@idp.test');
    expect(screen.queryByLabelText('Şifre')).toBeNull();
    await fillTheRest(user, 'deniz_k');
    await user.click(screen.getByRole('button', { name: 'Tercihlere Devam Et' }));
    await screen.findByRole('heading', { name: 'Favori türlerinizi seçin' });
    await choosePreferences(user, 'İleri');
    await user.click(screen.getByRole('button', { name: 'Kaydı Tamamla' }));

    expect(await screen.findByRole('heading', { name: 'Kişisel Bilgiler' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('registration:errors.nicknameTaken'));
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('without a sign-in in progress, says so and offers to sign in again (en + tr)', async () => {
    mockApi({
      'GET /api/registration/oidc': {
        status: 401,
        body: { error: { code: 'noPendingRegistration', message: 'There is no registration to finish.' } },
      },
    });
    renderOidcRegistration();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no registration to finish. Please sign in again with your provider.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Nickname')).toBeNull();

    await i18n.changeLanguage('tr');
    expect(
      await screen.findByText('Tamamlanacak bir kayıt yok. Lütfen sağlayıcınızla yeniden giriş yapın.'),
    ).toBeTruthy();
  });
});
