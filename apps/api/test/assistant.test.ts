import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASSISTANT_LIMITS, assistantResponseSchema } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { demoCatalogLines } from '../src/modules/catalog/demo-catalog.js';
import {
  createSocialTestApp,
  createTestApp,
  importSample,
  registerUser,
  sampleFavorites,
  type TestMember,
} from './helpers.js';

/** The assistant over HTTP on the shared sample catalog (SQLite, or PostgreSQL with TEST_DATABASE_URL). */

let app: App;
let database: DatabaseHandle;
let member: (overrides?: object) => Promise<TestMember>;

beforeAll(async () => {
  // The rate limit has its own test below; here every question must be answered.
  ({ app, database, member } = await createSocialTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' }));
});

afterAll(async () => {
  await app.close();
});

async function ask(target: App, message: string, options: { cookie?: string; language?: 'tr' | 'en' } = {}) {
  const response = await target.inject({
    method: 'POST',
    url: '/api/chat',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { message, ...(options.language ? { language: options.language } : {}) },
  });
  return response;
}

async function reply(message: string, options: { cookie?: string; language?: 'tr' | 'en' } = {}, target: App = app) {
  const response = await ask(target, message, options);
  expect(response.statusCode).toBe(200);
  return assistantResponseSchema.parse(response.json());
}

describe('POST /api/chat: catalog answers', () => {
  it('answers a runtime question in Turkish, with and without Turkish letters and suffixes', async () => {
    for (const question of [
      'Scent of a Woman kaç dakika?',
      "Scent of a Woman'ın süresi ne?",
      'scent of a woman kac dakika',
    ]) {
      const answer = await reply(question);
      expect(answer).toMatchObject({ language: 'tr', intent: 'catalog.runtime' });
      expect(answer.reply).toContain('157 dakika');
    }
  });

  it("answers a person's filmography and a title's director and cast", async () => {
    const filmography = await reply("Al Pacino'nun filmleri neler?");
    expect(filmography.intent).toBe('catalog.filmography');
    expect(filmography.reply).toContain('Scent of a Woman (1992');

    const director = await reply('Who directed Hellraiser?');
    expect(director).toMatchObject({ language: 'en', intent: 'catalog.director' });
    expect(director.reply).toContain('Clive Barker');

    const cast = await reply("Bates Motel'de kimler oynuyor?");
    expect(cast.reply).toContain('Vera Farmiga');
  });

  it('recommends from the catalog by genre and decade, only titles that match', async () => {
    const answer = await reply("Bana 80'lerden bir korku filmi öner");
    expect(answer.intent).toBe('catalog.recommend');
    // Hellraiser (1987, Horror) is the sample's only 1980s horror film.
    expect(answer.reply).toContain('Hellraiser (1987');
    expect(answer.reply).not.toContain('Shutter');
  });

  it('says honestly when it does not know, and never invents a title', async () => {
    const unknown = await reply('Yarın hava nasıl olacak?');
    expect(unknown.intent).toBe('unknown');
    expect(unknown.reply).toContain('bilmiyorum');

    const missing = await reply('Inception kaç dakika?');
    expect(missing.intent).toBe('catalog.runtime');
    expect(missing.reply).toContain('bulamadım');
    expect(missing.reply).not.toMatch(/\d+ dakika/);
  });

  it('follows the interface language when the question itself is ambiguous', async () => {
    expect((await reply('Hellraiser', { language: 'en' })).language).toBe('en');
    expect((await reply('Hellraiser', { language: 'tr' })).language).toBe('tr');
    expect((await reply('Hellraiser')).language).toBe('tr');
  });

  it('quotes prices and support hours from the service facts', async () => {
    expect((await reply('How much does Premium cost?')).reply).toContain('$4 a month');
    expect((await reply('Destek saatleriniz nedir?')).reply).toContain('09:00–17:00');
  });
});

describe("POST /api/chat: the asker's own watching", () => {
  const GREENLAND = { mediaType: 'movie', id: 524047 }; // 120 minutes
  const THE_CORE = { mediaType: 'movie', id: 9341 }; // 136 minutes
  const HELLRAISER = { mediaType: 'movie', id: 9003 };
  const BROOKLYN = { mediaType: 'tv', id: 48891 }; // 21 minutes an episode

  /** The first day of last month and a day of this year before it (or last month itself in January). */
  function dates(now = new Date()) {
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    return { lastMonth, today: now.toISOString().slice(0, 10), thisYear: String(now.getUTCFullYear()) };
  }

  async function logPlay(who: TestMember, title: object, watchedOn: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/plays',
      headers: { cookie: who.cookie },
      payload: { ...title, watchedOn, requestId: `assistant-${Math.random().toString(36).slice(2)}` },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('asks a visitor to sign in, in their language', async () => {
    const tr = await reply('Geçen ay ne izledim?');
    expect(tr).toMatchObject({ intent: 'history.recent', language: 'tr' });
    expect(tr.reply).toContain('giriş yapmanız');
    const en = await reply('How many hours did I watch this year?');
    expect(en).toMatchObject({ intent: 'history.hours', language: 'en' });
    expect(en.reply).toContain('sign in');
  });

  it('says what a member watched last month and lately, from their own diary only', async () => {
    const ayse = await member();
    const mehmet = await member();
    const { lastMonth, today } = dates();
    await logPlay(ayse, GREENLAND, lastMonth);
    await logPlay(ayse, HELLRAISER, today);

    const en = await reply('What did I watch last month?', { cookie: ayse.cookie });
    expect(en.intent).toBe('history.recent');
    expect(en.reply).toBe('Last month you watched 1 time: Greenland (2020).');
    const tr = await reply('geçen ay neler izledim', { cookie: ayse.cookie });
    expect(tr.reply).toBe('Geçen ay 1 kez izlediniz: Greenland (2020).');
    const latest = await reply('What have I watched?', { cookie: ayse.cookie });
    expect(latest.reply).toBe('What you watched last: Hellraiser (1987), Greenland (2020).');

    const other = await reply('Geçen ay ne izledim?', { cookie: mehmet.cookie });
    expect(other.reply).toContain('kaydetmemişsiniz');
    expect(other.reply).not.toContain('Greenland');
  });

  it("counts a member's hours of movies this year and in all", async () => {
    const zeynep = await member();
    const { today, thisYear } = dates();
    await logPlay(zeynep, GREENLAND, today);
    await logPlay(zeynep, THE_CORE, today);
    const tr = await reply('Bu yıl kaç saat izledim?', { cookie: zeynep.cookie });
    expect(tr.intent).toBe('history.hours');
    expect(tr.reply).toBe(`${thisYear} yılında 2 izlemede 4,3 saat film izlediniz.`);
    const en = await reply('How many hours did I watch?', { cookie: zeynep.cookie });
    expect(en.reply).toBe('In all, you have watched 4.3 hours of movies over 2 plays.');
  });

  it('counts the hours of episodes too, apart from the movies', async () => {
    const deniz = await member();
    const { today, thisYear } = dates();
    await logPlay(deniz, { ...BROOKLYN, season: 1, episode: 1 }, today);
    await logPlay(deniz, { ...BROOKLYN, season: 1, episode: 2 }, today);
    const onlyEpisodes = await reply('How many hours did I watch this year?', { cookie: deniz.cookie });
    expect(onlyEpisodes.reply).toBe(`In ${thisYear} you watched 0.7 hours of TV episodes over 2 plays.`);
    // A show logged as a whole is a play without hours.
    await logPlay(deniz, BROOKLYN, today);
    await logPlay(deniz, GREENLAND, today);
    const en = await reply('How many hours did I watch?', { cookie: deniz.cookie });
    expect(en.reply).toBe(
      'In all, you have watched 2.7 hours over 4 plays: 2 hours of movies and 0.7 hours of TV episodes.',
    );
    const tr = await reply('Bu yıl kaç saat dizi izledim?', { cookie: deniz.cookie });
    expect(tr.reply).toBe(`${thisYear} yılında 4 izlemede 2,7 saat izlediniz: 2 saat film, 0,7 saat dizi bölümü.`);
  });
});

describe("POST /api/chat: the asker's next episode", () => {
  /**
   * On the demo catalog, whose shows carry real TMDB seasons: Game of Thrones' first season with names and dates,
   * Breaking Bad's second (its other seasons numbered episodes without names), Dark only as a whole; Fargo is both
   * a demo film and a demo show, Titanic a film. Kestrel Bay is made up here for an episode still to air.
   */
  let demo: App;
  let demoDatabase: DatabaseHandle;
  let newMember: () => Promise<TestMember>;
  const showIds = new Map<string, number>();
  const airsIn30Days = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  /** 73 aired episodes: 10 named in season 1, then seasons 2–8 by their counts (specials apart). */
  const GOT_AIRED = 73;

  beforeAll(async () => {
    const created = await createTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
    demo = created.app;
    demoDatabase = created.database;
    await importDump(demoDatabase.db, demoCatalogLines(), { source: 'demo' });
    const episode = (n: number, air_date: string) => ({ episode_number: n, name: `Episode ${n}`, air_date });
    await importDump(
      demoDatabase.db,
      recordsAsLines([
        {
          media_type: 'tv',
          id: 990_400_001,
          name: 'Kestrel Bay',
          first_air_date: '2020-01-01',
          genres: [{ id: 18, name: 'Drama' }],
          seasons: [
            {
              season_number: 1,
              air_date: '2020-01-01',
              episodes: [episode(1, '2020-01-01'), episode(2, '2020-01-08')],
            },
            {
              season_number: 2,
              air_date: '2021-01-01',
              episodes: [episode(1, '2021-01-01'), episode(2, airsIn30Days)],
            },
          ],
        },
      ]),
      { source: 'dump' },
    );
    for (const name of ['Game of Thrones', 'Breaking Bad', 'Dark', 'Kestrel Bay']) {
      const row = await demoDatabase.db
        .selectFrom('titles')
        .select('id')
        .where('media_type', '=', 'tv')
        .where('title', '=', name)
        .executeTakeFirstOrThrow();
      showIds.set(name, row.id);
    }
    const favorites = await sampleFavorites(demoDatabase);
    newMember = () => registerUser(demo, favorites);
  }, 120_000);

  afterAll(async () => {
    await demo.close();
  });

  const ask = (message: string, who?: TestMember) => reply(message, who ? { cookie: who.cookie } : {}, demo);
  const idOf = (show: string) => showIds.get(show) as number;

  async function markUpTo(who: TestMember, show: string, season: number, upTo?: number) {
    const response = await demo.inject({
      method: 'POST',
      url: '/api/plays/episodes',
      headers: { cookie: who.cookie },
      payload: { id: idOf(show), season, ...(upTo ? { upTo } : {}), watchedOn: null, requestId: randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('asks a visitor to sign in, in their language', async () => {
    const tr = await ask("Dark'ta sıradaki bölüm ne?");
    expect(tr).toMatchObject({ intent: 'history.nextEpisode', language: 'tr' });
    expect(tr.reply).toContain('giriş yapmanız');
    const en = await ask("What's up next?");
    expect(en).toMatchObject({ intent: 'history.nextEpisode', language: 'en' });
    expect(en.reply).toContain('sign in');
  });

  it('names the first episode of a show the member has not started', async () => {
    const ayse = await newMember();
    const tr = await ask("Game of Thrones'ta sıradaki bölüm ne?", ayse);
    expect(tr).toMatchObject({ intent: 'history.nextEpisode', language: 'tr' });
    expect(tr.reply).toBe('Game of Thrones dizisine henüz başlamadınız; dizi S01E01 · Winter Is Coming ile başlıyor.');
    const en = await ask("What's my next episode of Game of Thrones?", ayse);
    expect(en).toMatchObject({ intent: 'history.nextEpisode', language: 'en' });
    expect(en.reply).toBe("You haven't started Game of Thrones yet; it starts with S01E01 · Winter Is Coming.");
  });

  it("names the member's next episode, without a name where the catalog has none", async () => {
    const mehmet = await newMember();
    await markUpTo(mehmet, 'Game of Thrones', 1, 4);
    await markUpTo(mehmet, 'Breaking Bad', 1, 1);
    const tr = await ask("Game of Thrones'da sıradaki bölüm hangisi", mehmet);
    expect(tr.reply).toBe(
      `Game of Thrones dizisinde sıradaki bölümünüz S01E05 · The Wolf and the Lion; ${GOT_AIRED} yayınlanmış bölümden 4 tanesini izlediniz.`,
    );
    const en = await ask('next episode of game of thrones', mehmet);
    expect(en).toMatchObject({ intent: 'history.nextEpisode', language: 'en' });
    expect(en.reply).toBe(
      `Your next episode of Game of Thrones is S01E05 · The Wolf and the Lion; you've watched 4 of ${GOT_AIRED} aired episodes.`,
    );
    const unnamedTr = await ask("Breaking Bad'de sıradaki bölüm hangisi", mehmet);
    expect(unnamedTr.reply).toMatch(
      /^Breaking Bad dizisinde sıradaki bölümünüz S01E02; \d+ yayınlanmış bölümden 1 tanesini/,
    );
    const unnamedEn = await ask("What's my next episode of Breaking Bad?", mehmet);
    expect(unnamedEn.reply).toMatch(
      /^Your next episode of Breaking Bad is S01E02; you've watched 1 of \d+ aired episodes\.$/,
    );
  });

  it('says a show is watched to the end, with its next episode still to air and its date', async () => {
    const zeynep = await newMember();
    await markUpTo(zeynep, 'Kestrel Bay', 2, 1);
    const date = (locale: string) =>
      new Date(`${airsIn30Days}T00:00:00Z`).toLocaleDateString(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const tr = await ask("Kestrel Bay'de sıradaki bölüm ne?", zeynep);
    expect(tr.reply).toBe(
      `Kestrel Bay dizisinin yayınlanmış bütün bölümlerini izlediniz. Sıradaki bölüm: S02E02 · Episode 2 (yayın tarihi: ${date('tr-TR')}).`,
    );
    const en = await ask('next episode of Kestrel Bay', zeynep);
    expect(en.reply).toBe(
      `You've watched every aired episode of Kestrel Bay. The next one is S02E02 · Episode 2 (coming on ${date('en-US')}).`,
    );

    await markUpTo(zeynep, 'Game of Thrones', 8, 6);
    expect((await ask("Game of Thrones'ta sıradaki bölüm ne?", zeynep)).reply).toBe(
      'Game of Thrones dizisinin yayınlanmış bütün bölümlerini izlediniz.',
    );
    expect((await ask('next episode of Game of Thrones', zeynep)).reply).toBe(
      "You've watched every aired episode of Game of Thrones.",
    );
  });

  it('says the member stopped a show, and where they would take it up', async () => {
    const can = await newMember();
    await markUpTo(can, 'Game of Thrones', 1, 4);
    const stopped = await demo.inject({
      method: 'PUT',
      url: `/api/shows/${idOf('Game of Thrones')}/stopped`,
      headers: { cookie: can.cookie },
      payload: { stopped: true },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await ask("Game of Thrones'ta sıradaki bölüm ne?", can)).reply).toBe(
      `Game of Thrones dizisini izlemeyi bırakmışsınız (${GOT_AIRED} yayınlanmış bölümden 4 tanesini izlediniz). Yeniden başlarsanız sıradaki bölümünüz S01E05 · The Wolf and the Lion.`,
    );
    expect((await ask('next episode of Game of Thrones', can)).reply).toBe(
      `You stopped watching Game of Thrones (you've watched 4 of ${GOT_AIRED} aired episodes). If you take it up again, your next episode is S01E05 · The Wolf and the Lion.`,
    );
  });

  it('says when it does not know the episodes, when a film is named, and when nothing is found', async () => {
    const elif = await newMember();
    expect((await ask("Dark'ta sıradaki bölüm ne?", elif)).reply).toBe(
      'Kataloğumuzda Dark dizisinin bölümleri yok; bu yüzden sıradaki bölümünüzü söyleyemem.',
    );
    expect((await ask('next episode of Dark', elif)).reply).toBe(
      "Our catalog doesn't list the episodes of Dark, so I can't tell your next one.",
    );
    const titanicTr = await ask("Titanic'te sıradaki bölüm ne?", elif);
    expect(titanicTr).toMatchObject({
      intent: 'history.nextEpisode',
      reply: 'Titanic (1997) bir film; bölümleri yok.',
    });
    expect((await ask("What's my next episode of Titanic?", elif)).reply).toBe(
      'Titanic (1997) is a movie, so it has no episodes.',
    );
    // Fargo is a demo film and a demo show: the question is about the show.
    expect((await ask('next episode of Fargo', elif)).reply).toBe(
      "Our catalog doesn't list the episodes of Fargo, so I can't tell your next one.",
    );
    const missingTr = await ask("Kestrel Nowhere'da sıradaki bölüm ne?", elif);
    expect(missingTr).toMatchObject({ intent: 'history.nextEpisode', language: 'tr' });
    expect(missingTr.reply).toContain('bulamadım');
    expect((await ask('next episode of Kestrel Nowhere', elif)).reply).toContain("couldn't find that title");
  });

  it("answers without a show with the member's Up Next, and says when there is none", async () => {
    const deniz = await newMember();
    const emptyTr = await ask('Sıradaki bölümlerim neler?', deniz);
    expect(emptyTr).toMatchObject({ intent: 'history.nextEpisode', language: 'tr' });
    expect(emptyTr.reply).toContain('izlemekte olduğunuz bir dizi yok');
    // "Up" is a demo film: the question's own words are not taken for a title.
    expect((await ask("What's up next?", deniz)).reply).toContain("You aren't watching any show right now");

    await markUpTo(deniz, 'Kestrel Bay', 2, 1);
    await markUpTo(deniz, 'Breaking Bad', 1, 1);
    await markUpTo(deniz, 'Game of Thrones', 1, 4);
    const tr = await ask('siradaki bolumlerim neler', deniz);
    expect(tr.reply).toMatch(
      /^Sıradaki bölümleriniz: Game of Thrones S01E05 · The Wolf and the Lion; Breaking Bad S01E02\. Yakında: Kestrel Bay S02E02 · Episode 2 \(yayın tarihi: /,
    );
    const en = await ask('What should I watch next from my shows?', deniz);
    expect(en).toMatchObject({ intent: 'history.nextEpisode', language: 'en' });
    expect(en.reply).toMatch(
      /^Up next for you: Game of Thrones S01E05 · The Wolf and the Lion; Breaking Bad S01E02\. Coming soon: Kestrel Bay S02E02 · Episode 2 \(coming on /,
    );
  });
});

describe('POST /api/chat: the watchlist', () => {
  it("tells a visitor to sign in, and lists a signed-in user's own watchlist only", async () => {
    const visitor = await reply('İzleme listemde ne var?');
    expect(visitor.intent).toBe('watchlist.mine');
    expect(visitor.reply).toContain('giriş yapmanız');

    const ayse = await member();
    const mehmet = await member();
    const scent = await database.db
      .selectFrom('titles')
      .select(['id'])
      .where('title', '=', 'Scent of a Woman')
      .executeTakeFirstOrThrow();
    const added = await app.inject({
      method: 'PUT',
      url: `/api/watchlist/movie/${scent.id}`,
      headers: { cookie: ayse.cookie },
    });
    expect(added.statusCode).toBeLessThan(300);

    const mine = await reply('izleme listemde ne var', { cookie: ayse.cookie });
    expect(mine.reply).toContain('1 yapım');
    expect(mine.reply).toContain('Scent of a Woman (1992)');

    const other = await reply("What's on my watchlist?", { cookie: mehmet.cookie });
    expect(other.reply).toContain('Your watchlist is empty');
    expect(other.reply).not.toContain('Scent of a Woman');
  });
});

describe('POST /api/chat: replies fit who is asking', () => {
  it('greets a visitor and tells them how to register, in Turkish and English', async () => {
    const tr = await reply('Merhaba');
    expect(tr.intent).toBe('greeting');
    expect(tr.reply).toContain("'Nasıl kayıt olurum?'");
    expect((await reply('Nasıl kayıt olurum?')).reply).toContain("'Hesap oluştur'");

    const en = await reply('Hello', { language: 'en' });
    expect(en.intent).toBe('greeting');
    expect(en.reply).toContain("'How do I create an account?'");
    expect((await reply('How do I sign up?')).reply).toContain("'Create an account'");
  });

  it('greets a member by first name and never tells them to register or sign in, in Turkish and English', async () => {
    const { cookie } = await member({ firstName: 'Zeynep' });
    const asks = (message: string, language?: 'tr' | 'en') => reply(message, { cookie, language });

    const tr = await asks('Merhaba');
    expect(tr).toMatchObject({ intent: 'greeting', language: 'tr' });
    expect(tr.reply).toMatch(/^Merhaba Zeynep!/);
    expect(tr.reply).toContain("'İzleme listemde ne var?'");
    const en = await asks('Hello', 'en');
    expect(en).toMatchObject({ intent: 'greeting', language: 'en' });
    expect(en.reply).toMatch(/^Hello, Zeynep!/);
    expect(en.reply).toContain("'What's on my watchlist?'");

    const registerTr = await asks('Nasıl kayıt olurum?');
    expect(registerTr.intent).toBe('product.register');
    expect(registerTr.reply).toContain('Zaten bir hesabınız var');
    const registerEn = await asks('How do I sign up?');
    expect(registerEn.reply).toContain('You already have an account');
    expect((await asks('Nasıl giriş yaparım?')).reply).toContain('Zaten giriş yapmış durumdasınız');
    expect((await asks('How do I log in?')).reply).toContain('You are already signed in');

    const replies = [tr, en, registerTr, registerEn];
    for (const question of ['Yarın hava nasıl olacak?', 'What will the weather be tomorrow?', 'Watchify nedir?']) {
      replies.push(await asks(question));
    }
    for (const { reply: text } of replies) {
      expect(text).not.toMatch(/Hesap oluştur|Create an account|create an account|kayıt ol|'Giriş Yap'|'Sign In'/);
    }
  });
});

describe('POST /api/chat: bad input', () => {
  it('rejects an empty or too long message with a clear 400', async () => {
    const empty = await ask(app, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Please type a question.');

    const long = await ask(app, 'a'.repeat(ASSISTANT_LIMITS.messageMax + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({ field: 'message' });
    expect(long.json().error.message).toContain(`at most ${ASSISTANT_LIMITS.messageMax} characters`);

    expect((await ask(app, 'a'.repeat(ASSISTANT_LIMITS.messageMax))).statusCode).toBe(200);
  });

  it('rejects an unknown interface language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Merhaba', language: 'de' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/chat: rate limit', () => {
  it('answers 429 with a clear message once a client asked too often', async () => {
    const limited = await createTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i += 1) expect((await ask(limited.app, 'Merhaba')).statusCode).toBe(200);
      const blocked = await ask(limited.app, 'Merhaba');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(/Too many requests/);
    } finally {
      await limited.app.close();
    }
  });
});

/** A fake OpenAI-compatible server: answers, fails with 500, or never answers in time. */
function fakeModel(mode: { current: 'ok' | 'error' | 'slow' }) {
  const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
    [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
      if (mode.current === 'error') return response.writeHead(500).end('{"error":"boom"}');
      if (mode.current === 'slow') return setTimeout(() => response.writeHead(200).end('{}'), 3000);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Model says: 157 minutes.' } }] }),
      );
    });
  });
  return { server, received };
}

describe('POST /api/chat: optional language model', () => {
  const mode = { current: 'ok' as 'ok' | 'error' | 'slow' };
  const fake = fakeModel(mode);
  let withModel: App;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    const created = await createTestApp({
      ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_LLM_MODEL: 'tiny',
      ASSISTANT_LLM_KEY: 'secret-key',
      ASSISTANT_LLM_TIMEOUT_MS: '500',
    });
    withModel = created.app;
    await importSample(created.database);
  });

  afterAll(async () => {
    await withModel.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("sends the question with the catalog's facts and returns the model's reply", async () => {
    mode.current = 'ok';
    const response = await ask(withModel, 'Scent of a Woman kaç dakika?');
    expect(response.json()).toMatchObject({
      reply: 'Model says: 157 minutes.',
      language: 'tr',
      intent: 'catalog.runtime',
    });
    const sent = fake.received.at(-1);
    expect(sent?.authorization).toBe('Bearer secret-key');
    expect(sent?.body.model).toBe('tiny');
    const system = sent?.body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('Answer in Turkish');
    expect(system).toContain('Runtime: 157 minutes');
    expect(sent?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Scent of a Woman kaç dakika?' });
  });

  it('falls back to the built-in answer when the model fails with 500', async () => {
    mode.current = 'error';
    const response = await ask(withModel, 'Scent of a Woman kaç dakika?');
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toContain('157 dakika sürüyor');
  });

  it('falls back to the built-in answer when the model does not answer in time', async () => {
    mode.current = 'slow';
    const started = Date.now();
    const response = await ask(withModel, 'How long is Scent of a Woman?');
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toContain('runs 157 minutes');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
