import { describe, expect, it } from 'vitest';
import { brokenRuleOf } from '../http/broken-rules.js';
import { LIST_LIMITS } from './rules.js';
import { addListItemRequestSchema, createListRequestSchema, updateListRequestSchema } from './schemas.js';
import { normalizeListName, validateListDetails, validateListNote } from './validators.js';

describe('validateListDetails', () => {
  it('needs a name that is not blank, at most 100 characters a person sees once trimmed', () => {
    expect(validateListDetails({ name: '   ' })).toBe('nameRequired');
    expect(validateListDetails({ name: 'a'.repeat(LIST_LIMITS.nameMaxLength) })).toBeNull();
    expect(validateListDetails({ name: `  ${'ş'.repeat(LIST_LIMITS.nameMaxLength)}  ` })).toBeNull();
    expect(validateListDetails({ name: '😀'.repeat(LIST_LIMITS.nameMaxLength) })).toBeNull();
    expect(validateListDetails({ name: 'a'.repeat(LIST_LIMITS.nameMaxLength + 1) })).toBe('nameTooLong');
  });

  it('leaves out what is not being changed, and bounds the description', () => {
    expect(validateListDetails({})).toBeNull();
    expect(validateListDetails({ description: null })).toBeNull();
    expect(validateListDetails({ description: 'd'.repeat(LIST_LIMITS.descriptionMaxLength) })).toBeNull();
    expect(validateListDetails({ description: 'd'.repeat(LIST_LIMITS.descriptionMaxLength + 1) })).toBe(
      'descriptionTooLong',
    );
  });

  it('stores a name on one line, runs of spaces made one', () => {
    expect(normalizeListName('  Best\tof   2024 \n')).toBe('Best of 2024');
  });
});

describe('validateListNote', () => {
  it('allows no note, and one of at most 500 characters', () => {
    expect(validateListNote(null)).toBeNull();
    expect(validateListNote('   ')).toBeNull();
    expect(validateListNote('n'.repeat(LIST_LIMITS.noteMaxLength))).toBeNull();
    expect(validateListNote('n'.repeat(LIST_LIMITS.noteMaxLength + 1))).toBe('noteTooLong');
  });
});

describe('list request schemas', () => {
  it('report a broken rule with its code and field, and give the values as stored', () => {
    const blank = createListRequestSchema.safeParse({ name: ' ' });
    expect(brokenRuleOf(blank.error?.issues[0])).toBe('nameRequired');
    expect(blank.error?.issues[0]?.path).toEqual(['name']);
    expect(createListRequestSchema.parse({ name: ' Noir  nights ', description: '  ' })).toEqual({
      name: 'Noir nights',
      description: null,
      visibility: 'private',
      collaborative: false,
    });
  });

  it('a change names at least one field; a note that is blank is none', () => {
    expect(updateListRequestSchema.safeParse({}).success).toBe(false);
    expect(updateListRequestSchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
    expect(updateListRequestSchema.parse({ description: ' x ' })).toEqual({ description: 'x' });
    expect(addListItemRequestSchema.parse({ mediaType: 'movie', id: 1, note: ' ' })).toEqual({
      mediaType: 'movie',
      id: 1,
      note: null,
    });
    const long = addListItemRequestSchema.safeParse({ mediaType: 'tv', id: 1, note: 'n'.repeat(501) });
    expect(brokenRuleOf(long.error?.issues[0])).toBe('noteTooLong');
  });
});
