/** A CSV cell's value; null and undefined are written as an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** A field must be quoted when it holds the separator, a quote, a line break, or spaces a reader might trim. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field as RFC 4180 writes it: quoted when needed, a quote inside doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by a line break (CRLF, as RFC 4180 says; readers take either). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
