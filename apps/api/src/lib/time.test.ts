import { describe, expect, it, vi } from 'vitest';
import { nowIso } from './time.js';

describe('nowIso', () => {
  it('is the ISO-8601 string of the instant given, whatever was formatted before', () => {
    for (const iso of ['2026-11-26T17:05:00.123Z', '1999-12-31T23:59:59.999Z', '2026-11-26T17:05:00.124Z']) {
      expect(nowIso(new Date(iso))).toBe(iso);
    }
  });

  it('is the current instant without an argument, and follows the clock from one millisecond to the next', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T17:05:00.000Z') });
    try {
      expect(nowIso()).toBe('2026-11-26T17:05:00.000Z');
      expect(nowIso()).toBe('2026-11-26T17:05:00.000Z');
      vi.advanceTimersByTime(1);
      expect(nowIso()).toBe('2026-11-26T17:05:00.001Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an invalid date as Date#toISOString does', () => {
    expect(() => nowIso(new Date(Number.NaN))).toThrow(RangeError);
  });
});
