import type { AssistantService } from '../../src/modules/assistant/assistant.service.js';
import type { LabelledQuestion } from './assistant-questions.js';

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
