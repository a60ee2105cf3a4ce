import { ROUTES } from "@bandcraft/contract/routes";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { TReadingPractice } from "../../packages/contract/src/reading";
import { samplePractice } from "../../packages/domain/src/testing/sample-practice";
import { solidPng } from "../../packages/domain/src/testing/solid-png";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { dragSelect } from "../fixtures/drag-select";
import { freshLearnerContext } from "../fixtures/fresh-learner";
import { keepScreenshot } from "../fixtures/screenshot";
import { expectInert, LITERAL, watchForXss, XSS_PAYLOADS, xssFindings, xssText } from "../fixtures/xss";

const STAMP = `xss${Date.now().toString(36)}`;

/** Fields that are identifiers or enumerations, not text a person reads: left as they are. */
const NOT_TEXT = new Set(["questionType", "completionType", "picURL", "hint", "pageType", "paragraph"]);

/** Appends the payloads to every text of a value (object keys, such as option letters, stay). */
function withPayloads<T>(value: T, label: string): T {
  if (typeof value === "string") return `${value} ${xssText(label)}` as T;
  if (Array.isArray(value)) return value.map((v, i) => withPayloads(v, `${label}.${i}`)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, NOT_TEXT.has(k) ? v : withPayloads(v, `${label}.${k}`)]),
    ) as T;
  }
  return value;
}

/**
 * The sample practice (every question type: options, headings, features, endings, word bank, statements,
 * diagram labels) with the payloads in its title, description, paragraphs and every question text, and
 * in the explanations shown on review (a quote that is itself a payload, so review marks it in the text).
 */
function hostilePractice(): Omit<TReadingPractice, "readingPracticeID"> {
  const { readingPracticeID: _id, answers, explanations: _e, ...sample } = samplePractice();
  const practice = withPayloads({ ...sample, description: "About glass." }, "field");
  return {
    ...practice,
    title: `Stored XSS ${STAMP} ${xssText("title")}`,
    level: 0,
    pageType: "ActualTest",
    answers,
    explanations: {
      question_1: { paragraph: "A", quote: XSS_PAYLOADS[0], note: xssText("explanation") },
      question_24: { paragraph: "C", quote: XSS_PAYLOADS[2], note: xssText("explanation") },
    },
  };
}

/** Adds a Task 1 (with a real picture) whose title, content and requirement carry the payloads. */
async function addHostileWritingTask(page: Page): Promise<string> {
  const writingData = JSON.stringify({
    writingPractices: {
      part: 1,
      // Titles hold 200 characters: the first three payloads fit.
      title: `Stored XSS task ${STAMP} writing title ${XSS_PAYLOADS.slice(0, 3).join(" ")}`,
      content: xssText("writing content"),
      requirement: xssText("writing requirement"),
      theme: ["bar_chart"],
    },
  });
  return page.evaluate(
    // The path goes in as an argument: the function runs in the page, where the contract is not loaded.
    async ([data, png, path]) => {
      const session = JSON.parse(localStorage.getItem("bandcraft.session") ?? "{}") as { token?: string };
      const form = new FormData();
      form.append("writingData", data);
      form.append("pic", new Blob([new Uint8Array(png)], { type: "image/png" }), "chart.png");
      const res = await fetch(path, {
        method: "POST",
        headers: { Authorization: `Bearer ${session.token ?? ""}` },
        body: form,
      });
      return `${res.status} ${await res.text()}`;
    },
    [writingData, [...solidPng(120, 80)], ROUTES.adminWritingAdd.path] as const,
  );
}

/** How many lines the text of an element is laid out on. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });

/** How many separate places on the screen show a payload as literal text. */
const literalCount = (page: Page) => page.getByText(LITERAL, { exact: false }).count();

test.describe.configure({ mode: "serial" });

let practiceId = "";
let learnerContext: BrowserContext;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await context.newPage();
  await admin.goto("/");
  const saved = await callApi(admin, "/admin/reading/modify", hostilePractice());
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  practiceId = String(saved.body.readingPracticeID);
  expect(await addHostileWritingTask(admin)).toMatch(/^200 /);
  await context.close();
  learnerContext = await freshLearnerContext(browser, "xss-learner", { viewport: { width: 1366, height: 900 } });
});

test.afterAll(async ({ browser }) => {
  await learnerContext?.close();
  // The test leaves the bank as it found it: a random start elsewhere must not pick it.
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await context.newPage();
  await admin.goto("/");
  await callApi(admin, "/admin/reading/delete", { readingPracticeID: practiceId });
  await context.close();
});

test("the detector sees a payload that does become markup (so a pass below means something)", async ({ page }) => {
  const watch = await watchForXss(page);
  await page.goto("/");
  await expect(page.locator("#root > *").first()).toBeAttached();
  await page.evaluate((html) => {
    const probe = document.createElement("div");
    probe.innerHTML = html;
    document.body.append(probe);
  }, XSS_PAYLOADS.join(" "));
  await expect.poll(async () => (await xssFindings(page, watch)).cspViolations.length).toBeGreaterThan(0);
  const found = await xssFindings(page, watch);
  expect(found.handlerAttributes).toEqual(expect.arrayContaining(["img[onerror]", "svg[onload]"]));
  expect(found.dangerousElements.length).toBeGreaterThanOrEqual(3);
  // The CSP (no inline scripts) is the second wall: even markup that got in could not run.
  expect(found.xss).toBeUndefined();
  expect(found.dialogs).toEqual([]);
});

test("the administrator's test list and reading editor show the payloads as text", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const watch = await watchForXss(page);

  await page.goto("/admin?view=reading-tests");
  await page.getByTestId("test-list-search").click();
  await page.getByTestId("test-search-input").fill(STAMP);
  await page.keyboard.press("Enter");
  const card = page.getByTestId("test-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${LITERAL}"window.__xss=1;alert(1)">`);
  await expect(card).toContainText("<script>window.__xss=1</script>");
  await keepScreenshot(page, "admin-test-list");
  await expectInert(page, watch, "admin test list");

  await page.goto("/admin?view=reading-editor");
  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill(practiceId);
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(practiceId);
  await expect(page.getByTestId("reading-editor-title")).toHaveValue(new RegExp(`Stored XSS ${STAMP} title <img`));
  await expect(page.getByTestId("paragraph-content-0")).toHaveValue(/<script>window.__xss=1<\/script>/);
  await keepScreenshot(page, "admin-reading-editor", { fullPage: true });
  await expectInert(page, watch, "admin reading editor");
  await context.close();
});

test("a learner's test, note, results, review and records show the payloads as text", async () => {
  test.setTimeout(90_000);
  const page = await learnerContext.newPage();
  const watch = await watchForXss(page);

  await page.goto(`/test/${practiceId}`);
  await expect(page.getByTestId("strip-question-24")).toBeVisible();
  await expect(page.getByTestId("hl-text-passage-0")).toContainText(`${LITERAL}"window.__xss=1;alert(1)">`);
  await expect(page.getByTestId("hl-text-passage-0")).toContainText("{{constructor.constructor('window.__xss=1')()}}");
  // Title, paragraphs, instructions and the texts of every question type: dozens of places.
  expect(await literalCount(page)).toBeGreaterThan(20);
  await expectInert(page, watch, "test screen");
  await keepScreenshot(page, "test-screen");

  // A note with the payloads, made through the highlighter, and an answer typed with them.
  const note = xssText("note");
  await dragSelect(page, "passage-1", 0, 5);
  await page.getByTestId("hl-tooltip").getByRole("button", { name: "Note" }).click();
  await page.getByTestId("hl-editor").getByRole("textbox", { name: "Note" }).fill(note);
  await page.getByTestId("hl-editor").getByRole("textbox", { name: "Note" }).press("Control+Enter");
  const mark = page.getByTestId("hl-text-passage-1").getByTestId("hl-mark");
  await expect(mark).toHaveAttribute("title", note);
  await mark.hover();
  const answer = xssText("answer");
  await page.getByTestId("short-answer-23").fill(answer);
  await expect(page.getByTestId("short-answer-23")).toHaveValue(answer);
  await expectInert(page, watch, "test screen with a note");

  const submitted = page.waitForRequest("**/api/reading/submit");
  await page.getByTestId("test-submit").click();
  await page.getByTestId("submit-confirm").click();
  const testTakerID = String((await submitted).postDataJSON().testTakerID);
  await expect(page.getByTestId("results-screen")).toBeVisible();
  await expect(page.getByTestId("results-screen")).toContainText(`answer ${LITERAL}`);
  await keepScreenshot(page, "results", { fullPage: true });
  await expectInert(page, watch, "results");

  await page.goto(`/review/${testTakerID}/${practiceId}`);
  await expect(page.getByTestId("review-strip")).toBeVisible();
  // The learner's note is still the mark's tooltip text, as typed.
  const reviewMark = page.locator("mark").filter({ hasText: /^Roman$/ });
  await expect(reviewMark).toHaveAccessibleDescription(note);
  // Showing an explanation marks its quote (itself a payload) in the passage and opens its note.
  await page.getByTestId("show-in-passage-1").click();
  await expect(page.getByTestId("explanation-note-1")).toContainText(`explanation ${LITERAL}`);
  await expect(page.getByTestId("explanation-mark")).toHaveText(XSS_PAYLOADS[0]);
  expect(await literalCount(page)).toBeGreaterThan(20);
  await keepScreenshot(page, "review");
  await expectInert(page, watch, "review");

  await page.goto("/practice-records");
  const record = page.getByTestId("record-card").first();
  await expect(record.getByTestId("record-title")).toContainText(`${LITERAL}"window.__xss=1;alert(1)">`);
  await record.getByRole("button", { name: "View Answers" }).click();
  const details = page.getByTestId("answer-details-dialog");
  await expect(details).toContainText(`answer ${LITERAL}`);
  // A long answer wraps in its own cell; the number and the key beside it stay whole on one line.
  const row23 = details.getByTestId("answer-row").nth(22);
  await row23.scrollIntoViewIfNeeded();
  expect(await lineCount(row23.locator("th span[aria-hidden]"))).toBe(1);
  expect(await lineCount(row23.locator("td").nth(1))).toBe(1);
  expect(await lineCount(row23.locator("td").first())).toBeGreaterThan(1);
  await keepScreenshot(page, "records-answers", { animations: "disabled" });
  await expectInert(page, watch, "practice records");
  await page.close();
});

test("a writing task and an essay with the payloads read as text in the list, the editor and My essays", async () => {
  test.setTimeout(60_000);
  const page = await learnerContext.newPage();
  const watch = await watchForXss(page);

  await page.goto("/writing/practices");
  const row = page.getByTestId("writing-row").filter({ hasText: STAMP });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`writing title ${LITERAL}`);
  await keepScreenshot(page, "writing-list");
  await expectInert(page, watch, "writing practices list");

  await row.getByTestId("writing-row-open").click();
  await page.getByTestId("start-confirm").click();
  await expect(page.getByText(`writing content ${LITERAL}`, { exact: false }).first()).toBeVisible();
  const essay = xssText("essay");
  await page.getByLabel("Your essay").fill(essay);
  await expectInert(page, watch, "writing editor");
  await keepScreenshot(page, "writing-editor");

  await page.getByTestId("save-essay").click();
  await expect(page.getByTestId("save-result")).toContainText("Saved to My essays.");
  await page.getByTestId("save-result").getByRole("link").click();
  const card = page.getByTestId("essay-card").first();
  await expect(card).toContainText(STAMP);
  await expectInert(page, watch, "My essays");
  await card.getByTestId("essay-open").click();
  await expect(page.getByTestId("essay-text")).toContainText(`essay ${LITERAL}`);
  await keepScreenshot(page, "essay-view", { fullPage: true });
  await expectInert(page, watch, "essay view");
  await page.close();
});
