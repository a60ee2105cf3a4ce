import { expect, test } from "@playwright/test";
import { seriousViolations } from "../fixtures/axe";
import { RECORDER_STATE } from "../fixtures/recorder";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

/**
 * The practice-records screen without a history to show: an empty one and a failed load (the answers are
 * stubbed, so the records learner's real history stays for records.spec.ts), and signed out.
 */
test.use({ storageState: RECORDER_STATE });

test("empty history and a failed load (answers stubbed, so the real history stays)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let fail = true;
  await page.route("**/api/reading/record", (route) =>
    fail
      ? route.fulfill({ status: 500, json: { statusCode: 500, errMsg: "Records are resting" } })
      : route.fulfill({ json: { statusCode: 200, errMsg: "", data: { practiceRecord: [], totalCnt: 0 } } }),
  );
  await page.goto("/practice-records");
  await expect(page.getByTestId("records-error")).toContainText("Records are resting");
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("records-empty")).toContainText("No practice records yet");
  await keepScreenshot(page, "records-empty");
  await presetStorage(page, { language: "zh", theme: "dark" });
  await page.reload();
  await expect(page.getByTestId("records-empty")).toContainText("还没有练习记录");
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "records-empty-zh-dark");
  await presetStorage(page, { language: "en", theme: "light" });
  await page.reload();
  await page.getByRole("button", { name: "Start Practicing" }).click();
  await expect(page).toHaveURL(/\/reading$/);
});

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("signed out: Authentication Required with Go Back", async ({ page }) => {
    await page.goto("/practice-records");
    await expect(page.getByTestId("records-auth-required")).toContainText("Authentication Required");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
