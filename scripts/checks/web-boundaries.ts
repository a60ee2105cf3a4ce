import path from "node:path";
import { featureOf } from "./source-files";

/** The web's features; each may be imported by another only through its public entry. */
export const WEB_FEATURES = "apps/web/src/features";

/** One file's relative imports, as written. */
export type TFileImports = { file: string; imports: readonly string[] };

const resolve = (file: string, specifier: string) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));

/**
 * Imports that cross from one web feature into another anywhere but its `public.ts` (a deep import, or any
 * of its CSS modules), as "from → to".
 */
export function boundaryViolations(files: readonly TFileImports[], featuresRoot = WEB_FEATURES): string[] {
  const found: string[] = [];
  for (const { file, imports } of files) {
    const from = featureOf(file, featuresRoot);
    if (!from) continue;
    for (const specifier of imports) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(file, specifier);
      const to = featureOf(target, featuresRoot);
      if (!to || to === from) continue;
      if (target.replace(/\.tsx?$/, "") !== `${featuresRoot}/${to}/public`) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

/** A package.json `sideEffects` pattern as a test on root-relative paths (a bare name matches in any folder). */
function patternTest(pattern: string, packageDir: string): RegExp {
  const rooted = pattern.includes("/") ? path.posix.join(packageDir, pattern) : `**/${pattern}`;
  const source = rooted
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * Modules imported only for what they do on load (`import "./x"`) that the package's `sideEffects` list does
 * not name: the bundler would drop them, since it may leave out any module whose exports nobody uses.
 */
export function undeclaredSideEffects(
  files: readonly TFileImports[],
  sideEffects: readonly string[],
  packageDir: string,
): string[] {
  const tests = sideEffects.map((pattern) => patternTest(pattern, packageDir));
  const found: string[] = [];
  for (const { file, imports } of files) {
    for (const specifier of imports) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(file, specifier);
      const candidates = /\.\w+$/.test(target) ? [target] : [`${target}.ts`, `${target}.tsx`];
      if (!candidates.some((candidate) => tests.some((test) => test.test(candidate)))) {
        found.push(`${file} → ${specifier}`);
      }
    }
  }
  return found;
}

/** The specifiers a file imports only for their side effects (`import "./x";`). */
export function bareImportsOf(text: string): string[] {
  return [...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((match) => match[1] ?? "");
}
