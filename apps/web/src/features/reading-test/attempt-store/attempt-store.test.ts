import type { THighlightItem } from "@bandcraft/contract/reading";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { beforeEach, describe, expect, it } from "vitest";
import { ATTEMPT_VERSION, type TStoredAttempt } from "./attempt-schema";
import { attemptKey, clearAttempt, loadAttempt, saveAttempt } from "./attempt-store";

/** A Storage stand-in: a plain map, so each test starts empty and nothing leaks between tests. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function learner() {
  const { answers: _a, explanations: _e, ...rest } = samplePractice();
  return rest;
}

const highlight: THighlightItem = {
  id: "hl-1",
  text: "Mesopotamia",
  start: 24,
  end: 35,
  note: "first glass",
  componentId: "passage-0",
  globalOffset: 24,
  localStart: 24,
  localEnd: 35,
  timestamp: 1_700_000_000_000,
  context: { before: "e in ", after: " abou", totalLength: 59 },
};

function attempt(overrides: Partial<TStoredAttempt> = {}): TStoredAttempt {
  return {
    version: ATTEMPT_VERSION,
    kind: "multi",
    testId: "multi_1",
    testTakerId: "MT-ABCDEFGH1234",
    startedAt: 1_700_000_000_000,
    deadline: 1_700_003_600_000,
    serverOffset: -1_500,
    pageType: "ActualTest",
    practices: [learner(), learner(), learner()],
    answers: [{ 1: "B", 3: "TRUE" }, {}, { 30: "lagoon" }],
    flags: [[3], [], [30, 31]],
    highlights: [[highlight], [], []],
    currentPart: 2,
    currentQuestion: 30,
    revision: 4,
    dirty: true,
    savedAt: 1_700_000_100_000,
    ...overrides,
  };
}

describe("attempt store", () => {
  let store: ReturnType<typeof memoryStore>;
  beforeEach(() => {
    store = memoryStore();
  });

  it("round-trips an attempt: answers, flags, highlights, clock and part come back as saved", () => {
    const saved = attempt();
    expect(saveAttempt(store, saved)).toBe(true);
    const loaded = loadAttempt(store, "multi_1");
    expect(loaded.status).toBe("restored");
    if (loaded.status !== "restored") return;
    expect(loaded.attempt).toEqual(JSON.parse(JSON.stringify(saved)));
    expect(loaded.practices).toHaveLength(3);
    expect(loaded.practices[0]?.sections.flatMap((s) => s.numbers)).toHaveLength(24);
  });

  it("keeps one key per attempt and clears only its own", () => {
    saveAttempt(store, attempt());
    saveAttempt(
      store,
      attempt({
        testId: "single_2",
        kind: "single",
        practices: [learner()],
        answers: [{}],
        flags: [[]],
        highlights: [[]],
        currentPart: 0,
      }),
    );
    clearAttempt(store, "multi_1");
    expect(store.map.has(attemptKey("multi_1"))).toBe(false);
    expect(loadAttempt(store, "single_2").status).toBe("restored");
  });

  it("reports none when nothing is saved", () => {
    expect(loadAttempt(store, "multi_9")).toEqual({ status: "none" });
  });

  it.each([
    ["not JSON", "{oops"],
    ["another version", JSON.stringify({ ...attempt(), version: 99 })],
    [
      "a practice that no longer parses",
      JSON.stringify({ ...attempt(), practices: [{ title: 1 }, learner(), learner()] }),
    ],
    ["parts that do not line up", JSON.stringify({ ...attempt(), flags: [[]] })],
    ["a malformed highlight", JSON.stringify({ ...attempt(), highlights: [[{ id: 1 }], [], []] })],
    [
      "a current part out of range",
      JSON.stringify({
        ...attempt(),
        currentPart: 2,
        practices: [learner()],
        answers: [{}],
        flags: [[]],
        highlights: [[]],
      }),
    ],
    ["an attempt saved under another id", JSON.stringify({ ...attempt(), testId: "multi_2" })],
  ])("discards %s (and removes it) instead of crashing", (_label, raw) => {
    store.setItem(attemptKey("multi_1"), raw);
    expect(loadAttempt(store, "multi_1")).toEqual({ status: "corrupt" });
    expect(store.map.has(attemptKey("multi_1"))).toBe(false);
  });

  it("survives a storage that throws (full or blocked)", () => {
    const full = {
      ...store,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(saveAttempt(full, attempt())).toBe(false);
    expect(saveAttempt(null, attempt())).toBe(false);
    expect(loadAttempt(null, "multi_1")).toEqual({ status: "none" });
  });
});
