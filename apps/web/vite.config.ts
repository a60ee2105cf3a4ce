import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// No `root` here: the repo-root vitest "web" project extends this file and resolves its include
// patterns from the repo root; `vite build` is run from apps/web, where index.html lives.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8080" } },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // dist/.vite/manifest.json: which chunks each route loads, for the size budgets (bench/web-sizes.mjs).
    manifest: true,
  },
});
