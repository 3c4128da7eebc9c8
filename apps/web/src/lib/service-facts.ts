import { CONTACT_DETAILS, findPlan, SUPPORT_HOURS } from '@watchify/contract';

/**
 * The service facts of `packages/contract/src/service/facts.ts` (prices, limits, support hours, addresses) formatted
 * for one interface language. The service, membership, contact and help pages all format them here, so a price or
 * an opening hour reads the same everywhere and no locale text repeats a number (decision 016).
 */

/** A price in US dollars: "$4", "$0" ("4 $" style where the language puts the sign after). */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

// 2024-01-01 was a Monday: ISO weekday n is n - 1 days later.
const weekdayDate = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay));

function formatWeekday(isoDay: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(isoDay));
}

function formatClock(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

export interface SupportHoursLine {
  /** "Monday – Friday" */
  days: string;
  /** "9:00 AM – 5:00 PM" */
  hours: string;
}

/** The support team's opening hours, one line per period, in the team's own time zone. */
export function supportHoursLines(language: string): SupportHoursLine[] {
  return SUPPORT_HOURS.periods.map((period) => ({
    days: `${formatWeekday(period.fromDay, language)} – ${formatWeekday(period.toDay, language)}`,
    hours: `${formatClock(period.opens, language)} – ${formatClock(period.closes, language)}`,
  }));
}

/** The support team's time zone as an offset people read ("GMT+3"). */
export function supportTimeZoneLabel(language: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat(language, {
    timeZone: SUPPORT_HOURS.timeZone,
    timeZoneName: 'shortOffset',
  }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? SUPPORT_HOURS.timeZone;
}

/** The opening hours as one phrase: "Monday – Friday 9:00 AM – 5:00 PM; Saturday – Sunday 10:00 AM – 2:00 PM (GMT+3)". */
export function supportHoursSentence(language: string): string {
  const lines = supportHoursLines(language).map((line) => `${line.days} ${line.hours}`);
  return `${lines.join('; ')} (${supportTimeZoneLabel(language)})`;
}

/**
 * Every fact the help answers may quote, as interpolation values: a text says "{{premiumPrice}} a month" and never
 * holds the number itself.
 */
export function serviceFactValues(language: string): Record<string, string | number> {
  const free = findPlan('free');
  const premium = findPlan('premium');
  const family = findPlan('family');
  return {
    freePrice: formatUsd(free.priceUsd, language),
    premiumPrice: formatUsd(premium.priceUsd, language),
    familyPrice: formatUsd(family.priceUsd, language),
    familyProfiles: family.maxProfiles,
    freeDevices: free.maxDevices,
    premiumDevices: premium.maxDevices,
    familyDevices: family.maxDevices,
    supportEmail: CONTACT_DETAILS.emails[0],
    supportHours: supportHoursSentence(language),
  };
}
