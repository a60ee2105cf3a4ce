import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { ADMIN } from "../fixtures/accounts";
import { signInThroughUi } from "../fixtures/ui";

test("logout asks to confirm: cancel keeps you in, confirm signs out", async ({ page }) => {
  await signInThroughUi(page, ADMIN.email, ADMIN.password);
  await page.getByTestId("settings-button").click();
  await page.getByTestId("settings-logout").click();
  const confirm = page.getByTestId("logout-dialog");
  await expect(confirm).toBeVisible();

  await confirm.getByTestId("logout-cancel").click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("header-email")).toHaveText(ADMIN.email);

  await page.getByTestId("settings-logout").click();
  const logoutCall = page.waitForResponse((r) => r.url().endsWith(ROUTES.logout.path));
  await page.getByTestId("logout-confirm").click();
  expect((await logoutCall).status()).toBe(200);
  await expect(page.getByTestId("login-button")).toBeVisible();
  await expect(page.getByTestId("header-email")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("bandcraft.session"))).toBeNull();
  // Signed out stays signed out after a reload, and guarded screens send you to sign in.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
});
