import { BANK_IMPORT_LIMITS, type TBankImportRequest } from "@bandcraft/contract/bank-transfer";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { bearer, DIALECTS } from "../../../test/harness";
import { adminReadingTestSetup, SOURCE } from "./admin-reading-test-setup";

/** A test with a diagram whose picture the sample bank stores under its own file name. */
const WITH_PICTURE = { id: "bandcraft-test-1-part-1", file: "ice-house-cross-section.svg" };

const fileOf = (name: string, value: unknown) => ({ name, text: `${JSON.stringify(value, null, 2)}\n` });

describe.each(DIALECTS)("admin reading import and export on %s", (dialect) => {
  const { ctx, signedIn, post, single, createCopy } = adminReadingTestSetup(dialect);

  const exported = async (id: string): Promise<TReadingPractice> => {
    const res = await post(ROUTES.adminReadingExport.path, { practiceID: id });
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body);
  };
  const importFiles = (body: TBankImportRequest) => post(ROUTES.adminReadingImport.path, body);
  /** Every stored test as it stands, the moment of its last write included. */
  const storedRows = () =>
    ctx.deps.db.selectFrom("reading_practices").select(["id", "body", "level", "updated_at"]).orderBy("id").execute();

  it("downloads one test as its bank file: an attachment named by its id, the test without derived fields", async () => {
    const res = await post(ROUTES.adminReadingExport.path, { practiceID: SOURCE });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${SOURCE}.json"`);
    const { questionTypes: _derived, ...practice } = await single(SOURCE);
    expect(res.body).toBe(`${JSON.stringify(practice, null, 2)}\n`);
  });

  it("answers 404 in the envelope for a test that is not in the bank", async () => {
    const res = await post(ROUTES.adminReadingExport.path, { practiceID: "reading-not-there" });
    expect(res.statusCode).toBe(404);
    expect(res.json().errMsg).toContain("reading-not-there");
  });

  it("imports an exported test back under a new id and title: created, then served to learners as saved", async () => {
    const practice = await exported(SOURCE);
    const copy = { ...practice, readingPracticeID: "imported-copy-1", title: "An imported copy", testGroup: undefined };
    const res = await importFiles({ files: [fileOf("imported-copy-1.json", copy)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ created: ["imported-copy-1"], updated: [], unchanged: [] });
    const saved = await single("imported-copy-1");
    expect(saved.title).toBe("An imported copy");
    expect(saved.answers).toEqual(practice.answers);
    const start = await post(ROUTES.readingSingle.path, { practiceID: "imported-copy-1" }, signedIn.learner);
    expect(start.statusCode).toBe(200);
  });

  it("downloads the whole bank as one list that re-imports unchanged, writing nothing", async () => {
    const res = await post(ROUTES.adminReadingExportBank.path, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="bandcraft-reading-bank-2026-11-21.json"');
    const bank = JSON.parse(res.body) as TReadingPractice[];
    const before = await storedRows();
    expect(bank.map((p) => p.readingPracticeID)).toEqual(before.map((row) => row.id));
    expect(res.body).toBe(`${JSON.stringify(bank, null, 2)}\n`);
    ctx.clock.now += 60_000;
    const again = await importFiles({ files: [{ name: "bank.json", text: res.body }], replaceExisting: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual({ created: [], updated: [], unchanged: before.map((row) => row.id) });
    expect(await storedRows()).toEqual(before);
  });

  it("refuses several files with one bad one: nothing is written and every problem is listed by file and test", async () => {
    const practice = await exported(SOURCE);
    const good = { ...practice, readingPracticeID: "batch-good", title: "Good", testGroup: undefined };
    const bad = { ...practice, readingPracticeID: "batch-bad", title: " ", paragraphInfo: [] };
    const res = await importFiles({
      files: [fileOf("good.json", good), fileOf("bad.json", bad), { name: "broken.json", text: "{ not json" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(/problem\(s\); nothing was imported/);
    // The editor's save refuses the same test with the same messages.
    const { readingPracticeID: _id, ...unsaved } = bad;
    const saved = await post(ROUTES.adminReadingModify.path, unsaved);
    expect(saved.statusCode).toBe(400);
    const problems: string[] = res.json().problems;
    for (const rule of saved.json().problems as string[]) expect(problems).toContain(`bad.json [batch-bad]: ${rule}`);
    expect(problems).toContain("bad.json [batch-bad]: Title cannot be empty");
    // The same problems as data: a content rule keeps its code, for the web to word in the teacher's language.
    expect(res.json().problemDetails).toContainEqual({
      file: "bad.json",
      item: "batch-bad",
      rule: "Title cannot be empty",
      contentProblem: { code: "titleEmpty" },
    });
    expect(problems.some((line) => line.startsWith("broken.json [(file)]: not valid JSON"))).toBe(true);
    expect(problems.some((line) => line.startsWith("good.json"))).toBe(false);
    expect((await post(ROUTES.adminReadingSingle.path, { practiceID: "batch-good" })).statusCode).toBe(404);
  });

  it("refuses an id twice in one import, and a writing task, naming each", async () => {
    const practice = await exported(SOURCE);
    const twice = { ...practice, readingPracticeID: "twice", testGroup: undefined };
    const res = await importFiles({
      files: [fileOf("a.json", [twice, twice]), fileOf("task.json", { writingPracticeID: "w-1", part: 2 })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      "a.json [twice]: duplicate readingPracticeID",
      "task.json [(no readingPracticeID)]: a writing task, not a reading test (content/writing holds those)",
    ]);
  });

  it("refuses other content under an id already in the bank unless replacing is allowed, then overwrites it", async () => {
    const id = await createCopy("Before the import");
    const changed = { ...(await exported(id)), title: "After the import" };
    const refused = await importFiles({ files: [fileOf("changed.json", changed)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      `changed.json [${id}]: already in the bank with other content: allow replacing existing tests, or give it a new readingPracticeID`,
    ]);
    expect((await single(id)).title).toBe("Before the import");
    const replaced = await importFiles({ files: [fileOf("changed.json", changed)], replaceExisting: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().result).toEqual({ created: [], updated: [id], unchanged: [] });
    expect((await single(id)).title).toBe("After the import");
  });

  it("takes pictures stored on this server, by address or by the bank's file name, and refuses any other", async () => {
    const practice = await exported(WITH_PICTURE.id);
    const withPicture = (id: string, picURL: string) =>
      JSON.parse(JSON.stringify({ ...practice, readingPracticeID: id, testGroup: undefined }), (key, value) =>
        key === "picURL" ? picURL : value,
      ) as TReadingPractice;
    const stored = JSON.stringify(practice).match(/\/api\/images\/[0-9a-f]{64}\.svg/)?.[0] ?? "";
    expect(stored).not.toBe("");
    const missing = `/api/images/${"0".repeat(64)}.svg`;
    const refused = await importFiles({
      files: [fileOf("m.json", withPicture("pic-missing", missing)), fileOf("n.json", withPicture("pic-n", "no.svg"))],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      `m.json [pic-missing]: picture ${missing} is not stored on this server`,
      "n.json [pic-n]: picture no.svg is not stored on this server",
    ]);
    const res = await importFiles({ files: [fileOf("by-name.json", withPicture("pic-by-name", WITH_PICTURE.file))] });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(await single("pic-by-name"))).toContain(stored);
  });

  it.each([
    ["no file", { files: [] }, /choose at least one file/],
    [
      "too many files",
      { files: Array.from({ length: BANK_IMPORT_LIMITS.files + 1 }, (_, i) => fileOf(`${i}.json`, {})) },
      /at most 100 files/,
    ],
    ["an unknown field", { files: [fileOf("a.json", {})], overwrite: true }, /Invalid request/],
    [
      "too many tests",
      { files: [{ name: "many.json", text: JSON.stringify(Array(BANK_IMPORT_LIMITS.practices + 1).fill({})) }] },
      /problem/,
    ],
  ])("refuses %s with 400 in the envelope", async (_name, body, message) => {
    const res = await post(ROUTES.adminReadingImport.path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(message);
  });

  it("counts the tests before checking any: 100,000 empty tests are one problem, not 800,000", async () => {
    const text = JSON.stringify(Array(100_000).fill({}));
    const res = await post(ROUTES.adminReadingImport.path, { files: [{ name: "flood.json", text }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      `(import) [(all files)]: more than ${BANK_IMPORT_LIMITS.practices} tests; an import takes at most ${BANK_IMPORT_LIMITS.practices}`,
    ]);
  });

  it("stops reading files once the listed problems are full", async () => {
    // 400 empty tests hold more problems than are listed: the second file is never read.
    const broken = JSON.stringify(Array(400).fill({}));
    const files = [1, 2].map((n) => ({ name: `broken-${n}.json`, text: broken }));
    const res = await post(ROUTES.adminReadingImport.path, { files });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.problems.length).toBe(BANK_IMPORT_LIMITS.problems + 1);
    expect(body.problems.some((line: string) => line.startsWith("broken-2.json"))).toBe(false);
  });

  it("refuses a body that is not JSON with 400, and one over the import's limit with 413", async () => {
    const headers = { ...bearer(signedIn.admin), "content-type": "application/json" };
    const notJson = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminReadingImport.path,
      headers,
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);
    const big = JSON.stringify({ files: [{ name: "big.json", text: "x".repeat(BANK_IMPORT_LIMITS.bytes) }] });
    const tooBig = await ctx.app.inject({ method: "POST", url: ROUTES.adminReadingImport.path, headers, payload: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errMsg).toBe("Request body is too large (the limit is 5 MB)");
  });

  it.each([
    [ROUTES.adminReadingExport.path, { practiceID: SOURCE }],
    [ROUTES.adminReadingExportBank.path, {}],
    [ROUTES.adminReadingImport.path, { files: [{ name: "a.json", text: "{}" }] }],
  ])("refuses %s to a learner (403) and to the signed out (401)", async (url, body) => {
    expect((await post(url, body, signedIn.learner)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: "POST", url, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errMsg).not.toBe("");
  });
});
