import { expect, test } from "@playwright/test";
import { ADMIN_STATE, BASE_URL, LEARNER_STATE } from "../fixtures/accounts";

// What only a real browser shows of the shared dialog, tooltip and sidebar: the native modal's inert page,
// Esc going to the topmost layer, and touch taps that open nothing under the finger.

test.describe("the settings dialog, a native modal", () => {
  test.use({ storageState: LEARNER_STATE });

  test("keeps Tab inside, lets its tooltip take the first Esc, and gives focus back on closing", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByTestId("settings-button");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    // The page behind is inert: Tab only ever lands inside the dialog (or leaves the page for the browser's UI).
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate(
        (element) => document.activeElement === document.body || element.contains(document.activeElement),
      );
      expect(inside, `Tab ${i + 1}`).toBe(true);
    }
    // The refill help ("About refills"): shown by keyboard focus; the first Esc hides it, the second closes the dialog.
    const help = dialog.getByRole("button", { name: "About refills" });
    await help.focus();
    const tip = page.getByRole("tooltip");
    await expect(tip).toBeVisible();
    await expect(help).toHaveAccessibleDescription(await tip.innerText());
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test("the language menu opens at its last item with ArrowUp and checks the current language", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("language-button").focus();
  await page.keyboard.press("ArrowUp");
  const menu = page.getByRole("menu", { name: "Choose language" });
  await expect(menu).toBeVisible();
  await expect(page.getByTestId("language-ja")).toBeFocused();
  await expect(menu.getByRole("menuitemradio", { checked: true })).toHaveText(/English/);
  await page.keyboard.press("Tab");
  await expect(menu).toHaveCount(0);
});

test("on a touch screen the admin sidebar opens by its toggle, and a tap on the rail chooses what it hit", async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    storageState: ADMIN_STATE,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 800, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/admin?view=dashboard");
  const sidebar = page.getByTestId("admin-sidebar");
  await page.getByTestId("admin-nav-users").tap();
  await expect(page).toHaveURL(/view=users/);
  await expect(sidebar).toHaveAttribute("data-open", "false");
  const toggle = page.getByRole("button", { name: "Show module names" });
  await toggle.tap();
  await expect(sidebar).toHaveAttribute("data-open", "true");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByTestId("admin-nav-writing-add").tap();
  await expect(page).toHaveURL(/view=writing-add/);
  await expect(sidebar).toHaveAttribute("data-open", "false");
  await context.close();
});
