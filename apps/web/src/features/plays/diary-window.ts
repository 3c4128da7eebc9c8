import type { DiaryPlay } from '@watchify/contract';
import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { MonthGroup } from './diary-cache';

/** Plays drawn or left out together: small enough to draw in a frame, large enough that a scroll seldom crosses one. */
export const BLOCK_SIZE = 25;
/** How far above and below the screen blocks are drawn, so a fast wheel or a keypress seldom meets an empty space. */
const DRAWN_MARGIN_PX = 1500;
/** A row's height before it has been drawn once: a spacer stands in for an undrawn block at this size per row. */
const ESTIMATED_ROW_PX = 73;
/** Blocks drawn before the first measurement (the top of the diary). */
const FIRST_BLOCKS = 2;

/** A run of a month's plays that is drawn or left out as one. */
export interface DiaryBlock {
  /** Its place among all the diary's blocks. */
  index: number;
  /** Its first play's id: the same block as more pages load, so its measured height stays its own. */
  key: string;
  /** The place of its first play in its month, from 0. */
  start: number;
  plays: DiaryPlay[];
}

/** A month with its plays cut into blocks; the indexes run on across months. */
export interface MonthBlocks {
  group: MonthGroup;
  blocks: DiaryBlock[];
}

/** Same plays in the same order: the query cache keeps unchanged plays as the same objects across refetches. */
export const samePlays = (a: readonly DiaryPlay[], b: readonly DiaryPlay[]) =>
  a.length === b.length && a.every((play, i) => play === b[i]);

/**
 * The months cut into blocks. A month of `previous` whose plays and first block index are unchanged is kept as it was
 * (the same object), so a new page cuts only the months it changed and the others' sections need not be drawn again.
 */
export function blocksOf(groups: readonly MonthGroup[], previous: readonly MonthBlocks[] = []): MonthBlocks[] {
  const before = new Map(previous.map((month) => [month.group.key, month]));
  let index = 0;
  return groups.map((group) => {
    const kept = before.get(group.key);
    if (kept && kept.blocks[0]?.index === index && samePlays(kept.group.plays, group.plays)) {
      index += kept.blocks.length;
      return kept;
    }
    const blocks: DiaryBlock[] = [];
    for (let start = 0; start < group.plays.length; start += BLOCK_SIZE) {
      const plays = group.plays.slice(start, start + BLOCK_SIZE);
      blocks.push({ index: index++, key: plays[0]?.id ?? '', start, plays });
    }
    return { group, blocks };
  });
}

/** `blocksOf` the groups, each render keeping the months the previous one cut. */
export function useMonthBlocks(groups: readonly MonthGroup[]): MonthBlocks[] {
  const last = useRef<MonthBlocks[]>([]);
  return useMemo(() => {
    last.current = blocksOf(groups, last.current);
    return last.current;
  }, [groups]);
}

/** The blocks to draw: from the first to the last, both included. */
export interface BlockRange {
  from: number;
  to: number;
}

/**
 * The blocks within `margin` of a viewport `height` tall, from where each block starts on screen (`topOf`, rising with
 * the index; a block ends where the next starts, the last never). Two binary searches, so a long diary costs a few
 * reads per scroll.
 */
export function blocksNear(
  topOf: (index: number) => number,
  count: number,
  height: number,
  margin: number,
): BlockRange {
  if (count === 0) return { from: 0, to: -1 };
  const endOf = (index: number) => (index + 1 < count ? topOf(index + 1) : Number.POSITIVE_INFINITY);
  // The first block that ends below the top edge.
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (endOf(middle) > -margin) high = middle;
    else low = middle + 1;
  }
  const from = low;
  // The last block that starts above the bottom edge.
  low = from;
  high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (topOf(middle) < height + margin) low = middle;
    else high = middle - 1;
  }
  return { from, to: low };
}

const sameRange = (a: BlockRange, b: BlockRange) => a.from === b.from && a.to === b.to;

/**
 * Which blocks of a list to draw: those near the screen, followed as the page scrolls or resizes, and the one holding
 * the keyboard focus, wherever it is (`onFocus` goes on the list). Each block's first element carries
 * `data-block-start`; the drawn blocks' heights are measured for the spacers that stand in for them once they leave
 * (`spacerHeight`).
 */
export function useDrawnBlocks(listRef: RefObject<HTMLElement | null>, blocks: readonly DiaryBlock[]) {
  const [range, setRange] = useState<BlockRange>({ from: 0, to: FIRST_BLOCKS - 1 });
  const [focused, setFocused] = useState<number | null>(null);
  // Measured heights by block key.
  const heights = useRef(new Map<string, number>());

  function isDrawn(index: number) {
    return (index >= range.from && index <= range.to) || index === focused;
  }

  // The page's layout is read once a frame, here only: the drawn blocks' heights (first row's top to last row's
  // bottom), then the range from where the blocks are now. Reading it in React's commit forced a layout of its own and
  // rendered a new range within the same task. Set at commit, so it reads what the page shows.
  const readLayout = useRef(() => {});
  useLayoutEffect(() => {
    readLayout.current = () => {
      const list = listRef.current;
      if (!list) return;
      const drawnIndexes = focused === null ? [] : [focused];
      for (let index = range.from; index <= range.to; index += 1) drawnIndexes.push(index);
      for (const index of drawnIndexes) {
        const block = blocks[index];
        const rows = block ? list.querySelectorAll<HTMLElement>(`[data-block="${index}"]`) : [];
        const first = rows[0];
        const last = rows[rows.length - 1];
        if (block && first && last) {
          heights.current.set(block.key, last.getBoundingClientRect().bottom - first.getBoundingClientRect().top);
        }
      }
      const starts = list.querySelectorAll<HTMLElement>('[data-block-start]');
      const next = blocksNear(
        (i) => starts[i]?.getBoundingClientRect().top ?? 0,
        starts.length,
        window.innerHeight,
        DRAWN_MARGIN_PX,
      );
      setRange((current) => (sameRange(current, next) ? current : next));
    };
  });

  const frame = useRef(0);
  const scheduleRead = useCallback(() => {
    frame.current ||= requestAnimationFrame(() => {
      frame.current = 0;
      readLayout.current();
    });
  }, []);

  useEffect(() => {
    window.addEventListener('scroll', scheduleRead, { passive: true });
    window.addEventListener('resize', scheduleRead);
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      window.removeEventListener('scroll', scheduleRead);
      window.removeEventListener('resize', scheduleRead);
    };
  }, [scheduleRead]);

  // After a draw that changed the blocks or which of them are drawn: read the layout on the next frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what a read must follow, not what it uses
  useEffect(scheduleRead, [scheduleRead, blocks, range, focused]);

  /** For the list's focus event: the block of the row that takes the focus stays drawn. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-block]') : null;
    setFocused(row ? Number(row.dataset.block) : null);
  };

  function spacerHeight(block: DiaryBlock) {
    return heights.current.get(block.key) ?? block.plays.length * ESTIMATED_ROW_PX;
  }
  /** Which of a run of blocks are drawn, as a short text that changes only when that does (for memo). */
  function drawnOf(run: readonly DiaryBlock[]) {
    const first = run[0]?.index ?? 0;
    const last = run.at(-1)?.index ?? -1;
    const from = Math.max(first, range.from);
    const to = Math.min(last, range.to);
    const near = from <= to ? `${from}-${to}` : 'none';
    return focused !== null && focused >= first && focused <= last ? `${near},${focused}` : near;
  }
  return { isDrawn, spacerHeight, drawnOf, onFocus };
}
