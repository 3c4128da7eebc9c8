import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { en, tr } from '../../../locales';
import { mockApi, renderPage } from '../../../test/utils';
import { FAQ, FAQ_CATEGORIES } from '../faq';
import { HelpPage } from './help-page';

function renderHelp() {
  mockApi({});
  renderPage(<HelpPage />, '/help');
  return userEvent.setup({ delay: null });
}

const categoryButton = (name: string) =>
  within(screen.getByRole('group', { name: 'FAQ categories' })).getByRole('button', { name });

describe('help center', () => {
  it('lists every locale question in FAQ, in both languages', () => {
    for (const tree of [en, tr]) {
      expect(Object.keys(tree.help.faq).sort()).toEqual([...FAQ_CATEGORIES].sort());
      for (const category of FAQ_CATEGORIES) {
        expect(Object.keys(tree.help.faq[category]).sort()).toEqual([...FAQ[category]].sort());
      }
    }
  });

  it('shows the six categories; choosing one shows its questions', async () => {
    const user = renderHelp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'FAQ categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'General',
      'Account & Billing',
      'Streaming & Playback',
      'Devices & Apps',
      'Content & Features',
      'Troubleshooting',
    ]);
    expect(categoryButton('General').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'What is Watchify?' })).toBeTruthy();

    await user.click(categoryButton('Devices & Apps'));
    expect(categoryButton('Devices & Apps').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Devices & Apps' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Is there a mobile app?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'What is Watchify?' })).toBeNull();
  });

  it('expands and collapses a question as a disclosure', async () => {
    const user = renderHelp();
    const question = await screen.findByRole('button', { name: 'Can I watch full movies or episodes on Watchify?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Can I watch full movies or episodes on Watchify?' })).toBeNull();

    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Can I watch full movies or episodes on Watchify?' });
    expect(answer.id).toBe(question.getAttribute('aria-controls'));
    expect(answer.textContent).toMatch(/does not stream films/);

    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Can I watch full movies or episodes on Watchify?' })).toBeNull();
  });

  it('quotes the plans’ prices and the support hours from the service facts, not the spec’s FAQ figures', async () => {
    const user = renderHelp();
    await user.click(await screen.findByRole('button', { name: 'Account & Billing' }));
    await user.click(screen.getByRole('button', { name: 'What plans are there and what do they cost?' }));
    const plans = screen.getByRole('region', { name: 'What plans are there and what do they cost?' });
    expect(plans.textContent).toContain('Premium would cost $4 a month, and Family $9 a month for up to 5 profiles');
    expect(plans.textContent).not.toMatch(/8\.99|15\.99/);

    await user.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    await user.click(screen.getByRole('button', { name: 'How do I reach support?' }));
    const support = screen.getByRole('region', { name: 'How do I reach support?' }).textContent ?? '';
    expect(support).toContain('support@watchify.app');
    expect(support).toContain('Monday – Friday 9:00 AM – 5:00 PM; Saturday – Sunday 10:00 AM – 2:00 PM');
    expect(support).not.toMatch(/24\/7/);
  });

  it('searches every category, in questions and answers, and says how many answers it found', async () => {
    const user = renderHelp();
    await user.type(await screen.findByRole('searchbox', { name: 'Search help articles' }), 'youtube');
    expect(screen.getByRole('heading', { level: 2, name: /answers for “youtube”/ })).toBeTruthy();
    // Matches in answers of several categories (General, Streaming & Playback).
    expect(screen.getByRole('button', { name: 'Can I watch full movies or episodes on Watchify?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A trailer does not play. What can I do?' })).toBeTruthy();
    // While searching, no category is chosen.
    expect(categoryButton('General').getAttribute('aria-pressed')).toBe('false');
  });

  it('finds a question by the words people search with, not only by its own words', async () => {
    const user = renderHelp();
    const box = await screen.findByRole('searchbox', { name: 'Search help articles' });
    await user.type(box, 'price');
    expect(screen.getByRole('button', { name: 'What plans are there and what do they cost?' })).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'hours');
    expect(screen.getByRole('button', { name: 'How do I reach support?' })).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'change password');
    expect(screen.getByRole('button', { name: 'How do I sign out on a shared computer?' })).toBeTruthy();
    await user.clear(box);
    await i18n.changeLanguage('tr');
    await user.type(box, 'fiyat');
    expect(screen.getByRole('button', { name: 'Hangi planlar var ve ücretleri ne kadar?' })).toBeTruthy();
  });

  it('ignores case, accents and the Turkish dotted i when searching', async () => {
    await i18n.changeLanguage('tr');
    const user = renderHelp();
    const box = await screen.findByRole('searchbox', { name: 'Yardım makalelerinde ara' });
    await user.type(box, 'UCRET ALINACAK');
    expect(screen.getByRole('button', { name: 'Benden hiç ücret alınacak mı?' })).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'IZLEME LISTESI');
    expect(screen.getByRole('button', { name: 'İzleme listesi nasıl çalışır?' })).toBeTruthy();
  });

  it('says clearly when nothing matches, with a way to contact us', async () => {
    const user = renderHelp();
    await user.type(await screen.findByRole('searchbox', { name: 'Search help articles' }), 'quantum refrigerator');
    expect(screen.getByText('No questions match “quantum refrigerator”.')).toBeTruthy();
    const region = screen.getByRole('region', { name: /0 answers for/ });
    expect(within(region).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('clears the search when a category is chosen', async () => {
    const user = renderHelp();
    const box = (await screen.findByRole('searchbox', { name: 'Search help articles' })) as HTMLInputElement;
    await user.type(box, 'password');
    await user.click(categoryButton('Content & Features'));
    expect(box.value).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: 'Content & Features' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How are my recommendations chosen?' })).toBeTruthy();
  });

  it('links to the contact page and offers a grid of quick links to real pages', async () => {
    renderHelp();
    const quick = await screen.findByRole('region', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/service/membership', '/profile', '/watchlist', '/friends', '/search', '/contact']);
    const stillNeedHelp = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(stillNeedHelp).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });
});
