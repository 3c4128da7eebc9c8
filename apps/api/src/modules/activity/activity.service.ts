import {
  ACTIVITY_AUDIENCES,
  ACTIVITY_LIMITS,
  type ActivityAudience,
  type ActivityPrivacy,
  type ActivityType,
  DEFAULT_ACTIVITY_AUDIENCE,
  type FeedPage,
  type FeedQuery,
  type MediaType,
  type MemberRelation,
} from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { TitleKey } from '../catalog/catalog.queries.js';
import { findUserSummaries } from '../users/users.queries.js';
import { presentActivity } from './activity.presenter.js';
import * as repo from './activity.repository.js';

/** A review as the feed shows it. */
interface ReviewFacts {
  rating: number | null;
  text: string | null;
  spoiler: boolean;
}

/** What a member did, as other modules tell it. */
export interface ActivityInput {
  actorId: string;
  type: ActivityType;
  title?: { mediaType: MediaType; id: number; title: string; posterPath: string | null; year: number | null };
  season?: number | null;
  episode?: number | null;
  rating?: number | null;
  /** A review's text; the feed keeps its first characters. */
  text?: string | null;
  /** The review's author marked it as a spoiler: its words wait behind "Show spoiler". */
  spoiler?: boolean;
  list?: { id: string; name: string };
  /** About something only the member's friends may see (a friends-only list). */
  friendsOnly?: boolean;
}

const excerptOf = (text: string | null | undefined) =>
  text?.trim() ? text.trim().slice(0, ACTIVITY_LIMITS.excerptLength) : null;

const isAudience = (value: string | undefined): value is ActivityAudience =>
  ACTIVITY_AUDIENCES.includes(value as ActivityAudience);

/**
 * The friends' activity feed (issue 24 §2): modules record what a member did (`record`, after their own write); a
 * member reads their friends' activity, newest first, paged by id. Only friends' activity is ever read, and nothing of
 * a friend whose setting is "only me".
 */
export class ActivityService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Records an activity. Never throws: the action it follows stands whether or not the feed heard of it. */
  async record(input: ActivityInput, now = new Date()): Promise<void> {
    try {
      await repo.insertActivity(this.db, {
        id: newOrderedId(now.getTime()),
        actor_id: input.actorId,
        type: input.type,
        media_type: input.title?.mediaType ?? null,
        title_id: input.title?.id ?? null,
        title: input.title?.title ?? null,
        poster_path: input.title?.posterPath ?? null,
        year: input.title?.year ?? null,
        season_number: input.season ?? null,
        episode_number: input.episode ?? null,
        rating: input.rating ?? null,
        excerpt: excerptOf(input.text),
        spoiler: input.spoiler ? 1 : 0,
        friends_only: input.friendsOnly ? 1 : 0,
        list_id: input.list?.id ?? null,
        list_name: input.list?.name ?? null,
        created_at: nowIso(now),
      });
    } catch (error) {
      this.log.error({ err: error, type: input.type }, 'activity not recorded');
    }
  }

  async feed(userId: string, { before, limit }: FeedQuery): Promise<FeedPage> {
    return this.present(await repo.findFeedPage(this.db, userId, { before, limit: limit + 1 }), limit);
  }

  /**
   * A page of one member's own activity, newest first (their profile), as someone of this relation sees it: what is
   * about friends-only things only to the member and their friends. Whether the asker may see the member's activity
   * at all is `sharesWith`'s question, asked first.
   */
  async ofMember(actorId: string, relation: MemberRelation, { before, limit }: FeedQuery): Promise<FeedPage> {
    const page = { before, limit: limit + 1, includeFriendsOnly: relation !== 'other' };
    return this.present(await repo.findActorPage(this.db, actorId, page), limit);
  }

  /** `rows` holds one row more than a page when there is a next page. */
  private async present(rows: repo.ActivityRow[], limit: number): Promise<FeedPage> {
    const page = rows.slice(0, limit);
    const actors = await findUserSummaries(
      this.db,
      page.map((row) => row.actor_id),
    );
    return {
      // A friend always has a profile; one deleted meanwhile takes their activity with them (cascade).
      activities: page.flatMap((row) => {
        const actor = actors.get(row.actor_id);
        return actor ? [presentActivity(row, actor)] : [];
      }),
      nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /**
   * A review changed after it reached the feed: its stars, words and spoiler mark follow; a deleted review (null)
   * leaves the feed. Never throws, as `record`.
   */
  async reviseReview(actorId: string, title: TitleKey, review: ReviewFacts | null): Promise<void> {
    try {
      const row = review && {
        rating: review.rating,
        excerpt: excerptOf(review.text),
        spoiler: review.spoiler ? 1 : 0,
      };
      await repo.reviseReview(this.db, actorId, title, row);
    } catch (error) {
      this.log.error({ err: error }, 'activity review not revised');
    }
  }

  /**
   * Whether a member's activity and lists show to someone, by the member's setting: to themself always, to everyone,
   * to friends, or to nobody else.
   */
  async sharesWith(memberId: string, relation: MemberRelation): Promise<boolean> {
    if (relation === 'self') return true;
    const { audience } = await this.privacy(memberId);
    return audience === 'everyone' || (audience === 'friends' && relation === 'friend');
  }

  /** Who sees the member's activity and lists (what their profile shows follows it too). */
  async privacy(userId: string): Promise<ActivityPrivacy> {
    const stored = await repo.findAudience(this.db, userId);
    return { audience: isAudience(stored) ? stored : DEFAULT_ACTIVITY_AUDIENCE };
  }

  async setPrivacy(userId: string, { audience }: ActivityPrivacy): Promise<ActivityPrivacy> {
    await repo.saveAudience(this.db, userId, audience);
    return { audience };
  }
}
