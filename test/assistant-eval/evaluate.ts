import type { FastifyInstance } from 'fastify';
import { parseEventStream } from '../../src/shared/domain/event-stream';
import { EVAL_QUESTIONS, type EvalQuestion } from './questions';

export interface EvalResult {
  question: EvalQuestion;
  answer: string;
  missing: string[];
  passed: boolean;
}

/**
 * Asks every question of the set through the real chat call, as the signed-in person of `token`. The app's
 * manual clock moves 3 s a question, as a person typing would: the rate limit (30 a minute) stays as it is.
 */
export async function evaluate(
  app: FastifyInstance,
  token: string,
  clock: { advance(ms: number): void },
): Promise<{ results: EvalResult[]; score: number }> {
  const results: EvalResult[] = [];
  for (const question of EVAL_QUESTIONS) {
    clock.advance(3_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/agent/chat',
      headers: { authorization: `Bearer ${token}`, 'accept-language': question.language },
      payload: { message: question.question },
    });
    const answer =
      res.statusCode === 200
        ? parseEventStream(res.body)
            .filter((e) => e.event === 'delta')
            .map((e) => (e.data as { text: string }).text)
            .join('')
        : `(HTTP ${res.statusCode}) ${res.body}`;
    const lower = answer.toLocaleLowerCase();
    const missing = question.facts.filter((f) => !lower.includes(f.toLocaleLowerCase()));
    results.push({ question, answer, missing, passed: missing.length === 0 });
  }
  return { results, score: results.filter((r) => r.passed).length / results.length };
}

/** The report of a run: one line per question, the failures with what was missing, and the score. */
export function report(engine: string, results: EvalResult[], score: number): string {
  const lines = [`Assistant evaluation (${engine} engine): ${results.length} questions`, ''];
  for (const r of results) {
    lines.push(
      `${r.passed ? 'PASS' : 'FAIL'}  ${r.question.id.padEnd(22)} [${r.question.language}] ${r.question.question}`,
    );
    if (!r.passed) {
      lines.push(`      missing: ${r.missing.map((m) => `"${m}"`).join(', ')}`);
      lines.push(`      answer:  ${r.answer.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  }
  lines.push(
    '',
    `Score: ${results.filter((r) => r.passed).length}/${results.length} = ${(score * 100).toFixed(1)}% (needed: 90%)`,
  );
  return lines.join('\n');
}

export const PASS_MARK = 0.9;
