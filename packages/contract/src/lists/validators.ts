/** The list form's and the note field's checks, run by the forms as a person types and by the API on every write. */
import { LIST_LIMITS, type ListInputError } from './rules.js';

/** Length in characters as a person counts them (an emoji is one). */
function characters(text: string): number {
  return [...text].length;
}

/** A list's name as it is stored and shown: trimmed, runs of spaces made one (a name is one line). */
export function normalizeListName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** A description or a note as it is stored: trimmed; blank is none (null). Line breaks are kept. */
export function normalizeListText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A list's details as a form holds them; a field left out is not being changed. */
export interface ListDetailsInput {
  name?: string | undefined;
  description?: string | null | undefined;
}

/** The first rule a list's name or description breaks, or null when they can be stored. */
export function validateListDetails({ name, description }: ListDetailsInput): ListInputError | null {
  if (name !== undefined) {
    const normalized = normalizeListName(name);
    if (normalized === '') return 'nameRequired';
    if (characters(normalized) > LIST_LIMITS.nameMaxLength) return 'nameTooLong';
  }
  const text = normalizeListText(description);
  if (text !== null && characters(text) > LIST_LIMITS.descriptionMaxLength) return 'descriptionTooLong';
  return null;
}

/** The rule an item's note breaks, or null (a blank note removes it). */
export function validateListNote(note: string | null | undefined): ListInputError | null {
  const text = normalizeListText(note);
  return text !== null && characters(text) > LIST_LIMITS.noteMaxLength ? 'noteTooLong' : null;
}
