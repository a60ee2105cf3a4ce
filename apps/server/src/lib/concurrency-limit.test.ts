import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  const task = async () => {
    log.push(name);
    await done;
    return name;
  };
  return { open, task };
}

describe("concurrencyLimit", () => {
  it.each([
    { running: 1, waiting: 2, tasks: 3, startedAtOnce: 1, refused: 0 },
    { running: 2, waiting: 1, tasks: 3, startedAtOnce: 2, refused: 0 },
    { running: 2, waiting: 1, tasks: 5, startedAtOnce: 2, refused: 2 },
    { running: 1, waiting: 0, tasks: 2, startedAtOnce: 1, refused: 1 },
  ])("$running at once, $waiting waiting, $tasks asked: $startedAtOnce start, $refused refused", async (c) => {
    const run = concurrencyLimit(c.running, c.waiting, () => new Error("full"));
    const log: string[] = [];
    const gates = Array.from({ length: c.tasks }, (_, i) => gate(log, `t${i}`));
    const results = gates.map((g) => run(g.task).catch((e: Error) => e.message));
    await Promise.resolve();
    expect(log).toHaveLength(c.startedAtOnce);
    for (const g of gates) g.open();
    const settled = await Promise.all(results);
    expect(settled.filter((r) => r === "full")).toHaveLength(c.refused);
    // Those let in ran in arrival order.
    expect(log).toEqual(gates.map((_, i) => `t${i}`).slice(0, c.tasks - c.refused));
  });

  it("passes the slot on when a task fails, and answers each caller its own result", async () => {
    const run = concurrencyLimit(1, 5, () => new Error("full"));
    const failing = run(async () => {
      throw new Error("broken");
    });
    const next = run(async () => 7);
    await expect(failing).rejects.toThrow("broken");
    await expect(next).resolves.toBe(7);
    await expect(run(async () => "again")).resolves.toBe("again");
  });
});
