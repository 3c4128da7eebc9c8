import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REGION_CODES, type WatchError } from '@watchify/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProviderLogo } from '../../../components/ui/provider-logo';
import { ApiRequestError } from '../../../lib/api-client';
import { browserLanguages, defaultRegion, regionName } from '../../../lib/watch-region';
import { watchServicesQueryKey } from '../api/keys';
import { myWatchServicesQueryOptions, regionProvidersQueryOptions, saveMyWatchServices } from '../api/watch-services';

/**
 * /settings/services (members): the where-to-watch region, kept apart from the interface language (automatic follows
 * it: Turkey for Turkish, else the browser's region), and the services I have, picked from the region's, which the
 * "on my services" filters and the cards' marks go by (decision 047).
 */
export function ServicesPage() {
  const { t, i18n } = useTranslation('watch');
  const queryClient = useQueryClient();
  const mine = useQuery(myWatchServicesQueryOptions());
  const automatic = defaultRegion(i18n.language, browserLanguages());
  // The form's values once the person changes them; until then, what is saved.
  const [chosenRegion, setChosenRegion] = useState<string | null | undefined>(undefined);
  const [chosenIds, setChosenIds] = useState<number[] | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const servicesId = useId();

  const savedRegion = mine.data?.region ?? null;
  const region = chosenRegion === undefined ? savedRegion : chosenRegion;
  const shownRegion = region ?? automatic;
  const selected = chosenIds ?? mine.data?.services.map((s) => s.id) ?? [];
  const offered = useQuery(regionProvidersQueryOptions(shownRegion));

  const regionOptions = useMemo(
    () =>
      REGION_CODES.map((code) => ({ value: code, label: regionName(code, i18n.language) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
  // Services picked in another region stay listed, so they can be unticked here.
  const providers = useMemo(() => {
    const list = [...(offered.data?.providers ?? [])];
    for (const service of mine.data?.services ?? []) {
      if (!list.some((p) => p.id === service.id)) list.push(service);
    }
    return list;
  }, [offered.data, mine.data]);

  if (mine.isPending)
    return (
      <p role="status" className="px-4 py-8 text-center text-muted">
        {t('settings.loading')}
      </p>
    );
  if (mine.isError) return <FormAlert message={t('settings.loadError')} />;

  const toggle = (id: number, on: boolean) =>
    setChosenIds(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await saveMyWatchServices({ region, serviceIds: selected });
      await queryClient.invalidateQueries({ queryKey: watchServicesQueryKey });
      setChosenRegion(undefined);
      setChosenIds(undefined);
      toast.success(t('settings.saved'));
    } catch (failure) {
      const code = failure instanceof ApiRequestError ? failure.code : '';
      setError(t([`errors.${code as WatchError}`, 'settings.saveError']));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('settings.title')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
      <p className="text-muted">{t('settings.intro')}</p>
      <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-6">
        <SelectField
          label={t('settings.region')}
          placeholder={t('settings.automatic', { region: regionName(automatic, i18n.language) })}
          options={regionOptions}
          value={region ?? ''}
          onChange={(event) => setChosenRegion(event.target.value || null)}
        />
        <fieldset aria-describedby={servicesId} className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">
            {t('settings.services', { region: regionName(shownRegion, i18n.language) })}
          </legend>
          <p id={servicesId} className="text-sm text-muted">
            {t('settings.servicesHint')}
          </p>
          {offered.isPending ? (
            <p role="status" className="text-muted">
              {t('settings.loadingServices')}
            </p>
          ) : providers.length === 0 ? (
            <p className="text-muted">{t('settings.noServices', { region: regionName(shownRegion, i18n.language) })}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {providers.map((provider) => (
                <li key={provider.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface p-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent"
                      checked={selected.includes(provider.id)}
                      onChange={(event) => toggle(provider.id, event.target.checked)}
                    />
                    <ProviderLogo provider={provider} />
                    <span className="font-medium">{provider.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <FormAlert message={error} />
        <p className="text-xs text-muted">{t('attribution')}</p>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
