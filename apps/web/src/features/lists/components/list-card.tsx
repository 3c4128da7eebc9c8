import { LIST_LIMITS, type ListSummary } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListIcon } from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';

interface ListCardProps {
  list: ListSummary;
  /** Shown for the owner: asks before deleting. */
  onDelete?: () => void;
  /** False where the owner is plain already (their profile page). */
  showOwner?: boolean;
}

/** A list on /lists: a strip of its first posters, its name (a link to its page), count, visibility and my role. */
export function ListCard({ list, onDelete, showOwner = true }: ListCardProps) {
  const { t } = useTranslation('lists');
  const posters = list.posterPaths.slice(0, LIST_LIMITS.posterPreviews);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-3">
      <div className="grid grid-cols-4 gap-1" aria-hidden="true">
        {posters.length === 0 ? (
          <div className="col-span-4 grid aspect-[8/3] place-items-center rounded-lg bg-surface-2 text-3xl text-muted">
            <ListIcon />
          </div>
        ) : (
          posters.map((posterPath) => <Poster key={posterPath} title={list.name} posterPath={posterPath} size="w200" />)
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="text-base font-semibold leading-snug">
          <Link to={`/lists/${list.id}`} className="hover:underline">
            {list.name}
          </Link>
        </h3>
        {showOwner && list.role !== 'owner' && (
          <p className="text-xs text-muted">{t('overview.ownedBy', { name: list.owner.displayName })}</p>
        )}
        <p className="flex flex-wrap gap-x-2 text-xs text-muted">
          <span>{t('overview.titles', { count: list.itemCount })}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`visibility.${list.visibility}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`roles.${list.role}`)}</span>
        </p>
      </div>
      {onDelete && (
        <Button
          variant="secondary"
          className="min-h-9 self-start px-3 py-1.5"
          aria-label={t('delete.named', { name: list.name })}
          onClick={onDelete}
        >
          {t('delete.button')}
        </Button>
      )}
    </article>
  );
}

interface SpecialListCardProps {
  to: string;
  name: string;
  detail: string;
  itemCount: number | null;
}

/** The watchlist or a shared watchlist, shown among the lists and linking to its own page. */
export function SpecialListCard({ to, name, detail, itemCount }: SpecialListCardProps) {
  const { t } = useTranslation('lists');
  return (
    <article className="flex h-full flex-col gap-1 rounded-xl border border-dashed border-border bg-surface p-3">
      <h3 className="text-base font-semibold leading-snug">
        <Link to={to} className="hover:underline">
          {name}
        </Link>
      </h3>
      <p className="text-xs text-muted">{detail}</p>
      {itemCount !== null && <p className="text-xs text-muted">{t('overview.titles', { count: itemCount })}</p>}
    </article>
  );
}
