import type { ListDetail, UserSummary } from '@watchify/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useInviteCollaborator } from '../api/invite-collaborator';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import { listErrorKey } from '../errors';

/** The owner's friends, as app/ loads them (features/friends). */
export type ListFriendChoices =
  | { status: 'pending' | 'error' }
  | { status: 'success'; friends: readonly UserSummary[] };

/** Renders its children with my friends, loading them while mounted (passed in by app/). */
export type LoadListFriends = (props: { children: (friends: ListFriendChoices) => ReactNode }) => ReactNode;

interface CollaboratorsSectionProps {
  list: ListDetail;
  LoadFriends?: LoadListFriends;
}

/** Who may change a collaborative list besides its owner; the owner invites friends and removes collaborators. */
export function CollaboratorsSection({ list, LoadFriends }: CollaboratorsSectionProps) {
  const { t } = useTranslation('lists');
  const isOwner = list.role === 'owner';
  const remove = useRemoveCollaborator();
  if (!list.collaborative && list.collaborators.length === 0 && !isOwner) return null;

  return (
    <section aria-labelledby="collaborators-heading" className="flex flex-col gap-3">
      <h2 id="collaborators-heading" className="text-lg font-bold">
        {t('collaborators.heading')}
      </h2>
      {!list.collaborative ? (
        <p className="text-sm text-muted">{t('collaborators.notCollaborative')}</p>
      ) : (
        <>
          {list.collaborators.length === 0 ? (
            <p className="text-sm text-muted">{t('collaborators.none')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {list.collaborators.map((person) => (
                <li
                  key={person.id}
                  className="flex items-center gap-2 rounded-full border border-border bg-surface py-1 pr-1 pl-3 text-sm"
                >
                  {person.displayName}
                  {isOwner && (
                    <Button
                      variant="ghost"
                      className="min-h-8 rounded-full px-2 py-1"
                      aria-label={t('collaborators.remove', { name: person.displayName })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(
                          { listId: list.id, userId: person.id },
                          {
                            onSuccess: () => toast.success(t('collaborators.removed', { name: person.displayName })),
                            onError: (error) => toast.error(t(listErrorKey(error))),
                          },
                        )
                      }
                    >
                      ×
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {isOwner && LoadFriends && (
            <LoadFriends>{(friends) => <InviteForm list={list} friends={friends} />}</LoadFriends>
          )}
        </>
      )}
    </section>
  );
}

function InviteForm({ list, friends }: { list: ListDetail; friends: ListFriendChoices }) {
  const { t } = useTranslation('lists');
  const id = useId();
  const [chosen, setChosen] = useState('');
  const invite = useInviteCollaborator();
  if (friends.status === 'pending') return <p className="text-sm text-muted">{t('collaborators.loadingFriends')}</p>;
  if (friends.status !== 'success') return <p className="text-sm text-danger">{t('errors.unknown')}</p>;
  const invited = new Set(list.collaborators.map((person) => person.id));
  const choices = friends.friends.filter((friend) => !invited.has(friend.id));
  if (friends.friends.length === 0) return <p className="text-sm text-muted">{t('collaborators.noFriends')}</p>;
  if (choices.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const friend = choices.find((choice) => choice.id === chosen);
        if (!friend) return;
        invite.mutate(
          { listId: list.id, userId: friend.id },
          {
            onSuccess: () => {
              toast.success(t('collaborators.invited', { name: friend.displayName }));
              setChosen('');
            },
            onError: (error) => toast.error(t(listErrorKey(error))),
          },
        );
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('collaborators.invite')}
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base"
        >
          <option value="">{t('collaborators.choose')}</option>
          {choices.map((friend) => (
            <option key={friend.id} value={friend.id}>
              {friend.displayName}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!chosen || invite.isPending}>
        {t('collaborators.inviteButton')}
      </Button>
    </form>
  );
}
