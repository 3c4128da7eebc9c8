import type { MediaType, SharedWatchlistItem, SharedWatchlistSummary } from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { ItemRow, ListSummaryRow } from './shared-watchlists.repository.js';

/** A shared list from the side of `viewerId` (one of its two members). */
export function presentListSummary(row: ListSummaryRow, viewerId: string): SharedWatchlistSummary {
  return {
    id: row.id,
    name: row.name,
    partner: presentUserSummary({
      id: row.partner_id,
      name: row.partner_name,
      nickname: row.partner_nickname,
      photo_path: row.partner_photo_path,
      updated_at: row.partner_updated_at,
    }),
    createdByMe: row.created_by === viewerId,
    createdAt: row.created_at,
    itemCount: row.item_count,
    canEdit: row.still_friends,
  };
}

export function presentItem(row: ItemRow): SharedWatchlistItem {
  return {
    mediaType: row.media_type as MediaType,
    id: row.title_id,
    title: row.title,
    posterPath: row.poster_path,
    year: row.year,
    addedBy: row.added_by,
    addedAt: row.added_at,
  };
}
