import { ROUTES } from "@bandcraft/contract/routes";
import { type Browser, expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";
import { checkBothThemes } from "../fixtures/themes";
import { signInThroughUi } from "../fixtures/ui";

async function adminPage(browser: Browser, view: string) {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto(`/admin?view=${view}`);
  return { context, page };
}

test("an administrator creates a learner, grants privilege 3 for 30 days, and resets the password", async ({
  browser,
}) => {
  const email = `e2e-learner-${Date.now().toString(36)}@example.com`;
  const firstPassword = "first-Passphrase-2026";
  const secondPassword = "second-Passphrase-2026";

  // Learner Accounts: the form checks the minimum first, then creates the account.
  const admin = await adminPage(browser, "users-accounts");
  const a = admin.page;
  await expect(a.getByTestId("accounts-table")).toBeVisible();
  await a.getByTestId("create-account-email").fill(email);
  await a.getByTestId("create-account-password").fill("short");
  await a.getByTestId("create-account-submit").click();
  await expect(a.getByText("Passwords need at least 8 characters")).toBeVisible();
  await a.getByTestId("create-account-password").fill(firstPassword);
  await a.getByRole("button", { name: "Show password" }).click();
  await expect(a.getByTestId("create-account-password")).toHaveAttribute("type", "text");
  const created = a.waitForResponse((r) => r.url().endsWith(ROUTES.adminUserCreate.path));
  await a.getByTestId("create-account-submit").click();
  expect((await created).status()).toBe(200);
  await expect(a.getByTestId("toast-success")).toContainText(`Account created for ${email}`);
  await expect(a.getByTestId("toast-success")).toHaveCount(0, { timeout: 5_000 });
  await a.getByLabel("Search accounts by e-mail").fill(email);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("accounts-row")).toHaveCount(1);
  await expect(a.getByTestId("accounts-row")).toContainText("None");
  // The same e-mail again is refused with the server's message, in the form.
  await a.getByTestId("create-account-email").fill(email.toUpperCase());
  await a.getByTestId("create-account-password").fill(firstPassword);
  await a.getByTestId("create-account-submit").click();
  await expect(a.getByTestId("create-account-failure")).toContainText("An account with this e-mail already exists");
  await checkBothThemes(a, "admin-accounts");

  // The new learner signs in on /auth in a fresh browser.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signInThroughUi(learner, email, firstPassword);

  // Grant Privileges: Reading Test for 30 days.
  await a.goto("/admin?view=users-privileges");
  await a.getByTestId("privileges-lookup").click();
  await expect(a.getByRole("alert")).toHaveText("Please enter an email address");
  await a.getByTestId("privileges-email").fill(email);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("toast-success")).toContainText(`User privileges loaded for ${email}`);
  const reading = a.getByTestId("admin-privilege-3");
  await expect(reading.getByTestId("admin-privilege-status")).toHaveText("Not granted");
  await a.getByTestId("privileges-apply").click();
  await expect(a.getByTestId("toast-info")).toContainText("No changes to apply");
  await a.getByLabel("Change for Reading Test").selectOption({ label: "30 days from now" });
  await expect(reading.getByTestId("admin-privilege-note")).toContainText("New expiry:");
  await expect(a.getByTestId("privileges-pending-count")).toHaveText("1 pending change");
  await checkBothThemes(a, "admin-privileges");
  const granted = a.waitForResponse((r) => r.url().endsWith(ROUTES.adminGrantPrivilege.path));
  await a.getByTestId("privileges-apply").click();
  const grant = await granted;
  expect(grant.status()).toBe(200);
  const sent = grant.request().postDataJSON() as { updatePrivileges: Record<string, string>; delPrivileges: number[] };
  const days = (Number(sent.updatePrivileges["3"]) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  expect(sent.delPrivileges).toEqual([]);
  await expect(a.getByTestId("toast-success").last()).toContainText("Privileges updated successfully!");
  // Reloaded: the privilege is active now and nothing is pending.
  await expect(reading.getByTestId("admin-privilege-status")).toHaveText("Active");
  await expect(a.getByTestId("privileges-pending-count")).toHaveText("0 pending changes");
  await keepScreenshot(a, "admin-privileges-granted", { animations: "disabled" });

  // The learner's settings dialog shows it active.
  await learner.goto("/");
  await learner.getByTestId("settings-button").click();
  const settings = learner.getByRole("dialog", { name: "Settings" });
  await expect(settings.getByTestId("privilege-3").getByTestId("privilege-status")).toHaveText("Active");
  await expect(settings.getByTestId("privilege-3")).toContainText("Reading Test");
  await settings.getByTestId("settings-close").click();

  // Reset the password: the learner's old session stops working.
  await a.goto("/admin?view=users-accounts");
  await a.getByLabel("Search accounts by e-mail").fill(email);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("accounts-row")).toHaveCount(1);
  await expect(a.getByTestId("accounts-row")).toContainText("Reading Test");
  await a.getByRole("button", { name: `Reset the password of ${email}` }).click();
  const dialog = a.getByRole("dialog", { name: "Reset password" });
  await expect(dialog).toContainText("signed out everywhere");
  await dialog.getByLabel("New password").fill(secondPassword);
  await keepScreenshot(a, "admin-accounts-reset", { animations: "disabled" });
  expect(await seriousViolations(a)).toEqual([]);
  await dialog.getByTestId("reset-password-submit").click();
  await expect(dialog).toHaveCount(0);
  await expect(a.getByTestId("toast-success")).toContainText(`Password reset for ${email}`);

  expect((await callApi(learner, "/user_info", {})).status).toBe(401);
  await learner.goto("/writing/practices");
  await expect(learner).toHaveURL(/\/auth$/);
  await signInThroughUi(learner, email, secondPassword);

  await learnerContext.close();
  await admin.context.close();
});

test("a learner slowed by wrong passwords is told the wait in their language, and an administrator unlocks them", async ({
  browser,
}) => {
  const email = `e2e-slowed-${Date.now().toString(36)}@example.com`;
  const password = "Copper-kettle-Passphrase-2026";
  const admin = await adminPage(browser, "users-accounts");
  const a = admin.page;
  expect((await callApi(a, "/admin/users/create", { email, password })).status).toBe(200);

  // Five wrong passwords are free; the right one then waits, and the page says how long, in Chinese too.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await learner.goto("/auth");
  await learner.getByTestId("auth-email").fill(email);
  for (let i = 0; i < 5; i++) {
    await learner.getByTestId("auth-password").fill(`wrong-guess-${i}`);
    const answered = learner.waitForResponse((r) => r.url().endsWith(ROUTES.login.path));
    await learner.getByTestId("auth-submit").click();
    expect((await answered).status()).toBe(401);
  }
  await learner.getByTestId("auth-password").fill(password);
  const refused = learner.waitForResponse((r) => r.url().endsWith(ROUTES.login.path));
  await learner.getByTestId("auth-submit").click();
  expect((await refused).status()).toBe(429);
  await expect(learner.getByTestId("auth-error")).toContainText(/Please wait \d+ seconds and try again\./);
  await learner.evaluate(() => localStorage.setItem("i18nextLng", "zh"));
  await learner.reload();
  await learner.getByTestId("auth-email").fill(email);
  await learner.getByTestId("auth-password").fill(password);
  await learner.getByTestId("auth-submit").click();
  await expect(learner.getByTestId("auth-error")).toContainText("登录尝试次数过多");
  await keepScreenshot(learner, "sign-in-slowed-zh", { animations: "disabled" });

  // Learner Accounts shows the account as slowed; Unlock sign-in asks first, then clears it.
  await a.getByLabel("Search accounts by e-mail").fill(email);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("accounts-row")).toHaveCount(1);
  await expect(a.getByTestId("accounts-slowed")).toContainText("Sign-in slowed until");
  await checkBothThemes(a, "admin-accounts-slowed");
  await a.getByRole("button", { name: `Unlock sign-in for ${email}` }).click();
  const dialog = a.getByRole("dialog", { name: "Unlock sign-in" });
  await expect(dialog).toContainText("Their password does not change.");
  await keepScreenshot(a, "admin-accounts-unlock", { animations: "disabled" });
  expect(await seriousViolations(a)).toEqual([]);
  const unlocked = a.waitForResponse((r) => r.url().endsWith(ROUTES.adminUserUnlock.path));
  await dialog.getByTestId("unlock-submit").click();
  expect((await unlocked).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(a.getByTestId("toast-success")).toContainText(`Sign-in unlocked for ${email}`);
  await expect(a.getByTestId("accounts-slowed")).toHaveCount(0);

  // The learner gets in at once.
  await learner.evaluate(() => localStorage.setItem("i18nextLng", "en"));
  await signInThroughUi(learner, email, password);

  await learnerContext.close();
  await admin.context.close();
});
