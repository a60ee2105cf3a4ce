import { expect, test } from "@playwright/test";
import { seriousViolations } from "../fixtures/axe";
import { CANDIDATE_STATE } from "../fixtures/candidate";
import { startCompleteTestByTap } from "../fixtures/complete-start";
import { horizontalOverflow, overlaps } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";

// The "tablet" project: an 820 × 1180 tablet held upright, with touch.
test.describe("a complete test on a tablet held upright", () => {
  test.use({ storageState: CANDIDATE_STATE });

  test("the split stays side by side; part tabs and the title overlap nothing", async ({ page }) => {
    await startCompleteTestByTap(page);
    await expect(page.getByTestId("split-separator")).toBeVisible();
    await expect(page.getByTestId("phone-panes")).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);

    const boxes = await Promise.all(
      [
        "part-tab-button-1",
        "part-tab-button-2",
        "part-tab-button-3",
        "test-submit",
        "test-timer",
        "timer-toggle",
        "test-exit",
        "test-options",
        "highlight-stats",
        "sync-indicator",
        "test-taker-id",
      ].map((id) => page.getByTestId(id).boundingBox()),
    );
    for (const [i, box] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) expect(overlaps(box, other), `box ${i}`).toBe(false);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "tablet-complete-part1");
  });
});
