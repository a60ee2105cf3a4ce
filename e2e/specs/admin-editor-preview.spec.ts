import { expect, type Page, type Request, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { answerOne } from "../fixtures/answer-one";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";

// A bank passage other specs read too: the preview changes nothing, and its title edit is never saved.
const SOURCE_ID = "bandcraft-test-4-part-1";
const TITLE = `Previewed, not saved ${Date.now().toString(36)}`;
test.use({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });

/** The signed-in account's reading tokens, as the settings dialog reads them. */
async function readingTokens(page: Page): Promise<number> {
  const info = await callApi(page, "/user_info", {});
  const data = info.body.data as { tokenInfo: { entityType: string; availableTokens: number }[] };
  return data.tokenInfo.find((t) => t.entityType === "actual_reading_test")?.availableTokens ?? -1;
}

/** How many practice records the signed-in account has. */
async function recordCount(page: Page): Promise<number> {
  const records = await callApi(page, "/reading/record", { paginationRequest: { page: 1, pageSize: 1 } });
  expect(records.status).toBe(200);
  return (records.body.data as { totalCnt: number }).totalCnt;
}

test("the editor previews its unsaved draft as a learner sees it, graded in the page, and nothing reaches the server", async ({
  page,
}) => {
  await page.goto("/admin?view=reading-editor");
  const tokensBefore = await readingTokens(page);
  const recordsBefore = await recordCount(page);

  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill(SOURCE_ID);
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(SOURCE_ID);
  await page.getByTestId("reading-editor-title").fill(TITLE);
  await expect(page.getByTestId("reading-editor-unsaved")).toBeVisible();

  // From Preview to Close, the page calls no API at all: no start, no autosave, no submit, no review. (The
  // diagram's picture still loads, as an image, as it does for a learner.)
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const call = request.resourceType() === "fetch" || request.resourceType() === "xhr";
    if (call && new URL(request.url()).pathname.startsWith("/api/")) calls.push(`${request.method()} ${request.url()}`);
  };
  page.on("request", onRequest);

  await page.getByTestId("reading-editor-preview-open").click();
  const preview = page.getByTestId("reading-editor-preview");
  await expect(preview.getByTestId("preview-notice")).toContainText("Preview — nothing is saved or recorded");
  await expect(preview.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(preview.getByTestId("test-timer")).toBeVisible();
  await expect(preview.getByTestId("sync-indicator")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await answerOne(page, "a preview answer");
  await preview.getByTestId("test-submit").click();
  await page.getByTestId("submit-confirm").click();
  const results = preview.getByTestId("results-screen");
  await expect(results.getByTestId("results-summary")).toContainText("correct");
  await expect(results.getByTestId("band-circle")).toBeVisible();
  await expect(results.getByTestId("submission-id")).toHaveCount(0);
  await keepScreenshot(page, "admin-editor-preview-results");

  // The review with the draft's explanations opens in place, and offers no new attempt.
  await results.getByTestId("results-review-0").click();
  await expect(preview.getByTestId("review-top-bar")).toBeVisible();
  await expect(preview.getByTestId("review-retry-passage")).toHaveCount(0);
  await preview.getByTestId("review-back").click();

  await preview.getByTestId("results-home").click();
  await expect(preview).toHaveCount(0);
  page.off("request", onRequest);
  expect(calls).toEqual([]);

  // The draft is as it was left, unsaved; no token went and no record was made.
  await expect(page.getByTestId("reading-editor-title")).toHaveValue(TITLE);
  await expect(page.getByTestId("reading-editor-unsaved")).toBeVisible();
  expect(await readingTokens(page)).toBe(tokensBefore);
  expect(await recordCount(page)).toBe(recordsBefore);
});
