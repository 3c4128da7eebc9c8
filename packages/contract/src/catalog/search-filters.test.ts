import { describe, expect, it } from 'vitest';
import { parseSearchFilters, searchFiltersSchema } from './search-filters.js';

const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

describe('parseSearchFilters', () => {
  it.each([
    ['not json', {}],
    ['null', {}],
    ['[]', {}],
    ['"text"', {}],
    ['{}', {}],
    [
      '{"year":{"min":1990,"max":1999},"rating":{"min":7.5},"duration":{"max":120}}',
      { year: { min: 1990, max: 1999 }, rating: { min: 7.5 }, duration: { max: 120 } },
    ],
    ['{"year":{"min":"1990"}}', {}],
    ['{"year":{"min":null}}', {}],
    ['{"year":[1990]}', {}],
    ['{"year":{"min":1990,"extra":true}}', { year: { min: 1990 } }],
    ['{"watchTime":"night"}', { watchTime: 'night' }],
    ['{"watchTime":"noon"}', {}],
    ['{"genres":[18,35]}', { genres: [18, 35] }],
    ['{"genres":[18,-1]}', {}],
    ['{"genres":[18.5]}', {}],
    [`{"genres":[${[...twenty, 21].join(',')}]}`, {}],
    [`{"genres":[${twenty.join(',')}]}`, { genres: twenty }],
    ['{"cast":"Al Pacino"}', { cast: 'Al Pacino' }],
    [`{"cast":"${'x'.repeat(101)}"}`, {}],
    ['{"cast":42,"watchTime":"day","unknown":1}', { watchTime: 'day' }],
  ])('reads %s', (raw, expected) => {
    expect(parseSearchFilters(raw)).toEqual(expected);
  });

  it('keeps the fields it understands and drops the rest', () => {
    expect(parseSearchFilters('{"year":{"min":1990},"genres":"drama","cast":"Al Pacino"}')).toEqual({
      year: { min: 1990 },
      cast: 'Al Pacino',
    });
  });

  it('reads no filters from an absent value', () => {
    expect(parseSearchFilters(undefined)).toEqual({});
    expect(parseSearchFilters(null)).toEqual({});
  });

  it('returns what the schema accepts as a whole', () => {
    const read = parseSearchFilters('{"year":{"min":1990},"genres":[18],"watchTime":"night","cast":"x","rating":7}');
    expect(searchFiltersSchema.safeParse(read).success).toBe(true);
  });
});
