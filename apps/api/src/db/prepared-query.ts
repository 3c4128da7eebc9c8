import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './types.js';

type Db = Kysely<Database>;

/** Where a parameter goes: the name of the caller's value, or a constant the builder wrote itself. */
type Slot = { name: string } | { constant: unknown };

interface Prepared<O> {
  compiled: CompiledQuery<O>;
  slots: Slot[];
}

/** A value no caller passes: it marks where each named parameter lands among the compiled query's parameters. */
const marker = (name: string) => `\u0000watchify-parameter:${name}`;

/**
 * A query written once with Kysely's builder, built and compiled once per database, then run with new values each
 * time. Building a query costs more than SQLite takes to run a small one, so the queries of the hottest requests
 * (every watchlist and comment write) are prepared this way; the same SQL runs on SQLite and PostgreSQL.
 *
 * `build` must make the same SQL whatever the values: each named value is bound as one parameter (no `in` lists,
 * no optional clauses). Preparing checks that every value was bound and none was written into the SQL. A value of
 * `undefined` is bound as null.
 */
export function preparedQuery<P extends object, O>(
  build: (db: Db, params: P) => Compilable<O>,
): (db: Db, params: P) => Promise<QueryResult<O>> {
  // Per dialect adapter: the root instance and the connections it lends out share one.
  const byAdapter = new WeakMap<object, Prepared<O>>();
  const prepare = (db: Db): Prepared<O> => {
    const names = new Map<string, string>();
    const markers = new Proxy({} as P, {
      get: (_target, name) => {
        const value = marker(String(name));
        names.set(value, String(name));
        return value;
      },
    });
    const compiled = build(db, markers).compile();
    if ([...names.keys()].some((value) => compiled.sql.includes(value))) {
      throw new Error(`a prepared query wrote a value into its SQL: ${compiled.sql}`);
    }
    const slots = compiled.parameters.map((parameter): Slot => {
      const name = typeof parameter === 'string' ? names.get(parameter) : undefined;
      return name === undefined ? { constant: parameter } : { name };
    });
    const bound = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
    const unbound = [...names.values()].filter((name) => !bound.has(name));
    if (unbound.length > 0) throw new Error(`a prepared query did not bind ${unbound.join(', ')}: ${compiled.sql}`);
    return { compiled, slots };
  };
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let prepared = byAdapter.get(adapter);
    if (!prepared) {
      prepared = prepare(db);
      byAdapter.set(adapter, prepared);
    }
    const values = params as Record<string, unknown>;
    const parameters = prepared.slots.map((slot) => ('name' in slot ? (values[slot.name] ?? null) : slot.constant));
    return db.executeQuery<O>({ ...prepared.compiled, parameters });
  };
}
