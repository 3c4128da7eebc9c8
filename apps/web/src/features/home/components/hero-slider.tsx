import { HERO_INTERVAL_MS } from '@watchify/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Backdrop } from '../../../components/ui/backdrop';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  InfoIcon,
  PauseIcon,
  PlayIcon,
  StarIcon,
} from '../../../components/ui/icons';
import { formatRating } from '../../../components/ui/title-card';
import { useReducedMotion } from '../../../lib/accessibility-mode';
import { useTitleLinks } from '../../../lib/title-links';

export interface HeroSlide {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  overview: string | null;
  backdropPath: string | null;
  year: number | null;
  voteAverage: number | null;
}

interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** Time each slide stays (product §9: 6 s). */
  intervalMs?: number;
}

const controlButton =
  'inline-grid size-11 place-items-center rounded-full bg-black/55 text-xl text-white backdrop-blur transition-colors hover:bg-black/80';

/**
 * The hero carousel (WAI-ARIA carousel pattern): slides advance every 6 s and wrap both ways; previous/next
 * buttons, one dot per slide and a pause/play button. It pauses while the pointer is over it or keyboard focus
 * is inside it, and never moves by itself when reduced motion or the accessibility mode is on.
 */
export function HeroSlider({ slides, intervalMs = HERO_INTERVAL_MS }: HeroSliderProps) {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const { open } = useTitleLinks();
  const reducedMotion = useReducedMotion();
  const regionRef = useRef<HTMLElement>(null);
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const count = slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = count > 1 && !reducedMotion && !userPaused && !hovered && !focusInside;

  // `current` restarts the 6 s when someone moves to another slide by hand.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts on every slide change
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  // Pointer and focus listeners on the region itself: these are not interactions of the region.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocusInside(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) setFocusInside(false);
    };
    region.addEventListener('mouseenter', onEnter);
    region.addEventListener('mouseleave', onLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('mouseenter', onEnter);
      region.removeEventListener('mouseleave', onLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  if (count === 0) return null;
  const go = (target: number) => setIndex(((target % count) + count) % count);

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      className="relative isolate overflow-hidden rounded-2xl border border-border bg-surface shadow-xl"
    >
      {/* Controls come first, so keyboard users can stop the rotation before reaching the slides. They sit at the top:
          the bottom right corner of a phone's first screen is the floating assistant button's. */}
      {count > 1 && (
        <div className="absolute top-3 right-3 z-20 flex items-center gap-1.5 sm:top-5 sm:right-5">
          {!reducedMotion && (
            <button
              type="button"
              className={controlButton}
              aria-label={userPaused ? t('slider.play') : t('slider.pause')}
              onClick={() => setUserPaused((value) => !value)}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            className={controlButton}
            aria-label={t('slider.previous')}
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <div className="flex items-center rounded-full bg-black/55 px-1 backdrop-blur">
            {slides.map((slide, slideIndex) => (
              <button
                key={`${slide.mediaType}-${slide.id}`}
                type="button"
                aria-label={t('slider.goTo', { number: slideIndex + 1 })}
                aria-current={slideIndex === current ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => go(slideIndex)}
                className="group grid h-11 w-7 place-items-center rounded-full"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${slideIndex === current ? 'w-5 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/85'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={controlButton}
            aria-label={t('slider.next')}
            aria-controls={slidesId}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}

      <div
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        className="relative aspect-[4/5] min-h-[22rem] w-full sm:aspect-[16/9] sm:min-h-0 lg:aspect-[21/9]"
      >
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === current;
          const rating = formatRating(slide.voteAverage);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
            <div
              key={`${slide.mediaType}-${slide.id}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.slide', { number: slideIndex + 1, total: count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <Backdrop
                title={slide.title}
                backdropPath={slide.backdropPath}
                size="w1280"
                className="absolute inset-0"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/45 to-black/10 sm:bg-gradient-to-r sm:from-black/85 sm:via-black/45 sm:to-transparent" />
              <div className="absolute inset-x-0 bottom-0 flex max-w-2xl flex-col items-start gap-3 p-5 text-white sm:p-8 lg:p-10">
                <p className="rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide uppercase">
                  {t('slider.eyebrow')}
                </p>
                <h2 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{slide.title}</h2>
                <p className="flex items-center gap-3 text-sm font-medium text-white/85">
                  {slide.year !== null && <span>{slide.year}</span>}
                  {rating !== null && (
                    <span className="inline-flex items-center gap-1">
                      <StarIcon className="text-amber-400" />
                      <span aria-hidden="true">{rating}</span>
                      <span className="sr-only">{tCommon('rating', { value: rating })}</span>
                    </span>
                  )}
                </p>
                {slide.overview && (
                  <p className="line-clamp-3 max-w-xl text-sm text-white/85 sm:text-base">{slide.overview}</p>
                )}
                <button
                  type="button"
                  onClick={() => open(slide)}
                  aria-label={tCommon('titleCard.moreInfoNamed', { title: slide.title })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white backdrop-blur transition-colors hover:bg-white/30"
                >
                  <InfoIcon />
                  {tCommon('titleCard.moreInfo')}
                </button>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
