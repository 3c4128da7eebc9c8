import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './icons';
import { STAR_VALUES } from './stars';

interface StarRatingInputProps {
  /** The group's name ('Your rating'). */
  label: string;
  /** 0 while no rating is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** Shown under the stars while none is chosen (as an error when `invalid`). */
  hint?: string;
  disabled?: boolean;
  /** The hint is an error: a submit was tried without a rating. */
  invalid?: boolean;
  /** Receives the first star's input, so the form can move focus here. */
  firstStarRef?: Ref<HTMLInputElement>;
  /** Id of a note outside the group that describes it. */
  describedBy?: string;
}

/**
 * The 1–5 star selector (product §2, §5): a radio group, so arrow keys move between stars and a screen reader
 * announces '3 stars, 3 of 5'.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  hint,
  disabled = false,
  invalid = false,
  firstStarRef,
  describedBy,
}: StarRatingInputProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const hintId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = disabled ? value : hovered || value;
  const showHint = hint !== undefined && value === 0;
  const description = [showHint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');

  return (
    <fieldset
      aria-describedby={description || undefined}
      aria-invalid={invalid || undefined}
      className="flex flex-col gap-1"
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is decoration; the radios are the control */}
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {STAR_VALUES.map((star) => (
          <label
            key={star}
            className={`relative grid size-11 place-items-center rounded-lg text-3xl transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
              disabled ? 'cursor-default' : 'cursor-pointer hover:bg-surface-2'
            }`}
            onMouseEnter={() => !disabled && setHovered(star)}
          >
            <input
              ref={star === 1 ? firstStarRef : undefined}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              disabled={disabled}
              className="sr-only"
            />
            <StarIcon className={star <= shown ? 'text-star' : 'text-muted'} />
            <span className="sr-only">{t('starRating.star', { count: star })}</span>
          </label>
        ))}
      </div>
      {showHint && (
        <p
          id={hintId}
          role={invalid ? 'alert' : undefined}
          className={`text-sm ${invalid ? 'font-semibold text-danger' : 'text-muted'}`}
        >
          {hint}
        </p>
      )}
    </fieldset>
  );
}
