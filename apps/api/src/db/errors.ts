/** Whether a database error is a unique-key violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + String((error as Error)?.message);
  return /23505|SQLITE_CONSTRAINT_PRIMARYKEY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint/i.test(text);
}

/** Whether a database error is a foreign-key violation (SQLite or PostgreSQL): the row referred to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + String((error as Error)?.message);
  return /23503|SQLITE_CONSTRAINT_FOREIGNKEY|FOREIGN KEY constraint/i.test(text);
}
