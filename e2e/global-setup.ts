import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN, ADMIN_STATE, BASE_URL, LEARNER, LEARNER_STATE } from "./fixtures/accounts";

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

/** Adds the learner with the CLI (the server already runs on the fresh DATA_DIR) and signs both roles in. */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; playwright.config.ts makes it");
  execFileSync(
    process.execPath,
    ["apps/server/dist/cli.js", "add-user", "--email", LEARNER.email, "--password", LEARNER.password],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: "pipe" },
  );
  await writeState(ADMIN.email, ADMIN.password, ADMIN_STATE);
  await writeState(LEARNER.email, LEARNER.password, LEARNER_STATE);
}
