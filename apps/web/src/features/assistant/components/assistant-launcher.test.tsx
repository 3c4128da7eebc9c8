import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, mockApi, renderPage } from '../../../test/utils';
import { AssistantLauncher } from './assistant-launcher';

async function openAssistant() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open the AI assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'AI assistant' });
  return { user, panel, log: within(panel).getByRole('log') };
}

describe('AssistantLauncher', () => {
  it('fetches nothing until it is opened, then shows the panel with the five greetings', async () => {
    const fetchMock = mockApi({});
    renderPage(<AssistantLauncher member={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const { panel, log } = await openAssistant();
    expect(within(panel).getByRole('heading', { name: 'AI assistant' })).toBeTruthy();
    expect(log.getAttribute('aria-live')).toBe('polite');
    const greetings = within(log).getAllByRole('listitem');
    expect(greetings).toHaveLength(5);
    expect(greetings[0]?.textContent).toContain("Hello! I'm the Watchify assistant.");
    expect(log?.textContent).toContain('Create an account');
    expect(log?.textContent).toContain('enter your e-mail and password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('greets a signed-in member by first name (else nickname) with what they can do, never how to register', async () => {
    mockApi({});
    renderPage(<AssistantLauncher member={buildMe({ firstName: 'Ada', nickname: 'ada_l' })} />);
    const { log } = await openAssistant();
    const greetings = within(log).getAllByRole('listitem');
    expect(greetings[0]?.textContent).toContain("Hello, Ada! I'm the Watchify assistant.");
    expect(log.textContent).toContain("ask me what's on your watchlist");
    expect(log.textContent).not.toMatch(/register|Create an account|Sign In|e-mail and password/i);
  });

  it('greets a member without a first name by nickname', async () => {
    mockApi({});
    renderPage(<AssistantLauncher member={buildMe({ firstName: ' ', nickname: 'ada_l' })} />);
    const { log } = await openAssistant();
    expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('Hello, ada_l!');
  });

  it('greets a member in Turkish by name, and a visitor in Turkish with how to register', async () => {
    await i18n.changeLanguage('tr');
    mockApi({});
    const member = renderPage(<AssistantLauncher member={buildMe({ firstName: 'Ayşe' })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yapay zekâ asistanını aç' }));
    const memberLog = within(await screen.findByRole('dialog', { name: 'Yapay zekâ asistanı' })).getByRole('log');
    expect(within(memberLog).getAllByRole('listitem')[0]?.textContent).toContain(
      'Merhaba Ayşe! Ben Watchify asistanıyım.',
    );
    expect(memberLog.textContent).toContain('izleme listenizde ne olduğunu');
    expect(memberLog.textContent).not.toMatch(/Kayıt|Hesap oluştur|Giriş Yap|şifrenizi girin/);
    member.unmount();

    renderPage(<AssistantLauncher member={null} />);
    await user.click(screen.getByRole('button', { name: 'Yapay zekâ asistanını aç' }));
    const visitorLog = within(await screen.findByRole('dialog', { name: 'Yapay zekâ asistanı' })).getByRole('log');
    expect(within(visitorLog).getAllByRole('listitem')).toHaveLength(5);
    expect(visitorLog.textContent).toContain("Kayıt olmak için üst menüdeki 'Giriş Yap'");
  });

  it('appends the question, then the reply, and sends the interface language', async () => {
    const fetchMock = mockApi({
      'POST /api/chat': ({ body }) => ({
        status: 200,
        body: {
          reply: `Inception (2010) runs 148 minutes. [${(body as { language: string }).language}]`,
          language: 'en',
          intent: 'catalog.runtime',
        },
      }),
    });
    renderPage(<AssistantLauncher member={null} />);
    const { user, panel, log } = await openAssistant();

    await user.type(within(panel).getByRole('textbox', { name: 'Your question' }), 'How long is Inception?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await within(log).findByText('Inception (2010) runs 148 minutes. [en]')).toBeTruthy();
    const items = within(log).getAllByRole('listitem');
    expect(items.at(-2)?.textContent).toContain('How long is Inception?');
    expect(items.at(-1)?.textContent).toContain('Inception (2010) runs 148 minutes.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((within(panel).getByRole('textbox', { name: 'Your question' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the spec's failure reply when the question fails", async () => {
    mockApi({ 'POST /api/chat': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    renderPage(<AssistantLauncher member={null} />);
    const { user, panel, log } = await openAssistant();

    await user.type(within(panel).getByRole('textbox', { name: 'Your question' }), 'Merhaba{Enter}');

    expect(await within(log).findByText('An error occurred, please try again later.')).toBeTruthy();
    expect(within(log).getByText('Merhaba')).toBeTruthy();
  });

  it('cannot send an empty question', async () => {
    const fetchMock = mockApi({});
    renderPage(<AssistantLauncher member={null} />);
    const { user, panel } = await openAssistant();
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(panel).getByRole('textbox', { name: 'Your question' }), '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('minimizes to the button and keeps the conversation when reopened', async () => {
    mockApi({ 'POST /api/chat': { status: 200, body: { reply: 'Merhaba!', language: 'tr', intent: 'greeting' } } });
    renderPage(<AssistantLauncher member={null} />);
    const { user, panel, log } = await openAssistant();
    await user.type(within(panel).getByRole('textbox', { name: 'Your question' }), 'selam{Enter}');
    await within(log).findByText('Merhaba!');

    await user.click(within(panel).getByRole('button', { name: 'Minimize the assistant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back to the button that opened it, not to the start of the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the AI assistant' }));

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'AI assistant' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the AI assistant' }));

    await user.click(screen.getByRole('button', { name: 'Open the AI assistant' }));
    const reopened = await screen.findByRole('dialog', { name: 'AI assistant' });
    expect(within(reopened).getByText('Merhaba!')).toBeTruthy();
    expect(within(reopened).getAllByRole('listitem')).toHaveLength(7);
  });

  it('speaks Turkish in the Turkish interface and asks in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const fetchMock = mockApi({
      'POST /api/chat': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
    });
    renderPage(<AssistantLauncher member={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yapay zekâ asistanını aç' }));
    const panel = await screen.findByRole('dialog', { name: 'Yapay zekâ asistanı' });
    const log = within(panel).getByRole('log');
    expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('Merhaba! Ben Watchify asistanıyım.');

    await user.type(within(panel).getByRole('textbox', { name: 'Sorunuz' }), 'Inception kaç dakika?');
    await user.click(within(panel).getByRole('button', { name: 'Gönder' }));
    expect(await within(log).findByText('Bir hata oluştu, lütfen daha sonra tekrar deneyin.')).toBeTruthy();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toEqual({ message: 'Inception kaç dakika?', language: 'tr' });
  });
});
