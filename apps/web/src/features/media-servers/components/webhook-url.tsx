import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SecretLink } from '../../../components/ui/secret-link';
import { useNewWebhook, useWebhookStatus } from '../api/webhook';
import { mediaServerErrorKey } from '../errors';

/**
 * The personal webhook URL: made on request and shown once (we keep only its hash), to paste into the media server;
 * a reset asks first, since the servers set up with the old URL stop being tracked at once.
 */
export function WebhookUrl() {
  const { t } = useTranslation('mediaServers');
  const status = useWebhookStatus();
  const newWebhook = useNewWebhook();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const url = newWebhook.data?.url;
  const active = status.data?.active ?? false;

  const make = () => {
    setConfirming(false);
    newWebhook.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('url.heading')}
      </h2>
      <p className="text-muted">{t('url.intro')}</p>
      <SecretLink
        url={url}
        active={active}
        texts={{
          label: t('url.label'),
          copy: t('url.copy'),
          copied: t('url.copied'),
          shownOnce: t('url.shownOnce'),
          active: t('url.active'),
        }}
      />
      {newWebhook.isError && <p role="alert">{t(mediaServerErrorKey(newWebhook.error))}</p>}
      <div>
        <Button
          variant={active ? 'secondary' : 'primary'}
          disabled={newWebhook.isPending || status.isPending}
          onClick={() => (active ? setConfirming(true) : make())}
        >
          {active ? t('url.reset') : t('url.create')}
        </Button>
      </div>
      {active && <p className="text-sm text-muted">{t('url.resetNote')}</p>}
      {confirming && (
        <ConfirmDialog
          title={t('url.confirmTitle')}
          message={t('url.confirmMessage')}
          confirmLabel={t('url.confirm')}
          cancelLabel={t('url.cancel')}
          busy={newWebhook.isPending}
          onConfirm={make}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
