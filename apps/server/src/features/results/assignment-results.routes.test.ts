import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { TLearnerResult } from "@bandcraft/contract/results";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { answersOf, HOUR, PRACTICE, resultsSuite } from "./results-test-setup";

const none = {
  closedByServer: false,
  testTakerID: null,
  score: null,
  band: null,
  timeSeconds: null,
  startedAt: null,
  submittedAt: null,
  essayID: null,
  essayStatus: null,
  overallBand: null,
};

describe.each(DIALECTS)("an assignment's results on %s", (dialect) => {
  const { ctx, tokens, ok, learner, classWith, assignment, assign, start, submit, essay, marks, keyOf } =
    resultsSuite(dialect);
  let key: TReadingPractice;
  const people: Record<string, { email: string; token: string }> = {};
  beforeAll(async () => {
    key = await keyOf(PRACTICE);
    people.ann = await learner("ann", "Ann Archer");
    people.bob = await learner("bob", "bob baker");
    people.cat = await learner("cat");
    people.dan = await learner("dan", "Dan Dale");
    people.eve = await learner("eve", "Eve Evans");
  });
  const emails = () => ["ann", "bob", "cat", "dan", "eve"].map((n) => people[n]?.email ?? "");
  const token = (name: string) => people[name]?.token ?? "";

  it("reads each learner's row and how the class did on each question, never a learner's own practice", async () => {
    const classID = await classWith(tokens.teacherA, "Year 9", emails());
    const assignmentID = await assignment(classID, { kind: "passages", title: "Farm passage", dueIn: 2 * HOUR });
    // Ann: two wrong (1 and 6); Bob: 1, 6 and 7 (blank) wrong. Dan starts; Cat and Eve never do.
    const ann = await start(token("ann"));
    await assign(ann.testTakerID, assignmentID);
    const annStartedAt = ctx.clock.now;
    const annRecord = await submit(token("ann"), ann.testTakerID, [
      [PRACTICE, answersOf(key, { 1: "true", 6: "Lake" })],
    ]);
    const bob = await start(token("bob"));
    await assign(bob.testTakerID, assignmentID);
    await submit(token("bob"), bob.testTakerID, [[PRACTICE, answersOf(key, { 1: "TRUE ", 6: "lake", 7: "" })]]);
    const dan = await start(token("dan"));
    await assign(dan.testTakerID, assignmentID);
    // Their own practice of the same passage counts nowhere here: Ann's blank paper, Eve's one.
    for (const name of ["ann", "eve"]) {
      const own = await start(token(name));
      await submit(token(name), own.testTakerID, [[PRACTICE, { 1: "NOT GIVEN", 6: "field" }]]);
    }

    const results = await ok("assignmentResults", { assignmentID }, tokens.teacherA);
    expect(results.assignment).toEqual({
      assignmentID,
      classID,
      className: "Year 9",
      kind: "passages",
      title: "Farm passage",
      contentTitles: [key.title],
      opensAt: expect.any(Number),
      dueAt: expect.any(Number),
      timeLimitMinutes: 60,
      createdAt: expect.any(Number),
      learnerCount: 5,
      submittedCount: 2,
    });
    // By name, case aside (learners without a name last); not yet due, so nobody is late.
    expect(results.learners.map((l) => [l.email, l.status, l.late])).toEqual([
      [people.ann?.email, "submitted", false],
      [people.bob?.email, "submitted", false],
      [people.dan?.email, "in-progress", false],
      [people.eve?.email, "not-started", false],
      [people.cat?.email, "not-started", false],
    ]);
    expect(results.learners[0]).toEqual({
      ...none,
      email: people.ann?.email ?? "",
      name: "Ann Archer",
      status: "submitted",
      late: false,
      testTakerID: ann.testTakerID,
      score: 11,
      questionCount: 13,
      // One passage is no complete test: no band.
      timeSeconds: annRecord.elapsedTime,
      startedAt: annStartedAt,
      submittedAt: annStartedAt + 754_000,
    } satisfies TLearnerResult);
    expect(results.learners[1]?.score).toBe(10);
    expect(results.learners[2]).toMatchObject({ testTakerID: dan.testTakerID, score: null, questionCount: 13 });
    expect(results.learners[3]).toEqual({
      ...none,
      email: people.eve?.email,
      name: "Eve Evans",
      status: "not-started",
      late: false,
      questionCount: 13,
    });

    expect(results.questions.map((q) => [q.part, q.practiceID, q.number])).toEqual(
      Array.from({ length: 13 }, (_, i) => [1, PRACTICE, i + 1]),
    );
    expect(results.questions[0]).toEqual({
      part: 1,
      practiceID: PRACTICE,
      number: 1,
      questionType: key.questionSections[0]?.questionType,
      papers: 2,
      correct: 0,
      wrongAnswers: [{ answer: "TRUE", count: 2 }],
    });
    expect(results.questions[5]).toMatchObject({ papers: 2, correct: 0, wrongAnswers: [{ answer: "Lake", count: 2 }] });
    expect(results.questions[6]).toMatchObject({ papers: 2, correct: 1, wrongAnswers: [{ answer: "", count: 1 }] });
    expect(results.questions[1]).toMatchObject({ papers: 2, correct: 2, wrongAnswers: [] });

    // Past the due time, whoever has not submitted is late; the submitted stay on time.
    ctx.clock.now += 3 * HOUR;
    const later = await ok("assignmentResults", { assignmentID }, tokens.teacherA);
    expect(later.learners.map((l) => l.late)).toEqual([false, false, true, true, true]);
  });

  it("reads a writing assignment's sent essays: returned with the band, sent, late, and nothing else", async () => {
    const classID = await classWith(tokens.teacherA, "Year 9 writing", emails());
    const other = await classWith(tokens.teacherB, "Elsewhere", emails());
    const assignmentID = await assignment(classID, { kind: "writing", title: "Commuting", dueIn: HOUR });
    const sent = (at: number, to = classID, forAssignment: string | null = assignmentID) => ({
      classID: to,
      assignmentID: forAssignment,
      at,
    });
    const annEssay = await essay(token("ann"), sent(ctx.clock.now));
    await marks(annEssay, 6.5, true);
    const bobEssay = await essay(token("bob"), sent(ctx.clock.now + 2 * HOUR));
    await marks(bobEssay, 7, false);
    // Not sent; sent to another class; sent to this class but not for the assignment: none of them counts.
    await essay(token("dan"), null);
    await essay(token("eve"), sent(ctx.clock.now, other));
    await essay(token("cat"), sent(ctx.clock.now, classID, null));

    const results = await ok("assignmentResults", { assignmentID }, tokens.teacherA);
    expect(results.assignment).toMatchObject({
      kind: "writing",
      learnerCount: 5,
      submittedCount: 2,
      timeLimitMinutes: null,
    });
    expect(results.assignment.contentTitles).toHaveLength(1);
    expect(results.questions).toEqual([]);
    const [annRow, bobRow, ...rest] = results.learners;
    const writing = { ...none, status: "submitted", questionCount: 0, timeSeconds: 900 } as const;
    expect(annRow).toEqual({
      ...writing,
      email: people.ann?.email,
      name: "Ann Archer",
      late: false,
      submittedAt: ctx.clock.now,
      essayID: annEssay,
      essayStatus: "returned",
      overallBand: 6.5,
    });
    // Marked but not returned: the learner has no band yet, and neither does the table.
    expect(bobRow).toEqual({
      ...writing,
      email: people.bob?.email,
      name: "bob baker",
      late: true,
      submittedAt: ctx.clock.now + 2 * HOUR,
      essayID: bobEssay,
      essayStatus: "sent",
    });
    expect(rest.map((l) => [l.status, l.essayID])).toEqual([
      ["not-started", null],
      ["not-started", null],
      ["not-started", null],
    ]);
  });
});
