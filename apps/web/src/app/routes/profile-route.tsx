import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { meQueryKey, useMe } from '../../features/auth/api/get-me';
import { SignInMethodsSection } from '../../features/auth/components/sign-in-methods-section';
import { TrackingSettingsForm } from '../../features/plays/components/tracking-settings-form';
import { ProfilePage } from '../../features/profile/components/profile-page';

/** Account Settings' way to the import and export pages (features/imports) and media-server tracking. */
function YourDataLinks() {
  const { t } = useTranslation('imports');
  const { t: tMedia } = useTranslation('mediaServers');
  return (
    <section
      aria-labelledby="your-data-heading"
      className="mx-auto mb-10 flex w-full max-w-4xl flex-col gap-3 rounded-xl border border-border bg-surface p-6"
    >
      <h2 id="your-data-heading" className="text-xl font-semibold">
        {t('links.heading')}
      </h2>
      <p className="text-muted">{t('links.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/settings/import" className={buttonStyles('secondary')}>
          {t('links.import')}
        </Link>
        <Link to="/settings/export" className={buttonStyles('secondary')}>
          {t('links.export')}
        </Link>
        <Link to="/settings/media-server" className={buttonStyles('secondary')}>
          {tMedia('link')}
        </Link>
      </div>
    </section>
  );
}

/** Account Settings' way to the where-to-watch region and services (features/watch-services). */
function WatchServicesLink() {
  const { t } = useTranslation('watch');
  return (
    <section
      aria-labelledby="watch-services-heading"
      className="mx-auto mb-10 flex w-full max-w-4xl flex-col gap-3 rounded-xl border border-border bg-surface p-6"
    >
      <h2 id="watch-services-heading" className="text-xl font-semibold">
        {t('settings.title')}
      </h2>
      <p className="text-muted">{t('settings.linkIntro')}</p>
      <Link to="/settings/services" className={buttonStyles('secondary', 'w-fit')}>
        {t('settings.link')}
      </Link>
    </section>
  );
}

/**
 * /profile and /account (members only, below RequireUser): the profile page works on the session's record, and what
 * it saves becomes the session's record at once, so the header photo and the footer's handles follow without a reload.
 * /account adds the watch tracking settings, the links to the where-to-watch services and to import and export one's
 * data, and the ways to sign in.
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
      {variant === 'account' && <WatchServicesLink />}
      {variant === 'account' && <YourDataLinks />}
      {variant === 'account' && <SignInMethodsSection />}
    </>
  );
}

export function ProfileRoutePage() {
  return <ProfileRoute variant="profile" />;
}

export function AccountRoutePage() {
  return <ProfileRoute variant="account" />;
}
