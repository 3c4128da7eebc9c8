import { type RawBuilder, sql } from 'kysely';

/**
 * PostgreSQL's full-text index holds, beside each folded word of a title, the word's first one, two and three letters
 * as tokens marked `^` (decision 063), as SQLite's FTS5 index does with `prefix='1 2 3'`. A short prefix ("m", "gra")
 * is then one token's list instead of the union of every word starting with it, and the planner's statistics know
 * how many titles hold it.
 */
const INDEXED_PREFIX_LETTERS = 3;
const MARK = '^';

/** The index's token for a prefix it holds (one to INDEXED_PREFIX_LETTERS letters), or undefined. */
export function indexedPrefixToken(prefix: string): string | undefined {
  const letters = [...prefix].length;
  return letters >= 1 && letters <= INDEXED_PREFIX_LETTERS ? `${MARK}${prefix}` : undefined;
}

/** The groups of WORD_PATTERN as back-references: `\1`, `\2`, `\3`. */
const GROUPS = Array.from({ length: INDEXED_PREFIX_LETTERS }, (_, i) => `\\${i + 1}`);
/** Each word as its first letters, one group each (the later ones may be empty): `(\S)(\S?)(\S?)\S*`. */
const WORD_PATTERN = `(\\S)${'(\\S?)'.repeat(INDEXED_PREFIX_LETTERS - 1)}\\S*`;
/** The groups as tokens, `^\1 ^\1\2 ^\1\2\3`: a shorter word repeats its own, which a tsvector holds once. */
const TOKENS_OF_WORD = GROUPS.map((_, i) => MARK + GROUPS.slice(0, i + 1).join('')).join(' ');

/**
 * The prefix tokens of the space-separated words in `column`, as a `tsvector` in SQL (literals only, so it may define
 * a generated column). `array_to_tsvector` keeps the tokens as they are, where `to_tsvector` would drop the mark.
 */
export function prefixTokensSql(column: string): RawBuilder<unknown> {
  const words = sql.ref(column);
  return sql`case when ${words} ~ '\\S' then array_to_tsvector(regexp_split_to_array(btrim(regexp_replace(${words},
    ${sql.lit(WORD_PATTERN)}, ${sql.lit(TOKENS_OF_WORD)}, 'g')), '\\s+')) else ''::tsvector end`;
}
