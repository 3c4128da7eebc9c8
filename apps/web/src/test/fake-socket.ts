/** A stand-in for the app's socket (lib/realtime `loadSocket`): tests fire server events through `emit`. */
export function createFakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    connected: true,
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0;
    },
    reset() {
      listeners.clear();
    },
  };
}
