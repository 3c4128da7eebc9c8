import type { DiaryPage, DiaryPlay } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { type DiaryData, diaryPosition, groupByMonth, withChangedPlay, withoutPlay } from './diary-cache';

const play = (id: string, watchedOn: string | null): DiaryPlay => ({
  id,
  mediaType: 'movie',
  titleId: 1,
  title: `Film ${id}`,
  posterPath: null,
  year: 2000,
  watchedOn,
  rewatch: false,
  season: null,
  episode: null,
  loggedAt: '2026-01-01T00:00:00.000Z',
  rating: null,
  note: null,
});

function pagesOf(...pages: DiaryPlay[][]): DiaryData {
  const built: DiaryPage[] = pages.map((plays, index) => ({
    plays,
    nextCursor: index < pages.length - 1 ? diaryPosition(plays.at(-1) as DiaryPlay) : null,
  }));
  return { pages: built, pageParams: built.map((_, index) => (index === 0 ? undefined : `c${index}`)) };
}

const ids = (data: DiaryData) => data.pages.map((page) => page.plays.map((p) => p.id));

describe('the diary in the cache', () => {
  it('groups plays by month in order, undated last', () => {
    const groups = groupByMonth([
      play('a', '2024-03-20'),
      play('b', '2024-03-02'),
      play('c', '2024-02-11'),
      play('d', null),
      play('e', null),
    ]);
    expect(groups.map((group) => [group.key, group.plays.map((p) => p.id)])).toEqual([
      ['2024-03', ['a', 'b']],
      ['2024-02', ['c']],
      ['undated', ['d', 'e']],
    ]);
  });

  it('drops a deleted play and keeps every cursor', () => {
    const data = pagesOf([play('a', '2024-03-20'), play('b', '2024-03-02')], [play('c', '2024-02-11')]);
    const next = withoutPlay(data, 'b');
    expect(ids(next)).toEqual([['a'], ['c']]);
    expect(next.pages[0]?.nextCursor).toBe(data.pages[0]?.nextCursor);
  });

  it('moves a play whose date changed to its new place, or out of the pages loaded', () => {
    const data = pagesOf([play('a', '2024-03-20'), play('b', '2024-03-02')], [play('c', '2024-02-11')]);
    // Later than everything: first.
    expect(ids(withChangedPlay(data, play('c', '2024-04-01'), null))).toEqual([['c', 'a', 'b'], []]);
    // Between two pages: the start of the second.
    expect(ids(withChangedPlay(data, play('a', '2024-02-20'), null))).toEqual([['b'], ['a', 'c']]);
    // Undated, with everything loaded: the very end.
    expect(ids(withChangedPlay(data, play('a', null), null))).toEqual([['b'], ['c', 'a']]);
    // Another year than the one shown: gone from this list.
    expect(ids(withChangedPlay(data, play('a', '2023-01-01'), 2024))).toEqual([['b'], ['c']]);

    // More pages to come: a place beyond the loaded ones is theirs to bring.
    const partial = { ...data, pages: data.pages.slice(0, 1) };
    expect(ids(withChangedPlay(partial, play('a', '2020-01-01'), null))).toEqual([['b']]);
  });
});
