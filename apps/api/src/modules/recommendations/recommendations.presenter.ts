import type { RecommendationCard, RecommendationReason } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { findGenreIds } from '../catalog/catalog.queries.js';
import { parseTitleKey, type Reason, type Recommendation, type TitleKey, type UserSignals } from './engine/index.js';
import { findCardRows } from './recommendations.repository.js';

const roundRating = (value: number | null) => (value == null ? null : Math.round(value * 10) / 10);

/**
 * Cards for the engine's picks, in its order: title, poster, year, rating, genres, the reason (a code and what it
 * names: a title by its name, a genre by id) and the person's own feedback. Titles that vanished from the catalog
 * since the model was built are skipped.
 */
export async function presentRecommendations(
  db: Kysely<Database>,
  picks: Recommendation[],
  signals: UserSignals,
): Promise<RecommendationCard[]> {
  const named = picks.flatMap((p) => (p.reason.titleKey ? [p.reason.titleKey] : []));
  const keys = [...new Set([...picks.map((p) => p.key), ...named])].map(parseTitleKey);
  const [rows, genreIds] = await Promise.all([
    findCardRows(db, keys),
    findGenreIds(
      db,
      picks.map((p) => {
        const { mediaType, id } = parseTitleKey(p.key);
        return { media_type: mediaType, id };
      }),
    ),
  ]);
  const byKey = new Map(rows.map((row) => [`${row.media_type}:${row.id}`, row]));
  const likes = new Set(signals.likes);
  const dislikes = new Set(signals.dislikes);
  return picks.flatMap((pick) => {
    const row = byKey.get(pick.key);
    if (!row) return [];
    return [
      {
        id: row.id,
        mediaType: row.media_type as RecommendationCard['mediaType'],
        title: row.title,
        year: row.year,
        posterPath: row.poster_path,
        voteAverage: roundRating(row.vote_average),
        genreIds: genreIds.get(pick.key) ?? [],
        reason: presentReason(pick.reason, byKey),
        feedback: likes.has(pick.key) ? 'like' : dislikes.has(pick.key) ? 'dislike' : null,
      },
    ];
  });
}

function presentReason(reason: Reason, titles: Map<TitleKey, { title: string }>): RecommendationReason {
  const params: RecommendationReason['params'] = {};
  if (reason.titleKey) {
    const named = titles.get(reason.titleKey);
    // The named title is gone from the catalog: say something true but less specific.
    if (!named) return { code: 'similarPeople', params };
    params.title = named.title;
  }
  if (reason.genreId !== undefined) params.genreId = reason.genreId;
  if (reason.count !== undefined) params.count = reason.count;
  return { code: reason.code, params };
}
