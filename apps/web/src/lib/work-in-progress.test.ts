import { beforeEach, describe, expect, it } from "vitest";
import { forgetSyncedWork } from "./work-in-progress";

describe("forgetSyncedWork (sign-out)", () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ["a saved attempt", "bandcraft.attempt.TT-A", { dirty: false }, false],
    ["an attempt with changes the server never got", "bandcraft.attempt.TT-B", { dirty: true }, true],
    ["an unreadable attempt", "bandcraft.attempt.TT-C", "{oops", false],
    ["this learner's synced draft", "bandcraft.writingDraft.task-1|ann@example.com", { synced: true }, false],
    [
      "this learner's draft not on the server yet",
      "bandcraft.writingDraft.task-2|ann@example.com",
      { synced: false },
      true,
    ],
    ["another learner's draft", "bandcraft.writingDraft.task-1|ben@example.com", { synced: true }, true],
    ["the theme", "theme", "dark", true],
  ])("%s: kept %s", (_label, key, value, kept) => {
    localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
    forgetSyncedWork("ann@example.com");
    expect(localStorage.getItem(key) !== null).toBe(kept);
  });
});
