import { brokenRuleOf } from '@watchify/contract';

/**
 * An error a person can act on: the HTTP status, a stable code the web app translates, and an English message.
 * Services throw these; the app's error handler turns them into `{ error: { code, message, field } }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, field?: string) => new AppError(400, code, message, field);
export const unauthorized = (message = 'Please sign in first.') => new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'notFound', message);
export const conflict = (code: string, message: string, field?: string) => new AppError(409, code, message, field);

/** The body of every error answer. */
export interface ErrorBody {
  code: string;
  message: string;
  field?: string | undefined;
}

/**
 * The answer to input that failed its schema (`issue` is the first problem found): a broken rule as the rule says
 * (its code, English message and field), anything else as `invalidRequest` naming where it is (`context` when the
 * value as a whole is at fault).
 */
export function invalidInput(
  issue: { path: readonly PropertyKey[]; message: string; params?: unknown } | undefined,
  context: string,
): ErrorBody {
  const field = issue?.path.map(String).join('.') || undefined;
  const rule = brokenRuleOf(issue);
  if (rule && issue) return { code: rule, message: issue.message, field };
  return { code: 'invalidRequest', message: `${field ?? context}: ${issue?.message ?? 'invalid value'}`, field };
}
