import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFeedStatus, useNewFeed } from '../api/calendar';

/**
 * The personal iCal link: made on request and shown once (we keep only its hash), to copy into a calendar app;
 * "Reset link" makes a new one and the old one stops working at once.
 */
export function FeedLink() {
  const { t } = useTranslation('calendar');
  const status = useFeedStatus();
  const newFeed = useNewFeed();
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const url = newFeed.data?.url;
  const active = status.data?.active ?? false;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('feed.heading')}
      </h2>
      <p className="text-muted">{t('feed.intro')}</p>
      {url ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-medium">
            {t('feed.urlLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('feed.copy')}
            </Button>
          </div>
          <p role="status" className="text-sm text-muted">
            {copied ? t('feed.copied') : t('feed.shownOnce')}
          </p>
        </div>
      ) : (
        active && <p>{t('feed.active')}</p>
      )}
      {newFeed.isError && <p role="alert">{t('feed.error')}</p>}
      <div>
        <Button
          variant={active ? 'secondary' : 'primary'}
          disabled={newFeed.isPending || status.isPending}
          onClick={() => {
            setCopied(false);
            newFeed.mutate();
          }}
        >
          {active ? t('feed.reset') : t('feed.create')}
        </Button>
      </div>
      {active && <p className="text-sm text-muted">{t('feed.resetNote')}</p>}
    </section>
  );
}
