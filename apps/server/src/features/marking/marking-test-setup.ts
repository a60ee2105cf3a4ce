import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, expect } from "vitest";
import { bearer, signedInLearner } from "../../../test/harness";
import type { TDialect } from "../../db/dialects";
import { newId } from "../../lib/tokens";
import { classesSuite, emailOf } from "../classes/classes-test-setup";

/** Two writing tasks of the seeded bank. */
export const TASK2 = "bandcraft-writing-task2-driverless-buses";
export const TASK1 = "bandcraft-writing-task1-coastal-town-changes";
export const ESSAY = "Driverless buses could run all night.\n\nYet many riders would miss a driver who can help.";
export const DAY = 86_400_000;

/** The calls the marking tests make, by name. */
export type TMarkingCall =
  | "essaySend"
  | "essayMarking"
  | "markingList"
  | "markingGet"
  | "markingSave"
  | "essaySave"
  | "essayDelete"
  | "classCreate"
  | "classAddLearners"
  | "classRemoveLearner"
  | "classUpdate"
  | "adminUserDelete";

/**
 * The classes suite (administrator, teachers "teacher-a" and "teacher-b", learner "wren") with two more
 * learners, "robin" and "sparrow", and helpers to make classes, essays and writing assignments.
 */
export function markingSuite(dialect: TDialect) {
  const { ctx, tokens, auditRows } = classesSuite(dialect);
  const learners = { wren: "", robin: "", sparrow: "" };
  beforeAll(async () => {
    learners.wren = tokens.learner;
    learners.robin = await signedInLearner(ctx, "robin");
    learners.sparrow = await signedInLearner(ctx, "sparrow");
  });

  const call = (name: TMarkingCall, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url: ROUTES[name].path, payload: payload as object, headers: bearer(token) });

  /** Calls and expects a 200; answers the reply's JSON. */
  const ok = async <T = Record<string, unknown>>(name: TMarkingCall, payload: unknown, token: string) => {
    const res = await call(name, payload, token);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  /** A class of the teacher's with these learners (by name) in it. */
  const classWith = async (name: string, members: string[], teacher = tokens.teacherA): Promise<string> => {
    const { classID } = await ok<{ classID: string }>("classCreate", { name }, teacher);
    const list = members.map((m) => ({ email: emailOf(m) }));
    if (list.length > 0) await ok("classAddLearners", { classID, learners: list }, teacher);
    return classID;
  };

  /** Saves an essay for the learner and answers its id. */
  const essayOf = async (token: string, task = TASK2, text = ESSAY): Promise<string> => {
    ctx.clock.now += 1000;
    const part = task === TASK1 ? 1 : 2;
    const body = { writingPracticeID: task, part, text, timeSpent: 600 };
    return (await ok<{ essayID: string }>("essaySave", body, token)).essayID;
  };

  /** A writing assignment of the class, inserted as the assignments feature stores one; answers its id. */
  const assignmentOf = async (
    classID: string,
    fields: { task?: string; opensAt?: number; dueAt?: number; kind?: "writing" | "test"; deletedAt?: number } = {},
  ): Promise<string> => {
    const id = newId("AS-");
    const kind = fields.kind ?? "writing";
    await ctx.deps.db
      .insertInto("assignments")
      .values({
        ...{ id, class_id: classID, kind, title: "Essay practice" },
        practice_ids: kind === "writing" ? null : "p-1",
        writing_item_id: kind === "writing" ? (fields.task ?? TASK2) : null,
        opens_at: fields.opensAt ?? ctx.clock.now - DAY,
        due_at: fields.dueAt ?? ctx.clock.now + DAY,
        ...{ time_limit_minutes: null, created_by: null, created_at: ctx.clock.now },
        deleted_at: fields.deletedAt ?? null,
      })
      .execute();
    return id;
  };

  return { ctx, tokens, learners, call, ok, classWith, essayOf, assignmentOf, auditRows };
}
