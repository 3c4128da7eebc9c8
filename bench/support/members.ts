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
