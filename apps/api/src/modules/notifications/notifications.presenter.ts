import type { Notification, NotificationType } from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { NotificationWithActorRow } from './notifications.repository.js';

export function presentNotification(row: NotificationWithActorRow): Notification {
  const { name, nickname, photo_path, updated_at } = row;
  const actor =
    row.actor_id !== null && name !== null && nickname !== null && updated_at !== null
      ? presentUserSummary({ id: row.actor_id, name, nickname, photo_path, updated_at })
      : null;
  return {
    id: row.id,
    type: row.type as NotificationType,
    actor,
    subject: row.subject,
    link: row.link,
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}
