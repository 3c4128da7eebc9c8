import type { Stats } from '@watchify/contract';
import type { playFacts } from './stats.repository.js';

type PlayFact = Awaited<ReturnType<typeof playFacts>>[number];

/** The totals, months and decades counted from one row per play. */
export function countPlays(plays: PlayFact[], year: number | null): Pick<Stats, 'totals' | 'perMonth' | 'decades'> {
  const movies = new Set<number>();
  const shows = new Set<number>();
  const perMonth = new Map<string, number>();
  const perDecade = new Map<number, number>();
  let movieMinutes = 0;
  let episodeMinutes = 0;
  let episodes = 0;
  let rewatches = 0;
  let undated = 0;
  for (const play of plays) {
    (play.media_type === 'movie' ? movies : shows).add(play.title_id);
    if (play.media_type === 'movie') movieMinutes += play.runtime ?? 0;
    else if (play.episode_number !== null) {
      episodes += 1;
      episodeMinutes += play.runtime ?? 0;
    } // A whole show adds no minutes: how much of it was watched is unknown.
    if (play.rewatch === 1) rewatches += 1;
    if (play.watched_on === null) undated += 1;
    else perMonth.set(play.watched_on.slice(0, 7), (perMonth.get(play.watched_on.slice(0, 7)) ?? 0) + 1);
    if (play.year !== null) {
      const decade = Math.floor(play.year / 10) * 10;
      perDecade.set(decade, (perDecade.get(decade) ?? 0) + 1);
    }
  }
  return {
    totals: {
      plays: plays.length,
      movies: movies.size,
      shows: shows.size,
      rewatches,
      episodes,
      minutes: movieMinutes + episodeMinutes,
      movieMinutes,
      episodeMinutes,
      undated,
    },
    perMonth: monthsOf(perMonth, year).map((month) => ({ month, plays: perMonth.get(month) ?? 0 })),
    decades: [...perDecade].sort(([a], [b]) => a - b).map(([decade, count]) => ({ decade, plays: count })),
  };
}

/** The months a chart shows: the year's twelve, or every month from the first play to the last (none without plays). */
function monthsOf(perMonth: Map<string, number>, year: number | null): string[] {
  if (year !== null) return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const known = [...perMonth.keys()].sort();
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return [];
  const months: string[] = [];
  let [y, m] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  for (let month = first; month <= last; month = `${y}-${String(m).padStart(2, '0')}`) {
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}
