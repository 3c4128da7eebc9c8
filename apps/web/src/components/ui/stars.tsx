import { COMMENT_LIMITS } from '@watchify/contract';
import { StarIcon } from './icons';

const STAR_VALUES = Array.from({ length: COMMENT_LIMITS.ratingMax }, (_, index) => index + 1);

/** A rating shown as five stars, read as one phrase ('4 out of 5 stars'). */
export function Stars({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {STAR_VALUES.map((star) => (
        <StarIcon key={star} className={star <= value ? 'text-star' : 'text-muted'} />
      ))}
    </span>
  );
}

export { STAR_VALUES };
