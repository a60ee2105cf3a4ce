import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { presetStorage } from "../fixtures/ui";

const DIR = "/tmp/shots";
mkdirSync(DIR, { recursive: true });

// Screens a human looks at after each change; not a pixel diff.
test.describe("screenshots", () => {
  test("home light and dark, sign-in, hubs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${DIR}/home-light.png`, fullPage: true, animations: "disabled" });
    await page.getByTestId("theme-toggle").click();
    await page.screenshot({ path: `${DIR}/home-dark.png`, fullPage: true, animations: "disabled" });
    await page.getByTestId("theme-toggle").click();

    await page.goto("/auth");
    await page.getByTestId("auth-submit").click();
    await expect(page.getByTestId("auth-error")).toBeVisible();
    await page.screenshot({ path: `${DIR}/sign-in.png`, fullPage: true, animations: "disabled" });
    await page.goto("/reading");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${DIR}/reading-hub.png`, fullPage: true, animations: "disabled" });
    await page.goto("/writing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${DIR}/writing-hub.png`, fullPage: true, animations: "disabled" });
  });

  test("home in Chinese, and at 360 px", async ({ page }) => {
    await presetStorage(page, { language: "zh" });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("自信备考雅思");
    await page.screenshot({ path: `${DIR}/home-zh.png`, fullPage: true, animations: "disabled" });
    await page.setViewportSize({ width: 360, height: 760 });
    await page.screenshot({ path: `${DIR}/home-zh-360.png`, fullPage: true, animations: "disabled" });
  });

  test("sign-in in Japanese at 360 px", async ({ page }) => {
    await presetStorage(page, { language: "ja" });
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto("/auth");
    await page.getByTestId("auth-toggle").click();
    await expect(page.getByTestId("register-notice")).toBeVisible();
    await page.screenshot({ path: `${DIR}/sign-in-ja-360.png`, fullPage: true, animations: "disabled" });
  });

  test.describe("signed in", () => {
    test.use({ storageState: ADMIN_STATE });

    test("settings dialog, light and dark, and the logout confirmation", async ({ page }) => {
      await page.goto("/");
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toBeVisible();
      await page.screenshot({ path: `${DIR}/settings.png`, animations: "disabled" });
      await page.keyboard.press("Escape");
      await page.getByTestId("theme-toggle").click();
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toBeVisible();
      await page.screenshot({ path: `${DIR}/settings-dark.png`, animations: "disabled" });
      await page.getByTestId("settings-logout").click();
      await expect(page.getByTestId("logout-dialog")).toBeVisible();
      await page.screenshot({ path: `${DIR}/logout-confirm.png`, animations: "disabled" });
      await page.getByTestId("logout-cancel").click();
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 360, height: 760 });
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toBeVisible();
      await page.screenshot({ path: `${DIR}/settings-360.png`, animations: "disabled" });
    });
  });
});
