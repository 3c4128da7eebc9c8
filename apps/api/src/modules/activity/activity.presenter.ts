import type { Activity, ActivityType, MediaType } from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { UserSummaryRow } from '../users/users.queries.js';
import type { ActivityRow } from './activity.repository.js';

export function presentActivity(row: ActivityRow, actor: UserSummaryRow): Activity {
  return {
    id: row.id,
    type: row.type as ActivityType,
    actor: presentUserSummary(actor),
    title:
      row.media_type !== null && row.title_id !== null && row.title !== null
        ? {
            mediaType: row.media_type as MediaType,
            id: row.title_id,
            title: row.title,
            posterPath: row.poster_path,
            year: row.year,
          }
        : null,
    season: row.season_number,
    episode: row.episode_number,
    rating: row.rating,
    excerpt: row.excerpt,
    spoiler: row.spoiler === 1,
    list: row.list_id !== null && row.list_name !== null ? { id: row.list_id, name: row.list_name } : null,
    createdAt: row.created_at,
  };
}
