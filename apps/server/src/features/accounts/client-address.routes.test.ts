import { ROUTES } from "@bandcraft/contract/routes";
import { ADDRESS_POLICY } from "@bandcraft/domain/sign-in-throttle";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, DIALECTS, type TTestContext } from "../../../test/harness";

/** Behind a load balancer every request arrives from its address; TRUST_PROXY makes the client's count. */
describe.each(DIALECTS)("the client address for sign-in throttling on %s", (dialect) => {
  let ctx: TTestContext | undefined;
  afterEach(async () => ctx?.close());

  const login = (email: string, password: string, forwardedFor: string) =>
    ctx!.app.inject({
      method: "POST",
      url: ROUTES.login.path,
      payload: { email, password },
      headers: { "x-forwarded-for": forwardedFor },
    });
  /** One failure per e-mail (the per-e-mail limit stays out of it), all from `address`: its free tries used. */
  const failFrom = async (address: string) => {
    for (let i = 0; i < ADDRESS_POLICY.freeFailures; i++) {
      expect((await login(`guess-${i}@example.com`, "wrong-password", address)).statusCode).toBe(401);
    }
  };

  it("with TRUST_PROXY, counts each forwarded client on its own", async () => {
    ctx = await createTestContext(dialect, { trustProxy: "127.0.0.1" });
    await failFrom("203.0.113.7");
    expect((await login(ADMIN.email, ADMIN.password, "203.0.113.7")).statusCode).toBe(429);
    expect((await login(ADMIN.email, ADMIN.password, "198.51.100.2")).statusCode).toBe(200);
  });

  it("without it, ignores X-Forwarded-For (a client could forge it)", async () => {
    ctx = await createTestContext(dialect);
    await failFrom("203.0.113.7");
    expect((await login(ADMIN.email, ADMIN.password, "198.51.100.2")).statusCode).toBe(429);
  });
});
