import { createHash } from "node:crypto";
import pg from "pg";
import { LruCache } from "../lib/lru-cache";
import { STATEMENT_CACHE_SIZE } from "./statement-cache";

/** Statements worth keeping prepared: plain DML whose result columns are named, never `*`. */
function preparable(text: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(text) && !text.replace(/\(\*\)/g, "").includes("*");
}

/** PostgreSQL's answer when a table changed under a prepared statement (e.g. a migration by another process). */
const STALE_PLAN = "0A000";

/**
 * A `pg.Client` class for the pool's `Client` option (node-postgres's own extension point) whose clients run
 * each DML text as a named prepared statement, prepared once per connection: PostgreSQL then skips parsing
 * and planning it on every later call. Proved by `npm run bench -- --pg` (docs/performance.md, "What each
 * piece of machinery is proved by"): without it a token-spending start fell from 10.5 % to 7.4 % of the
 * health call's rate and an autosave from 12 % to 8.5 %, under the 10 % budget. Statements reading `*` stay
 * unnamed, as their result columns would change under a migration; if a table still changes under a named
 * one, that name is retired and the call retried unnamed, once. One class per pool: its names and retired
 * names are shared by the pool's connections.
 */
export function preparingClient(): typeof pg.Client {
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
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one forwards them all.
    override query(...args: any[]): any {
      const [text, values, callback] = args;
      if (typeof text !== "string" || typeof values === "function" || callback !== undefined || !preparable(text)) {
        return (super.query as (...forwarded: unknown[]) => unknown)(...args);
      }
      const { base, name } = nameFor(text);
      return super.query({ name, text, values }).catch((error: { code?: string }) => {
        if (error.code !== STALE_PLAN) throw error;
        retired.set(base, (retired.get(base) ?? 0) + 1);
        return super.query(text, values);
      });
    }
  };
}
