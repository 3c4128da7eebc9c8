import type { DatabaseHandle } from '../../src/db/database.js';
import { AssistantService } from '../../src/modules/assistant/assistant.service.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { PlaysService } from '../../src/modules/plays/plays.service.js';
import { SearchService } from '../../src/modules/search/search.service.js';
import { StatsService } from '../../src/modules/stats/stats.service.js';
import { WatchlistService } from '../../src/modules/watchlist/watchlist.service.js';
import type { LabelledQuestion } from './assistant-questions.js';

/** The assistant as the app makes it, on the evaluation's catalog: no TMDB, no language model, nobody's friends. */
export function evaluatedAssistant(database: DatabaseHandle): AssistantService {
  const catalog = new CatalogService(database.db);
  const watchlist = new WatchlistService(database, catalog);
  return new AssistantService(database.db, new SearchService(database), watchlist, {
    plays: new PlaysService(database, catalog, watchlist, { record: async () => {} }),
    stats: new StatsService(database.db, { areFriends: async () => false }),
  });
}

/** One labelled question as the built-in engine answered it. */
export interface EvaluatedQuestion {
  question: LabelledQuestion;
  correct: boolean;
  /** Why it is wrong (intent, language, missing facts), empty when correct. */
  problems: string[];
  reply: string;
  milliseconds: number;
}

/**
 * Asks every labelled question (as a visitor) and checks the answer: the expected language and intent, and
 * every expected fact in the reply. Shared by the accuracy test and `bench/assistant-eval.ts`.
 */
export async function evaluateAssistant(
  assistant: AssistantService,
  questions: readonly LabelledQuestion[],
): Promise<EvaluatedQuestion[]> {
  const results: EvaluatedQuestion[] = [];
  for (const question of questions) {
    const started = performance.now();
    const answer = await assistant.answerBuiltIn(question.question, { userId: null });
    const milliseconds = performance.now() - started;
    const problems: string[] = [];
    if (answer.intent !== question.intent) problems.push(`intent ${answer.intent}`);
    if (answer.language !== question.language) problems.push(`language ${answer.language}`);
    const reply = answer.reply.toLocaleLowerCase('tr');
    for (const fact of question.facts) {
      if (!reply.includes(fact.toLocaleLowerCase('tr'))) problems.push(`missing "${fact}"`);
    }
    results.push({ question, correct: problems.length === 0, problems, reply: answer.reply, milliseconds });
  }
  return results;
}
