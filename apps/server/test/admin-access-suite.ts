import { beforeAll } from "vitest";
import type { TDialect } from "../src/db/dialects";
import { grantPrivilege } from "../src/features/accounts/user-admin.service";
import { signedInLearner, signIn } from "./harness";
import { suiteContext } from "./suite-context";

/**
 * A test context for the enclosing describe block with the sessions an admin route's access tests use,
 * filled in before the tests: the administrator, a learner ("wren") and a former administrator whose
 * privilege has expired (signed in, but no longer an administrator).
 */
export function adminAccessSuite(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  const signedIn = { admin: "", learner: "", expiredAdmin: "" };
  beforeAll(async () => {
    signedIn.admin = await signIn(ctx);
    signedIn.learner = await signedInLearner(ctx, "wren");
    signedIn.expiredAdmin = await signedInLearner(ctx, "former-admin");
    await grantPrivilege(ctx.deps, {
      email: "former-admin@example.com",
      privilegeId: 1,
      expiresAt: ctx.clock.now - 1,
      grantedBy: "test",
    });
  });
  return { ctx, signedIn };
}
