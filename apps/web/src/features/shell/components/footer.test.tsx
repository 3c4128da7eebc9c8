import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../test/utils';
import { Footer } from './footer';

function columnLinks(heading: string) {
  const nav = screen.getByRole('navigation', { name: 'Footer' });
  const column = within(nav).getByRole('heading', { name: heading }).parentElement as HTMLElement;
  return within(column)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer', () => {
  it('has navigation, support and account columns; visitors get sign-in and registration', () => {
    mockApi({});
    renderPage(<Footer signedIn={false} />);
    expect(columnLinks('Navigation')).toEqual([
      ['Home', '/'],
      ['Movies', '/movies'],
      ['TV Shows', '/shows'],
      ['For You', '/recommendations'],
    ]);
    expect(columnLinks('Support')).toEqual([
      ['Help Center', '/help'],
      ['Contact Us', '/contact'],
      ['Our Services', '/service'],
    ]);
    expect(columnLinks('Account')).toEqual([
      ['Sign In', '/login'],
      ['Register', '/register'],
      ['Plans', '/service?tab=membership'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('gives members their account pages', () => {
    mockApi({});
    renderPage(<Footer signedIn />);
    expect(columnLinks('Account')).toEqual([
      ['My Profile', '/profile'],
      ['Account Settings', '/account'],
      ['Watchlist', '/watchlist'],
      ['Diary', '/diary'],
      ['Up Next', '/progress'],
      ['Release calendar', '/calendar'],
      ["Friends' activity", '/feed'],
      ['Notifications', '/notifications'],
      ['Stats', '/stats'],
      ['Membership', '/service/membership'],
    ]);
  });

  it('links to the member’s own social profiles and shows their handles', () => {
    mockApi({});
    renderPage(<Footer signedIn instagram="@ada.films" twitter="ada_watches" />);
    const socials = screen.getByRole('list', { name: 'Social links' });
    const instagram = within(socials).getByRole('link', { name: 'Your Instagram: @ada.films' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/ada.films');
    expect(instagram.textContent).toBe('@ada.films');
    const x = within(socials).getByRole('link', { name: 'Your X (Twitter): @ada_watches' });
    expect(x.getAttribute('href')).toBe('https://x.com/ada_watches');
  });

  it('links to the networks themselves when there is no handle', () => {
    mockApi({});
    renderPage(<Footer signedIn={false} instagram={null} twitter="  " />);
    const socials = screen.getByRole('list', { name: 'Social links' });
    expect(within(socials).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/',
    );
    expect(within(socials).getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toBe('https://x.com/');
  });
});
