import { describe, expect, it } from "vitest";
import { dropUpdates } from "./drag-drop-rules";

describe("dropUpdates (drop rules)", () => {
  const group = (answers: Record<number, string>, allowRepeats = false) => ({
    answers,
    slotNumbers: [1, 2, 3],
    allowRepeats,
  });

  it.each([
    ["replaces a slot's answer", group({ 1: "A" }), { value: "B" }, 1, [[1, "B"]]],
    [
      "moves from one slot to another",
      group({ 1: "A" }),
      { value: "A", fromQuestion: 1 },
      2,
      [
        [1, ""],
        [2, "A"],
      ],
    ],
    [
      "removes the value from other slots without repeats",
      group({ 2: "a" }),
      { value: "A" },
      1,
      [
        [2, ""],
        [1, "A"],
      ],
    ],
    ["keeps the value in other slots with repeats", group({ 2: "A" }, true), { value: "A" }, 1, [[1, "A"]]],
    [
      "clears the source slot on a drop on the pool",
      group({ 3: "C" }),
      { value: "C", fromQuestion: 3 },
      null,
      [[3, ""]],
    ],
    ["does nothing for a pool option dropped on the pool", group({}), { value: "C" }, null, []],
    ["does nothing when dropped on its own slot", group({ 2: "B" }), { value: "B", fromQuestion: 2 }, 2, []],
  ] as const)("%s", (_name, g, payload, target, expected) => {
    expect(dropUpdates(g, payload, target)).toEqual(expected);
  });
});
