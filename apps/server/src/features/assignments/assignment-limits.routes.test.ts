import { ASSIGNMENTS_LISTED, MAX_CLASS_ASSIGNMENTS } from "@bandcraft/contract/assignments";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { assignmentsSuite, DAY, HOUR } from "./assignments-test-setup";

/** What bounds what a teacher can make a class hold, and what a learner's list shows of it. */
describe.each(DIALECTS)("assignments' limits on %s", (dialect) => {
  const { ctx, tokens, call, classWith, readingBody, assign, learners, mine } = assignmentsSuite(dialect);

  it("holds at most MAX_CLASS_ASSIGNMENTS live assignments a class (409 with its reason); withdrawing makes room", async () => {
    const classID = await classWith(tokens.teacherA, "Full of work", []);
    const made: string[] = [];
    for (let i = 0; i < MAX_CLASS_ASSIGNMENTS; i++) made.push(await assign(tokens.teacherA, readingBody(classID)));
    const refused = await call("assignmentCreate", readingBody(classID), tokens.teacherA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, reason: "too-many-assignments" });
    expect((await call("assignmentDelete", { assignmentID: made[0] }, tokens.teacherA)).statusCode).toBe(200);
    await assign(tokens.teacherA, readingBody(classID));
  });

  it("refuses times a screen or a CSV could not show, and control characters in a title, with 400", async () => {
    const classID = await classWith(tokens.teacherA, "Odd input", []);
    for (const extra of [
      { dueAt: Number.MAX_SAFE_INTEGER },
      { opensAt: -1 },
      { opensAt: 0, dueAt: DAY },
      { title: "Week\u001b[2J 3" },
      { title: "Week \u202egnidaer" },
      { title: "Line\nbreak" },
    ]) {
      const res = await call("assignmentCreate", readingBody(classID, extra), tokens.teacherA);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  it("shows a learner the work due latest when their classes hold more than the list shows", async () => {
    const { ivy } = await learners("ivy");
    const first = await classWith(tokens.teacherA, "Old work", ["ivy"]);
    const second = await classWith(tokens.teacherB, "New work", ["ivy"]);
    // A full class of work long past due, then one new piece in another class.
    for (let i = 0; i < MAX_CLASS_ASSIGNMENTS; i++) {
      const past = ctx.clock.now - 30 * DAY + i * HOUR;
      await assign(tokens.teacherA, readingBody(first, { opensAt: past - HOUR, dueAt: past }));
    }
    const fresh = await assign(tokens.teacherB, readingBody(second, { dueAt: ctx.clock.now + DAY }));
    const listed = (await mine(ivy)).assignments;
    expect(listed).toHaveLength(ASSIGNMENTS_LISTED);
    expect(listed.at(-1)?.assignmentID).toBe(fresh);
    // Still due soonest first.
    const dues = listed.map((a) => a.dueAt);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });
});
