import type { ListDetail, ListItem, ListRole, ListSummary, MediaType, UserSummary } from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { UserSummaryRow } from '../users/users.queries.js';
import type { ListItemRow, ListRow } from './lists.repository.js';

/** A list as the person whose `role` it is sees it in an overview. */
export function presentListSummary(
  list: ListRow,
  owner: UserSummaryRow,
  role: ListRole,
  posterPaths: string[],
): ListSummary {
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    visibility: list.visibility,
    collaborative: list.collaborative === 1,
    owner: presentUserSummary(owner),
    role,
    itemCount: list.item_count,
    posterPaths,
    createdAt: list.created_at,
    updatedAt: list.updated_at,
  };
}

export function presentListDetail(
  summary: ListSummary,
  collaborators: UserSummary[],
  completion: ListDetail['completion'],
): ListDetail {
  return { ...summary, collaborators, completion };
}

export function presentItem(row: ListItemRow): ListItem {
  return {
    mediaType: row.media_type as MediaType,
    id: row.title_id,
    title: row.title,
    posterPath: row.poster_path,
    year: row.year,
    voteAverage: row.rating,
    note: row.note,
    addedBy: row.added_by,
    addedAt: row.added_at,
  };
}
