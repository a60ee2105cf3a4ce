import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { dragSelect } from "../fixtures/drag-select";
import { READER_STATE } from "../fixtures/reader";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

async function expectStats(page: Page, highlights: number, notes: number) {
  const stats = page.getByTestId("highlight-stats");
  await expect(stats).toHaveAttribute("data-highlights", String(highlights));
  await expect(stats).toHaveAttribute("data-notes", String(notes));
  await expect(stats).toHaveAttribute("data-total", String(highlights + notes));
}

// The global setup imports packages/domain/src/testing/sample-practice.ts (id sample-1).
test.describe("a learner's highlights", () => {
  test.use({ storageState: READER_STATE });

  test("a highlight and a note survive a reload", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/test/sample-1");
    await expect(page.getByTestId("part-banner")).toContainText("Part 1");
    await dragSelect(page, "passage-0", 0, 5);
    const tooltip = page.getByTestId("hl-tooltip");
    await tooltip.getByRole("button", { name: "Highlight" }).click();
    await dragSelect(page, "passage-1", 4, 20);
    await tooltip.getByRole("button", { name: "Note" }).click();
    const box = page.getByTestId("hl-editor").getByRole("textbox", { name: "Note" });
    await box.fill("Kept across a reload");
    await box.press("Control+Enter");
    await expectStats(page, 1, 1);
    // The attempt is saved a moment after each change: wait until the note is in it, then reload.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith("bandcraft.attempt."))
            .some((k) => (localStorage.getItem(k) ?? "").includes("Kept across a reload")),
        ),
      )
      .toBe(true);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByTestId("part-banner")).toContainText("Part 1");
    await expectStats(page, 1, 1);
    await expect(page.getByTestId("hl-text-passage-0").getByTestId("hl-mark")).toHaveText(
      ((await page.getByTestId("hl-text-passage-0").textContent()) ?? "").slice(0, 5),
    );
    await expect(page.getByTestId("hl-text-passage-1").getByTestId("hl-mark")).toHaveAttribute(
      "title",
      "Kept across a reload",
    );

    // The counts open the list of both (the note readable without a hover); Enter on a line goes to its words.
    await page.getByTestId("highlight-stats").focus();
    await page.keyboard.press("Enter");
    const lines = page.getByTestId("notes-panel").getByTestId("notes-item");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText("Kept across a reload");
    await keepScreenshot(page, "notes-panel-desktop");
    await lines.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("notes-panel")).toHaveCount(0);
    await expect(page.getByTestId("hl-text-passage-1").getByTestId("hl-mark")).toBeFocused();
  });

  test("highlights and notes: add, edit, delete the note, clear; submitted with their offsets", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/test/sample-1");
    await expect(page.getByTestId("part-banner")).toContainText("Part 1");
    await expectStats(page, 0, 0);

    const paragraph0 = (await page.getByTestId("hl-text-passage-0").textContent()) ?? "";
    const paragraph1 = (await page.getByTestId("hl-text-passage-1").textContent()) ?? "";
    expect(paragraph0.length).toBeGreaterThan(40);

    // 1. Highlight: a word of the first paragraph.
    const word = /\b[A-Za-z]{5,}\b/.exec(paragraph0.slice(10));
    if (!word) throw new Error("no word to highlight");
    const hlStart = 10 + word.index;
    const hlEnd = hlStart + word[0].length;
    await dragSelect(page, "passage-0", hlStart, hlEnd);
    const tooltip = page.getByTestId("hl-tooltip");
    await expect(tooltip.getByRole("button", { name: "Note" })).toBeVisible();
    await tooltip.getByRole("button", { name: "Highlight" }).click();
    await expect(tooltip).toBeHidden();
    await expect(page.getByTestId("hl-text-passage-0").getByTestId("hl-mark")).toHaveText(word[0]);
    await expectStats(page, 1, 0);

    // 2. Note: a stretch of the second paragraph; Ctrl+Enter saves.
    const noteStart = 4;
    const noteEnd = 20;
    await dragSelect(page, "passage-1", noteStart, noteEnd);
    await tooltip.getByRole("button", { name: "Note" }).click();
    const editor = page.getByTestId("hl-editor");
    const box = editor.getByRole("textbox", { name: "Note" });
    await expect(box).toBeFocused();
    await expect(box).toHaveCSS("width", "300px");
    await expect(box).toHaveCSS("height", "100px");
    await box.press("Control+Enter");
    await expect(editor.getByRole("alert")).toBeVisible(); // a blank note is refused
    await box.fill("Why does this matter?");
    await box.press("Control+Enter");
    await expect(editor).toBeHidden();
    await expectStats(page, 1, 1);
    const noted = page.getByTestId("hl-text-passage-1").getByTestId("hl-mark");
    await expect(noted).toHaveText(paragraph1.slice(noteStart, noteEnd));
    await keepScreenshot(page, "highlights-light");

    // 3. Click it → edit the note.
    await noted.click();
    await tooltip.getByRole("button", { name: "Edit note" }).click();
    await expect(box).toHaveValue("Why does this matter?");
    await box.fill("It dates the glassworks.");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(noted).toHaveAttribute("title", "It dates the glassworks.");
    await expectStats(page, 1, 1);

    // 4. Delete the note: the highlight stays.
    await noted.click();
    await tooltip.getByRole("button", { name: "Edit note" }).click();
    await editor.getByRole("button", { name: "Delete note" }).click();
    await expect(noted).toBeVisible();
    await expect(noted).not.toHaveAttribute("data-note", /.*/);
    await expectStats(page, 2, 0);

    // Its tooltip now offers Clear only; Esc closes it.
    await noted.click();
    await expect(tooltip.getByRole("button", { name: "Edit note" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    // 5. Clear removes the highlight of the second paragraph.
    await noted.click();
    await tooltip.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByTestId("hl-text-passage-1").getByTestId("hl-mark")).toHaveCount(0);
    await expectStats(page, 1, 0);

    // 6. A note on question text: the first multiple-choice stem (section 0, item 0).
    const stem = (await page.getByTestId("hl-text-section-0-item-0").textContent()) ?? "";
    await dragSelect(page, "section-0-item-0", 0, 5);
    await tooltip.getByRole("button", { name: "Note" }).click();
    await box.fill("never saved");
    await box.press("Escape"); // Esc cancels: nothing is added
    await expect(editor).toBeHidden();
    await expectStats(page, 1, 0);
    await dragSelect(page, "section-0-item-0", 0, 5);
    await tooltip.getByRole("button", { name: "Note" }).click();
    await box.fill("stem note");
    await box.press("Control+Enter");
    await expectStats(page, 1, 1);
    // Survives a theme of the test changing (Options → contrast): marks are rendered from offsets.
    await page.getByTestId("test-options").click();
    const options = page.getByTestId("options-dialog");
    await options.getByRole("button", { name: /Contrast/ }).click();
    await options.getByText("Yellow on black").click();
    await options.getByTestId("options-close").click();
    await expect(page.getByTestId("hl-text-passage-0").getByTestId("hl-mark")).toHaveText(word[0]);
    await keepScreenshot(page, "highlights-yellow");

    // Submit: the request carries both items with their component ids and offsets.
    const submitted = page.waitForRequest("**/api/reading/submit");
    await page.getByTestId("test-submit").click();
    await page.getByTestId("submit-confirm").click();
    const payload = (await submitted).postDataJSON();
    const passage = payload.readingPractices[0];
    expect(passage.highlightStats).toEqual({ highlightCount: 1, noteCount: 1, totalCount: 2 });
    const items = [...passage.highlights.items].sort((a, b) => a.globalOffset - b.globalOffset);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      componentId: "passage-0",
      text: word[0],
      localStart: hlStart,
      localEnd: hlEnd,
      globalOffset: hlStart,
      start: hlStart,
      end: hlEnd,
      context: {
        before: paragraph0.slice(Math.max(0, hlStart - 5), hlStart),
        after: paragraph0.slice(hlEnd, hlEnd + 5),
        totalLength: paragraph0.length,
      },
    });
    expect(items[0].note).toBeUndefined();
    expect(items[1]).toMatchObject({
      componentId: "section-0-item-0",
      text: stem.slice(0, 5),
      localStart: 0,
      localEnd: 5,
      globalOffset: 100_200,
      note: "stem note",
    });
    await expect(page.getByTestId("results-screen")).toBeVisible();
  });
});

test.describe("highlight screenshots (administrator: no tokens spent)", () => {
  test.use({ storageState: ADMIN_STATE });

  for (const [name, preset, noteLabel] of [
    ["dark", { theme: "dark" }, "Note"],
    ["zh", { theme: "light", language: "zh" }, "笔记"],
  ] as const) {
    test(`tooltip and note editor (${name})`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 820 });
      await presetStorage(page, preset);
      await page.goto("/test/sample-1");
      await expect(page.getByTestId("strip-question-24")).toBeVisible();
      await dragSelect(page, "passage-0", 4, 20);
      await page.getByTestId("hl-highlight").click();
      await dragSelect(page, "section-0-item-0", 0, 8);
      await page.getByTestId("hl-tooltip").getByRole("button", { name: noteLabel }).click();
      await page.getByTestId("hl-note-text").fill(name === "zh" ? "这里是关键" : "The key sentence");
      await page.getByTestId("hl-note-save").click();
      await dragSelect(page, "passage-1", 10, 30);
      await expect(page.getByTestId("hl-tooltip")).toBeVisible();
      await keepScreenshot(page, `highlights-${name}-tooltip`, { animations: "disabled" });
      await page.getByTestId("hl-note").click();
      await page.getByTestId("hl-note-save").click(); // blank: refused, with the message
      await keepScreenshot(page, `highlights-${name}-editor`, { animations: "disabled" });
      await expect(page.getByTestId("highlight-stats")).toHaveAttribute("data-total", "2");
      // Marks, the open editor and the stats pass axe's serious and critical WCAG 2.1 AA checks.
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
