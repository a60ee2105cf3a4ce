// Gzip sizes per route from the production build (home route JS ≤ 170 KB, heaviest route,
// all chunks, ≤ 300 KB). A route is the entry's chunks plus the route module's chunk and its static
// imports, as Vite's manifest records them; lazily loaded extras (the essay checker's worker and wasm)
// are not part of any route's load.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildParts, root } from "../scripts/build-lib.mjs";

const dist = path.join(root, "apps/web/dist");
const KB = 1024;

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** Every .js file a manifest entry loads at once (itself and its static imports, transitively). */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The route modules named in the router's lazy imports, e.g. "src/features/home/home-page.tsx". */
function routeModules(manifest) {
  const router = fs.readFileSync(path.join(root, "apps/web/src/app/router.tsx"), "utf8");
  const names = [...router.matchAll(/import\("\.\.\/(features\/[^"]+)"\)/g)].map((m) => m[1]);
  return names.map((name) => {
    const key = Object.keys(manifest).find((k) => k.startsWith(`src/${name}.`));
    if (!key) throw new Error(`no chunk for ${name} in the manifest`);
    return { route: name.split("/").pop(), key };
  });
}

/** Sizes of each route's JavaScript, gzip, in KB. */
export async function webSizes() {
  await buildParts();
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const base = closure(manifest, entry);
  return routeModules(manifest).map(({ route, key }) => {
    const keys = closure(manifest, key, new Set(base));
    const bytes = [...keys].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
    return { route, kb: bytes / KB };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { route, kb } of await webSizes()) console.log(`${route.padEnd(24)} ${kb.toFixed(1)} KB gzip`);
}
