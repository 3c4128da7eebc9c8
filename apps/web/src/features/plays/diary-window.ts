import type { DiaryPlay } from '@watchify/contract';
import { type FocusEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

export function blocksOf(groups: readonly MonthGroup[]): MonthBlocks[] {
  let index = 0;
  return groups.map((group) => {
    const blocks: DiaryBlock[] = [];
    for (let start = 0; start < group.plays.length; start += BLOCK_SIZE) {
      const plays = group.plays.slice(start, start + BLOCK_SIZE);
      blocks.push({ index: index++, key: plays[0]?.id ?? '', start, plays });
    }
    return { group, blocks };
  });
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

  // The range from where the blocks are now: read after each draw (a new page, a filter, a measured block) and on
  // each scrolled or resized frame.
  const takeRange = useRef(() => {});
  takeRange.current = () => {
    const list = listRef.current;
    if (!list) return;
    const starts = list.querySelectorAll<HTMLElement>('[data-block-start]');
    const next = blocksNear(
      (i) => starts[i]?.getBoundingClientRect().top ?? 0,
      starts.length,
      window.innerHeight,
      DRAWN_MARGIN_PX,
    );
    setRange((current) => (sameRange(current, next) ? current : next));
  };

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        takeRange.current();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  /** For the list's focus event: the block of the row that takes the focus stays drawn. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-block]') : null;
    setFocused(row ? Number(row.dataset.block) : null);
  };

  // After each draw: the drawn blocks' heights (first row's top to last row's bottom), then the range again.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    for (const block of blocks) {
      if (!isDrawn(block.index)) continue;
      const rows = list.querySelectorAll<HTMLElement>(`[data-block="${block.index}"]`);
      const first = rows[0];
      const last = rows[rows.length - 1];
      if (first && last) {
        heights.current.set(block.key, last.getBoundingClientRect().bottom - first.getBoundingClientRect().top);
      }
    }
    takeRange.current();
  });

  function isDrawn(index: number) {
    return (index >= range.from && index <= range.to) || index === focused;
  }
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
