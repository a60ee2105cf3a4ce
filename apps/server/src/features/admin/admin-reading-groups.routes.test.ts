import { ZAdminGroupsResponse } from "@bandcraft/contract/admin";
import { ZBankSummary } from "@bandcraft/contract/bank";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { adminReadingTestSetup } from "./admin-reading-test-setup";

describe.each(DIALECTS)("complete tests in the editor on %s", (dialect) => {
  const { ctx, signedIn, post, createCopy } = adminReadingTestSetup(dialect);
  const groups = async () => {
    const res = await post(ROUTES.adminReadingGroups.path, {});
    expect(res.statusCode).toBe(200);
    return ZAdminGroupsResponse.parse(res.json()).data;
  };
  const completeTests = async () =>
    ZBankSummary.parse((await ctx.app.inject({ method: "GET", url: ROUTES.bankSummary.path })).json().data)
      .completeTests;

  it("lists the bank's complete tests with their three parts", async () => {
    const all = await groups();
    expect(all.length).toBeGreaterThan(0);
    for (const group of all) expect(group.parts.map((p) => p.level).sort()).toEqual([1, 2, 3]);
    expect(all.length).toBe(await completeTests());
  });

  it("three passages written in the editor under one group become a complete test, part by part", async () => {
    const before = await completeTests();
    await createCopy("Authored part 1", { testGroup: "authored-1", level: 1 });
    await createCopy("Authored part 2", { testGroup: "authored-1", level: 2 });
    const building = (await groups()).find((g) => g.testGroup === "authored-1");
    expect(building?.parts.map((p) => [p.title, p.level])).toEqual([
      ["Authored part 1", 1],
      ["Authored part 2", 2],
    ]);
    expect(await completeTests()).toBe(before);
    await createCopy("Authored part 3", { testGroup: "authored-1", level: 3 });
    expect(await completeTests()).toBe(before + 1);
  });

  it("is for administrators only", async () => {
    expect((await post(ROUTES.adminReadingGroups.path, {}, signedIn.learner)).statusCode).toBe(403);
  });
});

describe.each(DIALECTS)("a complete test authored in the editor is drawn for learners on %s", (dialect) => {
  const { signedIn, post, createCopy } = adminReadingTestSetup(dialect);

  it("once it is the only complete test left, a learner's random complete test is it", async () => {
    const authored: string[] = [];
    for (const level of [1, 2, 3])
      authored.push(await createCopy(`Drawn part ${level}`, { testGroup: "drawn-1", level }));
    // Every other complete test leaves the bank (soft delete), so the draw has one test to give.
    const listed = ZAdminGroupsResponse.parse((await post(ROUTES.adminReadingGroups.path, {})).json()).data;
    for (const group of listed.filter((g) => g.testGroup !== "drawn-1")) {
      for (const part of group.parts) {
        const res = await post(ROUTES.adminReadingDelete.path, { readingPracticeID: part.readingPracticeID });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const res = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, signedIn.learner);
    expect(res.statusCode, res.body).toBe(200);
    const given = res.json<{ readingPractice: { readingPracticeID: string; testGroup: string }[] }>().readingPractice;
    expect(given.map((p) => p.readingPracticeID)).toEqual(authored);
    expect(given.every((p) => p.testGroup === "drawn-1")).toBe(true);
  });
});
