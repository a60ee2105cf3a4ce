import { mkdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE, BASE_URL } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { RECORDER_STATE } from "../fixtures/recorder";
import { presetStorage } from "../fixtures/ui";

const SHOTS = "/tmp/shots";
mkdirSync(SHOTS, { recursive: true });

/** The bearer token inside a storage-state file written by the global setup. */
function tokenOf(stateFile: string): string {
  const state = JSON.parse(readFileSync(stateFile, "utf8")) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const item = state.origins[0]?.localStorage.find((i) => i.name === "bandcraft.session");
  if (!item) throw new Error(`no session in ${stateFile}`);
  return (JSON.parse(item.value) as { token: string }).token;
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${BASE_URL}/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

type TKey = { answers: Record<string, string>; count: number };

/**
 * The first `correct` plain answers of a passage's key, as a learner would type them (the first of any
 * "a|b" alternatives), and its question count. List answers and heading keys are simply left unanswered.
 */
async function knownAnswers(request: APIRequestContext, practiceID: string, correct: number): Promise<TKey> {
  const body = await post<{ readingPractice: { answers: Record<string, string | string[]> } }>(
    request,
    tokenOf(ADMIN_STATE),
    "/admin/reading/single",
    { practiceID },
  );
  const questionKeys = Object.keys(body.readingPractice.answers).filter((k) => k.startsWith("question_"));
  const answers: Record<string, string> = {};
  for (const key of questionKeys) {
    const value = body.readingPractice.answers[key];
    if (typeof value !== "string" || Object.keys(answers).length >= correct) continue;
    answers[key.replace("question_", "")] = value.split("|")[0]!;
  }
  return { answers, count: questionKeys.length };
}

type TSubmitted = { totalCorrectCnt: number; band: number };

async function submit(
  request: APIRequestContext,
  testTakerID: string,
  startTimeStamp: number,
  elapsedTime: number,
  passages: { id: string; answers: Record<string, string> }[],
): Promise<TSubmitted> {
  const body = await post<{ submissionRecord: TSubmitted }>(request, tokenOf(RECORDER_STATE), "/reading/submit", {
    testTakerID,
    elapsedTime,
    startTimeStamp,
    submissionTimestamp: startTimeStamp + elapsedTime * 1000,
    readingPractices: passages.map((p) => ({
      readingPracticeID: p.id,
      answers: p.answers,
      highlights: { items: [] },
      highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
    })),
  });
  return body.submissionRecord;
}

const SINGLE = "bandcraft-test-2-part-1";
const SINGLE_TITLE = "The Pallet: A Platform That Moved the World";
const PARTS = ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"];
const BULK = "bandcraft-test-3-part-1";
const BULK_COUNT = 20;

const expected = { singleCorrect: 0, singleTotal: 0, fullCorrect: 0, band: 0, bulkTotal: 0 };

test.describe.configure({ mode: "serial" });
test.use({ storageState: RECORDER_STATE });

test.beforeAll(async ({ request }) => {
  const now = Date.now();
  // 20 cheap, unanswered single attempts first (oldest), so the two real practices head page 1 and two
  // bulk records are left for "Load More".
  const bulk = await knownAnswers(request, BULK, 0);
  expected.bulkTotal = bulk.count;
  for (let i = 0; i < BULK_COUNT; i++) {
    const id = `TT-bulk${String(i).padStart(2, "0")}x`;
    await submit(request, id, now - 3 * 3_600_000 + i * 60_000, 60, [{ id: BULK, answers: {} }]);
  }
  const single = await knownAnswers(request, SINGLE, 10);
  const singleRecord = await submit(request, "TT-records-single", now - 30 * 60_000, 754, [
    { id: SINGLE, answers: single.answers },
  ]);
  expect(singleRecord.totalCorrectCnt).toBe(10);
  Object.assign(expected, { singleCorrect: 10, singleTotal: single.count });

  const parts = [await knownAnswers(request, PARTS[0]!, 99), await knownAnswers(request, PARTS[1]!, 6)];
  const full = await submit(request, "MT-records-full", now - 10 * 60_000, 3000, [
    { id: PARTS[0]!, answers: parts[0]!.answers },
    { id: PARTS[1]!, answers: parts[1]!.answers },
    { id: PARTS[2]!, answers: {} },
  ]);
  expect(full.totalCorrectCnt).toBe(Object.keys(parts[0]!.answers).length + 6);
  Object.assign(expected, { fullCorrect: full.totalCorrectCnt, band: full.band });
});

const cards = (page: Page) => page.getByTestId("record-card");
const card = (page: Page, testTakerID: string) => page.locator(`[data-test-taker="${testTakerID}"]`);

test("stats, cards, search, filter, sort and Load More", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/practice-records");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByTestId("stat-totalTests")).toContainText("22");
  await expect(page.getByText("Accuracy and scores cover the 20 records loaded so far.")).toBeVisible();

  // Newest first: the complete test, then the single practice.
  await expect(cards(page).nth(0)).toHaveAttribute("data-test-taker", "MT-records-full");
  await expect(cards(page).nth(1)).toHaveAttribute("data-test-taker", "TT-records-single");
  const full = card(page, "MT-records-full");
  await expect(full.getByTestId("record-badge")).toHaveText("Full Test");
  await expect(full.getByTestId("record-title")).toHaveText("3 passages practice");
  await expect(full.getByTestId("record-duration")).toHaveText("50m 0s");
  await expect(full.getByTestId("record-band")).toContainText(expected.band.toFixed(1));
  const single = card(page, "TT-records-single");
  await expect(single.getByTestId("record-badge")).toHaveText("Single");
  await expect(single.getByTestId("record-title")).toHaveText(SINGLE_TITLE);
  await expect(single.getByTestId("record-duration")).toHaveText("12m 34s");
  await expect(single.getByTestId("record-score")).toHaveText(`10/${expected.singleTotal}`);
  const singlePct = ((10 / expected.singleTotal) * 100).toFixed(1);
  await expect(single.getByTestId("record-accuracy")).toContainText(`${singlePct}%`);
  await expect(single.getByTestId("record-band")).toHaveCount(0);

  // The full test's breakdown, keyboard operated.
  await full.getByRole("button", { name: "Expand" }).focus();
  await page.keyboard.press("Enter");
  await expect(full.getByRole("list", { name: "Passages" }).getByRole("listitem")).toHaveCount(3);
  await full.getByRole("button", { name: "Collapse" }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/records-light.png` });
  await full.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/records-light-cards.png` });

  // Load More appends the last two.
  await page.getByRole("button", { name: "Load More (2 remaining)" }).click();
  await expect(cards(page)).toHaveCount(22);
  await expect(page.getByTestId("records-load-more")).toHaveCount(0);
  const questions = expected.singleTotal + 40 + BULK_COUNT * expected.bulkTotal;
  await expect(page.getByTestId("stat-correctTotal")).toContainText(
    `${expected.singleCorrect + expected.fullCorrect}/${questions}`,
  );

  // Search on passage titles (any passage of a full test counts), then the type filter and the sorts.
  await page.getByLabel("Search passage titles").fill("pallet");
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("records-shown")).toHaveText("Showing 1 of 22");
  await page.getByLabel("Search passage titles").fill("ice house");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute("data-test-taker", "MT-records-full");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(22);
  await page.getByLabel("Type").selectOption("complete");
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Type").selectOption("single");
  await expect(cards(page)).toHaveCount(21);
  await page.getByLabel("Type").selectOption("all");
  await page.getByLabel("Sort by").selectOption("score");
  await expect(cards(page).first()).toHaveAttribute("data-test-taker", "TT-records-single");
  await page.getByLabel("Sort by").selectOption("duration");
  await expect(cards(page).first()).toHaveAttribute("data-test-taker", "MT-records-full");
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
  const single = card(page, "TT-records-single");
  await single.getByRole("button", { name: "View Answers" }).click();
  const dialog = page.getByTestId("answer-details-dialog");
  await expect(dialog.getByTestId("answer-row")).toHaveCount(expected.singleTotal);
  await expect(dialog.locator('[data-testid="answer-row"][data-correct="true"]')).toHaveCount(10);
  await expect(dialog.getByTestId("answer-row").last()).toContainText("No answer");
  await expect(dialog.getByTestId("answer-row").last()).toContainText("Incorrect");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await card(page, "MT-records-full").getByRole("button", { name: "Review" }).click();
  const choose = page.getByTestId("choose-review-dialog");
  await expect(choose.getByTestId("choose-passage")).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/records-choose-review.png` });
  await choose.getByTestId("choose-passage").nth(1).click();
  await expect.poll(() => navigations(page)).toContain("/review/MT-records-full/bandcraft-test-1-part-2");

  await page.goto("/practice-records");
  await card(page, "TT-records-single").getByRole("button", { name: "Review" }).click();
  await expect.poll(() => navigations(page)).toContain("/review/TT-records-single/bandcraft-test-2-part-1");
});

test("Retry starts the same passage again as a new attempt", async ({ page }) => {
  await page.goto("/practice-records");
  const started = page.waitForRequest("**/api/reading/single");
  await card(page, "TT-records-single").getByRole("button", { name: "Retry" }).click();
  expect((await started).postDataJSON()).toEqual({ practiceID: SINGLE });
  await expect(page).toHaveURL(/\/test\/single_\d+$/);
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
  expect((await started).postDataJSON()).toEqual({ questionType: weakest.questionType });
  await expect(page).toHaveURL(/\/test\/single_\d+$/);
  await expect(page.getByTestId("part-banner")).toBeVisible();
});

/** Serious or critical axe findings (WCAG 2.1 A/AA) on the page as it is now. */
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
  await page.screenshot({ path: `${SHOTS}/records-dark.png` });
  await card(page, "MT-records-full").getByRole("button", { name: "Expand" }).click();
  await card(page, "MT-records-full").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/records-dark-cards.png` });
  await presetStorage(page, { language: "zh", theme: "light" });
  await page.goto("/practice-records");
  await expect(page.getByRole("heading", { name: "练习记录", level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-zh.png` });
  await card(page, "TT-records-single").getByRole("button", { name: "查看答案" }).click();
  await expect(page.getByTestId("answer-details-dialog")).toBeVisible();
  // Let the dialog's opening fade finish so the picture shows what a learner reads.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/records-zh-answers.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test("empty history and a failed load (answers stubbed, so the real history stays)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let fail = true;
  await page.route("**/api/reading/record", (route) =>
    fail
      ? route.fulfill({ status: 500, json: { statusCode: 500, errMsg: "Records are resting" } })
      : route.fulfill({ json: { statusCode: 200, errMsg: "", data: { practiceRecord: [], totalCnt: 0 } } }),
  );
  await page.goto("/practice-records");
  await expect(page.getByTestId("records-error")).toContainText("Records are resting");
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("records-empty")).toContainText("No practice records yet");
  await page.screenshot({ path: `${SHOTS}/records-empty.png` });
  await presetStorage(page, { language: "zh", theme: "dark" });
  await page.reload();
  await expect(page.getByTestId("records-empty")).toContainText("还没有练习记录");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/records-empty-zh-dark.png` });
  await presetStorage(page, { language: "en", theme: "light" });
  await page.reload();
  await page.getByRole("button", { name: "Start Practicing" }).click();
  await expect(page).toHaveURL(/\/reading$/);
});

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("signed out: Authentication Required with Go Back", async ({ page }) => {
    await page.goto("/practice-records");
    await expect(page.getByTestId("records-auth-required")).toContainText("Authentication Required");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
