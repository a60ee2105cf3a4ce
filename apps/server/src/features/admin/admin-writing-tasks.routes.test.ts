import { ROUTES } from "@bandcraft/contract/routes";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { adminWritingTestSetup, CHART_A, CHART_B, pic, task1Fields, task2Fields } from "./admin-writing-test-setup";

describe.each(DIALECTS)("managing writing tasks on %s", (dialect) => {
  const { ctx, signedIn, post, sendForm, addTask, modify, list, single, learnerList } = adminWritingTestSetup(dialect);
  let chart = "";
  let essayTopic = "";
  beforeAll(async () => {
    chart = await addTask(task1Fields({ title: "Quokka ferry passengers" }), CHART_A);
    essayTopic = await addTask(task2Fields({ title: "Quokka-free city centres", theme: ["opinion", "transport"] }));
  });

  describe("list", () => {
    it("finds tasks by part of the title or the content, in any case, with LIKE's wildcards taken literally", async () => {
      const byTitle = await list({ query: "  qUOKKA " });
      expect(byTitle.tasks.map((t) => t.writingPracticeID).sort()).toEqual([chart, essayTopic].sort());
      expect(byTitle.totalCnt).toBe(2);
      const byContent = await list({ query: "THREE ROUTES between 2010" });
      expect(byContent.tasks.map((t) => t.writingPracticeID)).toEqual([chart]);
      expect((await list({ query: "%" })).totalCnt).toBe(0);
      expect((await list({ query: "quokka_" })).totalCnt).toBe(0);
    });

    it("filters by part and by theme, and pages ten at a time with the count of all", async () => {
      const task1 = await list({ part: 1 }, 1, 100);
      expect(task1.tasks.length).toBe(task1.totalCnt);
      expect(task1.tasks.every((t) => t.part === 1)).toBe(true);
      expect(task1.tasks.map((t) => t.writingPracticeID)).toContain(chart);
      const transport = await list({ theme: "transport" }, 1, 100);
      expect(transport.tasks.every((t) => t.theme.includes("transport"))).toBe(true);
      expect(transport.tasks.map((t) => t.writingPracticeID)).toContain(essayTopic);
      const both = await list({ part: 2, theme: "opinion", query: "quokka" });
      expect(both.tasks.map((t) => t.writingPracticeID)).toEqual([essayTopic]);

      const all = await list({}, 1, 100);
      const page1 = await list();
      const page2 = await list({}, 2);
      expect(page1.tasks).toHaveLength(10);
      expect(page1.totalCnt).toBe(all.totalCnt);
      expect([...page1.tasks, ...page2.tasks].map((t) => t.writingPracticeID)).toEqual(
        all.tasks.slice(0, 20).map((t) => t.writingPracticeID),
      );
      const times = all.tasks.map((t) => t.publishTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("shows each task as a card: an excerpt of its content, its picture, its types", async () => {
      const long = `${"The graph compares rainfall in four cities. ".repeat(20)}End.`;
      const id = await addTask(task1Fields({ title: "Long rainfall", content: long, theme: ["line_graph"] }), CHART_A);
      const [card] = (await list({ query: "long rainfall" })).tasks;
      expect(card).toMatchObject({ writingPracticeID: id, part: 1, title: "Long rainfall", theme: ["line_graph"] });
      expect(card?.excerpt.length).toBeLessThanOrEqual(200);
      expect(card?.excerpt.endsWith("…")).toBe(true);
      expect(card?.pic).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    });

    it.each([
      ["a part 3", { part: 3 }],
      ["a page 0", { paginationRequest: { page: 0, pageSize: 10 } }],
      ["a page of 1,000", { paginationRequest: { page: 1, pageSize: 1000 } }],
      ["a search of 201 characters", { query: "x".repeat(201) }],
      ["an unknown field", { level: 1 }],
    ])("refuses %s with 400", async (_name, change) => {
      const res = await post(ROUTES.adminWritingList.path, { paginationRequest: { page: 1, pageSize: 10 }, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errMsg).toContain("Invalid request");
    });
  });

  describe("read one", () => {
    it("gives a task whole, and 404 for an id the bank does not hold", async () => {
      expect(await single(chart)).toMatchObject({ title: "Quokka ferry passengers", theme: ["bar_chart"] });
      const res = await post(ROUTES.adminWritingSingle.path, { writingPracticeID: "writing-not-there" });
      expect(res.statusCode).toBe(404);
      expect(res.json().errMsg).toBe("No writing task with the id writing-not-there");
      const bad = await post(ROUTES.adminWritingSingle.path, { writingPracticeID: "../../etc/passwd" });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe("modify", () => {
    it("rewrites every field, keeping the picture, and learners see the change", async () => {
      const before = (await single(chart)) as TWritingItem;
      const res = await modify(
        chart,
        "keep",
        task1Fields({
          title: "  Quokka ferry passengers, 2010–2020 ",
          content: "The bar chart shows ferry passengers on four routes.",
          requirement: "Write at least 150 words about the chart.",
          theme: ["bar_chart", "mixed_charts"],
          publishTime: "1795100000",
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const expected = {
        writingPracticeID: chart,
        part: 1,
        title: "Quokka ferry passengers, 2010–2020",
        content: "The bar chart shows ferry passengers on four routes.",
        requirement: "Write at least 150 words about the chart.",
        theme: ["bar_chart", "mixed_charts"],
        publishTime: 1_795_100_000,
        pic: before.pic,
      };
      expect(res.json().writingPractice).toEqual(expected);
      expect(await single(chart)).toEqual(expected);
      expect((await learnerList(1)).find((t) => t.writingPracticeID === chart)).toEqual(expected);
      expect((await list({ theme: "mixed_charts" })).tasks.map((t) => t.writingPracticeID)).toContain(chart);
    });

    it("keeps the publish time when none is sent, and drops a title or requirement left blank", async () => {
      const before = (await single(essayTopic)) as TWritingItem;
      const res = await modify(essayTopic, "keep", task2Fields({ title: "  ", requirement: "" }));
      expect(res.statusCode, res.body).toBe(200);
      const after = (await single(essayTopic)) as TWritingItem;
      expect(after.publishTime).toBe(before.publishTime);
      expect(after.title).toBeUndefined();
      expect(after.requirement).toBeUndefined();
    });

    it("replaces the picture with a new upload; the old one stays served", async () => {
      const oldPic = String(((await single(chart)) as TWritingItem).pic);
      const res = await modify(chart, "replace", task1Fields(), CHART_B);
      expect(res.statusCode, res.body).toBe(200);
      const newPic = String(res.json().writingPractice.pic);
      expect(newPic).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
      expect(newPic).not.toBe(oldPic);
      for (const [url, bytes] of [
        [newPic, CHART_B],
        [oldPic, CHART_A],
      ] as const) {
        const image = await ctx.app.inject({ method: "GET", url });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it("removes the picture when the task becomes a Task 2, but never leaves a Task 1 without one", async () => {
      const id = await addTask(task1Fields({ title: "Becomes an essay" }), CHART_A);
      const refused = await modify(id, "remove", task1Fields());
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errMsg).toBe("Task 1 requires at least one image");
      const kept = await modify(id, "keep", task2Fields({ title: "Becomes an essay" }));
      expect(kept.statusCode).toBe(400);
      expect(kept.json().errMsg).toBe("Only Task 1 takes an image");
      const res = await modify(id, "remove", task2Fields({ title: "Becomes an essay" }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().writingPractice.pic).toBeUndefined();
      expect((await learnerList(2)).find((t) => t.writingPracticeID === id)?.part).toBe(2);
      expect((await learnerList(1)).some((t) => t.writingPracticeID === id)).toBe(false);
    });

    it.each<[string, () => [string, string, Record<string, unknown>, Uint8Array?], number, string]>([
      ["replace without a picture", () => [chart, "replace", task1Fields()], 400, 'image "replace" needs the new'],
      [
        "keep with a picture",
        () => [chart, "keep", task1Fields(), CHART_B],
        400,
        'A picture was sent with image "keep"',
      ],
      ["remove with a picture", () => [chart, "remove", task1Fields(), CHART_B], 400, 'with image "remove"'],
      ["an unknown image action", () => [chart, "delete", task1Fields()], 400, "image is keep, replace or remove"],
      ["blank content", () => [chart, "keep", task1Fields({ content: " " })], 400, "Content is required"],
      ["no type", () => [chart, "keep", task1Fields({ theme: [] })], 400, "At least one type must be selected"],
      ["a task-2 theme on task 1", () => [chart, "keep", task1Fields({ theme: ["crime"] })], 400, "Unknown type"],
      ["a title of 201 characters", () => [chart, "keep", task1Fields({ title: "x".repeat(201) })], 400, "Title must"],
      ["a bad publish time", () => [chart, "keep", task1Fields({ publishTime: "soon" })], 400, "unix seconds"],
      ["an id of no task", () => ["writing-not-there", "keep", task2Fields()], 404, "No writing task with the id"],
      ["an id with a path", () => ["../writing-task1", "keep", task2Fields()], 400, "writingPracticeID"],
      [
        "a text file as the picture",
        () => [chart, "replace", task1Fields(), Buffer.from("not a picture at all")],
        400,
        "The file is not an image",
      ],
    ])("refuses %s and changes nothing", async (_name, args, status, message) => {
      const before = await single(chart);
      const [id, image, fields, picture] = args();
      const res = await modify(id, image, fields, picture);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status });
      expect(res.json().errMsg).toContain(message);
      expect(await single(chart)).toEqual(before);
    });

    it("refuses a form without writingData, a stray field, and a JSON body", async () => {
      const missing = await sendForm(ROUTES.adminWritingModify.path, { pic: pic(CHART_A) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errMsg).toBe("writingData is required");
      const stray = await sendForm(ROUTES.adminWritingModify.path, { writingData: "{}", note: "hi" });
      expect(stray.json().errMsg).toContain('Unexpected field "note"');
      const json = await post(ROUTES.adminWritingModify.path, { writingPracticeID: chart, image: "keep" });
      expect(json.statusCode).toBe(415);
    });
  });

  describe("delete", () => {
    it("takes a task out of both lists and every admin call; a second delete is a 404", async () => {
      const id = await addTask(task2Fields({ title: "Quokka to be deleted" }));
      expect((await learnerList(2)).some((t) => t.writingPracticeID === id)).toBe(true);
      const res = await post(ROUTES.adminWritingDelete.path, { writingPracticeID: id });
      expect(res.statusCode, res.body).toBe(200);
      expect((await learnerList(2)).some((t) => t.writingPracticeID === id)).toBe(false);
      expect((await list({ query: "to be deleted" })).totalCnt).toBe(0);
      expect(await single(id)).toBe(404);
      expect((await modify(id, "keep", task2Fields())).statusCode).toBe(404);
      const again = await post(ROUTES.adminWritingDelete.path, { writingPracticeID: id });
      expect(again.statusCode).toBe(404);
      expect(again.json().errMsg).toBe(`No writing task with the id ${id}`);
    });
  });

  describe("access", () => {
    it.each([
      ["list", ROUTES.adminWritingList.path, { paginationRequest: { page: 1, pageSize: 10 } }],
      ["read", ROUTES.adminWritingSingle.path, { writingPracticeID: "writing-not-there" }],
      ["delete", ROUTES.adminWritingDelete.path, { writingPracticeID: "writing-not-there" }],
    ])("refuses a learner's %s with 403 and an anonymous one with 401", async (_name, url, payload) => {
      expect((await post(url, payload, signedIn.learner)).statusCode).toBe(403);
      const anonymous = await ctx.app.inject({ method: "POST", url, payload });
      expect(anonymous.statusCode).toBe(401);
    });

    it("refuses a learner's modify with 403 and leaves the task as it was", async () => {
      const before = await single(chart);
      const res = await modify(chart, "keep", task1Fields({ title: "Hacked" }), undefined, signedIn.learner);
      expect(res.statusCode).toBe(403);
      expect(await single(chart)).toEqual(before);
    });
  });
});
