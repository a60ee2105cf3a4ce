import { defineConfig } from "vitest/config";

// One runner for every unit and API suite; API tests loop over SQLite and PostgreSQL themselves.
export default defineConfig({
  test: {
    // Two files at a time, whatever the machine: each API file holds a PostgreSQL pool of up to 10 connections.
    maxWorkers: 2,
    projects: [
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"] } },
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      // Rules about the code itself: feature boundaries, the contract owning every path, file sizes.
      { test: { name: "architecture", include: ["scripts/checks/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./apps/web/src/test-setup.ts"],
        },
      },
    ],
  },
});
