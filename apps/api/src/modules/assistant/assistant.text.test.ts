import { describe, expect, it } from 'vitest';
import { nameRunsBesideIntent, readQuestion } from './assistant.intents.js';
import { detectLanguage, normalizeQuestion, readDecade, readGenres, withoutNameSuffix } from './assistant.text.js';

describe('normalizeQuestion', () => {
  it('folds Turkish letters and drops apostrophe suffixes', () => {
    expect(normalizeQuestion("Inception'ın süresi kaç?").tokens).toEqual(['inception', 'suresi', 'kac']);
    expect(normalizeQuestion('Tom Hanks’in filmleri neler?').tokens).toEqual(['tom', 'hanks', 'filmleri', 'neler']);
    expect(normalizeQuestion('ŞİMDİ ÇOK GÜZEL ÖĞLE').tokens).toEqual(['simdi', 'cok', 'guzel', 'ogle']);
    expect(normalizeQuestion('ılık ışık').tokens).toEqual(['ilik', 'isik']);
  });

  it('reads decades however they are written', () => {
    expect(readDecade("bana 90'lardan bir komedi öner")).toBe(1990);
    expect(readDecade('90lar komedi')).toBe(1990);
    expect(readDecade("1980'lerin korku filmleri")).toBe(1980);
    expect(readDecade("2000'ler aksiyon")).toBe(2000);
    expect(readDecade('a comedy from the 90s')).toBe(1990);
    expect(readDecade('1970s crime movies')).toBe(1970);
    expect(readDecade('doksanlardan bir film')).toBe(1990);
    expect(readDecade('the eighties')).toBe(1980);
    expect(readDecade('Inception kaç dakika? 90 dakika mı?')).toBeNull();
  });

  it('reads genres from Turkish plurals and English words', () => {
    expect(readGenres(normalizeQuestion('komediler').tokens)).toEqual([35]);
    expect(readGenres(normalizeQuestion('bilim kurgu dizisi').tokens)).toEqual([878]);
    expect(readGenres(normalizeQuestion('a scary sci-fi movie').tokens)).toEqual([27, 878]);
  });

  it('offers a name without its Turkish ending when typed without an apostrophe', () => {
    expect(withoutNameSuffix('inceptionin')).toContain('inception');
    expect(withoutNameSuffix('hanksin')).toContain('hanks');
    expect(withoutNameSuffix('abc')).toEqual(['abc']);
  });
});

describe('detectLanguage', () => {
  const language = (text: string, ui?: 'tr' | 'en') => detectLanguage(normalizeQuestion(text), ui);

  it('is Turkish for Turkish text, with or without Turkish letters', () => {
    expect(language('Inception kaç dakika?')).toBe('tr');
    expect(language('inception kac dakika')).toBe('tr');
    expect(language('the dark knight yonetmeni kim')).toBe('tr');
    expect(language('bana bir film oner', 'en')).toBe('tr');
  });

  it('is English for English text', () => {
    expect(language('How long is Inception?', 'tr')).toBe('en');
    expect(language('Who directed The Dark Knight?')).toBe('en');
  });

  it('follows the interface language when the text does not tell, Turkish by default', () => {
    expect(language('Inception', 'en')).toBe('en');
    expect(language('Inception', 'tr')).toBe('tr');
    expect(language('Inception')).toBe('tr');
  });
});

describe('readQuestion', () => {
  const intentOf = (text: string) => readQuestion(normalizeQuestion(text)).intent;

  it('tells catalog questions apart', () => {
    expect(intentOf('Inception kaç dakika?')).toBe('catalog.runtime');
    expect(intentOf('Breaking Bad kaç sezon?')).toBe('catalog.seasons');
    expect(intentOf('how many seasons does the wire have')).toBe('catalog.seasons');
    expect(intentOf("Tom Hanks'in filmleri neler?")).toBe('catalog.filmography');
    expect(intentOf('Breaking Bad ne hakkında?')).toBe('catalog.plot');
    expect(intentOf("Titanic'i kim yönetti?")).toBe('catalog.director');
    expect(intentOf('matrix hangi yil cikti')).toBe('catalog.year');
    expect(intentOf('fight club kac puan')).toBe('catalog.rating');
    expect(intentOf("Pulp Fiction'da kimler oynuyor?")).toBe('catalog.cast');
    expect(intentOf("bana 90'lardan bir komedi öner")).toBe('catalog.recommend');
  });

  it('tells the watchlist feature from the watchlist content', () => {
    expect(intentOf('izleme listemde ne var?')).toBe('watchlist.mine');
    expect(intentOf("What's on my watchlist?")).toBe('watchlist.mine');
    expect(intentOf('İzleme listesine nasıl film eklerim?')).toBe('product.watchlist');
    expect(intentOf('İzleme listemi arkadaşımla paylaşabilir miyim?')).toBe('product.sharing');
  });

  it('recognises product questions', () => {
    expect(intentOf('Nasıl kayıt olurum?')).toBe('product.register');
    expect(intentOf('nasil giris yaparim')).toBe('product.signIn');
    expect(intentOf('Öneriler nasıl çalışıyor?')).toBe('product.recommendations');
    expect(intentOf('Fiyatlar ne kadar?')).toBe('product.plans');
    expect(intentOf('destek saatleri')).toBe('product.supportHours');
    expect(intentOf('How can I contact you?')).toBe('product.contact');
    expect(intentOf('karanlik mod var mi')).toBe('product.themes');
  });

  it("reads questions about one's next episode, with or without a show, and leaves the others alone", () => {
    for (const question of [
      "Dark'ta sıradaki bölüm ne?",
      "Breaking Bad'de sıradaki bölüm hangisi",
      'siradaki bolumlerim neler',
      "Dark'ın yeni bölümü ne zaman çıkacak?",
      "What's my next episode of Game of Thrones?",
      'next episode of Dark',
      "What's up next?",
      'What should I watch next from my shows?',
    ]) {
      expect(intentOf(question), question).toBe('history.nextEpisode');
    }
    expect(intentOf('Breaking Bad bölümleri kaç dakika sürüyor?')).toBe('catalog.runtime');
    expect(intentOf('What should I watch tonight?')).toBe('catalog.recommend');
    expect(intentOf('Geçen ay ne izledim?')).toBe('history.recent');
  });

  it("does not take a next-episode question's own words for a show", () => {
    const showsOf = (text: string) => {
      const question = normalizeQuestion(text);
      const read = readQuestion(question);
      return nameRunsBesideIntent(question, read, read.intent).map((run) => run.words.join(' '));
    };
    // "Up" and "From" are titles: here they are part of the question.
    expect(showsOf("What's up next?")).toEqual([]);
    expect(showsOf('What should I watch next from my shows?')).toEqual([]);
    expect(showsOf('Sıradaki bölümlerim hangileri?')).toEqual([]);
    expect(showsOf("Breaking Bad'de sıradaki bölüm hangisi")[0]).toBe('breaking bad');
    expect(showsOf('next episode of Friends')).toEqual(['friends']);
  });

  it('leaves a question it cannot place as unknown, and finds where names can be', () => {
    expect(intentOf('Hayatın anlamı nedir?')).toBe('unknown');
    const read = readQuestion(normalizeQuestion("Game of Thrones'un konusu ne?"));
    expect(read.nameRuns[0]?.words).toEqual(['game', 'of', 'thrones']);
  });
});
