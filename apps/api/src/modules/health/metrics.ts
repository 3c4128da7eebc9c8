import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TmdbUsage } from '../../integrations/tmdb/usage.js';

/** Where the figures that are not counted per request come from; each is read when Prometheus scrapes. */
export interface MetricsSources {
  /** Sockets connected to this instance. */
  sockets(): number;
  /** TMDB's calls and cache lookups, when TMDB is configured. */
  tmdb: Pick<TmdbUsage, 'calls' | 'cache'> | null;
  /** Import jobs waiting and running (all instances: the queue is in the database). */
  importQueue(): Promise<{ queued: number; running: number }>;
}

type RequestLabels = 'method' | 'route' | 'status_class';

/**
 * This instance's Prometheus metrics, in a registry of its own (tests build many apps in one process). A request
 * costs one histogram observation; everything else is read at scrape time from where it is already counted.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<RequestLabels>;
  /** One child per method, route and status class: the label lookup is done once, not per request. */
  private readonly children = new Map<string, { observe(value: number): void }>();

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'watchify_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class (its _count is the request count).',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    new Gauge({
      name: 'watchify_sockets_connected',
      help: 'Socket.IO connections open on this instance.',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
    const tmdb = sources.tmdb;
    new Counter({
      name: 'watchify_tmdb_calls_total',
      help: 'Calls to the TMDB API by outcome: ok, refused (a 4xx such as 404), unavailable (after retries).',
      labelNames: ['outcome'],
      registers,
      collect() {
        if (!tmdb) return;
        this.reset();
        for (const [outcome, count] of Object.entries(tmdb.calls)) this.inc({ outcome }, count);
      },
    });
    new Counter({
      name: 'watchify_tmdb_cache_lookups_total',
      help: 'Lookups in the in-memory TMDB caches (lists, people, collections): hit or miss.',
      labelNames: ['result'],
      registers,
      collect() {
        if (!tmdb) return;
        this.reset();
        this.inc({ result: 'hit' }, tmdb.cache.hits);
        this.inc({ result: 'miss' }, tmdb.cache.misses);
      },
    });
    new Gauge({
      name: 'watchify_import_jobs',
      help: 'Import jobs in the queue by state (queued, running), across all instances.',
      labelNames: ['state'],
      registers,
      async collect() {
        const { queued, running } = await sources.importQueue();
        this.set({ state: 'queued' }, queued);
        this.set({ state: 'running' }, running);
      },
    });
  }

  /** Counts one answered request; `route` is the matched pattern (never the raw URL, whose ids are unbounded). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${route} ${statusClass}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.requests.labels({ method, route, status_class: statusClass });
      this.children.set(key, child);
    }
    child.observe(seconds);
  }

  /** The text Prometheus scrapes. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
