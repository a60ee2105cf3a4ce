import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ROUTES } from "@bandcraft/contract/routes";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage, signInThroughUi } from "../fixtures/ui";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** A learner of this spec alone (its sessions and password change touch nobody else), added with the CLI. */
function addLearner(): { email: string; password: string } {
  const stamp = Date.now().toString(36);
  const account = { email: `devices-${stamp}@example.com`, password: `Quiet!e2e-Passphrase-${stamp}` };
  execFileSync(
    process.execPath,
    ["apps/server/dist/cli.js", "add-user", "--email", account.email, "--password", account.password],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: "pipe",
    },
  );
  return account;
}

async function signedIn(browser: Browser, email: string, password: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signInThroughUi(page, email, password);
  return page;
}

async function openSettings(page: Page) {
  await page.getByTestId("settings-button").click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a learner sees another device in Settings, signs it out, and changes the password", async ({ browser }) => {
  const { email, password } = addLearner();
  const laptop = await signedIn(browser, email, password);
  const phone = await signedIn(browser, email, password, PHONE_UA);

  // The laptop sees both sessions, itself marked, the phone named from its User-Agent.
  const dialog = await openSettings(laptop);
  const rows = dialog.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Chrome on Android");
  await expect(rows.nth(1)).toContainText("This device");
  await expect(rows.nth(1).getByRole("button")).toHaveCount(0);
  await dialog.getByTestId("sessions-panel").scrollIntoViewIfNeeded();
  expect(await seriousViolations(laptop, '[data-testid="settings-dialog"]')).toEqual([]);

  // Signing the phone out: it is signed out at its next call.
  await rows
    .first()
    .getByRole("button", { name: /^Sign out Chrome on Android, signed in / })
    .click();
  await expect(dialog.getByTestId("sessions-notice")).toHaveText("That device was signed out.");
  await expect(rows).toHaveCount(1);
  await expect(dialog.getByText("No other device is signed in.")).toBeVisible();
  expect((await callApi(phone, "/user_info", {})).status).toBe(401);
  await phone.goto("/writing/practices");
  await expect(phone).toHaveURL(/\/auth$/);

  // A new password the rule refuses: the reason is shown; then a good one is taken.
  const phoneAgain = await signedIn(browser, email, password, PHONE_UA);
  await laptop.getByTestId("change-password-current").fill(password);
  await laptop.getByTestId("change-password-next").fill(`my-${email}`);
  await laptop.getByTestId("change-password-repeat").fill(`my-${email}`);
  await laptop.getByTestId("change-password-submit").click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "A password cannot contain the e-mail address or the name before its @.",
  );
  const next = `Harbour lanterns ${Date.now().toString(36)}`;
  await laptop.getByTestId("change-password-next").fill(next);
  await laptop.getByTestId("change-password-repeat").fill(next);
  await laptop.getByTestId("change-password-submit").click();
  await expect(dialog.getByTestId("change-password-done")).toHaveText(
    "Your password was changed, and 1 other device was signed out.",
  );
  await expect(rows).toHaveCount(1);
  // The laptop stays signed in; the other device and the old password stop working.
  expect((await callApi(laptop, "/user_info", {})).status).toBe(200);
  expect((await callApi(phoneAgain, "/user_info", {})).status).toBe(401);
  const old = await laptop.request.post(ROUTES.login.path, { data: { email, password } });
  expect(old.status()).toBe(401);
  const fresh = await signedIn(browser, email, next);
  await expect(fresh.getByTestId("header-email")).toHaveText(email);

  for (const page of [laptop, phone, phoneAgain, fresh]) await page.context().close();
});

test("on a phone, by touch, in Chinese and the dark theme: Settings lists the devices and signs the others out", async ({
  browser,
}) => {
  const { email, password } = addLearner();
  const laptop = await signedIn(browser, email, password);
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: PHONE_UA,
  });
  const phone = await context.newPage();
  await presetStorage(phone, { language: "zh", theme: "dark" });
  await signInThroughUi(phone, email, password);

  await phone.getByTestId("settings-button").tap();
  const dialog = phone.getByTestId("settings-dialog");
  await expect(dialog).toBeVisible();
  const panel = dialog.getByTestId("sessions-panel");
  await panel.scrollIntoViewIfNeeded();
  await expect(dialog.getByTestId("session-row")).toHaveCount(2);
  // Nothing in the dialog is wider than the phone.
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(phone, "settings-devices-phone-zh-dark");
  expect(await seriousViolations(phone, '[data-testid="settings-dialog"]')).toEqual([]);

  await dialog.getByTestId("sessions-revoke-others").tap();
  await expect(dialog.getByTestId("session-row")).toHaveCount(1);
  expect((await callApi(laptop, "/user_info", {})).status).toBe(401);
  expect((await callApi(phone, "/user_info", {})).status).toBe(200);
  await laptop.context().close();
  await context.close();
});
