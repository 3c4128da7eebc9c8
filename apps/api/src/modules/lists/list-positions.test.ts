import { describe, expect, it } from 'vitest';
import { POSITION_GAP, positionAfter, positionBetween } from './list-positions.js';

describe('list positions', () => {
  it('appends one gap after the last item, or at the first gap in an empty list', () => {
    expect(positionAfter(null)).toBe(POSITION_GAP);
    expect(positionAfter(3 * POSITION_GAP)).toBe(4 * POSITION_GAP);
  });

  it('puts a moved item halfway between its new neighbours, or a gap before the first / after the last', () => {
    expect(positionBetween(POSITION_GAP, 2 * POSITION_GAP)).toBe(1.5 * POSITION_GAP);
    expect(positionBetween(null, POSITION_GAP)).toBe(0);
    expect(positionBetween(2 * POSITION_GAP, null)).toBe(3 * POSITION_GAP);
    expect(positionBetween(null, null)).toBe(POSITION_GAP);
  });

  it('asks for a renumbering only once no whole number is left between two neighbours', () => {
    let after = 2 * POSITION_GAP;
    let moves = 0;
    for (;;) {
      const between = positionBetween(POSITION_GAP, after);
      if (between === null) break;
      expect(between).toBeGreaterThan(POSITION_GAP);
      expect(between).toBeLessThan(after);
      expect(Number.isInteger(between)).toBe(true);
      after = between;
      moves += 1;
    }
    // Twenty moves into the same gap before the list is renumbered.
    expect(moves).toBe(20);
    expect(positionBetween(5, 6)).toBeNull();
    expect(positionBetween(5, 7)).toBe(6);
  });
});
