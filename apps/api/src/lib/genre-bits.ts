/**
 * Each TMDB genre's bit in `titles.genre_bits` (decision 053): the search filter checks a title's genres on the
 * popularity index's own entries instead of probing `title_genres` for every title it walks. Stored values depend
 * on this order, so ids are only ever appended. A genre without a bit (one TMDB adds later) is in `title_genres`
 * but not filterable until it gets one. The migration fills existing titles from this list.
 */
export const GENRES_WITH_BITS: readonly number[] = [
  // Movie genres
  28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
  // TV-only genres
  10759, 10762, 10763, 10764, 10765, 10766, 10767, 10768,
];

const BIT_OF = new Map(GENRES_WITH_BITS.map((id, position) => [id, 2 ** position]));

/** The bit of one genre id, or undefined when it has none. */
export function genreBit(genreId: number): number | undefined {
  return BIT_OF.get(genreId);
}

/** The bits of a title's genres (ids without a bit add nothing). */
export function genreBitsOf(genreIds: readonly number[]): number {
  let bits = 0;
  for (const id of genreIds) bits |= BIT_OF.get(id) ?? 0;
  return bits;
}
