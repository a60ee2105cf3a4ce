import { expect, type Page, test } from "@playwright/test";
import { post, tokenOf } from "../fixtures/attempts";
import { seriousViolations } from "../fixtures/axe";
import { RECORDER_STATE } from "../fixtures/recorder";
import { BULK_COUNT, seedRecordsHistory, type TRecordsHistory } from "../fixtures/records-history";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

// The practice-records journey over a learner's real history, seeded once through the API: the list, its
// answers and review, Retry, the insight panel and how it all looks. The screens without a history (empty,
// a failed load, signed out) are in records-states.spec.ts.

/** What the seeding made, read by every test below. */
let made: TRecordsHistory;

/** A duration as the cards show it. */
const duration = (seconds: number) => `${Math.floor(seconds / 60)}m ${seconds % 60}s`;

test.describe.configure({ mode: "serial" });
test.use({ storageState: RECORDER_STATE });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  made = await seedRecordsHistory(request);
});

const cards = (page: Page) => page.getByTestId("record-card");
const card = (page: Page, testTakerID: string) => page.locator(`[data-test-taker="${testTakerID}"]`);

test("stats, cards, search, filter, sort and Load More", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/practice-records");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByTestId("stat-totalTests")).toContainText("22");
  await expect(page.getByText("Accuracy and scores cover the 20 records loaded so far.")).toBeVisible();

  // Newest start first: the bulk practices, then the single practice, then the complete test (the newest
  // paper, begun 50 minutes before it).
  await expect(cards(page).nth(0)).toHaveAttribute("data-test-taker", made.bulks.at(-1)!);
  await expect(cards(page).nth(18)).toHaveAttribute("data-test-taker", made.single);
  await expect(cards(page).nth(19)).toHaveAttribute("data-test-taker", made.full);
  const full = card(page, made.full);
  await expect(full.getByTestId("record-badge")).toHaveText("Full Test");
  await expect(full.getByTestId("record-title")).toHaveText("3 passages practice");
  await expect(full.getByTestId("record-duration")).toHaveText(duration(made.fullSeconds));
  await expect(full.getByTestId("record-band")).toContainText(made.band.toFixed(1));
  const single = card(page, made.single);
  await expect(single.getByTestId("record-badge")).toHaveText("Single");
  await expect(single.getByTestId("record-title")).toHaveText(made.singleTitle);
  await expect(single.getByTestId("record-duration")).toHaveText(duration(made.singleSeconds));
  await expect(single.getByTestId("record-score")).toHaveText(`10/${made.singleTotal}`);
  const singlePct = ((10 / made.singleTotal) * 100).toFixed(1);
  await expect(single.getByTestId("record-accuracy")).toContainText(`${singlePct}%`);
  await expect(single.getByTestId("record-band")).toHaveCount(0);

  // The full test's breakdown, keyboard operated.
  await full.getByRole("button", { name: "Expand" }).focus();
  await page.keyboard.press("Enter");
  await expect(full.getByRole("list", { name: "Passages" }).getByRole("listitem")).toHaveCount(3);
  await full.getByRole("button", { name: "Collapse" }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, "records-light");
  await full.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "records-light-cards");

  // Load More appends the last two.
  await page.getByRole("button", { name: "Load More (2 remaining)" }).click();
  await expect(cards(page)).toHaveCount(22);
  await expect(page.getByTestId("records-load-more")).toHaveCount(0);
  const questions = made.singleTotal + 40 + BULK_COUNT * made.bulkTotal;
  await expect(page.getByTestId("stat-correctTotal")).toContainText(
    `${made.singleCorrect + made.fullCorrect}/${questions}`,
  );

  // Search on passage titles, in any case (any passage of a full test counts, here its second), then the
  // type filter and the sorts.
  await page.getByLabel("Search passage titles").fill(made.singleTitle.toLowerCase());
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("records-shown")).toHaveText("Showing 1 of 22");
  await page.getByLabel("Search passage titles").fill(made.fullTitle.toUpperCase());
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute("data-test-taker", made.full);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(22);
  await page.getByLabel("Type").selectOption("complete");
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Type").selectOption("single");
  await expect(cards(page)).toHaveCount(21);
  await page.getByLabel("Type").selectOption("all");
  await page.getByLabel("Sort by").selectOption("score");
  await expect(cards(page).first()).toHaveAttribute("data-test-taker", made.single);
  await page.getByLabel("Sort by").selectOption("duration");
  await expect(cards(page).nth(0)).toHaveAttribute("data-test-taker", made.full);
  await expect(cards(page).nth(1)).toHaveAttribute("data-test-taker", made.single);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByRole("button", { name: "Clear filters" })).toBeDisabled();
});

/**
 * Records every in-app navigation: the review screen is another feature's, and while its route is missing
 * the catch-all sends /review/… home at once, so the address the records page asked for is read from here.
 */
async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __navs: string[] };
    w.__navs = [];
    const push = history.pushState.bind(history);
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url) w.__navs.push(String(url));
      push(data, unused, url);
    };
  });
}
const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __navs: string[] }).__navs);

test("View Answers, choosing a passage to review, and the review address", async ({ page }) => {
  await recordNavigations(page);
  await page.goto("/practice-records");
  const single = card(page, made.single);
  await single.getByRole("button", { name: "View Answers" }).click();
  const dialog = page.getByTestId("answer-details-dialog");
  await expect(dialog.getByTestId("answer-row")).toHaveCount(made.singleTotal);
  await expect(dialog.locator('[data-testid="answer-row"][data-correct="true"]')).toHaveCount(10);
  await expect(dialog.getByTestId("answer-row").last()).toContainText("No answer");
  await expect(dialog.getByTestId("answer-row").last()).toContainText("Incorrect");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await card(page, made.full).getByRole("button", { name: "Review" }).click();
  const choose = page.getByTestId("choose-review-dialog");
  await expect(choose.getByTestId("choose-passage")).toHaveCount(3);
  await keepScreenshot(page, "records-choose-review");
  await choose.getByTestId("choose-passage").nth(1).click();
  await expect.poll(() => navigations(page)).toContain(`/review/${made.full}/${made.fullIds[1]}`);

  await page.goto("/practice-records");
  await card(page, made.single).getByRole("button", { name: "Review" }).click();
  await expect.poll(() => navigations(page)).toContain(`/review/${made.single}/${made.singleId}`);
});

test("Retry starts the same passage again as a new attempt", async ({ page }) => {
  await page.goto("/practice-records");
  const started = page.waitForRequest("**/api/reading/single");
  await card(page, made.single).getByRole("button", { name: "Retry" }).click();
  // A start says what it starts before it spends.
  const confirm = page.getByTestId("spend-confirm");
  await expect(confirm).toContainText(made.singleTitle);
  await confirm.getByTestId("spend-confirm-start").click();
  expect((await started).postDataJSON()).toEqual({ practiceID: made.singleId });
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  await expect(page.getByTestId("part-banner")).toBeVisible();
});

test("insight: accuracy per type, band trend, and Practise this type starts a filtered practice", async ({
  page,
  request,
}) => {
  const insight = await post<{
    data: { byType: { questionType: string; correct: number; total: number }[]; bandTrend: unknown[] };
  }>(request, tokenOf(RECORDER_STATE), "/reading/insight", {});
  // The weakest: lowest accuracy among types with at least 3 answered questions (larger total breaks ties).
  const weakest = insight.data.byType
    .filter((t) => t.total >= 3)
    .sort((a, b) => a.correct / a.total - b.correct / b.total || b.total - a.total)[0]!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/practice-records");
  await expect(page.getByTestId("insight-type-row")).toHaveCount(insight.data.byType.filter((t) => t.total > 0).length);
  await expect(page.getByTestId("band-trend-chart")).toBeVisible();
  await expect(page.getByTestId("insight-trend").getByRole("img")).toHaveAccessibleName(/1 complete tests/);

  const started = page.waitForRequest("**/api/reading/single_random");
  await page.getByTestId("practise-weakest").click();
  await page.getByTestId("spend-confirm").getByTestId("spend-confirm-start").click();
  expect((await started).postDataJSON()).toEqual({ questionType: weakest.questionType });
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  await expect(page.getByTestId("part-banner")).toBeVisible();
});

test("screenshots: dark and Chinese; axe finds nothing serious in light, dark and the answers dialog", async ({
  page,
}) => {
  await page.goto("/practice-records");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByTestId("band-trend-chart")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetStorage(page, { theme: "dark" });
  await page.goto("/practice-records");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByTestId("band-trend-chart")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "records-dark");
  await card(page, made.full).getByRole("button", { name: "Expand" }).click();
  await card(page, made.full).scrollIntoViewIfNeeded();
  await keepScreenshot(page, "records-dark-cards");
  await presetStorage(page, { language: "zh", theme: "light" });
  await page.goto("/practice-records");
  await expect(page.getByRole("heading", { name: "练习记录", level: 1 })).toBeVisible();
  await keepScreenshot(page, "records-zh");
  await card(page, made.single).getByRole("button", { name: "查看答案" }).click();
  await expect(page.getByTestId("answer-details-dialog")).toBeVisible();
  // Let the dialog's opening fade finish so the picture shows what a learner reads.
  await page.waitForTimeout(400);
  await keepScreenshot(page, "records-zh-answers");
  expect(await seriousViolations(page)).toEqual([]);
});
