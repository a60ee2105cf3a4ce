import { expect, test } from "@playwright/test";

test("the theme toggles and survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "light");
  const toggle = page.getByTestId("theme-toggle");
  // Light mode offers the moon (switch to dark).
  await expect(toggle).toHaveAccessibleName("Switch to dark theme");
  await toggle.click();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(toggle).toHaveAccessibleName("Switch to light theme");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("theme-toggle")).toHaveAccessibleName("Switch to light theme");

  await page.getByTestId("theme-toggle").click();
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "light");
});
