import { createHash } from "node:crypto";
import type pg from "pg";
import { LruCache } from "../lib/lru-cache";
import { STATEMENT_CACHE_SIZE } from "./statement-cache";

/** Statements worth keeping prepared: plain DML whose result columns are named, never `*`. */
function preparable(text: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(text) && !text.replace(/\(\*\)/g, "").includes("*");
}

/** PostgreSQL's answer when a table changed under a prepared statement (e.g. a migration by another process). */
const STALE_PLAN = "0A000";

/**
 * A pool whose clients run each DML text as a named prepared statement, prepared once per connection:
 * PostgreSQL then skips parsing and planning it on every later call (the PostgreSQL side of what
 * statement-cache.ts does for SQLite). Statements reading `*` stay unnamed, as their result columns would
 * change under a migration; if a table still changes under a named one, that name is retired and the
 * call retried unnamed, once.
 */
export function withPreparedStatements(pool: pg.Pool): pg.Pool {
  const retired = new Map<string, number>();
  // Hashing the text on every call was about 2 % of a PostgreSQL call's CPU; each text's name is kept.
  const names = new LruCache<string, string>(STATEMENT_CACHE_SIZE);
  const nameFor = (text: string) => {
    let base = names.get(text);
    if (base === undefined) {
      base = `bc_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
      names.set(text, base);
    }
    const generation = retired.get(base) ?? 0;
    return { base, name: generation === 0 ? base : `${base}_${generation}` };
  };
  const wrapClient = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property !== "query") {
          const value = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (text: unknown, values?: unknown[]) => {
          if (typeof text !== "string" || !preparable(text)) return target.query(text as string, values);
          const { base, name } = nameFor(text);
          try {
            return await target.query({ name, text, values });
          } catch (error) {
            if ((error as { code?: string }).code !== STALE_PLAN) throw error;
            retired.set(base, (retired.get(base) ?? 0) + 1);
            return target.query(text, values);
          }
        };
      },
    });
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === "connect") return async () => wrapClient(await target.connect());
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
