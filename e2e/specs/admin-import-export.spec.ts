import fs from "node:fs/promises";
import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";

test.use({ storageState: ADMIN_STATE });

/** callApi adds the /api prefix itself. */
const apiPath = (path: string) => path.replace(/^\/api/, "");

test("an administrator exports a test, imports an edited copy that joins the list, and sees a broken file refused", async ({
  page,
}, testInfo) => {
  await page.goto("/admin?view=reading-tests");
  const cards = page.getByTestId("test-card");
  await expect(cards.first()).toBeVisible();

  // Export: the first card's test downloads as <id>.json in the bank's format.
  const first = cards.first();
  const id = String(await first.getAttribute("data-id"));
  const downloading = page.waitForEvent("download");
  await first.getByTestId("test-card-export").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${id}.json`);
  const practice = JSON.parse(await fs.readFile(await download.path(), "utf8")) as Record<string, unknown>;
  expect(practice.readingPracticeID).toBe(id);
  expect(practice).not.toHaveProperty("questionTypes");
  await expect(page.getByTestId("toast-success")).toContainText(`Downloaded ${id}.json`);

  // The teacher edits the file: a new id and title, untagged and outside any complete test.
  const newId = `imported-${testInfo.project.name}-${Date.now().toString(36)}`.replace(/[^A-Za-z0-9_-]/g, "-");
  const title = `Imported copy ${newId}`;
  const edited = { ...practice, readingPracticeID: newId, title, level: 0, testGroup: undefined };
  const editedFile = testInfo.outputPath(`${newId}.json`);
  await fs.writeFile(editedFile, `${JSON.stringify(edited, null, 2)}\n`);

  await page.getByTestId("test-list-import").click();
  const dialog = page.getByRole("dialog", { name: "Import tests" });
  await expect(dialog).toBeVisible();
  await page.getByTestId("test-import-files").setInputFiles(editedFile);
  await expect(dialog.getByRole("list", { name: "Chosen files" })).toHaveText(`${newId}.json`);
  await page.getByTestId("test-import-submit").click();
  await expect(page.getByTestId("test-import-created")).toContainText("1 test added");
  await expect(page.getByTestId("test-import-created")).toContainText(newId);
  expect(await seriousViolations(page, '[data-testid="test-import-dialog"]')).toEqual([]);
  await page.getByTestId("test-import-close").click();
  await expect(dialog).toHaveCount(0);
  // The list is fetched again from page 1, newest first: the copy is there.
  await expect(cards.filter({ hasText: title })).toHaveCount(1);

  // A broken file and a file that is not JSON: nothing is imported and every problem is listed by file and test.
  const brokenId = `${newId}-broken`;
  const brokenFile = testInfo.outputPath("broken.json");
  await fs.writeFile(brokenFile, JSON.stringify({ ...edited, readingPracticeID: brokenId, title: "" }));
  const notJsonFile = testInfo.outputPath("not-json.json");
  await fs.writeFile(notJsonFile, "{ this is not JSON");
  await page.getByTestId("test-list-import").click();
  await page.getByTestId("test-import-files").setInputFiles([brokenFile, notJsonFile]);
  await page.getByTestId("test-import-submit").click();
  const problems = page.getByTestId("test-import-problems");
  await expect(problems.getByRole("alert")).toHaveText(/^Nothing was imported: \d+ problems? (was|were) found\.$/);
  const lines = problems.getByTestId("test-import-problem-line");
  await expect(lines.filter({ hasText: `broken.json [${brokenId}] Title cannot be empty` })).toHaveCount(1);
  await expect(lines.filter({ hasText: "not-json.json [(file)] not valid JSON" })).toHaveCount(1);
  await keepScreenshot(dialog, "admin-import-refused");
  expect(await seriousViolations(page, '[data-testid="test-import-dialog"]')).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  const refused = await callApi(page, apiPath(ROUTES.adminReadingSingle.path), { practiceID: brokenId });
  expect(refused.status).toBe(404);

  // Clean-up: the imported copy leaves the bank again.
  const deleted = await callApi(page, apiPath(ROUTES.adminReadingDelete.path), { readingPracticeID: newId });
  expect(deleted.status).toBe(200);
});
