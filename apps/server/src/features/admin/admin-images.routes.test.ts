import { ZAdminPracticeResponse } from "@bandcraft/contract/admin";
import { ROUTES } from "@bandcraft/contract/routes";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import { describe, expect, it } from "vitest";
import { adminAccessSuite } from "../../../test/admin-access-suite";
import { bearer, DIALECTS } from "../../../test/harness";
import { blackPng, realJpeg } from "../../../test/image-fixtures";
import { multipart, postForm } from "../../../test/multipart";
import { expectServedPicture } from "../../../test/served-picture";

type TFields = Parameters<typeof multipart>[0];
const PNG = solidPng(48, 32, [200, 80, 40]);
const pic = (bytes: Uint8Array, name = "diagram.png", type = "image/png") => ({ bytes, name, type });
const URL_OF_PNG = /^\/api\/images\/[0-9a-f]{64}\.png$/;
/** The diagram section of a bank passage (its picture is a file name of the bank until replaced). */
const DIAGRAM_PASSAGE = "bandcraft-test-1-part-1";

describe.each(DIALECTS)("uploading a picture for a question section on %s", (dialect) => {
  const { ctx, signedIn } = adminAccessSuite(dialect);

  const upload = (fields: TFields, token: string | null = signedIn.admin) =>
    postForm(ctx, ROUTES.adminImageUpload.path, fields, token);
  const storedImages = async () =>
    Number(
      (
        await ctx.deps.db
          .selectFrom("images")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n,
    );

  it("stores a PNG and answers its URL, where the picture is served with its type and inert", async () => {
    const res = await upload({ pic: pic(PNG) });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "", url: expect.stringMatching(URL_OF_PNG) });
    await expectServedPicture(ctx, url, PNG);
  });

  it("gives the same bytes the same URL and keeps one copy, whatever the file is called", async () => {
    const bytes = solidPng(20, 20, [10, 160, 90]);
    const first = await upload({ pic: pic(bytes, "first.png") });
    const before = await storedImages();
    const second = await upload({ pic: pic(bytes, "another name.gif", "image/gif") });
    expect(second.statusCode).toBe(200);
    expect(second.json().url).toBe(first.json().url);
    expect(await storedImages()).toBe(before);
  });

  it("types the picture by its bytes, not by its name or declared type", async () => {
    const jpeg = await realJpeg(6, 4);
    const res = await upload({ pic: pic(jpeg, "chart.png", "image/png") });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/\.jpg$/);
    const served = await ctx.app.inject({ method: "GET", url: res.json().url });
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("gives a URL that a passage's diagram can be saved with", async () => {
    const { url } = (await upload({ pic: pic(solidPng(30, 30, [1, 2, 3])) })).json();
    const read = async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: ROUTES.adminReadingSingle.path,
        payload: { practiceID: DIAGRAM_PASSAGE },
        headers: bearer(signedIn.admin),
      });
      return ZAdminPracticeResponse.parse(res.json()).readingPractice;
    };
    const practice = await read();
    const sections = practice.questionSections.map((s) =>
      s.questionType === "DIAGRAM_LABEL_COMPLETION" ? { ...s, content: { ...s.content, picURL: url } } : s,
    );
    const saved = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminReadingModify.path,
      payload: { ...practice, questionSections: sections },
      headers: bearer(signedIn.admin),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const diagram = (await read()).questionSections.find((s) => s.questionType === "DIAGRAM_LABEL_COMPLETION");
    expect(diagram?.content).toMatchObject({ picURL: url });
  });

  it.each<[string, () => Promise<TFields> | TFields, number, string]>([
    ["a form without a picture", () => [], 400, "No picture"],
    [
      "two pictures",
      () => [
        ["pic", pic(PNG, "a.png")],
        ["pic", pic(solidPng(2, 2), "b.png")],
      ],
      400,
      "Only one picture",
    ],
    ["a picture under another name", () => ({ image: pic(PNG) }), 400, 'Unexpected file field "image"'],
    ["a text field beside the picture", () => ({ pic: pic(PNG), note: "hello" }), 400, 'Unexpected field "note"'],
    ["a text file named .png", () => ({ pic: pic(Buffer.from("just some text, honest")) }), 400, "not an image"],
    ["an empty file", () => ({ pic: pic(Buffer.alloc(0)) }), 400, "The file is not an image"],
    [
      "an SVG with a script",
      () => ({ pic: pic(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')) }),
      400,
      "The file is not an image",
    ],
    [
      "a PNG signature over damaged picture data",
      () => ({ pic: pic(solidPng(16, 16).subarray(0, 60)) }),
      400,
      "The file is not an image that can be drawn",
    ],
    [
      "a 40-megapixel PNG of some 40 KB (a decompression bomb)",
      () => ({ pic: pic(blackPng(8_000, 5_000)) }),
      400,
      "The image is too large: at most 4,096 pixels a side and 16 megapixels",
    ],
    [
      "a picture over 5 MB",
      () => ({ pic: pic(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) }),
      413,
      "The image is larger than 5 MB",
    ],
  ])("refuses %s and stores nothing", async (_name, fields, status, message) => {
    const before = await storedImages();
    const res = await upload(await fields());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
    expect(res.json().errMsg).toContain(message);
    expect(await storedImages()).toBe(before);
  });

  it("refuses a JSON body with 415, naming the form it wants", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminImageUpload.path,
      payload: { pic: "iVBORw0KGgo=" },
      headers: bearer(signedIn.admin),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errMsg).toBe("Send multipart/form-data with one picture as pic");
  });

  it("answers a form cut short with 400", async () => {
    const body = await multipart({ pic: pic(PNG) });
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminImageUpload.path,
      payload: body.payload.subarray(0, body.payload.length - 30),
      headers: { ...body.headers, ...bearer(signedIn.admin) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toMatch(/multipart/);
  });

  it.each([
    ["nobody signed in", "nobody", 401],
    ["a learner", "learner", 403],
    ["an administrator whose privilege expired", "expired", 403],
  ] as const)("refuses %s before reading the picture", async (_name, who, status) => {
    const before = await storedImages();
    const token = { nobody: null, learner: signedIn.learner, expired: signedIn.expiredAdmin }[who];
    const res = await upload({ pic: pic(solidPng(9, 9, [9, 9, 9])) }, token);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
    expect(await storedImages()).toBe(before);
  });
});
