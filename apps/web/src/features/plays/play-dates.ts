/** Play dates as the person sees them: their own calendar's today, and a YYYY-MM-DD written in their language. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's local date `daysAgo` days before `now`, as YYYY-MM-DD (the server only knows UTC). */
export function localDate(now: Date, daysAgo = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A YYYY-MM-DD as a Date at UTC midnight; formatted in UTC, it is the same day in every time zone. */
function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The formats of one language, made once per render of a list rather than per row. */
export interface PlayDateFormats {
  /** 'Mar 5, 2024' / '5 Mar 2024'. */
  day: (isoDate: string) => string;
  /** 'March 2024' / 'Mart 2024'. */
  month: (isoMonth: string) => string;
}

export function playDateFormats(language: string): PlayDateFormats {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    day: (isoDate) => day.format(utcDay(isoDate)),
    month: (isoMonth) => month.format(utcDay(`${isoMonth}-01`)),
  };
}
