import { useQueryClient } from '@tanstack/react-query';
import { type TrackingSettings, WATCHLIST_AFTER_WATCH } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { trackingSettingsQueryKey } from '../api/keys';
import { updateTrackingSettings, useTrackingSettings } from '../api/tracking-settings';

/**
 * The member's watch tracking settings (on /account): what marking a title on the watchlist as watched does with it,
 * and whether watched titles still show in the Top rows and recommendations. Each change is saved at once.
 */
export function TrackingSettingsForm() {
  const { t } = useTranslation('plays');
  const queryClient = useQueryClient();
  const settings = useTrackingSettings();
  const headingId = useId();

  // What the controls show while a change is being saved: they follow the click at once (a control that waits for
  // the server seems broken); a failed save puts them back.
  const [saving, setSaving] = useState<TrackingSettings | null>(null);
  // Once the stored settings arrive in the cache, they are what the controls show.
  const [cached, setCached] = useState(settings.data);
  if (cached !== settings.data) {
    setCached(settings.data);
    setSaving(null);
  }

  async function save(changes: Partial<TrackingSettings>) {
    if (settings.data) setSaving({ ...(saving ?? settings.data), ...changes });
    try {
      const stored = await updateTrackingSettings(changes);
      setSaving(stored);
      queryClient.setQueryData(trackingSettingsQueryKey, stored);
      toast.success(t('settings.saved'), { id: 'tracking-settings' });
    } catch {
      setSaving(null);
      toast.error(t('toasts.error'), { id: 'tracking-settings' });
    }
  }

  const shown = saving ?? settings.data;
  if (!shown) return null;
  const { watchlistAfterWatch, showWatched } = shown;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mb-10 w-full max-w-4xl rounded-xl border border-border bg-surface p-6"
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {t('settings.heading')}
      </h2>
      <fieldset className="mb-4">
        <legend className="mb-2 font-medium">{t('settings.afterWatch')}</legend>
        <div className="flex flex-col gap-2">
          {WATCHLIST_AFTER_WATCH.map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                name="watchlist-after-watch"
                value={choice}
                checked={watchlistAfterWatch === choice}
                onChange={() => void save({ watchlistAfterWatch: choice })}
              />
              {t(`settings.afterWatchChoices.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={showWatched}
          onChange={(event) => void save({ showWatched: event.target.checked })}
        />
        {t('settings.showWatched')}
      </label>
    </section>
  );
}
