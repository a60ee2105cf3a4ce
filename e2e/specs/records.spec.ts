import { mkdirSync } from "node:fs";
import type { TSubmissionRecord } from "@bandcraft/contract/reading";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { backdateAttempt } from "../fixtures/attempt-clock";
import {
  post,
  startAttempt,
  submitAttempt,
  submitPractice,
  type TPaperPassage,
  type TStartedAttempt,
  tokenOf,
} from "../fixtures/attempts";
import { seriousViolations } from "../fixtures/axe";
import { RECORDER_STATE } from "../fixtures/recorder";
import { presetStorage } from "../fixtures/ui";

const SHOTS = "/tmp/shots";
mkdirSync(SHOTS, { recursive: true });

type TKey = { answers: Record<string, string>; count: number; title: string };

/**
 * The first `correct` plain answers of a passage's key, as a learner would type them (the first of any
 * "a|b" alternatives), and its question count. List answers and heading keys are simply left unanswered.
 */
async function knownAnswers(request: APIRequestContext, practiceID: string, correct: number): Promise<TKey> {
  const body = await post<{ readingPractice: { title: string; answers: Record<string, string | string[]> } }>(
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
  return { answers, count: questionKeys.length, title: body.readingPractice.title };
}

const BULK_COUNT = 20;
/** The first passage of each of the bank's complete tests. */
const PART_ONES = [1, 2, 3, 4].map((n) => `bandcraft-test-${n}-part-1`);

/** What the setup made: the attempts' server-made ids, their passages, and what the screens must show. */
const made = {
  single: "",
  singleId: "",
  singleTitle: "",
  singleCorrect: 0,
  singleTotal: 0,
  singleSeconds: 0,
  full: "",
  fullIds: [] as string[],
  fullTitle: "",
  fullCorrect: 0,
  fullSeconds: 0,
  band: 0,
  bulkTotal: 0,
  bulks: [] as string[],
};

/** A duration as the cards show it. */
const duration = (seconds: number) => `${Math.floor(seconds / 60)}m ${seconds % 60}s`;

/**
 * Submits the paper of an attempt that took `seconds`: the server times attempts by its own clock, so the
 * attempt's start is moved back that far first.
 */
async function submitTaking(
  request: APIRequestContext,
  attempt: TStartedAttempt,
  seconds: number,
  passages: TPaperPassage[],
): Promise<TSubmissionRecord> {
  backdateAttempt(attempt.testTakerID, seconds);
  const { submissionRecord } = await submitAttempt(request, tokenOf(RECORDER_STATE), attempt, passages);
  expect(submissionRecord.elapsedTime, "the server's time from the moved start").toBeGreaterThanOrEqual(seconds);
  expect(submissionRecord.elapsedTime).toBeLessThan(seconds + 60);
  return submissionRecord;
}

test.describe.configure({ mode: "serial" });
test.use({ storageState: RECORDER_STATE });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const token = tokenOf(RECORDER_STATE);
  // The complete test is random, so it is started first and the single and bulk passages come from the
  // other groups: a search for the single's title must find it alone.
  const pack = await startAttempt(request, token, { pageType: "ActualTest" });
  const [singleId, bulkId] = PART_ONES.filter((id) => !pack.practiceIDs.includes(id));
  if (!singleId || !bulkId) throw new Error(`no two part-1 passages outside ${pack.practiceIDs.join(", ")}`);

  // 20 cheap, unanswered single attempts submitted first, so the two real practices are on page 1 (the
  // newest papers) and two bulk records are left for "Load More". The server times every attempt: the bulk
  // ones take a moment, the single practice began 12½ minutes before its paper and the complete test 50
  // minutes before its paper, so by start the bulk ones are the newest and the complete test the oldest.
  const bulk = await knownAnswers(request, bulkId, 0);
  made.bulkTotal = bulk.count;
  for (let i = 0; i < BULK_COUNT; i++) {
    const { attempt } = await submitPractice(request, token, bulkId, { answers: {} });
    made.bulks.push(attempt.testTakerID);
  }

  const single = await knownAnswers(request, singleId, 10);
  const singleAttempt = await startAttempt(request, token, { practiceID: singleId });
  const singleRecord = await submitTaking(request, singleAttempt, 754, [{ answers: single.answers }]);
  expect(singleRecord.totalCorrectCnt).toBe(10);
  Object.assign(made, {
    single: singleAttempt.testTakerID,
    singleId,
    singleTitle: single.title,
    singleCorrect: 10,
    singleTotal: single.count,
    singleSeconds: singleRecord.elapsedTime,
  });

  const parts = [
    await knownAnswers(request, pack.practiceIDs[0]!, 99),
    await knownAnswers(request, pack.practiceIDs[1]!, 6),
  ];
  const full = await submitTaking(request, pack, 3000, [
    { answers: parts[0]!.answers },
    { answers: parts[1]!.answers },
    { answers: {} },
  ]);
  expect(full.totalCorrectCnt).toBe(Object.keys(parts[0]!.answers).length + 6);
  Object.assign(made, {
    full: pack.testTakerID,
    fullIds: pack.practiceIDs,
    fullTitle: parts[1]!.title,
    fullCorrect: full.totalCorrectCnt,
    fullSeconds: full.elapsedTime,
    band: full.band,
  });
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
  await page.screenshot({ path: `${SHOTS}/records-light.png` });
  await full.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/records-light-cards.png` });

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
  await page.screenshot({ path: `${SHOTS}/records-choose-review.png` });
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
  await card(page, made.full).getByRole("button", { name: "Expand" }).click();
  await card(page, made.full).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/records-dark-cards.png` });
  await presetStorage(page, { language: "zh", theme: "light" });
  await page.goto("/practice-records");
  await expect(page.getByRole("heading", { name: "练习记录", level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-zh.png` });
  await card(page, made.single).getByRole("button", { name: "查看答案" }).click();
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
