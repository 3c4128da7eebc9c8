/** The last instant formatted, and its string (see `nowIso`). */
let lastMs = Number.NaN;
let lastIso = '';

/**
 * Our tables store instants as ISO-8601 strings (see db/types.ts); this is the one place that makes them.
 * `Date#toISOString` is a visible share of a small write (V8 formats it in C++); under load many requests arrive
 * within the same millisecond, so the last string made is reused for it (decision 027).
 */
export function nowIso(now?: Date): string {
  const ms = now === undefined ? Date.now() : now.getTime();
  if (ms !== lastMs) {
    lastIso = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastIso;
}
