import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { answerOne } from "../fixtures/answer-one";
import { seriousViolations } from "../fixtures/axe";
import { freshLearnerContext } from "../fixtures/fresh-learner";
import { horizontalOverflow, luminance, pageBackground } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

const FULL = { fullPage: true, animations: "disabled" } as const;
const STILL = { animations: "disabled" } as const;

/** Waits until the theme's background has settled (it fades) and returns its luminance. */
async function settledLuminance(page: Page, theme: "light" | "dark"): Promise<number> {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  return luminance(await pageBackground(page));
}

// The screens a person looks at after a change. Each test asserts what its screen must show (texts in the
// language under test, the theme really applied, nothing wider than the window); the pictures are kept as
// attachments of the test's report entry, not compared pixel by pixel.
test.describe("screenshots", () => {
  test("home light and dark, sign-in, hubs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prepare for your IELTS exam with confidence");
    expect(await horizontalOverflow(page)).toBe(0);
    const light = await settledLuminance(page, "light");
    await keepScreenshot(page, "home-light", FULL);
    await page.getByTestId("theme-toggle").click();
    const dark = await settledLuminance(page, "dark");
    // The dark theme is really painted: a dark page behind light text, not the light page relabelled.
    expect(light).toBeGreaterThan(0.7);
    expect(dark).toBeLessThan(0.1);
    await keepScreenshot(page, "home-dark", FULL);
    await page.getByTestId("theme-toggle").click();
    await settledLuminance(page, "light");

    await page.goto("/auth");
    await page.getByTestId("auth-submit").click();
    await expect(page.getByTestId("auth-error")).toHaveText("Please fill in all required fields");
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, "sign-in", FULL);
    await page.goto("/reading");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IELTS Academic Reading");
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, "reading-hub", FULL);
    await page.goto("/writing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IELTS Writing practice");
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, "writing-hub", FULL);
  });

  test("home in Chinese, and at 360 px", async ({ page }) => {
    await presetStorage(page, { language: "zh" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("自信备考雅思");
    await expect(page.getByTestId("header-subtitle")).toHaveText("雅思风格备考练习");
    await keepScreenshot(page, "home-zh", FULL);
    await page.setViewportSize({ width: 360, height: 760 });
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "home-zh-360", FULL);
  });

  test("sign-in in Japanese at 360 px", async ({ page }) => {
    await presetStorage(page, { language: "ja" });
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto("/auth");
    await expect(page.getByTestId("auth-submit")).toHaveText("ログイン");
    await page.getByTestId("auth-toggle").click();
    await expect(page.getByTestId("register-notice")).toHaveText(
      "現在、新規登録はご利用いただけません。サポートにお問い合わせください。",
    );
    await expect(page.getByTestId("auth-submit")).toBeDisabled();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, "sign-in-ja-360", FULL);
  });

  test.describe("signed in", () => {
    test.use({ storageState: ADMIN_STATE });

    test("settings dialog, light and dark, and the logout confirmation", async ({ page }) => {
      await page.goto("/");
      const dialog = page.getByTestId("settings-dialog");
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toContainText("Administrator");
      const light = await settledLuminance(page, "light");
      await keepScreenshot(page, "settings", STILL);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByTestId("theme-toggle").click();
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toContainText("Administrator");
      expect(await settledLuminance(page, "dark")).toBeLessThan(light);
      await keepScreenshot(page, "settings-dark", STILL);
      await page.getByTestId("settings-logout").click();
      await expect(page.getByTestId("logout-dialog")).toContainText("Log out?");
      await keepScreenshot(page, "logout-confirm", STILL);
      await page.getByTestId("logout-cancel").click();
      await expect(page.getByTestId("logout-dialog")).toBeHidden();
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 360, height: 760 });
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-1")).toBeVisible();
      // The dialog fits the phone: nothing in it scrolls sideways and it stays inside the window.
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await seriousViolations(page, '[data-testid="settings-dialog"]')).toEqual([]);
      await keepScreenshot(page, "settings-360", STILL);
    });
  });

  test("a test in progress in Chinese and dark: resume, tokens, saved, review and leave", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await freshLearnerContext(browser, "shots");
    const page = await context.newPage();
    await presetStorage(page, { language: "zh", theme: "dark" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/reading");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("雅思学术类阅读");
    expect(await settledLuminance(page, "dark")).toBeLessThan(0.1);
    await page.getByTestId("reading-action-complete").getByRole("button").click();
    await expect(page.getByTestId("practice-type-dialog").getByTestId("token-balance")).toContainText("6");
    await keepScreenshot(page, "attempt-start-zh-dark", STILL);
    await page.getByTestId("practice-type-actual").click();
    await answerOne(page, "lagoon");
    await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, "attempt-test-zh-dark", STILL);
    await page.getByTestId("test-submit").click();
    await expect(page.getByTestId("submit-review")).toContainText("检查您的答案");
    await keepScreenshot(page, "attempt-review-zh-dark", STILL);
    await page.getByTestId("submit-review-back").click();
    await page.getByTestId("test-exit").click();
    await expect(page.getByTestId("exit-dialog")).toContainText("要离开测试吗？");
    await keepScreenshot(page, "attempt-exit-zh-dark", STILL);
    await page.getByTestId("exit-confirm").click();
    await expect(page.getByTestId("open-attempts")).toContainText("进行中的测试");
    // The complete test left open took one token for each of its three passages.
    await expect(page.getByTestId("token-balance")).toContainText("今天还剩 3 个令牌");
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, "attempt-resume-zh-dark", FULL);
    await context.close();
  });
});
