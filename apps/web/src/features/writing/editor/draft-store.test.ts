import type { TStoredDraft, TWritingItem } from "@bandcraft/contract/writing";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveSession } from "../../../lib/session";
import {
  browserDraftStorage,
  deleteDraft,
  draftKey,
  hasWriting,
  loadDraft,
  newerDraft,
  openDraft,
  saveDraft,
  type TDraftStorage,
  type TWritingDraft,
} from "./draft-store";

const ITEM: TWritingItem = {
  writingPracticeID: "task-2-ai",
  part: 2,
  title: "Labelling content",
  publishTime: 1_768_381_200,
  theme: ["opinion", "technology"],
  content: "To what extent do you agree or disagree?",
};

const draft = (over: Partial<TWritingDraft> = {}): TWritingDraft => ({
  version: 1,
  item: ITEM,
  text: "Some people argue",
  testTakerId: "WT-ABCDE1234",
  startedAt: 1_000,
  timerVisible: true,
  savedAt: 2_000,
  ...over,
});

/** An in-memory Storage; `failWrites` makes setItem throw as a full storage does. */
function memory(failWrites = false): TDraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (failWrites) throw new Error("QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

describe("draft store", () => {
  it("saves under the task's key and loads it back", () => {
    const store = memory();
    expect(saveDraft(store, draft())).toBe(true);
    expect([...store.data.keys()]).toEqual([draftKey("task-2-ai")]);
    expect(loadDraft(store, "task-2-ai")).toEqual(draft());
  });

  it("a task without a draft loads none; other tasks' drafts are not read", () => {
    const store = memory();
    saveDraft(store, draft());
    expect(loadDraft(store, "another-task")).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["another shape", JSON.stringify({ text: "hello" })],
    ["another version", JSON.stringify({ ...draft(), version: 2 })],
    ["a draft of another task under this key", JSON.stringify(draft({ item: { ...ITEM, writingPracticeID: "x" } }))],
  ])("%s: none, and the entry is removed", (_name, raw) => {
    const store = memory();
    store.data.set(draftKey("task-2-ai"), raw);
    expect(loadDraft(store, "task-2-ai")).toBeNull();
    expect(store.data.has(draftKey("task-2-ai"))).toBe(false);
  });

  it("blocked or full storage: nothing saved, nothing loaded, nothing thrown", () => {
    expect(saveDraft(null, draft())).toBe(false);
    expect(loadDraft(null, "task-2-ai")).toBeNull();
    expect(saveDraft(memory(true), draft())).toBe(false);
    expect(() => deleteDraft(null, "task-2-ai")).not.toThrow();
  });

  it("deleteDraft forgets only that task", () => {
    const store = memory();
    saveDraft(store, draft());
    saveDraft(store, draft({ item: { ...ITEM, writingPracticeID: "other" } }));
    deleteDraft(store, "task-2-ai");
    expect(loadDraft(store, "task-2-ai")).toBeNull();
    expect(loadDraft(store, "other")).not.toBeNull();
  });
});

describe("hasWriting", () => {
  it.each([
    ["", false],
    ["   \n\t", false],
    ["a", true],
    ["  word  ", true],
  ])("%j → %s", (text, expected) => {
    expect(hasWriting(text)).toBe(expected);
  });
});

describe("openDraft", () => {
  const fresh = () => "WT-NEW00001";
  const updated = { ...ITEM, title: "Updated title" };

  it.each<[string, TWritingDraft | null, TWritingDraft]>([
    [
      "no draft: a fresh session from now",
      null,
      draft({ text: "", testTakerId: "WT-NEW00001", startedAt: 50_000, savedAt: 50_000, item: updated }),
    ],
    ["a draft with writing resumes (text, id, clock), with the task as listed now", draft(), draft({ item: updated })],
    [
      "a draft reopened from a saved essay resumes with the task as that essay kept it",
      draft({ basedOnEssayID: "essay-1" }),
      draft({ basedOnEssayID: "essay-1" }),
    ],
    [
      "an empty draft starts afresh but keeps the timer preference",
      draft({ text: "  ", timerVisible: false }),
      draft({
        text: "",
        testTakerId: "WT-NEW00001",
        startedAt: 50_000,
        savedAt: 50_000,
        timerVisible: false,
        item: updated,
      }),
    ],
  ])("%s", (_name, stored, expected) => {
    expect(openDraft(stored, updated, 50_000, fresh)).toEqual(expected);
  });
});

describe("browserDraftStorage", () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });
  const sampleDraft = (): TWritingDraft => ({
    version: 1,
    item: ITEM,
    text: "My essay",
    testTakerId: "WT-1",
    startedAt: 1,
    timerVisible: true,
    savedAt: 2,
  });

  it("keeps each account's drafts apart, so a shared computer shows nobody else's essay", () => {
    saveSession("a", "720h", { email: "ann@example.com", privileges: [] });
    expect(saveDraft(browserDraftStorage(), sampleDraft())).toBe(true);
    saveSession("b", "720h", { email: "ben@example.com", privileges: [] });
    expect(loadDraft(browserDraftStorage(), ITEM.writingPracticeID)).toBeNull();
    saveSession("a2", "720h", { email: "ann@example.com", privileges: [] });
    expect(loadDraft(browserDraftStorage(), ITEM.writingPracticeID)?.text).toBe("My essay");
  });

  it("is unavailable while nobody is signed in", () => {
    expect(browserDraftStorage()).toBeNull();
  });
});

describe("newerDraft: this browser's copy or the server's (another device)", () => {
  const server = (over: Partial<TStoredDraft> = {}): TStoredDraft => ({
    writingPracticeID: ITEM.writingPracticeID,
    part: 2,
    text: "Written on the phone",
    testTakerId: "WT-PHONE1234",
    startedAt: 5_000,
    timerVisible: false,
    revision: 3,
    savedAt: 9_000,
    ...over,
  });
  it.each<[string, TWritingDraft | null, TStoredDraft | undefined, "local" | "server" | "none"]>([
    ["nothing anywhere", null, undefined, "none"],
    ["only this browser's", draft(), undefined, "local"],
    ["only the server's", null, server(), "server"],
    ["the server's when this browser has no writing", draft({ text: "  " }), server(), "server"],
    ["this browser's when the server has no writing", draft(), server({ text: "" }), "local"],
    ["the server's when it moved on since this copy reached it", draft({ serverRevision: 2 }), server(), "server"],
    ["the server's over a copy that never reached it", draft(), server(), "server"],
    ["this browser's when the server holds its revision", draft({ serverRevision: 3 }), server(), "local"],
    ["this browser's when it is newer still", draft({ serverRevision: 4 }), server(), "local"],
  ])("%s", (_label, local, remote, expected) => {
    const chosen = newerDraft(local, remote, ITEM, 10_000);
    const which = chosen === null ? "none" : chosen === local ? "local" : "server";
    expect(which).toBe(expected);
    if (which === "server") {
      expect(chosen).toMatchObject({
        item: ITEM,
        text: "Written on the phone",
        testTakerId: "WT-PHONE1234",
        startedAt: 5_000,
        timerVisible: false,
        serverRevision: 3,
        synced: true,
      });
    }
  });
});
