import { expect, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE, LEARNER, LEARNER_STATE } from "../fixtures/accounts";

test.describe("settings dialog as administrator", () => {
  test.use({ storageState: ADMIN_STATE });

  test("shows the account, tokens and Administrator as permanent", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("header-email")).toHaveText(ADMIN.email);
    await page.getByTestId("settings-button").click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("settings-email")).toHaveText(ADMIN.email);
    await expect(dialog.getByText("Logged in")).toBeVisible();

    const tokens = dialog.getByTestId("token-actual_reading_test");
    await expect(tokens).toContainText("Actual reading tests");
    await expect(tokens.getByTestId("token-available")).toHaveText(/^\d+$/);
    await expect(tokens.getByTestId("token-refill")).not.toBeEmpty();

    const admin = dialog.getByTestId("privilege-1");
    await expect(admin).toContainText("Administrator");
    await expect(admin.getByTestId("privilege-status")).toHaveText("Permanent");
    await expect(admin.getByTestId("privilege-expiry")).toHaveText("Permanent");
    // Additional privileges never offer the Administrator; their apply buttons are disabled.
    const additional = dialog.getByTestId("additional-privileges");
    await expect(additional.getByTestId("additional-1")).toHaveCount(0);
    await expect(additional.getByRole("button").first()).toBeDisabled();

    await dialog.getByTestId("settings-close").click();
    await expect(dialog).toHaveCount(0);
  });

  test("closes on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("settings-button").click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await expect(dialog.getByTestId("privilege-1")).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(dialog).toHaveCount(0);
    await page.getByTestId("settings-button").click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("settings dialog as learner", () => {
  test.use({ storageState: LEARNER_STATE });

  test("shows the daily tokens and no held privileges", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("header-email")).toHaveText(LEARNER.email);
    await page.getByTestId("settings-button").click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await expect(dialog.getByTestId("token-actual_reading_test").getByTestId("token-available")).toHaveText("6");
    await expect(dialog.getByText("No privileges found")).toBeVisible();
    // Only what does something is offered, and it says what: Reading Test alone (the Administrator never is).
    await expect(dialog.getByTestId("additional-3")).toContainText("Reading Test");
    await expect(dialog.getByTestId("additional-3")).toContainText("Reading tests cost no tokens.");
    await expect(dialog.getByTestId("additional-privileges").getByRole("listitem")).toHaveCount(1);
  });
});
