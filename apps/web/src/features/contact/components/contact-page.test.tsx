import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_DETAILS } from '@watchify/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { SUCCESS_MESSAGE_MS } from './contact-form';
import { ContactPage } from './contact-page';

afterEach(() => {
  vi.useRealTimers();
});

const message = {
  fullName: 'Mehmet Kaya',
  email: 'mehmet@example.com',
  subject: 'Trailers',
  message: 'The Dune trailer stops after a few seconds.',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof message> = message) {
  if (values.fullName) await user.type(screen.getByLabelText('Full Name'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject (optional)'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('contact page', () => {
  it('shows the address, both phones, both e-mails and the support hours from the service facts', async () => {
    mockApi({});
    renderPage(<ContactPage />, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByText(CONTACT_DETAILS.address)).toBeTruthy();
    for (const phone of CONTACT_DETAILS.phones) expect(screen.getByRole('link', { name: phone })).toBeTruthy();
    for (const email of CONTACT_DETAILS.emails) {
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    expect(screen.getByText('Monday – Friday')).toBeTruthy();
    expect(screen.getByText('9:00 AM – 5:00 PM')).toBeTruthy();
    expect(screen.getByText('Saturday – Sunday')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 2:00 PM')).toBeTruthy();
  });

  it('asks for the required fields first, then a valid address, without sending anything', async () => {
    const api = mockApi({});
    renderPage(<ContactPage />, '/contact');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));

    await fill(user, { ...message, email: 'mehmet@example' });
    await user.click(send());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the message, clears the form and hides the thanks after 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const sent: unknown[] = [];
    mockApi({
      'POST /api/contact': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { id: 'message-1' } };
      },
    });
    renderPage(<ContactPage />, '/contact');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('button', { name: 'Send Message' });
    await fill(user);
    await user.click(send());

    expect(await screen.findByText(/Your message has been sent/)).toBeTruthy();
    expect(sent).toEqual([message]);
    for (const label of ['Full Name', 'Email', 'Subject (optional)', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value, label).toBe('');
    }
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1000));
    expect(screen.queryByText(/Your message has been sent/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1100));
    await waitFor(() => expect(screen.queryByText(/Your message has been sent/)).toBeNull());
  });

  it('shows the server’s reason when it refuses (too many messages) and keeps what was typed', async () => {
    mockApi({
      'POST /api/contact': {
        status: 429,
        body: { error: { code: 'contactRateLimited', message: 'You have sent several messages…' } },
      },
    });
    renderPage(<ContactPage />, '/contact');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Send Message' });
    await fill(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please try again in a few minutes.',
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(message.message);
  });

  it('says so when the message could not be sent at all', async () => {
    mockApi({ 'POST /api/contact': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    renderPage(<ContactPage />, '/contact');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Send Message' });
    await fill(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Your message could not be sent. Please try again.');
  });

  it('speaks Turkish, with the spec’s messages translated', async () => {
    await i18n.changeLanguage('tr');
    mockApi({});
    renderPage(<ContactPage />, '/contact');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Mesaj Gönder' }));
    expect(screen.getByRole('alert').textContent).toBe('Lütfen tüm zorunlu alanları doldurun');
    expect(screen.getByText('Pazartesi – Cuma')).toBeTruthy();
  });
});
