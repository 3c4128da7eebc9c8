import type { Me } from '@watchify/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { memberPath } from '../../../lib/member-links';
import { ChangePassword } from './change-password';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

export interface ProfilePageProps {
  /** The signed-in person's stored record. */
  me: Me;
  /** /profile or /account (Account Settings): the same record, under the page's own title. */
  variant: 'profile' | 'account';
  /** The stored record changed (profile saved, photo changed): the app's session data takes it over. */
  onSaved: (me: Me) => void;
  /** Loads the stored record again (Cancel); resolves false when it could not be loaded. */
  onReload: () => Promise<boolean>;
}

/**
 * Profile (product §2, §4): view mode, edit mode (Edit → Save or Cancel, which reloads the stored data), the photo and
 * the password change (decision 021).
 */
export function ProfilePage({ me, variant, onSaved, onReload }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const title = variant === 'account' ? t('accountTitle') : t('title');

  // Back in view mode after Save or Cancel, focus returns to the Edit button that left it.
  useEffect(() => {
    if (!editing && returning.current) {
      returning.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function leaveEditMode() {
    returning.current = true;
    setEditing(false);
  }

  async function handleCancel() {
    leaveEditMode();
    if (!(await onReload())) toast.error(t('toasts.loadFailed'));
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-10">
      <title>{`${title} · Watchify`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted">{t('subtitle')}</p>
        <Link to={memberPath(me.nickname)} className="self-start font-semibold text-accent-text hover:underline">
          {t('publicPage')}
        </Link>
      </div>
      <ProfilePhoto me={me} onSaved={onSaved} />
      {editing ? (
        <ProfileForm
          me={me}
          onSaved={(saved) => {
            onSaved(saved);
            leaveEditMode();
          }}
          onCancel={() => void handleCancel()}
        />
      ) : (
        <ProfileDetails me={me} onEdit={() => setEditing(true)} editRef={editButton} />
      )}
      <ChangePassword email={me.email} />
    </div>
  );
}
