import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The repository's root, from this file's place in it. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

const SKIP = new Set(["node_modules", "dist", "test-results", "playwright-report", "data"]);

/** Every source file under `dir` (relative to the root) whose name matches, tests included, as root-relative paths. */
export function sourceFiles(dir: string, names = /\.(ts|tsx|mts|mjs)$/): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (names.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** A file's text. */
export const readSource = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The module specifiers a file imports or re-exports (static and dynamic). */
export function importsOf(text: string): string[] {
  const specifiers: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)) {
    if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
}

/** The feature a file belongs to (`<root>/features/<name>/…`), or null. */
export function featureOf(file: string, featuresRoot: string): string | null {
  if (!file.startsWith(`${featuresRoot}/`)) return null;
  return file.slice(featuresRoot.length + 1).split("/")[0] ?? null;
}
