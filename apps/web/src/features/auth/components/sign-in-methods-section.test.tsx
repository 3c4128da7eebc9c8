import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { leaveAppFor } from '../../../lib/leave-app';
import { mockApi, renderPage } from '../../../test/utils';
import { SignInMethodsSection } from './sign-in-methods-section';

vi.mock('../../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const methods = (linked: boolean) => ({
  status: 200,
  body: { password: true, providers: [{ id: 'authelia', label: 'Authelia', linked }] },
});

function renderSection(path = '/account') {
  const view = renderPage(
    <>
      <SignInMethodsSection />
      <Toaster />
    </>,
    path,
    undefined,
    { signedIn: true },
  );
  return Object.assign(userEvent.setup({ delay: null }), { router: view.router });
}

describe('SignInMethodsSection', () => {
  beforeEach(() => vi.mocked(leaveAppFor).mockClear());

  it('lists the password and each provider; Link asks for the password, then goes to the provider', async () => {
    const fetchMock = mockApi({
      'GET /api/me/sign-in-methods': methods(false),
      'POST /api/me/sign-in-methods/authelia': ({ body }) =>
        (body as { password: string }).password === 'secret1'
          ? { status: 200, body: { url: 'https://auth.example.org/authorize?state=x' } }
          : { status: 400, body: { error: { code: 'passwordWrong', message: 'wrong', field: 'password' } } },
    });
    const user = renderSection();
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    expect(await within(section).findByText('E-mail and password')).toBeTruthy();
    expect(within(section).getByText('In use')).toBeTruthy();
    expect(within(section).getByText('Not linked')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Link Authelia' }));
    const dialog = screen.getByRole('dialog', { name: 'Link Authelia' });
    await user.type(within(dialog).getByLabelText('Your password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your password is wrong.');
    expect(leaveAppFor).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('https://auth.example.org/authorize?state=x'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });

  it('Unlink shows the API’s refusal of the last sign-in method, in Turkish', async () => {
    await i18n.changeLanguage('tr');
    mockApi({
      'GET /api/me/sign-in-methods': methods(true),
      'DELETE /api/me/sign-in-methods/authelia': {
        status: 409,
        body: { error: { code: 'lastSignInMethod', message: 'last' } },
      },
    });
    const user = renderSection();
    const section = await screen.findByRole('region', { name: 'Giriş yöntemleri' });
    expect(await within(section).findByText('Bağlı')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Authelia bağlantısını kaldır' }));
    const dialog = screen.getByRole('dialog', { name: 'Authelia bağlantısını kaldır' });
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Bağlantıyı kaldır' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bu, giriş yapabileceğiniz son yol; bu yüzden kaldırılamaz.',
    );
  });

  it('unlinks a provider with the password and shows it unlinked', async () => {
    let linked = true;
    mockApi({
      'GET /api/me/sign-in-methods': () => methods(linked),
      'DELETE /api/me/sign-in-methods/authelia': () => {
        linked = false;
        return { status: 204 };
      },
    });
    const user = renderSection();
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    await user.click(await within(section).findByRole('button', { name: 'Unlink Authelia' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink Authelia' });
    await user.type(within(dialog).getByLabelText('Your password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Authelia is unlinked.')).toBeTruthy();
    expect(await within(section).findByText('Not linked')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the provider is linked when the provider sent the person back with ?linked=1 ', async () => {
    mockApi({ 'GET /api/me/sign-in-methods': methods(true) });
    const { router } = renderSection('/account?linked=1');
    expect(await screen.findByText('The provider is linked. You can now sign in with it.')).toBeTruthy();
    // Said once: a reload does not say it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says it in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    mockApi({ 'GET /api/me/sign-in-methods': methods(true) });
    renderSection('/account?linked=1');
    expect(await screen.findByText('Sağlayıcı bağlandı. Artık onunla giriş yapabilirsiniz.')).toBeTruthy();
  });

  it('explains a failed link (?error=) in Turkish', async () => {
    await i18n.changeLanguage('tr');
    mockApi({ 'GET /api/me/sign-in-methods': methods(false) });
    renderSection('/account?error=account_already_linked_to_different_user');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bu sağlayıcı hesabı başka bir Watchify hesabına zaten bağlı.',
    );
  });

  it('shows nothing where no provider is configured', async () => {
    const fetchMock = mockApi({
      'GET /api/me/sign-in-methods': { status: 200, body: { password: true, providers: [] } },
    });
    renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sign-in methods' })).toBeNull());
  });
});
