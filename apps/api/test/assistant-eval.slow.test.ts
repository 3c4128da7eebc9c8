import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import type { AssistantService } from '../src/modules/assistant/assistant.service.js';
import { openEvalCatalog } from './support/assistant-catalog.js';
import { evaluateAssistant, evaluatedAssistant } from './support/assistant-eval.js';
import { LABELLED_QUESTIONS } from './support/assistant-questions.js';

/** The labelled question set against the real catalog it was written for (the target: accuracy ≥ 90 %). */

let database: DatabaseHandle;
let assistant: AssistantService;

beforeAll(async () => {
  database = await openEvalCatalog();
  assistant = evaluatedAssistant(database);
}, 180_000);

afterAll(async () => {
  await database?.destroy();
});

describe('the labelled assistant questions', () => {
  it('has at least 120 questions, at least 80 of them Turkish, some typed without Turkish letters', () => {
    expect(LABELLED_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    const turkish = LABELLED_QUESTIONS.filter((q) => q.language === 'tr');
    expect(turkish.length).toBeGreaterThanOrEqual(80);
    expect(turkish.filter((q) => !/[çğıöşüİ]/i.test(q.question)).length).toBeGreaterThanOrEqual(30);
    expect(LABELLED_QUESTIONS.filter((q) => q.language === 'en').length).toBeGreaterThanOrEqual(20);
  });

  it('are answered with the right language, intent and facts at least 90 % of the time', async () => {
    const results = await evaluateAssistant(assistant, LABELLED_QUESTIONS);
    const wrong = results.filter((r) => !r.correct).map((r) => `${r.question.question}: ${r.problems.join(', ')}`);
    const accuracy = (results.length - wrong.length) / results.length;
    expect(accuracy, `wrong answers:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
