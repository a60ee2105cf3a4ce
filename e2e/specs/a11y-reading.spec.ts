import { expect, type Page, test } from "@playwright/test";
import { startAttempt, submitAttempt, submitPractice, tokenOf } from "../fixtures/attempts";
import { AUDITOR_STATE } from "../fixtures/auditor";
import { DIALOG, sweepScreen, sweepTitle, type TScreen } from "../fixtures/axe-sweep";

// The accessibility sweep of the reading screens a learner sees: the hub, the test in every question type and
// contrast, results, records, review and a complete test. The other screens are in a11y.spec.ts.

// The sample practice (global setup): 1 right, 6 wrong, 9 by matching, 19 from the bank, 16 left blank.
const SAMPLE_ANSWERS = { 1: "B", 6: "FALSE", 9: "C", 11: "ii", 17: "color", 19: "E", 21: "kiln" };

const learner: TScreen[] = [
  {
    name: "reading hub with the practice-type and question-filter dialogs",
    visit: async (page, check) => {
      await page.goto("/reading");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check("hub");
      await page.getByTestId("reading-action-complete").getByRole("button").click();
      await expect(page.getByTestId("practice-type-dialog")).toBeVisible();
      await check("practice-type dialog", DIALOG);
      await page.getByTestId("practice-type-cancel").click();
      await page.getByTestId("reading-action-single").getByRole("button").click();
      await expect(page.getByTestId("question-filter-dialog")).toBeVisible();
      await page.getByTestId("filter-part-2").click();
      await check("question-filter dialog", DIALOG);
    },
  },
  {
    name: "test screen with every question type, Options and the refresh warning",
    visit: async (page, check) => {
      await openSample(page);
      await check("test");
      await page.getByTestId("test-options").click();
      const dialog = page.getByTestId("options-dialog");
      await expect(dialog).toBeVisible();
      await check("options", DIALOG);
      await dialog.getByRole("button", { name: /Contrast/ }).click();
      await check("options: contrast", DIALOG);
      await dialog.getByTestId("options-close").click();
      await page.getByTestId("passage-panel").click();
      await page.keyboard.press("F5");
      await expect(page.getByTestId("refresh-dialog")).toBeVisible();
      await check("refresh warning", DIALOG);
    },
  },
  // The contrast options replace the theme's colours on the test, so each is checked over one theme.
  ...(
    [
      ["white-on-black", "light"],
      ["yellow-on-black", "dark"],
    ] as const
  ).map(
    ([contrast, theme]): TScreen => ({
      name: `test screen in ${contrast}`,
      themes: [theme],
      visit: async (page, check) => {
        await page.addInitScript((c) => {
          localStorage.setItem("bandcraft.readingDisplay", JSON.stringify({ contrast: c, textSize: "large" }));
        }, contrast);
        await openSample(page);
        await expect(page.getByTestId("reading-test-root")).toHaveAttribute("data-contrast", contrast);
        await check("test");
      },
    }),
  ),
  {
    name: "results after submitting",
    visit: async (page, check) => {
      await openSample(page);
      await page.getByRole("textbox", { name: "Answer to question 18" }).fill("lagoon");
      await page.getByTestId("test-submit").click();
      await expect(page.getByTestId("submit-review")).toBeVisible();
      await check("review before submitting", DIALOG);
      await page.getByTestId("submit-confirm").click();
      await expect(page.getByTestId("results-summary")).toBeVisible();
      await check("results");
    },
  },
  {
    name: "practice records with answers and choose-passage dialogs",
    visit: async (page, check) => {
      const token = tokenOf(AUDITOR_STATE);
      await submitPractice(page.request, token, "sample-1", { answers: SAMPLE_ANSWERS });
      // Any complete test: part 1 holds question 1 and part 3 question 27 in each.
      const pack = await startAttempt(page.request, token, { pageType: "ActualTest" });
      await submitAttempt(page.request, token, pack, [
        { answers: { 1: "TRUE" } },
        { answers: {} },
        { answers: { 27: "YES" } },
      ]);
      await page.goto("/practice-records");
      const full = page.getByTestId("record-card").filter({ hasText: "3 passages practice" }).first();
      await expect(full).toBeVisible();
      await full.getByRole("button", { name: "Expand" }).click();
      await check("records");
      await full.getByRole("button", { name: "View Answers" }).click();
      await expect(page.getByTestId("answer-details-dialog")).toBeVisible();
      await check("answers dialog", DIALOG);
      await page.keyboard.press("Escape");
      await full.getByRole("button", { name: "Review" }).click();
      await expect(page.getByTestId("choose-review-dialog")).toBeVisible();
      await check("choose-passage dialog", DIALOG);
    },
  },
  {
    name: "review with an explanation open",
    visit: async (page, check) => {
      const { attempt } = await submitPractice(page.request, tokenOf(AUDITOR_STATE), "sample-1", {
        answers: SAMPLE_ANSWERS,
      });
      await page.setViewportSize({ width: 1366, height: 2400 });
      await page.goto(`/review/${attempt.testTakerID}/sample-1`);
      await expect(page.getByTestId("review-strip")).toBeVisible();
      await check("review");
      await page.getByTestId("review-explain-q1").click();
      await check("explanation");
    },
  },
  {
    name: "complete test, all three parts",
    visit: async (page, check) => {
      await page.goto("/reading");
      await page.getByTestId("reading-action-complete").getByRole("button").click();
      await page.getByTestId("practice-type-actual").click();
      await expect(page).toHaveURL(/\/multi-test\//);
      for (const part of [1, 2, 3]) {
        await expect(page.getByTestId("part-banner")).toContainText(`Part ${part}`);
        await expect(page.getByTestId("question-panel").locator("[id^=question-]").first()).toBeVisible();
        await check(`part ${part}`);
        if (part < 3) await page.getByTestId("part-next").click();
      }
    },
  },
];

/** The sample practice (every question type) in a window tall enough to show every section at once. */
async function openSample(page: Page) {
  await page.setViewportSize({ width: 1366, height: 2400 });
  await page.goto("/test/sample-1");
  await expect(page.locator("#question-24")).toBeVisible();
}

test.describe("axe, learner", () => {
  test.use({ storageState: AUDITOR_STATE });
  for (const screen of learner) test(sweepTitle(screen), ({ page }) => sweepScreen(page, screen));
});
