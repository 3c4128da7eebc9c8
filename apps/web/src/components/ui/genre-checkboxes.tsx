import { MOVIE_GENRES } from '@watchify/contract';
import { useTranslation } from 'react-i18next';

interface GenreCheckboxesProps {
  /** The chosen genre ids. */
  value: readonly number[];
  onChange(genres: readonly number[]): void;
  /** The grid's columns from the small breakpoint up, e.g. `sm:grid-cols-3 lg:grid-cols-5`. */
  columnsClassName: string;
}

/** One checkbox per movie genre, in the catalog's order; checking or unchecking one adds or drops it. */
export function GenreCheckboxes({ value, onChange, columnsClassName }: GenreCheckboxesProps) {
  const { t } = useTranslation('common');
  const toggle = (genreId: number) =>
    onChange(value.includes(genreId) ? value.filter((id) => id !== genreId) : [...value, genreId]);
  return (
    <div className={`grid grid-cols-2 gap-1.5 ${columnsClassName}`}>
      {MOVIE_GENRES.map((genre) => (
        <label
          key={genre.id}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10"
        >
          <input
            type="checkbox"
            className="size-4 accent-[var(--wf-accent)]"
            checked={value.includes(genre.id)}
            onChange={() => toggle(genre.id)}
          />
          {t(`genres.${genre.id}`)}
        </label>
      ))}
    </div>
  );
}
