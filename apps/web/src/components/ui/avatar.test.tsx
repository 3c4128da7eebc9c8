import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './avatar';

const ada = { displayName: 'ada Lovelace', nickname: 'ada', photoUrl: null };

describe('UserAvatar', () => {
  it('shows the stored photo', () => {
    render(<UserAvatar person={{ ...ada, photoUrl: '/api/users/u1/photo?v=1' }} label="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' }).getAttribute('src')).toBe('/api/users/u1/photo?v=1');
  });

  it('gives someone else without a photo a generated initial avatar', () => {
    render(<UserAvatar person={ada} label="Ada" />);
    const avatar = screen.getByRole('img', { name: 'Ada' });
    expect(avatar.dataset.testid).toBe('initial-avatar');
    expect(avatar.textContent).toBe('A');
  });

  it('falls back to the nickname when the display name is blank', () => {
    render(<UserAvatar person={{ ...ada, displayName: ' ', nickname: 'zeynep' }} label="Zeynep" />);
    expect(screen.getByRole('img', { name: 'Zeynep' }).textContent).toBe('Z');
  });

  it('gives oneself the placeholder figure instead', () => {
    render(<UserAvatar person={ada} own label="Me" />);
    expect(screen.getByRole('img', { name: 'Me' }).dataset.testid).toBe('placeholder-avatar');
  });

  it('falls back when the photo fails to load', () => {
    render(<UserAvatar person={{ ...ada, photoUrl: '/api/users/u1/photo?v=1' }} label="Ada" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    expect(screen.getByRole('img', { name: 'Ada' }).dataset.testid).toBe('initial-avatar');
  });

  it('is hidden from assistive technology without a label (the name is shown beside it)', () => {
    const { container } = render(<UserAvatar person={ada} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
