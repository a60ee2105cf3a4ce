import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { ADMIN, BASE_URL, PORT, RESULTS_DIR } from "./fixtures/accounts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// Playwright starts the webServer before globalSetup runs, so the fresh data directory is made here, once,
// and handed to workers and the global setup through the environment (workers re-read this file).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "bandcraft-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/** A phone and a tablet held upright, as learners hold them (CSS pixels). */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };

export default defineConfig({
  testDir: "./specs",
  workers: 1,
  retries: 0,
  fullyParallel: false,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  outputDir: RESULTS_DIR,
  use: {
    baseURL: BASE_URL,
    screenshot: "only-on-failure",
    trace: "off",
    locale: "en-US",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  // The journeys that matter in a learner's hand run on a phone and a tablet with touch (phone-*.spec.ts,
  // tablet-*.spec.ts); everything else on the desktop default.
  projects: [
    { name: "desktop", testIgnore: /(phone|tablet)-[^/]*\.spec\.ts$/ },
    { name: "phone", testMatch: /phone-[^/]*\.spec\.ts$/, use: { viewport: PHONE, hasTouch: true, isMobile: true } },
    { name: "tablet", testMatch: /tablet-[^/]*\.spec\.ts$/, use: { viewport: TABLET, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    command: "node apps/server/dist/server.js",
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The records journey seeds 22 papers of one learner through the API in seconds (the API suite tests the limit).
      READING_SUBMITS_PER_MINUTE: "100",
      // The administrator and the shared learners start tests in spec after spec and leave many open; the API
      // suite tests the cap of 20.
      READING_OPEN_ATTEMPTS: "500",
      NODE_ENV: "production",
    },
  },
});
