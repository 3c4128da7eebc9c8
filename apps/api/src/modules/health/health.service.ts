import type { HealthResponse } from '@watchify/contract';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { estimatedRowCount } from '../../db/statistics.js';
import type { TmdbUsage } from '../../integrations/tmdb/usage.js';

type DependencyStatus = HealthResponse['checks']['database'];

/** How long one probe waits for the database or Redis before calling it down. */
const PROBE_TIMEOUT_MS = 1500;

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  /** Only when REDIS_URL is set. */
  redis?: { status: string; ping(): Promise<unknown> } | undefined;
  /** Only when TMDB is configured: its recent calls, never a call of its own. */
  tmdb?: Pick<TmdbUsage, 'status'> | null;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness (decision 050). Live: the process answers. Ready: nothing holds readiness (`hold`) and the
 * database answers a trivial query; Redis and TMDB being unwell makes the instance 'degraded', not unready, since
 * every instance shares them and taking all out of rotation would turn a partial outage into a full one.
 */
export class HealthService {
  private readonly holds = new Map<number, string>();
  private nextHold = 0;
  constructor(private readonly deps: HealthDeps) {}

  /**
   * Keeps the instance unready (503, `waitingFor: [reason]`) until the returned function is called: start-up work
   * such as the first catalog seed, or anything that must be warm before the instance serves at full speed (a
   * search typo word list, a recommendation model).
   */
  hold(reason: string): () => void {
    const id = this.nextHold++;
    this.holds.set(id, reason);
    return () => {
      this.holds.delete(id);
    };
  }

  live(): { status: 'ok'; uptimeSeconds: number } {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** The readiness report; `ready` decides between 200 and 503. */
  async readiness(): Promise<{ ready: boolean; report: HealthResponse }> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redisStatus()]);
    const tmdb: DependencyStatus = this.deps.tmdb ? this.deps.tmdb.status() : 'off';
    const waitingFor = [...this.holds.values()];
    const status: HealthResponse['status'] =
      database === 'down'
        ? 'down'
        : waitingFor.length > 0
          ? 'starting'
          : redis === 'down' || tmdb === 'down' || tmdb === 'degraded'
            ? 'degraded'
            : 'ok';
    const titles = database === 'ok' ? await this.approximateTitleCount() : 0;
    return {
      ready: status === 'ok' || status === 'degraded',
      report: {
        status,
        database: this.deps.database.dialect,
        catalog: { titles },
        uptimeSeconds: Math.round(process.uptime()),
        checks: { database, redis, tmdb },
        waitingFor,
      },
    };
  }

  private async databaseStatus(): Promise<DependencyStatus> {
    try {
      await within(sql`select 1`.execute(this.deps.database.db), PROBE_TIMEOUT_MS);
      return 'ok';
    } catch {
      return 'down';
    }
  }

  private async redisStatus(): Promise<DependencyStatus> {
    const { redis } = this.deps;
    if (!redis) return 'off';
    // A client that is reconnecting would queue the ping: it is down now.
    if (redis.status !== 'ready') return 'down';
    try {
      await within(redis.ping(), PROBE_TIMEOUT_MS);
      return 'ok';
    } catch {
      return 'down';
    }
  }

  /**
   * The catalog's size from the planner's statistics: a probe must cost the same however large the catalog, so it
   * never counts rows. 0 until statistics exist (an import gathers them).
   */
  private async approximateTitleCount(): Promise<number> {
    const { db, dialect } = this.deps.database;
    return (await estimatedRowCount(db, dialect, 'titles').catch(() => null)) ?? 0;
  }
}
