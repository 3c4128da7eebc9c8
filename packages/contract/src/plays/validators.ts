/** The play form's date check, run by the form and by the API on every write. */
import { PLAY_YEAR_MIN, type PlayInputError } from './rules.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 31 April, no 29 February of a common year). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The latest date that is already today somewhere on Earth (UTC+14): a person logging "today" late in the evening
 * west of Greenwich, or early in the morning in the Pacific, is never told their today is in the future.
 */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The first rule a play's date breaks, or null when it can be stored. `null` is "I don't remember" and is always
 * allowed; otherwise a calendar date from PLAY_YEAR_MIN up to today.
 */
export function validatePlayDate(watchedOn: string | null, now: Date): PlayInputError | null {
  if (watchedOn === null) return null;
  if (!isCalendarDate(watchedOn) || Number(watchedOn.slice(0, 4)) < PLAY_YEAR_MIN) return 'dateInvalid';
  if (watchedOn > latestToday(now)) return 'dateInFuture';
  return null;
}
