import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster, posterUrl, titleHue } from './poster';

describe('Poster', () => {
  it('loads the w500 image through our image route when there is a poster path', () => {
    const { container } = render(<Poster title="Dune" posterPath="/dune.jpg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/images/w500/dune.jpg');
    expect(posterUrl('/x.jpg')).toBe('/api/images/w500/x.jpg');
    expect(posterUrl('/x.jpg', 'w200')).toBe('/api/images/w200/x.jpg');
  });

  it('shows a placeholder with the title when there is no poster', () => {
    render(<Poster title="Dune" posterPath={null} />);
    expect(screen.getByTestId('poster-placeholder').textContent).toBe('Dune');
  });

  it('replaces an image that fails to load with the placeholder', () => {
    const { container } = render(<Poster title="Dune" posterPath="/missing.jpg" alt="Dune poster" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Dune poster' }).textContent).toBe('Dune');
  });

  it('derives a stable colour from the title', () => {
    expect(titleHue('Dune')).toBe(titleHue('Dune'));
    expect(titleHue('Dune')).not.toBe(titleHue('Heat'));
    expect(titleHue('Dune')).toBeGreaterThanOrEqual(0);
    expect(titleHue('Dune')).toBeLessThan(360);
  });
});
