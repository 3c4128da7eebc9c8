import type { TitleDetail } from '@watchify/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProviderLogo } from '../../../components/ui/provider-logo';
import { regionName } from '../../../lib/watch-region';
import { useWatchServices } from '../../../lib/watch-services';
import { useWatchOffers } from '../api/get-watch-offers';

/**
 * "Where to watch" in the viewer's region (decision 047): streaming, free, with ads, rent and buy, each provider with
 * its logo and name, and the TMDB/JustWatch attribution TMDB asks for. Absent while loading, on an error, and for a
 * title no source gave offers for: never a wrong "not available".
 */
export function WhereToWatch({ detail, Heading }: { detail: TitleDetail; Heading: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('watch');
  const { region, signedIn, hasServices } = useWatchServices();
  const offers = useWatchOffers(detail, region);
  const headingId = useId();
  if (!offers.data?.known) return null;
  const where = regionName(region, i18n.language);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="text-lg font-bold">
          {t('detail.heading', { region: where })}
        </Heading>
        {signedIn && (
          <Link to="/settings/services" className="text-sm font-medium text-accent-text underline">
            {hasServices ? t('detail.changeServices') : t('detail.pickServices')}
          </Link>
        )}
      </div>
      {offers.data.offers.length === 0 ? (
        <p className="text-muted">{t('detail.none', { region: where })}</p>
      ) : (
        <dl className="flex flex-col gap-3">
          {offers.data.offers.map((group) => (
            <div key={group.kind} className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-4">
              <dt className="w-32 shrink-0 pt-1.5 text-sm font-semibold text-muted">{t(`kinds.${group.kind}`)}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {group.providers.map((provider) => (
                    <li
                      key={provider.id}
                      className="flex items-center gap-2 rounded-lg border border-border bg-surface py-1 pr-3 pl-1 text-sm"
                    >
                      <ProviderLogo provider={provider} />
                      <span className="font-medium">{provider.name}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted">
        {offers.data.link ? (
          <a href={offers.data.link} target="_blank" rel="noreferrer" className="underline">
            {t('attribution')}
          </a>
        ) : (
          t('attribution')
        )}
      </p>
    </section>
  );
}
