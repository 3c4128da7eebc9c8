import { LIMITS, MOVIE_GENRES } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { CheckIcon } from '../../../components/ui/icons';

interface GenreStepProps {
  selected: readonly number[];
  onToggle: (genreId: number) => void;
  focusOnMount: boolean;
}

/** Wizard step 1: up to four of the 19 movie genres, as toggle buttons. */
export function GenreStep({ selected, onToggle, focusOnMount }: GenreStepProps) {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation('common');
  const full = selected.length >= LIMITS.maxGenres;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <FocusHeading level={3} id="genre-step-title" focusOnMount={focusOnMount} className="text-lg font-semibold">
          {t('wizard.genresTitle')}
        </FocusHeading>
        <p id="genre-step-hint" className="text-sm text-muted">
          {t('wizard.genresHint', { max: LIMITS.maxGenres })}
        </p>
        <p className="text-sm font-medium" aria-live="polite">
          {t('wizard.selected', { selected: selected.length, max: LIMITS.maxGenres })}
        </p>
      </div>
      <ul
        aria-labelledby="genre-step-title"
        aria-describedby="genre-step-hint"
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4"
      >
        {MOVIE_GENRES.map((genre) => {
          const pressed = selected.includes(genre.id);
          return (
            <li key={genre.id}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={!pressed && full}
                onClick={() => onToggle(genre.id)}
                className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-45 ${
                  pressed
                    ? 'border-accent bg-accent text-accent-fg'
                    : 'border-border bg-surface text-fg hover:border-accent'
                }`}
              >
                {tCommon(`genres.${genre.id}`)}
                {pressed && <CheckIcon />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
