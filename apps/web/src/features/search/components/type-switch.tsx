import { SEARCH_TYPES, type SearchType } from '@watchify/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** All / Movies / TV Shows, as a radio group styled as a segmented control. */
export function TypeSwitch({ value, onChange }: { value: SearchType; onChange: (type: SearchType) => void }) {
  const { t } = useTranslation('search');
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="float-left mr-1 text-sm font-semibold text-muted">{t('page.type')}</legend>
      <div className="inline-flex rounded-xl border border-border bg-surface p-1">
        {SEARCH_TYPES.map((type) => (
          <label
            key={type}
            className="relative flex min-h-10 cursor-pointer items-center rounded-lg px-4 text-sm font-semibold text-muted transition-colors has-[:checked]:bg-accent has-[:checked]:text-accent-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus hover:text-fg"
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {t(`page.types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
