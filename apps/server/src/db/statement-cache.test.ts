import SqliteDatabase from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { withStatementCache } from "./statement-cache";

describe("withStatementCache", () => {
  it("compiles each SQL text once and keeps answering correctly", () => {
    const sqlite = new SqliteDatabase(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const db = withStatementCache(sqlite);
    db.prepare("create table t (n integer)").run([]);
    for (let i = 0; i < 5; i++) db.prepare("insert into t (n) values (?)").run([i]);
    expect(db.prepare("select count(*) as c from t").all([])).toEqual([{ c: 5 }]);
    expect(db.prepare("select count(*) as c from t").all([])).toEqual([{ c: 5 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.close();
    expect(sqlite.open).toBe(false);
  });

  it("keeps at most `size` statements, evicting the least recently used", () => {
    const sqlite = new SqliteDatabase(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const db = withStatementCache(sqlite, 2);
    db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 1"); // 1 is now the most recent
    db.prepare("select 3"); // evicts 2
    db.prepare("select 1");
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare("select 2");
    expect(prepare).toHaveBeenCalledTimes(4);
    sqlite.close();
  });

  it("sees a schema change made after a statement was cached", () => {
    const db = withStatementCache(new SqliteDatabase(":memory:"));
    db.prepare("create table t (a integer)").run([]);
    db.prepare("insert into t (a) values (1)").run([]);
    expect(db.prepare("select * from t").all([])).toEqual([{ a: 1 }]);
    db.prepare("alter table t add column b text").run([]);
    expect(db.prepare("select * from t").all([])).toEqual([{ a: 1, b: null }]);
  });
});
