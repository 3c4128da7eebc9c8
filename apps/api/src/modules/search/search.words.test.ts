import { describe, expect, it } from 'vitest';
import { WordList } from './search.words.js';

describe('WordList', () => {
  it('finds the words a typo may mean, with their distance, among many sharing its trigrams', () => {
    const list = new WordList();
    for (const word of ['godfather', 'godfathers', 'grandfather', 'matrix']) list.add(word);
    // Hundreds of later words share "god"'s trigrams, so those lists grow well past their first size.
    for (let i = 0; i < 500; i += 1) list.add(`god${i.toString(36)}x`);
    list.add('godfather');

    expect(list.typoCandidates('godfater')).toEqual(
      new Map([
        ['godfather', 1],
        ['godfathers', 2],
      ]),
    );
    // The word itself is no typo of itself; short words allow no edit.
    expect(list.typoCandidates('godfather').has('godfather')).toBe(false);
    expect(list.typoCandidates('gdo').size).toBe(0);
    expect(list.typoCandidates('matirx')).toEqual(new Map([['matrix', 1]]));
  });
});
