import { ROUTES } from "@bandcraft/contract/routes";
import { ZWritingListResponse } from "@bandcraft/contract/writing";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import { describe, expect, it } from "vitest";
import { adminAccessSuite } from "../../../test/admin-access-suite";
import { bearer, DIALECTS } from "../../../test/harness";
import { blackPng, realGif } from "../../../test/image-fixtures";
import { multipart, postForm } from "../../../test/multipart";
import { expectServedPicture } from "../../../test/served-picture";
import { pic, task1Fields, task2Fields } from "./admin-writing-test-setup";

const PNG = solidPng(40, 30);
const task1Data = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ writingPractices: task1Fields(overrides) });
const task2Data = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ writingPractices: task2Fields(overrides) });

describe.each(DIALECTS)("adding writing tasks on %s", (dialect) => {
  const { ctx, signedIn } = adminAccessSuite(dialect);

  const add = (fields: Parameters<typeof multipart>[0], token = signedIn.admin) =>
    postForm(ctx, ROUTES.adminWritingAdd.path, fields, token);
  const newest = async (part: 1 | 2) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.writingList.path,
      payload: { part, paginationRequest: { page: 1, pageSize: 1 } },
      headers: bearer(signedIn.learner),
    });
    return ZWritingListResponse.parse(res.json()).data[0];
  };

  it("adds a task 1 with its picture, which learners then see first with the image served", async () => {
    const res = await add({ writingData: task1Data(), pic: pic(PNG) });
    expect(res.statusCode).toBe(200);
    const { writingPracticeID } = res.json();
    expect(writingPracticeID).toMatch(/^writing-task1-/);
    const item = await newest(1);
    expect(item).toMatchObject({
      writingPracticeID,
      part: 1,
      title: "Ferry passengers",
      publishTime: 1_795_000_000,
      theme: ["bar_chart"],
      requirement: "Write at least 150 words.",
    });
    expect(item?.pic).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    await expectServedPicture(ctx, String(item?.pic), PNG);
  });

  it("types the picture by its bytes, not by its name or declared type", async () => {
    const gif = await realGif(2, 2);
    const res = await add({
      writingData: task1Data({ publishTime: "1796000000" }),
      pic: pic(gif, "chart.png", "image/png"),
    });
    expect(res.statusCode).toBe(200);
    expect((await newest(1))?.pic).toMatch(/\.gif$/);
  });

  it("adds a task 2 without a picture, dated now when no publish time is given, title left to the default", async () => {
    const res = await add({ writingData: task2Data() });
    expect(res.statusCode).toBe(200);
    const item = await newest(2);
    expect(item?.writingPracticeID).toBe(res.json().writingPracticeID);
    expect(item?.publishTime).toBe(Math.floor(ctx.clock.now / 1000));
    expect(item?.title).toBeUndefined();
    expect(item?.pic).toBeUndefined();
  });

  it.each<[string, () => Promise<Parameters<typeof multipart>[0]>, number, string]>([
    [
      "a task 1 without a picture",
      async () => ({ writingData: task1Data() }),
      400,
      "Task 1 requires at least one image",
    ],
    ["blank content", async () => ({ writingData: task2Data({ content: "   " }) }), 400, "Content is required"],
    ["no type", async () => ({ writingData: task2Data({ theme: [] }) }), 400, "At least one type must be selected"],
    [
      "a task-2 theme on task 1",
      async () => ({ writingData: task1Data({ theme: ["transport"] }), pic: pic(PNG) }),
      400,
      "Unknown type or theme for this task: transport",
    ],
    [
      "a picture on task 2",
      async () => ({ writingData: task2Data(), pic: pic(PNG) }),
      400,
      "Only Task 1 takes an image",
    ],
    ["no writingData", async () => ({ pic: pic(PNG) }), 400, "writingData is required"],
    ["writingData that is not JSON", async () => ({ writingData: "{part: 1" }), 400, "writingData is not valid JSON"],
    ["part 3", async () => ({ writingData: task2Data({ part: 3 }) }), 400, "writingPractices.part"],
    [
      "a publish time that is not unix seconds",
      async () => ({ writingData: task2Data({ publishTime: "next week" }) }),
      400,
      "publishTime must be unix seconds",
    ],
    ["an unexpected field", async () => ({ writingData: task2Data(), note: "hello" }), 400, 'Unexpected field "note"'],
    [
      "a file under another name",
      async () => ({ writingData: task1Data(), image: pic(PNG) }),
      400,
      'Unexpected file field "image"',
    ],
    [
      "a text file named .png",
      async () => ({ writingData: task1Data(), pic: pic(Buffer.from("just some text, honest")) }),
      400,
      "The file is not an image",
    ],
    [
      "a Windows executable renamed chart.png",
      async () => ({ writingData: task1Data(), pic: pic(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)])) }),
      400,
      "The file is not an image",
    ],
    [
      "an SVG with a script",
      async () => ({
        writingData: task1Data(),
        pic: pic(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "chart.svg",
          "image/svg+xml",
        ),
      }),
      400,
      "The file is not an image",
    ],
    [
      "a PNG that claims 20000 × 20000 pixels",
      async () => ({
        writingData: task1Data(),
        pic: pic(
          Buffer.concat([
            solidPng(1, 1).subarray(0, 16),
            Buffer.from([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20]),
            solidPng(1, 1).subarray(24),
          ]),
        ),
      }),
      400,
      "The image is too large",
    ],
    [
      "a 40-megapixel PNG of some 40 KB (a decompression bomb)",
      async () => ({ writingData: task1Data(), pic: pic(blackPng(8_000, 5_000)) }),
      400,
      "The image is too large: at most 4,096 pixels a side and 16 megapixels",
    ],
    [
      "a bare 10-byte GIF header",
      async () => ({ writingData: task1Data(), pic: pic(Buffer.from([...Buffer.from("GIF89a"), 2, 0, 2, 0])) }),
      400,
      "The file is not an image that can be drawn",
    ],
    [
      "a picture over 5 MB",
      async () => ({ writingData: task1Data(), pic: pic(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) }),
      413,
      "The image is larger than 5 MB",
    ],
  ])("refuses %s", async (_name, fields, status, message) => {
    const before = await newest(1);
    const res = await add(await fields());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
    expect(res.json().errMsg).toContain(message);
    expect(await newest(1)).toEqual(before);
  });

  it("refuses two pictures", async () => {
    const res = await add([
      ["writingData", task1Data()],
      ["pic", pic(PNG, "a.png")],
      ["pic", pic(solidPng(2, 2), "b.png")],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toBe("Only one image can be uploaded");
  });

  it("accepts a picture just under 5 MB (the 1 MB JSON limit does not apply to uploads)", async () => {
    const big = Buffer.concat([solidPng(8, 8), Buffer.alloc(4 * 1024 * 1024)]);
    const res = await add({ writingData: task1Data({ publishTime: "1797000000" }), pic: pic(big) });
    expect(res.statusCode).toBe(200);
  });

  // Found by the hostile-input suite: the multipart parser's own errors (no boundary, a form cut short)
  // escaped as 500s.
  it.each([
    ["no boundary", "multipart/form-data", (body: Buffer) => body],
    ["another boundary than the body's", "multipart/form-data; boundary=not-the-one-used", (body: Buffer) => body],
    ["a form cut short", undefined, (body: Buffer) => body.subarray(0, body.length - 30)],
  ])("answers a malformed form (%s) with 400", async (_label, contentType, cut) => {
    const body = await multipart({ writingData: task2Data() });
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminWritingAdd.path,
      payload: cut(body.payload),
      headers: { "content-type": contentType ?? body.headers["content-type"] ?? "", ...bearer(signedIn.admin) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toMatch(/multipart|writingData/);
  });

  it("refuses writingData with a NUL (PostgreSQL cannot store it) with 400 on both databases", async () => {
    const res = await add({ writingData: task2Data({ content: "Discuss both views.\u0000" }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toContain('"writingPractices.content": text may not contain the NUL character');
  });

  it("refuses a JSON body with 415 and a clear message", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminWritingAdd.path,
      payload: JSON.parse(task2Data()),
      headers: bearer(signedIn.admin),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errMsg).toContain("multipart/form-data");
  });

  it.each([
    ["nobody signed in", undefined, 401],
    ["a learner", "learner", 403],
    ["an administrator whose privilege expired", "expired", 403],
  ])("refuses %s", async (_name, who, status) => {
    const token = who === "learner" ? signedIn.learner : who === "expired" ? signedIn.expiredAdmin : undefined;
    const body = await multipart({ writingData: task2Data() });
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminWritingAdd.path,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
  });
});
