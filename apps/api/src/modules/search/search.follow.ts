/**
 * Keeps an in-memory copy of a table current (the typo word list, the filter table): each row carries the instant it
 * was last written, and the copy reads the rows written since the newest it has seen, in pages, at most every
 * `intervalMs`, when it is asked for.
 */

/** Where the rows come from: those stamped at or after `since` (all when null), after the row `after`, in order. */
export type RowsSince<Row> = (since: string | null, after: Row | null, limit: number) => Promise<Row[]>;

/** Rows read and applied per turn of the event loop. */
const PAGE = 1000;
/**
 * For this long after new rows arrived, refreshes read again from this far before the newest stamp: a transaction
 * that began earlier (another instance's import batch) may commit rows stamped a little before them.
 */
const OVERLAP_MS = 10_000;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class TableFollower<Row> {
  private newest: string | null = null;
  /** Where the next refresh reads from: rows stamped at or after `since`, after the row `after`. */
  private next: { since: string | null; after: Row | null } = { since: null, after: null };
  /** Until then, refreshes read again from OVERLAP_MS before `newest` (new rows arrived a moment ago). */
  private overlapUntil = 0;
  private loading: Promise<void> | undefined;
  private refreshing: Promise<void> | undefined;
  private lastRefresh = 0;

  /**
   * `load` fills the copy at first; it resolves to the newest stamp it covers, from which refreshes read on (without
   * it, every row is read by `rowsSince`). `apply` takes each row read afterwards, in stamp order; a row may come
   * again, and applying it twice is harmless.
   */
  constructor(
    private readonly rowsSince: RowsSince<Row>,
    private readonly stampOf: (row: Row) => string,
    private readonly apply: (row: Row) => void,
    private readonly intervalMs: number,
    private readonly loadAll?: () => Promise<string | null>,
  ) {}

  /** Fills the copy; resolves when it is complete (readiness waits for it). A failed load is retried. */
  load(): Promise<void> {
    const loadAll =
      this.loadAll ??
      (async () => {
        await this.readFrom({ since: null, after: null });
        return null;
      });
    this.loading ??= loadAll().then(
      (newest) => {
        // The load read every row written up to `newest`: refreshes read the rows stamped later (stamps are
        // milliseconds, so one later is the first instant after it).
        if (newest !== null) {
          this.newest = newest;
          this.next = { since: new Date(Date.parse(newest) + 1).toISOString(), after: null };
        }
        this.lastRefresh = Date.now();
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * Resolves when the copy is loaded; at most every `intervalMs`, it also starts reading the rows written since, which
   * no caller waits for. A failed refresh is tried again by the next one.
   */
  async current(): Promise<void> {
    await this.load();
    const now = Date.now();
    if (this.refreshing || now - this.lastRefresh < this.intervalMs) return;
    this.lastRefresh = now;
    const from =
      now < this.overlapUntil && this.newest !== null
        ? { since: new Date(Date.parse(this.newest) - OVERLAP_MS).toISOString(), after: null }
        : this.next;
    this.refreshing = this.readFrom(from)
      .catch(() => undefined)
      .finally(() => {
        this.refreshing = undefined;
      });
  }

  private async readFrom({ since, after: start }: { since: string | null; after: Row | null }): Promise<void> {
    let after = start;
    for (;;) {
      const page = await this.rowsSince(since, after, PAGE);
      for (const row of page) {
        this.apply(row);
        const stamp = this.stampOf(row);
        if (this.newest === null || stamp > this.newest) {
          this.newest = stamp;
          this.overlapUntil = Date.now() + OVERLAP_MS;
        }
      }
      const last = page[page.length - 1];
      // A read starts at or before the last row read so far, so its own last row is the latest read.
      if (last) this.next = { since: this.stampOf(last), after: last };
      if (!last || page.length < PAGE) return;
      after = last;
      await yieldToEventLoop();
    }
  }
}
