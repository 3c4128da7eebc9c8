import type { TitleComment } from '@watchify/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spoiler } from '../../../components/ui/spoiler';
import { Stars } from '../../../components/ui/stars';
import { memberPath } from '../../../lib/member-links';
import type { TitleRef } from '../../../lib/title-links';
import { personName } from '../person-name';
import { AuthorAvatar } from './author-avatar';
import { ReviewThread } from './review-thread';

interface CommentItemProps {
  title: TitleRef;
  signedIn: boolean;
  comment: TitleComment;
  /** My comment is being edited in the form: its Edit button waits. */
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * One comment: author, stars, time and text (behind "Show spoiler" when its author marked it so). Edit and Delete
 * appear only on one's own comment (product §6); likes and replies under it (issue 24 §2).
 */
export function CommentItem({ title, signedIn, comment, editing, onEdit, onDelete, editButtonRef }: CommentItemProps) {
  const { t, i18n } = useTranslation('comments');
  const name = personName(comment.author, t('anonymous'));
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const edited = comment.updatedAt !== comment.createdAt;

  return (
    <li className="flex gap-3 rounded-xl border border-border bg-bg p-3" data-testid="comment">
      <AuthorAvatar name={name} photoUrl={comment.author.photoUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <Link to={memberPath(comment.author.nickname)} className="font-semibold hover:underline">
            {name}
          </Link>
          {comment.isMine && <span className="text-xs font-semibold text-accent-text">{t('list.you')}</span>}
          <time dateTime={comment.createdAt} className="text-xs text-muted">
            {time.format(new Date(comment.createdAt))}
          </time>
          {edited && <span className="text-xs text-muted">({t('list.edited')})</span>}
        </div>
        <Stars value={comment.rating} label={t('list.stars', { count: comment.rating })} />
        {/* A rating brought by an import may come without words (decision 044): the stars say it all. */}
        {comment.text !== '' && (
          <Spoiler
            spoiler={comment.spoiler}
            notice={t('spoiler.notice')}
            showLabel={t('spoiler.show')}
            hideLabel={t('spoiler.hide')}
          >
            {/* Plain text: React escapes it, so a comment that looks like HTML is shown, never run. */}
            <p className="break-words whitespace-pre-wrap">{comment.text}</p>
          </Spoiler>
        )}
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
        <ReviewThread title={title} comment={comment} authorName={name} signedIn={signedIn} />
      </div>
    </li>
  );
}
