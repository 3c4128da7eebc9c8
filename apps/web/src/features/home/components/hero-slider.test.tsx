import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSummaries } from '../../../test/fixtures';
import { renderPage } from '../../../test/utils';
import { HeroSlider } from './hero-slider';

const slides = buildSummaries(4, 'Trending', { backdropPath: '/backdrop.jpg' });

/** The aria-label of the one slide assistive technology can see ('2 of 4'). */
const activeSlide = () => screen.getByRole('group', { name: /of 4$/ }).getAttribute('aria-label');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function renderSlider() {
  renderPage(<HeroSlider slides={slides} />);
  return screen.getByRole('region', { name: 'Trending today' });
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a carousel of four slides with a backdrop, title, overview and year/rating', () => {
    const region = renderSlider();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = screen.getByRole('group', { name: '1 of 4' });
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(within(slide).getByRole('heading', { name: 'Trending 1' })).toBeTruthy();
    expect(within(slide).getByText('A story worth watching.')).toBeTruthy();
    expect(within(slide).getByText('2000')).toBeTruthy();
    expect(within(slide).getByText('Rating 7.5 out of 10')).toBeTruthy();
    expect(slide.querySelector('img')?.getAttribute('src')).toBe('/api/images/w1280/backdrop.jpg');
    expect(within(slide).getByRole('button', { name: 'More info about Trending 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBeNull();
  });

  it('advances every 6 seconds and wraps from the last slide to the first', () => {
    renderSlider();
    expect(activeSlide()).toBe('1 of 4');
    advance(5999);
    expect(activeSlide()).toBe('1 of 4');
    advance(1);
    expect(activeSlide()).toBe('2 of 4');
    advance(6000);
    expect(activeSlide()).toBe('3 of 4');
    advance(6000);
    expect(activeSlide()).toBe('4 of 4');
    advance(6000);
    expect(activeSlide()).toBe('1 of 4');
  });

  it('wraps both ways with the previous and next buttons, and jumps with the dots', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeSlide()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while the pointer is over it', () => {
    const region = renderSlider();
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(activeSlide()).toBe('1 of 4');
    fireEvent.mouseLeave(region);
    advance(6000);
    expect(activeSlide()).toBe('2 of 4');
  });

  it('pauses while keyboard focus is inside it', () => {
    renderSlider();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(20_000);
    expect(activeSlide()).toBe('1 of 4');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(6000);
    expect(activeSlide()).toBe('2 of 4');
  });

  it('stops and starts with the pause/play button', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Clicking moved focus into the carousel; take it out again to check the pause itself.
    act(() => (document.activeElement as HTMLElement).blur());
    advance(20_000);
    expect(activeSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(6000);
    expect(activeSlide()).toBe('2 of 4');
  });

  it('never advances by itself when the system asks for reduced motion', () => {
    preferReducedMotion();
    renderSlider();
    advance(60_000);
    expect(activeSlide()).toBe('1 of 4');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe('2 of 4');
  });

  it('never advances by itself in the accessibility mode, even when it turns on later', async () => {
    renderSlider();
    await act(async () => {
      document.documentElement.classList.add('a11y');
    });
    advance(60_000);
    expect(activeSlide()).toBe('1 of 4');
  });
});
