import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationDelivery,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotificationsPage,
  type NotificationsQuery,
  type NotificationsReadEvent,
  type NotificationType,
  notificationText,
  type UnreadCount,
} from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { PushService } from '../push/push.service.js';
import { presentNotification } from './notifications.presenter.js';
import * as repo from './notifications.repository.js';

/** The part of the realtime server this service needs (tests may pass a recorder). */
export interface NotificationNotifier {
  toUser(userId: string, event: string, payload: unknown): void;
}

/** A push to every device of a member, worded in each device's language (the push module, decision 040). */
export type PushSender = Pick<PushService, 'sendToUser'>;

/** What happened, for whom. */
export interface NotifyInput {
  /** The recipient. */
  userId: string;
  type: NotificationType;
  /** Who did it; null when nobody did (an episode airing). Nobody is told about their own doing. */
  actorId: string | null;
  subject: string | null;
  link: string;
  /** While the recipient has not read it, later notifications of this key are this one, brought up to date. */
  groupKey?: string;
}

const isDelivery = (value: string | undefined): value is NotificationDelivery =>
  NOTIFICATION_DELIVERIES.includes(value as NotificationDelivery);
const notificationNotFound = () =>
  new AppError(404, 'notificationNotFound', NOTIFICATION_MESSAGES.notificationNotFound);

/**
 * The notification centre (issue 24 §3): other modules tell it what happened (`notify`); it stores it for the
 * recipient unless they turned that type off, announces it to their open tabs, and pushes it to their devices when
 * they chose push for that type. A member reads, pages and marks only their own notifications.
 */
export class NotificationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifier: NotificationNotifier,
    private readonly push: PushSender,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /**
   * Records and announces a notification. Never throws: what happened has happened whether or not telling about it
   * worked, so a failure is logged and the caller's action stands.
   */
  async notify(input: NotifyInput, now = new Date()): Promise<void> {
    try {
      await this.deliver(input, now);
    } catch (error) {
      this.log.error({ err: error, type: input.type }, 'notification not delivered');
    }
  }

  private async deliver({ userId, type, actorId, subject, link, groupKey }: NotifyInput, now: Date): Promise<void> {
    if (actorId === userId) return;
    const stored = await repo.findDelivery(this.db, userId, type);
    const delivery = isDelivery(stored) ? stored : DEFAULT_NOTIFICATION_DELIVERY;
    if (delivery === 'off') return;
    const id = newOrderedId(now.getTime());
    const at = nowIso(now);
    const bumped =
      groupKey !== undefined &&
      (await repo.bumpUnreadInGroup(this.db, userId, groupKey, { id, created_at: at, actor_id: actorId, subject }));
    if (!bumped) {
      await repo.insertNotification(this.db, {
        id,
        user_id: userId,
        type,
        actor_id: actorId,
        subject,
        link,
        group_key: groupKey ?? null,
        created_at: at,
        read_at: null,
      });
    }
    const found = await repo.findNotificationWithUnreadCount(this.db, userId, id);
    if (!found) return;
    const notification = presentNotification(found.row);
    const { unreadCount } = found;
    this.notifier.toUser(userId, NOTIFICATION_EVENTS.created, {
      notification,
      unreadCount,
    } satisfies NotificationEvent);
    if (delivery === 'push') {
      const words = { actor: notification.actor?.displayName ?? null, subject };
      await this.push.sendToUser(userId, (language) => ({
        title: 'Watchify',
        body: notificationText(type, words, language),
        url: link,
        tag: groupKey ?? id,
      }));
    }
  }

  async list(userId: string, { before, limit }: NotificationsQuery): Promise<NotificationsPage> {
    const rows = await repo.listNotifications(this.db, userId, { before, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return {
      notifications: page.map(presentNotification),
      unreadCount: await repo.countUnread(this.db, userId),
      nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  async unreadCount(userId: string): Promise<UnreadCount> {
    return { unreadCount: await repo.countUnread(this.db, userId) };
  }

  /** One notification is read (again: no change); the member's other tabs hear of it. */
  async markRead(userId: string, notificationId: string, now = new Date()): Promise<UnreadCount> {
    if (!(await repo.markRead(this.db, userId, notificationId, nowIso(now)))) throw notificationNotFound();
    return this.announceRead(userId, [notificationId]);
  }

  async markAllRead(userId: string, now = new Date()): Promise<UnreadCount> {
    await repo.markAllRead(this.db, userId, nowIso(now));
    return this.announceRead(userId, null);
  }

  private async announceRead(userId: string, ids: string[] | null): Promise<UnreadCount> {
    const unreadCount = await repo.countUnread(this.db, userId);
    this.notifier.toUser(userId, NOTIFICATION_EVENTS.read, { ids, unreadCount } satisfies NotificationsReadEvent);
    return { unreadCount };
  }

  async settings(userId: string): Promise<NotificationSettings> {
    const stored = await repo.findSettings(this.db, userId);
    const settings = Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => {
        const delivery = stored.get(type);
        return [type, isDelivery(delivery) ? delivery : DEFAULT_NOTIFICATION_DELIVERY];
      }),
    ) as NotificationSettings['settings'];
    return { settings };
  }

  async updateSettings(userId: string, { settings }: NotificationSettingsUpdate): Promise<NotificationSettings> {
    await repo.saveSettings(
      this.db,
      userId,
      Object.entries(settings).filter(
        (entry): entry is [NotificationType, NotificationDelivery] => entry[1] !== undefined,
      ),
    );
    return this.settings(userId);
  }
}
