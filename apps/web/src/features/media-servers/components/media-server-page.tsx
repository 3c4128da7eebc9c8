import { MEDIA_SERVERS } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { UnmatchedList } from './unmatched-list';
import { WebhookUrl } from './webhook-url';

/** Each server's setup, step by step (texts in the locale files). */
function SetupHints() {
  const { t } = useTranslation('mediaServers');
  return (
    <section aria-labelledby="media-server-setup" className="flex flex-col gap-4">
      <h2 id="media-server-setup" className="text-xl font-semibold">
        {t('setup.heading')}
      </h2>
      {MEDIA_SERVERS.map((server) => (
        <section key={server} aria-labelledby={`setup-${server}`} className="flex flex-col gap-2">
          <h3 id={`setup-${server}`} className="text-lg font-semibold">
            {t(`servers.${server}`)}
          </h3>
          <ol className="list-decimal space-y-1 ps-6">
            {(t(`setup.${server}`, { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

/**
 * /settings/media-server (members): the webhook URL to give Jellyfin, Plex or Emby, how to set each up, and the
 * deliveries we could not match to a title.
 */
export function MediaServerPage() {
  const { t } = useTranslation('mediaServers');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p>{t('intro')}</p>
      <WebhookUrl />
      <SetupHints />
      <UnmatchedList />
    </div>
  );
}
