import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./run-every";

describe("runEvery", () => {
  afterEach(() => vi.useRealTimers());

  it("runs on each tick, never two runs at once, reports a failure and goes on, and stops when asked", async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const runs: string[] = [];
    const errors: unknown[] = [];
    let call = 0;
    const stop = runEvery(
      1_000,
      () => {
        call += 1;
        runs.push(`start ${call}`);
        if (call === 2) return Promise.reject(new Error("boom"));
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    // The first run is still going: the next two ticks start nothing.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toEqual(["start 1"]);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(["start 1", "start 2"]);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(["start 1", "start 2", "start 3"]);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(3);
  });
});
