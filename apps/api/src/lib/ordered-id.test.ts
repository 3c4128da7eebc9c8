import { describe, expect, it } from 'vitest';
import { newOrderedId } from './ordered-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newOrderedId', () => {
  it('is a UUID version 7 carrying the millisecond it was made in', () => {
    const at = Date.UTC(2031, 0, 2, 3, 4, 5, 678);
    const id = newOrderedId(at);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts in the order the ids were made, within one millisecond and when the clock steps back', () => {
    const base = Date.UTC(2032, 5, 6);
    const clock = [base, base, base, base + 5, base + 5, base + 2, base + 9];
    const ids = clock.map((at) => newOrderedId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps the order past 4,096 ids in one millisecond', () => {
    const at = Date.UTC(2033, 1, 1);
    const ids = Array.from({ length: 5000 }, () => newOrderedId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
  });
});
