import { describe, expect, it } from 'vitest';
import { type SearchFilters, searchFiltersSchema } from './schemas.js';
import { parseSearchFilters } from './search-filters.js';

/** The contract's own reading: each field through its zod schema, a field that fails is dropped. */
function readWithSchema(raw: string): SearchFilters {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(searchFiltersSchema.shape)) {
    const parsed = field.safeParse((json as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as SearchFilters;
}

const inputs = [
  'not json',
  'null',
  '[]',
  '"text"',
  '{}',
  '{"year":{"min":1990,"max":1999},"rating":{"min":7.5},"duration":{"max":120}}',
  '{"year":{"min":"1990"}}',
  '{"year":{"min":null}}',
  '{"year":[1990]}',
  '{"year":{"min":1990,"extra":true}}',
  '{"watchTime":"night"}',
  '{"watchTime":"noon"}',
  '{"genres":[18,35]}',
  '{"genres":[18,-1]}',
  '{"genres":[18.5]}',
  `{"genres":[${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}]}`,
  `{"genres":[${Array.from({ length: 20 }, (_, i) => i + 1).join(',')}]}`,
  '{"cast":"Al Pacino"}',
  `{"cast":"${'x'.repeat(101)}"}`,
  '{"cast":42,"watchTime":"day","unknown":1}',
];

describe('parseSearchFilters (zod-free)', () => {
  it.each(inputs)('reads %s exactly as the contract schema does', (raw) => {
    expect(parseSearchFilters(raw)).toEqual(readWithSchema(raw));
  });

  it('keeps the fields it understands and drops the rest', () => {
    expect(parseSearchFilters('{"year":{"min":1990},"genres":"drama","cast":"Al Pacino"}')).toEqual({
      year: { min: 1990 },
      cast: 'Al Pacino',
    });
  });
});
