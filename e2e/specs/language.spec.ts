import { expect, test } from "@playwright/test";
import { keepScreenshot } from "../fixtures/screenshot";

const EXPECTED = {
  en: { subtitle: "IELTS-style exam practice", hero: "Prepare for your IELTS exam with confidence", login: "Login" },
  zh: { subtitle: "雅思风格备考练习", hero: "自信备考雅思", login: "登录" },
  ja: { subtitle: "IELTS形式の試験対策", hero: "自信を持って IELTS 対策を", login: "ログイン" },
} as const;

test("switching language changes header and home texts in en, zh and ja", async ({ page }) => {
  await page.goto("/");
  for (const lng of ["zh", "ja", "en"] as const) {
    await page.getByTestId("language-button").click();
    await page.getByTestId(`language-${lng}`).click();
    // Choosing closes the menu.
    await expect(page.getByTestId(`language-${lng}`)).toHaveCount(0);
    await expect(page.getByTestId("language-button")).toContainText(lng);
    await expect(page.getByTestId("header-subtitle")).toHaveText(EXPECTED[lng].subtitle);
    await expect(page.getByTestId("login-button")).toHaveText(EXPECTED[lng].login);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXPECTED[lng].hero);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
  }
});

test("the chosen language is remembered and the menu closes on an outside click", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("language-button").click();
  await page.getByTestId("language-ja").click();
  await page.reload();
  await expect(page.getByTestId("header-subtitle")).toHaveText(EXPECTED.ja.subtitle);
  await page.getByTestId("language-button").click();
  await expect(page.getByTestId("language-zh")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByTestId("language-zh")).toHaveCount(0);
});

test("the language menu works from the keyboard", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("language-button").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("language-en")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("language-ja")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("header-subtitle")).toHaveText(EXPECTED.ja.subtitle);
  await expect(page.getByTestId("language-button")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("language-en")).toHaveCount(0);
  await expect(page.getByTestId("language-button")).toBeFocused();
  await keepScreenshot(page, "focus-ring", { clip: { x: 800, y: 0, width: 480, height: 70 } });
});
