import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { presetStorage } from "../fixtures/ui";

const DIR = "/tmp/shots";
mkdirSync(DIR, { recursive: true });

// Screens a human looks at after each change; not a pixel diff.
test.describe("screenshots", () => {
  test("home light, dark, zh and mobile; sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${DIR}/home-light.png`, fullPage: true });
    await page.getByTestId("theme-toggle").click();
    await page.screenshot({ path: `${DIR}/home-dark.png`, fullPage: true });
    await page.getByTestId("theme-toggle").click();

    await presetStorage(page, { language: "zh" });
    await page.goto("/");
    await expect(page.getByTestId("header-subtitle")).toHaveText("雅思风格备考练习");
    await page.screenshot({ path: `${DIR}/home-zh.png`, fullPage: true });

    await page.setViewportSize({ width: 360, height: 760 });
    await page.screenshot({ path: `${DIR}/home-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.evaluate(() => localStorage.setItem("i18nextLng", "en"));
    await page.goto("/auth");
    await page.getByTestId("auth-submit").click();
    await page.screenshot({ path: `${DIR}/sign-in.png`, fullPage: true });
    await page.goto("/reading");
    await page.screenshot({ path: `${DIR}/reading-hub.png`, fullPage: true });
    await page.goto("/writing");
    await page.screenshot({ path: `${DIR}/writing-hub.png`, fullPage: true });
  });

  test.describe("signed in", () => {
    test.use({ storageState: ADMIN_STATE });

    test("settings dialog, light and dark", async ({ page }) => {
      await page.goto("/");
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toBeVisible();
      await page.screenshot({ path: `${DIR}/settings.png` });
      await page.keyboard.press("Escape");
      await page.getByTestId("theme-toggle").click();
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toBeVisible();
      await page.screenshot({ path: `${DIR}/settings-dark.png` });
    });
  });
});
