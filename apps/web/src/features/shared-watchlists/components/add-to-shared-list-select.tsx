import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TitleRef } from '../../../lib/title-links';
import { useAddSharedWatchlistItem } from '../api/add-shared-watchlist-item';
import { useSharedWatchlists } from '../api/get-shared-watchlists';
import { sharedWatchlistErrorCode } from '../errors';

interface AddToSharedListSelectProps {
  /** The title to add: only its type and id go to the server, which looks up the rest in the catalog. */
  title: TitleRef;
  /** The title's name, appended to the select's accessible name so the selects of a grid can be told apart. */
  titleName?: string;
  /** A list not to offer (the shared list whose page the card is on). */
  excludeListId?: string;
  className?: string;
}

/**
 * The select on a card that adds its title to one of my shared lists (product §2 Watchlist: "a shared list receives
 * items added from a select on each card"). Lists that can no longer be changed (the friendship ended) are not
 * offered; with no list to offer it renders nothing. Choosing a list adds at once and the select goes back to its
 * prompt, so the same title can be added to another list next.
 */
export function AddToSharedListSelect({ title, titleName, excludeListId, className = '' }: AddToSharedListSelectProps) {
  const { t } = useTranslation('sharedWatchlists');
  const id = useId();
  const lists = useSharedWatchlists();
  const add = useAddSharedWatchlistItem();
  const options = (lists.data?.lists ?? []).filter((list) => list.canEdit && list.id !== excludeListId);
  if (options.length === 0) return null;

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const list = options.find((option) => option.id === event.target.value);
    if (!list) return;
    add.mutate(
      { listId: list.id, title: { mediaType: title.mediaType, id: title.id } },
      {
        onSuccess: ({ added }) =>
          added
            ? toast.success(t('toasts.added', { list: list.name }))
            : toast.info(t('toasts.alreadyThere', { list: list.name })),
        onError: (error) => {
          const code = sharedWatchlistErrorCode(error);
          toast.error(code ? t(`errors.${code}`) : t('toasts.addError'));
        },
      },
    );
  };

  return (
    <div className={`relative z-10 flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {t('select.label')}
        {titleName && <span className="sr-only">: {titleName}</span>}
      </label>
      <select
        id={id}
        // Always back to the prompt: the select is an action, not a setting.
        value=""
        onChange={choose}
        disabled={add.isPending}
        className="min-h-9 w-full rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg focus:border-accent"
      >
        <option value="">{add.isPending ? t('select.adding') : t('select.placeholder')}</option>
        {options.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
    </div>
  );
}
