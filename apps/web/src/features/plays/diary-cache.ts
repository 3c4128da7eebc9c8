import type { InfiniteData } from '@tanstack/react-query';
import type { DiaryPage, DiaryPlay, Play } from '@watchify/contract';

/** Loaded diary pages as the query cache holds them. */
export type DiaryData = InfiniteData<DiaryPage, string | undefined>;

/**
 * A play's place in the diary, as the server orders it (decision 033): its date (undated plays as 0000-00-00, so
 * last) then its id, which sorts by the time it was logged; newest first is the largest position first.
 */
export function diaryPosition(play: Pick<Play, 'watchedOn' | 'id'>): string {
  return `${play.watchedOn ?? '0000-00-00'}/${play.id}`;
}

/**
 * The loaded pages without one play. Each page keeps its cursor: the positions after it are unchanged, so the next
 * page starts where it did.
 */
export function withoutPlay(data: DiaryData, playId: string): DiaryData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, plays: page.plays.filter((p) => p.id !== playId) })) };
}

/**
 * The loaded pages with a changed play moved to its new place: dropped when it no longer belongs to these pages
 * (another year than the one shown, or a place beyond what is loaded, where the next pages will bring it).
 */
export function withChangedPlay(data: DiaryData, changed: Play, year: number | null): DiaryData {
  // An edit changes the date or the rewatch mark; the stars (the title's) and the play's note stay.
  const before = data.pages.flatMap((page) => page.plays).find((p) => p.id === changed.id);
  const play: DiaryPlay = { ...changed, rating: before?.rating ?? null, note: before?.note ?? null };
  const without = withoutPlay(data, play.id);
  if (year !== null && play.watchedOn?.slice(0, 4) !== String(year)) return without;
  const position = diaryPosition(play);
  const lastCursor = without.pages.at(-1)?.nextCursor ?? null;
  if (lastCursor !== null && position <= lastCursor) return without;
  let placed = false;
  const pages = without.pages.map((page, index) => {
    if (placed) return page;
    const before = page.plays.findIndex((other) => diaryPosition(other) < position);
    const isLast = index === without.pages.length - 1;
    if (before === -1 && !isLast) return page;
    placed = true;
    const at = before === -1 ? page.plays.length : before;
    return { ...page, plays: [...page.plays.slice(0, at), play, ...page.plays.slice(at)] };
  });
  return { ...without, pages };
}

/** A diary's plays by month, in the diary's order; undated plays (always last) are one group keyed 'undated'. */
export interface MonthGroup {
  /** 'YYYY-MM', or 'undated'. */
  key: string;
  plays: DiaryPlay[];
}

export function groupByMonth(plays: readonly DiaryPlay[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const play of plays) {
    const key = play.watchedOn?.slice(0, 7) ?? 'undated';
    const last = groups.at(-1);
    if (last?.key === key) last.plays.push(play);
    else groups.push({ key, plays: [play] });
  }
  return groups;
}
