import { type DumpObject, seededRandom } from './catalog-variants.js';

let registered = 0;

/**
 * Registers a member through the app's real two-step registration (the request a browser sends, from the app's own
 * origin) and returns their session cookie. `favorites` are the movie and show picked at the preferences step.
 */
export async function registerMember(base: string, favorites: { movieId: number; showId: number }): Promise<string> {
  registered += 1;
  const unique = `${Date.now().toString(36)}${registered}`;
  const info = {
    firstName: 'Bench',
    lastName: 'User',
    nickname: `bench_${unique}`,
    email: `bench.${unique}@example.com`,
    password: 'bench-secret-1',
    passwordConfirm: 'bench-secret-1',
    birthDate: '1990-01-01',
    gender: 'Woman',
    occupation: 'Engineer',
    city: 'İzmir',
  };
  const json = { 'content-type': 'application/json', origin: base };
  const reserved = await fetch(`${base}/api/registration/reservations`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(info),
  });
  if (reserved.status !== 201) throw new Error(`reservation: ${reserved.status} ${await reserved.text()}`);
  const { reservationToken } = (await reserved.json()) as { reservationToken: string };
  const done = await fetch(`${base}/api/registration`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      ...info,
      reservationToken,
      preferences: {
        genres: [18],
        hasDisability: false,
        favoriteMovies: [favorites.movieId],
        favoriteShows: [favorites.showId],
      },
    }),
  });
  if (done.status !== 201) throw new Error(`registration: ${done.status} ${await done.text()}`);
  return done.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A play as the benchmarks log it: the body of POST /api/plays. */
export interface LoggedPlay {
  mediaType: 'movie' | 'tv';
  id: number;
  /** An episode play's place (season 1 of a show whose first season has aired); absent for a title's play. */
  season?: number;
  episode?: number;
  watchedOn: string | null;
  rewatch: boolean;
  requestId: string;
}

/**
 * Ten years of watching for the member of `cookie`: `count` plays of titles picked from `records` (seeded, so every
 * run logs the same diary), a title about every third day at 10,000, a title seen before marked a rewatch; half the
 * plays of shows are of one episode of the show's first season. They are logged through POST /api/plays as the app
 * does, 32 at a time; the plays are returned in the order generated.
 */
export async function logTenYearsOfPlays(
  base: string,
  cookie: string,
  records: readonly DumpObject[],
  count: number,
): Promise<{ plays: LoggedPlay[]; seconds: number }> {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const random = seededRandom(23);
  // Episodes are drawn from a random of their own, so the dates and the other titles stay those of earlier runs.
  const episodeRandom = seededRandom(35);
  const today = Date.now();
  const tenYears = 10 * 365 * 86_400_000;
  const seasonsAiredBy = new Date().toISOString().slice(0, 10);
  const withSeasonOne = records.flatMap((record) => {
    const seasons = (record.seasons ?? []) as { season_number: number; episode_count?: number; air_date?: string }[];
    const first = seasons.find((season) => season.season_number === 1);
    return first?.episode_count && first.air_date && first.air_date <= seasonsAiredBy
      ? [{ record, episodes: first.episode_count }]
      : [];
  });
  const watchedBefore = new Set<string>();
  const plays = Array.from({ length: count }, (_, i): LoggedPlay => {
    const drawn = records[Math.floor(random() * records.length)] ?? (records[0] as DumpObject);
    const show =
      drawn.media_type === 'tv' && episodeRandom() < 0.5
        ? withSeasonOne[Math.floor(episodeRandom() * withSeasonOne.length)]
        : undefined;
    const record = show?.record ?? drawn;
    const episode = show ? { season: 1, episode: 1 + Math.floor(episodeRandom() * show.episodes) } : {};
    const key = `${record.media_type}:${record.id}:${episode.season}:${episode.episode}`;
    const rewatch = watchedBefore.has(key);
    watchedBefore.add(key);
    const day = new Date(today - random() * tenYears).toISOString().slice(0, 10);
    const releaseYear = Number(String(record.release_date ?? record.first_air_date ?? '').slice(0, 4)) || 0;
    // A play is never dated before its title came out (the API refuses that): such a one is undated.
    const watchedOn = Number(day.slice(0, 4)) >= releaseYear ? day : null;
    return {
      mediaType: record.media_type,
      id: record.id,
      ...episode,
      watchedOn,
      rewatch,
      requestId: `bench-play-${i}`,
    };
  });
  const started = performance.now();
  for (let i = 0; i < plays.length; i += 32) {
    await Promise.all(
      plays.slice(i, i + 32).map(async (play) => {
        const response = await fetch(`${base}/api/plays`, { method: 'POST', headers, body: JSON.stringify(play) });
        if (response.status !== 201) throw new Error(`log: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return { plays, seconds: (performance.now() - started) / 1000 };
}
