/**
 * The assistant's built-in engine on its labelled questions (apps/api/test/support/assistant-questions.ts) against
 * the catalog they were written for, ../shared/data/catalog/titles.jsonl.gz (8,584 titles, SQLite): accuracy per
 * language and per intent (right language, intent and every expected fact), and the time per answer.
 * Target (issue 5 §3): accuracy ≥ 90 %.
 *   npm run bench:assistant            (from the repository: npm run bench:assistant -w bench)
 * BENCH_DATA_DIR keeps the imported database in that folder, so later runs skip the import.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEvalCatalog } from '../apps/api/test/support/assistant-catalog.js';
import {
  type EvaluatedQuestion,
  evaluateAssistant,
  evaluatedAssistant,
} from '../apps/api/test/support/assistant-eval.js';
import { LABELLED_QUESTIONS } from '../apps/api/test/support/assistant-questions.js';

/** Rounds of the whole set: the first warms the index and statement caches, the rest are timed. */
const TIMED_ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function accuracyBy(
  results: EvaluatedQuestion[],
  keyOf: (r: EvaluatedQuestion) => string,
): Map<string, [number, number]> {
  const groups = new Map<string, [number, number]>();
  for (const result of results) {
    const key = keyOf(result);
    const [correct, total] = groups.get(key) ?? [0, 0];
    groups.set(key, [correct + (result.correct ? 1 : 0), total + 1]);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

const percent = (correct: number, total: number) => `${((100 * correct) / total).toFixed(1)} %`;

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-assistant-'));
fs.mkdirSync(dataDir, { recursive: true });
const importStarted = performance.now();
const database = await openEvalCatalog(path.join(dataDir, 'assistant-eval.db'));
console.log(`catalog ready in ${((performance.now() - importStarted) / 1000).toFixed(1)} s`);
const assistant = evaluatedAssistant(database);

const results = await evaluateAssistant(assistant, LABELLED_QUESTIONS);
const timings: number[] = [];
for (let round = 0; round < TIMED_ROUNDS; round += 1) {
  for (const result of await evaluateAssistant(assistant, LABELLED_QUESTIONS)) timings.push(result.milliseconds);
}
timings.sort((a, b) => a - b);

const correct = results.filter((r) => r.correct).length;
const plainTurkish = (r: EvaluatedQuestion) =>
  r.question.language === 'tr' ? (/[çğıöşüİ]/i.test(r.question.question) ? 'tr' : 'tr (no Turkish letters)') : 'en';
console.log(`\n${LABELLED_QUESTIONS.length} labelled questions: accuracy ${percent(correct, results.length)}`);
console.log('\nby language:');
for (const [language, [ok, total]] of accuracyBy(results, plainTurkish)) {
  console.log(`  ${language.padEnd(26)} ${String(ok).padStart(3)}/${String(total).padEnd(3)} ${percent(ok, total)}`);
}
console.log('\nby intent:');
for (const [intent, [ok, total]] of accuracyBy(results, (r) => r.question.intent)) {
  console.log(`  ${intent.padEnd(26)} ${String(ok).padStart(3)}/${String(total).padEnd(3)} ${percent(ok, total)}`);
}
console.log(
  `\nlatency per answer (${timings.length} answers after a warm-up round): p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, max ${(timings.at(-1) ?? 0).toFixed(2)} ms`,
);
const wrong = results.filter((r) => !r.correct);
if (wrong.length > 0) {
  console.log('\nwrong answers:');
  for (const r of wrong)
    console.log(`  ${r.question.question} → ${r.problems.join(', ')}\n    ${r.reply.slice(0, 160)}`);
}
await database.destroy();
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
