import type { Compilable, CompiledQuery, QueryResult } from 'kysely';

/** What runs the compiled query: the database or a transaction. */
type Executor = { executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> };

/** Stands in for the value of argument `index` while the query is built once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled to SQL once, then run with each call's values (decision 0059).
 * Building a Kysely query costs tens of microseconds a request on hot routes; the SQL text never
 * changes, only the values. `build` is called once, with stand-ins for its arguments, and must use
 * every argument only as a value in the query (`where('id', '=', userId)`), never look at it:
 * a branch on an argument would be taken once for every later call. An argument that does not end
 * up as a parameter of the SQL (a stand-in turned into text, or left out) is refused when the query
 * is compiled, on its first call.
 *
 * The same text each call also keeps the prepared-statement name lookup cheap.
 */
export function compiledOnce<Args extends unknown[], Row>(
  db: Executor,
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | null = null;
  return async (...args) => {
    compiled ??= compileWithSlots(build, args.length);
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

function compileWithSlots<Args extends unknown[], Row>(build: (...args: Args) => Compilable<Row>, count: number): CompiledQuery<Row> {
  const slots = Array.from({ length: count }, (_, index) => new Slot(index));
  const compiled = build(...(slots as Args)).compile();
  const used = new Set(compiled.parameters.filter((value) => value instanceof Slot).map((slot) => slot.index));
  const unused = slots.filter((slot) => !used.has(slot.index)).map((slot) => slot.index);
  if (unused.length > 0) throw new Error(`compiledOnce: argument ${unused.join(', ')} is not a parameter of the SQL: ${compiled.sql}`);
  return compiled;
}
