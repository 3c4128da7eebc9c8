import { FRIEND_LIMITS } from '@watchify/contract';
import { useCallback, useEffect, useState } from 'react';

export interface StatusMessage {
  kind: 'success' | 'error';
  text: string;
  /** Tells two equal messages in a row apart, so the second one restarts the timer. */
  id: number;
}

let nextId = 0;

/**
 * The friends page's one status message (product §8, §9): a new message replaces the current one, and each clears
 * after 3 seconds.
 */
export function useStatusMessage(durationMs: number = FRIEND_LIMITS.statusMessageMs) {
  const [message, setMessage] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((kind: StatusMessage['kind'], text: string) => {
    nextId += 1;
    setMessage({ kind, text, id: nextId });
  }, []);

  return { message, show };
}
