import { ROUTES } from "@bandcraft/contract/routes";
import { ADDRESS_POLICY, BYPASS_POLICY, EMAIL_POLICY } from "@bandcraft/domain/sign-in-throttle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { hashPassword } from "../../lib/passwords";
import { sweepAccounts } from "./account-sweeper";
import { insertUser } from "./accounts.repository";
import { clearEmailFailures, KNOWN_FOR_MS } from "./login-throttle";
import { createUser } from "./user-admin.service";

const PASSWORD = "Tangerine-window-58";
const MINUTE = 60_000;

/**
 * Sign-in cannot be turned against its users: failures slow a key down (never lock it), an account's owner
 * gets in from an address without recent failures however hard someone hammers the account elsewhere, a
 * classroom behind one NAT gets in, an IPv6 /64 is one address, a waiting address writes nothing, and
 * forgotten counters are purged. Every client address comes through X-Forwarded-For from a trusted proxy.
 */
describe.each(DIALECTS)("sign-in slowing on %s", (dialect) => {
  let ctx: TTestContext;
  let learners = 0;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { trustProxy: "127.0.0.1" });
    admin = await signIn(ctx);
  });
  afterAll(async () => ctx?.close());

  const login = (email: string, password: string, from: string) =>
    ctx.app.inject({
      method: "POST",
      url: ROUTES.login.path,
      payload: { email, password },
      headers: { "x-forwarded-for": from },
    });
  const codes = async (requests: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(requests)).map((r) => r.statusCode);
  const count = (list: number[], code: number) => list.filter((c) => c === code).length;
  async function newLearner(): Promise<string> {
    learners += 1;
    const email = `pupil-${learners}@example.com`;
    await createUser(ctx.deps, { email, password: PASSWORD, grantedBy: "test" });
    return email;
  }
  /** Uses up an address's free tries, one wrong password per made-up account (no account's own limit is reached). */
  async function exhaust(address: string, tag: string) {
    for (let i = 0; i < ADDRESS_POLICY.freeFailures; i++) {
      expect((await login(`${tag}-${i}@example.com`, "wrong-password", address)).statusCode).toBe(401);
    }
  }
  const rows = () => ctx.deps.db.selectFrom("login_attempts").selectAll().orderBy("key").execute();

  it("lets the administrator in from elsewhere while someone hammers the account from one address", async () => {
    const attacker = "203.0.113.66";
    const hammered = await codes(Array.from({ length: 60 }, () => login(ADMIN.email, "guess", attacker)));
    expect(count(hammered, 401)).toBe(EMAIL_POLICY.freeFailures);
    expect(count(hammered, 429)).toBe(60 - EMAIL_POLICY.freeFailures);
    expect((await login(ADMIN.email, ADMIN.password, "198.51.100.20")).statusCode).toBe(200);
    // A fresh address gets that one try, right or wrong; a wrong one counts and it waits like the rest.
    expect((await login(ADMIN.email, "guess", "198.51.100.21")).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password, "198.51.100.21")).statusCode).toBe(429);
    // The owner's sign-in did not reset the account's wait for the attacker.
    expect((await login(ADMIN.email, "guess", attacker)).statusCode).toBe(429);
    await clearEmailFailures(ctx.deps.db, ADMIN.email, ctx.clock.now);
  });

  it("keeps an account waiting for an address that failed on it, whatever else that address does", async () => {
    const victim = await newLearner();
    const own = await newLearner();
    const attacker = "203.0.113.90";
    for (let i = 0; i < EMAIL_POLICY.freeFailures; i++)
      expect((await login(victim, "guess", attacker)).statusCode).toBe(401);
    // Signing in to an account of one's own there does not make it an address "without recent failures"
    // for the victim's account (nor does the address's failures being forgiven: see the schedule below).
    ctx.clock.now += 29_000;
    expect((await login(own, PASSWORD, attacker)).statusCode).toBe(200);
    expect((await login(victim, "guess", attacker)).statusCode).toBe(429);
    ctx.clock.now += 1000;
    expect((await login(victim, "guess", attacker)).statusCode).toBe(401);
    ctx.clock.now += 59_000;
    expect((await login(own, PASSWORD, attacker)).statusCode).toBe(200);
    expect((await login(victim, "guess", attacker)).json()).toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
  });

  it("lets a classroom of 40 behind one NAT sign in at once, typos and all", async () => {
    const nat = "192.0.2.10";
    const pupils = await Promise.all(Array.from({ length: 40 }, () => newLearner()));
    const typists = new Set(pupils.slice(0, 6));
    // Everyone presses Sign In at the same moment; six mistype first and try again.
    const first = await Promise.all(
      pupils.map((e) => login(e, typists.has(e) ? "Tangerine-widnow-58" : PASSWORD, nat)),
    );
    expect(first.map((r) => r.statusCode)).toEqual(pupils.map((e) => (typists.has(e) ? 401 : 200)));
    const again = await codes([...typists].map((e) => login(e, PASSWORD, nat)));
    expect(again).toEqual([200, 200, 200, 200, 200, 200]);
    // A few more typos later in the lesson change nothing for the others.
    ctx.clock.now += 10 * MINUTE;
    expect(await codes(pupils.slice(6, 10).map((e) => login(e, "nope", nat)))).toEqual([401, 401, 401, 401]);
    expect(await codes(pupils.slice(10).map((e) => login(e, PASSWORD, nat)))).toEqual(pupils.slice(10).map(() => 200));
  });

  it("lets a school of 150 behind one NAT sign in at the same moment: only wrong passwords count on an address", async () => {
    // More sign-ins in flight than the address's free failures: counting each before its password was
    // checked refused correct passwords while the hashes queued.
    const hash = await hashPassword(PASSWORD);
    const school = Array.from({ length: 150 }, (_, i) => `school-${i}@example.com`);
    for (const email of school) await insertUser(ctx.deps.db, email, hash, ctx.clock.now);
    const answers = await codes(school.map((e) => login(e, PASSWORD, "192.0.2.77")));
    expect(count(answers, 200)).toBe(150);
    const left = (await rows()).filter((r) => r.key.includes("192.0.2.77"));
    // Nothing counts against the address or the pairs; each account is marked known from there.
    expect(left.filter((r) => !r.key.startsWith("known:"))).toEqual([]);
    expect(left.length).toBe(150);
  });

  it("lets learners who signed in from the school before past the school's address while a classmate guesses there", async () => {
    const school = "192.0.2.140";
    const regular = await newLearner();
    expect((await login(regular, PASSWORD, school)).statusCode).toBe(200);
    await exhaust(school, "classmate");
    expect((await login("anyone@example.com", "wrong", school)).statusCode).toBe(429);
    // The regular is known from there and gets in; someone who never signed in from there waits with the address.
    expect((await login(regular, PASSWORD, school)).statusCode).toBe(200);
    const newcomer = await newLearner();
    expect((await login(newcomer, PASSWORD, school)).statusCode).toBe(429);
    // Being known lets a wrong password past the address too, but it counts on the account like any other.
    const guesses = await codes(Array.from({ length: 8 }, () => login(regular, "guess", school)));
    expect(count(guesses, 401)).toBe(EMAIL_POLICY.freeFailures);
  });

  it("gives a waiting account few tries from fresh addresses: a botnet or an IPv6 /48 does not get one per address", async () => {
    const victim = await newLearner();
    await codes(Array.from({ length: EMAIL_POLICY.freeFailures + 1 }, () => login(victim, "guess", "203.0.113.200")));
    // Fresh /64s of one /48, one wrong try each.
    const fresh = (i: number) => `2001:db8:77:${i.toString(16)}::1`;
    const tries = [];
    for (let i = 0; i < BYPASS_POLICY.freeFailures + 5; i++)
      tries.push((await login(victim, "guess", fresh(i))).statusCode);
    expect(count(tries, 401)).toBe(BYPASS_POLICY.freeFailures);
    expect(count(tries, 429)).toBe(5);
    // An administrator's unlock clears the budget with the rest, and the owner signs in.
    await clearEmailFailures(ctx.deps.db, victim, ctx.clock.now);
    expect((await login(victim, PASSWORD, fresh(99))).statusCode).toBe(200);
  });

  it("keeps sign-in counters and password-change counters apart: no e-mail typed at sign-in spells the other's key", async () => {
    const victim = await newLearner();
    const token = (await login(victim, PASSWORD, "198.51.100.77")).json<{ token: string }>().token;
    // Wrong sign-ins for a made-up e-mail that starts with the change's scope.
    for (let i = 0; i < 12; i++) await login(`password-change:${victim}`, "wrong", `198.51.100.${100 + i}`);
    const change = await ctx.app.inject({
      method: "POST",
      url: ROUTES.changePassword.path,
      payload: { currentPassword: PASSWORD, newPassword: "Saffron-lantern-harbour-91" },
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "198.51.100.77" },
    });
    expect(change.statusCode).toBe(200);
    expect((await rows()).some((r) => r.key === `password-change:email:${victim}`)).toBe(false);
  });

  it("counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address", async () => {
    const email = await newLearner();
    for (let i = 0; i < ADDRESS_POLICY.freeFailures; i++) {
      const from = `2001:db8:7:1::${(i + 1).toString(16)}`;
      expect((await login(`v6-${i}@example.com`, "wrong-password", from)).statusCode).toBe(401);
    }
    const sameNetwork = await login(email, PASSWORD, "2001:db8:7:1:ffff:ffff:ffff:ffff");
    expect(sameNetwork.json()).toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
    expect((await login(email, PASSWORD, "2001:db8:7:2::1")).statusCode).toBe(200);
    // The dotted form fails until its address waits; the mapped forms are that address.
    await exhaust("198.51.100.77", "mapped");
    for (const mapped of ["::ffff:198.51.100.77", "::ffff:c633:644d", "::FFFF:198.51.100.77"]) {
      expect((await login(email, PASSWORD, mapped)).statusCode, mapped).toBe(429);
    }
    expect((await login(email, PASSWORD, "198.51.100.78")).statusCode).toBe(200);
  });

  it("refuses a waiting address before writing anything", async () => {
    const address = "192.0.2.99";
    // Fail until the address must wait (its free tries, then the first refusal).
    let refusedOnce = false;
    for (let i = 0; i <= ADDRESS_POLICY.freeFailures && !refusedOnce; i++) {
      refusedOnce = (await login(`flood-${i}@example.com`, "wrong-password", address)).statusCode === 429;
    }
    expect(refusedOnce).toBe(true);
    const before = await rows();
    const refused = await codes([
      ...Array.from({ length: 20 }, (_, i) => login(`never-seen-${i}@example.com`, "wrong-password", address)),
      login(ADMIN.email, ADMIN.password, address),
    ]);
    expect(refused.every((c) => c === 429)).toBe(true);
    expect(await rows()).toEqual(before);
  });

  it("makes each failure beyond the free tries double the wait, up to a cap, and says how long", async () => {
    const email = await newLearner();
    const from = "192.0.2.160";
    for (let i = 0; i < EMAIL_POLICY.freeFailures; i++)
      expect((await login(email, "wrong", from)).statusCode).toBe(401);
    for (const seconds of [30, 60, 120, 240, 480, 900, 900]) {
      const refused = await login(email, PASSWORD, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ reason: "sign-in-slowed", retryAfterSeconds: seconds });
      expect(refused.headers["retry-after"]).toBe(String(seconds));
      ctx.clock.now += (seconds - 1) * 1000;
      expect((await login(email, PASSWORD, from)).json()).toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
      ctx.clock.now += 1000;
      expect((await login(email, "wrong", from)).statusCode).toBe(401);
    }
    ctx.clock.now += 15 * MINUTE;
    expect((await login(email, PASSWORD, from)).statusCode).toBe(200);
    // The owner proved the password: their failures are cleared, and a typo is free again.
    expect((await login(email, "wrong", from)).statusCode).toBe(401);
  });

  it("checks at most the free tries when thirty guesses arrive at once, and one from a fresh address once the account waits", async () => {
    const email = await newLearner();
    const burst = await codes(Array.from({ length: 30 }, (_, i) => login(email, `guess-${i}`, "192.0.2.170")));
    expect(count(burst, 401)).toBe(EMAIL_POLICY.freeFailures);
    expect(count(burst, 429)).toBe(30 - EMAIL_POLICY.freeFailures);
    const fresh = await codes(Array.from({ length: 30 }, (_, i) => login(email, `guess-${i}`, "192.0.2.171")));
    expect(count(fresh, 401)).toBe(1);
    expect(count(fresh, 429)).toBe(29);
  });

  it("purges counters whose failures are all forgiven, in the account sweep", async () => {
    const email = await newLearner();
    for (let i = 0; i < 3; i++) expect((await login(email, "wrong", "192.0.2.180")).statusCode).toBe(401);
    const ours = [`email:${email}`, "ip:v4:192.0.2.180"];
    const present = async () => (await rows()).map((r) => r.key).filter((k) => ours.includes(k));
    expect(await present()).toEqual(ours);
    // An address forgives a failure per 2 quiet minutes (3 failures: 6 minutes), an account one an hour.
    ctx.clock.now += 7 * MINUTE;
    await sweepAccounts(ctx.deps);
    expect(await present()).toEqual([`email:${email}`]);
    ctx.clock.now += 3 * 60 * MINUTE;
    const swept = await sweepAccounts(ctx.deps);
    expect(swept.loginAttemptsPurged).toBeGreaterThanOrEqual(1);
    expect(await present()).toEqual([]);
    // A day on, only the marks of right passwords are left (they let an owner past a waiting address for
    // 30 days); once those have run out, nothing: the table does not grow with every address ever seen.
    ctx.clock.now += 24 * 60 * MINUTE;
    await sweepAccounts(ctx.deps);
    expect((await rows()).filter((r) => !(r.key.includes("known:") && r.failures === 0))).toEqual([]);
    ctx.clock.now += KNOWN_FOR_MS;
    await sweepAccounts(ctx.deps);
    expect(await rows()).toEqual([]);
    // A month on, the administrator's session of this suite has run out too.
    admin = await signIn(ctx);
  });

  it("lets an administrator unlock an account (the owner shares the attacker's address)", async () => {
    const email = await newLearner();
    const nat = "192.0.2.190";
    for (let i = 0; i < EMAIL_POLICY.freeFailures; i++) await login(email, "wrong", nat);
    expect((await login(email, PASSWORD, nat)).statusCode).toBe(429);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: "POST", url, payload, headers: bearer(admin) });
    const listed = async () => {
      const res = await post(ROUTES.adminUserList.path, { paginationRequest: { page: 1, pageSize: 10 }, query: email });
      return res.json().data.users.find((u: { email: string }) => u.email === email);
    };
    expect((await listed()).signInWaitUntil).toBe(ctx.clock.now + 30_000);
    const unlocked = await post(ROUTES.adminUserUnlock.path, { email: email.toUpperCase() });
    expect(unlocked.json()).toEqual({ statusCode: 200, errMsg: "", email, hadFailures: true });
    expect((await listed()).signInWaitUntil).toBeUndefined();
    expect((await login(email, PASSWORD, nat)).statusCode).toBe(200);
    expect((await post(ROUTES.adminUserUnlock.path, { email })).json().hadFailures).toBe(false);
    const ghost = await post(ROUTES.adminUserUnlock.path, { email: "ghost@example.com" });
    expect(ghost.statusCode).toBe(404);
  });
});
