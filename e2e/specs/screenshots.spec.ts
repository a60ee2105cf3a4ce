import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { answerOne } from "../fixtures/answer-one";
import { freshLearnerContext } from "../fixtures/fresh-learner";
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

  test("a test in progress in Chinese and dark: resume, tokens, saved, review and leave", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await freshLearnerContext(browser, "shots");
    const page = await context.newPage();
    await presetStorage(page, { language: "zh", theme: "dark" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/reading");
    await page.getByTestId("reading-action-complete").getByRole("button").click();
    await expect(page.getByTestId("practice-type-dialog").getByTestId("token-balance")).toContainText("6");
    await page.screenshot({ path: `${DIR}/attempt-start-zh-dark.png`, animations: "disabled" });
    await page.getByTestId("practice-type-actual").click();
    await answerOne(page, "lagoon");
    await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
    await page.screenshot({ path: `${DIR}/attempt-test-zh-dark.png`, animations: "disabled" });
    await page.getByTestId("test-submit").click();
    await expect(page.getByTestId("submit-review")).toBeVisible();
    await page.screenshot({ path: `${DIR}/attempt-review-zh-dark.png`, animations: "disabled" });
    await page.getByTestId("submit-review-back").click();
    await page.getByTestId("test-exit").click();
    await expect(page.getByTestId("exit-dialog")).toBeVisible();
    await page.screenshot({ path: `${DIR}/attempt-exit-zh-dark.png`, animations: "disabled" });
    await page.getByTestId("exit-confirm").click();
    await expect(page.getByTestId("open-attempts")).toBeVisible();
    await expect(page.getByTestId("token-balance")).toBeVisible();
    await page.screenshot({ path: `${DIR}/attempt-resume-zh-dark.png`, fullPage: true, animations: "disabled" });
    await context.close();
  });
});
