import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Spoiler } from './spoiler';

const labels = { notice: 'This review contains spoilers.', showLabel: 'Show spoiler', hideLabel: 'Hide spoiler' };

describe('Spoiler', () => {
  it('keeps a spoiler out of the page until "Show spoiler" is pressed, and can hide it again', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Spoiler spoiler {...labels}>
        <p>Bruce Willis was dead all along.</p>
      </Spoiler>,
    );
    expect(screen.getByText('This review contains spoilers.')).toBeTruthy();
    expect(screen.queryByText(/dead all along/)).toBeNull();
    const show = screen.getByRole('button', { name: 'Show spoiler' });
    expect(show.getAttribute('aria-expanded')).toBe('false');

    await user.click(show);
    expect(screen.getByText('Bruce Willis was dead all along.')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide spoiler' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(hide.getAttribute('aria-controls') ?? '')?.textContent).toContain('dead all along');

    await user.click(hide);
    expect(screen.queryByText(/dead all along/)).toBeNull();
  });

  it('shows content that is no spoiler as it is, with no button', () => {
    render(
      <Spoiler spoiler={false} {...labels}>
        <p>A fine film.</p>
      </Spoiler>,
    );
    expect(screen.getByText('A fine film.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
