import type { TitleComment } from '@watchify/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import type { TitleRef } from '../../../lib/title-links';
import { useCreateReply } from '../api/create-reply';
import { useCommentReplies } from '../api/get-comment-replies';
import { knownCommentError } from '../comment-errors';
import { LikeButton } from './like-button';
import { ReplyForm } from './reply-form';
import { ReplyItem } from './reply-item';

interface ReviewThreadProps {
  title: TitleRef;
  comment: TitleComment;
  /** The review's author as the list names them. */
  authorName: string;
  signedIn: boolean;
}

/**
 * What others do with a review (issue 24 §2): its likes, a Reply button with the reply form, and its replies
 * threaded under it (one level), read when the thread is opened. A visitor reads counts and replies; Like and Reply
 * ask them to sign in.
 */
export function ReviewThread({ title, comment, authorName, signedIn }: ReviewThreadProps) {
  const { t } = useTranslation('comments');
  const promptSignIn = useSignInPrompt();
  const threadId = useId();
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const review = { id: comment.id, authorId: comment.author.id };
  const create = useCreateReply(title, review);
  const replies = useCommentReplies(comment.id, signedIn, open);
  const list = replies.data?.pages.flatMap((page) => page.replies) ?? [];

  const closeForm = () => {
    setReplying(false);
    setServerError(null);
    requestAnimationFrame(() => replyButtonRef.current?.focus());
  };

  const send = (text: string) =>
    create.mutate(text, {
      onSuccess: () => {
        // The new reply is shown where it belongs: in the opened thread.
        setOpen(true);
        closeForm();
      },
      onError: (error) => {
        const code = knownCommentError(error);
        if (code) setServerError(t(`errors.${code}`));
        else toast.error(t('errors.replyFailed'));
      },
    });

  return (
    <div className="mt-1 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <LikeButton title={title} comment={comment} authorName={authorName} signedIn={signedIn} />
        <Button
          ref={replyButtonRef}
          variant="ghost"
          className="min-h-11 px-3 py-1.5"
          aria-expanded={signedIn ? replying : undefined}
          onClick={() => (signedIn ? setReplying(true) : promptSignIn())}
          disabled={replying}
        >
          {t('replies.reply')}
        </Button>
        {comment.replyCount > 0 && (
          <Button
            variant="ghost"
            className="min-h-11 px-3 py-1.5"
            aria-expanded={open}
            aria-controls={threadId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? t('replies.hide') : t('replies.show', { count: comment.replyCount })}
          </Button>
        )}
      </div>
      {replying && (
        <ReplyForm
          label={t('replies.form.label')}
          submitLabel={t('replies.form.send')}
          busyLabel={t('replies.form.sending')}
          busy={create.isPending}
          serverError={serverError}
          onSubmit={send}
          onCancel={closeForm}
        />
      )}
      {open && (
        <div id={threadId} className="flex flex-col gap-2 border-l-2 border-border pl-3">
          {replies.isPending ? (
            <div role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="size-4" />
              <span>{t('replies.loading')}</span>
            </div>
          ) : replies.isError && !replies.data ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <p>{t('replies.error')}</p>
              <Button variant="secondary" onClick={() => void replies.refetch()}>
                {t('replies.retry')}
              </Button>
            </div>
          ) : (
            <ul aria-label={t('replies.label', { name: authorName })} className="flex flex-col gap-3">
              {list.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  title={title}
                  review={review}
                  reply={reply}
                  onDeleted={() => replyButtonRef.current?.focus()}
                />
              ))}
            </ul>
          )}
          {replies.hasNextPage && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => void replies.fetchNextPage()}
              disabled={replies.isFetchingNextPage}
            >
              {t('replies.loadMore')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
