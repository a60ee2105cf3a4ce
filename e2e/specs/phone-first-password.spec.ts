import { ROUTES } from "@bandcraft/contract/routes";
import { type Browser, expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { horizontalOverflow } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";
import { makeTeacher } from "../fixtures/teaching";
import { presetStorage } from "../fixtures/ui";
import { bearerOf } from "../fixtures/writing-tasks";

// The "phone" project: 390 × 844 with touch.

/** An account of one spec alone holding a one-time password, as an administrator's "One-time password" gives it. */
async function oneTimeAccount(browser: Browser, name: string) {
  const email = `${name}-${Date.now().toString(36)}@example.com`;
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/");
  const headers = { authorization: await bearerOf(page) };
  const made = await page.request.post(ROUTES.adminUserCreate.path, {
    headers,
    data: { email, password: "Placeholder!Passphrase-2026" },
  });
  expect(made.status()).toBe(200);
  const reset = await page.request.post(ROUTES.adminUserOneTimePassword.path, { headers, data: { email } });
  expect(reset.status()).toBe(200);
  const { oneTimePassword } = (await reset.json()) as { oneTimePassword: string };
  await admin.close();
  return { email, oneTimePassword };
}

for (const [language, theme, heading] of [
  ["zh", "dark", "设置你的密码"],
  ["ja", "light", "パスワードを設定してください"],
] as const) {
  test(`a learner's first sign-in on a phone, in ${language} and the ${theme} theme: a password of their own, by tap`, async ({
    page,
    browser,
  }) => {
    const { email, oneTimePassword } = await oneTimeAccount(browser, `phone-first-${language}`);
    await presetStorage(page, { language, theme });
    await page.goto("/auth");
    await page.getByTestId("auth-email").fill(email);
    await page.getByTestId("auth-password").fill(oneTimePassword);
    await page.getByTestId("auth-submit").tap();
    await expect(page).toHaveURL(/\/account\/choose-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // The password typed at sign-in is remembered in memory: only the new one is asked for.
    await expect(page.getByTestId("choose-password-current")).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, `phone-choose-password-${language}-${theme}`);
    const chosen = `Mine!Phone-Passphrase-${language}`;
    await page.getByTestId("choose-password-new").fill(chosen);
    await page.getByTestId("choose-password-repeat").fill(`${chosen}x`);
    await page.getByTestId("choose-password-submit").tap();
    await expect(page.getByTestId("choose-password-failure").or(page.getByRole("alert")).first()).toBeVisible();
    await page.getByTestId("choose-password-repeat").fill(chosen);
    await page.getByTestId("choose-password-submit").tap();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/reading");
    await expect(page).toHaveURL(/\/reading$/);
  });
}

test("a teacher's classes and a class fit a phone in Chinese and the dark theme", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const teacher = await makeTeacher(browser, `phone-${stamp}`);
  await presetStorage(page, { language: "zh", theme: "dark" });
  await page.goto("/auth");
  await page.getByTestId("auth-email").fill(teacher.email);
  await page.getByTestId("auth-password").fill(teacher.password);
  await page.getByTestId("auth-submit").tap();
  await expect(page.getByTestId("header-email")).toBeAttached();
  await page.getByTestId("teach-link").tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("班级");
  await page.getByTestId("class-create-name").fill(`手机班 ${stamp}`);
  await page.getByTestId("class-create-submit").tap();
  await page.getByTestId("class-card").filter({ hasText: stamp }).getByTestId("class-open").tap();
  await page.getByTestId("learners-emails").fill(`zhang-${stamp}@example.com, 张伟\nli-${stamp}@example.com`);
  await page.getByTestId("learners-emails-submit").tap();
  await expect(page.getByTestId("one-time-password-row")).toHaveCount(2);
  // The table's caption reads across the dialog (stacked rows once left it one character a line).
  const caption = await page.getByTestId("one-time-passwords-table").locator("caption").boundingBox();
  expect(caption?.width ?? 0).toBeGreaterThan(200);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "phone-teaching-passwords-zh-dark");
  await page.getByTestId("one-time-passwords-close").tap();
  await expect(page.getByTestId("class-learner-row")).toHaveCount(2);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "phone-teaching-class-zh-dark", { fullPage: true });
});
