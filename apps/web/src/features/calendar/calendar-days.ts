import { addDays, type CalendarEntry } from '@watchify/contract';

/** The weeks (Monday first) that hold every day from `from` to `to` (YYYY-MM-DD), as rows of seven days. */
export function weeksBetween(from: string, to: string): string[][] {
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week here, as in Turkey and most of Europe.
  const mondayOffset = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: string[][] = [];
  for (let start = addDays(from, -mondayOffset); start <= to; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The entries by day, in the order given. */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const list = days.get(entry.date);
    if (list) list.push(entry);
    else days.set(entry.date, [entry]);
  }
  return days;
}

/** A day as a date at UTC midnight, for formatting it without the browser's zone moving it. */
export const dayAsDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The locale dates are written in: British order in English ("Friday 4 December"), Turkish in Turkish. */
export const dateLocale = (language: string): string => (language.startsWith('tr') ? 'tr-TR' : 'en-GB');
