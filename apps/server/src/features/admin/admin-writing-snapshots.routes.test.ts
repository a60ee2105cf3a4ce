import { ROUTES } from "@bandcraft/contract/routes";
import { type TEssay, type TWritingItem, ZEssayGetResponse, ZEssayListResponse } from "@bandcraft/contract/writing";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, signedInLearner } from "../../../test/harness";
import { adminWritingTestSetup, CHART_A, CHART_B, task1Fields } from "./admin-writing-test-setup";

const ESSAY = "The chart compares passengers on three ferry routes. The busiest route doubled.";
const draftOf = (writingPracticeID: string, startedAt: number, text = "A draft begun before the delete.") => ({
  writingPracticeID,
  text,
  testTakerId: "WT-ABCDEFGH1234",
  startedAt,
  timerVisible: true,
});

describe.each(DIALECTS)("essays keep the task they were written against, on %s", (dialect) => {
  const { ctx, signedIn, post, addTask, modify, single } = adminWritingTestSetup(dialect);
  let taskId = "";
  let original: TWritingItem;
  let firstEssay = "";
  let other = "";
  beforeAll(async () => {
    taskId = await addTask(task1Fields({ title: "Ferry passengers, first version" }), CHART_A);
    original = (await single(taskId)) as TWritingItem;
    other = await signedInLearner(ctx, "otto");
  });

  const save = async (extra: Record<string, unknown> = {}, token = signedIn.learner) => {
    ctx.clock.now += 1000;
    const res = await post(
      ROUTES.essaySave.path,
      { writingPracticeID: taskId, part: 1, text: ESSAY, timeSpent: 600, ...extra },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ essayID: string }>().essayID;
  };
  const essay = async (essayID: string, token = signedIn.learner): Promise<TEssay> =>
    ZEssayGetResponse.parse((await post(ROUTES.essayGet.path, { essayID }, token)).json()).essay;
  const listedTitle = async (essayID: string, token = signedIn.learner) => {
    const res = await post(ROUTES.essayList.path, { paginationRequest: { page: 1, pageSize: 100 } }, token);
    return ZEssayListResponse.parse(res.json()).data.essays.find((e) => e.essayID === essayID)?.taskTitle;
  };
  const edit = async () => {
    const res = await modify(
      taskId,
      "replace",
      task1Fields({
        title: "Ferry passengers, corrected",
        content: "The chart shows ferry passengers on FOUR routes.",
      }),
      CHART_B,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ writingPractice: TWritingItem }>().writingPractice;
  };

  it("shows an essay with the task's text and picture as they were, after the task is edited", async () => {
    firstEssay = await save();
    expect((await essay(firstEssay)).task).toEqual(original);
    const edited = await edit();
    expect(edited.pic).not.toBe(original.pic);

    const got = await essay(firstEssay);
    expect(got.task).toEqual(original);
    expect(got.taskTitle).toBe("Ferry passengers, first version");
    expect(got.taskWithdrawn).toBeUndefined();
    expect(await listedTitle(firstEssay)).toBe("Ferry passengers, first version");
    // The picture the essay points at is still served.
    const image = await ctx.app.inject({ method: "GET", url: String(got.task?.pic) });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(CHART_A)).toBe(true);
  });

  it("gives an essay saved after the edit the task as it is now", async () => {
    const essayID = await save();
    expect((await essay(essayID)).task).toEqual(await single(taskId));
    expect(await listedTitle(essayID)).toBe("Ferry passengers, corrected");
  });

  it("keeps the first essay's task when the learner saves it again from the reopened essay", async () => {
    const again = await save({ basedOnEssayID: firstEssay, text: `${ESSAY} A second paragraph.` });
    expect((await essay(again)).task).toEqual(original);
    expect(await listedTitle(again)).toBe("Ferry passengers, first version");
  });

  it("never copies another learner's essay: their id is ignored and the task as it is now is kept", async () => {
    const theirs = await save({ basedOnEssayID: firstEssay }, other);
    expect((await essay(theirs, other)).task).toEqual(await single(taskId));
    const unknown = await save({ basedOnEssayID: "essay-not-there" });
    expect((await essay(unknown)).task?.title).toBe("Ferry passengers, corrected");
  });

  it("keeps showing essays whose task was deleted, marked withdrawn; drafts under way go on being saved", async () => {
    const beforeDelete = (await single(taskId)) as TWritingItem;
    const draft = await post(ROUTES.draftSave.path, draftOf(taskId, ctx.clock.now - 60_000), signedIn.learner);
    expect(draft.statusCode, draft.body).toBe(200);

    const res = await post(ROUTES.adminWritingDelete.path, { writingPracticeID: taskId });
    expect(res.statusCode, res.body).toBe(200);

    const got = await essay(firstEssay);
    expect(got.task).toEqual(original);
    expect(got.taskWithdrawn).toBe(true);
    expect(await listedTitle(firstEssay)).toBe("Ferry passengers, first version");
    const image = await ctx.app.inject({ method: "GET", url: String(got.task?.pic) });
    expect(image.statusCode).toBe(200);

    // The learner who was writing it keeps their draft and may still save the essay (with the task as it was).
    const later = await post(ROUTES.draftSave.path, draftOf(taskId, ctx.clock.now - 60_000, "More."), signedIn.learner);
    expect(later.statusCode, later.body).toBe(200);
    const saved = await save();
    expect((await essay(saved)).task).toEqual(beforeDelete);

    // Nobody can start it any more: a new draft is refused as for a task that never was.
    const started = await post(ROUTES.draftSave.path, draftOf(taskId, ctx.clock.now - 60_000), other);
    expect(started.statusCode).toBe(404);
    expect(started.json().errMsg).toBe(`No writing task with the id ${taskId}`);
    // Nor can anyone who was not writing it save an essay on it, and so read the withdrawn task back.
    const sent = { writingPracticeID: taskId, part: 1, text: ESSAY, timeSpent: 600 };
    const essayByOther = await post(ROUTES.essaySave.path, sent, other);
    expect(essayByOther.statusCode).toBe(404);
    expect(essayByOther.json().errMsg).toBe(`No writing task with the id ${taskId}`);
  });
});
