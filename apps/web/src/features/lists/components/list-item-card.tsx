import { type ListItem, validateListNote } from '@watchify/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { InfoIcon } from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';
import { useTitleLinks } from '../../../lib/title-links';
import { useUpdateListItem } from '../api/update-list-item';
import { listErrorKey } from '../errors';

export const listItemKey = (item: Pick<ListItem, 'mediaType' | 'id'>) => `${item.mediaType}-${item.id}`;

interface ListItemCardProps {
  listId: string;
  item: ListItem;
  /** Owner and collaborators: remove and annotate. */
  canEdit: boolean;
  /** In list order, for those who may edit: move up / down (null buttons when the item is first / last). */
  move?: { up: (() => void) | null; down: (() => void) | null };
  /** A drag handle (drag and drop), placed by the sortable grid. */
  dragHandle?: ReactNode;
  removing: boolean;
  onRemove: () => void;
}

/** A title of a list: poster, name, type and year, its note, and for members move, note and remove controls. */
export function ListItemCard({ listId, item, canEdit, move, dragHandle, removing, onRemove }: ListItemCardProps) {
  const { t } = useTranslation('lists');
  const { link } = useTitleLinks();
  const [editing, setEditing] = useState(false);
  const key = listItemKey(item);

  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-2">
      <div className="relative">
        <Poster title={item.title} posterPath={item.posterPath} />
        {dragHandle}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-1">
        <h2 className="line-clamp-2 text-sm font-semibold leading-snug">{item.title}</h2>
        <p className="text-xs text-muted">
          {t(`page.mediaTypes.${item.mediaType}`)}
          {item.year !== null && ` · ${item.year}`}
          {item.voteAverage !== null && ` · ★ ${item.voteAverage.toFixed(1)}`}
        </p>
        {item.note && !editing && (
          <p className="text-sm whitespace-pre-line">
            <span className="sr-only">{t('page.note')}: </span>
            {item.note}
          </p>
        )}
      </div>
      {editing ? (
        <NoteForm listId={listId} item={item} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-2 px-1 pb-1">
          <Link
            {...link(item)}
            aria-label={t('page.moreInfo', { title: item.title })}
            className="inline-flex min-h-9 w-fit items-center gap-1.5 rounded-md text-xs font-semibold text-accent-text hover:underline"
          >
            <InfoIcon />
            {t('page.moreInfoShort')}
          </Link>
          {move && (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                className="min-h-9 flex-1 px-2 py-1.5"
                aria-label={t('page.moveUp', { title: item.title })}
                data-move-key={key}
                data-direction="up"
                disabled={!move.up}
                onClick={move.up ?? undefined}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                className="min-h-9 flex-1 px-2 py-1.5"
                aria-label={t('page.moveDown', { title: item.title })}
                data-move-key={key}
                data-direction="down"
                disabled={!move.down}
                onClick={move.down ?? undefined}
              >
                ↓
              </Button>
            </div>
          )}
          {canEdit && (
            <>
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1.5"
                aria-label={t('page.editNoteNamed', { title: item.title })}
                onClick={() => setEditing(true)}
              >
                {item.note ? t('page.editNote') : t('page.addNote')}
              </Button>
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1.5"
                aria-label={t('page.removeNamed', { title: item.title })}
                data-remove
                disabled={removing}
                onClick={onRemove}
              >
                {t('page.remove')}
              </Button>
            </>
          )}
        </div>
      )}
    </article>
  );
}

function NoteForm({ listId, item, onDone }: { listId: string; item: ListItem; onDone: () => void }) {
  const { t } = useTranslation('lists');
  const id = useId();
  const [note, setNote] = useState(item.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateListItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateListNote(note);
    if (broken) {
      setError(t(`errors.${broken}`));
      return;
    }
    update.mutate(
      { listId, title: item, note },
      {
        onSuccess: () => {
          toast.success(t('page.noteSaved'));
          onDone();
        },
        onError: (failure) => setError(t(listErrorKey(failure))),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 px-1 pb-1">
      <label htmlFor={id} className="text-xs font-medium">
        {t('page.noteLabel', { title: item.title })}
      </label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this note
        autoFocus
        rows={3}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setNote(event.target.value)}
        className="w-full rounded-lg border border-border bg-surface px-2 py-1.5 text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" className="min-h-9 px-3 py-1.5" disabled={update.isPending}>
          {t('page.saveNote')}
        </Button>
        <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={onDone}>
          {t('page.cancelNote')}
        </Button>
      </div>
    </form>
  );
}
