import { ZLoginResponse } from "@bandcraft/contract/accounts";
import { MAX_CLASS_SIZE, ZAddLearnersResponse, ZClassGetResponse } from "@bandcraft/contract/classes";
import { describe, expect, it } from "vitest";
import { ADMIN, DIALECTS, signIn } from "../../../test/harness";
import { classesSuite, emailOf, LEARNER_PASSWORD } from "./classes-test-setup";

describe.each(DIALECTS)("a class's learners on %s", (dialect) => {
  const { ctx, tokens, post, createClass, auditRows } = classesSuite(dialect);
  const add = async (classID: string, learners: object[], token = tokens.teacherA) => {
    const res = await post("classAddLearners", { classID, learners }, token);
    expect(res.statusCode, res.body).toBe(200);
    return ZAddLearnersResponse.parse(res.json());
  };
  const learnersOf = async (classID: string, token = tokens.teacherA) =>
    ZClassGetResponse.parse((await post("classGet", { classID }, token)).json());
  const accountCount = async (emails: string[]) =>
    (await ctx.deps.db.selectFrom("users").select("id").where("email", "in", emails).execute()).length;

  it("adds 30 new learners whose one-time passwords sign in, each told to choose a password", async () => {
    const classID = await createClass(tokens.teacherA, "Thirty");
    const learners = Array.from({ length: 30 }, (_, i) => ({ email: `Pupil${i}@Example.com`, name: ` Pupil ${i} ` }));
    const reply = await add(classID, learners);
    expect(reply.alreadyInClass).toEqual([]);
    expect(reply.added).toHaveLength(30);
    expect(reply.added[0]).toMatchObject({ email: "pupil0@example.com", name: "Pupil 0" });
    for (const learner of reply.added) {
      expect(learner.oneTimePassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      const res = await post("login", { email: learner.email, password: learner.oneTimePassword });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZLoginResponse.parse(res.json()).userInfo.mustChangePassword).toBe(true);
    }
    const got = await learnersOf(classID);
    expect(got.class.learnerCount).toBe(30);
    expect(got.learners.map((l) => l.email)).toEqual([...reply.added.map((l) => l.email)].sort());
    expect(got.learners[0]).toEqual({
      email: "pupil0@example.com",
      name: "Pupil 0",
      addedAt: ctx.clock.now,
      mustChangePassword: true,
      disabled: false,
    });
    // The one-time passwords are in the reply only: the table holds hashes.
    const stored = await ctx.deps.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "like", "pupil%")
      .execute();
    expect(stored.every((r) => r.password_hash.startsWith("$argon2id$"))).toBe(true);

    const created = (await auditRows("account.create")).filter((r) => r.target.startsWith("pupil"));
    expect(created).toHaveLength(30);
    expect(created[0]).toMatchObject({ actor: emailOf("teacher-a"), detail: { classID } });
    expect(await auditRows("class.add_learners")).toContainEqual({
      actor: emailOf("teacher-a"),
      target: "Thirty",
      detail: { classID, added: 30, created: 30 },
    });
  });

  it("lets existing accounts join as they are (passwords, privileges and names untouched), each in the audit log", async () => {
    const classID = await createClass(tokens.teacherA, "Existing");
    await ctx.deps.db
      .updateTable("users")
      .set({ display_name: "Wren Kept" })
      .where("email", "=", emailOf("wren"))
      .execute();
    const reply = await add(classID, [
      { email: emailOf("wren"), name: "Wren Renamed" },
      { email: ADMIN.email, name: "The Head" },
      { email: "fresh@example.com" },
    ]);
    expect(reply.added).toEqual([
      { email: emailOf("wren"), name: "Wren Kept", oneTimePassword: null },
      { email: ADMIN.email, name: null, oneTimePassword: null },
      { email: "fresh@example.com", name: null, oneTimePassword: expect.any(String) },
    ]);
    await signIn(ctx, emailOf("wren"), LEARNER_PASSWORD);
    const admin = await post("login", ADMIN);
    expect(ZLoginResponse.parse(admin.json()).userInfo).toMatchObject({ privileges: [1] });
    expect(admin.json().userInfo.mustChangePassword).toBeUndefined();
    const got = await learnersOf(classID);
    expect(got.learners.find((l) => l.email === ADMIN.email)).toMatchObject({ name: null, mustChangePassword: false });
    expect((await auditRows("class.join")).map((r) => r.target).sort()).toEqual([ADMIN.email, emailOf("wren")].sort());
    expect(await auditRows("class.add_learners")).toContainEqual({
      actor: emailOf("teacher-a"),
      target: "Existing",
      detail: { classID, added: 3, created: 1 },
    });
  });

  it("reports learners already in the class and changes nothing for them", async () => {
    const classID = await createClass(tokens.teacherA, "Twice");
    await add(classID, [{ email: "again@example.com" }]);
    const reply = await add(classID, [
      { email: "again@example.com", name: "Late Name" },
      { email: "new-too@example.com" },
    ]);
    expect(reply.alreadyInClass).toEqual(["again@example.com"]);
    expect(reply.added.map((l) => l.email)).toEqual(["new-too@example.com"]);
    expect((await learnersOf(classID)).learners.find((l) => l.email === "again@example.com")?.name).toBeNull();
  });

  it("refuses an e-mail given twice in one request (any case) with 400, adding nobody", async () => {
    const classID = await createClass(tokens.teacherA, "Duplicates");
    const learners = [{ email: "dup@example.com" }, { email: "other@example.com" }, { email: " DUP@example.com" }];
    const res = await post("classAddLearners", { classID, learners }, tokens.teacherA);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toContain("dup@example.com");
    expect(await accountCount(["dup@example.com", "other@example.com"])).toBe(0);
  });

  it(`refuses to fill a class past ${MAX_CLASS_SIZE} learners (409 class-full), creating no account`, async () => {
    const classID = await createClass(tokens.teacherA, "Full");
    const { db } = ctx.deps;
    const filler = Array.from({ length: MAX_CLASS_SIZE - 1 }, (_, i) => ({
      email: `filler${i}@example.com`,
      password_hash: "not-a-hash",
      created_at: ctx.clock.now,
    }));
    const ids = await db.insertInto("users").values(filler).returning("id").execute();
    const members = ids.map((r) => ({ class_id: classID, user_id: r.id, added_at: ctx.clock.now }));
    await db.insertInto("class_members").values(members).execute();
    const two = [{ email: "one-more@example.com" }, { email: "two-more@example.com" }];
    const res = await post("classAddLearners", { classID, learners: two }, tokens.teacherA);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "class-full" });
    expect(await accountCount(two.map((l) => l.email))).toBe(0);
    // One already in it and one more fit exactly.
    const reply = await add(classID, [{ email: "filler0@example.com" }, { email: "one-more@example.com" }]);
    expect(reply.alreadyInClass).toEqual(["filler0@example.com"]);
    const got = await learnersOf(classID);
    expect([got.class.learnerCount, got.learners.length]).toEqual([MAX_CLASS_SIZE, MAX_CLASS_SIZE]);
  });

  it("keeps an archived class's learners as they are (409 class-archived) until it is restored", async () => {
    const classID = await createClass(tokens.teacherA, "Archived");
    await add(classID, [{ email: "kept@example.com" }]);
    await post("classUpdate", { classID, archived: true }, tokens.teacherA);
    const adding = await post(
      "classAddLearners",
      { classID, learners: [{ email: "late@example.com" }] },
      tokens.teacherA,
    );
    expect(adding.statusCode).toBe(409);
    expect(adding.json()).toMatchObject({ reason: "class-archived" });
    const removing = await post("classRemoveLearner", { classID, email: "kept@example.com" }, tokens.teacherA);
    expect(removing.statusCode).toBe(409);
    expect(await accountCount(["late@example.com"])).toBe(0);
    expect((await learnersOf(classID)).learners.map((l) => l.email)).toEqual(["kept@example.com"]);
    await post("classUpdate", { classID, archived: false }, tokens.teacherA);
    await add(classID, [{ email: "late@example.com" }]);
  });

  it("removes a learner from the class only: the account stays; a second removal is 404", async () => {
    const classID = await createClass(tokens.teacherA, "Removal");
    const [learner] = (await add(classID, [{ email: "leaving@example.com" }])).added;
    const res = await post("classRemoveLearner", { classID, email: "Leaving@Example.com" }, tokens.teacherA);
    expect(res.statusCode, res.body).toBe(200);
    expect((await learnersOf(classID)).learners).toEqual([]);
    expect((await post("login", { email: learner?.email, password: learner?.oneTimePassword })).statusCode).toBe(200);
    const again = await post("classRemoveLearner", { classID, email: "leaving@example.com" }, tokens.teacherA);
    expect(again.statusCode).toBe(404);
    const stranger = await post("classRemoveLearner", { classID, email: "nobody@example.com" }, tokens.teacherA);
    expect(stranger.statusCode).toBe(404);
    expect(await auditRows("class.remove_learner")).toEqual([
      { actor: emailOf("teacher-a"), target: "leaving@example.com", detail: { classID, className: "Removal" } },
    ]);
  });

  it("makes one account when classes add the same new e-mail at once: never a 500, one password", async () => {
    const classIDs = await Promise.all([1, 2, 3, 4].map((i) => createClass(tokens.teacherB, `Race ${i}`)));
    const replies = await Promise.all(
      classIDs.map((classID) =>
        post("classAddLearners", { classID, learners: [{ email: "race@example.com" }] }, tokens.teacherB),
      ),
    );
    for (const res of replies) expect([200, 409], res.body).toContain(res.statusCode);
    const passwords = replies
      .filter((r) => r.statusCode === 200)
      .flatMap((r) => ZAddLearnersResponse.parse(r.json()).added.map((l) => l.oneTimePassword))
      .filter((p) => p !== null);
    expect(passwords).toHaveLength(1);
    for (const res of replies.filter((r) => r.statusCode === 409)) expect(res.json().reason).toBe("class-changed");
    expect(await accountCount(["race@example.com"])).toBe(1);
  });
});
