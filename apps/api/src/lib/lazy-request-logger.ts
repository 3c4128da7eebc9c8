import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's loggers can say whether a level is on; a logger that cannot is treated as logging everything. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that makes its pino child (with the request id) on the first line actually written. Fastify
 * makes a child logger for every request, and pino's child copies and serializes its bindings at once, a real part
 * of a cached request's cost, for a logger that at the usual levels never writes (decision 027).
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#child && this.parent.isLevelEnabled?.(level) === false) return;
    (this.#real()[level] as (...values: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, unless the route asks for a level of its own. */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: NonNullable<ChildOptions>,
) =>
  options.level
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
