import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { READER_STATE } from "../fixtures/reader";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

/** The sample practice imported by the global setup: level 1, questions 1–24. */
const SAMPLE_ID = "sample-1";

async function openSample(page: Page) {
  await page.goto(`/test/${SAMPLE_ID}`);
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
  await expect(page.getByTestId("strip-question-24")).toBeVisible();
}

test.describe("single practice from the hub (learner)", () => {
  test.use({ storageState: READER_STATE });

  test("filter dialog: select, deselect, start → the test screen with the chosen part", async ({ page }) => {
    await page.goto("/reading");
    await page.getByTestId("reading-action-single").getByRole("button").click();
    const dialog = page.getByTestId("question-filter-dialog");
    await expect(dialog).toBeVisible();
    // Scroll is locked behind the dialog.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    const part2 = dialog.getByTestId("filter-part-2");
    await part2.click();
    await expect(part2).toHaveAttribute("aria-pressed", "true");
    await part2.click();
    await expect(part2).toHaveAttribute("aria-pressed", "false");
    const mc = dialog.getByTestId("filter-type-MULTIPLE_CHOICE");
    await mc.click();
    await expect(mc).toHaveAttribute("aria-pressed", "true");
    await mc.click();
    await expect(mc).toHaveAttribute("aria-pressed", "false");
    await expect(dialog.getByTestId("filter-type-MATCHING_HEADINGS")).toHaveText("Matching headings");

    await dialog.getByTestId("filter-part-1").click();
    const request = page.waitForRequest("**/api/reading/single_random");
    await dialog.getByTestId("filter-start").click();
    expect((await request).postDataJSON()).toEqual({ level: 1 });

    await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
    const banner = page.getByTestId("part-banner");
    await expect(banner.getByRole("heading")).toHaveText("Part 1");
    await expect(banner).toContainText(/Read the text and answer questions \d+–\d+\./);
    // The top bar names the attempt at the test's address.
    const testTakerID = new URL(page.url()).pathname.split("/").pop() ?? "";
    await expect(page.getByTestId("test-taker-id")).toContainText(testTakerID);
    await expect(page.getByTestId("test-timer")).toHaveText(/^00:00:0\d$/);

    await page.getByTestId("test-exit").click();
    await page.getByTestId("exit-dialog").getByTestId("exit-confirm").click();
    await expect(page).toHaveURL(/\/reading$/);
  });
});

test.describe("test screen display (administrator: no tokens spent)", () => {
  test.use({ storageState: ADMIN_STATE });

  test("Options changes contrast and text size on the test only", async ({ page }) => {
    await openSample(page);
    const root = page.getByTestId("reading-test-root");
    const paragraph = page.getByTestId("paragraph-0").locator("p");
    await expect(paragraph).toHaveCSS("font-size", "17px");

    await page.getByTestId("test-options").click();
    const dialog = page.getByTestId("options-dialog");
    await expect(dialog).toHaveCSS("max-width", "600px");
    await dialog.getByRole("button", { name: /Text size/ }).click();
    await expect(dialog.getByTestId("option-regular")).toBeChecked();
    await dialog.getByText("Extra large").click();
    await expect(dialog.getByTestId("option-extra-large")).toBeChecked();
    await expect(paragraph).toHaveCSS("font-size", "22px");
    await expect(page.getByTestId("part-banner").getByRole("heading")).toHaveCSS("font-size", "28px");

    await dialog.getByTestId("options-back").click();
    await dialog.getByRole("button", { name: /Contrast/ }).click();
    await dialog.getByText("Yellow on black").click();
    await expect(root).toHaveAttribute("data-contrast", "yellow-on-black");
    await expect(root).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(root).toHaveCSS("color", "rgb(255, 235, 59)");
    await dialog.getByTestId("options-close").click();
    await expect(dialog).toHaveCount(0);
    // The app outside the test keeps its own theme.
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).not.toBe("yellow-on-black");
  });

  for (const mode of ["theme", "white-on-black", "yellow-on-black"] as const) {
    test(`the test screen and the filter dialog have no serious axe violations (${mode})`, async ({ page }) => {
      if (mode !== "theme") {
        await page.addInitScript((contrast) => {
          localStorage.setItem("bandcraft.readingDisplay", JSON.stringify({ contrast, textSize: "regular" }));
        }, mode);
      }
      await openSample(page);
      expect(await seriousViolations(page)).toEqual([]);
      if (mode === "theme") {
        await page.getByTestId("test-exit").click();
        await page.getByTestId("exit-confirm").click();
        await page.getByTestId("reading-action-single").getByRole("button").click();
        await expect(page.getByTestId("question-filter-dialog")).toBeVisible();
        await page.getByTestId("filter-part-3").click();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }

  test("F5 and Ctrl+R open the refresh modal; Cancel keeps the test", async ({ page }) => {
    await openSample(page);
    await page.getByTestId("passage-panel").click();
    await page.keyboard.press("F5");
    const dialog = page.getByTestId("refresh-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("saved in this browser");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press("Control+r");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Refresh Anyway" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("part-banner")).toBeVisible();
  });

  test("the split separator is keyboard operable within 15–85 %", async ({ page }) => {
    await openSample(page);
    const separator = page.getByTestId("split-separator");
    await separator.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowLeft");
    const min = Number(await separator.getAttribute("aria-valuenow"));
    expect(min).toBeGreaterThanOrEqual(14.9);
    expect(min).toBeLessThan(16);
    await page.keyboard.press("End");
    const max = Number(await separator.getAttribute("aria-valuenow"));
    expect(max).toBeLessThanOrEqual(85.1);
  });

  test("a strip button scrolls its question into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openSample(page);
    await page.getByTestId("strip-question-23").click();
    await expect(page.locator("#question-23")).toBeInViewport();
  });

  test("screenshots: light, dark, yellow on black, extra large", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 820 });
    await presetStorage(page, { theme: "light" });
    await openSample(page);
    await keepScreenshot(page, "test-light", { animations: "disabled" });

    // Switching the attribute directly: a reload would meet the test's own leave prompt.
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    await keepScreenshot(page, "test-dark", { animations: "disabled" });

    await page.getByTestId("test-options").click();
    const dialog = page.getByTestId("options-dialog");
    await dialog.getByRole("button", { name: /Contrast/ }).click();
    await dialog.getByText("Yellow on black").click();
    await dialog.getByTestId("options-close").click();
    await keepScreenshot(page, "test-yellow-on-black", { animations: "disabled" });

    await page.getByTestId("test-options").click();
    await dialog.getByRole("button", { name: /Contrast/ }).click();
    await dialog.getByText("Black on white").click();
    await dialog.getByTestId("options-back").click();
    await dialog.getByRole("button", { name: /Text size/ }).click();
    await dialog.getByText("Extra large").click();
    await keepScreenshot(page, "test-options", { animations: "disabled" });
    await dialog.getByTestId("options-close").click();
    await keepScreenshot(page, "test-extra-large", { animations: "disabled" });
  });
});
