const D = require('better-sqlite3');
const d = new D('/tmp/prof/m.db');
for (const q of [
  `select media_type, id from titles where (media_type = 'tv' and runtime is not null and +runtime >= 101 and +runtime <= 125 and (genre_bits & 64) = 64) order by popularity desc, vote_count desc, media_type, id limit 1000`,
  `select media_type, id from titles where (+media_type = 'tv' and +runtime is not null and +runtime >= 101 and +runtime <= 125 and (genre_bits & 64) = 64) order by popularity desc, vote_count desc, media_type, id limit 1000`,
]) {
  console.log(
    d
      .prepare('explain query plan ' + q)
      .all()
      .map((r) => r.detail),
  );
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) d.prepare(q).all();
  console.log(((performance.now() - t0) / 5).toFixed(2));
}
