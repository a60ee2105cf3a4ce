import { ROUTES } from "@bandcraft/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE } from "../fixtures/accounts";
import { horizontalOverflow } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";
import { bearerOf } from "../fixtures/writing-tasks";

// WCAG 1.4.10 (reflow): at 320 CSS pixels wide no screen may scroll sideways; wide content scrolls in its own box.
test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

async function expectNoSidewaysScroll(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
}

/** A dialog fits the 320 px window: inside it, and nothing in it wider than its box. */
async function expectDialogFits(page: Page, testId: string) {
  const dialog = page.getByTestId(testId);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320, `${testId} leaves the window`).toBe(true);
  // The dialog clips what spills (overflow: hidden), so it must not be wider inside; within it, a box that
  // scrolls on its own (a row of question buttons) is allowed, content spilling out of a box is not.
  const widest = await dialog.evaluate((d) => {
    const spilling = Array.from(d.querySelectorAll("*")).filter(
      (e) => getComputedStyle(e).overflowX === "visible" && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0,
    );
    return Math.max(d.scrollWidth - d.clientWidth, ...spilling.map((e) => e.scrollWidth - e.clientWidth), 0);
  });
  expect(widest, `something in ${testId} is wider than its box`).toBe(0);
  await keepScreenshot(page, `reflow-320-${testId}`);
}

test("signed out: home, the hubs and sign-in reflow at 320 px", async ({ page }) => {
  await expectNoSidewaysScroll(page, "/", "header-title");
  await expectNoSidewaysScroll(page, "/reading", "header-title");
  await expectNoSidewaysScroll(page, "/writing", "header-title");
  await expectNoSidewaysScroll(page, "/auth", "header-title");
});

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });

  test("records, the writing list, my essays and a test reflow at 320 px", async ({ page }) => {
    await expectNoSidewaysScroll(page, "/practice-records", "records-page");
    await expectNoSidewaysScroll(page, "/writing/practices", "header-title");
    await expectNoSidewaysScroll(page, "/writing/essays", "header-title");
    await expectNoSidewaysScroll(page, "/test/sample-1", "phone-panes");
    await keepScreenshot(page, "reflow-320-test");
    await expectNoSidewaysScroll(page, "/teach", "header-title");
    await expectNoSidewaysScroll(page, "/admin", "admin-email");
    // Enough audit entries for the log to need its pager (each unlock is one entry), whatever ran before.
    const headers = { authorization: await bearerOf(page) };
    for (let i = 0; i < 25; i++) {
      const unlocked = await page.request.post(ROUTES.adminUserUnlock.path, { headers, data: { email: ADMIN.email } });
      expect(unlocked.status()).toBe(200);
    }
    for (const view of [
      "reading-tests",
      "reading-editor",
      "writing-add",
      "users-privileges",
      "users-accounts",
      "audit-log",
    ]) {
      await page.goto(`/admin?view=${view}`);
      await page.waitForLoadState("networkidle");
      if (view === "audit-log") await expect(page.getByTestId("audit-next")).toBeVisible();
      expect(await horizontalOverflow(page), `${view} scrolls sideways`).toBe(0);
      await keepScreenshot(page, `reflow-320-admin-${view}`);
    }
  });
});

test.describe("dialogs", () => {
  test.use({ storageState: ADMIN_STATE });

  test("Settings, the hub's filter and a test's submit review and exit fit 320 px", async ({ page }) => {
    await page.goto("/reading");
    await page.getByTestId("settings-button").click();
    await expectDialogFits(page, "settings-dialog");
    await page.keyboard.press("Escape");
    await page.getByTestId("reading-action-single").getByRole("button").click();
    await expectDialogFits(page, "question-filter-dialog");
    await page.keyboard.press("Escape");

    await page.goto("/test/sample-1");
    await page.getByTestId("test-submit").click();
    await expectDialogFits(page, "submit-review");
    await page.keyboard.press("Escape");
    await page.getByTestId("test-exit").click();
    await expectDialogFits(page, "exit-dialog");
    await page.keyboard.press("Escape");
    await page.getByTestId("highlight-stats").click();
    await expectDialogFits(page, "notes-panel");
  });

  test("a test's results and its review reflow at 320 px", async ({ page }) => {
    await page.goto("/test/sample-1");
    await page.getByTestId("test-submit").click();
    await page.getByTestId("submit-confirm").click();
    await expect(page.getByTestId("results-summary")).toBeVisible();
    expect(await horizontalOverflow(page), "the results scroll sideways").toBe(0);
    await keepScreenshot(page, "reflow-320-results");
    await page.getByTestId("results-review-0").click();
    await expect(page.getByTestId("phone-panes")).toBeVisible();
    expect(await horizontalOverflow(page), "the review scrolls sideways").toBe(0);
    await keepScreenshot(page, "reflow-320-review");
  });
});
