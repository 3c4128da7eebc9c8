import { episodeCode } from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { findEpisodesAiredBetween } from '../catalog/catalog.queries.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { claimAiredEpisodeNotice, findShowFollowers } from './plays.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Tells the members watching a show when a new episode of it airs (issue 24 §3): once an hour, the episodes whose air
 * date is yesterday or today (UTC: a time zone ahead is not missed) are each announced once, whichever instance gets
 * there first, to everyone following the show who has not stopped it. Older episodes are never announced, so a new
 * catalog or a first start notifies nobody about the past.
 */
export class NewEpisodeNotices {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  start(intervalMs = HOUR_MS): void {
    const run = () => {
      this.run().catch((error: unknown) => this.log.error({ err: error }, 'new episode notices failed'));
    };
    run();
    this.timer = setInterval(run, intervalMs);
    // Never the reason the process stays up.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One check; returns how many notifications it sent. */
  async run(now = new Date()): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
    let sent = 0;
    for (const aired of await findEpisodesAiredBetween(this.db, yesterday, today)) {
      if (!(await claimAiredEpisodeNotice(this.db, aired, nowIso(now)))) continue;
      for (const userId of await findShowFollowers(this.db, aired.showId)) {
        await this.notifications.notify(
          {
            userId,
            type: 'episodeAired',
            actorId: null,
            subject: `${aired.showName} ${episodeCode(aired.season, aired.episode)}`,
            link: `/title/tv/${aired.showId}`,
            groupKey: `episodeAired:${aired.showId}`,
          },
          now,
        );
        sent += 1;
      }
    }
    return sent;
  }
}
