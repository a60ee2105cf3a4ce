import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { samplePractice } from "../packages/domain/src/testing/sample-practice";
import { ADMIN, ADMIN_STATE, BASE_URL, LEARNER, LEARNER_STATE } from "./fixtures/accounts";
import { AUDITOR, AUDITOR_STATE } from "./fixtures/auditor";
import { CANDIDATE, CANDIDATE_STATE } from "./fixtures/candidate";
import { KEYBOARDER, KEYBOARDER_STATE } from "./fixtures/keyboarder";
import { READER, READER_STATE } from "./fixtures/reader";
import { RECORDER, RECORDER_STATE } from "./fixtures/recorder";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** Signs in through the API and writes a storage state holding the web app's session record. */
async function writeState(email: string, password: string, file: string) {
  const res = await fetch(`${BASE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string; userInfo?: { email: string; privileges: number[] } };
  if (!res.ok || !body.token || !body.userInfo) throw new Error(`login for ${email} failed: HTTP ${res.status}`);
  const hours = Number.parseInt(res.headers.get("X-Token-Expires") ?? "720", 10) || 720;
  const session = { token: body.token, expiresAt: Date.now() + hours * 3_600_000, user: body.userInfo };
  const path = file;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    JSON.stringify({
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: "bandcraft.session", value: JSON.stringify(session) }] }],
    }),
  );
}

/**
 * Imports the domain's sample practice (one section of every question type, numbered 1–24) as a bank of
 * one, so the reading journey can open it by id and know every answer.
 */
function importSamplePractice(dataDir: string) {
  const bank = mkdtempSync(join(tmpdir(), "bandcraft-e2e-bank-"));
  mkdirSync(join(bank, "reading"));
  mkdirSync(join(bank, "images"));
  writeFileSync(join(bank, "reading", "sample-practice.json"), JSON.stringify(samplePractice(), null, 2));
  // The diagram section names furnace.svg; any small picture will do.
  writeFileSync(
    join(bank, "images", "furnace.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120"><rect x="40" y="20" width="120" height="80" fill="none" stroke="black"/></svg>',
  );
  cli(dataDir, ["import-content", bank]);
}

/** Runs the operator CLI against the e2e data directory. */
function cli(dataDir: string, args: string[]) {
  execFileSync(process.execPath, ["apps/server/dist/cli.js", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: "pipe",
  });
}

/** Adds the learners with the CLI (the server already runs on the fresh DATA_DIR), imports the sample practice, signs everyone in. */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; playwright.config.ts makes it");
  for (const account of [LEARNER, READER, RECORDER, CANDIDATE, AUDITOR, KEYBOARDER]) {
    cli(dataDir, ["add-user", "--email", account.email, "--password", account.password]);
  }
  // The records, complete-test, accessibility and keyboard learners hold privilege 3: their many starts spend no tokens.
  for (const account of [RECORDER, CANDIDATE, AUDITOR, KEYBOARDER]) {
    cli(dataDir, ["grant", "--email", account.email, "--privilege", "3", "--permanent"]);
  }
  importSamplePractice(dataDir);
  for (const [account, state] of [
    [ADMIN, ADMIN_STATE],
    [LEARNER, LEARNER_STATE],
    [READER, READER_STATE],
    [CANDIDATE, CANDIDATE_STATE],
    [RECORDER, RECORDER_STATE],
    [AUDITOR, AUDITOR_STATE],
    [KEYBOARDER, KEYBOARDER_STATE],
  ] as const) {
    await writeState(account.email, account.password, state);
  }
}
