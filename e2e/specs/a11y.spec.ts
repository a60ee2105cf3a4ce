import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { presetStorage } from "../fixtures/ui";

for (const theme of ["light", "dark"] as const) {
  test(`home and sign-in have no serious axe violations (${theme})`, async ({ page }) => {
    await presetStorage(page, { theme });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/auth");
    await expect(page.getByTestId("auth-submit")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });

  test("the hubs and the settings dialog have no serious axe violations", async ({ page }) => {
    for (const path of ["/reading", "/writing"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByTestId("settings-button").click();
    await expect(page.getByTestId("privilege-1")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
