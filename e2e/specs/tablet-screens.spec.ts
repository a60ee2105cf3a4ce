import { expect, test } from "@playwright/test";
import { ADMIN_STATE, LEARNER_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { horizontalOverflow } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";
import { startWritingByTap } from "../fixtures/writing-start";

// The "tablet" project (820 × 1180, touch): the screens of the phone journeys that a tablet shows its own way.
test.describe("a single test on a tablet", () => {
  test.use({ storageState: ADMIN_STATE });

  test("answered by tap, submitted, its results and its review fit and pass axe", async ({ page }) => {
    await page.goto("/test/sample-1");
    await expect(page.getByTestId("split-separator")).toBeVisible();
    await page.getByTestId("question-panel").getByRole("radio", { name: "B Mesopotamia" }).tap();
    await page.getByTestId("highlight-stats").tap();
    await expect(page.getByTestId("notes-panel")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("notes-close").tap();
    await page.getByTestId("test-submit").tap();
    await page.getByTestId("submit-confirm").tap();
    await expect(page.getByTestId("results-summary")).toContainText("1 out of 24 correct");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "tablet-results");
    await page.getByTestId("results-review-0").tap();
    await expect(page).toHaveURL(/\/review\//);
    await expect(page.getByTestId("review-back")).toBeInViewport({ ratio: 1 });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "tablet-review");
  });
});

test.describe("writing on a tablet", () => {
  test.use({ storageState: LEARNER_STATE });

  test("the editor gives the essay room, keeps its count in sight and passes axe", async ({ page }) => {
    await startWritingByTap(page);
    const essay = page.getByTestId("essay-input");
    await essay.tap();
    await page.keyboard.type("Cities grow because people move to them for work.");
    expect((await essay.boundingBox())?.height ?? 0).toBeGreaterThan(300);
    await expect(page.getByTestId("word-count")).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "tablet-writing");
  });
});
