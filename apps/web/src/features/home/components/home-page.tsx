import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/icons';
import { useTopTitles } from '../api/get-top-titles';
import { TitleRow } from './title-row';

/** Home (/): a hero with the way to recommendations, then the top movies and top TV shows. */
export function HomePage() {
  const { t } = useTranslation('home');
  const top = useTopTitles();
  const errorMessage = top.error?.message ?? null;

  return (
    <div className="flex flex-col gap-10 pb-12">
      <title>Watchify</title>
      <section className="hero relative overflow-hidden border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="max-w-xl text-lg text-muted">{t('hero.body')}</p>
          <Link to="/recommendations" className={buttonStyles('primary', 'px-6 text-base')}>
            <PlayIcon />
            {t('hero.cta')}
          </Link>
        </div>
      </section>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4">
        <TitleRow
          heading={t('topMovies')}
          seeAllTo="/movies"
          titles={top.data?.movies}
          isLoading={top.isPending}
          loadingText={t('loadingMovies')}
          errorText={errorMessage === null ? null : t('errorMovies', { message: errorMessage })}
        />
        <TitleRow
          heading={t('topShows')}
          seeAllTo="/shows"
          titles={top.data?.shows}
          isLoading={top.isPending}
          loadingText={t('loadingShows')}
          errorText={errorMessage === null ? null : t('errorShows', { message: errorMessage })}
        />
      </div>
    </div>
  );
}
