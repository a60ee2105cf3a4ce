import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

describe("LruCache", () => {
  it.each<[string, Array<["get" | "set", string]>, string[]]>([
    [
      "keeps up to its capacity",
      [
        ["set", "a"],
        ["set", "b"],
      ],
      ["a", "b"],
    ],
    [
      "evicts the least recently set",
      [
        ["set", "a"],
        ["set", "b"],
        ["set", "c"],
      ],
      ["b", "c"],
    ],
    [
      "counts a read as a use",
      [
        ["set", "a"],
        ["set", "b"],
        ["get", "a"],
        ["set", "c"],
      ],
      ["a", "c"],
    ],
    [
      "counts a re-set as a use",
      [
        ["set", "a"],
        ["set", "b"],
        ["set", "a"],
        ["set", "c"],
      ],
      ["a", "c"],
    ],
    [
      "ignores a read of a missing key",
      [
        ["set", "a"],
        ["get", "z"],
        ["set", "b"],
      ],
      ["a", "b"],
    ],
  ])("%s", (_name, steps, kept) => {
    const cache = new LruCache<string, string>(2);
    for (const [op, key] of steps) {
      if (op === "set") cache.set(key, key.toUpperCase());
      else cache.get(key);
    }
    expect(cache.size).toBe(kept.length);
    for (const key of kept) expect(cache.get(key)).toBe(key.toUpperCase());
  });
});
