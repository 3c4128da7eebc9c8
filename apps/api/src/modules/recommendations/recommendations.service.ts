import {
  type FeedbackResponse,
  type FeedbackValue,
  type MediaType,
  RECOMMENDATION_MESSAGES,
  type RecommendationsResponse,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { findExistingTitleIds } from '../catalog/catalog.queries.js';
import {
  fallbackRecommendations,
  knownTitles,
  positiveWeights,
  type Recommendation,
  type UserSignals,
} from './engine/index.js';
import { loadFallbackModel, loadUserSignals } from './recommendations.loader.js';
import type { RecommendationModel } from './recommendations.model-worker.js';
import { presentRecommendations } from './recommendations.presenter.js';
import * as repo from './recommendations.repository.js';

type Logger = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export interface RecommendationsOptions {
  /** The random source of the spec formula and the fallback shuffle (tests pass a seeded one). */
  random?: () => number;
  log?: Logger;
}

const titleNotFound = () => new AppError(404, 'titleNotFound', RECOMMENDATION_MESSAGES.titleNotFound);
const userNotFound = () => new AppError(404, 'userNotFound', RECOMMENDATION_MESSAGES.userNotFound);
const preferencesFailed = () => new AppError(503, 'preferencesFailed', RECOMMENDATION_MESSAGES.preferencesFailed);

/**
 * Recommendations (product §2, §9; decisions 018, 052). The model (catalog features, everyone's likes, title
 * neighbours) lives in a worker thread (recommendations.model-worker.ts), built at app start and rebuilt there in the
 * background; in between, the asking person's own signals are read fresh on every request and sent with it, so their
 * newest like or dislike counts at once. When the personalized list cannot be made, the spec's fallback (6 popular +
 * 6 top-rated, shuffled) is served with its notice.
 */
export class RecommendationsService {
  private readonly random: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: RecommendationModel,
    private readonly options: RecommendationsOptions = {},
  ) {
    this.random = options.random ?? Math.random;
  }

  /** Builds the model now (app start), so the first person asking does not wait; false when the build failed. */
  warmUp(): Promise<boolean> {
    return this.model.warmUp().catch((error) => {
      this.options.log?.error({ err: error }, 'recommendations: the model could not be built');
      return false;
    });
  }

  /** Stops the model's worker (app close). */
  close(): Promise<void> {
    return this.model.close();
  }

  /** The person's recommendations: our ranking, or the spec's fallback with its notice. */
  async list(userId: string): Promise<RecommendationsResponse> {
    if (!(await repo.profileExists(this.db, userId))) throw userNotFound();
    let signals: UserSignals;
    try {
      signals = await loadUserSignals(this.db, userId);
    } catch (error) {
      this.options.log?.error({ err: error }, 'recommendations: user signals could not be read');
      throw preferencesFailed();
    }

    let picks: Recommendation[] = [];
    try {
      // The worker has its own random source, seeded from ours (a seeded one in tests keeps rankings reproducible).
      picks = await this.model.recommend(userId, signals, Math.floor(this.random() * 2 ** 32));
    } catch (error) {
      this.options.log?.warn({ err: error }, 'recommendations: personalized ranking failed, serving the fallback');
    }
    if (picks.length > 0) {
      return { items: await presentRecommendations(this.db, picks, signals), source: 'personalized', notice: null };
    }

    const fallbackModel = await loadFallbackModel(this.db);
    // The fallback, too, never shows a title the person disliked (or anything else they already know).
    const fallback = fallbackRecommendations(fallbackModel, { exclude: knownTitles(signals), random: this.random });
    return {
      items: await presentRecommendations(this.db, fallback, signals),
      source: 'popular',
      notice: 'personalizedUnavailable',
    };
  }

  /** Saves the person's like or dislike of a title; it counts in their next recommendations at once. */
  async setFeedback(
    userId: string,
    title: { mediaType: MediaType; id: number },
    value: FeedbackValue,
  ): Promise<FeedbackResponse> {
    const known = await findExistingTitleIds(this.db, title.mediaType, [title.id]);
    if (!known.has(title.id)) throw titleNotFound();
    await repo.upsertFeedback(this.db, userId, title, value, nowIso());
    await this.refreshUser(userId);
    return { mediaType: title.mediaType, id: title.id, feedback: value };
  }

  /** Undoes the person's like or dislike of a title (nothing to undo is fine). */
  async clearFeedback(userId: string, title: { mediaType: MediaType; id: number }): Promise<FeedbackResponse> {
    await repo.deleteFeedback(this.db, userId, title);
    await this.refreshUser(userId);
    return { mediaType: title.mediaType, id: title.id, feedback: null };
  }

  /** Stores an import's likes and dislikes; a title the person already has an opinion on keeps theirs. */
  async importFeedback(
    userId: string,
    importId: string,
    items: readonly { title: { mediaType: MediaType; id: number }; value: FeedbackValue; at: string }[],
  ): Promise<('imported' | 'existing')[]> {
    const added = await repo.insertImportedFeedback(this.db, userId, importId, items);
    if (added.some(Boolean)) await this.refreshUser(userId);
    return added.map((a) => (a ? 'imported' : 'existing'));
  }

  /** Undoes an import: the likes and dislikes it added go. */
  async undoImport(userId: string, importId: string): Promise<void> {
    await repo.deleteImportedFeedback(this.db, userId, importId);
    await this.refreshUser(userId);
  }

  /** Every like and dislike the person gave, oldest first (their export). */
  async feedbackOf(userId: string): Promise<{ mediaType: MediaType; id: number; value: FeedbackValue; at: string }[]> {
    const rows = await repo.findFeedbackOf(this.db, userId);
    return rows.map((row) => ({
      mediaType: row.media_type as MediaType,
      id: row.title_id,
      value: row.value,
      at: row.updated_at,
    }));
  }

  /** Feeds the person's current signals into the model, if there is one (otherwise the build reads them). */
  private async refreshUser(userId: string): Promise<void> {
    if (!this.model.active) return;
    try {
      this.model.setUserPositives(userId, positiveWeights(await loadUserSignals(this.db, userId)));
    } catch {
      // The next list request reads the signals again; a failed refresh here loses nothing.
    }
  }
}
