import type { CommentReply } from '@watchify/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TitleRef } from '../../../lib/title-links';
import { useDeleteReply } from '../api/delete-reply';
import type { ThreadReview } from '../api/replies-cache';
import { useUpdateReply } from '../api/update-reply';
import { knownCommentError } from '../comment-errors';
import { personName } from '../person-name';
import { AuthorAvatar } from './author-avatar';
import { ReplyForm } from './reply-form';

interface ReplyItemProps {
  title: TitleRef;
  review: ThreadReview;
  reply: CommentReply;
  /** After this reply is deleted: where focus goes (it had it). */
  onDeleted: () => void;
}

/**
 * One reply in a review's thread: author, time and text. Its author may edit and delete it; the review's author may
 * delete it (`canDelete`, from the API's rule).
 */
export function ReplyItem({ title, review, reply, onDeleted }: ReplyItemProps) {
  const { t, i18n } = useTranslation('comments');
  const name = personName(reply.author, t('anonymous'));
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const update = useUpdateReply(title, review);
  const remove = useDeleteReply(title, review);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to Edit once the form has given way to it.
  const leaveEditing = () => {
    setEditing(false);
    setServerError(null);
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const save = (text: string) =>
    update.mutate(
      { replyId: reply.id, text },
      {
        onSuccess: leaveEditing,
        onError: (error) => {
          const code = knownCommentError(error);
          if (code) setServerError(t(`errors.${code}`));
          else toast.error(t('errors.replyFailed'));
        },
      },
    );

  const confirmDelete = () =>
    remove.mutate(reply.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t(`errors.${knownCommentError(error) ?? 'replyDeleteFailed'}`));
      },
    });

  return (
    <li className="flex gap-2" data-testid="reply">
      <AuthorAvatar name={name} photoUrl={reply.author.photoUrl} small />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-semibold">{name}</span>
          {reply.isMine && <span className="text-xs font-semibold text-accent-text">{t('list.you')}</span>}
          <time dateTime={reply.createdAt} className="text-xs text-muted">
            {time.format(new Date(reply.createdAt))}
          </time>
          {reply.updatedAt !== reply.createdAt && <span className="text-xs text-muted">({t('replies.edited')})</span>}
        </div>
        {editing ? (
          <ReplyForm
            label={t('replies.form.editLabel')}
            initialText={reply.text}
            submitLabel={t('replies.form.save')}
            busyLabel={t('replies.form.saving')}
            busy={update.isPending}
            serverError={serverError}
            onSubmit={save}
            onCancel={leaveEditing}
          />
        ) : (
          // Plain text: React escapes it, so a reply that looks like HTML is shown, never run.
          <p className="break-words whitespace-pre-wrap">{reply.text}</p>
        )}
        {!editing && (reply.isMine || reply.canDelete) && (
          <div className="flex flex-wrap gap-2">
            {reply.isMine && (
              <Button
                ref={editRef}
                variant="secondary"
                className="min-h-9 px-3 py-1.5"
                onClick={() => setEditing(true)}
              >
                {t('replies.edit')}
              </Button>
            )}
            <Button variant="ghost" className="min-h-9 px-3 py-1.5" onClick={() => setConfirming(true)}>
              {t('replies.delete')}
            </Button>
          </div>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('replies.confirmDelete.title')}
          message={t('replies.confirmDelete.message')}
          confirmLabel={remove.isPending ? t('replies.confirmDelete.deleting') : t('replies.confirmDelete.confirm')}
          cancelLabel={t('replies.confirmDelete.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
