import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { sha256Hex } from "../../lib/tokens";
import {
  ACCOUNT_SWEEP_INTERVAL_MS,
  REVOKED_SESSION_KEEP_MS,
  startAccountSweeper,
  sweepAccounts,
} from "./account-sweeper";
import { deleteDeadSessions } from "./sessions.repository";
import { newSessionPublicId, openSession, SESSION_CAP } from "./sessions.service";
import { createUser } from "./user-admin.service";

const PASSWORD = "amber-canyon-58";

describe.each(DIALECTS)("session growth an attacker can cause on %s", (dialect) => {
  let ctx: TTestContext;
  let accounts = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.deps.db;
  async function newAccount(): Promise<{ id: number; email: string }> {
    const email = `grower${++accounts}@example.com`;
    const id = await createUser(ctx.deps, { email, password: PASSWORD, grantedBy: "test" });
    return { id, email };
  }
  const works = async (token: string) =>
    (await ctx.app.inject({ method: "POST", url: ROUTES.userInfo.path, payload: {}, headers: bearer(token) }))
      .statusCode === 200;
  const liveCount = async (userId: number) =>
    Number(
      (
        await db()
          .selectFrom("sessions")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", userId)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", ctx.clock.now)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rowCount = async () =>
    Number(
      (
        await db()
          .selectFrom("sessions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it(`30 sign-ins racing on one account leave at most ${SESSION_CAP} live (the account row is locked)`, async () => {
    const { id } = await newAccount();
    const now = ctx.clock.now;
    await Promise.all(
      Array.from({ length: 30 }, () =>
        openSession(ctx.deps, { userId: id, userAgent: undefined, now, expiresAt: now + 3_600_000 }),
      ),
    );
    expect(await liveCount(id)).toBe(SESSION_CAP);
  });

  it("an account deleted after its password was checked gets no session, and no foreign-key error", async () => {
    const now = ctx.clock.now;
    const opened = await openSession(ctx.deps, {
      userId: 987_654,
      userAgent: undefined,
      now,
      expiresAt: now + 3_600_000,
    });
    expect(opened).toBeNull();
  });

  it("the sweep deletes expired sessions and long-revoked ones, and keeps live and recently revoked ones", async () => {
    const { id, email } = await newAccount();
    const live = await signIn(ctx, email, PASSWORD);
    const expiring = await signIn(ctx, email, PASSWORD);
    const loggedOut = await signIn(ctx, email, PASSWORD);
    await ctx.app.inject({ method: "POST", url: ROUTES.logout.path, payload: {}, headers: bearer(loggedOut) });
    await db()
      .updateTable("sessions")
      .set({ expires_at: ctx.clock.now - 1 })
      .where("token_hash", "=", sha256Hex(expiring))
      .execute();
    const hashes = async () =>
      (await db().selectFrom("sessions").select("token_hash").where("user_id", "=", id).execute()).map(
        (r) => r.token_hash,
      );

    const first = await sweepAccounts(ctx.deps);
    expect(first.sessionsPruned).toBeGreaterThanOrEqual(1);
    expect(new Set(await hashes())).toEqual(new Set([sha256Hex(live), sha256Hex(loggedOut)]));

    ctx.clock.now += REVOKED_SESSION_KEEP_MS + 1;
    await sweepAccounts(ctx.deps);
    expect(await hashes()).toEqual([sha256Hex(live)]);
    expect(await works(live)).toBe(true);
  });

  it("the sweep works in bounded batches: one delete removes at most its batch", async () => {
    const { id } = await newAccount();
    const now = ctx.clock.now;
    const rows = Array.from({ length: 25 }, (_, i) => ({
      user_id: id,
      token_hash: `dead-${dialect}-${i}`,
      public_id: newSessionPublicId(),
      user_agent: null,
      created_at: now - 10,
      last_used_at: now - 10,
      expires_at: now - 1,
      revoked_at: null,
    }));
    await db().insertInto("sessions").values(rows).execute();
    const before = await rowCount();
    expect(await deleteDeadSessions(db(), now, now - REVOKED_SESSION_KEEP_MS, 10)).toBe(10);
    expect(await rowCount()).toBe(before - 10);
    await sweepAccounts(ctx.deps);
    expect(await db().selectFrom("sessions").select("id").where("expires_at", "<=", now).execute()).toEqual([]);
  });

  it("the periodic sweeper runs on its interval and stops when asked", async () => {
    const { id } = await newAccount();
    const insertExpired = (tag: string) =>
      db()
        .insertInto("sessions")
        .values({
          user_id: id,
          token_hash: `timer-${dialect}-${tag}`,
          public_id: newSessionPublicId(),
          user_agent: null,
          created_at: ctx.clock.now - 10,
          last_used_at: ctx.clock.now - 10,
          expires_at: ctx.clock.now - 1,
          revoked_at: null,
        })
        .execute();
    const remaining = async () =>
      (await db().selectFrom("sessions").select("id").where("user_id", "=", id).execute()).length;
    const log = { info: vi.fn(), error: vi.fn() };
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      await insertExpired("a");
      const stop = startAccountSweeper(ctx.deps, log as never);
      vi.advanceTimersByTime(ACCOUNT_SWEEP_INTERVAL_MS);
      await vi.waitUntil(() => log.info.mock.calls.length > 0, { timeout: 5_000 });
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ sessionsPruned: 1 }), "accounts sweep");
      expect(await remaining()).toBe(0);
      stop();
      await insertExpired("b");
      vi.advanceTimersByTime(ACCOUNT_SWEEP_INTERVAL_MS * 3);
      expect(await remaining()).toBe(1);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
