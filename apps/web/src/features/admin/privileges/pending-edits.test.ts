import { describe, expect, it } from "vitest";
import {
  buildGrant,
  cancelChange,
  changeOf,
  chooseRemoval,
  chooseUpdate,
  NO_EDITS,
  pendingCount,
  type TPendingEdits,
  type TUpdate,
} from "./pending-edits";

const NOW = 1_780_000_000_000;
const week: TUpdate = { choice: "7", expiresAt: NOW + 7 * 86_400_000 };
const custom: TUpdate = { choice: "custom", expiresAt: NOW + 3_600_000 };
const EDITS: TPendingEdits = { updates: { 3: week }, deletions: [2, 7] };

describe("pending privilege edits", () => {
  it.each<[string, TPendingEdits, TPendingEdits]>([
    ["an update on a fresh id", chooseUpdate(NO_EDITS, 3, week), { updates: { 3: week }, deletions: [] }],
    [
      "an update drops that id's removal",
      chooseUpdate(EDITS, 7, custom),
      { updates: { 3: week, 7: custom }, deletions: [2] },
    ],
    [
      "a second update replaces the first",
      chooseUpdate(EDITS, 3, custom),
      { updates: { 3: custom }, deletions: [2, 7] },
    ],
    ["a removal drops that id's update", chooseRemoval(EDITS, 3), { updates: {}, deletions: [2, 3, 7] }],
    ["a removal is listed once", chooseRemoval(EDITS, 2), EDITS],
    ["Cancel Change clears an update", cancelChange(EDITS, 3), { updates: {}, deletions: [2, 7] }],
    ["Cancel Change clears a removal", cancelChange(EDITS, 7), { updates: { 3: week }, deletions: [2] }],
    ["Cancel Change on nothing changes nothing", cancelChange(EDITS, 5), EDITS],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });

  it.each<[number, TUpdate | "remove" | null]>([
    [3, week],
    [2, "remove"],
    [5, null],
  ])("changeOf %i", (id, expected) => {
    expect(changeOf(EDITS, id)).toStrictEqual(expected);
  });

  it.each<[TPendingEdits, number]>([
    [NO_EDITS, 0],
    [EDITS, 3],
    [chooseRemoval(EDITS, 3), 3],
  ])("pendingCount %# → %i", (edits, count) => {
    expect(pendingCount(edits)).toBe(count);
  });

  it("does not change the edits it is given", () => {
    const before = structuredClone(EDITS);
    chooseUpdate(EDITS, 2, week);
    chooseRemoval(EDITS, 3);
    cancelChange(EDITS, 7);
    expect(EDITS).toStrictEqual(before);
  });
});

describe("buildGrant", () => {
  it.each<[string, TPendingEdits, ReturnType<typeof buildGrant>]>([
    ["nothing pending", NO_EDITS, { ok: false, problem: { kind: "nothing" } }],
    [
      "both maps, expiries as epoch-ms text",
      { updates: { 9: week, 3: custom }, deletions: [1] },
      {
        ok: true,
        updatePrivileges: { "3": String(NOW + 3_600_000), "9": String(NOW + 7 * 86_400_000) },
        delPrivileges: [1],
      },
    ],
    ["only removals", { updates: {}, deletions: [4] }, { ok: true, updatePrivileges: {}, delPrivileges: [4] }],
    [
      "a custom expiry without a value",
      { updates: { 5: { choice: "custom", expiresAt: null } }, deletions: [] },
      { ok: false, problem: { kind: "custom", id: 5, reason: "missing" } },
    ],
    [
      "a custom expiry in the past",
      { updates: { 5: { choice: "custom", expiresAt: NOW - 1 } }, deletions: [] },
      { ok: false, problem: { kind: "custom", id: 5, reason: "past" } },
    ],
  ])("%s", (_name, edits, expected) => {
    expect(buildGrant(edits, NOW)).toStrictEqual(expected);
  });
});
