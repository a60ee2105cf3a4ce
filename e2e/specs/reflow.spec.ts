import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { horizontalOverflow } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";

// WCAG 1.4.10 (reflow): at 320 CSS pixels wide no screen may scroll sideways; wide content scrolls in its own box.
test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

async function expectNoSidewaysScroll(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
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
    await expectNoSidewaysScroll(page, "/admin", "admin-email");
    for (const view of ["reading-tests", "reading-editor", "writing-add", "users-privileges", "users-accounts"]) {
      await page.goto(`/admin?view=${view}`);
      await page.waitForLoadState("networkidle");
      expect(await horizontalOverflow(page), `${view} scrolls sideways`).toBe(0);
      await keepScreenshot(page, `reflow-320-admin-${view}`);
    }
  });
});
