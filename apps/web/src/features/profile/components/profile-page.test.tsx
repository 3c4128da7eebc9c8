import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Me } from '@watchify/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, mockApi, renderPage } from '../../../test/utils';
import { ProfilePage } from './profile-page';

/** The page as the app mounts it: saved records replace the shown one, Cancel reloads GET /api/me. */
function Harness({ initial }: { initial: Me }) {
  const [me, setMe] = useState(initial);
  async function reload() {
    const response = await fetch('/api/me');
    if (!response.ok) return false;
    setMe((await response.json()) as Me);
    return true;
  }
  return <ProfilePage me={me} variant="profile" onSaved={setMe} onReload={reload} />;
}

// Toasts live in sonner's module state: clear them so one test's toasts never hide the next one's.
afterEach(() => {
  toast.dismiss();
});

const stored = buildMe({ instagram: 'ada.codes', twitter: null });

function renderProfile(me: Me = stored) {
  renderPage(<Harness initial={me} />, '/profile');
  return userEvent.setup({ delay: null, applyAccept: false });
}

/** Replaces a field's text in one paste (typing key by key re-renders the whole form per key: slow under load). */
async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const messageOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');
};

describe('ProfilePage view mode', () => {
  it('shows the stored profile, read-only, with the account and social details', () => {
    mockApi({});
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Ada')).toBeTruthy();
    expect(within(personal).getByText('December 10, 1990')).toBeTruthy();
    expect(within(personal).getByText('İzmir')).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('ada@example.com')).toBeTruthy();
    expect(within(account).getByText('Turkey')).toBeTruthy();
    const social = screen.getByRole('region', { name: 'Social Media' });
    expect(within(social).getByRole('link', { name: '@ada.codes on Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/ada.codes',
    );
    expect(within(social).getByText('Not set')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the placeholder avatar for oneself without a photo', () => {
    mockApi({});
    renderProfile();
    expect(screen.getByRole('img', { name: 'Profile photo of Ada Lovelace' }).dataset.testid).toBe(
      'placeholder-avatar',
    );
  });

  it('shows the stored photo when there is one', () => {
    mockApi({});
    renderProfile(buildMe({ photoUrl: '/api/users/user-1/photo?v=1' }));
    const photo = screen.getByRole('img', { name: 'Profile photo of Ada Lovelace' });
    expect(photo.getAttribute('src')).toBe('/api/users/user-1/photo?v=1');
  });
});

describe('ProfilePage edit mode', () => {
  it('edits the stored values; e-mail and country stay read-only', async () => {
    mockApi({});
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('First Name').value).toBe('Ada');
    expect(document.activeElement).toBe(field('First Name'));
    expect(field('Nickname').value).toBe('ada');
    expect(field('Instagram').value).toBe('ada.codes');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('İzmir');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Country').readOnly).toBe(true);
    expect(field('Country').value).toBe('Turkey');
    // The lists come from the contract: 81 provinces, three genders, 21 occupations (+ the empty choice).
    expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(82);
    expect(within(screen.getByLabelText('Gender')).getAllByRole('option')).toHaveLength(4);
    expect(within(screen.getByLabelText('Occupation')).getAllByRole('option')).toHaveLength(22);
  });

  it('shows the §5 message under every field at fault and does not send the form', async () => {
    const fetchMock = mockApi({});
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Last Name'));
    await replace(user, field('Nickname'), 'ab');
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await replace(user, field('Twitter'), 'not valid!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(messageOf('Last Name')).toBe('Name and surname fields are required!');
    expect(field('First Name').getAttribute('aria-invalid')).toBeNull();
    expect(messageOf('Nickname')).toBe('Nickname must be at least 3 characters long!');
    expect(messageOf('Gender')).toBe('Gender selection is required!');
    expect(messageOf('Twitter')).toContain('Twitter username can only contain letters, numbers and underscores');
    expect(field('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Last Name'));
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field clears its message.
    await replace(user, field('Last Name'), 'Lovelace');
    expect(messageOf('Last Name')).toBe('');
  });

  it('saves, announces it and shows the stored record in view mode', async () => {
    const fetchMock = mockApi({
      'PUT /api/me/profile': ({ body }) => ({
        status: 200,
        body: buildMe({ ...(body as Partial<Me>), displayName: 'Ada King', twitter: 'adaking' }),
      }),
    });
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await replace(user, field('Last Name'), 'King');
    await user.selectOptions(screen.getByLabelText('City'), 'Ankara');
    await replace(user, field('Twitter'), '@adaking');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'King',
      nickname: 'ada',
      birthDate: '1990-12-10',
      gender: 'Woman',
      occupation: 'Engineer',
      city: 'Ankara',
      instagram: 'ada.codes',
      twitter: '@adaking',
    });
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('King')).toBeTruthy();
    expect(within(personal).getByText('Ankara')).toBeTruthy();
    expect(screen.getByRole('link', { name: '@adaking on X' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
  });

  it('shows a taken nickname under the field and stays in edit mode', async () => {
    mockApi({
      'PUT /api/me/profile': {
        status: 409,
        body: {
          error: {
            code: 'nicknameTaken',
            field: 'nickname',
            message: 'This nickname is already in use. Please choose another nickname.',
          },
        },
      },
    });
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await replace(user, field('Nickname'), 'taken_name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageOf('Nickname')).toBe('This nickname is already in use. Please choose another nickname.'),
    );
    expect(document.activeElement).toBe(field('Nickname'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('says the update failed when the server has no field to blame', async () => {
    mockApi({ 'PUT /api/me/profile': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating profile')).toBeTruthy();
  });

  it('says the session is gone when the server no longer knows the person', async () => {
    mockApi({ 'PUT /api/me/profile': { status: 401, body: { error: { code: 'unauthenticated', message: 'x' } } } });
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User session not found')).toBeTruthy();
  });

  it('Cancel drops the edits and reloads the stored data', async () => {
    // Meanwhile the profile changed in another tab: Cancel shows what is stored now.
    const fetchMock = mockApi({ 'GET /api/me': { status: 200, body: buildMe({ city: 'Bursa' }) } });
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await replace(user, field('First Name'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    await waitFor(() => expect(within(personal).getByText('Bursa')).toBeTruthy());
    expect(within(personal).getByText('Ada')).toBeTruthy();
    expect(within(personal).queryByText('Changed')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Editing again starts from the stored record, not the dropped edit.
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('First Name').value).toBe('Ada');
  });

  it('says so when the stored data cannot be reloaded', async () => {
    mockApi({ 'GET /api/me': { status: 503 } });
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('An error occurred while loading profile')).toBeTruthy();
  });

  it('speaks Turkish, with registration’s wording for a taken nickname', async () => {
    mockApi({
      'PUT /api/me/profile': {
        status: 409,
        body: { error: { code: 'nicknameTaken', field: 'nickname', message: 'in use' } },
      },
    });
    await act(() => i18n.changeLanguage('tr'));
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Profili Düzenle' }));
    expect(field('Ülke').value).toBe('Türkiye');
    await user.clear(field('Kullanıcı Adı'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(messageOf('Kullanıcı Adı')).toBe('Kullanıcı adı zorunludur!');
    await replace(user, field('Kullanıcı Adı'), 'alinmis');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(messageOf('Kullanıcı Adı')).toBe('Bu kullanıcı adı zaten kullanımda, lütfen başka bir tane seçin.'),
    );
  });
});

describe('ProfilePage photo', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it('uploads a chosen image and shows the stored photo', async () => {
    const fetchMock = mockApi({
      'POST /api/me/photo': { status: 200, body: buildMe({ photoUrl: '/api/users/user-1/photo?v=2' }) },
    });
    const user = renderProfile();
    await user.upload(screen.getByLabelText('Upload photo'), png());
    expect(await screen.findByText('Profile photo updated successfully')).toBeTruthy();
    const sent = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((sent.get('photo') as File).name).toBe('me.png');
    const avatar = screen.getByRole('img', { name: 'Profile photo of Ada Lovelace' }) as HTMLImageElement;
    expect(avatar.getAttribute('src')).toBe('/api/users/user-1/photo?v=2');
    expect(screen.getByLabelText('Change photo')).toBeTruthy();
  });

  it('checks type and size before uploading, as the server does', async () => {
    const fetchMock = mockApi({});
    const user = renderProfile();
    await user.upload(
      screen.getByLabelText('Upload photo'),
      new File(['<svg/>'], 'vector.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Error uploading photo')).toBeTruthy();
    expect(screen.getByText('The photo must be an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeTruthy();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload photo'), big);
    expect(await screen.findByText('The photo must be at most 5 MB.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an upload the server refused', async () => {
    mockApi({
      'POST /api/me/photo': {
        status: 415,
        body: { error: { code: 'photoNotImage', message: 'The photo must be an image file.' } },
      },
    });
    const user = renderProfile();
    await user.upload(screen.getByLabelText('Upload photo'), png());
    expect(await screen.findByText('Error uploading photo')).toBeTruthy();
    expect(screen.getByText('The photo must be an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Profile photo of Ada Lovelace' }).dataset.testid).toBe(
      'placeholder-avatar',
    );
  });

  it('removes the photo', async () => {
    const onDelete = vi.fn(() => ({ status: 200, body: buildMe({ photoUrl: null }) }));
    mockApi({ 'DELETE /api/me/photo': onDelete });
    const user = renderProfile(buildMe({ photoUrl: '/api/users/user-1/photo?v=1' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Profile photo removed')).toBeTruthy();
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Profile photo of Ada Lovelace' }).dataset.testid).toBe(
      'placeholder-avatar',
    );
  });
});

describe('ProfilePage password change', () => {
  async function fillPassword(user: UserEvent, current: string, next: string, confirm = next) {
    await replace(user, field('Current Password'), current);
    await replace(user, field('New Password'), next);
    await replace(user, field('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('changes the password, clears the form and says how many other sessions were signed out', async () => {
    const onChange = vi.fn(() => ({ status: 200, body: { otherSessionsEnded: 2 } }));
    mockApi({ 'POST /api/me/password': onChange });
    const user = renderProfile();
    const section = screen.getByRole('region', { name: 'Change Password' });
    expect(within(section).getByText(/signs you out in your other browsers/)).toBeTruthy();
    expect(field('Current Password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('New Password').type).toBe('password');
    await fillPassword(user, 'secret123', 'new-secret-42');
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(screen.getByText('You were signed out of 2 other sessions.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { currentPassword: 'secret123', newPassword: 'new-secret-42', newPasswordConfirm: 'new-secret-42' },
      }),
    );
    expect(field('Current Password').value).toBe('');
    expect(field('New Password').value).toBe('');
  });

  it('checks the rules first, under the field at fault, without asking the server', async () => {
    const fetchMock = mockApi({});
    const user = renderProfile();
    await fillPassword(user, 'secret123', 'new-secret-42', 'new-secret-43');
    expect(messageOf('Confirm New Password')).toBe('Passwords do not match!');
    expect(document.activeElement).toBe(field('Confirm New Password'));
    await fillPassword(user, 'secret123', '12345');
    expect(messageOf('New Password')).toBe('Password must be at least 6 characters long!');
    expect(messageOf('Confirm New Password')).toBe('');
    await fillPassword(user, '', 'new-secret-42');
    expect(messageOf('Current Password')).toBe('Please enter your current password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under that field, and keeps what was typed', async () => {
    mockApi({
      'POST /api/me/password': {
        status: 400,
        body: { error: { code: 'currentPasswordWrong', field: 'currentPassword', message: 'wrong' } },
      },
    });
    const user = renderProfile();
    await fillPassword(user, 'not-it', 'new-secret-42');
    await waitFor(() => expect(messageOf('Current Password')).toBe('Your current password is incorrect.'));
    expect(field('New Password').value).toBe('new-secret-42');
    expect(document.activeElement).toBe(field('Current Password'));
  });

  it('speaks Turkish', async () => {
    mockApi({ 'POST /api/me/password': { status: 200, body: { otherSessionsEnded: 1 } } });
    await act(() => i18n.changeLanguage('tr'));
    const user = renderProfile();
    await replace(user, field('Mevcut Şifre'), 'secret123');
    await replace(user, field('Yeni Şifre'), 'yeni-sifre-42');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(messageOf('Yeni Şifre Tekrarı')).toBe('Şifreler eşleşmiyor!');
    await replace(user, field('Yeni Şifre Tekrarı'), 'yeni-sifre-42');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Şifreniz değiştirildi')).toBeTruthy();
    expect(screen.getByText('Diğer 1 oturumunuz kapatıldı.')).toBeTruthy();
  });
});
