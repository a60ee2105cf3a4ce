import { ZMyAssignmentsResponse } from "@bandcraft/contract/assignments";
import { ROUTES } from "@bandcraft/contract/routes";
import { expect } from "vitest";
import { bearer, signedInLearner } from "../../../test/harness";
import type { TDialect } from "../../db/dialects";
import { classesSuite, emailOf } from "../classes/classes-test-setup";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** The seeded bank's complete tests and passages (content/reading). */
export const TEST_1 = "bandcraft-test-1";
export const partOf = (test: number, part: number) => `bandcraft-test-${test}-part-${part}`;
/** A writing task 2 of the seeded bank. */
export const WRITING_TASK = "bandcraft-writing-task2-waste-responsibility";

/**
 * The class tests' sessions (administrator, teachers A and B, learner "wren", a former teacher) and what the
 * assignment tests add: any call by name, a class with learners, an assignment made through the API, and the
 * learner's own list.
 */
export function assignmentsSuite(dialect: TDialect) {
  const suite = classesSuite(dialect);
  const { ctx, createClass } = suite;

  const call = (name: keyof typeof ROUTES, payload: unknown, token?: string) =>
    ctx.app.inject({
      method: "POST",
      url: ROUTES[name].path,
      payload: payload as object,
      ...(token !== undefined && { headers: bearer(token) }),
    });

  /** New learners `<name>@example.com`, signed in, answered by name. */
  const learners = async <N extends string>(...names: N[]): Promise<Record<N, string>> => {
    const tokens = {} as Record<N, string>;
    for (const name of names) tokens[name] = await signedInLearner(ctx, name);
    return tokens;
  };

  /** A class of the teacher's with these (existing) learners in it. */
  const classWith = async (teacher: string, name: string, members: string[]): Promise<string> => {
    const classID = await createClass(teacher, name);
    if (members.length > 0) {
      const payload = { classID, learners: members.map((m) => ({ email: emailOf(m) })) };
      const res = await call("classAddLearners", payload, teacher);
      expect(res.statusCode, res.body).toBe(200);
    }
    return classID;
  };

  /** A reading assignment of one passage (part 1 of test 1 unless told), open an hour ago, due in a day. */
  const readingBody = (classID: string, extra: object = {}) => ({
    classID,
    kind: "passages",
    practiceIDs: [partOf(1, 1)],
    opensAt: ctx.clock.now - HOUR,
    dueAt: ctx.clock.now + DAY,
    timeLimitMinutes: 20,
    ...extra,
  });

  /** Creates an assignment through the API and answers its id. */
  const assign = async (teacher: string, body: object): Promise<string> => {
    const res = await call("assignmentCreate", body, teacher);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ assignmentID: string }>().assignmentID;
  };

  /** The learner's "Assigned to you", checked against the contract. */
  const mine = async (token: string) => {
    const res = await call("myAssignments", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    return ZMyAssignmentsResponse.parse(res.json());
  };

  /** The account id of `<name>@example.com`. */
  const idOf = async (name: string) =>
    (await ctx.deps.db.selectFrom("users").select("id").where("email", "=", emailOf(name)).executeTakeFirstOrThrow())
      .id;

  /**
   * An essay of the learner's sent to a class for a writing assignment, written to the table itself (sending
   * is the marking feature's call): what the assignment lists read.
   */
  const sentEssay = async (
    name: string,
    sent: { essayID: string; classID: string; assignmentID: string; at: number },
  ) => {
    await ctx.deps.db
      .insertInto("essays")
      .values({
        ...{ id: sent.essayID, user_id: await idOf(name), writing_practice_id: WRITING_TASK, part: 2 },
        ...{ text: "An essay for my class.", word_count: 5, time_spent: 60, feedback: null, created_at: sent.at },
        ...{ task_snapshot: null, sent_class_id: sent.classID, sent_at: sent.at, assignment_id: sent.assignmentID },
      })
      .execute();
  };

  return { ...suite, call, learners, classWith, readingBody, assign, mine, idOf, sentEssay };
}
