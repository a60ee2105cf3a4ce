import { ROUTES } from "@bandcraft/contract/routes";
import { ZThemesResponse, ZWritingListResponse } from "@bandcraft/contract/writing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { readContentBank } from "../../content/content-bank";
import { createUser } from "../accounts/user-admin.service";

const { bank } = readContentBank(new URL("../../../../../content", import.meta.url).pathname);
const newestFirst = (part: 1 | 2, keys: string[] = []) =>
  bank.writingItems
    .map((w) => w.item)
    .filter((item) => item.part === part && keys.every((k) => item.theme.includes(k)))
    .sort((a, b) => b.publishTime - a.publishTime || b.writingPracticeID.localeCompare(a.writingPracticeID))
    .map((item) => item.writingPracticeID);

describe.each(DIALECTS)("writing bank on %s", (dialect) => {
  let ctx: TTestContext;
  let learner: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    await createUser(ctx.deps, { email: "wren@example.com", password: "learner-password", grantedBy: "test" });
    learner = await signIn(ctx, "wren@example.com", "learner-password");
  });
  afterAll(async () => ctx?.close());

  const list = (payload: unknown, token = learner) =>
    ctx.app.inject({
      method: "POST",
      url: ROUTES.writingList.path,
      payload: payload as object,
      headers: bearer(token),
    });
  const ids = async (payload: unknown) =>
    ZWritingListResponse.parse((await list(payload)).json()).data.map((item) => item.writingPracticeID);

  it("gives the themes catalogue in its three groups with names in en, cn and jp", async () => {
    const res = await ctx.app.inject({ method: "GET", url: ROUTES.writingThemes.path, headers: bearer(learner) });
    expect(res.statusCode).toBe(200);
    const body = ZThemesResponse.parse(res.json());
    expect(body).toMatchObject({ statusCode: 200, errMsg: "" });
    expect(body.TaskOneTypes.map((t) => t.key)).toEqual(bank.themes?.TaskOneTypes.map((t) => t.key));
    expect(body.TaskTwoTypes).toEqual(bank.themes?.TaskTwoTypes);
    expect(body.TaskTwoThemes).toHaveLength(12);
    expect(body.TaskOneTypes[0]).toEqual({
      key: "line_graph",
      name: { en: "Line graph", cn: "线形图", jp: "折れ線グラフ" },
    });
  });

  it("lists a task's items newest first, 20 to a page", async () => {
    const page1 = await ids({ part: 2, paginationRequest: { page: 1, pageSize: 20 } });
    expect(page1).toEqual(newestFirst(2).slice(0, 20));
    expect(await ids({ part: 1, paginationRequest: { page: 1, pageSize: 20 } })).toEqual(newestFirst(1));
  });

  it("pages without overlap or gaps", async () => {
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++)
      pages.push(...(await ids({ part: 2, paginationRequest: { page, pageSize: 5 } })));
    expect(pages).toEqual(newestFirst(2));
    expect(await ids({ part: 2, paginationRequest: { page: 9, pageSize: 5 } })).toEqual([]);
  });

  it("returns items in the contract's shape, with the picture URL of a task 1", async () => {
    const res = await list({ part: 1, paginationRequest: { page: 1, pageSize: 1 } });
    const [item] = ZWritingListResponse.parse(res.json()).data;
    expect(item?.part).toBe(1);
    expect(item?.pic).toMatch(/^\/api\/images\/[0-9a-f]{64}\.svg$/);
    const image = await ctx.app.inject({ method: "GET", url: String(item?.pic) });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    expect(image.headers["cache-control"]).toContain("immutable");
  });

  it.each<[string, 1 | 2, string[]]>([
    ["a task-1 type", 1, ["bar_chart"]],
    ["a task-2 question type", 2, ["opinion"]],
    ["a content theme", 2, ["technology"]],
    ["a type and a theme together (both must match)", 2, ["two_part", "technology"]],
    ["a key no item has", 2, ["no_such_theme"]],
  ])("filters by %s", async (_name, part, themes) => {
    const expected = newestFirst(part, themes);
    expect(await ids({ part, paginationRequest: { page: 1, pageSize: 20 }, themes })).toEqual(expected);
  });

  it("the sample bank has items for the filters tested above", () => {
    expect(newestFirst(1, ["bar_chart"]).length).toBeGreaterThan(0);
    expect(newestFirst(2, ["opinion"]).length).toBeGreaterThan(0);
    expect(newestFirst(2, ["technology"]).length).toBeGreaterThan(1);
    expect(newestFirst(2, ["two_part", "technology"]).length).toBeGreaterThan(0);
    expect(newestFirst(2, ["two_part", "technology"]).length).toBeLessThan(newestFirst(2, ["technology"]).length);
  });

  it.each([
    ["no part", { paginationRequest: { page: 1, pageSize: 20 } }, "part"],
    ["part 3", { part: 3, paginationRequest: { page: 1, pageSize: 20 } }, "part"],
    ["page 0", { part: 1, paginationRequest: { page: 0, pageSize: 20 } }, "paginationRequest.page"],
    ["a page of 1000", { part: 1, paginationRequest: { page: 1, pageSize: 1000 } }, "paginationRequest.pageSize"],
    ["themes as a string", { part: 1, paginationRequest: { page: 1, pageSize: 20 }, themes: "bar_chart" }, "themes"],
  ])("refuses %s with 400", async (_name, payload, where) => {
    const res = await list(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toContain(where);
  });

  it("needs a signed-in learner for both calls", async () => {
    const themes = await ctx.app.inject({ method: "GET", url: ROUTES.writingThemes.path });
    expect(themes.statusCode).toBe(401);
    expect(themes.json()).toMatchObject({ statusCode: 401 });
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.writingList.path,
      payload: { part: 1, paginationRequest: { page: 1, pageSize: 20 } },
    });
    expect(res.statusCode).toBe(401);
    expect((await list({ part: 1, paginationRequest: { page: 1, pageSize: 20 } }, "forged-token")).statusCode).toBe(
      401,
    );
  });
});
