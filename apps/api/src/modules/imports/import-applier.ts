import { type ImportConflictPolicy, type ImportRowReason, starsFromSource } from '@watchify/contract';
import { nowIso } from '../../lib/time.js';
import type { CommentsService } from '../comments/comments.service.js';
import type { ListsService } from '../lists/lists.service.js';
import type { PlaysService } from '../plays/plays.service.js';
import type { RecommendationsService } from '../recommendations/recommendations.service.js';
import type { WatchlistService } from '../watchlist/watchlist.service.js';
import type { CountChanges, ImportRowRow, RowResult } from './imports.repository.js';
import type { ImportRecord, TitleRef } from './sources/import-record.js';
import { LATER, type TitleMatch, type TitleMatcher } from './title-matcher.js';

/** The modules an import writes into, each through its own service. */
export interface ImportTargets {
  plays: Pick<PlaysService, 'importPlays' | 'notePlay'>;
  comments: Pick<CommentsService, 'importRatings'>;
  watchlist: Pick<WatchlistService, 'importItems'>;
  recommendations: Pick<RecommendationsService, 'importFeedback'>;
  lists: Pick<ListsService, 'importList' | 'importItems'>;
}

/** A stored row's record; plays carry their occurrence among the upload's plays of the same title, episode and day. */
export type StoredRecord = ImportRecord & { occurrence?: number };

/** What a job's rows are applied with. */
export interface ApplyContext {
  importId: string;
  userId: string;
  conflicts: ImportConflictPolicy;
  /** The list each of the upload's list keys became. */
  listIds: Map<string, string>;
}

type Outcome = 'imported' | 'existing' | 'skipped' | 'unmatched';

interface Pending {
  row: ImportRowRow;
  record: StoredRecord;
  match: TitleMatch | null;
  state?: Outcome;
  reason?: ImportRowReason | null;
  outcome?: object | null;
}

/**
 * Applies a batch of an import's rows: matches their titles, then hands each kind to the service that owns it, in
 * one write per kind. Returns what became of each row and how the job's counters move.
 */
export class ImportApplier {
  constructor(
    private readonly matcher: Pick<TitleMatcher, 'matchBatch'>,
    private readonly targets: ImportTargets,
    /** Whether titles the catalog lacks are looked up on TMDB (else TheTVDB-only rows cannot be matched). */
    private readonly tmdbAvailable: boolean,
  ) {}

  /** The catalog's title for one reference, or null: the same matching as an import's rows, for one title. */
  async matchOne(ref: TitleRef): Promise<TitleMatch | null> {
    const [match] = await this.matcher.matchBatch([ref]);
    return match && match !== LATER ? match : null;
  }

  async apply(
    context: ApplyContext,
    rows: readonly ImportRowRow[],
    chosen?: TitleMatch,
  ): Promise<{ results: RowResult[]; counts: CountChanges }> {
    let pending: Pending[] = rows.map((row) => ({ row, record: JSON.parse(row.payload) as StoredRecord, match: null }));
    const titled = pending.flatMap((p) => ('title' in p.record ? [{ p, title: p.record.title }] : []));
    const matches = chosen ? titled.map(() => chosen) : await this.matcher.matchBatch(titled.map(({ title }) => title));
    const later = new Set<Pending>();
    titled.forEach(({ p }, i) => {
      const match = matches[i] ?? null;
      if (match === LATER) later.add(p);
      else p.match = match;
    });
    // Rows the matcher had no time for stay pending: the next batch takes them first.
    pending = pending.filter((p) => !later.has(p));
    for (const p of pending) this.refuseEarly(p);
    const open = pending.filter((p) => p.state === undefined);
    await this.applyPlays(
      context,
      open.filter((p) => p.record.kind === 'play'),
    );
    await this.applyRatings(
      context,
      open.filter((p) => p.record.kind === 'rating' || p.record.kind === 'review'),
    );
    await this.applyWatchlist(
      context,
      open.filter((p) => p.record.kind === 'watchlist'),
    );
    await this.applyLikes(
      context,
      open.filter((p) => p.record.kind === 'like'),
    );
    await this.applyLists(
      context,
      open.filter((p) => p.record.kind === 'list'),
    );
    await this.applyListItems(
      context,
      open.filter((p) => p.record.kind === 'listItem'),
    );

    const counts: CountChanges = { done: pending.length };
    const results = pending.map((p): RowResult => {
      const state = p.state ?? 'skipped';
      counts[state] = (counts[state] ?? 0) + 1;
      if (p.match) counts.matched = (counts.matched ?? 0) + 1;
      return {
        position: p.row.position,
        state,
        reason: p.reason ?? null,
        match_media_type: p.match?.mediaType ?? null,
        match_id: p.match?.id ?? null,
        match_title: p.match?.title ?? null,
        match_year: p.match?.year ?? null,
        match_method: p.match?.method ?? null,
        outcome: p.outcome ? JSON.stringify(p.outcome) : null,
      };
    });
    return { results, counts };
  }

  /** Rows that cannot be applied, whatever the user has: unsupported kinds and titles we could not find. */
  private refuseEarly(p: Pending): void {
    const refusal = this.refusalOf(p);
    if (refusal) settle(p, refusal[0], refusal[1]);
  }

  private refusalOf(p: Pending): [Outcome, ImportRowReason] | null {
    const { record } = p;
    if (record.kind === 'unsupported') return ['skipped', record.reason];
    if (!('title' in record)) return null;
    if (p.match) {
      const isEpisode = record.kind === 'play' && (record.title.season ?? p.match.season) != null;
      return isEpisode && p.match.mediaType === 'movie' ? ['skipped', 'episodeOfMovie'] : null;
    }
    const { title } = record;
    if (title.tvdbEpisodeId != null && title.season == null && !this.tmdbAvailable) {
      return ['unmatched', 'tvdbNeedsTmdb'];
    }
    if (!title.name && !title.tmdbId && !title.imdbId) return ['unmatched', 'noTitleName'];
    return ['unmatched', 'notInCatalog'];
  }

  private async applyPlays(context: ApplyContext, rows: Pending[]): Promise<void> {
    if (rows.length === 0) return;
    const outcomes = await this.targets.plays.importPlays(
      context.userId,
      context.importId,
      rows.map((p) => {
        const record = p.record as Extract<StoredRecord, { kind: 'play' }>;
        const match = p.match as TitleMatch;
        // TV Time names an episode by TheTVDB's id only: TMDB's find gave its numbers.
        const season = record.title.season ?? match.season ?? null;
        const episode = record.title.episode ?? match.episode ?? null;
        const isEpisode = season !== null && episode !== null;
        return {
          title: match,
          season: isEpisode ? season : null,
          episode: isEpisode ? episode : null,
          watchedOn: record.watchedOn,
          rewatch: record.rewatch,
          note: record.note,
          occurrence: record.occurrence ?? 0,
        };
      }),
    );
    for (const [i, p] of rows.entries()) settle(p, outcomes[i] ?? 'skipped');
  }

  private async applyRatings(context: ApplyContext, rows: Pending[]): Promise<void> {
    if (rows.length === 0) return;
    const items = rows.map((p) => {
      const record = p.record as Extract<StoredRecord, { kind: 'rating' | 'review' }>;
      const source = record.rating;
      const stars = source ? starsFromSource(source.value, source.scale) : null;
      return {
        title: p.match as TitleMatch,
        stars,
        // Kept only where our whole stars lose something (4.5 of 5, 7 of 10).
        source: source && !(source.scale === 5 && source.value === stars) ? source : null,
        review: record.kind === 'review' ? { text: record.text, spoiler: record.spoiler } : null,
        at: (record.kind === 'review' ? record.writtenAt : record.ratedAt) ?? nowIso(),
      };
    });
    const outcomes = await this.targets.comments.importRatings(
      context.userId,
      context.importId,
      items,
      context.conflicts,
    );
    for (const [i, p] of rows.entries()) {
      const outcome = outcomes[i];
      if (!outcome) continue;
      if (outcome.state === 'imported') {
        settle(
          p,
          'imported',
          null,
          outcome.replaced ? { commentId: outcome.commentId, replaced: outcome.replaced } : null,
        );
      } else if (outcome.state === 'olderReview') {
        // The title's comment holds a newer review (or no rating came with this one): its words go on its play.
        const record = p.record as Extract<StoredRecord, { kind: 'review' }>;
        const playId = await this.targets.plays.notePlay(
          context.userId,
          p.match as TitleMatch,
          record.watchedOn,
          record.text,
        );
        if (playId) settle(p, 'imported', null, { notedPlayId: playId });
        else settle(p, 'skipped', 'notSupported');
      } else {
        settle(p, outcome.state, outcome.state === 'skipped' ? 'keptYourRating' : null);
      }
    }
  }

  private async applyWatchlist(context: ApplyContext, rows: Pending[]): Promise<void> {
    if (rows.length === 0) return;
    const outcomes = await this.targets.watchlist.importItems(
      context.userId,
      context.importId,
      rows.map((p) => {
        const match = p.match as TitleMatch;
        const record = p.record as Extract<StoredRecord, { kind: 'watchlist' }>;
        return {
          key: match,
          snapshot: { title: match.title, poster_path: match.posterPath, year: match.year },
          addedAt: record.addedAt ?? nowIso(),
        };
      }),
    );
    for (const [i, p] of rows.entries()) settle(p, outcomes[i] ?? 'skipped');
  }

  private async applyLikes(context: ApplyContext, rows: Pending[]): Promise<void> {
    if (rows.length === 0) return;
    const outcomes = await this.targets.recommendations.importFeedback(
      context.userId,
      context.importId,
      rows.map((p) => {
        const record = p.record as Extract<StoredRecord, { kind: 'like' }>;
        const match = p.match as TitleMatch;
        return {
          title: { mediaType: match.mediaType, id: match.id },
          value: record.value,
          at: record.likedAt ?? nowIso(),
        };
      }),
    );
    for (const [i, p] of rows.entries()) settle(p, outcomes[i] ?? 'skipped');
  }

  private async applyLists(context: ApplyContext, rows: Pending[]): Promise<void> {
    for (const p of rows) {
      const record = p.record as Extract<StoredRecord, { kind: 'list' }>;
      const made = await this.targets.lists.importList(context.userId, context.importId, record);
      if (made === 'tooManyLists') {
        settle(p, 'skipped', 'notSupported');
        continue;
      }
      context.listIds.set(record.listKey, made.listId);
      settle(p, made.created ? 'imported' : 'existing', null, { listId: made.listId });
    }
  }

  private async applyListItems(context: ApplyContext, rows: Pending[]): Promise<void> {
    const byList = new Map<string, Pending[]>();
    for (const p of rows) {
      const record = p.record as Extract<StoredRecord, { kind: 'listItem' }>;
      const listId = context.listIds.get(record.listKey);
      if (!listId) settle(p, 'skipped', 'notSupported');
      else byList.set(listId, [...(byList.get(listId) ?? []), p]);
    }
    for (const [listId, items] of byList) {
      const outcomes = await this.targets.lists.importItems(
        context.userId,
        context.importId,
        listId,
        items.map((p) => {
          const match = p.match as TitleMatch;
          const record = p.record as Extract<StoredRecord, { kind: 'listItem' }>;
          return { key: match, title: match.title, posterPath: match.posterPath, year: match.year, note: record.note };
        }),
      );
      for (const [i, p] of items.entries()) settle(p, outcomes[i] ?? 'skipped');
    }
  }
}

function settle(
  p: Pending,
  state: Outcome,
  reason: ImportRowReason | null = null,
  outcome: object | null = null,
): void {
  p.state = state;
  p.reason = reason;
  p.outcome = outcome;
}
