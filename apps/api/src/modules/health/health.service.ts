import type { HealthResponse } from '@watchify/contract';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { TmdbUsage } from '../../integrations/tmdb/usage.js';
import type { CatalogService } from '../catalog/catalog.service.js';

type DependencyStatus = HealthResponse['checks']['database'];

/** How long one probe waits for the database or Redis before calling it down. */
const PROBE_TIMEOUT_MS = 1500;
/** The catalog's size is counted at most this often: a probe must stay cheap however large the catalog. */
const TITLE_COUNT_TTL_MS = 60_000;

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  catalog: Pick<CatalogService, 'titleCount'>;
  /** Only when REDIS_URL is set. */
  redis?: { status: string; ping(): Promise<unknown> } | undefined;
  /** Only when TMDB is configured: its recent calls, never a call of its own. */
  tmdb?: Pick<TmdbUsage, 'status'> | null;
  now?: () => number;
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
  private titles: { count: number; at: number } | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: HealthDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * Keeps the instance unready (503, `waitingFor: [reason]`) until the returned function is called: start-up work
   * such as the first catalog seed, or anything that must be warm before the instance serves at full speed (a
   * search typo word list, a recommendation model).
   */
  hold(reason: string): () => void {
    const id = this.nextHold++;
    this.holds.set(id, reason);
    return () => {
      if (this.holds.delete(id)) this.titles = null;
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
    const titles = database === 'ok' ? await this.titleCount().catch(() => this.titles?.count ?? 0) : 0;
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

  private async titleCount(): Promise<number> {
    const now = this.now();
    if (this.titles && now - this.titles.at < TITLE_COUNT_TTL_MS) return this.titles.count;
    const count = await this.deps.catalog.titleCount();
    // Counted while starting, it would stay stale once ready: only a ready instance keeps its count.
    if (this.holds.size === 0) this.titles = { count, at: now };
    return count;
  }
}
