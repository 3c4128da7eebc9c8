import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { loginPathFor } from '../../../lib/safe-redirect';
import type { TitleRef } from '../../../lib/title-links';
import { type CommentValues, useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { commentsQueryKey, useTitleComments } from '../api/get-title-comments';
import { useUpdateComment } from '../api/update-comment';
import { knownCommentError } from '../comment-errors';
import { useLiveComments } from '../hooks/use-live-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** Where focus goes after an action, once the form is in the given mode. */
interface FocusTarget {
  to: 'text' | 'edit';
  when: 'new' | 'saved' | 'edit';
}

export interface CommentsSectionProps {
  title: TitleRef;
  signedIn: boolean;
  /** h3 inside the detail modal (under its h2 title), h2 on the detail page. */
  headingLevel: 'h2' | 'h3';
}

/**
 * Ratings and comments of a title (product §2, §4 Comment, §6): everyone reads the list (newest first), a signed-in
 * person writes, edits and deletes their one comment, a visitor is asked to sign in. The list and the average stay
 * current while the detail is open: a comment written in another browser shows up without a reload.
 */
export function CommentsSection({ title, signedIn, headingLevel: Heading }: CommentsSectionProps) {
  const { t } = useTranslation('comments');
  const location = useLocation();
  const queryClient = useQueryClient();
  const headingId = useId();
  useLiveComments(title, signedIn);
  const comments = useTitleComments(title, signedIn);
  const create = useCreateComment(title);
  const update = useUpdateComment(title);
  const remove = useDeleteComment(title);

  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const mine = comments.data?.pages[0]?.mine ?? null;
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  // A comment deleted in another tab ends edit mode here too (and a later new one starts saved, not in edit mode).
  const isEditing = editing && mine !== null;
  useEffect(() => {
    if (mine === null) setEditing(false);
  }, [mine]);

  // Focus moves once the form shows the mode it was asked for: the list updates from the query cache a moment
  // after the request's own callback, so waiting for the state (not the callback) keeps focus from being lost.
  const formMode = mine ? (isEditing ? 'edit' : 'saved') : 'new';
  useEffect(() => {
    if (focusTarget === null || focusTarget.when !== formMode) return;
    if (focusTarget.to === 'edit') editButtonRef.current?.focus();
    else sectionRef.current?.querySelector('textarea')?.focus();
    setFocusTarget(null);
  }, [focusTarget, formMode]);

  const refetch = () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(title, signedIn) });

  const onWriteError = (error: unknown) => {
    const code = knownCommentError(error);
    if (code) setServerError(t(`errors.${code}`));
    else toast.error(t('errors.submitFailed'));
    // Written or deleted in another tab meanwhile: show what is stored now.
    if (code === 'commentExists' || code === 'commentNotFound') refetch();
  };

  const submit = (values: CommentValues) => {
    setServerError(null);
    if (mine && isEditing) {
      update.mutate(
        { commentId: mine.id, values },
        {
          onSuccess: () => {
            setEditing(false);
            setFocusTarget({ to: 'edit', when: 'saved' });
          },
          onError: onWriteError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => setFocusTarget({ to: 'edit', when: 'saved' }),
        onError: onWriteError,
      });
    }
  };

  const confirmDelete = () => {
    if (!mine) return;
    remove.mutate(mine.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        setEditing(false);
        setServerError(null);
        setFocusTarget({ to: 'text', when: 'new' });
      },
      onError: (error) => {
        setConfirmingDelete(false);
        const code = knownCommentError(error);
        toast.error(code ? t(`errors.${code}`) : t('errors.deleteFailed'));
        if (code === 'commentNotFound') refetch();
      },
    });
  };

  const busy = create.isPending || update.isPending || remove.isPending;

  let body: ReactNode;
  if (comments.isPending) {
    body = (
      <div role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-6" />
        <span>{t('list.loading')}</span>
      </div>
    );
  } else if (comments.isError && !comments.data) {
    body = (
      <div className="flex flex-col items-start gap-2">
        <p>{t('list.error')}</p>
        <Button variant="secondary" onClick={() => void comments.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {signedIn && (
          <CommentForm
            key={mine ? `${mine.id}:${isEditing ? 'edit' : 'saved'}` : 'new'}
            saved={mine}
            editing={isEditing}
            busy={busy}
            serverError={serverError}
            onSubmit={submit}
            onCancel={() => {
              setEditing(false);
              setServerError(null);
              setFocusTarget({ to: 'edit', when: 'saved' });
            }}
          />
        )}
        {list.length === 0 ? (
          <p className="text-muted">{t('list.empty')}</p>
        ) : (
          <ul aria-label={t('list.label')} className="flex flex-col gap-3">
            {list.map((comment) => (
              <CommentItem
                key={comment.id}
                title={title}
                signedIn={signedIn}
                comment={comment}
                editing={isEditing}
                editButtonRef={comment.isMine ? editButtonRef : undefined}
                onEdit={() => {
                  setServerError(null);
                  setEditing(true);
                  setFocusTarget({ to: 'text', when: 'edit' });
                }}
                onDelete={() => setConfirmingDelete(true)}
              />
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
          >
            {comments.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
    >
      <Heading id={headingId} className="text-lg font-bold">
        {t('title')}
      </Heading>
      {!signedIn && (
        <p className="flex flex-wrap items-center gap-x-2 font-medium">
          {t('loginToComment')}
          <Link
            to={loginPathFor(`${location.pathname}${location.search}`)}
            className="font-semibold text-accent-text underline"
          >
            {t('signIn')}
          </Link>
        </p>
      )}
      {body}
      {confirmingDelete && mine && (
        <ConfirmDialog
          title={t('confirmDelete.title')}
          message={t('confirmDelete.message')}
          confirmLabel={remove.isPending ? t('confirmDelete.deleting') : t('confirmDelete.confirm')}
          cancelLabel={t('confirmDelete.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </section>
  );
}
