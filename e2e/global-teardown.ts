import { rmSync } from "node:fs";

/** Removes the run's temporary data directory. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("bandcraft-e2e-")) rmSync(dir, { recursive: true, force: true });
}
