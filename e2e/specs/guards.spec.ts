import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE, LEARNER_STATE } from "../fixtures/accounts";
import { keepScreenshot } from "../fixtures/screenshot";

test.describe("signed out", () => {
  test("a screen whose code cannot be fetched (offline, or gone after a deploy) says so and offers Reload", async ({
    page,
  }) => {
    await page.route("**/assets/records-page-*.js", (route) => route.abort());
    await page.goto("/practice-records");
    await expect(page.getByTestId("screen-error")).toContainText("This screen could not be opened.");
    await page.unroute("**/assets/records-page-*.js");
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByTestId("records-auth-required")).toBeVisible();
  });

  test("/practice-records shows Authentication Required (the screen checks the session itself)", async ({ page }) => {
    await page.goto("/practice-records");
    await expect(page.getByTestId("records-auth-required")).toContainText("Authentication Required");
  });

  test("/admin goes to /auth, unknown paths go to /", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("an expired stored session is cleared on load", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        "bandcraft.session",
        JSON.stringify({
          token: "x",
          expiresAt: Date.now() - 1000,
          user: { email: "old@example.com", privileges: [1] },
        }),
      );
    });
    await page.goto("/");
    await expect(page.getByTestId("login-button")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("reading hub actions ask to log in first", async ({ page }) => {
    await page.goto("/reading");
    await page.getByTestId("reading-action-records").getByRole("button").click();
    const notice = page.getByTestId("notification-dialog");
    await expect(notice).toContainText("Login required");
    await expect(notice).toContainText("Please login first to view your practice records.");
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe("as a learner", () => {
  test.use({ storageState: LEARNER_STATE });

  test("/admin goes to /, /practice-records shows the records screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("header-email")).toBeVisible();
    // No way into administration is shown to a learner.
    await expect(page.getByTestId("header-admin")).toHaveCount(0);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/practice-records");
    await expect(page.getByTestId("records-page")).toBeVisible();
  });
});

test.describe("as administrator", () => {
  test.use({ storageState: ADMIN_STATE });

  test("the header leads to /admin, whose dashboard shows the bank and its latest changes", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-admin").click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("admin-email")).toHaveText(ADMIN.email);
    const summary = (await (await page.request.get(ROUTES.bankSummary.path)).json()).data;
    await expect(page.getByTestId("dashboard-passages")).toContainText(String(summary.passages));
    await expect(page.getByTestId("dashboard-completeTests")).toContainText(String(summary.completeTests));
    const recent = page.getByTestId("dashboard-recent-tests").getByRole("listitem");
    await expect(recent.first()).toBeVisible();
    const title = (await recent.first().locator("span").first().innerText()).trim();
    await keepScreenshot(page, "admin-dashboard");
    // Edit opens that test in the reading editor.
    await recent.first().getByRole("button").click();
    await expect(page.getByTestId("reading-editor-title")).toHaveValue(title);
  });
});
