/** The release calendar (issue 26 §2): its window, the iCal feed's rules, error codes and their English messages. */

/** The days the calendar covers around the user's today: a week back, a month ahead. */
export const CALENDAR_WINDOW = { pastDays: 7, futureDays: 30 } as const;

/** Failures of the calendar endpoints; each has a message in both locales. */
export const CALENDAR_ERRORS = ['badTimeZone', 'feedNotFound'] as const;
export type CalendarError = (typeof CALENDAR_ERRORS)[number];

/** The English message of every calendar error (the API sends these; the web app has them in en and tr). */
export const CALENDAR_MESSAGES: Record<CalendarError, string> = {
  badTimeZone: 'This time zone is unknown. Send an IANA zone such as Europe/Istanbul.',
  // The same answer for a wrong token and a reset one: nothing tells which.
  feedNotFound: 'This calendar feed does not exist.',
};

/**
 * Whether `zone` is a time zone this runtime knows (an IANA name such as Europe/Istanbul, or UTC): one of Intl's
 * list, or an alias of one that Intl accepts (browsers still report Europe/Kiev, Asia/Calcutta…).
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  if (supportedZones().has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let zones: Set<string> | undefined;
function supportedZones(): Set<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}

/** The day (YYYY-MM-DD) it is at `now` in `zone`. */
export function dayIn(zone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The day `days` after `day` (YYYY-MM-DD; negative goes back), counted on the calendar, not in hours. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The calendar's first and last day (both included) for a user whose today is `today`. */
export function calendarWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -CALENDAR_WINDOW.pastDays), to: addDays(today, CALENDAR_WINDOW.futureDays) };
}
