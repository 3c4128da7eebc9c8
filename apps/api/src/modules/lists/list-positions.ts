/**
 * The list's own order is a number per item, smallest first (decision 037). Positions are spaced POSITION_GAP apart
 * when written in order, so moving an item writes that item alone: it takes a number between its new neighbours.
 * Moving into the same gap again and again halves it; after about twenty such moves there is no number left between
 * two neighbours, and the list is renumbered (one statement) before the move.
 */

/** The space between neighbours after a renumbering, and after the last item for an appended one. */
export const POSITION_GAP = 2 ** 20;

/**
 * A position strictly between two neighbours (null: none, the item goes first or last; both null: it is alone), or
 * null when no whole number is left between them and the list must be renumbered first.
 */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return POSITION_GAP;
  if (before === null) return (after as number) - POSITION_GAP;
  if (after === null) return before + POSITION_GAP;
  if (after - before < 2) return null;
  return before + Math.floor((after - before) / 2);
}

/** Where an appended item goes: after the last one (the largest position), or at the first gap in an empty list. */
export function positionAfter(last: number | null): number {
  return (last ?? 0) + POSITION_GAP;
}
