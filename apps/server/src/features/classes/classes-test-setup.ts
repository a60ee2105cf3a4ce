import { TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { ROUTES } from "@bandcraft/contract/routes";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { beforeAll, expect } from "vitest";
import { grant } from "../../../test/admin-calls";
import { bearer, signedInLearner, signIn } from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import type { TDialect } from "../../db/dialects";

/** The e-mail signedInLearner gives a name, and the password it sets. */
export const emailOf = (name: string) => `${name}@example.com`;
export const LEARNER_PASSWORD = "learner-password";

/** The class calls a test makes, by name. */
export type TClassCall =
  | "classList"
  | "classCreate"
  | "classUpdate"
  | "classGet"
  | "classAddLearners"
  | "classRemoveLearner";

/**
 * A test context for the enclosing describe block with the sessions the class tests use: the administrator,
 * two teachers ("teacher-a", "teacher-b", privilege 10 for good), a learner ("wren", no privilege) and a
 * former teacher whose privilege 10 has expired.
 */
export function classesSuite(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  const tokens = { admin: "", teacherA: "", teacherB: "", learner: "", expiredTeacher: "" };
  const makeTeacher = async (name: string, expiresAt: number) => {
    const token = await signedInLearner(ctx, name);
    await grant(ctx, emailOf(name), TEACHER_PRIVILEGE, expiresAt);
    return token;
  };
  beforeAll(async () => {
    tokens.admin = await signIn(ctx);
    tokens.teacherA = await makeTeacher("teacher-a", PERMANENT_EXPIRY_MS);
    tokens.teacherB = await makeTeacher("teacher-b", PERMANENT_EXPIRY_MS);
    tokens.expiredTeacher = await makeTeacher("former-teacher", ctx.clock.now - 1);
    tokens.learner = await signedInLearner(ctx, "wren");
  });

  const post = (call: TClassCall | "login", payload: unknown, token?: string) =>
    ctx.app.inject({
      method: "POST",
      url: ROUTES[call].path,
      payload: payload as object,
      ...(token !== undefined && { headers: bearer(token) }),
    });

  /** Creates a class through the API and answers its id. */
  const createClass = async (token: string, name: string): Promise<string> => {
    const res = await post("classCreate", { name }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ classID: string }>().classID;
  };

  /** The audit entries of an action, oldest first, read from the table itself. */
  const auditRows = async (action: string) => {
    const rows = await ctx.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .orderBy("at")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ actor: r.actor_email, target: r.target, detail: JSON.parse(r.detail) as unknown }));
  };

  return { ctx, tokens, post, createClass, auditRows };
}
