import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MIGRATIONS = path.join(import.meta.dirname, "migrations");

/** Every module a file names: static and type imports, re-exports, dynamic imports and requires. */
function importsOf(source: string): string[] {
  const patterns = [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']/g, /\bimport\s+["']([^"']+)["']/g];
  return [
    ...patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? "")),
    ...[...source.matchAll(/\brequire\s*\(\s*["']([^"']+)["']/g)].map((m) => m[1] ?? ""),
  ];
}

/** What a migration may use: Kysely, Node's own modules, and the frozen helpers beside it. */
const allowed = (specifier: string) =>
  specifier === "kysely" || specifier.startsWith("node:") || /^\.\/[\w.-]+$/.test(specifier);

describe("migrations are frozen history", () => {
  const files = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith(".ts"));

  it("finds the migrations and what they import", () => {
    expect(files).toContain("0001-initial.ts");
    expect(importsOf(`import { a } from "../lib/x";\nimport type { B } from "../db/y";\nawait import("./z");`)).toEqual(
      ["../lib/x", "../db/y", "./z"],
    );
  });

  it.each(files)("%s imports nothing of today's code (only kysely, node:* and files of migrations/)", (file) => {
    const source = fs.readFileSync(path.join(MIGRATIONS, file), "utf8");
    expect(importsOf(source).filter((specifier) => !allowed(specifier))).toEqual([]);
  });
});
