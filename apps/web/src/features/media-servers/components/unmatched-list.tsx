import type { UnmatchedDelivery } from '@watchify/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDismissUnmatched, useUnmatched } from '../api/unmatched';
import { mediaServerErrorKey } from '../errors';

/** How a delivery named its title: "86 Eighty-Six (2021) · S1 E5". */
function useLabel() {
  const { t } = useTranslation('mediaServers');
  return (item: UnmatchedDelivery) => {
    const name = item.year === null ? item.name : `${item.name} (${item.year})`;
    return item.episode ? `${name} · ${t('unmatched.episode', item.episode)}` : name;
  };
}

/** The deliveries we could not match to a title, newest first, each dismissable. */
export function UnmatchedList() {
  const { t, i18n } = useTranslation('mediaServers');
  const unmatched = useUnmatched();
  const dismiss = useDismissUnmatched();
  const headingId = useId();
  const label = useLabel();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const items = unmatched.data?.unmatched ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('unmatched.heading')}
      </h2>
      <p className="text-muted">{t('unmatched.intro')}</p>
      {unmatched.isError && <p role="alert">{t('unmatched.error')}</p>}
      {unmatched.isSuccess && items.length === 0 && <p>{t('unmatched.empty')}</p>}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex flex-col">
                <span className="font-medium">{label(item)}</span>
                <span className="text-sm text-muted">
                  {t(`servers.${item.server}`)} · {t(`unmatched.kind.${item.mediaType}`)} ·{' '}
                  <time dateTime={item.receivedAt}>{when.format(new Date(item.receivedAt))}</time>
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={dismiss.isPending}
                aria-label={t('unmatched.dismissLabel', { name: label(item) })}
                onClick={() => dismiss.mutate(item.id)}
              >
                {t('unmatched.dismiss')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {dismiss.isError && <p role="alert">{t(mediaServerErrorKey(dismiss.error))}</p>}
    </section>
  );
}
