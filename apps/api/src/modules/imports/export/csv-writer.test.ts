import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv-writer.js';

describe('csvField', () => {
  it('leaves plain text, numbers and booleans as they are, and empties null', () => {
    expect(csvField('Heat')).toBe('Heat');
    expect(csvField(4.5)).toBe('4.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes (doubled), line breaks and edge spaces', () => {
    expect(csvField('Crouching Tiger, Hidden Dragon')).toBe('"Crouching Tiger, Hidden Dragon"');
    expect(csvField('The "Best" Film')).toBe('"The ""Best"" Film"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(' padded ')).toBe('" padded "');
  });
});

describe('csvRow', () => {
  it('reads back exactly as written', () => {
    const values = ['a,b', 'say "hi"', 'line\r\nbreak', '', 'İzmir ışık', ' x'];
    const text = csvRow(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) + csvRow(values);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { columns: false })).toEqual([['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], values]);
  });
});
