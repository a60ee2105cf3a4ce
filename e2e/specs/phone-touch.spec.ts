import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { horizontalOverflow } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";
import { selectByTouch, touchDrag } from "../fixtures/touch";

// The "phone" project (390 × 844, touch): highlighting and notes by touch, the notes list, and the drag-and-drop
// questions answered by tap and by a long-press drag. The sample practice (questions 1–24), opened by the
// administrator (no token spent).
test.use({ storageState: ADMIN_STATE });

test("highlight and note by touch, then the notes list takes the learner back to the words", async ({ page }) => {
  await page.goto("/test/sample-1");
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  const first = page.getByTestId("hl-text-passage-0");
  const second = page.getByTestId("hl-text-passage-1");
  const firstWord = (await first.innerText()).split(/\s/)[0] ?? "";

  // A touch selection opens the menu below the words (the phone's own Copy / Select all menu goes above).
  await selectByTouch(first, 0, firstWord.length);
  const tooltip = page.getByTestId("hl-tooltip");
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveAttribute("data-placement", "below");
  const words = await first.evaluate(() => window.getSelection()?.getRangeAt(0).getBoundingClientRect().bottom ?? 0);
  expect((await tooltip.boundingBox())?.y ?? 0).toBeGreaterThan(words + 20);
  await tooltip.getByRole("button", { name: "Note" }).tap();
  await page.getByTestId("hl-note-text").fill("Where it all began");
  // The note is the attempt's work: the next save carries it to the server.
  const saved = page.waitForRequest((r) => r.url().endsWith(ROUTES.attemptSave.path));
  await page.getByTestId("hl-note-save").tap();
  await expect(first.getByTestId("hl-mark")).toHaveText(firstWord);

  await selectByTouch(second, 0, 8);
  await page.getByTestId("hl-tooltip").getByRole("button", { name: "Highlight" }).tap();
  await expect(second.getByTestId("hl-mark")).toHaveCount(1);
  const stats = page.getByTestId("highlight-stats");
  await expect(stats).toHaveAttribute("data-total", "2");

  // With the questions in front, the counts open the list: both, in reading order, the note readable by touch.
  await page.getByTestId("pane-tab-questions").tap();
  await stats.tap();
  const panel = page.getByTestId("notes-panel");
  await expect(panel).toBeVisible();
  const lines = panel.getByTestId("notes-item");
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(firstWord);
  await expect(lines.first()).toContainText("Where it all began");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await keepScreenshot(page, "phone-notes-panel");

  // A tap on the note brings the passage forward with the noted words in view and focused.
  await lines.first().tap();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId("pane-tab-passage")).toHaveAttribute("aria-selected", "true");
  const mark = first.getByTestId("hl-mark");
  await expect(mark).toBeFocused();
  await expect(mark).toBeInViewport();
  expect((await saved).postData()).toContain("Where it all began");
});

test("drag-and-drop questions by tap, and by a long-press drag; a swipe over the options only scrolls", async ({
  page,
}) => {
  await page.goto("/test/sample-1");
  await page.getByTestId("pane-tab-questions").tap();
  const section = page.locator("[data-testid^=question-section-]:has(#question-13)");
  await section.scrollIntoViewIfNeeded();
  const chip = (name: string) => section.locator("fieldset [role=button][aria-pressed]", { hasText: name });

  // Tap-to-place: a tap picks the option, a tap on the gap places it.
  await chip("Rome").tap();
  await expect(chip("Rome")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("drop-slot-13").tap();
  await expect(page.getByTestId("drop-slot-13")).toContainText("Rome");
  await expect(page.getByTestId("strip-question-13")).toHaveAttribute("data-answered", "true");

  // A swipe that starts on an option scrolls the questions and moves nothing.
  const questions = page.getByTestId("question-panel");
  const before = await questions.evaluate((el) => el.scrollTop);
  const from = (await chip("Venice").boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await touchDrag(page, chip("Venice"), { x: from.x + from.width / 2, y: from.y - 150 }, 0);
  await expect.poll(() => questions.evaluate((el) => el.scrollTop)).not.toBe(before);
  await expect(page.getByTestId("drop-slot-14")).not.toContainText("Venice");

  // A long press, then the finger moves: the option is dragged into the gap.
  await section.scrollIntoViewIfNeeded();
  await touchDrag(page, chip("Mesopotamia"), page.getByTestId("drop-slot-14"), 450);
  await expect(page.getByTestId("drop-slot-14")).toContainText("Mesopotamia");
  await keepScreenshot(page, "phone-drag-drop");
});
