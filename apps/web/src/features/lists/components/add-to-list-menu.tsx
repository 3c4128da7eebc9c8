import { validateListDetails } from '@watchify/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ListIcon } from '../../../components/ui/icons';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import type { TitleRef } from '../../../lib/title-links';
import { addListItem, useAddListItem } from '../api/add-list-item';
import { useCreateList } from '../api/create-list';
import { useTitleLists } from '../api/get-title-lists';
import { useRemoveListItem } from '../api/remove-list-item';
import { listErrorKey } from '../errors';

interface AddToListMenuProps {
  title: TitleRef & { title: string };
  /** Visitors get the sign-in prompt instead of the menu. */
  signedIn: boolean;
}

/**
 * "Add to list" in a title's detail: a panel of my lists (those I own or collaborate on), each a checkbox that says
 * whether it holds the title and adds or removes it, and "New list…", which creates a list and adds the title to it.
 * Escape or a click outside closes it and focus goes back to the button.
 */
export function AddToListMenu({ title, signedIn }: AddToListMenuProps) {
  const { t } = useTranslation('lists');
  const promptSignIn = useSignInPrompt();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Captured on window, ahead of the detail modal's own listener on document: this Escape closes only the menu.
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-expanded={signedIn ? open : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={() => (signedIn ? setOpen(!open) : promptSignIn())}
      >
        <ListIcon />
        {t('menu.button')}
      </Button>
      {open && <MenuPanel id={panelId} title={title} />}
    </div>
  );
}

function MenuPanel({ id, title }: { id: string; title: TitleRef & { title: string } }) {
  const { t } = useTranslation('lists');
  const lists = useTitleLists(title, true);
  const add = useAddListItem();
  const remove = useRemoveListItem();
  const create = useCreateList();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const ref = { mediaType: title.mediaType, id: title.id };

  const toggle = (listId: string, listName: string, contains: boolean) => {
    if (contains) {
      remove.mutate(
        { listId, title: ref },
        {
          onSuccess: () => toast.success(t('menu.removed', { list: listName })),
          onError: (failure) => toast.error(t(listErrorKey(failure))),
        },
      );
    } else {
      add.mutate(
        { listId, title: ref },
        {
          onSuccess: () => toast.success(t('menu.added', { list: listName })),
          onError: (failure) => toast.error(t(listErrorKey(failure))),
        },
      );
    }
  };

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateListDetails({ name });
    if (broken) {
      setError(t(`errors.${broken}`));
      return;
    }
    create.mutate(
      { name },
      {
        onSuccess: async (list) => {
          try {
            await addListItem({ listId: list.id, title: ref });
            toast.success(t('menu.added', { list: list.name }));
          } catch (failure) {
            toast.error(t(listErrorKey(failure)));
          }
          setCreating(false);
          setName('');
          setError(null);
          void lists.refetch();
        },
        onError: (failure) => setError(t(listErrorKey(failure))),
      },
    );
  };

  const busy = add.isPending || remove.isPending;
  return (
    <fieldset
      id={id}
      className="absolute right-0 z-30 mt-2 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-xl border border-border bg-bg p-3 shadow-xl"
    >
      <legend className="sr-only">{t('menu.label', { title: title.title })}</legend>
      <p aria-hidden="true" className="text-sm font-semibold">
        {t('menu.label', { title: title.title })}
      </p>
      {lists.isError ? (
        <p className="text-sm text-danger">{t('menu.error')}</p>
      ) : !lists.data ? (
        <p role="status" className="text-sm text-muted">
          {t('menu.loading')}
        </p>
      ) : lists.data.lists.length === 0 ? (
        <p className="text-sm text-muted">{t('menu.empty')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {lists.data.lists.map((list) => (
            <li key={list.id}>
              <label className="flex min-h-10 items-center gap-2 rounded-md px-2 hover:bg-surface-2">
                <input
                  type="checkbox"
                  className="size-4 accent-accent"
                  checked={list.contains}
                  disabled={busy}
                  onChange={() => toggle(list.id, list.name, list.contains)}
                />
                <span className="min-w-0 flex-1 truncate">{list.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <form onSubmit={submitNew} noValidate className="flex flex-col gap-2 border-t border-border pt-2">
          <label htmlFor={nameId} className="text-sm font-medium">
            {t('menu.newListName')}
          </label>
          <input
            id={nameId}
            // biome-ignore lint/a11y/noAutofocus: the person just asked for a new list
            autoFocus
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            className="min-h-10 rounded-lg border border-border bg-surface px-2 py-1.5"
          />
          {error && (
            <p id={`${nameId}-error`} role="alert" className="text-xs font-medium text-danger">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" className="min-h-9 px-3 py-1.5" disabled={create.isPending}>
              {t('menu.create')}
            </Button>
            <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={() => setCreating(false)}>
              {t('menu.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" className="justify-start" onClick={() => setCreating(true)}>
          {t('menu.newList')}
        </Button>
      )}
    </fieldset>
  );
}
