import { describe, expect, it, vi } from "vitest";
import { createWorkerChecker } from "./checker-client";
import type { TCheckResult, TWorkerRequest, TWorkerResponse } from "./types";

/** A worker stand-in: records what it is sent and lets the test answer. */
function fakeWorker() {
  const listeners: Record<string, ((e: unknown) => void)[]> = {};
  const sent: TWorkerRequest[] = [];
  return {
    sent,
    terminated: false,
    postMessage(message: TWorkerRequest) {
      sent.push(message);
    },
    terminate() {
      this.terminated = true;
    },
    addEventListener(type: string, listener: (e: unknown) => void) {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    emit(type: string, event: unknown) {
      for (const l of listeners[type] ?? []) l(event);
    },
    reply(data: TWorkerResponse) {
      this.emit("message", { data });
    },
  };
}

const request = { text: "Hello there.", part: 2 as const, timeSpentSeconds: 5, spelling: "british" as const };
const empty: TCheckResult = { empty: true };

describe("createWorkerChecker", () => {
  it("starts the worker on the first check only and keeps it for later checks", async () => {
    const worker = fakeWorker();
    const make = vi.fn(() => worker as unknown as Worker);
    const checker = createWorkerChecker(make);
    expect(make).not.toHaveBeenCalled();
    const first = checker.check(request);
    const second = checker.check({ ...request, text: "Again." });
    expect(make).toHaveBeenCalledTimes(1);
    expect(worker.sent.map((m) => m.id)).toEqual([1, 2]);
    // Answers are matched by id, whatever their order.
    worker.reply({ id: 2, ok: false, error: "broken" });
    worker.reply({ id: 1, ok: true, result: empty });
    await expect(first).resolves.toEqual(empty);
    await expect(second).rejects.toThrow("broken");
  });

  it("a worker that fails rejects what is pending; the next check starts a new one", async () => {
    const workers = [fakeWorker(), fakeWorker()];
    let n = 0;
    const checker = createWorkerChecker(() => workers[n++] as unknown as Worker);
    const pending = checker.check(request);
    workers[0]?.emit("error", { message: "wasm blocked" });
    await expect(pending).rejects.toThrow("wasm blocked");
    expect(workers[0]?.terminated).toBe(true);
    const next = checker.check(request);
    workers[1]?.reply({ id: 2, ok: true, result: empty });
    await expect(next).resolves.toEqual(empty);
  });
});
