import { describe, expect, it } from 'vitest';
import { defaultRegion, regionName } from './watch-region';

describe('defaultRegion', () => {
  it('is Turkey for the Turkish interface, whatever the browser says', () => {
    expect(defaultRegion('tr', ['en-GB', 'en'])).toBe('TR');
  });

  it('is the region of the first browser language that names one, else the US', () => {
    expect(defaultRegion('en', ['en', 'de-DE', 'en-GB'])).toBe('DE');
    expect(defaultRegion('en', ['en', 'fr'])).toBe('US');
    expect(defaultRegion('en', ['not a tag', 'pt-BR'])).toBe('BR');
    expect(defaultRegion('en', [])).toBe('US');
  });
});

describe('regionName', () => {
  it('names a region in the interface language', () => {
    expect(regionName('TR', 'en')).toBe('Türkiye');
    expect(regionName('US', 'tr')).toBe('Amerika Birleşik Devletleri');
  });
});
