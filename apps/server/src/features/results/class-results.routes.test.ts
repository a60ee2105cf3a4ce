import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { pastGrace } from "../reading/attempts-test-setup";
import { exportsBusy } from "./results-errors";
import { answersOf, HOUR, NO_ASSIGNMENT, PRACTICE, resultsSuite } from "./results-test-setup";

describe.each(DIALECTS)("complete tests, the heat map and the band trend on %s", (dialect) => {
  const { ctx, tokens, call, ok, learner, classWith, assignment, assign, start, submit, save, keyOf } =
    resultsSuite(dialect);
  const people: Record<string, { email: string; token: string }> = {};
  let classID = "";
  beforeAll(async () => {
    people.gus = await learner("gus", "Gus Grant");
    people.hal = await learner("hal", "Hal Hill");
    classID = await classWith(tokens.teacherA, "Mock tests", [people.gus.email, people.hal.email]);
  });
  const gus = () => people.gus?.token ?? "";
  const keysOf = (ids: string[]) => Promise.all(ids.map(keyOf));
  const db = () => ctx.deps.db;
  const submission = (testTakerId: string) =>
    db().selectFrom("submissions").selectAll().where("test_taker_id", "=", testTakerId).executeTakeFirstOrThrow();
  const made: { first?: string; second?: string; passages?: string; keys: TReadingPractice[] } = { keys: [] };

  it("shows a complete test's band, the server's close of an overdue attempt, and a late or timely submit", async () => {
    // Gus's first test: time runs out with part 1 answered and saved; the server submits what was saved.
    const first = await start(gus(), true);
    made.first = await assignment(classID, { kind: "test", title: "Mock 1", practiceIds: first.ids, dueIn: HOUR / 2 });
    await assign(first.testTakerID, made.first);
    const firstKeys = await keysOf(first.ids);
    await save(gus(), first.testTakerID, [answersOf(firstKeys[0] as TReadingPractice), {}, {}]);
    const attempt = await db()
      .selectFrom("attempts")
      .select("deadline_at")
      .where("test_taker_id", "=", first.testTakerID)
      .executeTakeFirstOrThrow();
    ctx.clock.now = pastGrace(attempt.deadline_at);
    // No sweep has run yet: reading the results closes the overdue paper itself.
    const results = await ok("assignmentResults", { assignmentID: made.first }, tokens.teacherA);
    const closed = await submission(first.testTakerID);
    expect(results.assignment).toMatchObject({ kind: "test", contentTitles: firstKeys.map((k) => k.title) });
    expect(results.learners).toEqual([
      expect.objectContaining({
        email: people.gus?.email,
        status: "submitted",
        closedByServer: true,
        late: true,
        score: 13,
        questionCount: 40,
        band: closed.band,
        submittedAt: ctx.clock.now,
      }),
      expect.objectContaining({ email: people.hal?.email, status: "not-started", late: true, questionCount: 40 }),
    ]);
    expect(closed.band).toBeGreaterThan(0);
    // Each part's questions are listed in part order, numbered as the paper numbers them.
    expect(results.questions).toHaveLength(40);
    expect(results.questions.map((q) => q.part)).toEqual([
      ...Array(13).fill(1),
      ...Array(13).fill(2),
      ...Array(14).fill(3),
    ]);
    expect(results.questions.at(-1)).toMatchObject({ part: 3, practiceID: first.ids[2], number: 40, correct: 0 });

    // The second, all right and on time.
    const second = await start(gus(), true);
    made.second = await assignment(classID, { kind: "test", title: "Mock 2", practiceIds: second.ids, dueIn: HOUR });
    await assign(second.testTakerID, made.second);
    made.keys = await keysOf(second.ids);
    await submit(
      gus(),
      second.testTakerID,
      second.ids.map((id, i) => [id, answersOf(made.keys[i] as TReadingPractice)]),
    );
    const [timely] = (await ok("assignmentResults", { assignmentID: made.second }, tokens.teacherA)).learners;
    expect(timely).toMatchObject({ status: "submitted", closedByServer: false, late: false, score: 40, band: 9 });
  });

  it("builds the heat map and the band trend from assigned papers only, withdrawn assignments left out", async () => {
    // One passage assigned and answered right: counted per type, but no band.
    made.passages = await assignment(classID, { kind: "passages", title: "Part 1 drill", dueIn: HOUR });
    const drill = await start(gus());
    await assign(drill.testTakerID, made.passages);
    await submit(gus(), drill.testTakerID, [[PRACTICE, answersOf(await keyOf(PRACTICE))]]);
    // Gus's own complete test, and a test whose assignment was withdrawn: neither counts.
    const own = await start(gus(), true);
    await submit(
      gus(),
      own.testTakerID,
      own.ids.map((id) => [id, {}]),
    );
    const gone = await start(gus(), true);
    const withdrawn = await assignment(classID, {
      kind: "test",
      title: "Withdrawn",
      practiceIds: gone.ids,
      dueIn: HOUR,
    });
    await assign(gone.testTakerID, withdrawn);
    await submit(
      gus(),
      gone.testTakerID,
      gone.ids.map((id) => [id, {}]),
    );
    // Its paper was in the heat map until the teacher withdrew it.
    const before = await ok("classResults", { classID }, tokens.teacherA);
    await ok("assignmentDelete", { assignmentID: withdrawn }, tokens.teacherA);
    expect((await call("assignmentResults", { assignmentID: withdrawn }, tokens.teacherA)).statusCode).toBe(404);

    const heat = await ok("classResults", { classID }, tokens.teacherA);
    const [gusRow, halRow] = heat.learners;
    expect(halRow).toEqual({ email: people.hal?.email, name: "Hal Hill", byType: [], bandTrend: [], testCount: 0 });
    expect(heat).toMatchObject({ learnerCount: 2, page: 1 });
    // Mock 1 (13 of 40 right), Mock 2 (40 of 40) and the drill (13 of 13); before, the withdrawn test's 0 of 40 too.
    const sum = (row: typeof gusRow, field: "correct" | "total") =>
      (row?.byType ?? []).reduce((n, t) => n + t[field], 0);
    expect([sum(gusRow, "correct"), sum(gusRow, "total")]).toEqual([66, 93]);
    expect([sum(before.learners[0], "correct"), sum(before.learners[0], "total")]).toEqual([66, 133]);
    expect(before.learners[0]?.testCount).toBe(3);
    const types = (gusRow?.byType ?? []).map((t) => t.questionType);
    const met = new Set<TQuestionType>(made.keys.flatMap((k) => k.questionSections.map((s) => s.questionType)));
    expect(types).toEqual(QUESTION_TYPES.filter((t) => types.includes(t)));
    expect(types).toEqual(expect.arrayContaining([...met]));
    expect(heat.questionTypes).toEqual(types);
    const [firstPaper, secondPaper] = await Promise.all(
      [made.first, made.second].map((id) =>
        db()
          .selectFrom("attempts")
          .innerJoin("submissions", "submissions.test_taker_id", "attempts.test_taker_id")
          .select(["submissions.submitted_at", "submissions.band"])
          .where("attempts.assignment_id", "=", id ?? "")
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(gusRow?.bandTrend).toEqual([
      { assignmentID: made.first, submittedAt: firstPaper?.submitted_at, band: firstPaper?.band },
      { assignmentID: made.second, submittedAt: secondPaper?.submitted_at, band: 9 },
    ]);
    expect(gusRow?.testCount).toBe(2);
  });

  it("leaves the heat map as it was for a paper of an assignment already withdrawn, and a writing one withdrawn", async () => {
    const before = await ok("classResults", { classID }, tokens.teacherA);
    const late = await start(gus(), true);
    const gone = await assignment(classID, { kind: "test", title: "Gone first", practiceIds: late.ids, dueIn: HOUR });
    await assign(late.testTakerID, gone);
    await ok("assignmentDelete", { assignmentID: gone }, tokens.teacherA);
    const keys = await keysOf(late.ids);
    await submit(
      gus(),
      late.testTakerID,
      late.ids.map((id, i) => [id, answersOf(keys[i] as TReadingPractice)]),
    );
    const essay = await assignment(classID, { kind: "writing", title: "Essay", dueIn: HOUR });
    await ok("assignmentDelete", { assignmentID: essay }, tokens.teacherA);
    const after = await ok("classResults", { classID }, tokens.teacherA);
    expect(after.learners.map((l) => l.byType)).toEqual(before.learners.map((l) => l.byType));
    expect(after.learners[0]?.testCount).toBe(before.learners[0]?.testCount);
  });

  it("pages the class by learner in the table's order; a page past the end is empty", async () => {
    // 51 more learners (accounts made directly: the page is under test, not the import), named to sort after Hal.
    const now = ctx.clock.now;
    const rows = Array.from({ length: 51 }, (_, i) => ({
      email: `pager${i}.${dialect}@example.com`,
      password_hash: "unused",
      created_at: now,
      disabled_at: null,
      display_name: `Pupil ${i + 1}`,
      one_time_until: null,
    }));
    const ids = await db().insertInto("users").values(rows).returning("id").execute();
    const members = ids.map(({ id }) => ({ class_id: classID, user_id: id, added_at: now }));
    await db().insertInto("class_members").values(members).execute();
    const first = await ok("classResults", { classID }, tokens.teacherA);
    const second = await ok("classResults", { classID, page: 2 }, tokens.teacherA);
    const past = await ok("classResults", { classID, page: 3 }, tokens.teacherA);
    expect([first.learnerCount, first.page, first.learners.length]).toEqual([53, 1, 50]);
    // Gus and Hal, then Pupil 1 to Pupil 48 (numbers in numeric order); the last three on page 2.
    expect(first.learners.slice(0, 3).map((l) => l.name)).toEqual(["Gus Grant", "Hal Hill", "Pupil 1"]);
    expect(first.learners.at(-1)?.name).toBe("Pupil 48");
    expect(second.learners.map((l) => l.name)).toEqual(["Pupil 49", "Pupil 50", "Pupil 51"]);
    expect([past.learnerCount, past.page, past.learners]).toEqual([53, 3, []]);
    // The columns are the class's, on every page: a page of learners who met none shows them too.
    expect(first.questionTypes.length).toBeGreaterThan(0);
    expect(second.questionTypes).toEqual(first.questionTypes);
    expect(second.learners.every((l) => l.byType.length === 0)).toBe(true);
    for (const page of [0, -1, 1.5]) {
      expect((await call("classResults", { classID, page }, tokens.teacherA)).statusCode, String(page)).toBe(400);
    }
    await db()
      .deleteFrom("class_members")
      .where(
        "user_id",
        "in",
        ids.map(({ id }) => id),
      )
      .execute();
  });

  it("refuses a class export past the exports prepared and waiting with 503 and a time to come back", async () => {
    const kept = ctx.deps.exports;
    ctx.deps.exports = async () => {
      throw exportsBusy();
    };
    try {
      const busy = await call("classExport", { classID }, tokens.teacherA);
      expect([busy.statusCode, busy.headers["retry-after"]]).toEqual([503, "30"]);
      expect(busy.json()).toEqual({
        statusCode: 503,
        errMsg: "Too many class exports are being prepared; try again in half a minute",
      });
    } finally {
      ctx.deps.exports = kept;
    }
    expect((await call("classExport", { classID }, tokens.teacherA)).statusCode).toBe(200);
  });

  it("refuses another teacher and a learner, and answers an administrator", async () => {
    for (const [name, body] of [
      ["classResults", { classID }],
      ["classExport", { classID }],
      ["assignmentResults", { assignmentID: made.first }],
    ] as const) {
      const other = await call(name, body, tokens.teacherB);
      expect(other.statusCode, name).toBe(404);
      expect((await call(name, body, gus())).statusCode, name).toBe(403);
      expect((await call(name, body, tokens.admin)).statusCode, name).toBe(200);
    }
    // Another teacher's assignment and one that does not exist: the same answer.
    const mine = await call("assignmentResults", { assignmentID: made.first }, tokens.teacherB);
    const missing = await call("assignmentResults", { assignmentID: NO_ASSIGNMENT }, tokens.teacherB);
    expect(mine.json()).toEqual(missing.json());
  });
});
