/** Whether a database error is a unique-key violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + String((error as Error)?.message);
  return /23505|SQLITE_CONSTRAINT_PRIMARYKEY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint/i.test(text);
}
