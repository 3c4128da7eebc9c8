import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein } from '../../lib/text.js';
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

  it('finds a word added after a lookup of the same typo', () => {
    const list = new WordList();
    list.add('godfather');
    expect(list.typoCandidates('godfater')).toEqual(new Map([['godfather', 1]]));
    list.add('godfaster');
    expect(list.typoCandidates('godfater')).toEqual(
      new Map([
        ['godfather', 1],
        ['godfaster', 1],
      ]),
    );
  });

  it('finds exactly the words a comparison with every word finds, though its longest lists only add to counts', () => {
    // A small alphabet makes many words share trigrams (long lists); a fixed seed makes the run repeatable.
    let seed = 28;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const letters = 'aeinorst';
    const randomLetter = () => letters[Math.floor(random() * letters.length)] as string;
    const randomWord = () => Array.from({ length: 3 + Math.floor(random() * 8) }, randomLetter).join('');
    const words = Array.from({ length: 3000 }, randomWord);
    const list = new WordList();
    for (const word of words) list.add(word);
    const edited = (word: string) => {
      const at = Math.floor(random() * word.length);
      const letter = randomLetter();
      return random() < 0.5 ? word.slice(0, at) + letter + word.slice(at + 1) : word.slice(0, at) + word.slice(at + 1);
    };
    let compared = 0;
    for (let i = 0; i < 300; i += 1) {
      const token = i % 2 === 0 ? edited(words[i] as string) : randomWord();
      const maxEdits = token.length < 4 ? 0 : token.length <= 7 ? 1 : 2;
      const expected = new Map<string, number>();
      for (const word of new Set(words)) {
        const edits = maxEdits === 0 ? 0 : boundedDamerauLevenshtein(token, word, maxEdits);
        if (edits > 0 && edits <= maxEdits) expected.set(word, edits);
      }
      compared += expected.size;
      expect(list.typoCandidates(token)).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(200);
  });
});
