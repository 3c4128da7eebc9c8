import type { TitleComment } from '@watchify/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { AuthorAvatar } from './author-avatar';

/**
 * The name a comment shows (product §3): the display name, else the nickname, else the word for 'User'. The spec's
 * original fell back to the author's e-mail; e-mails stay private here, so the public nickname takes its place.
 */
export function authorName(comment: TitleComment, fallback: string): string {
  return comment.author.displayName.trim() || comment.author.nickname.trim() || fallback;
}

interface CommentItemProps {
  comment: TitleComment;
  /** My comment is being edited in the form: its Edit button waits. */
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}

/** One comment: author, stars, time and text. Edit and Delete appear only on one's own comment (product §6). */
export function CommentItem({ comment, editing, onEdit, onDelete, editButtonRef }: CommentItemProps) {
  const { t, i18n } = useTranslation('comments');
  const name = authorName(comment, t('anonymous'));
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const edited = comment.updatedAt !== comment.createdAt;

  return (
    <li className="flex gap-3 rounded-xl border border-border bg-bg p-3" data-testid="comment">
      <AuthorAvatar name={name} photoUrl={comment.author.photoUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-semibold">{name}</span>
          {comment.isMine && <span className="text-xs font-semibold text-accent-text">{t('list.you')}</span>}
          <time dateTime={comment.createdAt} className="text-xs text-muted">
            {time.format(new Date(comment.createdAt))}
          </time>
          {edited && <span className="text-xs text-muted">({t('list.edited')})</span>}
        </div>
        <Stars value={comment.rating} label={t('list.stars', { count: comment.rating })} />
        {/* Plain text: React escapes it, so a comment that looks like HTML is shown, never run. */}
        <p className="break-words whitespace-pre-wrap">{comment.text}</p>
        {comment.isMine && (
          <div className="mt-1 flex gap-2">
            <Button ref={editButtonRef} variant="secondary" onClick={onEdit} disabled={editing}>
              {t('list.edit')}
            </Button>
            <Button variant="ghost" onClick={onDelete}>
              {t('list.delete')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
