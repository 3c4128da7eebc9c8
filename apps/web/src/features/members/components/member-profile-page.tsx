import type { ListSummary, MemberProfile } from '@watchify/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/avatar';
import { buttonStyles } from '../../../components/ui/button';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useMemberProfile } from '../api/get-member-profile';

interface MemberProfilePageProps {
  nickname: string;
  /** The member's lists (app/ composes them from the lists feature). */
  renderLists: (lists: ListSummary[]) => ReactNode;
  /** The member's recent activity (app/ composes it from the activity feature). */
  activity: ReactNode;
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Photo, name, relation, counts and the links that apply: stats for the member and their friends, editing for them. */
function ProfileHeader({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('members');
  const { member, relation, counts } = profile;
  const statsPath = relation === 'self' ? '/stats' : `/users/${member.id}/stats`;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <UserAvatar person={member} className="size-24 text-4xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5">
          <FocusHeading level={1} className="text-3xl font-bold tracking-tight break-words">
            {member.displayName}
          </FocusHeading>
          <p className="flex flex-wrap items-center gap-x-2 text-muted">
            <span>{t('nickname', { nickname: member.nickname })}</span>
            {relation !== 'other' && (
              <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-accent-text">
                {t(relation === 'self' ? 'you' : 'friend')}
              </span>
            )}
          </p>
        </div>
        <ul aria-label={t('counts.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {counts.watched !== null && <li>{t('counts.watched', { count: counts.watched })}</li>}
          {counts.lists !== null && <li>{t('counts.lists', { count: counts.lists })}</li>}
          <li>{t('counts.friends', { count: counts.friends })}</li>
        </ul>
        <div className="flex flex-wrap gap-2">
          {relation !== 'other' && (
            <Link to={statsPath} className={buttonStyles('secondary')}>
              {t('stats')}
            </Link>
          )}
          {relation === 'self' && (
            <>
              <Link to="/profile" className={buttonStyles('secondary')}>
                {t('editProfile')}
              </Link>
              <Link to="/feed" className={buttonStyles('ghost')}>
                {t('privacy')}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * /u/:nickname: a member's profile page, for visitors too. What it shows beyond the photo, name and friend count
 * follows the member's privacy setting, which the API applies; the page says so when it hides something.
 */
export function MemberProfilePage({ nickname, renderLists, activity }: MemberProfilePageProps) {
  const { t } = useTranslation('members');
  const query = useMemberProfile(nickname);
  const profile = query.data;

  let body: ReactNode;
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.code === 'memberNotFound';
    body = notFound ? (
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('notFound')}</h1>
        <p className="text-muted">{t('notFoundHint')}</p>
      </div>
    ) : (
      <LoadError message={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  } else if (!profile) {
    body = (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('loading')}
      </p>
    );
  } else {
    body = (
      <>
        <ProfileHeader profile={profile} />
        {profile.sharesActivity ? (
          <>
            <Section heading={t('listsHeading')}>{renderLists(profile.lists)}</Section>
            <Section heading={t('activityHeading')}>{activity}</Section>
          </>
        ) : (
          <p className="rounded-xl border border-border bg-surface p-5 text-muted">
            {t('hidden', { name: profile.member.displayName })}
          </p>
        )}
      </>
    );
  }

  const pageTitle = profile?.member.displayName ?? (query.isError ? t('notFound') : t('loading'));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <title>{`${pageTitle} · Watchify`}</title>
      {body}
    </div>
  );
}
