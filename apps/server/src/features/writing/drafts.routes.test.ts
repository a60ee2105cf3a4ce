import { ROUTES } from "@bandcraft/contract/routes";
import { ZDraftListResponse, ZDraftSaveResponse } from "@bandcraft/contract/writing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signedInLearner, type TTestContext } from "../../../test/harness";

const TASK2 = "bandcraft-writing-task2-driverless-buses";
const TASK1 = "bandcraft-writing-task1-coastal-town-changes";

describe.each(DIALECTS)("writing drafts on %s", (dialect) => {
  let ctx: TTestContext;
  let ann: string;
  let ben: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    ann = await signedInLearner(ctx, "ann");
    ben = await signedInLearner(ctx, "ben");
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const draft = (overrides: Record<string, unknown> = {}) => ({
    writingPracticeID: TASK2,
    text: "Driverless buses could run all night.",
    testTakerId: "WT-ABCDEFGH1234",
    startedAt: ctx.clock.now - 60_000,
    timerVisible: true,
    ...overrides,
  });
  const list = async (token: string) =>
    ZDraftListResponse.parse((await post(ROUTES.draftList.path, {}, token)).json()).drafts;

  it("keeps one draft per task for its learner, each save on a new revision, newest first", async () => {
    const first = await post(ROUTES.draftSave.path, draft(), ann);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZDraftSaveResponse.parse(first.json())).toMatchObject({ revision: 1, savedAt: ctx.clock.now });
    ctx.clock.now += 1000;
    const longer = draft({ text: "Driverless buses could run all night. Yet riders would miss a driver." });
    expect((await post(ROUTES.draftSave.path, longer, ann)).json().revision).toBe(2);
    ctx.clock.now += 1000;
    await post(ROUTES.draftSave.path, draft({ writingPracticeID: TASK1, timerVisible: false }), ann);
    const drafts = await list(ann);
    expect(drafts.map((d) => [d.writingPracticeID, d.part, d.revision])).toEqual([
      [TASK1, 1, 1],
      [TASK2, 2, 2],
    ]);
    expect(drafts[1]).toMatchObject({ text: longer.text, testTakerId: "WT-ABCDEFGH1234", timerVisible: true });
    // Another learner sees none of them, and deleting theirs touches nobody else's.
    expect(await list(ben)).toEqual([]);
    await post(ROUTES.draftDelete.path, { writingPracticeID: TASK2 }, ben);
    expect(await list(ann)).toHaveLength(2);
    expect((await post(ROUTES.draftDelete.path, { writingPracticeID: TASK2 }, ann)).statusCode).toBe(200);
    expect((await list(ann)).map((d) => d.writingPracticeID)).toEqual([TASK1]);
  });

  it.each([
    ["an unknown task", { writingPracticeID: "no-such-task" }, 404, /No writing task/],
    ["a text past 200,000 characters", { text: "x".repeat(200_001) }, 400, /200,000/],
    ["an id that is not a WT- id", { testTakerId: "TT-ABCDEFGH1234" }, 400, /testTakerId/],
    ["a start time of 2^53 - 1", { startedAt: 2 ** 53 - 1 }, 400, /startedAt/],
    ["an unknown field", { revision: 3 }, 400, /revision/],
  ])("refuses %s and keeps nothing", async (_label, overrides, status, message) => {
    const res = await post(ROUTES.draftSave.path, draft(overrides), ben);
    expect(res.statusCode).toBe(status);
    expect(res.json().errMsg).toMatch(message);
    expect(await list(ben)).toEqual([]);
  });

  it("needs a session", async () => {
    const res = await ctx.app.inject({ method: "POST", url: ROUTES.draftList.path, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
