import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../lib/text.js';
import { INTENT_PHRASES } from './assistant.lexicon.js';
import lexicon from './lexicon.json' with { type: 'json' };

/** Every word of a list, phrases split into their words ("kac dakika", "hesap+acar"). */
const wordsOf = (list: readonly string[]) => list.flatMap((phrase) => phrase.split(/[ +]/));

describe('the assistant lexicon', () => {
  it('holds only folded words, as questions are folded before they are read', () => {
    const lists: [string, readonly string[]][] = [
      ...Object.entries(lexicon.turkish).map(([name, words]): [string, string[]] => [`turkish.${name}`, words]),
      ...Object.entries(lexicon.english).map(([name, words]): [string, string[]] => [`english.${name}`, words]),
      ['fillerPrefixes', lexicon.fillerPrefixes],
      ['nameSuffixes', lexicon.nameSuffixes],
      ['decadeWords', Object.keys(lexicon.decadeWords)],
      ['genreWords', Object.keys(lexicon.genreWords)],
      ['movieWords', lexicon.movieWords],
      ['showWords', lexicon.showWords],
      ['howTo', lexicon.howTo],
      ['watchlistPhrases', lexicon.watchlistPhrases],
      ['recommendationsFeature', lexicon.recommendationsFeature],
      ...INTENT_PHRASES.map(([intent, phrases]): [string, readonly string[]] => [intent, phrases]),
    ];
    for (const [name, list] of lists) {
      for (const word of wordsOf(list)) {
        expect(word, name).not.toBe('');
        expect(foldForSearch(word), `${name}: "${word}"`).toBe(word);
      }
    }
  });

  it('lists each word of a language once, under one role', () => {
    for (const [language, roles] of Object.entries({ turkish: lexicon.turkish, english: lexicon.english })) {
      const words = Object.entries(roles)
        .filter(([role]) => role !== 'endings')
        .flatMap(([, list]) => list);
      const repeated = words.filter((word, at) => words.indexOf(word) !== at);
      expect(repeated, language).toEqual([]);
    }
  });
});
