import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './kysely.ts';

/** Stands in for argument `index` while the query is built once; its parameter slot is filled per call. */
class Hole {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once per database, then run with new arguments: Kysely's builder and compiler
 * cost several times the SQLite execution of a small query (bench/RESULTS.md, HTTP), and the guard and the
 * hot reads run on every request.
 *
 * `build` receives placeholders instead of its arguments, so it must pass each argument to Kysely as a plain
 * value (`where('id', '=', userId)`), never branch on it, transform it or spread it into a list: the SQL has to
 * have the same shape for every call. Arity is fixed: pass every argument on every call.
 */
export function preparedQuery<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db, ...args) => {
    if (args.length !== arity) throw new Error(`prepared query expects ${arity} arguments, got ${args.length}`);
    let query = compiled.get(db);
    if (!query) {
      const holes = Array.from({ length: arity }, (_, i) => new Hole(i)) as unknown as A;
      query = build(db, ...holes).compile();
      const unused = holes.findIndex((h) => !query?.parameters.includes(h));
      if (unused >= 0) throw new Error(`prepared query ignores argument ${unused}: pass it as a plain value`);
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Hole ? args[p.index] : p));
    const { rows } = await db.executeQuery<R>({ ...query, parameters });
    return rows;
  };
}
