import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { leaveAppFor } from '../../../lib/leave-app';
import { mockApi, renderPage } from '../../../test/utils';
import { LoginPage } from './login-page';

vi.mock('../../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const twoProviders = {
  status: 200,
  body: {
    passwordSignIn: true,
    providers: [
      { id: 'authelia', label: 'Authelia' },
      { id: 'pocket', label: 'Pocket ID' },
    ],
  },
};

describe('LoginPage with OpenID Connect providers', () => {
  beforeEach(() => vi.mocked(leaveAppFor).mockClear());

  it('shows a button per provider; a click starts the sign-in and goes to the provider', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/methods': twoProviders,
      'POST /api/auth/oidc/pocket': { status: 200, body: { url: 'https://id.example.org/authorize?state=s' } },
    });
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Sign in with Authelia' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in with Pocket ID' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('https://id.example.org/authorize?state=s'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/oidc/pocket'))).toBe(true);
    // The password form is still there.
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it('hides the password form and the registration link when password sign-in is off', async () => {
    mockApi({
      'GET /api/auth/methods': { status: 200, body: { ...twoProviders.body, passwordSignIn: false } },
    });
    renderPage(<LoginPage />, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Authelia' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('says a provider that cannot be reached is down, and stays on the page', async () => {
    mockApi({
      'GET /api/auth/methods': twoProviders,
      'POST /api/auth/oidc/authelia': {
        status: 503,
        body: { error: { code: 'oidcProviderUnavailable', message: 'down' } },
      },
    });
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Authelia' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in provider cannot be reached right now. Please try again later.',
    );
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it.each([
    [
      'account_not_linked',
      'An account with that e-mail address already exists. Sign in with your password, then link the provider from Account Settings.',
      'Bu e-posta adresiyle bir hesap zaten var. Şifrenizle giriş yapın, ardından sağlayıcıyı Hesap Ayarları’ndan bağlayın.',
    ],
    [
      'access_denied',
      'Signing in at the provider was cancelled or refused.',
      'Sağlayıcıda giriş iptal edildi ya da reddedildi.',
    ],
    [
      'invalid_code',
      'Signing in with the provider did not work. Please try again.',
      'Sağlayıcıyla giriş yapılamadı. Lütfen tekrar deneyin.',
    ],
    [
      'state_mismatch',
      'The sign-in took too long or was started in another tab. Please try again.',
      'Giriş çok uzun sürdü ya da başka bir sekmede başlatıldı. Lütfen tekrar deneyin.',
    ],
  ])('explains ?error=%s in English and Turkish', async (code, english, turkish) => {
    mockApi({ 'GET /api/auth/methods': twoProviders });
    const first = renderPage(<LoginPage />, `/login?error=${code}`);
    expect((await screen.findByRole('alert')).textContent).toBe(english);
    first.unmount();
    await i18n.changeLanguage('tr');
    renderPage(<LoginPage />, `/login?error=${code}`);
    expect((await screen.findByRole('alert')).textContent).toBe(turkish);
    expect(await screen.findByRole('button', { name: 'Authelia ile giriş yap' })).toBeTruthy();
  });
});
