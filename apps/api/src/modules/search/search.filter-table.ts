import type { FilterBounds } from './search.filters.js';
import { type RowsSince, TableFollower, yieldToEventLoop } from './search.follow.js';
import type { MediaType, TitleKey } from './search.repository.js';

/** A title's columns that filters read and search order sorts by. */
export interface FilterRow {
  media_type: string;
  id: number;
  year: number | null;
  runtime: number | null;
  vote_average: number | null;
  vote_count: number | null;
  popularity: number | null;
  genre_bits: number;
}

const TYPE_CODES: Record<MediaType, number> = { movie: 0, tv: 1 };
const TYPES: readonly MediaType[] = ['movie', 'tv'];
/** `vote_count` has no NaN: null is this, below any count, which search order puts last. */
const NO_COUNT = -(2 ** 31);
/** A title's key as one number, ordered as the primary key (media type, then id). */
const keyOf = (typeCode: number, id: number) => typeCode * 2 ** 33 + id;

/**
 * The filter columns of every title, one typed array per column (a few dozen bytes a title, outside the JS heap), for
 * searches without text (decision 065): checking every title here costs a few milliseconds where the database engine
 * pays a full-text bitmap or a long walk of the popularity index for a broad filter. A title's slot never changes;
 * a later version of it overwrites its slot. Titles are never deleted from the catalog.
 */
export class FilterTable {
  private size = 0;
  private typeCodes = new Uint8Array(0);
  private ids = new Int32Array(0);
  /** Integers as Float32 (exact below 2^24), NaN when unknown: every comparison with NaN fails, as null does. */
  private years = new Float32Array(0);
  private runtimes = new Float32Array(0);
  private averages = new Float64Array(0);
  private popularities = new Float64Array(0);
  private voteCounts = new Int32Array(0);
  private genreBits = new Int32Array(0);
  /**
   * Slots below this were filled in key order (the load reads the table by its primary key), so a title's slot there
   * is found by binary search; titles added later are in `laterSlots`.
   */
  private keyOrderedEnd = 0;
  private readonly laterSlots = new Map<number, number>();

  get titles(): number {
    return this.size;
  }

  /** Makes room for `count` titles in all, so a load of that many allocates once. */
  reserve(count: number): void {
    if (count <= this.typeCodes.length) return;
    const grown = <T extends Uint8Array | Int32Array | Float32Array | Float64Array>(
      array: T,
      make: (n: number) => T,
    ) => {
      const bigger = make(count);
      bigger.set(array);
      return bigger;
    };
    this.typeCodes = grown(this.typeCodes, (n) => new Uint8Array(n));
    this.ids = grown(this.ids, (n) => new Int32Array(n));
    this.years = grown(this.years, (n) => new Float32Array(n));
    this.runtimes = grown(this.runtimes, (n) => new Float32Array(n));
    this.averages = grown(this.averages, (n) => new Float64Array(n));
    this.popularities = grown(this.popularities, (n) => new Float64Array(n));
    this.voteCounts = grown(this.voteCounts, (n) => new Int32Array(n));
    this.genreBits = grown(this.genreBits, (n) => new Int32Array(n));
  }

  /** Stores a title's current columns (a title of an unknown media type is not searchable by filters). */
  put(row: FilterRow): void {
    const typeCode = TYPE_CODES[row.media_type as MediaType];
    if (typeCode === undefined) return;
    const key = keyOf(typeCode, row.id);
    let slot = this.slotOf(key);
    if (slot === undefined) {
      slot = this.size;
      if (slot === this.typeCodes.length) this.reserve(Math.max(1024, Math.ceil(slot * 1.25)));
      this.size += 1;
      const inKeyOrder = this.keyOrderedEnd === slot && (slot === 0 || key > this.keyAt(slot - 1));
      if (inKeyOrder && this.laterSlots.size === 0) this.keyOrderedEnd = this.size;
      else this.laterSlots.set(key, slot);
    }
    const unknown = (value: number | null) => (value === null ? Number.NaN : value);
    this.typeCodes[slot] = typeCode;
    this.ids[slot] = row.id;
    this.years[slot] = unknown(row.year);
    this.runtimes[slot] = unknown(row.runtime);
    this.averages[slot] = unknown(row.vote_average);
    this.popularities[slot] = unknown(row.popularity);
    this.voteCounts[slot] = row.vote_count ?? NO_COUNT;
    this.genreBits[slot] = row.genre_bits;
  }

  /**
   * The titles passing the filters (among `onlyTitles` when given), counted up to `cap`, and the first `needed` of
   * them in search order. One loop over typed arrays, with the bounds in local numbers: it runs over every title.
   */
  find(
    bounds: FilterBounds,
    onlyTitles: readonly TitleKey[] | undefined,
    needed: number,
    cap: number,
  ): { total: number; titles: TitleKey[] } {
    const { typeCodes, years, runtimes, averages, voteCounts, genreBits, popularities } = this;
    const type = bounds.mediaType === undefined ? -1 : TYPE_CODES[bounds.mediaType];
    const hasGenres = bounds.genreMasks !== undefined;
    const movieMask = bounds.genreMasks?.movie ?? -1;
    const tvMask = bounds.genreMasks?.tv ?? -1;
    const { year, runtime, average } = bounds;
    const [yearMin, yearMax] = year ? [year.min, year.max] : [Number.NaN, Number.NaN];
    const [runtimeMin, runtimeMax] = runtime ? [runtime.min, runtime.max] : [Number.NaN, Number.NaN];
    const [averageMin, averageMax] = average ? [average.min, average.max] : [Number.NaN, Number.NaN];
    const slots = onlyTitles && this.slotsOf(onlyTitles);
    const count = slots ? slots.length : this.size;
    const best = new BestSlots(needed, popularities, (a, b) => this.comesBefore(a, b));
    let total = 0;
    for (let i = 0; i < count; i += 1) {
      const slot = slots ? (slots[i] as number) : i;
      const typeCode = typeCodes[slot] as number;
      if (type !== -1 && typeCode !== type) continue;
      if (hasGenres) {
        const mask = typeCode === 0 ? movieMask : tvMask;
        if (mask === -1 || ((genreBits[slot] as number) & mask) !== mask) continue;
      }
      // A NaN value fails every comparison, as an unknown value fails an applied filter.
      if (year) {
        const value = years[slot] as number;
        if (!(value >= yearMin && value <= yearMax)) continue;
      }
      if (runtime) {
        const value = runtimes[slot] as number;
        if (!(value >= runtimeMin && value <= runtimeMax)) continue;
      }
      if (average) {
        const value = averages[slot] as number;
        if (!(value >= averageMin && value < averageMax) || voteCounts[slot] === 0) continue;
      }
      total += 1;
      best.offer(slot);
    }
    const titles = best
      .inOrder()
      .map((slot) => ({ mediaType: TYPES[this.typeCodes[slot] as number] as MediaType, id: this.ids[slot] as number }));
    return { total: Math.min(total, cap), titles };
  }

  /** The slots of these titles (each once; titles the table lacks are left out). */
  private slotsOf(keys: readonly TitleKey[]): Int32Array {
    const slots = new Set<number>();
    for (const { mediaType, id } of keys) {
      const slot = this.slotOf(keyOf(TYPE_CODES[mediaType], id));
      if (slot !== undefined) slots.add(slot);
    }
    return Int32Array.from(slots);
  }

  /** Search order when text does not decide (as `inSearchOrder` sorts): popular first, more votes, movies, id. */
  private comesBefore(a: number, b: number): boolean {
    const byPopularity = orderDescending(this.popularities[a] as number, this.popularities[b] as number);
    if (byPopularity !== 0) return byPopularity < 0;
    const byVotes = orderDescending(this.voteCounts[a] as number, this.voteCounts[b] as number);
    if (byVotes !== 0) return byVotes < 0;
    const typeA = this.typeCodes[a] as number;
    const typeB = this.typeCodes[b] as number;
    if (typeA !== typeB) return typeA < typeB;
    return (this.ids[a] as number) < (this.ids[b] as number);
  }

  private keyAt(slot: number): number {
    return keyOf(this.typeCodes[slot] as number, this.ids[slot] as number);
  }

  private slotOf(key: number): number | undefined {
    let low = 0;
    let high = this.keyOrderedEnd - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.keyAt(middle);
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return this.laterSlots.get(key);
  }
}

/** Negative when `a` comes first in a descending order with unknown values (NaN) last. */
function orderDescending(a: number, b: number): number {
  if (a === b) return 0;
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return a > b ? -1 : 1;
}

/**
 * The first `limit` of the slots offered, in order: a max-heap on "comes later", so its root is the one to drop. Most
 * slots offered are less popular than the root once it is full, and are dropped on that alone.
 */
class BestSlots {
  private readonly heap: number[] = [];
  /** The root's popularity once the heap is full (NaN until then, which rules nothing out). */
  private rootPopularity = Number.NaN;

  constructor(
    private readonly limit: number,
    private readonly popularities: Float64Array,
    private readonly comesBefore: (a: number, b: number) => boolean,
  ) {}

  offer(slot: number): void {
    const { heap } = this;
    if (heap.length < this.limit) {
      heap.push(slot);
      this.siftUp(heap.length - 1);
      if (heap.length === this.limit) this.rootPopularity = this.popularities[heap[0] as number] as number;
      return;
    }
    if ((this.popularities[slot] as number) < this.rootPopularity) return;
    if (this.limit === 0 || !this.comesBefore(slot, heap[0] as number)) return;
    heap[0] = slot;
    this.siftDown(0);
    this.rootPopularity = this.popularities[heap[0] as number] as number;
  }

  inOrder(): number[] {
    return [...this.heap].sort((a, b) => (this.comesBefore(a, b) ? -1 : 1));
  }

  private siftUp(at: number): void {
    const { heap } = this;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.comesBefore(heap[parent] as number, heap[at] as number)) return;
      [heap[parent], heap[at]] = [heap[at] as number, heap[parent] as number];
      at = parent;
    }
  }

  private siftDown(at: number): void {
    const { heap } = this;
    for (;;) {
      let latest = at;
      for (const child of [2 * at + 1, 2 * at + 2]) {
        if (child < heap.length && this.comesBefore(heap[latest] as number, heap[child] as number)) latest = child;
      }
      if (latest === at) return;
      [heap[latest], heap[at]] = [heap[at] as number, heap[latest] as number];
      at = latest;
    }
  }
}

/** A title's filter row and when it was last written. */
export type StampedFilterRow = FilterRow & { updated_at: string };

/** Where the filter table comes from: the `titles` table. */
export interface FilterRowSource {
  /** About how many titles the catalog holds (to size the table), and the newest `updated_at` among them. */
  extent(): Promise<{ titles: number; newest: string | null }>;
  /** Titles after the key `after` (from the first when null), in key order. */
  rowsAfter(after: TitleKey | null, limit: number): Promise<FilterRow[]>;
  /** Titles written at or after `since`, in (`updated_at`, key) order, after the row `after`. */
  rowsSince: RowsSince<StampedFilterRow>;
}

/** Titles read per turn of the event loop while the table loads. */
const LOAD_PAGE = 1000;

/**
 * Keeps a FilterTable current: `load()` reads every title by key, in pages; afterwards `current()` also reads the
 * titles written since, at most every `intervalMs` (a catalog change shows in filter searches within about that).
 */
export class SyncedFilterTable {
  readonly table = new FilterTable();
  private readonly follower: TableFollower<StampedFilterRow>;

  constructor(source: FilterRowSource, intervalMs = 1000) {
    this.follower = new TableFollower(
      source.rowsSince,
      (row) => row.updated_at,
      (row) => this.table.put(row),
      intervalMs,
      async () => {
        // The newest stamp is read first: a title written during the load is read again by the first refresh.
        const { titles, newest } = await source.extent();
        // Room for the titles later writes add (an import of thousands) without growing: growing copies every array.
        this.table.reserve(titles + Math.ceil(titles / 16));
        let after: TitleKey | null = null;
        for (;;) {
          const page = await source.rowsAfter(after, LOAD_PAGE);
          for (const row of page) this.table.put(row);
          const last = page[page.length - 1];
          if (!last || page.length < LOAD_PAGE) return newest;
          after = { mediaType: last.media_type as MediaType, id: last.id };
          await yieldToEventLoop();
        }
      },
    );
  }

  /** Reads every title; resolves when the table is complete (readiness waits for it). */
  load(): Promise<void> {
    return this.follower.load();
  }

  /** Resolves to the table when it holds every title and, at most every `intervalMs`, the latest writes. */
  async current(): Promise<FilterTable> {
    await this.follower.current();
    return this.table;
  }
}
