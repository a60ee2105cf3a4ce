import { describe, expect, it } from "vitest";
import { isTestTakerId, makeTestTakerId, SERVER_RANDOM_LENGTH, type TTestTakerKind } from "./test-taker-id";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0); // base 36: "MBDLZEO0" (8 characters)

/** A random() that replays the given values in order. */
function replay(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe("makeTestTakerId", () => {
  it.each<[TTestTakerKind, number, () => number, string]>([
    ["single", NOW, replay(0), `TT-${NOW.toString(36).toUpperCase()}0000`],
    ["single", NOW, replay(0.999999), `TT-${NOW.toString(36).toUpperCase()}ZZZZ`],
    ["single", NOW, replay(1), `TT-${NOW.toString(36).toUpperCase()}ZZZZ`],
    ["single", NOW, replay(10 / 36, 35 / 36, 0.5, 0), `TT-${NOW.toString(36).toUpperCase()}AZI0`],
    ["single", 0, replay(0), "TT-000000000000"],
    ["single", 36 ** 9 + 5, replay(0), "TT-000000050000"],
    ["multi", NOW, replay(0), `MT-${NOW.toString(36).toUpperCase()}0000`],
    ["multi", 35, replay(0), "MT-Z0000"],
    ["writing", NOW, replay(0.5), `WT-${NOW.toString(36).toUpperCase()}IIII`],
  ])("%s at %i", (kind, now, random, expected) => {
    expect(makeTestTakerId(kind, now, random)).toBe(expected);
  });

  it.each<[TTestTakerKind]>([["single"], ["multi"], ["writing"]])("a %s id passes isTestTakerId", (kind) => {
    const id = makeTestTakerId(kind, NOW, Math.random);
    expect(isTestTakerId(id, kind)).toBe(true);
    expect(isTestTakerId(id)).toBe(true);
  });

  it("the single time part is 8 characters", () => {
    expect(makeTestTakerId("single", NOW, replay(0))).toHaveLength(3 + 8 + 4);
  });

  it("the server's ids carry SERVER_RANDOM_LENGTH random characters and still pass", () => {
    const id = makeTestTakerId("single", NOW, Math.random, SERVER_RANDOM_LENGTH);
    expect(id).toHaveLength(3 + 8 + SERVER_RANDOM_LENGTH);
    expect(isTestTakerId(id, "single")).toBe(true);
    expect(isTestTakerId(makeTestTakerId("multi", NOW, Math.random, SERVER_RANDOM_LENGTH), "multi")).toBe(true);
  });
});

describe("isTestTakerId", () => {
  it.each<[string, TTestTakerKind | undefined, boolean]>([
    ["TT-MBDVP0G0AB12", undefined, true],
    ["TT-MBDVP0G0AB12", "single", true],
    ["TT-MBDVP0G0AB12", "multi", false],
    ["TT-mbdvp0g0ab12", undefined, false],
    ["TT-MBDVP0G0AB1", undefined, false],
    ["TT-MBDVP0G0AB123", undefined, true],
    ["TT-MBDVP0G0ABCDEFGHIJ0123456789", "single", true],
    ["MT-MBDVP0G0AB12", "multi", true],
    ["MT-Z0000", "multi", true],
    ["MT-0000", "multi", false],
    ["WT-MBDVP0G0AB12", "writing", true],
    ["WT-MBDVP0G0AB12", "multi", false],
    ["XT-MBDVP0G0AB12", undefined, false],
    ["", undefined, false],
    ["TT-MBDVP0G0-B12", undefined, false],
  ])("%j as %s → %s", (s, kind, ok) => {
    expect(isTestTakerId(s, kind)).toBe(ok);
  });
});
