import { describe, expect, it } from "vitest";
import { isBlank, isJsonObject, listOf, sizeOf } from "./json";

describe("json helpers", () => {
  it.each<[unknown, boolean, boolean, number, readonly unknown[]]>([
    // value, isJsonObject, isBlank, sizeOf, listOf
    [null, false, true, 0, []],
    [undefined, false, true, 0, []],
    ["", false, true, 0, []],
    ["  \n", false, true, 0, []],
    ["text", false, false, 0, []],
    [0, false, true, 0, []],
    [[], false, true, 0, []],
    [["a", "b"], false, true, 2, ["a", "b"]],
    [{}, true, true, 0, []],
    [{ A: "x", B: "y" }, true, true, 2, []],
  ])("%j", (value, object, blank, size, list) => {
    expect(isJsonObject(value)).toBe(object);
    expect(isBlank(value)).toBe(blank);
    expect(sizeOf(value)).toBe(size);
    expect(listOf(value)).toEqual(list);
  });
});
