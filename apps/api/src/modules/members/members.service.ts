import {
  type FeedPage,
  type FeedQuery,
  MEMBER_MESSAGES,
  type MemberError,
  type MemberProfile,
  type MemberRelation,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { ActivityService } from '../activity/activity.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { ListsService } from '../lists/lists.service.js';
import type { PlaysService } from '../plays/plays.service.js';
import { presentUserSummary } from '../users/users.presenter.js';
import { findUserSummaryByNickname, type UserSummaryRow } from '../users/users.queries.js';

const memberError = (status: number, code: MemberError) => new AppError(status, code, MEMBER_MESSAGES[code]);

/** The modules a profile page gathers from, as far as it needs them. */
export interface ProfileSources {
  friends: Pick<FriendsService, 'areFriends' | 'friendIds'>;
  activity: Pick<ActivityService, 'sharesWith' | 'ofMember'>;
  lists: Pick<ListsService, 'ownedListsShownTo'>;
  plays: Pick<PlaysService, 'watchedCount'>;
}

/**
 * Members' profile pages (issue 24 §2), found by nickname and open to visitors: photo, name and friend count for
 * anyone; the watched count, lists and activity only to whom the member's privacy setting allows (ActivityService
 * decides), and each list only if its own visibility lets the asker read it (ListsService decides).
 */
export class MembersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sources: ProfileSources,
  ) {}

  async profile(viewerId: string | null, nickname: string): Promise<MemberProfile> {
    const { member, relation } = await this.find(viewerId, nickname);
    const { friends, activity, lists, plays } = this.sources;
    const [sharesActivity, friendIds] = await Promise.all([
      activity.sharesWith(member.id, relation),
      friends.friendIds(member.id),
    ]);
    const [watched, shownLists] = sharesActivity
      ? await Promise.all([plays.watchedCount(member.id), lists.ownedListsShownTo(member.id, viewerId, relation)])
      : [null, []];
    return {
      member: presentUserSummary(member),
      relation,
      sharesActivity,
      counts: { watched, lists: sharesActivity ? shownLists.length : null, friends: friendIds.size },
      lists: shownLists,
    };
  }

  /** A page of the member's activity, newest first; 403 when their privacy setting does not share it with the asker. */
  async activity(viewerId: string | null, nickname: string, query: FeedQuery): Promise<FeedPage> {
    const { member, relation } = await this.find(viewerId, nickname);
    if (!(await this.sources.activity.sharesWith(member.id, relation))) throw memberError(403, 'activityHidden');
    return this.sources.activity.ofMember(member.id, relation, query);
  }

  private async find(
    viewerId: string | null,
    nickname: string,
  ): Promise<{ member: UserSummaryRow; relation: MemberRelation }> {
    const member = await findUserSummaryByNickname(this.db, nickname);
    if (!member) throw memberError(404, 'memberNotFound');
    let relation: MemberRelation = 'other';
    if (member.id === viewerId) relation = 'self';
    else if (viewerId !== null && (await this.sources.friends.areFriends(viewerId, member.id))) relation = 'friend';
    return { member, relation };
  }
}
