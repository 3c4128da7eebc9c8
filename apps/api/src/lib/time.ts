/** Our tables store instants as ISO-8601 strings (see db/types.ts); this is the one place that makes them. */
export const nowIso = (now: Date = new Date()): string => now.toISOString();
