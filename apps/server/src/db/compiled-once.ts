import type { Compilable, CompiledQuery, Kysely } from "kysely";

/** Stands in for one argument while the query is compiled, so its place among the parameters is known. */
class ArgumentSlot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once per database, then run with each call's values. Kysely builds an
 * operation tree and compiles it to SQL on every call: on our busiest reads (the session behind every
 * signed-in call, the records page, a practice fetch) that was more CPU than SQLite's own work.
 *
 * The builder is called once with stand-ins for its arguments; every compiled parameter that is a
 * stand-in takes the call's value, wherever the SQL puts it, and every other parameter (a constant in
 * the builder) stays. So the builder must pass its arguments through as values (where, limit, offset),
 * never compute with them or branch on them. No plugin is installed that would need a fresh query id.
 */
export function compiledOnce<DB, A extends unknown[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): (db: Kysely<DB>, ...args: A) => Promise<R[]> {
  const compiledFor = new WeakMap<Kysely<DB>, { compiled: CompiledQuery<R>; slots: Array<number | undefined> }>();
  return async (db, ...args) => {
    let entry = compiledFor.get(db);
    if (!entry) {
      const standIns = args.map((_, index) => new ArgumentSlot(index)) as unknown as A;
      const compiled = build(db, ...standIns).compile();
      const slots = compiled.parameters.map((p) => (p instanceof ArgumentSlot ? p.index : undefined));
      if (new Set(slots.filter((s) => s !== undefined)).size !== args.length) {
        throw new Error("compiledOnce: every argument must appear in the query as a parameter");
      }
      entry = { compiled, slots };
      compiledFor.set(db, entry);
    }
    const { compiled, slots } = entry;
    const parameters = compiled.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : args[slot];
    });
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
