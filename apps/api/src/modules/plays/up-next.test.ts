import { describe, expect, it } from 'vitest';
import type { SeasonCounts } from '../catalog/catalog.queries.js';
import { episodeAfter, listUpNext, placeShow, type ShowCounts, type ShowPlace } from './up-next.js';

const TODAY = '2026-11-27';
const show = { id: 7, title: 'Made-up Show', posterPath: null };
const season = (seasonNumber: number, count: number, aired: number, first = 1): SeasonCounts => ({
  seasonNumber,
  first,
  last: first + count - 1,
  count,
  aired,
});
const counts = (changes: Partial<ShowCounts>): ShowCounts => ({
  show,
  lastActivity: '2026-11-20T10:00:00.000Z',
  seasons: [season(1, 10, 10), season(2, 10, 4)],
  watched: 12,
  next: { season: 2, episode: 3 },
  listing: { name: 'Episode 3', air_date: '2026-11-01' },
  ...changes,
});

describe('episodeAfter', () => {
  it('steps to the next episode of the season, then to the first of the next season', () => {
    const seasons = [season(1, 10, 10), season(2, 8, 8, 11)];
    expect(episodeAfter(seasons, 100_004)).toEqual({ season: 1, episode: 5 });
    expect(episodeAfter(seasons, 100_010)).toEqual({ season: 2, episode: 11 });
    expect(episodeAfter(seasons, 200_018)).toBeUndefined();
  });
});

describe('placeShow', () => {
  it('lists a show with an aired next episode as watching', () => {
    expect(placeShow(counts({}), TODAY)).toMatchObject({
      kind: 'watching',
      entry: {
        show,
        next: { season: 2, episode: 3, name: 'Episode 3', airDate: '2026-11-01' },
        watched: 12,
        aired: 14,
      },
    });
  });

  it('leaves a show whose unwatched aired episode lies before the furthest to the exact check', () => {
    const notYet = { name: 'Episode 5', air_date: '2026-12-04' };
    expect(placeShow(counts({ next: { season: 2, episode: 5 }, listing: notYet }), TODAY).kind).toBe('exactCheck');
    expect(placeShow(counts({ next: undefined, listing: undefined }), TODAY).kind).toBe('exactCheck');
  });

  it('lists a show watched to its last aired episode as coming soon when the next one is dated', () => {
    const notYet = { name: 'Episode 5', air_date: '2026-12-04' };
    // Plays of episodes no longer listed as aired count no further than the aired ones.
    expect(placeShow(counts({ watched: 20, next: { season: 2, episode: 5 }, listing: notYet }), TODAY)).toMatchObject({
      kind: 'comingSoon',
      entry: { show, next: { season: 2, episode: 5, airDate: '2026-12-04' } },
    });
    const undated = { name: null, air_date: null };
    expect(placeShow(counts({ watched: 14, listing: undated }), TODAY).kind).toBe('none');
    expect(placeShow(counts({ watched: 14, next: undefined, listing: undefined }), TODAY).kind).toBe('none');
  });

  it('takes a numbered episode (no listing) as aired when its season has aired', () => {
    const numbered = { seasons: [season(1, 10, 10), season(2, 10, 10)], listing: undefined };
    expect(placeShow(counts(numbered), TODAY)).toMatchObject({
      kind: 'watching',
      entry: { next: { season: 2, episode: 3, name: null, airDate: null } },
    });
    const unaired = { seasons: [season(1, 10, 10), season(2, 10, 0)], watched: 10, listing: undefined };
    expect(placeShow(counts(unaired), TODAY).kind).toBe('none');
  });
});

describe('listUpNext', () => {
  it('keeps the shows’ order for watching and puts the soonest first in coming soon', () => {
    const tracked = (id: number) => ({ user_id: 'u', show_id: id, stopped: 0, last_activity_at: '' });
    const next = (airDate: string) => ({ season: 1, episode: 1, name: null, airDate });
    const soon = (id: number, airDate: string): ShowPlace => ({
      kind: 'comingSoon',
      entry: { show: { ...show, id }, next: next(airDate), lastActivity: '' },
    });
    const watching = (id: number): ShowPlace => ({
      kind: 'watching',
      entry: { show: { ...show, id }, next: next('2026-01-01'), watched: 1, aired: 2, lastActivity: '' },
    });
    const list = listUpNext(
      [1, 2, 3, 4, 5].map(tracked),
      new Map<number, ShowPlace>([
        [1, soon(1, '2026-12-20')],
        [2, watching(2)],
        [3, { kind: 'none' }],
        [4, soon(4, '2026-12-01')],
        [5, watching(5)],
      ]),
    );
    expect(list.watching.map((w) => w.show.id)).toEqual([2, 5]);
    expect(list.comingSoon.map((c) => c.show.id)).toEqual([4, 1]);
  });
});
