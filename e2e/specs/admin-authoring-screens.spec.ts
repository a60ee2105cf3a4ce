import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

// The authoring screens as a Chinese-speaking teacher in the dark theme sees them: the writing tasks list, the
// import dialog and the editor's preview, each worded in Chinese and free of serious accessibility problems.
test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 860 } });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { language: "zh", theme: "dark" });
});

test("the writing tasks list and the import dialog in Chinese, dark", async ({ page }) => {
  await page.goto("/admin?view=writing-tasks");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("writing-task-card").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "写作题目" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "admin-writing-tasks-zh-dark");

  await page.goto("/admin?view=reading-tests");
  await page.getByTestId("test-list-import").click();
  const dialog = page.getByTestId("test-import-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("导入");
  expect(await seriousViolations(page, '[data-testid="test-import-dialog"]')).toEqual([]);
  await keepScreenshot(page, "admin-import-zh-dark");
});

test("the editor's preview in Chinese, dark", async ({ page }) => {
  await page.goto("/admin?view=reading-editor");
  await page.getByRole("tab", { name: "按 ID" }).click();
  await page.getByTestId("reading-editor-query").fill("bandcraft-test-4-part-1");
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue("bandcraft-test-4-part-1");
  await page.getByTestId("reading-editor-preview-open").click();
  const preview = page.getByTestId("reading-editor-preview");
  await expect(preview.getByTestId("preview-notice")).toBeVisible();
  await expect(preview.getByTestId("test-timer")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "admin-preview-zh-dark");
});
