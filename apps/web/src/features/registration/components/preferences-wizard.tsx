import { LIMITS, type Preferences } from '@watchify/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePreferenceTitles } from '../api/get-preference-titles';
import { AccessibilityStep } from './accessibility-step';
import { GenreStep } from './genre-step';
import { StepIndicator } from './step-indicator';
import { TitlePickerStep } from './title-picker-step';

export const WIZARD_STEPS = ['genres', 'movies', 'shows', 'accessibility'] as const;
export type WizardStep = 0 | 1 | 2 | 3;

/** Adds `id` when there is room, removes it when present. */
function toggle(list: readonly number[], id: number, max: number): number[] {
  if (list.includes(id)) return list.filter((item) => item !== id);
  return list.length < max ? [...list, id] : [...list];
}

interface PreferencesWizardProps {
  draft: Preferences;
  onDraftChange: (update: (draft: Preferences) => Preferences) => void;
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
  onComplete: (preferences: Preferences) => void;
  completing: boolean;
  errorMessage: string | null;
  focusOnMount: boolean;
}

/** Registration step 2: genres → favourite movies → favourite shows → accessibility. */
export function PreferencesWizard({
  draft,
  onDraftChange,
  step,
  onStepChange,
  onComplete,
  completing,
  errorMessage,
  focusOnMount,
}: PreferencesWizardProps) {
  const { t } = useTranslation('registration');
  const [movedWithin, setMovedWithin] = useState(false);
  const titles = usePreferenceTitles(draft.genres, step >= 1);

  // Favourites only count while their genre is still chosen (the list is the server's answer for these genres).
  const visible = (ids: readonly number[], list: readonly { id: number }[] | undefined) =>
    list ? ids.filter((id) => list.some((title) => title.id === id)) : [...ids];
  const favoriteMovies = visible(draft.favoriteMovies, titles.data?.movies);
  const favoriteShows = visible(draft.favoriteShows, titles.data?.shows);

  const canContinue = [draft.genres.length > 0, favoriteMovies.length > 0, favoriteShows.length > 0, true][step];
  const focusStep = focusOnMount || movedWithin;
  const stepNames = WIZARD_STEPS.map((name) => t(`wizard.steps.${name}`));

  function goTo(next: WizardStep) {
    setMovedWithin(true);
    onStepChange(next);
  }

  function complete() {
    if (completing) return;
    onComplete({ genres: draft.genres, favoriteMovies, favoriteShows, hasDisability: draft.hasDisability });
  }

  const titleStepProps = {
    isLoading: titles.isPending,
    isError: titles.isError,
    onRetry: () => void titles.refetch(),
    focusOnMount: focusStep,
  };

  return (
    <section aria-labelledby="preferences-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="preferences-title" className="text-xl font-semibold">
            {t('wizard.title')}
          </h2>
          <p className="text-sm text-muted">{t('wizard.stepOf', { current: step + 1, total: WIZARD_STEPS.length })}</p>
        </div>
        <progress
          value={step + 1}
          max={WIZARD_STEPS.length}
          aria-label={t('wizard.progressLabel')}
          className="wizard-progress h-2 w-full"
        />
        <StepIndicator label={t('wizard.stepsLabel')} steps={stepNames} current={step} compact />
      </div>

      {step === 0 && (
        <GenreStep
          key="genres"
          selected={draft.genres}
          onToggle={(id) => onDraftChange((d) => ({ ...d, genres: toggle(d.genres, id, LIMITS.maxGenres) }))}
          focusOnMount={focusStep}
        />
      )}
      {step === 1 && (
        <TitlePickerStep
          key="movies"
          id="movie-step"
          heading={t('wizard.moviesTitle')}
          hint={t('wizard.moviesHint', { max: LIMITS.maxFavoriteMovies })}
          max={LIMITS.maxFavoriteMovies}
          titles={titles.data?.movies}
          selected={favoriteMovies}
          onToggle={(id) =>
            onDraftChange((d) => ({ ...d, favoriteMovies: toggle(favoriteMovies, id, LIMITS.maxFavoriteMovies) }))
          }
          {...titleStepProps}
        />
      )}
      {step === 2 && (
        <TitlePickerStep
          key="shows"
          id="show-step"
          heading={t('wizard.showsTitle')}
          hint={t('wizard.showsHint', { max: LIMITS.maxFavoriteShows })}
          max={LIMITS.maxFavoriteShows}
          titles={titles.data?.shows}
          selected={favoriteShows}
          onToggle={(id) =>
            onDraftChange((d) => ({ ...d, favoriteShows: toggle(favoriteShows, id, LIMITS.maxFavoriteShows) }))
          }
          {...titleStepProps}
        />
      )}
      {step === 3 && (
        <AccessibilityStep
          key="accessibility"
          checked={draft.hasDisability}
          onChange={(hasDisability) => onDraftChange((d) => ({ ...d, hasDisability }))}
          focusOnMount={focusStep}
        />
      )}

      <FormAlert message={errorMessage} />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goTo((step - 1) as WizardStep)} disabled={completing}>
            {t('wizard.back')}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        {step < 3 ? (
          <Button onClick={() => goTo((step + 1) as WizardStep)} disabled={!canContinue}>
            {t('wizard.next')}
          </Button>
        ) : (
          <Button onClick={complete} disabled={completing}>
            {completing ? t('wizard.completing') : t('wizard.complete')}
          </Button>
        )}
      </div>
    </section>
  );
}
