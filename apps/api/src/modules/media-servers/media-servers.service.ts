import crypto from 'node:crypto';
import {
  foldForSearch,
  MEDIA_SERVER_MESSAGES,
  MEDIA_WEBHOOK_LIMITS,
  type MediaDeliveryResult,
  type MediaServer,
  type MediaWebhookStatus,
  mediaWebhookPath,
  starsFromSource,
  type UnmatchedDeliveries,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { hashSecretToken, isSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { nowIso } from '../../lib/time.js';
import type { CommentsService } from '../comments/comments.service.js';
import type { ImportsService, TitleMatch } from '../imports/imports.service.js';
import type { PlaysService } from '../plays/plays.service.js';
import { type Delivery, readDelivery, type ServerTitleRef, UnreadablePayload } from './media-server-payloads.js';
import { presentUnmatched } from './media-servers.presenter.js';
import * as repo from './media-servers.repository.js';

/** What a delivery writes into, each through the module that owns it; titles are matched as imports match them. */
export interface MediaServerTargets {
  imports: Pick<ImportsService, 'matchTitle'>;
  plays: Pick<PlaysService, 'log'>;
  comments: Pick<CommentsService, 'rate'>;
}

const webhookNotFound = () => new AppError(404, 'webhookNotFound', MEDIA_SERVER_MESSAGES.webhookNotFound);

/** The item a delivery is about, for the duplicate guard: the catalog's title (and episode), else the server's name. */
function itemKey(server: MediaServer, title: ServerTitleRef, match: TitleMatch | null): string {
  const episode = title.season != null && title.episode != null ? `:${title.season}x${title.episode}` : '';
  return match
    ? `${match.mediaType}:${match.id}${episode}`
    : `?${server}:${title.mediaType}:${foldForSearch(title.name)}:${title.year ?? ''}${episode}`;
}

/**
 * Automatic tracking from media servers (issue 27 §2, decision 048): each user's secret webhook URL, and what a
 * Jellyfin, Plex or Emby delivery to it does: a finished movie or episode becomes a play, a Plex rating the user's
 * rating, a title we cannot find a row of the user's short "unmatched" list. The URL's token is the only key.
 */
export class MediaServersService {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly targets: MediaServerTargets,
  ) {}

  /** Whether the user has a webhook URL, and since when. */
  async webhookStatus(userId: string): Promise<MediaWebhookStatus> {
    const row = await repo.findWebhook(this.database.db, userId);
    return { active: row !== undefined, createdAt: row?.created_at ?? null };
  }

  /** A new webhook token for the user, in place of any old one (whose URL stops working at once); shown this once. */
  async newWebhook(userId: string, now = new Date()): Promise<{ path: string; createdAt: string }> {
    const { token, hash } = newSecretToken();
    const createdAt = nowIso(now);
    await repo.saveWebhook(this.database, userId, hash, createdAt);
    return { path: mediaWebhookPath(token), createdAt };
  }

  async unmatched(userId: string): Promise<UnmatchedDeliveries> {
    const rows = await repo.listUnmatched(this.database.db, userId, MEDIA_WEBHOOK_LIMITS.unmatchedKept);
    return { unmatched: rows.map(presentUnmatched) };
  }

  /** Dismisses one of the user's unmatched deliveries; someone else's is not found, like one already gone. */
  async dismissUnmatched(userId: string, id: string): Promise<void> {
    if (!(await repo.deleteUnmatched(this.database, userId, id))) {
      throw new AppError(404, 'unmatchedNotFound', MEDIA_SERVER_MESSAGES.unmatchedNotFound);
    }
  }

  /** The user whose webhook `token` is; a malformed, wrong or replaced token gets the same 404. */
  async ownerOf(token: string): Promise<string> {
    if (!isSecretToken(token)) throw webhookNotFound();
    const userId = await repo.findWebhookOwner(this.database.db, hashSecretToken(token));
    if (!userId) throw webhookNotFound();
    return userId;
  }

  /** Handles a delivery to the webhook of `token`: `body` as the route read it, `hint` the URL's `?server=`. */
  async deliver(token: string, body: unknown, hint?: MediaServer, now = new Date()): Promise<MediaDeliveryResult> {
    const userId = await this.ownerOf(token);
    let delivery: Delivery;
    try {
      delivery = readDelivery(body, hint);
    } catch (error) {
      if (error instanceof UnreadablePayload) {
        throw badRequest('webhookBadPayload', MEDIA_SERVER_MESSAGES.webhookBadPayload);
      }
      throw error;
    }
    if (delivery.kind === 'ignored') return { result: 'ignored' };
    const match = await this.targets.imports.matchTitle(delivery.title);
    if (delivery.kind === 'rating') {
      if (!match) return this.keepUnmatched(userId, delivery, null, now);
      await this.targets.comments.rate(userId, match, starsFromSource(delivery.rating, 10));
      return { result: 'rated' };
    }
    const key = itemKey(delivery.server, delivery.title, match);
    const at = nowIso(now);
    const since = nowIso(new Date(now.getTime() - MEDIA_WEBHOOK_LIMITS.duplicateMinutes * 60_000));
    if (!(await repo.claimItem(this.database, userId, key, at, since))) return { result: 'duplicate' };
    if (!match) return this.keepUnmatched(userId, delivery, at, now);
    try {
      await this.logPlay(userId, delivery, match, key, at, now);
      return { result: 'logged' };
    } catch (error) {
      // The show is ours but not this episode (or not yet aired): the user sees it among the unmatched.
      if (error instanceof AppError && error.statusCode < 500) return this.keepUnmatched(userId, delivery, at, now);
      await repo.releaseItem(this.database, userId, key, at);
      throw error;
    }
  }

  private async logPlay(
    userId: string,
    delivery: Extract<Delivery, { kind: 'play' }>,
    match: TitleMatch,
    key: string,
    at: string,
    now: Date,
  ): Promise<void> {
    // A server's clock ahead of ours does not make a play in the future.
    const watchedAt = delivery.watchedAt.getTime() > now.getTime() ? now : delivery.watchedAt;
    const { season, episode } = delivery.title;
    const isEpisode = match.mediaType === 'tv' && season != null && episode != null;
    await this.targets.plays.log(
      userId,
      {
        mediaType: match.mediaType,
        id: match.id,
        watchedOn: delivery.localDay ?? nowIso(watchedAt).slice(0, 10),
        rewatch: false,
        ...(isEpisode ? { season, episode } : {}),
        // The claim's own id: a retry of this very play stores nothing more.
        requestId: `mw-${crypto.createHash('sha256').update(`${userId}|${key}|${at}`).digest('base64url').slice(0, 40)}`,
      },
      watchedAt,
    );
  }

  private async keepUnmatched(
    userId: string,
    delivery: Exclude<Delivery, { kind: 'ignored' }>,
    at: string | null,
    now: Date,
  ): Promise<MediaDeliveryResult> {
    const { title } = delivery;
    const isEpisode = title.season != null && title.episode != null;
    await repo.addUnmatched(
      this.database,
      {
        id: newOrderedId(now.getTime()),
        user_id: userId,
        server: delivery.server,
        media_type: title.mediaType,
        name: title.name.slice(0, 300),
        year: title.year,
        season_number: isEpisode ? (title.season ?? null) : null,
        episode_number: isEpisode ? (title.episode ?? null) : null,
        received_at: at ?? nowIso(now),
      },
      MEDIA_WEBHOOK_LIMITS.unmatchedKept,
    );
    return { result: 'unmatched' };
  }
}
