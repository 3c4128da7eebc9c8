import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@watchify/contract';
import { meQueryKey, useMe } from '../../features/auth/api/get-me';
import { TrackingSettingsForm } from '../../features/plays/components/tracking-settings-form';
import { ProfilePage } from '../../features/profile/components/profile-page';

/**
 * /profile and /account (members only, below RequireUser): the profile page works on the session's record, and what
 * it saves becomes the session's record at once, so the header photo and the footer's handles follow without a reload.
 * /account adds the watch tracking settings.
 */
export function ProfileRoute({ variant }: { variant: 'profile' | 'account' }) {
  const me = useMe();
  const queryClient = useQueryClient();
  if (!me.data) return null;

  function handleSaved(saved: Me) {
    queryClient.setQueryData(meQueryKey, saved);
  }

  async function handleReload(): Promise<boolean> {
    const result = await me.refetch();
    return !result.isError;
  }

  return (
    <>
      <ProfilePage me={me.data} variant={variant} onSaved={handleSaved} onReload={handleReload} />
      {/* Account Settings also hold the member's watch tracking choices. */}
      {variant === 'account' && <TrackingSettingsForm />}
    </>
  );
}

export function ProfileRoutePage() {
  return <ProfileRoute variant="profile" />;
}

export function AccountRoutePage() {
  return <ProfileRoute variant="account" />;
}
