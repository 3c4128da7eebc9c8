import { useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_AUDIENCES, type Activity, type ActivityAudience, episodeCode } from '@watchify/contract';
import { type ReactNode, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button, buttonStyles } from '../../../components/ui/button';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Spoiler } from '../../../components/ui/spoiler';
import { Stars } from '../../../components/ui/stars';
import { memberPath } from '../../../lib/member-links';
import { useTitleLinks } from '../../../lib/title-links';
import { updateActivityPrivacy, useActivityPrivacy } from '../api/activity-privacy';
import { useFeed } from '../api/get-feed';
import { activityPrivacyQueryKey } from '../api/keys';
import { type ActivityGroup, groupActivities } from '../feed-groups';

/** Entries the home page shows; the rest are on /feed. */
const HOME_ENTRIES = 4;

/** One thing a friend did, as a sentence whose title and list are links. */
function ActivitySentence({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activity');
  const { link } = useTitleLinks();
  const title = activity.title;
  const components = {
    title: title ? <Link {...link(title)} className="font-semibold hover:underline" /> : <span />,
    list: activity.list ? (
      <Link to={`/lists/${activity.list.id}`} className="font-semibold hover:underline" />
    ) : (
      <span />
    ),
  };
  const values = {
    title: title?.title ?? '',
    list: activity.list?.name ?? '',
    season: activity.season ?? 0,
    code: activity.season !== null && activity.episode !== null ? episodeCode(activity.season, activity.episode) : '',
  };
  let key: string = activity.type;
  if (activity.type === 'watched' && activity.season !== null) {
    key = activity.episode !== null ? 'watchedEpisode' : 'watchedSeason';
  }
  return (
    <span className="flex flex-col gap-1">
      <span>
        <Trans t={t} i18nKey={`did.${key}` as 'did.watched'} values={values} components={components} />
        {activity.rating !== null && (
          <Stars value={activity.rating} label={t('stars', { count: activity.rating })} className="ml-2 inline-flex" />
        )}
      </span>
      {activity.excerpt && (
        <Spoiler
          spoiler={activity.spoiler}
          notice={t('spoiler.notice')}
          showLabel={t('spoiler.show')}
          hideLabel={t('spoiler.hide')}
        >
          <q className="text-muted">{activity.excerpt}</q>
        </Spoiler>
      )}
    </span>
  );
}

function FeedEntry({ group }: { group: ActivityGroup }) {
  const { i18n } = useTranslation();
  const newest = group.activities[0];
  const when = newest
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(newest.createdAt),
      )
    : '';
  return (
    <li className="flex gap-3 py-3">
      <UserAvatar person={group.actor} className="size-10 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link to={memberPath(group.actor.nickname)} className="font-bold hover:underline">
            {group.actor.displayName}
          </Link>
          {newest && (
            <time dateTime={newest.createdAt} className="text-sm text-muted">
              {when}
            </time>
          )}
        </p>
        <ul className="flex flex-col gap-1.5">
          {group.activities.map((activity) => (
            <li key={activity.id}>
              <ActivitySentence activity={activity} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

type ActivityQuery = Pick<
  ReturnType<typeof useFeed>,
  'data' | 'isError' | 'isFetching' | 'isFetchingNextPage' | 'hasNextPage' | 'fetchNextPage' | 'refetch'
>;

/** Entries of activity pages as they load: loading, error with retry, `empty`, or the entries (at most `limit`). */
function ActivityEntries({ query, empty, limit }: { query: ActivityQuery; empty: ReactNode; limit?: number }) {
  const { t } = useTranslation('activity');
  const groups = groupActivities(query.data?.pages.flatMap((page) => page.activities) ?? []);
  const shown = limit === undefined ? groups : groups.slice(0, limit);
  if (query.isError && !query.data) {
    return <LoadError message={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner className="size-5" />
        {t('loading')}
      </p>
    );
  }
  if (shown.length === 0) return empty;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface px-4">
      {shown.map((group) => (
        <FeedEntry key={group.key} group={group} />
      ))}
    </ul>
  );
}

/** Every page of activity loaded so far, with "Load more" while there are more. */
export function ActivityPages({ query, empty }: { query: ActivityQuery; empty: ReactNode }) {
  const { t } = useTranslation('activity');
  return (
    <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-4">
      <ActivityEntries query={query} empty={empty} />
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * Friends' activity: on /feed every entry a page at a time; on home (`variant="home"`) the newest few with a link to
 * /feed, and nothing while there is nothing to show.
 */
export function ActivityFeed({ variant }: { variant: 'page' | 'home' }) {
  const { t } = useTranslation('activity');
  const feed = useFeed();
  const headingId = useId();
  const empty = (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
      <p className="text-muted">{t('empty')}</p>
      <Link to="/friends" className={buttonStyles('primary')}>
        {t('findFriends')}
      </Link>
    </div>
  );

  if (variant === 'page') return <ActivityPages query={feed} empty={empty} />;
  if (!feed.data?.pages.some((page) => page.activities.length > 0)) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('homeHeading')}
        </h2>
        <Link to="/feed" className="text-sm font-semibold text-accent-text hover:underline">
          {t('seeAll')}
        </Link>
      </div>
      <ActivityEntries query={feed} empty={null} limit={HOME_ENTRIES} />
    </section>
  );
}

/** Who sees my activity and lists; saved at once. */
function ActivityPrivacyChoice() {
  const { t } = useTranslation('activity');
  const queryClient = useQueryClient();
  const privacy = useActivityPrivacy();
  const id = useId();
  const change = async (audience: ActivityAudience) => {
    const before = privacy.data;
    queryClient.setQueryData(activityPrivacyQueryKey, { audience });
    try {
      queryClient.setQueryData(activityPrivacyQueryKey, await updateActivityPrivacy({ audience }));
      toast.success(t('privacy.saved'), { id: 'activity-privacy' });
    } catch {
      queryClient.setQueryData(activityPrivacyQueryKey, before);
      toast.error(t('privacy.failed'), { id: 'activity-privacy' });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('privacy.heading')}
      </h2>
      <p className="text-muted">{t('privacy.intro')}</p>
      <label htmlFor={id} className="font-medium">
        {t('privacy.label')}
      </label>
      <select
        id={id}
        value={privacy.data?.audience ?? ''}
        disabled={!privacy.data}
        onChange={(event) => void change(event.target.value as ActivityAudience)}
        className="min-h-11 max-w-xs rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
      >
        {ACTIVITY_AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {t(`privacy.options.${audience}`)}
          </option>
        ))}
      </select>
    </section>
  );
}

/** /feed for a member: friends' activity and who sees mine. */
export function FeedPage() {
  const { t } = useTranslation('activity');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <div className="flex flex-col gap-1">
        <FocusHeading level={1} className="text-3xl font-bold tracking-tight">
          {t('title')}
        </FocusHeading>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <ActivityFeed variant="page" />
      <ActivityPrivacyChoice />
    </div>
  );
}
