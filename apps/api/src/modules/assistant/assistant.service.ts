import {
  type AssistantIntent,
  type AssistantLanguage,
  type AssistantResponse,
  DIARY_PAGE_SIZE,
  latestToday,
  type MediaType,
  MOVIE_TO_TV_GENRE,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { boundedDamerauLevenshtein, fold } from '../../lib/text.js';
import { findSummaries, findTitleDetail } from '../catalog/catalog.queries.js';
import type { PlaysService } from '../plays/plays.service.js';
import type { SearchService } from '../search/search.service.js';
import type { StatsService } from '../stats/stats.service.js';
import type { WatchlistService } from '../watchlist/watchlist.service.js';
import {
  isTitleIntent,
  type NameCandidate,
  nameRunsBesideIntent,
  type ReadQuestion,
  readQuestion,
  type TitleIntent,
} from './assistant.intents.js';
import type { AssistantLlm } from './assistant.llm.js';
import {
  type Asker,
  castReply,
  directorReply,
  filmographyReply,
  greetingReply,
  historyReply,
  hoursReply,
  type ListedTitle,
  movieHasNoEpisodesReply,
  nextEpisodeReply,
  type ProductIntent,
  personNotFoundReply,
  plotReply,
  productReply,
  ratingReply,
  recommendReply,
  runtimeReply,
  seasonsReply,
  signInForHistoryReply,
  signInForWatchlistReply,
  type TitleFacts,
  titleNotFoundReply,
  type UpNextShow,
  unknownReply,
  upNextReply,
  watchlistReply,
  yearReply,
} from './assistant.replies.js';
import { findCreditedTitlesOf, findPersonName } from './assistant.repository.js';
import {
  detectLanguage,
  type NormalizedQuestion,
  normalizeQuestion,
  readPeriod,
  withoutNameSuffix,
} from './assistant.text.js';

/** An answer plus the facts it rests on (what a language model may rephrase). */
export interface BuiltInAnswer extends AssistantResponse {
  facts: string[];
}

export interface AssistantLogger {
  warn(details: object, message: string): void;
}

/** How the assistant learns what to call a member (the users module's service). */
export interface MemberNames {
  greetingName(userId: string): Promise<string | null>;
}

/** How many titles a list answer names. */
const LISTED_TITLES = 5;
/** Recommendations are the best rated among this many of the most popular matches. */
const RECOMMENDATION_POOL = 15;
/** Cast members named in a cast answer. */
const CAST_NAMED = 5;
/** Titles read per name candidate to find the one whose name matches. */
const TITLE_MATCHES_CHECKED = 5;
/** Shows of Up Next named when the question names none (and as many coming soon). */
const UP_NEXT_LISTED = 3;

const TITLE_REPLIES: Record<TitleIntent, (facts: TitleFacts, language: AssistantLanguage) => string> = {
  'catalog.runtime': runtimeReply,
  'catalog.seasons': seasonsReply,
  'catalog.plot': plotReply,
  'catalog.director': directorReply,
  'catalog.year': yearReply,
  'catalog.rating': ratingReply,
  'catalog.cast': castReply,
};

const ARTICLE = /^(?:the|a|an) /;

/** Whether a title's name is what the question wrote: folded, leading article optional, a small typo allowed. */
function namesMatch(written: string, name: string): boolean {
  const a = written.replace(ARTICLE, '');
  const b = fold(name).replace(ARTICLE, '');
  if (a === b) return true;
  const allowed = Math.min(3, Math.floor(b.length / 6));
  return allowed > 0 && boundedDamerauLevenshtein(a, b, allowed) <= allowed;
}

/**
 * Whether a person's name is what the question wrote: the whole name or its start, or — when the question asks
 * for a filmography — the surname alone ("Nolan'ın filmleri"). A bare word is not taken for a surname.
 */
function personMatches(written: string, name: string, surnameEnough: boolean): boolean {
  const folded = fold(name);
  if (folded === written || namesMatch(written, name)) return true;
  if (written.includes(' ')) return folded.startsWith(written);
  return surnameEnough && written.length >= 4 && folded.split(' ').slice(1).includes(written);
}

/**
 * What the question asks once the title's own words are set aside: "Toy Story kaç puan" is about the rating,
 * although "story" is also a plot word. A question with nothing left but the title gets the title summary.
 */
function intentBesideTitle(question: NormalizedQuestion, title: NameCandidate, asked: AssistantIntent): TitleIntent {
  const tokens = question.tokens.filter((_, position) => position < title.from || position > title.to);
  const intent = readQuestion({ ...question, tokens }).intent;
  if (isTitleIntent(intent)) return intent;
  return isTitleIntent(asked) ? asked : 'catalog.plot';
}

/**
 * The Turkish-first assistant (decision 019): a built-in engine that reads the question (language,
 * intent, names), answers from our catalog, the user's watchlist and the product facts, and — when a language
 * model is configured — lets it phrase the answer from those facts, falling back to the built-in answer on any
 * failure or timeout.
 */
export class AssistantService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: Pick<SearchService, 'findTitles' | 'findPerson'>,
    private readonly watchlist: Pick<WatchlistService, 'list'>,
    /** The asker's own watching: their diary, their shows' progress and Up Next, and their stats. */
    private readonly watching: {
      plays: Pick<PlaysService, 'diary' | 'progress' | 'upNext'>;
      stats: Pick<StatsService, 'of'>;
    },
    private readonly llm: AssistantLlm | null = null,
    private readonly log?: AssistantLogger,
    private readonly members?: MemberNames,
  ) {}

  /** The reply to one question; `userId` is null for visitors. */
  async answer(
    message: string,
    options: { interfaceLanguage?: AssistantLanguage | undefined; userId: string | null },
  ): Promise<AssistantResponse> {
    const builtIn = await this.answerBuiltIn(message, options);
    if (!this.llm) return { reply: builtIn.reply, language: builtIn.language, intent: builtIn.intent };
    try {
      const reply = await this.llm.complete({ question: message, language: builtIn.language, facts: builtIn.facts });
      return { reply, language: builtIn.language, intent: builtIn.intent };
    } catch (err) {
      // The model is optional: a timeout or error costs the phrasing, never the answer.
      this.log?.warn({ err }, 'assistant model failed; using the built-in answer');
      return { reply: builtIn.reply, language: builtIn.language, intent: builtIn.intent };
    }
  }

  /** The built-in engine's answer and the facts it used (also what the evaluation measures). */
  async answerBuiltIn(
    message: string,
    { interfaceLanguage, userId }: { interfaceLanguage?: AssistantLanguage | undefined; userId: string | null },
  ): Promise<BuiltInAnswer> {
    const question = normalizeQuestion(message);
    const language = detectLanguage(question, interfaceLanguage);
    const read = readQuestion(question);
    const done = (intent: AssistantIntent, reply: string, facts: string[] = [reply]): BuiltInAnswer => ({
      reply,
      language,
      intent,
      facts,
    });

    const { intent } = read;
    const asker: Asker = userId === null ? { member: false } : { member: true, name: null };
    if (intent === 'watchlist.mine') return done(intent, await this.watchlistAnswer(userId, language));
    if (intent === 'history.recent' || intent === 'history.hours') {
      return done(intent, await this.historyAnswer(intent, question, userId, language));
    }
    if (intent === 'history.nextEpisode') {
      return done(intent, await this.nextEpisodeAnswer(nameRunsBesideIntent(question, read, intent), userId, language));
    }
    if (intent === 'catalog.recommend') return done(intent, await this.recommendAnswer(read, language));
    if (intent === 'catalog.filmography') {
      const person = await this.findPerson(read.nameRuns, true);
      if (person) return done(intent, await this.filmographyAnswer(person, language));
      // "Breaking Bad'in oyuncuları" reads as a filmography word with a title: answer the cast instead.
      const title = await this.findTitle(read.nameRuns);
      if (title) return this.titleAnswer('catalog.cast', title.key, language);
      return done(intent, personNotFoundReply(language), []);
    }
    if (isTitleIntent(intent)) {
      const title = await this.findTitle(read.nameRuns);
      if (title) return this.titleAnswer(intentBesideTitle(question, title.candidate, intent), title.key, language);
      // "Tom Hanks hangi filmlerde oynuyor" has cast words but names a person.
      const person = intent === 'catalog.cast' ? await this.findPerson(read.nameRuns, true) : null;
      if (person) return done('catalog.filmography', await this.filmographyAnswer(person, language));
      return done(intent, titleNotFoundReply(language), []);
    }
    if (intent === 'unknown' || intent === 'greeting') {
      // A bare name ("Inception?", "Tom Hanks") gets what we know about it: the longest name that is a title or
      // a person wins, so "Tom Hanks" is the actor before "Hanks" could be taken for a title.
      for (const candidate of read.nameRuns) {
        const title = await this.findTitle([candidate]);
        if (title) return this.titleAnswer(intentBesideTitle(question, candidate, intent), title.key, language);
        const person = await this.findPerson([candidate], false);
        if (person) return done('catalog.filmography', await this.filmographyAnswer(person, language));
      }
      if (intent === 'greeting') return done(intent, greetingReply(language, await this.named(asker, userId)));
      return done('unknown', unknownReply(language, asker), []);
    }
    return done(intent, productReply(intent as ProductIntent, language, asker));
  }

  /** The asker with the name to greet them by: looked up only for a greeting, the one reply that uses it. */
  private async named(asker: Asker, userId: string | null): Promise<Asker> {
    if (!asker.member || userId === null || !this.members) return asker;
    return { member: true, name: await this.members.greetingName(userId) };
  }

  private async titleAnswer(
    intent: TitleIntent,
    key: { mediaType: MediaType; id: number },
    language: AssistantLanguage,
  ): Promise<BuiltInAnswer> {
    const facts = await this.titleFacts(key);
    if (!facts) return { reply: titleNotFoundReply(language), language, intent, facts: [] };
    return { reply: TITLE_REPLIES[intent](facts, language), language, intent, facts: factLines(facts) };
  }

  /**
   * The first name candidate that is a title of the catalog (by search, confirmed by its name). With
   * `preferred`, a title of that type is looked for first, so "Dark" is the show even if a film of that name is
   * better known; a title of another type is still found, for the answer to say what it is.
   */
  private async findTitle(
    candidates: readonly NameCandidate[],
    preferred?: MediaType,
  ): Promise<{
    key: { mediaType: MediaType; id: number };
    title: string;
    year: number | null;
    candidate: NameCandidate;
  } | null> {
    for (const candidate of candidates) {
      const { words } = candidate;
      const last = words[words.length - 1] as string;
      for (const mediaType of preferred ? [preferred, undefined] : [undefined]) {
        for (const lastForm of withoutNameSuffix(last)) {
          const written = [...words.slice(0, -1), lastForm].join(' ');
          const found = await this.search.findTitles({
            text: written,
            mediaType,
            offset: 0,
            limit: TITLE_MATCHES_CHECKED,
          });
          if (found.total === 0) continue;
          const rows = await findSummaries(this.db, found.titles);
          const match = rows.find((row) => namesMatch(written, row.title));
          if (match) {
            const key = { mediaType: match.media_type as MediaType, id: match.id };
            return { key, title: match.title, year: match.year, candidate };
          }
        }
      }
    }
    return null;
  }

  /** The first name candidate that is a credited person (most credited among equal names), confirmed by name. */
  private async findPerson(
    candidates: readonly NameCandidate[],
    surnameEnough: boolean,
  ): Promise<{ id: number; name: string } | null> {
    for (const { words } of candidates) {
      const last = words[words.length - 1] as string;
      for (const lastForm of withoutNameSuffix(last)) {
        const written = [...words.slice(0, -1), lastForm].join(' ');
        const found = await this.search.findPerson(written);
        if (!found) continue;
        const name = await findPersonName(this.db, found.id);
        if (name && personMatches(written, name, surnameEnough)) return { id: found.id, name };
      }
    }
    return null;
  }

  private async titleFacts(key: { mediaType: MediaType; id: number }): Promise<TitleFacts | null> {
    const detail = await findTitleDetail(this.db, key.mediaType, key.id, CAST_NAMED);
    if (!detail) return null;
    const { title } = detail;
    return {
      mediaType: key.mediaType,
      title: title.title,
      year: title.year,
      runtime: title.runtime,
      // The catalog keeps a season count for shows only (catalog.mapper).
      seasons: title.number_of_seasons,
      overview: title.overview,
      voteAverage: title.vote_average,
      voteCount: title.vote_count,
      directors: detail.crew.map((person) => person.name),
      cast: detail.cast.map((person) => person.name),
      genres: detail.genres.map((genre) => genre.name),
    };
  }

  private async filmographyAnswer(person: { id: number; name: string }, language: AssistantLanguage) {
    const { titles, total } = await findCreditedTitlesOf(this.db, person.id, LISTED_TITLES);
    const listed: ListedTitle[] = titles.map((row) => ({
      title: row.title,
      year: row.year,
      voteAverage: row.vote_average,
      mediaType: row.media_type as MediaType,
    }));
    return filmographyReply(person.name, listed, total, language);
  }

  /**
   * Titles matching the genres (all of them), decade and media type: the best rated of the most popular matches,
   * so a recommendation is both known and liked. Deterministic, so the same question gets the same answer.
   */
  private async recommendAnswer(read: ReadQuestion, language: AssistantLanguage): Promise<string> {
    const found = await this.search.findTitles({
      text: '',
      mediaType: read.mediaType,
      year: read.decade !== null ? { min: read.decade, max: read.decade + 9 } : undefined,
      genres:
        read.genres.length > 0
          ? { movie: read.genres, tv: read.genres.map((genre) => MOVIE_TO_TV_GENRE[genre] ?? genre) }
          : undefined,
      offset: 0,
      limit: RECOMMENDATION_POOL,
    });
    const rows = await findSummaries(this.db, found.titles);
    const best = rows
      .map((row) => ({
        title: row.title,
        year: row.year,
        voteAverage: row.vote_average,
        mediaType: row.media_type as MediaType,
      }))
      .sort((a, b) => (b.voteAverage ?? 0) - (a.voteAverage ?? 0))
      .slice(0, LISTED_TITLES);
    return recommendReply({ genres: read.genres, decade: read.decade, mediaType: read.mediaType }, best, language);
  }

  private async watchlistAnswer(userId: string | null, language: AssistantLanguage): Promise<string> {
    if (!userId) return signInForWatchlistReply(language);
    const newest = await this.watchlist.list(userId, {
      sort: 'added',
      order: 'desc',
      page: 1,
      pageSize: LISTED_TITLES,
    });
    return watchlistReply(newest.items, newest.totalItems, language);
  }

  /** What the asker watched in the period the question names (or lately), or how many hours. */
  private async historyAnswer(
    intent: 'history.recent' | 'history.hours',
    question: NormalizedQuestion,
    userId: string | null,
    language: AssistantLanguage,
  ): Promise<string> {
    if (!userId) return signInForHistoryReply(language);
    const period = readPeriod(question.tokens, new Date());
    const year = period ? Number(period.value.slice(0, 4)) : undefined;
    if (intent === 'history.hours')
      return hoursReply(year ?? null, (await this.watching.stats.of(userId, userId, year)).totals, language);
    if (!period) {
      const latest = await this.watching.plays.diary(userId, { limit: LISTED_TITLES });
      return historyReply(null, latest.plays, latest.plays.length, language);
    }
    const inYear = await this.watching.plays.diary(userId, { year, limit: DIARY_PAGE_SIZE.max });
    const plays = inYear.plays.filter((play) => play.watchedOn?.startsWith(period.value));
    // A year may hold more plays than one page: its count comes from the stats.
    const total =
      period.kind === 'year' && inYear.nextCursor !== null
        ? (await this.watching.stats.of(userId, userId, year)).totals.plays
        : plays.length;
    return historyReply(period.which, plays.slice(0, LISTED_TITLES), total, language);
  }

  /**
   * The asker's next episode of the show the question names, from the same progress as the show's page; with no
   * show named, their Up Next. A question naming something that is not a show of ours says so.
   */
  private async nextEpisodeAnswer(
    candidates: readonly NameCandidate[],
    userId: string | null,
    language: AssistantLanguage,
  ): Promise<string> {
    if (!userId) return signInForHistoryReply(language);
    const now = new Date();
    const today = latestToday(now);
    if (candidates.length === 0) {
      const upNext = await this.watching.plays.upNext(userId, now);
      const named = (entry: { show: { title: string }; next: UpNextShow['next'] }): UpNextShow => ({
        show: entry.show.title,
        next: entry.next,
      });
      return upNextReply(
        upNext.watching.slice(0, UP_NEXT_LISTED).map(named),
        upNext.watching.length,
        upNext.comingSoon.slice(0, UP_NEXT_LISTED).map(named),
        today,
        language,
      );
    }
    const found = await this.findTitle(candidates, 'tv');
    if (!found) return titleNotFoundReply(language);
    if (found.key.mediaType === 'movie') return movieHasNoEpisodesReply(found.title, found.year, language);
    const progress = await this.watching.plays.progress(userId, found.key.id, now);
    // A show whose every aired episode is watched: its next dated episode is in Up Next's "coming soon".
    const upcoming =
      progress.state === 'completed'
        ? ((await this.watching.plays.upNext(userId, now)).comingSoon.find((entry) => entry.show.id === found.key.id)
            ?.next ?? null)
        : null;
    return nextEpisodeReply(
      {
        show: found.title,
        state: progress.state,
        watched: progress.watched,
        aired: progress.aired,
        total: progress.total,
        next: progress.next,
        upcoming,
      },
      today,
      language,
    );
  }
}

/** A title's facts as lines for a language model. */
function factLines(facts: TitleFacts): string[] {
  return [
    `Title: ${facts.title} (${facts.mediaType === 'movie' ? 'movie' : 'TV show'})`,
    facts.year ? `Year: ${facts.year}` : null,
    facts.runtime ? `Runtime: ${facts.runtime} minutes${facts.mediaType === 'tv' ? ' per episode' : ''}` : null,
    facts.seasons ? `Seasons: ${facts.seasons}` : null,
    facts.genres.length > 0 ? `Genres: ${facts.genres.join(', ')}` : null,
    facts.directors.length > 0
      ? `${facts.mediaType === 'movie' ? 'Directed by' : 'Created by'}: ${facts.directors.join(', ')}`
      : null,
    facts.cast.length > 0 ? `Cast: ${facts.cast.join(', ')}` : null,
    facts.voteAverage != null ? `Rating: ${facts.voteAverage.toFixed(1)}/10` : null,
    facts.overview ? `Overview: ${facts.overview}` : null,
  ].filter((line): line is string => line !== null);
}
