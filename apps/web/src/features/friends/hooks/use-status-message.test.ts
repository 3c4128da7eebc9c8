import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStatusMessage } from './use-status-message';

afterEach(() => {
  vi.useRealTimers();
});

describe('useStatusMessage', () => {
  it('clears a message after 3 seconds (product §9)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useStatusMessage());
    act(() => result.current.show('success', 'Friend request sent'));
    expect(result.current.message?.text).toBe('Friend request sent');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.message?.text).toBe('Friend request sent');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('gives a newer message its own 3 seconds, even when the text repeats', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useStatusMessage());
    act(() => result.current.show('success', 'Friend request sent'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.show('success', 'Friend request sent'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.message?.kind).toBe('success');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
  });
});
