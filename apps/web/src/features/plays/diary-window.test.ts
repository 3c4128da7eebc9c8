import type { DiaryPlay } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { buildPlay } from '../../test/fixtures';
import { groupByMonth } from './diary-cache';
import { BLOCK_SIZE, blocksNear, blocksOf } from './diary-window';

const playsOf = (count: number, month: string): DiaryPlay[] =>
  Array.from({ length: count }, (_, i) => ({
    ...buildPlay({ id: `${month}-${i}`, watchedOn: `${month}-01` }),
    rating: null,
    note: null,
  }));

describe('the diary window', () => {
  it('cuts each month into blocks whose indexes run on across months', () => {
    const months = blocksOf(groupByMonth([...playsOf(BLOCK_SIZE + 3, '2024-03'), ...playsOf(2, '2024-02')]));
    expect(
      months.map((month) => month.blocks.map((block) => [block.index, block.start, block.plays.length, block.key])),
    ).toEqual([
      [
        [0, 0, BLOCK_SIZE, '2024-03-0'],
        [1, BLOCK_SIZE, 3, `2024-03-${BLOCK_SIZE}`],
      ],
      [[2, 0, 2, '2024-02-0']],
    ]);
  });

  // Ten blocks of 1,000 px each, the first starting at `scrolled` px above the screen's top.
  const tops = (scrolled: number) => (index: number) => index * 1000 - scrolled;

  it('draws the blocks on screen and within the margin around it', () => {
    expect(blocksNear(tops(0), 10, 800, 500)).toEqual({ from: 0, to: 1 });
    // Scrolled 4,200 px: block 4 fills the top of the screen, block 3 ends 200 px above it.
    expect(blocksNear(tops(4200), 10, 800, 500)).toEqual({ from: 3, to: 5 });
    expect(blocksNear(tops(4200), 10, 800, 0)).toEqual({ from: 4, to: 4 });
  });

  it('keeps the last block at the end of the diary and draws nothing when there is nothing', () => {
    expect(blocksNear(tops(20_000), 10, 800, 500)).toEqual({ from: 9, to: 9 });
    expect(blocksNear(tops(0), 0, 800, 500)).toEqual({ from: 0, to: -1 });
  });
});
