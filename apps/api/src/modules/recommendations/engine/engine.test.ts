import { describe, expect, it } from 'vitest';
import { RecommenderModel } from './model.js';
import { seededRandom } from './random.js';
import { DEFAULT_WEIGHTS, positiveWeights, recommend } from './ranking.js';
import { fallbackRecommendations, specRecommendations } from './spec-ranking.js';
import { type CatalogTitle, emptySignals, type UserSignals } from './types.js';

const COMEDY = 35;
const DRAMA = 18;
const HORROR = 27;

function title(id: number, genres: number[], extra: Partial<CatalogTitle> = {}): CatalogTitle {
  return {
    mediaType: 'movie',
    id,
    genres,
    keywords: [],
    cast: [],
    directors: [],
    voteAverage: 7,
    voteCount: 1000,
    popularity: 100 - id,
    ...extra,
  };
}

/** 10 comedies (1–10), 10 dramas (11–20), 10 horror films (21–30); popularity falls with the id. */
function catalog(): CatalogTitle[] {
  return [
    ...Array.from({ length: 10 }, (_, i) => title(1 + i, [COMEDY])),
    ...Array.from({ length: 10 }, (_, i) => title(11 + i, [DRAMA])),
    ...Array.from({ length: 10 }, (_, i) => title(21 + i, [HORROR])),
  ];
}

const signals = (overrides: Partial<UserSignals>): UserSignals => ({ ...emptySignals(), ...overrides });

describe('the spec formula (cold start)', () => {
  it('takes up to 3 per preferred genre plus 3 popular, the top 8 and up to 4 from the least-represented category', () => {
    const model = new RecommenderModel(catalog());
    const picks = specRecommendations(model, [COMEDY, DRAMA, HORROR], { exclude: new Set(), random: seededRandom(1) });
    // 9 genre candidates + 3 popular ones (the popular are the 3 most popular comedies, already taken: next best).
    expect(picks.length).toBeLessThanOrEqual(12);
    expect(picks.length).toBeGreaterThanOrEqual(9);
    expect(new Set(picks.map((p) => p.key)).size).toBe(picks.length);
    const top8 = picks.slice(0, 8);
    for (let i = 1; i < top8.length; i += 1) expect(top8[i - 1]?.score).toBeGreaterThanOrEqual(top8[i]?.score ?? 0);
    // The genre candidates are each genre's most popular titles.
    expect(picks.map((p) => p.key)).toEqual(expect.arrayContaining(['movie:1', 'movie:11', 'movie:21']));
    expect(picks.every((p) => ['favoriteGenre', 'popular', 'somethingDifferent'].includes(p.reason.code))).toBe(true);
  });

  it('scores with rating, popularity, category share, genre overlap and a random term of at most 0.2', () => {
    const model = new RecommenderModel(catalog());
    const one = specRecommendations(model, [COMEDY], { exclude: new Set(), random: () => 0 });
    const two = specRecommendations(model, [COMEDY], { exclude: new Set(), random: () => 0.999 });
    const genreScore = (list: typeof one) => list.find((p) => p.reason.code === 'favoriteGenre')?.score ?? 0;
    expect(genreScore(two) - genreScore(one)).toBeCloseTo(0.2, 2);
    // 0.3·0.7 + 0.2·popularity + 0.3·(3/6) + 0.3·1 ≤ 0.86 with random 0
    expect(genreScore(one)).toBeGreaterThan(0.66);
    expect(genreScore(one)).toBeLessThan(0.87);
    expect(one.filter((p) => p.reason.code === 'popular').every((p) => p.score === 0.5)).toBe(true);
  });

  it('takes the category share from the watch history when there is one: the genre watched most scores most', () => {
    const model = new RecommenderModel(catalog());
    const options = { exclude: new Set(['movie:21', 'movie:22', 'movie:23', 'movie:11']), random: () => 0 };
    const history = ['movie:21', 'movie:22', 'movie:23', 'movie:11'];
    const picks = specRecommendations(model, [COMEDY, DRAMA, HORROR], { ...options, history });
    const genreOf = (key: string) => Math.floor((Number(key.split(':')[1]) - 1) / 10);
    const best = (genre: number) => Math.max(...picks.filter((p) => genreOf(p.key) === genre).map((p) => p.score));
    // Three quarters of what was watched is horror, a quarter drama, no comedy: 0.3 × share apart.
    expect(best(2) - best(1)).toBeGreaterThan(0.3 * (3 / 4 - 1 / 4) - 0.05);
    expect(best(2)).toBeGreaterThan(best(0));
    const without = specRecommendations(model, [COMEDY, DRAMA, HORROR], options);
    expect(Math.max(...without.map((p) => p.score))).toBeLessThan(best(2));
  });

  it('falls back to 6 popular + 6 top-rated, shuffled, never a disliked one', () => {
    const model = new RecommenderModel(catalog().map((t) => ({ ...t, voteAverage: t.id / 4 })));
    const picks = fallbackRecommendations(model, { exclude: new Set(['movie:1']), random: seededRandom(3) });
    expect(picks).toHaveLength(12);
    expect(picks.map((p) => p.key)).not.toContain('movie:1');
    expect(picks.filter((p) => p.reason.code === 'popular')).toHaveLength(6);
    expect(picks.filter((p) => p.reason.code === 'topRated').map((p) => p.key)).toContain('movie:30');
  });
});

describe('our ranking', () => {
  /** People who like comedy 1 also like comedy 5; people who like drama 11 also like drama 15. */
  function trainedModel(): RecommenderModel {
    const model = new RecommenderModel(catalog());
    for (let u = 0; u < 20; u += 1) {
      model.setUserPositives(
        `c${u}`,
        new Map([
          ['movie:1', 1],
          ['movie:5', 1],
        ]),
      );
      model.setUserPositives(
        `d${u}`,
        new Map([
          ['movie:11', 1],
          ['movie:15', 1],
        ]),
      );
    }
    model.refreshPopularity();
    return model;
  }

  it('recommends what people who liked the same titles liked, and says why', () => {
    const picks = recommend(trainedModel(), signals({ likes: ['movie:1'] }), { random: seededRandom(1), limit: 5 });
    expect(picks[0]?.key).toBe('movie:5');
    expect(picks[0]?.reason).toEqual({ code: 'becauseYouLiked', titleKey: 'movie:1' });
  });

  it('names a title that is only on the watchlist as such', () => {
    const picks = recommend(trainedModel(), signals({ watchlist: ['movie:1'] }), { random: seededRandom(1), limit: 1 });
    expect(picks[0]).toMatchObject({ key: 'movie:5', reason: { code: 'becauseOnWatchlist', titleKey: 'movie:1' } });
  });

  it('never recommends a title already watched, and names a watched seed as watched, not liked', () => {
    const picks = recommend(trainedModel(), signals({ watched: ['movie:1'] }), { random: seededRandom(1), limit: 30 });
    expect(picks.map((p) => p.key)).not.toContain('movie:1');
    expect(picks[0]).toMatchObject({ key: 'movie:5', reason: { code: 'becauseYouWatched', titleKey: 'movie:1' } });
    const liked = recommend(trainedModel(), signals({ watched: ['movie:1'], likes: ['movie:1'] }), {
      random: seededRandom(1),
      limit: 1,
    });
    expect(liked[0]?.reason).toEqual({ code: 'becauseYouLiked', titleKey: 'movie:1' });
  });

  it('never returns a disliked title, and pushes titles like it down', () => {
    const model = trainedModel();
    const picks = recommend(model, signals({ likes: ['movie:1'], dislikes: ['movie:5', 'movie:11'] }), {
      random: seededRandom(1),
      limit: 30,
    });
    const keys = picks.map((p) => p.key);
    expect(keys).not.toContain('movie:5');
    expect(keys).not.toContain('movie:11');
    expect(keys).not.toContain('movie:1');
    // Co-liked with the disliked drama: ranked below the other dramas.
    const dramas = keys.filter((k) => Number(k.split(':')[1]) > 10 && Number(k.split(':')[1]) <= 20);
    expect(dramas.at(-1)).toBe('movie:15');
  });

  it('matches content: shared keywords, cast and director', () => {
    const titles = catalog();
    titles[0] = { ...(titles[0] as CatalogTitle), keywords: ['heist'], directors: [77] };
    titles[25] = { ...(titles[25] as CatalogTitle), keywords: ['heist'], directors: [77], cast: [5] };
    const model = new RecommenderModel(titles);
    const picks = recommend(model, signals({ likes: ['movie:1'] }), { random: seededRandom(1), limit: 3 });
    expect(picks[0]?.key).toBe('movie:26');
    expect(picks[0]?.reason.code).toBe('becauseYouLiked');
  });

  it("names friends' high ratings", () => {
    const picks = recommend(
      trainedModel(),
      signals({ favorites: ['movie:1'], friendsHighRatings: new Map([['movie:29', 3]]) }),
      { random: seededRandom(1), limit: 12 },
    );
    expect(picks.find((p) => p.key === 'movie:29')?.reason).toEqual({ code: 'friendsRated', count: 3 });
  });

  it('keeps the list diverse: each genre already shown pushes the next title of that genre down', () => {
    const model = trainedModel();
    const comediesWith = (diversity: number) =>
      recommend(model, signals({ likes: ['movie:1', 'movie:2'], preferredGenres: [COMEDY] }), {
        random: seededRandom(1),
        limit: 8,
        weights: { ...DEFAULT_WEIGHTS, diversity },
      }).filter((p) => Number(p.key.split(':')[1]) <= 10).length;
    expect(comediesWith(0)).toBe(8);
    expect(comediesWith(1)).toBeLessThan(8);
    expect(comediesWith(1)).toBeGreaterThan(0);
  });

  it('uses the spec formula for someone who told us only their genres', () => {
    const model = trainedModel();
    const picks = recommend(model, signals({ preferredGenres: [HORROR] }), { random: seededRandom(1) });
    expect(picks[0]?.reason).toEqual({ code: 'favoriteGenre', genreId: HORROR });
  });

  it('learns incrementally: a new like changes the neighbours at once', () => {
    const model = trainedModel();
    for (let u = 0; u < 30; u += 1)
      model.setUserPositives(
        `x${u}`,
        new Map([
          ['movie:1', 1],
          ['movie:23', 1],
        ]),
      );
    const picks = recommend(model, signals({ likes: ['movie:1'] }), { random: seededRandom(1), limit: 1 });
    expect(picks[0]?.key).toBe('movie:23');
  });

  it('weighs signals: likes and 5 stars fully, the watchlist half, dislikes cancel', () => {
    const weights = positiveWeights(
      signals({
        likes: ['movie:1'],
        watchlist: ['movie:2', 'movie:3'],
        ratings: new Map([
          ['movie:4', 5],
          ['movie:3', 2],
        ]),
        dislikes: ['movie:1'],
      }),
    );
    expect(weights.get('movie:1')).toBeUndefined();
    expect(weights.get('movie:2')).toBe(0.5);
    expect(weights.get('movie:3')).toBeUndefined();
    expect(weights.get('movie:4')).toBe(1);
  });
});
