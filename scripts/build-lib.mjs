// Shared by build.mjs, start.mjs and cli.mjs: what to build, and whether it is already built.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/server/dist/server.js");
export const cliEntry = path.join(root, "apps/server/dist/cli.js");
export const webIndex = path.join(root, "apps/web/dist/index.html");

const SOURCES = {
  server: ["apps/server/src", "packages/contract/src", "packages/domain/src", "apps/server/package.json"],
  web: [
    "apps/web/src",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/package.json",
    "apps/web/public",
    "packages/contract/src",
    "packages/domain/src",
  ],
};

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether the output is missing or older than any of its sources. */
export function isStale(part) {
  const output = part === "server" ? serverEntry : webIndex;
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return SOURCES[part].some((source) => newestMtime(path.join(root, source)) > built);
}

/** Bundles the server and CLI with esbuild; npm dependencies stay external, workspace packages are inlined. */
export async function buildServer() {
  const { build } = await import("esbuild");
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "apps/server/package.json"), "utf8"));
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@bandcraft/"));
  await build({
    entryPoints: { server: "apps/server/src/server.ts", cli: "apps/server/src/cli.ts" },
    absWorkingDir: root,
    outdir: "apps/server/dist",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    sourcemap: true,
    logLevel: "warning",
  });
}

/** Builds the SPA with Vite into apps/web/dist. */
export function buildWeb() {
  const vite = path.join(root, "node_modules/.bin/vite");
  const result = spawnSync(vite, ["build", "--logLevel", "warn"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("vite build failed");
  precompressAssets(path.join(root, "apps/web/dist/assets"));
}

const COMPRESSIBLE = new Set([".js", ".css", ".wasm", ".svg", ".json"]);

/**
 * Writes .br and .gz beside each fingerprinted text or wasm asset, so the server sends them compressed
 * (@fastify/static preCompressed) without spending CPU per request: the 16 MB grammar-checker wasm goes
 * out as 7.4 MB. Brotli quality 9: quality 11 saves 4 % more and takes 15 times as long.
 */
export function precompressAssets(dir) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.has(path.extname(name)) || fs.statSync(file).size < 1024) continue;
    const bytes = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  }
}

/** Builds whichever parts are missing or stale (or all with force). */
export async function buildParts({ force = false } = {}) {
  if (force || isStale("server")) {
    console.log("Building the server…");
    await buildServer();
  }
  if (force || isStale("web")) {
    console.log("Building the web app…");
    buildWeb();
  }
}
