import { ZClassGetResponse, ZClassListResponse } from "@bandcraft/contract/classes";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { classesSuite, emailOf, type TClassCall } from "./classes-test-setup";

const MISSING = "CL-000000000000";
const page = (n: number, size = 20) => ({ paginationRequest: { page: n, pageSize: size } });

describe.each(DIALECTS)("teachers' classes on %s", (dialect) => {
  const { ctx, tokens, post, createClass, auditRows } = classesSuite(dialect);
  const list = async (token: string, extra: object = {}) => {
    const res = await post("classList", { ...page(1, 100), ...extra }, token);
    expect(res.statusCode, res.body).toBe(200);
    return ZClassListResponse.parse(res.json()).data;
  };

  it("creates a class the caller teaches, lists it, renames, archives and restores it, all audited", async () => {
    const classID = await createClass(tokens.teacherA, "  Year 7 Reading  ");
    expect(classID).toMatch(/^CL-[0-9A-Za-z]{12}$/);
    const mine = await list(tokens.teacherA);
    expect(mine.classes.find((c) => c.classID === classID)).toEqual({
      classID,
      name: "Year 7 Reading",
      teacherEmail: emailOf("teacher-a"),
      learnerCount: 0,
      archived: false,
      createdAt: ctx.clock.now,
    });

    expect((await post("classUpdate", { classID, name: "Year 7 Writing" }, tokens.teacherA)).statusCode).toBe(200);
    expect((await post("classUpdate", { classID, archived: true }, tokens.teacherA)).statusCode).toBe(200);
    expect((await list(tokens.teacherA)).classes.some((c) => c.classID === classID)).toBe(false);
    const withArchived = await list(tokens.teacherA, { includeArchived: true });
    expect(withArchived.classes.find((c) => c.classID === classID)).toMatchObject({ archived: true });
    // An archived class may still be renamed, and restored.
    const both = { classID, name: "Year 7 Both", archived: false };
    expect((await post("classUpdate", both, tokens.teacherA)).statusCode).toBe(200);
    expect((await list(tokens.teacherA)).classes.find((c) => c.classID === classID)).toMatchObject({
      name: "Year 7 Both",
      archived: false,
    });

    const actor = emailOf("teacher-a");
    expect(await auditRows("class.create")).toContainEqual({ actor, target: "Year 7 Reading", detail: { classID } });
    const renames = (await auditRows("class.rename")).filter(
      (r) => (r.detail as { classID: string }).classID === classID,
    );
    expect(renames.map((r) => r.target).sort()).toEqual(["Year 7 Both", "Year 7 Writing"]);
    expect(renames).toContainEqual({ actor, target: "Year 7 Writing", detail: { classID, from: "Year 7 Reading" } });
    expect(await auditRows("class.archive")).toContainEqual({ actor, target: "Year 7 Writing", detail: { classID } });
    expect(await auditRows("class.restore")).toContainEqual({ actor, target: "Year 7 Both", detail: { classID } });
  });

  it("refuses a second unarchived class of the same name for one teacher (any case), not across teachers", async () => {
    const first = await createClass(tokens.teacherA, "Band 6 Group");
    const clash = await post("classCreate", { name: "band 6 GROUP" }, tokens.teacherA);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ reason: "class-name-taken" });
    expect(clash.json().errMsg).toContain("band 6 GROUP");
    // Another teacher may use the name; a rename onto it clashes too, and a rename to itself in other case does not.
    await createClass(tokens.teacherB, "Band 6 Group");
    const other = await createClass(tokens.teacherA, "Band 7 Group");
    const rename = await post("classUpdate", { classID: other, name: "BAND 6 group" }, tokens.teacherA);
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ reason: "class-name-taken" });
    expect((await post("classUpdate", { classID: other, name: "BAND 7 group" }, tokens.teacherA)).statusCode).toBe(200);
    // An archived class frees its name; restoring it while the name is taken again is refused.
    expect((await post("classUpdate", { classID: first, archived: true }, tokens.teacherA)).statusCode).toBe(200);
    const again = await createClass(tokens.teacherA, "Band 6 Group");
    const restore = await post("classUpdate", { classID: first, archived: false }, tokens.teacherA);
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toMatchObject({ reason: "class-name-taken" });
    expect((await post("classUpdate", { classID: again, archived: true }, tokens.teacherA)).statusCode).toBe(200);
    expect((await post("classUpdate", { classID: first, archived: false }, tokens.teacherA)).statusCode).toBe(200);
  });

  it("pages a teacher's classes newest first with the total, and an administrator's over every teacher", async () => {
    const token = tokens.teacherB;
    const before = (await list(token)).totalCnt;
    const made: string[] = [];
    for (let i = 1; i <= 5; i++) {
      ctx.clock.now += 1000;
      made.push(await createClass(token, `Paged ${i}`));
    }
    const first = ZClassListResponse.parse((await post("classList", page(1, 2), token)).json()).data;
    expect(first.totalCnt).toBe(before + 5);
    expect(first.classes.map((c) => c.name)).toEqual(["Paged 5", "Paged 4"]);
    const third = ZClassListResponse.parse((await post("classList", page(3, 2), token)).json()).data;
    expect(third.classes.map((c) => c.name)[0]).toBe("Paged 1");
    const all = await list(tokens.admin, { includeArchived: true });
    const teachers = new Set(all.classes.map((c) => c.teacherEmail));
    expect(teachers).toEqual(new Set([emailOf("teacher-a"), emailOf("teacher-b")]));
    expect(all.classes.map((c) => c.classID)).toEqual(expect.arrayContaining(made));
    expect(all.totalCnt).toBe(all.classes.length);
    const times = all.classes.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers another teacher's class exactly as a missing one, on every call; an administrator manages it", async () => {
    const classID = await createClass(tokens.teacherA, "Private class");
    const learners = [{ email: "someone@example.com" }];
    const calls: [TClassCall, (id: string) => object][] = [
      ["classGet", (id) => ({ classID: id })],
      ["classUpdate", (id) => ({ classID: id, name: "Taken over" })],
      ["classAddLearners", (id) => ({ classID: id, learners })],
      ["classRemoveLearner", (id) => ({ classID: id, email: emailOf("wren") })],
    ];
    for (const [call, body] of calls) {
      const theirs = await post(call, body(classID), tokens.teacherB);
      const missing = await post(call, body(MISSING), tokens.teacherB);
      expect([call, theirs.statusCode, theirs.json()]).toEqual([
        call,
        404,
        { statusCode: 404, errMsg: "No such class" },
      ]);
      expect(missing.json()).toEqual(theirs.json());
    }
    expect((await list(tokens.teacherB, { includeArchived: true })).classes.some((c) => c.classID === classID)).toBe(
      false,
    );
    const seen = await post("classGet", { classID }, tokens.admin);
    expect(ZClassGetResponse.parse(seen.json()).class).toMatchObject({ name: "Private class" });
    expect((await post("classUpdate", { classID, name: "Renamed by admin" }, tokens.admin)).statusCode).toBe(200);
    expect((await list(tokens.teacherA)).classes.find((c) => c.classID === classID)?.name).toBe("Renamed by admin");
    expect(await auditRows("class.rename")).toContainEqual({
      actor: "admin@example.com",
      target: "Renamed by admin",
      detail: { classID, from: "Private class" },
    });
    // Nothing reached the class: no account was made for the refused add.
    const made = await ctx.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "someone@example.com")
      .execute();
    expect(made).toEqual([]);
  });

  it("refuses every class call to a learner and to a teacher whose privilege expired (403)", async () => {
    const classID = await createClass(tokens.teacherA, "Guarded");
    const bodies: Record<TClassCall, object> = {
      classList: page(1),
      classCreate: { name: "Mine now" },
      classUpdate: { classID, archived: true },
      classGet: { classID },
      classAddLearners: { classID, learners: [{ email: "x@example.com" }] },
      classRemoveLearner: { classID, email: emailOf("wren") },
    };
    for (const token of [tokens.learner, tokens.expiredTeacher]) {
      for (const [call, body] of Object.entries(bodies) as [TClassCall, object][]) {
        const res = await post(call, body, token);
        expect([call, res.statusCode]).toEqual([call, 403]);
        expect(res.json().errMsg).toBe("Teacher privilege required");
      }
    }
    for (const [call, body] of Object.entries(bodies) as [TClassCall, object][]) {
      expect([call, (await post(call, body)).statusCode]).toEqual([call, 401]);
    }
  });

  it.each<[string, TClassCall, (classID: string) => object, string]>([
    ["an empty name", "classCreate", () => ({ name: "   " }), "name is required"],
    ["a name too long", "classCreate", () => ({ name: "x".repeat(81) }), "at most 80"],
    ["an extra field", "classCreate", () => ({ name: "A", teacherId: 1 }), "teacherId"],
    ["a malformed class id", "classGet", () => ({ classID: "CL-1; drop table" }), "classID"],
    ["an update of nothing", "classUpdate", (classID) => ({ classID }), "name or archived is required"],
    ["archived as text", "classUpdate", (classID) => ({ classID, archived: "yes" }), "archived"],
    ["no learners", "classAddLearners", (classID) => ({ classID, learners: [] }), "learners is empty"],
    ["a bad e-mail", "classAddLearners", (classID) => ({ classID, learners: [{ email: "bob@" }] }), "e-mail"],
    [
      "a learner name too long",
      "classAddLearners",
      (classID) => ({ classID, learners: [{ email: "long@example.com", name: "n".repeat(101) }] }),
      "at most 100",
    ],
    [
      "too many learners",
      "classAddLearners",
      (classID) => ({ classID, learners: Array.from({ length: 501 }, (_, i) => ({ email: `l${i}@example.com` })) }),
      "learners",
    ],
    ["a page of 0", "classList", () => page(0), "page"],
    ["a removal without e-mail", "classRemoveLearner", (classID) => ({ classID }), "email"],
  ])("answers %s with 400 and a message", async (_what, call, body, message) => {
    const classID = await createClass(tokens.teacherA, `Input ${Math.random()}`);
    const res = await post(call, body(classID), tokens.teacherA);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toContain(message);
  });
});
