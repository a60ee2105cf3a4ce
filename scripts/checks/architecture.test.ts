import path from "node:path";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { featureOf, importsOf, readSource, sourceFiles } from "./source-files";
import { bareImportsOf, boundaryViolations, undeclaredSideEffects, WEB_FEATURES } from "./web-boundaries";

const FEATURE_ROOTS = ["apps/server/src/features", "apps/web/src/features"];

/** Which features each feature imports (tests excluded: a test may reach into what it tests). */
function featureGraph(featuresRoot: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresRoot)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = featureOf(file, featuresRoot);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importsOf(readSource(file))) {
      if (!specifier.startsWith(".")) continue;
      const to = featureOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)), featuresRoot);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A cycle in the graph as a path ("reading → records → reading"), or null. */
function findCycle(graph: Map<string, Set<string>>): string | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string): string | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...trail.slice(trail.indexOf(node)), node].join(" → ");
    state.set(node, "open");
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe("feature boundaries", () => {
  it.each(FEATURE_ROOTS)("features under %s import each other without a cycle", (root) => {
    const graph = featureGraph(root);
    expect(graph.size).toBeGreaterThan(5);
    expect(findCycle(graph)).toBeNull();
  });

  it("finds a cycle when there is one (the check itself)", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(findCycle(graph)).toBe("a → b → c → a");
    expect(findCycle(new Map([["a", new Set(["b"])]]))).toBeNull();
  });
});

/** Every path of the contract, from routes.ts (written out there and nowhere else). */
const CONTRACT_PATHS = new Set<string>(Object.values(ROUTES).map((route) => route.path));

describe("the contract owns the API's paths", () => {
  it("reads the contract's paths", () => {
    expect(CONTRACT_PATHS.size).toBeGreaterThanOrEqual(40);
  });

  it("no test writes out a contract path: tests name calls by ROUTES.x.path", () => {
    const offenders = ["apps/server", "apps/web/src", "e2e"]
      .flatMap((dir) => sourceFiles(dir))
      .flatMap((file) =>
        [...readSource(file).matchAll(/["'`](\/api\/[^"'`?$]*)["'`]/g)]
          .filter((m) => CONTRACT_PATHS.has(m[1] ?? ""))
          .map((m) => `${file}: ${m[1]}`),
      );
    expect(offenders).toEqual([]);
  });

  it("no /api path is written outside packages/contract (apps' source, tests aside)", () => {
    const offenders = ["apps/server/src", "apps/web/src"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        readSource(file)
          .split("\n")
          .map((line, i) => ({ line, where: `${file}:${i + 1}` }))
          // A quoted or templated path; comments that name a call are fine.
          .filter(({ line }) => /["'`]\/api\//.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line)),
      )
      .map(({ where }) => where);
    expect(offenders).toEqual([]);
  });
});

describe("server layers", () => {
  const routes = sourceFiles("apps/server/src/features").filter((file) => file.endsWith(".routes.ts"));

  it.each(routes)("%s parses, calls a service and replies: no query, no repository, no transaction", (file) => {
    const text = readSource(file);
    const reached = importsOf(text).filter((s) => /repository|^kysely$|\/db\//.test(s));
    expect(reached).toEqual([]);
    expect(text).not.toMatch(/\.transaction\(\)|\bdeps\.db\b/);
  });

  it("found the route files", () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });
});

describe("web feature boundaries", () => {
  const webSource = (dir: string) =>
    sourceFiles(dir)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file, text: readSource(file) }));

  it("a feature reaches another only through its public.ts, never its other modules or CSS", () => {
    const files = webSource(WEB_FEATURES).map(({ file, text }) => ({ file, imports: importsOf(text) }));
    expect(files.length).toBeGreaterThan(100);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it("finds a deep import and another feature's CSS module (the check itself)", () => {
    const file = `${WEB_FEATURES}/review/review-strip.tsx`;
    const imports = [
      "../reading-test/public",
      "../reading-test/engine/exam-bar",
      "../reading-test/x.module.css",
      "./y",
    ];
    expect(boundaryViolations([{ file, imports }])).toEqual([
      `${file} → ${WEB_FEATURES}/reading-test/engine/exam-bar`,
      `${file} → ${WEB_FEATURES}/reading-test/x.module.css`,
    ]);
  });

  it("every module imported only for its side effects is named in the web's package.json sideEffects", () => {
    const { sideEffects } = JSON.parse(readSource("apps/web/package.json")) as { sideEffects: string[] };
    const files = webSource("apps/web/src").map(({ file, text }) => ({ file, imports: bareImportsOf(text) }));
    expect(files.some(({ imports }) => imports.length > 0)).toBe(true);
    expect(undeclaredSideEffects(files, sideEffects, "apps/web")).toEqual([]);
  });

  it("finds a side-effect import the list leaves out (the check itself)", () => {
    const files = [{ file: "apps/web/src/main.tsx", imports: ["./lib/i18n", "./app/global.css", "./lib/setup"] }];
    const declared = ["*.css", "./src/lib/i18n.ts"];
    expect(undeclaredSideEffects(files, declared, "apps/web")).toEqual(["apps/web/src/main.tsx → ./lib/setup"]);
  });
});

describe("file size", () => {
  it("no source file, test or stylesheet is over 300 lines", () => {
    const over = ["apps", "packages", "e2e", "scripts", "bench", "soak"]
      .flatMap((dir) => sourceFiles(dir, /\.(ts|tsx|mts|mjs|css)$/))
      .map((file) => ({ file, lines: readSource(file).split("\n").length - 1 }))
      .filter(({ lines }) => lines > 300)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(over).toEqual([]);
  });
});

describe("file names", () => {
  it("a file's role is a dotted suffix (`records.api.ts`, never `records-api.ts`)", () => {
    const dashed = ["apps", "packages", "e2e"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => /-(api|routes|service|repository|test)\.tsx?$/.test(file));
    expect(dashed).toEqual([]);
  });
});
