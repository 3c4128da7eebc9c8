import { HERO_SLIDES } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useHeroTitles } from '../api/get-hero-titles';
import { HeroSlider } from './hero-slider';

/**
 * The top of home: the page heading, the way to recommendations, and the slider of today's four trending titles.
 * When trending cannot be loaded the slider is left out; the rest of home still works.
 */
export function HomeHero() {
  const { t } = useTranslation('home');
  const hero = useHeroTitles();
  const slides = hero.data?.results.slice(0, HERO_SLIDES) ?? [];

  return (
    <section aria-labelledby="home-hero-title" className="hero border-b border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
        <div className="flex flex-col items-start gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            <h1 id="home-hero-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="text-lg text-muted">{t('hero.body')}</p>
          </div>
          <Link to="/recommendations" className={buttonStyles('primary', 'shrink-0 px-6 text-base')}>
            <PlayIcon />
            {t('hero.cta')}
          </Link>
        </div>
        {hero.isPending ? (
          <div
            role="status"
            className="grid aspect-[4/5] min-h-[22rem] place-items-center rounded-2xl border border-border bg-surface text-muted sm:aspect-[16/9] sm:min-h-0 lg:aspect-[21/9]"
          >
            <span className="flex items-center gap-3">
              <Spinner className="size-6" />
              {t('slider.loading')}
            </span>
          </div>
        ) : (
          slides.length > 0 && <HeroSlider slides={slides} />
        )}
      </div>
    </section>
  );
}
