import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, renderPage } from '../../../test/utils';
import { MembershipPage } from './membership-page';
import { ServicePage } from './service-page';

describe('service page', () => {
  it('moves between the tabs with the arrow keys, Home and End, wrapping around', async () => {
    renderPage(<ServicePage signedIn={false} />, '/service');
    const user = userEvent.setup({ delay: null });
    const tablist = await screen.findByRole('tablist', { name: 'About Watchify' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });
    const selectedTab = () => within(tablist).getByRole('tab', { selected: true });

    expect(selectedTab().textContent).toBe('Features');
    expect(screen.getByRole('tabpanel', { name: 'Features' })).toBeTruthy();
    // One tab stop: only the selected tab is in the Tab order.
    expect(tab('Membership').getAttribute('tabindex')).toBe('-1');

    tab('Features').focus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Membership');
    expect(document.activeElement).toBe(tab('Membership'));
    expect(screen.getByRole('tabpanel', { name: 'Membership' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Features' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('AI Technology');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Features');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab().textContent).toBe('AI Technology');
    await user.keyboard('{Home}');
    expect(selectedTab().textContent).toBe('Features');
    await user.keyboard('{End}');
    expect(selectedTab().textContent).toBe('AI Technology');
    expect(screen.getByRole('heading', { name: 'How Watchify’s AI helps you choose' })).toBeTruthy();
  });

  it('shows the three plans with their prices; paid plans cannot be chosen yet', async () => {
    renderPage(<ServicePage signedIn={false} />, '/service?tab=membership');
    const panel = await screen.findByRole('tabpanel', { name: 'Membership' });
    const card = (name: string) => within(panel).getByRole('article', { name });

    expect(within(card('Free')).getByText('$0 forever')).toBeTruthy();
    expect(within(card('Free')).getByRole('link', { name: 'Get started free' }).getAttribute('href')).toBe('/register');
    expect(within(card('Premium')).getByText('$4 per month')).toBeTruthy();
    expect(within(card('Premium')).getByText('Most Popular')).toBeTruthy();
    expect(within(card('Family')).getByText('$9 per month')).toBeTruthy();
    expect(within(card('Family')).getByText('Up to 5 profiles')).toBeTruthy();
    expect(within(panel).getAllByText('Most Popular')).toHaveLength(1);
    for (const paid of ['Premium', 'Family']) {
      const button = within(card(paid)).getByRole('button', { name: 'Not available yet' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(within(card(paid)).getByText(/Paid plans are not available yet/)).toBeTruthy();
    }
  });

  it('offers a signed-in member their membership page instead of registration', async () => {
    renderPage(<ServicePage signedIn />, '/service?tab=membership');
    const panel = await screen.findByRole('tabpanel', { name: 'Membership' });
    const link = await within(panel).findByRole('link', { name: 'See your membership' });
    expect(link.getAttribute('href')).toBe('/service/membership');
  });

  it('shows testimonials below the tabs', async () => {
    renderPage(<ServicePage signedIn={false} />, '/service');
    const section = await screen.findByRole('region', { name: 'What members say' });
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
  });
});

describe('membership page', () => {
  it('shows the member’s Free plan and what each paid plan would add, without a way to pay', async () => {
    const member = buildMe({ email: 'ada@example.com', createdAt: '2026-01-15T12:00:00.000Z' });
    renderPage(<MembershipPage member={member} />, '/service/membership');
    const yours = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(yours).getByRole('article', { name: 'Free' })).toBeTruthy();
    expect(within(yours).getByText('Your current plan')).toBeTruthy();
    expect(await within(yours).findByText('Signed in as ada@example.com')).toBeTruthy();
    expect(within(yours).getByText('Member since January 15, 2026')).toBeTruthy();

    const others = screen.getByRole('region', { name: 'Other plans' });
    expect(within(others).queryByRole('article', { name: 'Free' })).toBeNull();
    const premium = within(others).getByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('What it would add')).toBeTruthy();
    expect(within(premium).getByText('Signed in on up to 4 devices at a time')).toBeTruthy();
    const family = within(others).getByRole('article', { name: 'Family' });
    expect(within(family).getByText('Up to 5 profiles')).toBeTruthy();
    const buttons = within(others).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Not available yet', true],
      ['Not available yet', true],
    ]);
  });
});
