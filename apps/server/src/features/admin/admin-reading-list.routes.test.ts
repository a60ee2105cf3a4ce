import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { adminReadingTestSetup } from "./admin-reading-test-setup";

describe.each(DIALECTS)("admin reading calls on %s", (dialect) => {
  const { post, list, single } = adminReadingTestSetup(dialect);

  describe("list", () => {
    it("lists the bank's tests ten to a page, with question counts and types", async () => {
      const page1 = await list();
      expect(page1).toHaveLength(10);
      const page2 = await list({}, 2);
      expect(page2).toHaveLength(2);
      const all = [...page1, ...page2];
      expect(new Set(all.map((t) => t.readingPracticeID)).size).toBe(12);
      const sample = all.find((t) => t.readingPracticeID === "bandcraft-test-1-part-1");
      expect(sample).toMatchObject({ level: 1, questionNumber: 13 });
      expect(sample?.questionTypes.length).toBeGreaterThan(0);
    });

    it.each([
      ["level 2", { level: 2 }, (t: { level: number }) => t.level === 2, 4],
      ["untagged (none in the bank)", { level: 0 }, () => true, 0],
      ["Cambridge IELTS (none in the bank)", { pageType: "CambridgeIelts" }, () => true, 0],
    ])("filters by %s", async (_name, filters, holds, count) => {
      const found = await list(filters, 1, 100);
      expect(found).toHaveLength(count);
      expect(found.every(holds)).toBe(true);
    });

    it("keeps tests using any of the chosen question types", async () => {
      const all = await list({}, 1, 100);
      const types = ["DIAGRAM_LABEL_COMPLETION", "MATCHING_SENTENCE_ENDINGS"];
      const expected = all.filter((t) => t.questionTypes.some((q) => types.includes(q)));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const found = await list({ questionTypes: types }, 1, 100);
      expect(found.map((t) => t.readingPracticeID).sort()).toEqual(expected.map((t) => t.readingPracticeID).sort());
    });

    it("refuses an unknown question type or level with 400", async () => {
      for (const filters of [{ questionTypes: ["ESSAY"] }, { level: 7 }, { pageType: "Mock" }]) {
        const res = await post(ROUTES.adminReadingList.path, {
          questionTypes: [],
          paginationRequest: { page: 1, pageSize: 10 },
          ...filters,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errMsg).toContain("Invalid request");
      }
    });
  });

  describe("title search", () => {
    it("finds a partial, case-insensitive match, preferring the exact title", async () => {
      const practice = await single("bandcraft-test-3-part-2");
      const word = practice.title.split(" ").slice(-1)[0] ?? "";
      const res = await post(ROUTES.adminReadingTitle.path, { title: `  ${word.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().readingPractice.title.toLowerCase()).toContain(word.toLowerCase());
      const exact = await post(ROUTES.adminReadingTitle.path, { title: practice.title.toLowerCase() });
      expect(exact.json().readingPractice.readingPracticeID).toBe("bandcraft-test-3-part-2");
      expect(exact.json().readingPractice.answers).toBeDefined();
    });

    it.each([
      ["no match", { title: "zzz no such passage" }, 404, "Test not found with this title"],
      ["a wildcard that must not match everything", { title: "%" }, 404, "Test not found with this title"],
      ["a blank title", { title: "   " }, 400, "Please enter a title to search"],
      // Found by the hostile-input suite: a NUL reached PostgreSQL's LIKE (a 500).
      ["a title with a NUL", { title: "\u0000ice" }, 400, "NUL character"],
    ])("answers %s", async (_name, payload, status, message) => {
      const res = await post(ROUTES.adminReadingTitle.path, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().errMsg).toContain(message);
    });
  });
});
