/** The release calendar and its iCal feed (fill a pattern with `apiPath`). */
export const CALENDAR_ENDPOINTS = {
  /** GET my releases by day, a week back and a month ahead, in my time zone (`?tz=Europe/Istanbul`). */
  calendar: '/api/calendar',
  /** GET whether I have a feed link; POST makes a new one (the old one stops working at once). */
  feed: '/api/calendar/feed',
  /** GET the feed as iCalendar, by its secret token (`<token>.ics`); no session needed. */
  ical: '/api/calendar/ical/:file',
} as const;

/** The path of a feed, by its token. */
export const calendarFeedPath = (token: string): string => `/api/calendar/ical/${token}.ics`;
