import { FALLBACK_REGION, isRegionCode } from '@watchify/contract';

/**
 * The where-to-watch region of someone who has not chosen one (decision 047): Turkey for the Turkish interface, else
 * the region of the browser's first language that names one (en-GB → GB), else the US.
 */
export function defaultRegion(language: string, browserLanguages: readonly string[]): string {
  if (language.toLowerCase().startsWith('tr')) return 'TR';
  for (const tag of browserLanguages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && isRegionCode(region)) return region;
    } catch {
      // A malformed language tag names no region.
    }
  }
  return FALLBACK_REGION;
}

/** The browser's languages, or none where there is no browser (server rendering). */
export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** A region's name in the interface language ("Türkiye", "United States"). */
export function regionName(region: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
