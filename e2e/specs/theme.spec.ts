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

test("a stored dark theme applies before any bundle runs (no light flash) and nothing breaks the CSP", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  // With every script bundle blocked, only index.html's inline snippet can set the theme.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.unroute("**/assets/*.js");
  errors.length = 0;
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
