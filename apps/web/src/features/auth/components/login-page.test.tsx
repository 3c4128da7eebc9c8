import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderPage } from '../../../test/utils';
import { LoginPage } from './login-page';

const noProviders = { status: 200, body: { passwordSignIn: true, providers: [] } };

describe('LoginPage', () => {
  it('asks for both fields on an empty submit, without calling the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/methods': noProviders });
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields!');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields!');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says the credentials are wrong on any sign-in failure', async () => {
    mockApi({
      'GET /api/auth/methods': noProviders,
      'POST /api/auth/sign-in/email': { status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } },
    });
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password!');
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the busy state, then goes on once the session is loaded', async () => {
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'GET /api/auth/methods': noProviders,
      'POST /api/auth/sign-in/email': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { redirect: false } });
        }),
      'GET /api/me': { status: 200, body: buildMe() },
    });
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Navigated away')).toBeTruthy();
    const signInCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/sign-in/email'));
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/me'))).toBe(true));
  });

  it('links to registration', () => {
    mockApi({ 'GET /api/auth/methods': noProviders });
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
