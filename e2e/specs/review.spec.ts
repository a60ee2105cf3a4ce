import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { post, submitPractice, tokenOf } from "../fixtures/attempts";
import { CANDIDATE_STATE } from "../fixtures/candidate";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

// The complete-test learner: privilege 3 (no tokens spent) and no spec counting its records.
test.use({ storageState: CANDIDATE_STATE });

/** A bank passage of 13 questions (14–26) whose key and explanations are plain question_N entries. */
const PRACTICE = "bandcraft-test-4-part-2";
const GREEN = "rgb(23, 116, 59)";

type TBankPractice = {
  title: string;
  paragraphInfo: { hint: string; content: string }[];
  answers: Record<string, string | string[]>;
  explanations: Record<string, { paragraph: string; quote: string; note: string }>;
};

/** The passage with its key and explanations, as the admin sees it. */
async function bankPractice(request: APIRequestContext): Promise<TBankPractice> {
  const body = await post<{ readingPractice: TBankPractice }>(request, tokenOf(ADMIN_STATE), "/admin/reading/single", {
    practiceID: PRACTICE,
  });
  return body.readingPractice;
}

const firstOf = (value: string | string[] | undefined) => (typeof value === "string" ? value.split("|")[0] : "") ?? "";

/** Starts the passage and submits one paper for it (with one highlight carrying a note); returns its test-taker id. */
async function submitPaper(request: APIRequestContext, answers: Record<string, string>, paragraph: string) {
  const note = "My own note";
  const item = {
    id: "hl-e2e-1",
    text: paragraph.slice(0, 12),
    start: 0,
    end: 12,
    note,
    componentId: "passage-0",
    globalOffset: 0,
    localStart: 0,
    localEnd: 12,
    timestamp: Date.now(),
    context: { before: "", after: paragraph.slice(12, 17), totalLength: paragraph.length },
  };
  const { attempt } = await submitPractice(request, tokenOf(CANDIDATE_STATE), PRACTICE, {
    answers,
    highlights: [item],
  });
  return { testTakerID: attempt.testTakerID, note, highlighted: item.text };
}

const stripButton = (page: Page, n: number) => page.getByTestId(`review-strip-${n}`);

test("review shows the marks, the summary, the learner's highlights and the explanation in the passage", async ({
  page,
  request,
}) => {
  const practice = await bankPractice(page.request);
  // 14 right, 15 wrong, 16 and later left blank: 1 of 13, a red summary.
  const right = firstOf(practice.answers.question_14);
  const wrong = firstOf(practice.answers.question_15) === "TRUE" ? "FALSE" : "TRUE";
  const paper = await submitPaper(request, { "14": right, "15": wrong }, practice.paragraphInfo[0]?.content ?? "");

  await page.goto(`/review/${paper.testTakerID}/${PRACTICE}`);
  await expect(page.getByTestId("review-strip")).toBeVisible();

  await expect(stripButton(page, 14)).toHaveAttribute("data-status", "correct");
  await expect(stripButton(page, 14)).toHaveAccessibleName("Question 14: correct");
  await expect(page.getByTestId("review-symbol-14")).toHaveText("✓");
  await expect(stripButton(page, 14)).toHaveCSS("background-color", GREEN);
  await expect(stripButton(page, 15)).toHaveAttribute("data-status", "incorrect");
  await expect(page.getByTestId("review-symbol-15")).toHaveText("✗");
  await expect(stripButton(page, 15)).toHaveCSS("background-color", "rgb(180, 35, 24)");
  await expect(stripButton(page, 16)).toHaveAttribute("data-status", "unanswered");
  await expect(page.getByTestId("review-symbol-16")).toHaveText("?");

  const summary = page.getByTestId("review-summary");
  await expect(page.getByTestId("review-summary-correct")).toHaveText("1");
  await expect(page.getByTestId("review-summary-total")).toHaveText("13");
  await expect(page.getByTestId("review-summary-percent")).toHaveText("7.7%");
  await expect(summary).toHaveAttribute("data-passed", "false");
  await expect(page.getByTestId("review-summary-percent")).toHaveCSS("color", "rgb(180, 35, 24)");

  // The modules render review mode: the key of the wrong answer is shown; nothing can be changed.
  await expect(page.getByTestId("review-15")).toHaveAttribute("data-status", "incorrect");
  await expect(page.getByTestId("question-panel").locator("input:not([disabled]), select:not([disabled])")).toHaveCount(
    0,
  );

  // The learner's highlight and note come back, read-only.
  const own = page.getByTestId("hl-text-passage-0").locator("mark[data-note]");
  await expect(own).toHaveText(paper.highlighted);
  // Its note is the mark's tooltip, shown on keyboard focus as on hover or a tap.
  await expect(own).toHaveAccessibleDescription(paper.note);
  await own.focus();
  await expect(page.getByRole("tooltip")).toHaveText(paper.note);

  // The strip jumps to a question.
  await stripButton(page, 26).click();
  await expect(page.locator("#question-26")).toBeInViewport();
  await keepScreenshot(page, "review-light");

  // Show in passage: the explanation's quote is marked in its paragraph and the note shows beside the question.
  const explanation = practice.explanations.question_15;
  if (!explanation) throw new Error("the passage has no explanation for question 15");
  await page.getByTestId("show-in-passage-15").click();
  const mark = page.getByTestId("explanation-mark");
  await expect(mark.first()).toBeInViewport();
  const marked = (await mark.allTextContents()).join("");
  expect(marked).toBe(explanation.quote);
  await expect(page.getByTestId("explanation-note-15")).toContainText(explanation.note);
  await expect(page.getByTestId("show-in-passage-15")).toHaveAttribute("aria-pressed", "true");
  await keepScreenshot(page, "review-show-in-passage");
  // Pressed again, the mark goes.
  await page.getByTestId("show-in-passage-15").press("Enter");
  await expect(mark).toHaveCount(0);
});

test("a full marks paper shows a green summary; Retry this passage starts it again", async ({ page, request }) => {
  const practice = await bankPractice(page.request);
  const answers: Record<string, string> = {};
  for (let n = 14; n <= 26; n++) answers[n] = firstOf(practice.answers[`question_${n}`]);
  const paper = await submitPaper(request, answers, practice.paragraphInfo[0]?.content ?? "");
  await page.goto(`/review/${paper.testTakerID}/${PRACTICE}`);
  await expect(page.getByTestId("review-summary")).toHaveAttribute("data-passed", "true");
  await expect(page.getByTestId("review-summary-percent")).toHaveText("100%");
  await expect(page.getByTestId("review-summary-percent")).toHaveCSS("color", GREEN);

  const started = page.waitForRequest("**/api/reading/single");
  await page.getByTestId("review-retry-passage").click();
  // A start says what it starts before it spends.
  const confirm = page.getByTestId("spend-confirm");
  await expect(confirm).toContainText(practice.title);
  await confirm.getByTestId("spend-confirm-start").click();
  expect((await started).postDataJSON()).toEqual({ practiceID: PRACTICE });
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  await expect(page.getByTestId("passage-panel")).toBeVisible();
});

test("a refused retry shows the server's message", async ({ page, request }) => {
  const practice = await bankPractice(page.request);
  const paper = await submitPaper(request, {}, practice.paragraphInfo[0]?.content ?? "");
  await page.route("**/api/reading/single", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ statusCode: 403, errMsg: "No tokens left today" }),
    }),
  );
  await page.goto(`/review/${paper.testTakerID}/${PRACTICE}`);
  await page.getByTestId("review-retry-passage").click();
  await page.getByTestId("spend-confirm").getByTestId("spend-confirm-start").click();
  await expect(page.getByTestId("spend-confirm")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toContainText("No tokens left today");
});

test("a 429 is retried automatically; errors offer Back to Records", async ({ page, request }) => {
  const practice = await bankPractice(page.request);
  const paper = await submitPaper(request, {}, practice.paragraphInfo[0]?.content ?? "");
  let calls = 0;
  await page.route("**/api/reading/review", async (route) => {
    calls += 1;
    if (calls === 1) {
      return route.fulfill({ status: 429, contentType: "application/json", body: '{"statusCode":429,"errMsg":""}' });
    }
    return route.continue();
  });
  await page.goto(`/review/${paper.testTakerID}/${PRACTICE}`);
  await expect(page.getByTestId("review-loading")).toBeVisible();
  await expect(page.getByTestId("review-strip")).toBeVisible({ timeout: 10_000 });
  expect(calls).toBe(2);

  // Someone else's (or an unknown) submission: the server's 404, with the way back.
  await page.goto(`/review/TT-nosuchthing/${PRACTICE}`);
  await expect(page.getByTestId("review-error-message")).toHaveText("HTTP error! status 404");
  await expect(page.getByTestId("review-error-retry")).toHaveCount(0);
  await page.getByTestId("review-error-back").click();
  await expect(page).toHaveURL(/\/practice-records$/);
});

test("signed out, the review asks for a login", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`/review/TT-whatever1/${PRACTICE}`);
  await expect(page.getByTestId("review-auth-required")).toContainText("Authentication Required");
  await context.close();
});

test("screenshots: dark and Chinese", async ({ page, request }) => {
  const practice = await bankPractice(page.request);
  const paper = await submitPaper(
    request,
    { "14": firstOf(practice.answers.question_14), "15": "TRUE", "18": "A" },
    practice.paragraphInfo[0]?.content ?? "",
  );
  await presetStorage(page, { theme: "dark" });
  await page.goto(`/review/${paper.testTakerID}/${PRACTICE}`);
  await page.getByTestId("show-in-passage-14").click();
  await expect(page.getByTestId("explanation-mark").first()).toBeInViewport();
  await keepScreenshot(page, "review-dark");

  await presetStorage(page, { language: "zh", theme: "light" });
  await page.reload();
  await expect(page.getByTestId("review-back")).toHaveText("返回练习记录");
  await page.getByTestId("show-in-passage-15").click();
  await expect(page.getByTestId("explanation-mark").first()).toBeInViewport();
  await keepScreenshot(page, "review-zh");
});

test("on a phone, Show in passage brings the passage pane forward at the marked quote", async ({ page, request }) => {
  const practice = await bankPractice(page.request);
  const paper = await submitPaper(request, { "15": "TRUE" }, practice.paragraphInfo[0]?.content ?? "");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/review/${paper.testTakerID}/${PRACTICE}`);
  await page.getByTestId("pane-tab-questions").click();
  await page.getByTestId("show-in-passage-15").click();
  await expect(page.getByTestId("pane-tab-passage")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("explanation-mark").first()).toBeInViewport();
  await keepScreenshot(page, "review-phone-show-in-passage");
});
