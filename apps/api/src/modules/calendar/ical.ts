/**
 * A small iCalendar (RFC 5545) writer for the release feed: all-day events only. No library is installed for it
 * (decision 046), and the format we need is a page of the RFC: CRLF line ends, lines folded at 75 octets, TEXT
 * values escaped.
 */

/** One all-day event. */
export interface AllDayEvent {
  /** Stable across feeds, so a calendar app updates the event rather than adding another. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description?: string | undefined;
  url: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded so no line exceeds 75 octets (§3.1): each continuation starts with one space, and a line is
 * never cut inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  // Most lines fit: measured once, not character by character.
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation holds its leading space and 74 more.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** YYYYMMDD of a YYYY-MM-DD day. */
const basicDate = (day: string) => day.replaceAll('-', '');

/** The day after a YYYY-MM-DD day, in YYYYMMDD: an all-day event ends (exclusively) on it. */
function dayAfter(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return basicDate(at.toISOString().slice(0, 10));
}

/** A UTC time as iCalendar writes it: 20261203T101500Z. */
function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The calendar as text: one VEVENT per event, each stamped `now`. */
export function writeCalendar(name: string, events: readonly AllDayEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Watchify//Release calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${dayAfter(event.date)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      // A URI value, not TEXT: it is not escaped.
      `URL:${event.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
