import { ROUTES } from "@bandcraft/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";

// Three passages written in the editor (here: copies of the bank's test 4, which stays as it is) become a complete
// test: the editor's panel follows the test as its parts arrive, and the bank then counts one more.
const GROUP = `authored-${Date.now().toString(36)}`;
test.use({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });

async function copyAsPart(page: Page, part: 1 | 2 | 3) {
  await page.goto("/admin?view=reading-editor");
  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill(`bandcraft-test-4-part-${part}`);
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(`bandcraft-test-4-part-${part}`);
  // The bank's own test is complete: its three parts hold questions 1–40.
  await expect(page.getByTestId("reading-editor-group-ok")).toBeVisible();
  await page.getByTestId("reading-editor-duplicate").click();
  await page.getByTestId("reading-editor-title").fill(`Authored part ${part} ${GROUP}`);
  await page.getByTestId("reading-editor-group-name").fill(GROUP);
  await expect(page.getByTestId("reading-editor-level")).toHaveValue(String(part));
  const saved = page.waitForResponse((r) => r.url().endsWith(ROUTES.adminReadingModify.path));
  await page.getByTestId("reading-editor-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("reading-editor-saved")).toBeVisible();
}

test("three passages saved under one test group become a complete test, and the bank counts it", async ({ page }) => {
  test.setTimeout(90_000);
  const completeTests = async () => (await (await page.request.get(ROUTES.bankSummary.path)).json()).data.completeTests;
  const before = await completeTests();

  await copyAsPart(page, 1);
  await expect(page.getByTestId("reading-editor-group-problems")).toContainText("Part 2 is still missing.");
  await copyAsPart(page, 2);
  await expect(page.getByTestId("reading-editor-group-problems")).toContainText("Part 3 is still missing.");
  expect(await completeTests()).toBe(before);
  await copyAsPart(page, 3);
  await expect(page.getByTestId("reading-editor-group-ok")).toBeVisible();
  await expect(page.getByTestId("reading-editor-group-parts").getByRole("listitem")).toHaveCount(3);
  expect(await completeTests()).toBe(before + 1);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "admin-editor-complete-test");
});

test("a question's explanation opens under its answer and names the words a quote gets wrong", async ({ page }) => {
  await page.goto("/admin?view=reading-editor");
  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill("bandcraft-test-4-part-1");
  await page.getByTestId("reading-editor-search").click();
  const toggle = page.getByRole("button", { name: "Explanation for question_1", exact: true });
  await toggle.click();
  const quote = page.getByTestId("explanation-question_1-quote");
  await expect(quote).not.toHaveValue("");
  await quote.fill(`${await quote.inputValue()} and something else`);
  await expect(page.getByTestId("explanation-question_1").getByRole("alert")).toContainText("something else");
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "admin-editor-explanation");
});
