/**
 * Offline evaluation of the recommender (issue 5 §2, decision 018) — the same engine code the page runs.
 *
 * 1. MovieLens ml-latest-small (../shared/data/movielens-ml-latest-small), mapped to TMDB ids through links.csv;
 *    titles, genres, keywords and credits from ../shared/data/catalog/titles.jsonl.gz (read in place, never copied).
 *    Only ratings of titles in that catalog count. For each evaluated user with ≥ 20 ratings, their latest 20 % of
 *    ratings are held out; held-out ratings ≥ 4 are the positives. Everyone trains on the rest (≥ 4 = like,
 *    ≤ 2 = dislike, the star value as a rating). Each method recommends 10 unseen titles; reported: Recall@10,
 *    NDCG@10, catalog coverage, p95 time per user, for most-popular, the spec formula (preferred genres = the 4
 *    genres most common in the user's training likes) and our ranking.
 *    --seed N changes the split: which users are evaluated (a random 80 % of the eligible; the others only train),
 *    the order of ratings that share a timestamp (so which of them are "latest"), and the spec formula's random term.
 * 2. Scale-up: 50,000 titles (the real ones plus seeded variants) and 10,000 users whose feedback is drawn from the
 *    real users' training data (each title either kept or swapped for one of its variants); p95 time per user.
 *
 *   npm run bench:recs -w bench            (or: npx tsx recommendations-eval.ts --seed 2 [--skip-scale])
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import {
  type CatalogTitle,
  DEFAULT_WEIGHTS,
  emptySignals,
  knownTitles,
  positiveWeights,
  type RankingWeights,
  RecommenderModel,
  recommend,
  seededRandom,
  specRecommendations,
  type TitleKey,
  titleKey,
  type UserSignals,
} from '../apps/api/src/modules/recommendations/engine/index.js';

const SHARED = path.resolve(import.meta.dirname, '../../shared/data');
const args = process.argv.slice(2);
const argValue = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const SEED = Number(argValue('--seed') ?? 1);
const SKIP_SCALE = args.includes('--skip-scale');
/** --weights '{"content":0.2}' overrides ranking weights (for tuning; the defaults are what the app runs). */
const WEIGHTS = { ...DEFAULT_WEIGHTS, ...(JSON.parse(argValue('--weights') ?? '{}') as Partial<RankingWeights>) };
const K = 10;
const MIN_RATINGS = 20;
const HOLDOUT = 0.2;
const EVALUATED_SHARE = 0.8;
const SCALE_TITLES = 50_000;
const SCALE_USERS = 10_000;
const SCALE_TIMED_USERS = 1_000;

interface Rating {
  key: TitleKey;
  stars: number;
  timestamp: number;
  tieBreak: number;
}

type DumpRecord = {
  media_type: 'movie' | 'tv';
  id: number;
  genres?: { id: number }[];
  keywords?: { name: string }[] | { keywords?: { name: string }[]; results?: { name: string }[] };
  credits?: { cast?: { id: number }[]; crew?: { id: number; job?: string }[] };
  vote_average?: number | null;
  vote_count?: number | null;
  popularity?: number | null;
};

function readCatalog(): CatalogTitle[] {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(SHARED, 'catalog/titles.jsonl.gz'))).toString('utf8');
  const titles: CatalogTitle[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as DumpRecord;
    const keywords = Array.isArray(r.keywords) ? r.keywords : (r.keywords?.keywords ?? r.keywords?.results ?? []);
    titles.push({
      mediaType: r.media_type,
      id: r.id,
      genres: (r.genres ?? []).map((g) => g.id),
      keywords: keywords.map((k) => k.name.toLowerCase()),
      cast: (r.credits?.cast ?? []).slice(0, 5).map((c) => c.id),
      directors: (r.credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.id),
      voteAverage: r.vote_average ?? null,
      voteCount: r.vote_count ?? null,
      popularity: r.popularity ?? null,
    });
  }
  return titles;
}

function readCsv(file: string): string[][] {
  return fs
    .readFileSync(path.join(SHARED, 'movielens-ml-latest-small', file), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
}

function readRatings(catalogKeys: Set<TitleKey>, random: () => number): Map<string, Rating[]> {
  const tmdbOf = new Map<string, string>();
  for (const [movieId, , tmdbId] of readCsv('links.csv')) if (movieId && tmdbId) tmdbOf.set(movieId, tmdbId.trim());
  const byUser = new Map<string, Rating[]>();
  for (const [userId, movieId, rating, timestamp] of readCsv('ratings.csv')) {
    const tmdb = movieId ? tmdbOf.get(movieId) : undefined;
    if (!userId || !tmdb) continue;
    const key = titleKey('movie', Number(tmdb));
    if (!catalogKeys.has(key)) continue;
    const list = byUser.get(userId) ?? [];
    list.push({ key, stars: Number(rating), timestamp: Number(timestamp), tieBreak: random() });
    byUser.set(userId, list);
  }
  return byUser;
}

/** Training signals from MovieLens ratings: ≥ 4 like, ≤ 2 dislike, whole stars (1–5) as the rating. */
function signalsFrom(ratings: Rating[], preferredGenres: number[] = []): UserSignals {
  const signals = emptySignals();
  signals.preferredGenres = preferredGenres;
  for (const r of ratings) {
    if (r.stars >= 4) signals.likes.push(r.key);
    else if (r.stars <= 2) signals.dislikes.push(r.key);
    signals.ratings.set(r.key, Math.min(5, Math.max(1, Math.floor(r.stars))));
  }
  return signals;
}

/** The 4 genres most common among the user's training likes (the spec formula's "preferred genres"). */
function derivedGenres(model: RecommenderModel, signals: UserSignals): number[] {
  const counts = new Map<number, number>();
  for (const key of signals.likes) {
    const i = model.indexOf(key);
    if (i === undefined) continue;
    for (const g of (model.titles[i] as CatalogTitle).genres) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 4)
    .map(([g]) => g);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Method {
  name: string;
  run: (userId: string, signals: UserSignals) => TitleKey[];
}

interface Case {
  userId: string;
  signals: UserSignals;
  positives: Set<TitleKey>;
}

function evaluate(method: Method, cases: Case[], catalogSize: number) {
  let recall = 0;
  let ndcg = 0;
  const recommended = new Set<TitleKey>();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (const c of cases) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const list = method.run(c.userId, c.signals).slice(0, K);
    times.push(performance.now() - started);
    cpuTimes.push(cpuMs(cpu));
    for (const key of list) recommended.add(key);
    let hits = 0;
    let dcg = 0;
    list.forEach((key, rank) => {
      if (c.positives.has(key)) {
        hits += 1;
        dcg += 1 / Math.log2(rank + 2);
      }
    });
    let ideal = 0;
    for (let rank = 0; rank < Math.min(K, c.positives.size); rank += 1) ideal += 1 / Math.log2(rank + 2);
    recall += hits / c.positives.size;
    ndcg += ideal > 0 ? dcg / ideal : 0;
  }
  return {
    method: method.name,
    recall: recall / cases.length,
    ndcg: ndcg / cases.length,
    coverage: recommended.size / catalogSize,
    p95: percentile(times, 95),
    p95Cpu: percentile(cpuTimes, 95),
  };
}

/** CPU time (ms) used since `since`: unlike wall time, it does not count waiting for a core on a busy machine. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function printTable(rows: ReturnType<typeof evaluate>[]) {
  console.log('method            Recall@10  NDCG@10  coverage  p95 ms/user (wall)  p95 ms/user (CPU)');
  for (const r of rows) {
    console.log(
      `${r.method.padEnd(17)} ${r.recall.toFixed(4).padStart(9)}  ${r.ndcg.toFixed(4).padStart(7)}  ${(r.coverage * 100)
        .toFixed(1)
        .padStart(7)}%  ${r.p95.toFixed(2).padStart(18)}  ${r.p95Cpu.toFixed(2).padStart(17)}`,
    );
  }
}

function mostPopular(model: RecommenderModel) {
  return (_userId: string, signals: UserSignals) => {
    const known = knownTitles(signals);
    const list: TitleKey[] = [];
    for (const i of model.byPopularity) {
      const key = model.keyOf(i);
      if (known.has(key)) continue;
      list.push(key);
      if (list.length === K) break;
    }
    return list;
  };
}

function main() {
  const startedAt = performance.now();
  const catalog = readCatalog();
  const catalogKeys = new Set(catalog.map((t) => titleKey(t.mediaType, t.id)));
  const random = seededRandom(SEED);
  const byUser = readRatings(catalogKeys, random);

  const trainOf = new Map<string, Rating[]>();
  const cases: { userId: string; train: Rating[]; positives: Set<TitleKey> }[] = [];
  for (const [userId, ratings] of byUser) {
    ratings.sort((a, b) => a.timestamp - b.timestamp || a.tieBreak - b.tieBreak);
    const evaluated = ratings.length >= MIN_RATINGS && random() < EVALUATED_SHARE;
    if (!evaluated) {
      trainOf.set(userId, ratings);
      continue;
    }
    const cut = ratings.length - Math.ceil(ratings.length * HOLDOUT);
    const train = ratings.slice(0, cut);
    trainOf.set(userId, train);
    const positives = new Set(
      ratings
        .slice(cut)
        .filter((r) => r.stars >= 4)
        .map((r) => r.key),
    );
    if (positives.size > 0) cases.push({ userId, train, positives });
  }

  const buildStarted = performance.now();
  const model = new RecommenderModel(catalog);
  for (const [userId, train] of trainOf) model.setUserPositives(userId, positiveWeights(signalsFrom(train)));
  model.refreshPopularity();
  model.warm();
  const buildMs = performance.now() - buildStarted;

  const evalCases: Case[] = cases.map((c) => {
    const signals = signalsFrom(c.train);
    signals.preferredGenres = derivedGenres(model, signals);
    return { userId: c.userId, signals, positives: c.positives };
  });
  const specRandom = seededRandom(SEED * 7919);
  const methods: Method[] = [
    { name: 'most-popular', run: mostPopular(model) },
    {
      name: 'spec formula',
      run: (_userId, signals) =>
        specRecommendations(model, signals.preferredGenres, {
          exclude: knownTitles(signals),
          random: specRandom,
          limit: K,
        }).map((r) => r.key),
    },
    {
      name: 'ours',
      run: (_userId, signals) =>
        recommend(model, signals, { limit: K, random: specRandom, weights: WEIGHTS }).map((r) => r.key),
    },
  ];
  const totalRatings = [...byUser.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(
    `MovieLens ml-latest-small, seed ${SEED}: ${totalRatings} ratings of ${byUser.size} users on ${catalog.length} catalog titles; ` +
      `${evalCases.length} users evaluated; model built in ${buildMs.toFixed(0)} ms`,
  );
  const rows = methods.map((m) => evaluate(m, evalCases, catalog.length));
  printTable(rows);
  const [popular, spec, ours] = rows as [
    ReturnType<typeof evaluate>,
    ReturnType<typeof evaluate>,
    ReturnType<typeof evaluate>,
  ];
  const vsPopular = ours.ndcg / popular.ndcg;
  const vsSpec = ours.ndcg / spec.ndcg;
  console.log(
    `ours NDCG@10 = ${vsPopular.toFixed(2)} × most-popular (target ≥ 1.5: ${vsPopular >= 1.5 ? 'met' : 'NOT met'}), ` +
      `${vsSpec.toFixed(2)} × spec formula (target ≥ 2: ${vsSpec >= 2 ? 'met' : 'NOT met'})`,
  );

  if (!SKIP_SCALE) scaleUp(catalog, trainOf);
  console.log(`total ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** 50,000 titles and 10,000 users' feedback generated from the real data; p95 time of our ranking per user. */
function scaleUp(catalog: CatalogTitle[], trainOf: Map<string, Rating[]>) {
  const random = seededRandom(SEED * 104_729);
  const titles = [...catalog];
  const variantsOf = new Map<TitleKey, TitleKey[]>();
  for (let v = 0; titles.length < SCALE_TITLES; v += 1) {
    const base = catalog[Math.floor(random() * catalog.length)] as CatalogTitle;
    const variant: CatalogTitle = {
      ...base,
      id: 950_000_000 + v,
      keywords: base.keywords.filter(() => random() < 0.7),
      voteAverage: Math.round((3 + random() * 6) * 10) / 10,
      voteCount: Math.floor(random() * 5000),
      popularity: random() * 60,
    };
    titles.push(variant);
    const key = titleKey(base.mediaType, base.id);
    const list = variantsOf.get(key) ?? [];
    list.push(titleKey(variant.mediaType, variant.id));
    variantsOf.set(key, list);
  }
  const realUsers = [...trainOf.values()];
  const users: { userId: string; signals: UserSignals }[] = [];
  for (let u = 0; u < SCALE_USERS; u += 1) {
    const source = realUsers[Math.floor(random() * realUsers.length)] as Rating[];
    const ratings = source.map((r) => {
      const variants = variantsOf.get(r.key);
      const swap = variants && random() < 0.5;
      return { ...r, key: swap ? (variants[Math.floor(random() * variants.length)] as TitleKey) : r.key };
    });
    const signals = signalsFrom(ratings, [28, 35, 18].slice(0, 1 + Math.floor(random() * 3)));
    users.push({ userId: `scale-${u}`, signals });
  }
  const started = performance.now();
  const model = new RecommenderModel(titles);
  for (const { userId, signals } of users) model.setUserPositives(userId, positiveWeights(signals));
  model.refreshPopularity();
  const loadedMs = performance.now() - started;
  model.warm();
  const warmMs = performance.now() - started - loadedMs;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let x = 0; x < SCALE_TIMED_USERS; x += 1) {
    const user = users[Math.floor(random() * users.length)] as (typeof users)[number];
    const t0 = performance.now();
    const cpu = process.cpuUsage();
    recommend(model, user.signals, { limit: 12, random });
    times.push(performance.now() - t0);
    cpuTimes.push(cpuMs(cpu));
  }
  const interactions = users.reduce((sum, u) => sum + u.signals.ratings.size, 0);
  const p95 = percentile(times, 95);
  console.log(
    `scale-up: ${titles.length} titles, ${users.length} users, ${interactions} ratings; model ${loadedMs.toFixed(0)} ms ` +
      `+ neighbours ${warmMs.toFixed(0)} ms; ${SCALE_TIMED_USERS} users: p50 ${percentile(times, 50).toFixed(2)} ms, ` +
      `p95 ${p95.toFixed(2)} ms (target ≤ 30: ${p95 <= 30 ? 'met' : 'NOT met'}); CPU time p95 ` +
      `${percentile(cpuTimes, 95).toFixed(2)} ms; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  );
}

main();
