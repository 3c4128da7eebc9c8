import type { TitleComment } from '@watchify/contract';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { HeartIcon } from '../../../components/ui/icons';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import type { TitleRef } from '../../../lib/title-links';
import { useLikeComment } from '../api/like-comment';
import { knownCommentError } from '../comment-errors';

interface LikeButtonProps {
  title: TitleRef;
  comment: TitleComment;
  /** The review's author as the list names them (the button says whose review it likes). */
  authorName: string;
  signedIn: boolean;
}

/**
 * A review's like count, and the toggle that likes it (issue 24 §2): pressed while my like is on it. A visitor sees
 * the count and gets the sign-in toast of the watchlist button; my own review shows its count without the toggle
 * (the API refuses a like of one's own). The toggle shows the state asked for while the request runs and ignores
 * clicks meanwhile, so a double click sends one like.
 */
export function LikeButton({ title, comment, authorName, signedIn }: LikeButtonProps) {
  const { t } = useTranslation('comments');
  const like = useLikeComment(title);
  const promptSignIn = useSignInPrompt();
  const countId = useId();
  // Set at the click itself: a double click's second click comes before React shows the first one pending.
  const sending = useRef(false);
  const count = (
    <span id={countId} className="text-sm text-muted" data-testid="like-count">
      {t('likes.count', { count: comment.likeCount })}
    </span>
  );
  if (comment.isMine) {
    return (
      <span className="inline-flex min-h-11 items-center gap-1.5 px-1">
        <HeartIcon className="text-muted" />
        {count}
      </span>
    );
  }

  const pressed = like.isPending ? like.variables.liked : comment.likedByMe;
  const toggle = () => {
    if (!signedIn) {
      promptSignIn();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    like.mutate(
      { commentId: comment.id, liked: !comment.likedByMe },
      {
        onError: (error) => toast.error(t(`errors.${knownCommentError(error) ?? 'likeFailed'}`)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  return (
    <span className="inline-flex items-center gap-0.5">
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t('likes.like', { name: authorName })}
        aria-describedby={countId}
        onClick={toggle}
        className={`inline-grid size-11 place-items-center rounded-lg text-lg transition-colors hover:bg-surface-2 ${
          pressed ? 'text-danger' : 'text-muted'
        }`}
      >
        <HeartIcon fill={pressed ? 'currentColor' : 'none'} />
      </button>
      {count}
    </span>
  );
}
