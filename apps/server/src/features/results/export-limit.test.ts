import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { EXPORTS_AT_ONCE, EXPORTS_WAITING, exportLimit } from "./export-limit";

/** An export that finishes when told to. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: async () => await done };
}

const statusOf = (error: unknown) => (error instanceof AppError ? error.statusCode : error);

describe("class exports", () => {
  it("gives each teacher one export in hand: a second is 429 until the first is done", async () => {
    const limit = exportLimit();
    const first = held();
    const running = limit(7, first.task);
    await expect(limit(7, async () => "again").catch(statusOf)).resolves.toBe(429);
    // Another teacher is not held up by it.
    await expect(limit(8, async () => "other")).resolves.toBe("other");
    first.finish();
    await running;
    await expect(limit(7, async () => "after")).resolves.toBe("after");
  });

  it(`prepares ${EXPORTS_AT_ONCE} at once, lets ${EXPORTS_WAITING} wait, and answers one more 503`, async () => {
    const limit = exportLimit();
    const exports = Array.from({ length: EXPORTS_AT_ONCE + EXPORTS_WAITING }, () => held());
    const answers = exports.map((e, i) => limit(i, e.task));
    await expect(limit(-1, async () => "late").catch(statusOf)).resolves.toBe(503);
    for (const e of exports) e.finish();
    await Promise.all(answers);
  });
});
