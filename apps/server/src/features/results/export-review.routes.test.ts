import { exportRowsOf } from "@bandcraft/domain/results-csv";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { answersOf, HOUR, NO_ASSIGNMENT, NO_CLASS, PRACTICE, resultsSuite } from "./results-test-setup";

describe.each(DIALECTS)("the class export and a learner's review on %s", (dialect) => {
  const { ctx, tokens, call, ok, learner, classWith, assignment, assign, start, submit, essay, keyOf } =
    resultsSuite(dialect);
  const people: Record<string, { email: string; token: string }> = {};
  const made = { classID: "", reading: "", early: "", writing: "", joAttempt: "" };
  beforeAll(async () => {
    people.jo = await learner("jody", "Jo Jones");
    people.kim = await learner("kira", '=HYPERLINK("http://x")');
    people.lea = await learner("liza", "Lea Lane");
    people.out = await learner("olaf", "Outsider");
    const emails = ["jo", "kim", "lea"].map((n) => people[n]?.email ?? "");
    made.classID = await classWith(tokens.teacherA, "Export class", emails);
    made.reading = await assignment(made.classID, { kind: "passages", title: "Late one", dueIn: 2 * HOUR });
    made.early = await assignment(made.classID, { kind: "passages", title: "Early one", dueIn: HOUR / 2 });
    made.writing = await assignment(made.classID, { kind: "writing", title: "Essay", dueIn: HOUR });
    const key = await keyOf(PRACTICE);
    const jo = await start(token("jo"));
    made.joAttempt = jo.testTakerID;
    await assign(jo.testTakerID, made.reading);
    await submit(token("jo"), jo.testTakerID, [[PRACTICE, answersOf(key, { 2: "FALSE", 9: "plow" })]]);
    const early = await start(token("jo"));
    await assign(early.testTakerID, made.early);
    await submit(token("jo"), early.testTakerID, [[PRACTICE, {}]]);
    const kim = await start(token("kim"));
    await assign(kim.testTakerID, made.reading);
    await essay(token("lea"), { classID: made.classID, assignmentID: made.writing, at: ctx.clock.now });
  });
  const token = (name: string) => people[name]?.token ?? "";
  const review = (email: string, readingPracticeID = PRACTICE, assignmentID = made.reading) => ({
    assignmentID,
    email,
    readingPracticeID,
  });

  it("exports a row per assignment (by due time) and learner, with the values the results give", async () => {
    const exported = await ok("classExport", { classID: made.classID }, tokens.teacherA);
    expect(exported.className).toBe("Export class");
    const expected = [];
    for (const assignmentID of [made.early, made.writing, made.reading]) {
      const results = await ok("assignmentResults", { assignmentID }, tokens.teacherA);
      expected.push(...exportRowsOf(results.assignment, results.learners));
    }
    expect(exported.rows).toEqual(expected);
    // By name: "=HYPERLINK(…)" sorts before the letters.
    expect(exported.rows.map((r) => [r.assignment, r.email, r.status])).toEqual([
      ["Early one", people.kim?.email, "not-started"],
      ["Early one", people.jo?.email, "submitted"],
      ["Early one", people.lea?.email, "not-started"],
      ["Essay", people.kim?.email, "not-started"],
      ["Essay", people.jo?.email, "not-started"],
      ["Essay", people.lea?.email, "submitted"],
      ["Late one", people.kim?.email, "in-progress"],
      ["Late one", people.jo?.email, "submitted"],
      ["Late one", people.lea?.email, "not-started"],
    ]);
    // A class without assignments exports its name and no rows.
    const empty = await classWith(tokens.teacherA, "Empty class", [people.jo?.email ?? ""]);
    expect(await ok("classExport", { classID: empty }, tokens.teacherA)).toMatchObject({ rows: [] });
  });

  it("shows a member's paper exactly as their own review does", async () => {
    const mine = await ok("assignmentReview", review(people.jo?.email ?? ""), tokens.teacherA);
    const own = await ok("readingReview", { readingPracticeID: PRACTICE, testTakerID: made.joAttempt }, token("jo"));
    expect(mine).toEqual(own);
    expect(mine.submittedAnswers).toMatchObject({ "2": "FALSE", "9": "plow" });
    // The e-mail as a teacher types it; an administrator may read it too.
    const typed = review(` ${people.jo?.email.toUpperCase()} `);
    expect(await ok("assignmentReview", typed, tokens.teacherA)).toEqual(own);
    expect(await ok("assignmentReview", typed, tokens.admin)).toEqual(own);
  });

  it.each([
    ["an e-mail that is not a learner of the class", () => review(people.out?.email ?? ""), /not a learner/],
    ["a learner whose paper is not submitted", () => review(people.kim?.email ?? ""), /no submitted paper/],
    ["a learner who never started", () => review(people.lea?.email ?? ""), /no submitted paper/],
    ["a passage not in the paper", () => review(people.jo?.email ?? "", "bandcraft-test-1-part-2"), /not part/],
    ["a writing assignment", () => review(people.lea?.email ?? "", PRACTICE, made.writing), /no submitted paper/],
    ["no such assignment", () => review(people.jo?.email ?? "", PRACTICE, NO_ASSIGNMENT), /No such assignment/],
  ])("refuses %s with a 404", async (_name, body, message) => {
    const res = await call("assignmentReview", body(), tokens.teacherA);
    expect(res.statusCode).toBe(404);
    expect(res.json().errMsg).toMatch(message);
  });

  it("refuses another teacher (as a missing assignment), a learner, and requests that do not fit", async () => {
    const body = review(people.jo?.email ?? "");
    const other = await call("assignmentReview", body, tokens.teacherB);
    const missing = await call("assignmentReview", { ...body, assignmentID: NO_ASSIGNMENT }, tokens.teacherB);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await call("assignmentReview", body, token("jo"))).statusCode).toBe(403);
    // A Teacher privilege that has expired opens nothing.
    expect((await call("assignmentReview", body, tokens.expiredTeacher)).statusCode).toBe(403);
    for (const name of ["classResults", "classExport"] as const) {
      expect((await call(name, { classID: made.classID }, tokens.expiredTeacher)).statusCode, name).toBe(403);
    }
    expect((await call("assignmentResults", { assignmentID: made.reading }, tokens.expiredTeacher)).statusCode).toBe(
      403,
    );
    // A learner of another teacher's class, with a submitted paper there: not this class's, so not this teacher's.
    const elsewhere = await classWith(tokens.teacherB, "Elsewhere", [people.out?.email ?? ""]);
    const theirs = await assignment(elsewhere, { kind: "passages", title: "B's work", dueIn: HOUR });
    const paper = await start(token("out"));
    await assign(paper.testTakerID, theirs);
    await submit(token("out"), paper.testTakerID, [[PRACTICE, {}]]);
    for (const request of [review(people.out?.email ?? ""), review(people.out?.email ?? "", PRACTICE, theirs)]) {
      expect((await call("assignmentReview", request, tokens.teacherA)).statusCode).toBe(404);
    }
    expect(
      (await call("assignmentReview", review(people.out?.email ?? "", PRACTICE, theirs), tokens.teacherB)).statusCode,
    ).toBe(200);
    for (const [name, bad] of [
      ["assignmentReview", { ...body, email: "not-an-email" }],
      ["assignmentReview", { ...body, readingPracticeID: "../etc" }],
      ["assignmentReview", { assignmentID: made.reading, email: people.jo?.email }],
      ["assignmentResults", { assignmentID: "AS-short" }],
      ["assignmentResults", { assignmentID: made.reading, extra: 1 }],
      ["classResults", { classID: "not-a-class" }],
      ["classExport", {}],
    ] as const) {
      const res = await call(name, bad, tokens.teacherA);
      expect(res.statusCode, `${name} ${JSON.stringify(bad)}`).toBe(400);
      expect(res.json().errMsg).not.toBe("");
    }
    for (const name of ["classResults", "classExport"] as const) {
      expect((await call(name, { classID: NO_CLASS }, tokens.teacherA)).statusCode).toBe(404);
    }
  });

  it("lists only the class's learners now: a removed learner leaves the results, the export and the review", async () => {
    await ok("classRemoveLearner", { classID: made.classID, email: people.jo?.email }, tokens.teacherA);
    const results = await ok("assignmentResults", { assignmentID: made.reading }, tokens.teacherA);
    expect(results.learners.map((l) => l.email)).toEqual([people.kim?.email, people.lea?.email]);
    expect(results.assignment).toMatchObject({ learnerCount: 2, submittedCount: 0 });
    // Jo's was the only paper submitted: no question has one left.
    expect(results.questions).toEqual([]);
    const exported = await ok("classExport", { classID: made.classID }, tokens.teacherA);
    expect(exported.rows.some((r) => r.email === people.jo?.email)).toBe(false);
    expect(exported.rows).toHaveLength(6);
    const heat = await ok("classResults", { classID: made.classID }, tokens.teacherA);
    expect(heat.learners.map((l) => l.email)).toEqual([people.kim?.email, people.lea?.email]);
    expect(heat.questionTypes).toEqual([]);
    const gone = await call("assignmentReview", review(people.jo?.email ?? ""), tokens.teacherA);
    expect(gone.statusCode).toBe(404);
  });
});
