import { expect, test } from "@playwright/test";
import { ADMIN } from "../fixtures/accounts";
import { signInThroughUi } from "../fixtures/ui";

test.describe("sign-in", () => {
  test("an administrator signs in and sees the e-mail in the header", async ({ page }) => {
    await signInThroughUi(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId("settings-button")).toBeVisible();
    await expect(page.getByTestId("login-button")).toHaveCount(0);
    // The session survives a reload.
    await page.reload();
    await expect(page.getByTestId("header-email")).toHaveText(ADMIN.email);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/auth");
    await page.getByTestId("auth-email").fill(ADMIN.email);
    await page.getByTestId("auth-password").fill("definitely-not-the-password");
    await page.getByTestId("auth-submit").click();
    await expect(page.getByTestId("auth-error")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId("login-button")).toHaveCount(0);
  });

  test("empty fields and the register mode show their fixed texts", async ({ page }) => {
    await page.goto("/auth");
    await page.getByTestId("auth-submit").click();
    await expect(page.getByTestId("auth-error")).toHaveText("Please fill in all required fields");
    await page.getByTestId("auth-email").fill("someone@example.com");
    await page.getByTestId("auth-toggle").click();
    // Toggling clears the fields and the error.
    await expect(page.getByTestId("auth-error")).toHaveCount(0);
    await expect(page.getByTestId("auth-email")).toHaveValue("");
    await expect(page.getByTestId("register-notice")).toHaveText(
      "Registration is temporarily unavailable. Please contact support.",
    );
    await expect(page.getByTestId("auth-confirm")).toBeVisible();
    await expect(page.getByTestId("auth-submit")).toBeDisabled();
    await expect(page.getByText("Already have an account?")).toBeVisible();
  });

  test("the header's login button leads to /auth through a prompt", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("login-button").click();
    await expect(page.getByTestId("login-prompt")).toBeVisible();
    await page.getByTestId("login-prompt-go").click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
