import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { beforeAll } from "vitest";
import type { TDialect } from "../src/db/dialects";
import { createUser, grantPrivilege } from "../src/features/accounts/user-admin.service";
import { bearer, signIn, type TTestContext } from "./harness";
import { suiteContext } from "./suite-context";

/**
 * What the administration API tests share: a context for the enclosing describe block, the administrator's
 * session (`session.admin`, filled in before the tests) and `post`, which sends a bearer token when given one.
 */
export function adminSuite(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  const session = { admin: "" };
  beforeAll(async () => {
    session.admin = await signIn(ctx);
  });
  const post = (url: string, payload: unknown, token?: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: token ? bearer(token) : {} });
  return { ctx, session, post };
}

/** Gives an account a privilege until `expiresAt` (for good unless told), as the command line would. */
export const grant = (ctx: TTestContext, email: string, privilegeId: number, expiresAt = PERMANENT_EXPIRY_MS) =>
  grantPrivilege(ctx.deps, { email, privilegeId, expiresAt, grantedBy: "test" });

/** Creates an account with the password and the privileges (each for good); answers its e-mail. */
export async function createAccount(
  ctx: TTestContext,
  email: string,
  password: string,
  privileges: number[] = [],
): Promise<string> {
  await createUser(ctx.deps, { email, password, grantedBy: "test" });
  for (const privilegeId of privileges) await grant(ctx, email, privilegeId);
  return email;
}
