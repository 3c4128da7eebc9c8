import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SecretLink } from '../../../components/ui/secret-link';
import { useFeedStatus, useNewFeed } from '../api/calendar';

/**
 * The personal iCal link: made on request and shown once (we keep only its hash), to copy into a calendar app;
 * "Reset link" makes a new one and the old one stops working at once.
 */
export function FeedLink() {
  const { t } = useTranslation('calendar');
  const status = useFeedStatus();
  const newFeed = useNewFeed();
  const headingId = useId();
  const url = newFeed.data?.url;
  const active = status.data?.active ?? false;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('feed.heading')}
      </h2>
      <p className="text-muted">{t('feed.intro')}</p>
      <SecretLink
        url={url}
        active={active}
        texts={{
          label: t('feed.urlLabel'),
          copy: t('feed.copy'),
          copied: t('feed.copied'),
          shownOnce: t('feed.shownOnce'),
          active: t('feed.active'),
        }}
      />
      {newFeed.isError && <p role="alert">{t('feed.error')}</p>}
      <div>
        <Button
          variant={active ? 'secondary' : 'primary'}
          disabled={newFeed.isPending || status.isPending}
          onClick={() => newFeed.mutate()}
        >
          {active ? t('feed.reset') : t('feed.create')}
        </Button>
      </div>
      {active && <p className="text-sm text-muted">{t('feed.resetNote')}</p>}
    </section>
  );
}
