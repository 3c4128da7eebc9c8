import type { TitleCard } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { CheckIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Poster } from '../../../components/ui/poster';
import { Spinner } from '../../../components/ui/spinner';

interface TitlePickerStepProps {
  id: string;
  heading: string;
  hint: string;
  max: number;
  titles: readonly TitleCard[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: readonly number[];
  onToggle: (titleId: number) => void;
  focusOnMount: boolean;
}

/** Wizard steps 2 and 3: poster cards with titles, each a toggle button named by its title. */
export function TitlePickerStep({
  id,
  heading,
  hint,
  max,
  titles,
  isLoading,
  isError,
  onRetry,
  selected,
  onToggle,
  focusOnMount,
}: TitlePickerStepProps) {
  const { t } = useTranslation('registration');
  const full = selected.length >= max;

  let body: ReactNode;
  if (isError) {
    body = <LoadError message={t('wizard.loadError')} retryLabel={t('wizard.retry')} onRetry={onRetry} />;
  } else if (isLoading || !titles) {
    body = (
      <div role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-6" />
        {t('wizard.loadingTitles')}
      </div>
    );
  } else if (titles.length === 0) {
    body = <p className="text-muted">{t('wizard.noTitles')}</p>;
  } else {
    body = (
      <ul aria-labelledby={`${id}-title`} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {titles.map((title) => {
          const pressed = selected.includes(title.id);
          return (
            <li key={title.id}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={title.title}
                disabled={!pressed && full}
                onClick={() => onToggle(title.id)}
                className={`relative flex w-full flex-col gap-2 rounded-xl border-2 p-1.5 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-45 ${
                  pressed ? 'border-accent bg-accent/10' : 'border-transparent hover:border-border'
                }`}
              >
                <Poster title={title.title} posterPath={title.posterPath} />
                <span className="line-clamp-2 px-1 text-sm font-medium">{title.title}</span>
                {pressed && (
                  <span className="absolute top-3 right-3 grid size-7 place-items-center rounded-full bg-accent text-accent-fg shadow">
                    <CheckIcon />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <FocusHeading level={3} id={`${id}-title`} focusOnMount={focusOnMount} className="text-lg font-semibold">
          {heading}
        </FocusHeading>
        <p className="text-sm text-muted">{hint}</p>
        <p className="text-sm font-medium" aria-live="polite">
          {t('wizard.selected', { selected: selected.length, max })}
        </p>
      </div>
      {body}
    </div>
  );
}
