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

/** Popularity bands the table is stored in, most popular first (the last also holds unknown popularity). */
const BANDS = 128;
/** Popularities sampled to draw the bands' floors. */
const BAND_SAMPLE = 16_384;
/** Titles moved per turn of the event loop while the bands are drawn. */
const SLOTS_PER_TURN = 32_768;
/** The bands are drawn again once more than this share of the titles is checked outside them. */
const UNBANDED_SHARE = 1 / 16;

type Column = Uint8Array | Int32Array | Float32Array | Float64Array;

/** One typed array per column, indexed by slot. */
class Columns {
  readonly typeCodes: Uint8Array;
  readonly ids: Int32Array;
  /** Integers as Float32 (exact below 2^24), NaN when unknown: every comparison with NaN fails, as null does. */
  readonly years: Float32Array;
  readonly runtimes: Float32Array;
  readonly averages: Float64Array;
  readonly popularities: Float64Array;
  readonly voteCounts: Int32Array;
  readonly genreBits: Int32Array;
  readonly all: readonly Column[];

  constructor(readonly capacity: number) {
    this.typeCodes = new Uint8Array(capacity);
    this.ids = new Int32Array(capacity);
    this.years = new Float32Array(capacity);
    this.runtimes = new Float32Array(capacity);
    this.averages = new Float64Array(capacity);
    this.popularities = new Float64Array(capacity);
    this.voteCounts = new Int32Array(capacity);
    this.genreBits = new Int32Array(capacity);
    this.all = [
      this.typeCodes,
      this.ids,
      this.years,
      this.runtimes,
      this.averages,
      this.popularities,
      this.voteCounts,
      this.genreBits,
    ];
  }

  /** These columns in room for `capacity` titles, their first `count` slots copied. */
  withCapacity(capacity: number, count: number): Columns {
    const bigger = new Columns(capacity);
    for (const [i, column] of this.all.entries()) bigger.all[i]?.set(column.subarray(0, count));
    return bigger;
  }

  write(slot: number, typeCode: number, row: FilterRow): void {
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

  /** Exchanges the titles in slots `a` and `b`. */
  swap(a: number, b: number): void {
    for (const column of this.all) {
      const held = column[a] as number;
      column[a] = column[b] as number;
      column[b] = held;
    }
  }
}

/**
 * Popularity bands as the table stores them: band `b` holds slots `starts[b]` to `starts[b + 1]`, whose popularity
 * is at most `floors[b - 1]` and above `floors[b]` (the last band holds the rest and unknown popularity).
 */
interface Bands {
  floors: Float64Array;
  starts: Int32Array;
}

/** No bands: before the first drawing, and while one moves titles. */
const NO_BANDS: Bands = { floors: new Float64Array(0), starts: Int32Array.of(0, 0) };

/** A band drawing under way: the titles it moves, and the keys of those written meanwhile. */
interface Drawing {
  count: number;
  writtenKeys: Set<number>;
  done: Promise<void>;
}

/**
 * The filter columns of every title, one typed array per column (a few dozen bytes a title, outside the JS heap), for
 * searches without text (decisions 065, 067): checking titles here costs a few milliseconds where the database engine
 * pays a full-text bitmap or a long walk of the popularity index for a broad filter.
 *
 * The titles are stored in popularity bands, most popular first, so a search checks them about in its own order and
 * stops once no later band can change its page or its count. Titles added after the bands were drawn sit past them,
 * and titles raised above their band are flagged; both are checked first, in full, until the bands are drawn again.
 * Titles are never deleted from the catalog.
 */
export class FilterTable {
  private size = 0;
  private columns = new Columns(0);
  /** Slots below this are stored in bands; those from it on (every slot while titles move) are checked in full. */
  private bandedEnd = 0;
  private bands = NO_BANDS;
  /** Banded slots whose title was raised above its band since, flagged (1) and listed. */
  private raised = new Uint8Array(0);
  private raisedSlots: number[] = [];
  /**
   * The slots of the first `keyedCount` titles in key order (slot `i` itself until the bands are first drawn: the
   * load reads the table by its primary key), found by binary search; the other titles are in `laterSlots`.
   */
  private keyIndex: Int32Array | null = null;
  private keyedCount = 0;
  private readonly laterSlots = new Map<number, number>();
  private drawing: Drawing | undefined;

  constructor(private readonly slotsPerTurn = SLOTS_PER_TURN) {}

  get titles(): number {
    return this.size;
  }

  /** Whether enough titles are checked outside the bands that drawing them again pays. */
  get wantsBands(): boolean {
    const unbanded = this.size - this.bandedEnd + this.raisedSlots.length;
    return this.drawing === undefined && unbanded > 0 && unbanded >= this.bandedEnd * UNBANDED_SHARE;
  }

  /** Makes room for `count` titles in all, so a load of that many allocates once. */
  reserve(count: number): void {
    if (count > this.columns.capacity) this.columns = this.columns.withCapacity(count, this.size);
  }

  /** Stores a title's current columns (a title of an unknown media type is not searchable by filters). */
  put(row: FilterRow): void {
    const typeCode = TYPE_CODES[row.media_type as MediaType];
    if (typeCode === undefined) return;
    const key = keyOf(typeCode, row.id);
    let slot = this.slotOf(key);
    if (slot === undefined) {
      slot = this.size;
      if (slot === this.columns.capacity) this.reserve(Math.max(1024, Math.ceil(slot * 1.25)));
      this.size += 1;
      // While bands are drawn, the titles found by key stay those the drawing moves.
      const inKeyOrder =
        this.keyIndex === null &&
        this.drawing === undefined &&
        this.keyedCount === slot &&
        (slot === 0 || key > this.keyAt(slot - 1));
      if (inKeyOrder && this.laterSlots.size === 0) this.keyedCount = this.size;
      else this.laterSlots.set(key, slot);
    }
    this.columns.write(slot, typeCode, row);
    if (this.drawing && slot < this.drawing.count) this.drawing.writtenKeys.add(key);
    if (slot < this.bandedEnd) this.flagIfRaised(slot);
  }

  /**
   * The titles passing the filters (among `onlyTitles` when given), counted up to `cap`, and the first `needed` of
   * them in search order. One loop over typed arrays, with the bounds in local numbers: titles outside the bands
   * first, then band by band until the count is at the cap and no later band holds a title for the page.
   */
  find(
    bounds: FilterBounds,
    onlyTitles: readonly TitleKey[] | undefined,
    needed: number,
    cap: number,
  ): { total: number; titles: TitleKey[] } {
    const { typeCodes, years, runtimes, averages, voteCounts, genreBits, popularities } = this.columns;
    const type = bounds.mediaType === undefined ? -1 : TYPE_CODES[bounds.mediaType];
    const hasGenres = bounds.genreMasks !== undefined;
    const movieMask = bounds.genreMasks?.movie ?? -1;
    const tvMask = bounds.genreMasks?.tv ?? -1;
    const { year, runtime, average } = bounds;
    const [yearMin, yearMax] = year ? [year.min, year.max] : [Number.NaN, Number.NaN];
    const [runtimeMin, runtimeMax] = runtime ? [runtime.min, runtime.max] : [Number.NaN, Number.NaN];
    const [averageMin, averageMax] = average ? [average.min, average.max] : [Number.NaN, Number.NaN];
    const passes = (slot: number): boolean => {
      const typeCode = typeCodes[slot] as number;
      if (type !== -1 && typeCode !== type) return false;
      if (hasGenres) {
        const mask = typeCode === 0 ? movieMask : tvMask;
        if (mask === -1 || ((genreBits[slot] as number) & mask) !== mask) return false;
      }
      // A NaN value fails every comparison, as an unknown value fails an applied filter.
      if (year) {
        const value = years[slot] as number;
        if (!(value >= yearMin && value <= yearMax)) return false;
      }
      if (runtime) {
        const value = runtimes[slot] as number;
        if (!(value >= runtimeMin && value <= runtimeMax)) return false;
      }
      if (average) {
        const value = averages[slot] as number;
        if (!(value >= averageMin && value < averageMax) || voteCounts[slot] === 0) return false;
      }
      return true;
    };
    const best = new BestSlots(needed, popularities, (a, b) => this.comesBefore(a, b));
    let total = 0;
    const check = (slot: number) => {
      if (!passes(slot)) return;
      total += 1;
      best.offer(slot);
    };

    if (onlyTitles) {
      for (const slot of this.slotsOf(onlyTitles)) check(slot);
    } else {
      for (let slot = this.bandedEnd; slot < this.size; slot += 1) check(slot);
      for (const slot of this.raisedSlots) check(slot);
      const { floors, starts } = this.bands;
      const { raised } = this;
      const anyRaised = this.raisedSlots.length > 0;
      for (let band = 0; band < starts.length - 1; band += 1) {
        const end = starts[band + 1] as number;
        for (let slot = starts[band] as number; slot < end; slot += 1) {
          if (!(anyRaised && raised[slot] === 1)) check(slot);
        }
        // Every later band's titles are at most as popular as this band's floor.
        if (total >= cap && best.admitsNoneAtMost(floors[band] as number)) break;
      }
    }
    const titles = best.inOrder().map((slot) => ({
      mediaType: TYPES[typeCodes[slot] as number] as MediaType,
      id: this.columns.ids[slot] as number,
    }));
    return { total: Math.min(total, cap), titles };
  }

  /**
   * Stores the titles in popularity bands: each title's band is read from its popularity, then titles are swapped into
   * their bands' slots a few tens of thousands per turn of the event loop. Meanwhile every slot holds one title, the
   * key index follows the swaps, and searches check every title; titles added meanwhile stay past the bands.
   */
  drawBands(): Promise<void> {
    if (this.drawing) return this.drawing.done;
    const drawing: Drawing = { count: this.size, writtenKeys: new Set(), done: Promise.resolve() };
    this.drawing = drawing;
    drawing.done = this.draw(drawing).finally(() => {
      this.drawing = undefined;
    });
    return drawing.done;
  }

  private async draw({ count, writtenKeys }: Drawing): Promise<void> {
    const inTurns = async (work: (from: number, to: number) => void) => {
      for (let from = 0; from < count; from += this.slotsPerTurn) {
        work(from, Math.min(count, from + this.slotsPerTurn));
        await yieldToEventLoop();
      }
    };
    const floors = bandFloors(this.columns.popularities, count);
    const bandOf = new Uint8Array(count);
    const starts = new Int32Array(BANDS + 1);
    await inTurns((from, to) => {
      const { popularities } = this.columns;
      for (let slot = from; slot < to; slot += 1) {
        const band = bandOfPopularity(popularities[slot] as number, floors);
        bandOf[slot] = band;
        starts[band + 1] = (starts[band + 1] as number) + 1;
      }
    });
    for (let band = 0; band < BANDS; band += 1) {
      starts[band + 1] = (starts[band + 1] as number) + (starts[band] as number);
    }
    // Each title's slot in the bands: its band's next, so a band keeps the titles' present order.
    const next = starts.slice(0, BANDS);
    const destinations = new Int32Array(count);
    await inTurns((from, to) => {
      for (let slot = from; slot < to; slot += 1) {
        const band = bandOf[slot] as number;
        destinations[slot] = next[band] as number;
        next[band] = (next[band] as number) + 1;
      }
    });
    const keyIndex = await this.keyIndexOfAll(count, inTurns);
    const rankOf = new Int32Array(count);
    await inTurns((from, to) => {
      for (let rank = from; rank < to; rank += 1) rankOf[keyIndex[rank] as number] = rank;
    });

    // Every title is found by the key index while titles move, and checked in full.
    this.keyIndex = keyIndex;
    this.keyedCount = count;
    for (const [key, slot] of this.laterSlots) if (slot < count) this.laterSlots.delete(key);
    this.bandedEnd = 0;
    this.bands = NO_BANDS;
    this.raisedSlots = [];
    let slot = 0;
    while (slot < count) {
      // Each swap puts the title in `slot`'s place into its own; the one it displaced is next for `slot`.
      for (let swaps = 0; swaps < this.slotsPerTurn && slot < count; ) {
        const destination = destinations[slot] as number;
        if (destination === slot) {
          slot += 1;
          continue;
        }
        this.swapSlots(slot, destination, rankOf);
        destinations[slot] = destinations[destination] as number;
        destinations[destination] = destination;
        swaps += 1;
      }
      await yieldToEventLoop();
    }

    this.bands = { floors, starts };
    this.bandedEnd = count;
    this.raised = new Uint8Array(count);
    // A title written after its band was read may now be above it.
    for (const key of writtenKeys) {
      const written = this.slotOf(key);
      if (written !== undefined && written < count) this.flagIfRaised(written);
    }
  }

  /** The slots of the first `count` titles in key order: those found by key so far merged with the later ones. */
  private async keyIndexOfAll(
    count: number,
    inTurns: (work: (from: number, to: number) => void) => Promise<void>,
  ): Promise<Int32Array> {
    const later = [...this.laterSlots].filter(([, slot]) => slot < count).sort(([a], [b]) => a - b);
    const keyIndex = new Int32Array(count);
    let keyed = 0;
    let laterAt = 0;
    await inTurns((from, to) => {
      for (let rank = from; rank < to; rank += 1) {
        const nextLater = later[laterAt];
        const keyedSlot = keyed < this.keyedCount ? this.slotAtKeyRank(keyed) : -1;
        const takeLater = nextLater !== undefined && (keyedSlot === -1 || nextLater[0] < this.keyAt(keyedSlot));
        if (takeLater) laterAt += 1;
        else keyed += 1;
        keyIndex[rank] = takeLater ? nextLater[1] : keyedSlot;
      }
    });
    return keyIndex;
  }

  /** Exchanges two titles' slots, and their entries in the key index (`rankOf`: each slot's rank in key order). */
  private swapSlots(a: number, b: number, rankOf: Int32Array): void {
    this.columns.swap(a, b);
    const rankA = rankOf[a] as number;
    const rankB = rankOf[b] as number;
    const keyIndex = this.keyIndex as Int32Array;
    keyIndex[rankA] = b;
    keyIndex[rankB] = a;
    rankOf[a] = rankB;
    rankOf[b] = rankA;
  }

  /** Flags a banded title whose popularity rose above its band's, so searches check it before the bands. */
  private flagIfRaised(slot: number): void {
    if (this.raised[slot] === 1) return;
    const { floors, starts } = this.bands;
    let band = 0;
    let high = starts.length - 2;
    // The band holding the slot: the last whose start is at or before it.
    while (band < high) {
      const middle = (band + high + 1) >>> 1;
      if ((starts[middle] as number) <= slot) band = middle;
      else high = middle - 1;
    }
    if (band > 0 && (this.columns.popularities[slot] as number) > (floors[band - 1] as number)) {
      this.raised[slot] = 1;
      this.raisedSlots.push(slot);
    }
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
    const { popularities, voteCounts, typeCodes, ids } = this.columns;
    const byPopularity = orderDescending(popularities[a] as number, popularities[b] as number);
    if (byPopularity !== 0) return byPopularity < 0;
    const byVotes = orderDescending(voteCounts[a] as number, voteCounts[b] as number);
    if (byVotes !== 0) return byVotes < 0;
    const typeA = typeCodes[a] as number;
    const typeB = typeCodes[b] as number;
    if (typeA !== typeB) return typeA < typeB;
    return (ids[a] as number) < (ids[b] as number);
  }

  private keyAt(slot: number): number {
    return keyOf(this.columns.typeCodes[slot] as number, this.columns.ids[slot] as number);
  }

  private slotAtKeyRank(rank: number): number {
    return this.keyIndex ? (this.keyIndex[rank] as number) : rank;
  }

  private slotOf(key: number): number | undefined {
    let low = 0;
    let high = this.keyedCount - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const slot = this.slotAtKeyRank(middle);
      const found = this.keyAt(slot);
      if (found === key) return slot;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return this.laterSlots.get(key);
  }
}

/**
 * The floors of the bands, most popular first, from a sample of the first `count` titles' popularities: bands of
 * about equal size.
 */
function bandFloors(popularities: Float64Array, count: number): Float64Array {
  const step = Math.max(1, Math.floor(count / BAND_SAMPLE));
  const sample: number[] = [];
  for (let slot = 0; slot < count; slot += step) {
    const popularity = popularities[slot] as number;
    if (!Number.isNaN(popularity)) sample.push(popularity);
  }
  const sorted = Float64Array.from(sample).sort().reverse();
  const floors = new Float64Array(BANDS - 1).fill(Number.NEGATIVE_INFINITY);
  if (sorted.length === 0) return floors;
  for (let band = 0; band < BANDS - 1; band += 1) {
    floors[band] = sorted[Math.min(sorted.length - 1, Math.floor(((band + 1) * sorted.length) / BANDS))] as number;
  }
  return floors;
}

/** The first band whose floor is below `popularity` (the last band for an unknown popularity). */
function bandOfPopularity(popularity: number, floors: Float64Array): number {
  let low = 0;
  let high = floors.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (popularity > (floors[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return low;
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

  /** Whether the page is full and every title at most this popular comes after it. */
  admitsNoneAtMost(popularity: number): boolean {
    return this.heap.length === this.limit && (this.limit === 0 || this.rootPopularity > popularity);
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

  /** Reads every title and stores them in bands; resolves when that is done (readiness waits for it). */
  async load(): Promise<void> {
    await this.follower.load();
    await this.table.drawBands();
  }

  /**
   * Resolves to the table when it holds every title and, at most every `intervalMs`, the latest writes; draws the
   * bands again, which no caller waits for, once many titles are checked outside them.
   */
  async current(): Promise<FilterTable> {
    await this.follower.current();
    // A failed drawing leaves every title where a search checks it; the next search tries again.
    if (this.table.wantsBands) void this.table.drawBands().catch(() => undefined);
    return this.table;
  }
}
