import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ical.js';

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without cutting a character in two', () => {
    const line = `SUMMARY:${'ğ'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes all-day events a real parser (ical.js) reads back, ending the day after', () => {
    const text = writeCalendar(
      'Watchify',
      [
        {
          uid: 'tv-1-s1e1@watchify',
          date: '2026-12-31',
          summary: `Çok, uzun; bir dizi adı ${'ş'.repeat(60)} S01E01 · Pilot`,
          url: 'https://example.org/title/tv/1',
        },
      ],
      new Date('2026-12-03T10:15:00Z'),
    );
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2026-12-31');
    expect(String(event?.getFirstPropertyValue('dtend'))).toBe('2027-01-01');
    expect(String(event?.getFirstPropertyValue('dtstamp'))).toBe('2026-12-03T10:15:00Z');
    expect(event?.getFirstPropertyValue('summary')).toBe(`Çok, uzun; bir dizi adı ${'ş'.repeat(60)} S01E01 · Pilot`);
  });
});
