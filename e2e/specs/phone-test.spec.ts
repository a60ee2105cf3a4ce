import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { CANDIDATE_STATE } from "../fixtures/candidate";
import { startCompleteTestByTap } from "../fixtures/complete-start";
import { horizontalOverflow, overlaps } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";

// The sample practice of the global setup (questions 1–24), opened by the administrator (no token spent), on
// the "phone" project's 390 × 844 screen with touch.
test.use({ storageState: ADMIN_STATE });

test("on a phone the passage and the questions are two panes; a strip tap brings its question forward", async ({
  page,
}) => {
  await page.goto("/test/sample-1");
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  const passageTab = page.getByTestId("pane-tab-passage");
  const questionsTab = page.getByTestId("pane-tab-questions");
  const questions = page.getByTestId("question-panel");

  // The passage first, full width; the questions wait behind it, out of sight and out of reach.
  await expect(passageTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("paragraph-0")).toBeVisible();
  await expect(questions).toBeHidden();
  const paragraph = await page.getByTestId("paragraph-0").boundingBox();
  expect(paragraph?.width ?? 0).toBeGreaterThan(320);
  // The clock, the way out and Options share one row; the question buttons one row that scrolls sideways.
  await expect(page.getByTestId("test-timer")).toBeVisible();
  await expect(page.getByTestId("test-options")).toHaveAccessibleName("Options");
  const first = await page.getByTestId("strip-question-1").boundingBox();
  const last = await page.getByTestId("strip-question-24").boundingBox();
  expect(Math.abs((first?.y ?? 0) - (last?.y ?? 1))).toBeLessThan(2);
  expect(await horizontalOverflow(page)).toBe(0);
  await keepScreenshot(page, "phone-test-passage");

  // Tapping the Questions tab shows them; a choice is made by a tap.
  await questionsTab.tap();
  await expect(questions).toBeVisible();
  await expect(page.getByTestId("paragraph-0")).toBeHidden();
  await questions.getByRole("radio", { name: "B Mesopotamia" }).tap();
  await expect(page.getByTestId("strip-question-1")).toHaveAttribute("data-answered", "true");
  await keepScreenshot(page, "phone-test-questions");

  // Back to the passage, then a tap on question 8 in the strip brings the questions forward at question 8.
  await passageTab.tap();
  await expect(questions).toBeHidden();
  const strip8 = page.getByTestId("strip-question-8");
  await strip8.scrollIntoViewIfNeeded();
  await strip8.tap();
  await expect(questionsTab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#question-8")).toBeInViewport();
  // Answering further down moves the strip along with the learner: question 21's button comes into view.
  await expect(page.getByTestId("strip-question-21")).not.toBeInViewport();
  const answer21 = questions.getByRole("textbox", { name: "Answer to question 21" });
  await answer21.scrollIntoViewIfNeeded();
  await answer21.tap();
  await expect(page.getByTestId("strip-question-21")).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  // The panes are tabs for the keyboard too: ← → move between them.
  await questionsTab.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(passageTab).toHaveAttribute("aria-selected", "true");
  await expect(passageTab).toBeFocused();

  // Submit by tap, the results, then the review: its passage and questions are the same two panes.
  await page.getByTestId("test-submit").tap();
  await page.getByTestId("submit-confirm").tap();
  await expect(page.getByTestId("results-summary")).toContainText("1 out of 24 correct");
  expect(await horizontalOverflow(page)).toBe(0);
  await keepScreenshot(page, "phone-results");
  await page.getByTestId("results-review-0").tap();
  await expect(page).toHaveURL(/\/review\//);
  await expect(page.getByTestId("phone-panes")).toBeVisible();
  await expect(page.getByTestId("review-back")).toBeInViewport({ ratio: 1 });
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByTestId("pane-tab-questions").tap();
  await expect(page.getByTestId("question-panel")).toBeVisible();
  await keepScreenshot(page, "phone-review-questions");
});

test("on a phone in the dark theme and in Chinese the test still fits", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    localStorage.setItem("i18nextLng", "zh");
  });
  await page.goto("/test/sample-1");
  await expect(page.getByTestId("pane-tab-passage")).toHaveText("文章");
  expect(await horizontalOverflow(page)).toBe(0);
  await keepScreenshot(page, "phone-test-dark-zh");
  await page.getByTestId("pane-tab-questions").tap();
  await keepScreenshot(page, "phone-test-dark-zh-questions");
  await page.getByTestId("highlight-stats").tap();
  await expect(page.getByTestId("notes-panel")).toContainText("还没有高亮");
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === "finished"));
  await keepScreenshot(page, "phone-notes-dark-zh");
});

test.describe("a complete test on a phone", () => {
  test.use({ storageState: CANDIDATE_STATE });

  test("part tabs in a row of their own, Submit apart from them, and every part reachable by tap", async ({ page }) => {
    await startCompleteTestByTap(page);
    expect(await horizontalOverflow(page)).toBe(0);

    // The three tabs side by side, none overlapping another or Submit.
    const boxes = await Promise.all([1, 2, 3].map((n) => page.getByTestId(`part-tab-button-${n}`).boundingBox()));
    const submit = await page.getByTestId("test-submit").boundingBox();
    for (const [i, box] of boxes.entries()) {
      expect(overlaps(box, submit)).toBe(false);
      for (const other of boxes.slice(i + 1)) expect(overlaps(box, other)).toBe(false);
    }
    await keepScreenshot(page, "phone-complete-part1");

    await page.getByTestId("part-tab-button-2").tap();
    await expect(page.getByTestId("part-banner")).toContainText("Part 2");
    await page.getByTestId("part-tab-button-3").tap();
    await expect(page.getByTestId("part-banner")).toContainText("Part 3");
    await expect(page.getByTestId("submit-review")).toHaveCount(0);
    await keepScreenshot(page, "phone-complete-part3");

    // One answer in each part, by tap (a choice where the part has one, else a typed word).
    for (const part of [1, 2, 3]) {
      await page.getByTestId(`part-tab-button-${part}`).tap();
      await expect(page.getByTestId("part-banner")).toContainText(`Part ${part}`);
      await page.getByTestId("pane-tab-questions").tap();
      const questions = page.getByTestId("question-panel");
      const radio = questions.getByRole("radio").first();
      if ((await radio.count()) > 0) {
        await radio.scrollIntoViewIfNeeded();
        await radio.tap();
      } else {
        const box = questions.getByRole("textbox").first();
        await box.scrollIntoViewIfNeeded();
        await box.tap();
        await page.keyboard.type("water");
      }
      // The open part's question buttons: one of them answered.
      await expect(page.getByTestId("part-tabs").locator("[data-answered=true]")).toHaveCount(1);
    }

    // Submit by tap: the review of every part, then the results, then one part's review on the phone.
    await page.getByTestId("test-submit").tap();
    const review = page.getByTestId("submit-review");
    for (const part of [1, 2, 3]) await expect(review.getByTestId(`review-counts-${part}`)).toContainText("1 answered");
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, "phone-complete-submit-review");
    await review.getByTestId("submit-confirm").tap();
    await expect(page.getByTestId("results-screen")).toBeVisible();
    await expect(page.getByTestId("tile-correct")).toContainText("/40");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "phone-complete-results");
    const toReview = page.getByTestId("results-review-1");
    await toReview.scrollIntoViewIfNeeded();
    await toReview.tap();
    await expect(page).toHaveURL(/\/review\//);
    await expect(page.getByTestId("phone-panes")).toBeVisible();
    await expect(page.getByTestId("review-back")).toBeInViewport({ ratio: 1 });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "phone-complete-review-part2");
  });
});
