import { ROUTES } from "@bandcraft/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";

test.use({ storageState: ADMIN_STATE });

/** A throw-away copy of a sample passage, untagged and outside any complete test, made through the save call. */
async function createDisposableTest(page: Page, title: string): Promise<string> {
  const single = await callApi(page, "/admin/reading/single", { practiceID: "bandcraft-test-4-part-3" });
  expect(single.status).toBe(200);
  const {
    readingPracticeID: _id,
    testGroup: _group,
    ...practice
  } = single.body.readingPractice as Record<string, unknown>;
  const saved = await callApi(page, "/admin/reading/modify", { ...practice, title, level: 0 });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return String(saved.body.readingPracticeID);
}

test("an administrator filters, searches and pages the test list, and deletes a test", async ({ page }) => {
  await page.goto("/admin?view=reading-tests");
  const cards = page.getByTestId("test-card");
  await expect(cards).toHaveCount(10);
  await keepScreenshot(page, "admin-test-list", { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Filters: Part 3 and Matching Features; every card matches and both tags show.
  await page.getByTestId("test-list-toggle-filters").click();
  await page.getByLabel("Part 3", { exact: true }).check();
  await page.getByLabel("Matching Features", { exact: true }).check();
  await expect(page.getByTestId("applied-count")).toHaveText("2 filters applied");
  await expect(page.getByTestId("applied-level-3")).toContainText("Part 3");
  await expect(page.getByTestId("applied-questionType-MATCHING_FEATURES")).toContainText("Matching Features");
  // Other specs may add copies of sample passages, so the known ones are looked for, not counted.
  await expect(cards.filter({ hasText: "Outsourcing Memory" }).first()).toBeVisible();
  await expect(cards.filter({ hasText: "Was Phlogiston Killed Too Soon?" }).first()).toBeVisible();
  await expect(cards.filter({ hasText: "Does the Lecture Still Have a Future?" })).toHaveCount(0);
  for (const card of await cards.all()) {
    await expect(card.getByTestId("test-card-level")).toHaveText("Part 3");
    await expect(card.getByTestId("test-card-types")).toContainText("Matching Features");
  }
  await expect(page.getByTestId("test-list-last-page")).toBeVisible();
  await keepScreenshot(page, "admin-test-list-filtered", { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Removing the type tag widens the list to every Part 3 passage.
  await page.getByRole("button", { name: "Remove filter: Matching Features" }).click();
  await expect(page.getByTestId("applied-count")).toHaveText("1 filter applied");
  await expect(cards.filter({ hasText: "Does the Lecture Still Have a Future?" }).first()).toBeVisible();
  await expect(page.getByLabel("Matching Features", { exact: true })).not.toBeChecked();
  for (const card of await cards.all()) await expect(card.getByTestId("test-card-level")).toHaveText("Part 3");
  await page.getByTestId("clear-all-filters").click();
  await expect(page.getByTestId("applied-filters")).toHaveCount(0);
  await expect(cards).toHaveCount(10);

  // Title search: blank alerts; Enter submits; the result replaces the list and Next is off until cleared.
  await page.getByTestId("test-list-search").click();
  const dialog = page.getByRole("dialog", { name: "Search Test by Title" });
  await expect(page.getByTestId("test-search-input")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a title to search");
  await page.getByTestId("test-search-input").fill("lecture still");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Does the Lecture Still Have a Future?");
  await expect(page.getByTestId("test-list-next")).toBeDisabled();
  await page.getByTestId("test-list-clear-search").click();
  await expect(cards).toHaveCount(10);

  // Paging: a full first page offers Next; the short second page is the last.
  await expect(page.getByTestId("test-list-next")).toBeEnabled();
  await page.getByTestId("test-list-next").click();
  await expect(page.getByTestId("test-list-page")).toHaveText("Page 2");
  await expect(page.getByTestId("test-list-last-page")).toHaveText("Last page");
  await expect(page.getByTestId("test-list-next")).toBeDisabled();
  await page.getByTestId("test-list-previous").click();
  await expect(page.getByTestId("test-list-page")).toHaveText("Page 1");

  // Delete a test this spec made itself; the shared sample content stays as it is.
  const title = `E2E disposable ${Date.now().toString(36)}`;
  const id = await createDisposableTest(page, title);
  await page.reload();
  await page.getByTestId("test-list-search").click();
  await page.getByTestId("test-search-input").fill(title);
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("test-card-title")).toHaveText(title);
  await expect(cards.first().getByTestId("test-card-level")).toHaveText("Untagged");
  await cards
    .first()
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this test?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await keepScreenshot(page, "admin-test-list-delete", { animations: "disabled" });
  await confirm.getByTestId("test-delete-confirm").click();
  const done = page.getByRole("dialog", { name: "Deleted" });
  await expect(done).toContainText("Test deleted successfully!");
  await done.getByRole("button", { name: "OK" }).click();
  // The deleted search result goes; the list is back.
  await expect(page.getByTestId("test-list-clear-search")).toHaveCount(0);
  await expect(cards).toHaveCount(10);
  expect((await callApi(page, "/admin/reading/single", { practiceID: id })).status).toBe(404);
  await page.getByTestId("test-list-search").click();
  await page.getByTestId("test-search-input").fill(title);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Search Test by Title" }).getByRole("alert")).toHaveText(
    "Test not found with this title",
  );
});

/** The admin's daily reading tokens, as the settings dialog reads them. */
async function readingTokens(page: Page): Promise<number> {
  const info = await callApi(page, "/user_info", {});
  const data = info.body.data as { tokenInfo: { entityType: string; availableTokens: number }[] };
  return data.tokenInfo.find((t) => t.entityType === "actual_reading_test")?.availableTokens ?? -1;
}

test("Edit hands the id to the editor; Start Test opens the test without spending a token", async ({ page }) => {
  await page.goto("/admin?view=reading");
  const tokensBefore = await readingTokens(page);
  const search = async () => {
    await page.getByTestId("test-list-search").click();
    await page.getByTestId("test-search-input").fill("history of glass");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("test-card")).toHaveCount(1);
  };
  await search();
  const card = page.getByTestId("test-card").filter({ hasText: "The history of glass" });
  await card.getByTestId("test-card-edit").click();
  await expect(page).toHaveURL(/view=reading-editor/);
  // The editor opens that test directly: some field of it holds the title.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")).some(
          (field) => field.value === "The history of glass",
        ),
      ),
    )
    .toBe(true);

  await page.goto("/admin?view=reading-tests");
  await search();
  // Start Test opens /test/sample-1, which starts that passage and at once moves to the attempt's own address
  // (so a reload continues it): the start names the passage, the address ends at the attempt.
  const started = page.waitForRequest((r) => r.url().endsWith(ROUTES.readingSingle.path));
  await page.getByTestId("test-card").getByTestId("test-card-start").click();
  expect((await started).postDataJSON()).toMatchObject({ practiceID: "sample-1" });
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
  expect(await readingTokens(page)).toBe(tokensBefore);
});

test("the test list in dark theme, filters open, has no serious accessibility problem", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/admin?view=reading-tests");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.getByTestId("test-list-toggle-filters").click();
  // Deleted (soft, level -1) shows either its cards or the empty state; both must pass.
  await page.getByLabel("Deleted", { exact: true }).check();
  await expect(page.getByTestId("test-card").or(page.getByTestId("test-list-empty")).first()).toBeVisible();
  await expect(page.getByTestId("test-list-next")).toBeDisabled();
  await keepScreenshot(page, "admin-test-list-deleted-dark", { fullPage: true, animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Part 1", { exact: true }).check();
  await expect(page.getByTestId("test-card").first()).toBeVisible();
  await keepScreenshot(page, "admin-test-list-dark", { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("test-list-search").click();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  await keepScreenshot(page, "admin-test-list-search-dark", { animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);
});
