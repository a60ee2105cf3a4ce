import { ZAttemptStatusResponse, ZSaveAttemptResponse } from "@bandcraft/contract/attempts";
import type { THighlightItem } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { attemptsTestSetup, pastGrace, SAVE, SINGLE, SUBMIT, saveBody, stateOf } from "./attempts-test-setup";

describe.each(DIALECTS)("server attempts on %s", (dialect) => {
  const t = attemptsTestSetup(dialect);

  const highlight = (): THighlightItem => ({
    id: "h1",
    text: "x",
    start: 0,
    end: 1,
    componentId: "passage-0",
    globalOffset: 0,
    localStart: 0,
    localEnd: 1,
    timestamp: t.ctx.clock.now,
    context: { before: "", after: "", totalLength: 10 },
  });

  describe("autosave and revisions", () => {
    it("moves the revision on each save and open, and refuses a stale copy", async () => {
      const { token } = await t.learner();
      const id = (await t.startSingle(token)).attempt.testTakerID;
      const first = { ...stateOf([{ "1": "TRUE", "2": "FALSE" }]), highlights: [[highlight()]], flags: [[1, 3]] };
      const saved = await t.save(id, 0, first, token);
      expect(saved).toMatchObject({ revision: 1, savedAt: t.ctx.clock.now, serverTime: t.ctx.clock.now });
      expect((await t.refusal(409, SAVE, saveBody(id, 0, stateOf([{}])), token)).reason).toBe("stale");
      // Another device continues the test: the copy holding revision 1 steps aside.
      const opened = await t.open(id, token);
      expect(opened.attempt.revision).toBe(2);
      expect(opened.state).toEqual(first);
      expect((await t.refusal(409, SAVE, saveBody(id, 1, stateOf([{}])), token)).reason).toBe("stale");
      expect((await t.save(id, 2, stateOf([{}]), token)).revision).toBe(3);
    });

    it.each([
      ["two parts for a single", stateOf([{}, {}]), /this test has 1 part/],
      ["an answer to question 99", stateOf([{ "99": "TRUE" }]), /Question 99 is not part/],
    ])("refuses %s with 400 and keeps the revision", async (_label, state, message) => {
      const { token } = await t.learner();
      const id = (await t.startSingle(token)).attempt.testTakerID;
      expect((await t.refusal(400, SAVE, saveBody(id, 0, state), token)).errMsg).toMatch(message);
      expect(await t.attemptRow(id)).toMatchObject({ revision: 0, state: null });
    });

    it("answers another learner's save with 404", async () => {
      const owner = await t.learner();
      const id = (await t.startSingle(owner.token)).attempt.testTakerID;
      const stranger = await t.learner();
      await t.refusal(404, SAVE, saveBody(id, 0, stateOf([{ "1": "TRUE" }])), stranger.token);
      expect(await t.attemptRow(id)).toMatchObject({ revision: 0, state: null });
    });
  });

  describe("bounds of highlights", () => {
    let token: string;
    let id: string;
    beforeAll(async () => {
      token = (await t.learner()).token;
      id = (await t.startSingle(token)).attempt.testTakerID;
    });

    // [what, how many highlights, the change to each, the refusal naming the field]
    it.each<[string, number, Partial<THighlightItem>, RegExp]>([
      [
        "a context of 201 characters",
        1,
        { context: { before: "b".repeat(201), after: "", totalLength: 10 } },
        /context\.before: context is at most 200/,
      ],
      ["301 highlights in a passage", 301, {}, /highlights[.\w]*: at most 300 highlights/],
      ["a note of 5001 characters", 1, { note: "n".repeat(5001) }, /\.note: a note is at most 5000/],
      ["a timestamp of 2^53-1", 1, { timestamp: 2 ** 53 - 1 }, /\.timestamp: a time in milliseconds before 2100/],
      ["a negative offset", 1, { start: -1 }, /\.start: an offset is never negative/],
    ])("refuses %s in a save and in a submit, naming the field", async (_label, count, change, message) => {
      const items = Array.from({ length: count }, (_, i) => ({ ...highlight(), id: `h${i}`, ...change }));
      const state = { ...stateOf([{ "1": "TRUE" }]), highlights: [items] };
      expect((await t.refusal(400, SAVE, saveBody(id, 0, state), token)).errMsg).toMatch(message);
      expect((await t.refusal(400, SUBMIT, t.blankPaperOf(id, [SINGLE], items), token)).errMsg).toMatch(message);
      expect(await t.attemptRow(id)).toMatchObject({ status: "open", revision: 0, state: null });
      expect(await t.submissionRows(id)).toBe(0);
    });

    it("takes the same highlight within bounds in both", async () => {
      const state = { ...stateOf([{ "1": "TRUE" }]), highlights: [[highlight()]] };
      expect((await t.save(id, 0, state, token)).revision).toBe(1);
      await t.submit(t.blankPaperOf(id, [SINGLE], [highlight()]), token);
    });
  });

  describe("a save whose answer was lost", () => {
    it("goes on top of its own lost save when the next save names it, and only then", async () => {
      const { token } = await t.learner();
      const id = (await t.startSingle(token)).attempt.testTakerID;
      const first = stateOf([{ "1": "TRUE" }]);
      const next = stateOf([{ "1": "TRUE", "2": "FALSE" }]);
      // Save K1 lands (revision 1) but the device never hears back, so it still holds revision 0.
      await t.call(ZSaveAttemptResponse, SAVE, { ...saveBody(id, 0, first), saveKey: "lost-save-1" }, token);
      const wrongKey = { ...saveBody(id, 0, next), saveKey: "save-2xxxx", unackedSaveKey: "someone-else" };
      expect((await t.refusal(409, SAVE, wrongKey, token)).reason).toBe("stale");
      const own = { ...saveBody(id, 0, next), saveKey: "save-2xxxx", unackedSaveKey: "lost-save-1" };
      expect((await t.call(ZSaveAttemptResponse, SAVE, own, token)).revision).toBe(2);
      expect((await t.open(id, token)).state).toEqual(next);
      // Another device's claim in between is not a lost save of this one: refused.
      const stale = { ...saveBody(id, 2, first), saveKey: "save-3xxxx", unackedSaveKey: "save-2xxxx" };
      expect((await t.refusal(409, SAVE, stale, token)).reason).toBe("stale");
    });
  });

  describe("status", () => {
    const STATUS = ROUTES.attemptStatus.path;
    it("tells a device where its attempt stands, read only: revision, deadline, and closed once overdue", async () => {
      const { token } = await t.learner();
      const other = await t.learner();
      const pack = await t.startPack(token);
      const id = pack.attempt.testTakerID;
      const status = () => t.call(ZAttemptStatusResponse, STATUS, { testTakerID: id }, token);
      expect(await status()).toMatchObject({ status: "open", revision: 0, deadline: pack.attempt.deadline });
      await t.save(id, 0, stateOf([{ "1": "TRUE" }, {}, {}]), token);
      // A device that took it over moves the revision on: a copy that holds 1 learns it must step aside.
      await t.open(id, token);
      expect(await status()).toMatchObject({ status: "open", revision: 2, serverTime: t.ctx.clock.now });
      // Asking changes nothing: the revision stays, and a save on top of it is taken.
      expect((await status()).revision).toBe(2);
      await t.save(id, 2, stateOf([{ "1": "FALSE" }, {}, {}]), token);
      expect((await t.refusal(404, STATUS, { testTakerID: id }, other.token)).errMsg).toMatch(/No test of yours/);
      t.ctx.clock.now = pastGrace(pack.attempt.deadline);
      expect(await status()).toMatchObject({ status: "submitted" });
      expect(await t.submissionRows(id)).toBe(1);
    });
  });
});
