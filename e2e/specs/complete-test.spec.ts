import { ROUTES } from "@bandcraft/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { answerOne } from "../fixtures/answer-one";
import { setAttemptDeadline } from "../fixtures/attempt-clock";
import { CANDIDATE_STATE } from "../fixtures/candidate";
import { keepScreenshot } from "../fixtures/screenshot";

// The pack is a random complete test of the server's bank, so these journeys answer whatever the parts
// hold (a text box, else a radio button). The candidate's privilege 3 spends no tokens.
test.use({ storageState: CANDIDATE_STATE });

/** "HH:MM:SS" → seconds. */
const secondsOf = (hms: string) => hms.split(":").reduce((sum, part) => sum * 60 + Number(part), 0);

async function remaining(page: Page): Promise<number> {
  return secondsOf((await page.getByTestId("test-timer").innerText()).trim());
}

/** From the hub: the complete-test card, the practice-type dialog, "Actual test". */
async function startFromHub(page: Page) {
  await page.goto("/reading");
  await page.getByTestId("reading-action-complete").getByRole("button").click();
  const dialog = page.getByTestId("practice-type-dialog");
  await expect(dialog.getByTestId("practice-type-cambridge")).toBeDisabled();
  const started = page.waitForResponse("**/api/reading/pack_random");
  await dialog.getByTestId("practice-type-actual").click();
  expect((await started).status()).toBe(200);
  // The attempt's own address: its server-made id, so a reload, another browser or another device opens it.
  await expect(page).toHaveURL(/\/multi-test\/MT-[0-9A-Z]{24,}$/);
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
}

/** The range "A–B" of the shown part's banner. */
async function partRange(page: Page): Promise<[number, number]> {
  const text = await page.getByTestId("part-banner").innerText();
  const match = /(\d+)–(\d+)/.exec(text);
  if (!match) throw new Error(`no question range in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

/** Which of the shown part's question buttons are answered and which flagged, in order. */
async function stripState(page: Page) {
  const buttons = page.getByTestId("part-tabs").locator("[data-testid^=strip-question-]");
  return buttons.evaluateAll((els) =>
    els.map((el) => `${el.getAttribute("data-answered")}/${el.getAttribute("data-flagged")}`),
  );
}

test("a complete test across three parts survives a reload with answers, flags and the running clock", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The refresh guard's leave prompt is accepted, as a learner confirming the reload would.
  page.on("dialog", (d) => void d.accept());
  await startFromHub(page);
  await expect(page.getByTestId("test-taker-id")).toContainText("MT-");
  expect(await remaining(page)).toBeGreaterThan(3590);
  const [first1, last1] = await partRange(page);
  expect(first1).toBe(1);

  // Part 1: one answer, and question 1 flagged for review.
  await answerOne(page, "lagoon");
  await page.getByTestId("strip-question-1").click();
  await page.getByTestId("flag-toggle").click();
  await expect(page.getByTestId("flag-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("strip-question-1")).toHaveAttribute("data-flagged", "true");

  // The arrow to part 2; part 1's tab now shows answered-of-total.
  await page.getByTestId("part-next").click();
  await expect(page.getByTestId("part-banner")).toContainText("Part 2");
  await expect(page.getByTestId("part-count-1")).toHaveText(`1 of ${last1 - first1 + 1}`);
  const [first2] = await partRange(page);
  await answerOne(page, "Murano");
  await expect(page.getByTestId("part-tabs").locator("[data-answered=true]")).toHaveCount(1);

  // The tab of part 3: one answer, and its first question flagged from the keyboard.
  await page.getByTestId("part-tab-button-3").click();
  await expect(page.getByTestId("part-banner")).toContainText("Part 3");
  const [first3] = await partRange(page);
  expect(first3).toBeGreaterThan(first2);
  await answerOne(page, "1291");
  await page.getByTestId(`strip-question-${first3}`).click();
  await page.getByTestId("flag-toggle").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId(`strip-question-${first3}`)).toHaveAttribute("data-flagged", "true");
  await expect(page.getByTestId("part-count-2")).toContainText("1 of");
  await keepScreenshot(page, "attempts-complete-part3");

  const part3 = await stripState(page);
  const counts = [
    await page.getByTestId("part-count-1").innerText(),
    await page.getByTestId("part-count-2").innerText(),
  ];
  const before = await remaining(page);
  const url = page.url();
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page).toHaveURL(url);

  // Restored: the same part, its answers and flags, and a clock that kept running (not reset to 60:00).
  await expect(page.getByTestId("part-banner")).toContainText("Part 3");
  expect(await stripState(page)).toEqual(part3);
  expect([
    await page.getByTestId("part-count-1").innerText(),
    await page.getByTestId("part-count-2").innerText(),
  ]).toEqual(counts);
  const after = await remaining(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  // Exit Test asks first: the test stays open and its clock keeps running.
  await page.getByTestId("test-exit").click();
  await expect(page.getByTestId("exit-dialog")).toContainText("The clock keeps running while you are away");
  await page.getByTestId("exit-dialog").getByRole("button", { name: "Stay in the test" }).click();
  await expect(page.getByTestId("exit-dialog")).toHaveCount(0);
  // The move back to part 1 reaches the server a moment later (the autosave's debounce); the second tab
  // below reads the server's copy, so it opens only once that save has landed.
  const part1Saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(ROUTES.attemptSave.path) &&
      r.ok() &&
      (JSON.parse(r.request().postData() ?? "{}") as { state?: { currentPart?: number } }).state?.currentPart === 0,
  );
  await page.getByTestId("part-previous").click();
  await page.getByTestId("part-previous").click();
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
  await expect(page.getByTestId("strip-question-1")).toHaveAttribute("data-flagged", "true");
  await expect(page.getByTestId("part-tabs").locator("[data-answered=true]")).toHaveCount(1);

  // A second tab on the same attempt takes it over with everything; the first steps aside and says so.
  await part1Saved;
  const second = await context.newPage();
  await second.goto(url);
  await expect(second.getByTestId("part-banner")).toContainText("Part 1");
  await expect(second.getByTestId("part-tabs").locator("[data-answered=true]")).toHaveCount(1);
  await answerOne(second, "lagoons");
  await expect(second.getByTestId("sync-indicator")).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
  await expect(page.getByTestId("attempt-moved")).toBeVisible({ timeout: 10_000 });
  await keepScreenshot(page, "attempts-moved");
  // "Continue here" takes it back, with the second tab's work; the second tab steps aside in turn.
  await page.getByTestId("attempt-continue-here").click();
  await expect(page.getByTestId("part-banner")).toBeVisible();
  await expect(second.getByTestId("attempt-moved")).toBeVisible({ timeout: 10_000 });
  await second.close();

  // Submit: first the review (per part: answered, unanswered, flagged), then the results; the saved copy goes.
  await page.getByTestId("test-submit").click();
  const review = page.getByTestId("submit-review");
  await expect(review.getByTestId("review-counts-1")).toContainText("1 answered");
  await expect(review.getByTestId("review-counts-1")).toContainText("1 flagged");
  await expect(review.getByTestId("review-counts-3")).toContainText("1 flagged");
  await keepScreenshot(page, "attempts-review");
  await review.getByTestId("submit-confirm").click();
  await expect(page.getByTestId("results-screen")).toBeVisible();
  await expect(page.getByTestId("results-part-0")).toBeVisible();
  await expect(page.getByTestId("results-part-2")).toBeVisible();
  await expect(page.getByTestId("tile-correct")).toContainText("/40");
  await keepScreenshot(page, "attempts-results", { fullPage: true });
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("bandcraft.attempt.")));
  expect(keys).toEqual([]);
});

test("at zero the test submits itself exactly once and shows the results", async ({ page }) => {
  test.setTimeout(60_000);
  page.on("dialog", (d) => void d.accept());
  await startFromHub(page);
  const testTakerId = (await page.getByTestId("test-taker-id").innerText()).replace(/^.*(MT-\S+).*$/, "$1");
  await answerOne(page, "lagoon");
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
  const submits: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(ROUTES.readingSubmit.path)) submits.push(r.postData() ?? "");
  });

  // The server's deadline moves to a few seconds from now; the reopened page counts down to it.
  setAttemptDeadline(testTakerId, Date.now() + 8_000);
  await page.reload();
  await expect(page.getByTestId("test-timer")).toHaveAttribute("data-low", "true");
  expect(await remaining(page)).toBeLessThanOrEqual(8);
  // The warning is a visible banner, and the timer can be hidden without hiding it.
  await expect(page.getByTestId("time-warning")).toContainText("5 minutes remaining");
  await page.getByTestId("timer-toggle").click();
  await expect(page.getByTestId("test-timer")).toHaveAttribute("data-hidden", "true");
  await expect(page.getByTestId("results-screen")).toBeVisible({ timeout: 20_000 });
  // Time keeps passing after zero: still one submission, the learner's own.
  await page.waitForTimeout(1_500);
  expect(submits).toHaveLength(1);
  const body = JSON.parse(submits[0] ?? "{}") as { testTakerID: string; readingPractices: unknown[] };
  expect(body.testTakerID).toBe(testTakerId);
  expect(body.readingPractices).toHaveLength(3);
  await expect(page.getByTestId("results-time-up")).toHaveText(
    "Time is up: your answers were submitted when the clock reached zero.",
  );
});

test("a failed submit keeps the attempt; the retry yields the one record the server kept", async ({ page }) => {
  test.setTimeout(60_000);
  await startFromHub(page);
  await answerOne(page, "lagoon");

  // The first submit reaches the server (which records it), but the learner sees a 503.
  let firstId = "";
  let failed = false;
  await page.route("**/api/reading/submit", async (route) => {
    if (failed) return route.continue();
    failed = true;
    const response = await route.fetch();
    const json = (await response.json()) as { submissionRecord?: { submissionID: string } };
    firstId = json.submissionRecord?.submissionID ?? "";
    await route.fulfill({ status: 503, contentType: "application/json", body: '{"errMsg":"Service Unavailable"}' });
  });
  await page.getByTestId("test-submit").click();
  await page.getByTestId("submit-confirm").click();
  await expect(page.getByTestId("submit-error")).toContainText("503");
  expect(firstId).not.toBe("");
  // Nothing lost: the answer is still there and still saved.
  await expect(page.getByTestId("part-tabs").locator("[data-answered=true]")).toHaveCount(1);
  // Saving is debounced (250 ms after the last change), so wait for it rather than race it.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("bandcraft.attempt.")).length))
    .toBe(1);

  const retried = page.waitForResponse("**/api/reading/submit");
  await page.getByTestId("test-submit").click();
  await page.getByTestId("submit-confirm").click();
  const response = await retried;
  expect(response.status()).toBe(200);
  const json = (await response.json()) as { submissionRecord: { submissionID: string } };
  expect(json.submissionRecord.submissionID).toBe(firstId);
  await expect(page.getByTestId("submission-id")).toHaveText(firstId);
});

test("opened at an address that names no attempt, it offers a new test and says it spends tokens", async ({ page }) => {
  await page.goto("/multi-test/multi_123");
  await expect(page.getByTestId("multi-start")).toContainText("spends three tokens");
  await page.getByTestId("multi-start-fresh").click();
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
  await expect(page).toHaveURL(/\/multi-test\/MT-[0-9A-Z]{24,}$/);
});

test("the single test keeps its attempt across a reload too", async ({ page }) => {
  page.on("dialog", (d) => void d.accept());
  await page.goto("/reading");
  await page.getByTestId("reading-action-single").getByRole("button").click();
  // A passage with short-answer questions, so it surely has a text box to answer (a random pick may have
  // only drag-and-drop sections).
  await page.getByTestId("filter-type-SHORT_ANSWER_QUESTIONS").click();
  await page.getByTestId("filter-start").click();
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  const strip = page.getByTestId("bottom-strip");
  await answerOne(page, "lagoon");
  await expect(strip.locator("[data-answered=true]")).toHaveCount(1);
  const first = strip.locator("[data-testid^=strip-question-]").first();
  await first.click();
  await page.getByTestId("flag-toggle").click();
  await expect(first).toHaveAttribute("data-flagged", "true");
  const id = await page.getByTestId("test-taker-id").innerText();
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page.getByTestId("test-taker-id")).toHaveText(id);
  await expect(strip.locator("[data-answered=true]")).toHaveCount(1);
  await expect(strip.locator("[data-testid^=strip-question-]").first()).toHaveAttribute("data-flagged", "true");
});
