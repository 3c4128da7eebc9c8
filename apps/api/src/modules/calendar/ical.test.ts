import { describe, expect, it } from 'vitest';
import { prop, readCalendar, unescapeText } from '../../../test/support/ical-reader.js';
import { escapeText, foldLine, writeCalendar } from './ical.js';

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
    expect(unescapeText(escapeText('a\\b; c, d\ne'))).toBe('a\\b; c, d\ne');
  });

  it('folds at 75 octets without cutting a character in two', () => {
    const line = `SUMMARY:${'ğ'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes all-day events a strict reader accepts, ending the day after', () => {
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
    const event = readCalendar(text).components[0];
    expect(event && prop(event, 'DTSTART')?.value).toBe('20261231');
    expect(event && prop(event, 'DTEND')?.value).toBe('20270101');
    expect(event && prop(event, 'DTSTAMP')?.value).toBe('20261203T101500Z');
    expect(event && unescapeText(prop(event, 'SUMMARY')?.value ?? '')).toBe(
      `Çok, uzun; bir dizi adı ${'ş'.repeat(60)} S01E01 · Pilot`,
    );
  });
});
