import { MOVIE_GENRES } from '@watchify/contract';

/** How many queries of each kind a query set holds. */
export const QUERIES_PER_KIND = {
  exact: 100,
  prefix: 100,
  /** A single letter: the most matches a text search can have (the worst case). */
  letter: 30,
  typo: 100,
  words: 50,
  textFilters: 100,
  filters: 100,
  cast: 50,
};

export type QueryKind = keyof typeof QUERIES_PER_KIND;

/** One search as a person would send it: the fields of GET /api/search, `filters` as the Filter object. */
export interface SearchQueryDraft {
  kind: QueryKind;
  q: string;
  type: 'all' | 'movie' | 'tv';
  page: number;
  filters?: Record<string, unknown>;
  /** For exact and typo queries: the title that should be on the first page. */
  expect?: string;
}

/**
 * A fixed query set (exact, prefix, single letter, typo, multi-word, text + filters, filter-only, cast) drawn with
 * `random` from catalog titles and credited people, so every run asks the same questions.
 */
export function makeSearchQueries(
  titles: readonly { title: string }[],
  people: readonly { name: string }[],
  random: () => number,
  perKind: Record<QueryKind, number> = QUERIES_PER_KIND,
): SearchQueryDraft[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  /** One random edit (swap, drop, double or replace a letter) inside a word — the typos people make. */
  const typo = (word: string): string => {
    const at = between(1, word.length - 2);
    const edits = [
      () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
      () => word.slice(0, at) + word.slice(at + 1),
      () => word.slice(0, at) + word[at] + word.slice(at),
      () => word.slice(0, at) + pick([...'aeioutrsnl']) + word.slice(at + 1),
    ];
    return pick(edits)();
  };

  const randomFilters = (): Record<string, unknown> => {
    const filters: Record<string, unknown> = {};
    const choices = [
      () => {
        filters.genres = Array.from({ length: between(1, 2) }, () => pick(MOVIE_GENRES).id);
      },
      () => {
        const min = between(1950, 2015);
        filters.year = { min, max: min + between(0, 20) };
      },
      () => {
        filters.rating = { min: between(50, 85) / 10, max: 10 };
      },
      () => {
        const min = between(60, 120);
        filters.duration = { min, max: min + between(10, 90) };
      },
    ];
    for (const choose of choices) if (random() < 0.45) choose();
    if (Object.keys(filters).length === 0) pick(choices)();
    if (random() < 0.2) filters.watchTime = pick(['all', 'day', 'night']);
    return filters;
  };

  const page = () => (random() < 0.85 ? 1 : between(2, 4));
  const type = (): SearchQueryDraft['type'] => (random() < 0.7 ? 'all' : pick(['movie', 'tv'] as const));
  const draft = (kind: QueryKind, q: string, filters?: Record<string, unknown>): SearchQueryDraft => ({
    kind,
    q,
    type: type(),
    page: page(),
    ...(filters ? { filters } : {}),
  });
  const words = (title: string) => title.split(/[\s:,.!?-]+/).filter(Boolean);
  const withoutArticle = (title: string) => title.replace(/^(the|a|an)\s+/i, '');

  const queries: SearchQueryDraft[] = [];
  for (let i = 0; i < perKind.exact; i += 1) {
    const { title } = pick(titles);
    queries.push({ kind: 'exact', q: title, type: 'all', page: 1, expect: title });
  }
  for (let i = 0; i < perKind.prefix; i += 1) {
    const stem = withoutArticle(pick(titles).title);
    queries.push(draft('prefix', stem.slice(0, between(2, 6))));
  }
  for (let i = 0; i < perKind.letter; i += 1) {
    queries.push(draft('letter', pick([...'abcdefghijklmnopqrstuvwxyz'])));
  }
  let typos = 0;
  while (typos < perKind.typo) {
    const { title } = pick(titles);
    const parts = words(title);
    const longest = [...parts].sort((a, b) => b.length - a.length)[0];
    if (!longest || longest.length < 5) continue;
    const q = parts.map((part) => (part === longest ? typo(part) : part)).join(' ');
    queries.push({ kind: 'typo', q, type: 'all', page: 1, expect: title });
    typos += 1;
  }
  for (let i = 0; i < perKind.words; i += 1) {
    const parts = words(withoutArticle(pick(titles).title));
    const last = parts.slice(1, 3);
    const q = [...last.slice(0, -1), (last.at(-1) ?? parts[0] ?? 'a').slice(0, 4)].join(' ');
    queries.push(draft('words', q));
  }
  for (let i = 0; i < perKind.textFilters; i += 1) {
    const stem = withoutArticle(pick(titles).title);
    const q = stem.slice(0, between(3, 8));
    queries.push(draft('textFilters', q, randomFilters()));
  }
  for (let i = 0; i < perKind.filters; i += 1) {
    queries.push(draft('filters', '', randomFilters()));
  }
  for (let i = 0; i < perKind.cast; i += 1) {
    const { name } = pick(people);
    const cast = random() < 0.7 ? name : (words(name).at(-1) ?? name);
    queries.push(draft('cast', '', random() < 0.5 ? { cast } : { ...randomFilters(), cast }));
  }
  return queries;
}

/** The query string of GET /api/search for a draft (filters as URL-encoded JSON, as the web app sends them). */
export function searchQueryString(query: SearchQueryDraft): string {
  const params = new URLSearchParams({ q: query.q, type: query.type, page: String(query.page) });
  if (query.filters) params.set('filters', JSON.stringify(query.filters));
  return params.toString();
}
