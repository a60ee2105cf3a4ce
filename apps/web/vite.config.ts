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
    rollupOptions: {
      // Shared modules under 24 KB are copied into the chunks that use them instead of becoming chunks of
      // their own: the test route went from 27 requests to 10, and Lighthouse mobile from 86 to 91 on it
      // (docs/performance.md). Rolldown needs the entry's exports left free for this.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 24 * 1024 } } },
    },
  },
});
