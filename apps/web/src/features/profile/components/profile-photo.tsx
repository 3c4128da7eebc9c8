import { type Me, PHOTO_ACCEPTED_TYPES } from '@watchify/contract';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button, buttonStyles } from '../../../components/ui/button';
import { useDeletePhoto, useUploadPhoto } from '../api/profile-photo';
import { checkPhotoFile, isSessionLost, photoErrorFromServer } from '../profile-form';

const ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');
const HINT_ID = 'profile-photo-hint';

/** A local address for the chosen file, to preview it while it uploads (none where the browser cannot). */
function previewUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The person's photo with upload and removal. The file is checked here first (type and size, as the server does) and
 * shown at once as a preview; the server's re-encoded photo replaces the preview when the upload succeeds.
 */
export function ProfilePhoto({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useTranslation('profile');
  const upload = useUploadPhoto();
  const removal = useDeletePhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const busy = upload.isPending || removal.isPending;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function photoFailed(code: string | null) {
    toast.error(t('toasts.photoFailed'), code ? { description: t(`errors.${code}` as 'errors.photoNotImage') } : {});
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after a failure) still triggers a change.
    input.value = '';
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) {
      photoFailed(problem);
      return;
    }
    setPreview(previewUrlOf(file));
    upload.mutate(file, {
      onSuccess: (next) => {
        onSaved(next);
        toast.success(t('toasts.photoUpdated'));
      },
      onError: (error) =>
        isSessionLost(error) ? toast.error(t('toasts.sessionNotFound')) : photoFailed(photoErrorFromServer(error)),
      onSettled: () => setPreview(null),
    });
  }

  function handleRemove() {
    removal.mutate(undefined, {
      onSuccess: (next) => {
        onSaved(next);
        toast.success(t('toasts.photoRemoved'));
      },
      onError: (error) =>
        toast.error(isSessionLost(error) ? t('toasts.sessionNotFound') : t('toasts.photoRemoveFailed')),
    });
  }

  const shown = preview ? { ...me, photoUrl: preview } : me;
  return (
    <section aria-labelledby="profile-photo-heading" className="flex flex-col items-center gap-5 sm:flex-row">
      <UserAvatar
        person={shown}
        own
        label={t('photo.alt', { name: me.displayName })}
        className="size-28 text-4xl ring-2 ring-border"
      />
      <div className="flex flex-col items-center gap-3 sm:items-start">
        <div className="text-center sm:text-left">
          <h2 id="profile-photo-heading" className="text-2xl font-bold">
            {me.displayName}
          </h2>
          <p className="text-muted">@{me.nickname}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <label
            className={buttonStyles(
              'secondary',
              `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent ${
                busy ? 'pointer-events-none opacity-55' : ''
              }`,
            )}
          >
            <input
              type="file"
              accept={ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-describedby={HINT_ID}
              onChange={handleFile}
            />
            {upload.isPending ? t('photo.uploading') : me.photoUrl ? t('photo.change') : t('photo.upload')}
          </label>
          {me.photoUrl && (
            <Button variant="ghost" onClick={handleRemove} disabled={busy}>
              {removal.isPending ? t('photo.removing') : t('photo.remove')}
            </Button>
          )}
        </div>
        <p id={HINT_ID} className="text-sm text-muted">
          {t('photo.hint')}
        </p>
      </div>
    </section>
  );
}
