import type { FriendRequest, Relationship, UserSearchResult, UserSummary } from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { UserSummaryRow } from '../users/users.queries.js';
import type { FriendRequestRow } from './friends.repository.js';

/** Summaries by user id, as `findUserSummaries` returns them. */
export type SummaryLookup = Map<string, UserSummaryRow>;

function summaryOf(summaries: SummaryLookup, userId: string): UserSummary {
  const row = summaries.get(userId);
  // Requests cascade away with their users, so a missing summary means the caller forgot to load it.
  if (!row) throw new Error(`user summary ${userId} not loaded`);
  return presentUserSummary(row);
}

/** A friend request with both people as others see them. */
export function presentFriendRequest(row: FriendRequestRow, summaries: SummaryLookup): FriendRequest {
  return {
    id: row.id,
    from: summaryOf(summaries, row.from_user_id),
    to: summaryOf(summaries, row.to_user_id),
    status: row.status,
    createdAt: row.created_at,
    respondedAt: row.responded_at,
  };
}

/** A person found by nickname, with how the searcher stands with them. */
export function presentSearchResult(
  row: UserSummaryRow,
  relationship: Relationship,
  requestId: string | null,
): UserSearchResult {
  return { ...presentUserSummary(row), relationship, requestId };
}
