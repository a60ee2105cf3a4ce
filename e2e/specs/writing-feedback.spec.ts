import { expect, type Page, test } from "@playwright/test";
import { LEARNER_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { OTHER_TASK, PLANTED_ESSAY, PLANTED_TASK } from "../fixtures/essays";
import { freshLearnerContext } from "../fixtures/fresh-learner";
import { keepScreenshot } from "../fixtures/screenshot";

test.use({ storageState: LEARNER_STATE });

/** Opens a Task 2 from the bank in the editor. */
async function openTask(page: Page, title: string) {
  await page.goto("/writing/practices");
  await page.getByTestId("task-switch-2").click();
  await page.getByRole("button", { name: title }).click();
  await page.getByTestId("start-confirm").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Task 2");
}

/**
 * Clicks "Check my essay" and answers the milliseconds from the click to the first issue shown, timed in the
 * page (performance.now() at the click and when the first issue enters the DOM).
 */
async function timedFirstFeedback(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __feedbackShown?: number; __checkClicked?: number };
    const button = document.querySelector('[data-testid="check-essay"]');
    button?.addEventListener(
      "click",
      () => {
        w.__checkClicked = performance.now();
      },
      { capture: true, once: true },
    );
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="feedback-issue"]')) {
        w.__feedbackShown = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId("check-essay").click();
  await expect(page.getByTestId("feedback-issue").first()).toBeVisible({ timeout: 20_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __feedbackShown?: number; __checkClicked?: number };
    return Math.round((w.__feedbackShown ?? Number.NaN) - (w.__checkClicked ?? Number.NaN));
  });
}

test("a learner checks a Task 2 essay, fixes an error in one click, saves it and finds it in My essays", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openTask(page, PLANTED_TASK);
  const essay = page.getByLabel("Your essay");
  await essay.fill(PLANTED_ESSAY);
  await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", "351");
  await expect(page.getByTestId("spelling-select")).toHaveValue("british");

  // Cold: the first check of this page loads harper.js and its WebAssembly in the worker. The time is
  // reported, not asserted: a test's pass must not depend on the machine's speed (speed is the bench's).
  const coldMs = await timedFirstFeedback(page);
  test.info().annotations.push({ type: "cold first feedback, 351-word essay", description: `${coldMs} ms` });

  // The three planted errors, flagged inline and listed.
  const issues = page.getByTestId("feedback-issue");
  await expect(issues).toHaveCount(3);
  await expect(page.getByTestId("essay-mark")).toHaveText(["go", "a", "recieve"]);
  await expect(issues.nth(0)).toContainText("Agreement");
  await expect(issues.nth(1)).toContainText("Incorrect indefinite article");
  await expect(issues.nth(2)).toContainText("recieve");
  await expect(page.getByTestId("side-tab-feedback")).toHaveAttribute("aria-selected", "true");

  // The indicators, under the four criteria, each with what it measures and why; never a band.
  for (const [criterion, heading] of [
    ["task", "Task response"],
    ["coherence", "Coherence and cohesion"],
    ["lexical", "Lexical resource"],
    ["grammar", "Grammatical range and accuracy"],
  ] as const) {
    await expect(page.getByTestId(`criterion-${criterion}`).getByRole("heading", { level: 4 })).toHaveText(heading);
  }
  const wordCount = page.locator('[data-testid="indicator"][data-id="wordCount"]');
  await expect(wordCount.getByTestId("indicator-value")).toHaveText("351 words");
  await expect(wordCount).toContainText("Target: ≥ 250 words");
  await expect(wordCount).toContainText("Why it matters");
  await expect(page.locator('[data-testid="indicator"][data-id="spellingIssues"]')).toHaveAttribute(
    "data-status",
    "check",
  );
  await expect(page.locator('[data-testid="indicator"][data-id="complexSentences"]')).toContainText("Heuristic");
  await expect(page.getByTestId("feedback-panel")).not.toContainText(/band\s*\d|score:\s*\d/i);
  await keepScreenshot(page, "feedback-editor-light", { animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // "Show in essay" selects the span; the issue under the caret is offered under the essay.
  await issues.nth(0).getByTestId("issue-show").click();
  await expect(essay).toBeFocused();
  expect(await essay.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe(
    "go",
  );
  await expect(page.getByTestId("caret-issue")).toContainText("Agreement at the cursor");

  // One click applies a suggestion: the text changes, the draft keeps it, and the essay is checked again.
  await issues.nth(2).getByRole("button", { name: "Replace “recieve” with “receive”" }).click();
  await expect(essay).toHaveValue(PLANTED_ESSAY.replace("recieve", "receive"));
  await expect(issues).toHaveCount(2);
  await expect(page.getByTestId("essay-mark")).toHaveText(["go", "a"]);
  await expect(page.getByTestId("feedback-status")).toContainText("2 grammar or spelling issues");

  // A warm check is quick.
  const warmStart = Date.now();
  await page.getByTestId("check-essay").click();
  await expect(page.getByTestId("feedback-status")).toContainText("2 grammar or spelling issues");
  console.log(`warm check: ${Date.now() - warmStart} ms`);

  // Save the essay; after a reload it is in My essays.
  await page.getByTestId("save-essay").click();
  await expect(page.getByTestId("save-result")).toContainText("Saved to My essays.");
  await page.reload();
  await expect(essay).toHaveValue(PLANTED_ESSAY.replace("recieve", "receive"));
  // After the reload the editor no longer knows this text was saved, so leaving asks first, as Back does.
  await page.getByTestId("writing-my-essays").click();
  await expect(page.getByTestId("leave-dialog")).toBeVisible();
  await page.getByTestId("leave-confirm").click();
  await expect(page).toHaveURL(/\/writing\/essays$/);
  const card = page.getByTestId("essay-card").filter({ hasText: PLANTED_TASK }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("Task 2");
  await expect(card.getByTestId("essay-words")).toHaveText("351");
  await expect(card.getByTestId("essay-excerpt")).toContainText("In many countries");
  await expect(card.getByTestId("summary-figures")).toContainText("Grammar issues");
  await keepScreenshot(page, "my-essays-light", { fullPage: true, animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // Read-only: the whole text and the summary saved with it.
  await card.getByTestId("essay-open").click();
  await expect(page.getByTestId("essay-title")).toHaveText(PLANTED_TASK);
  await expect(page.getByTestId("essay-text")).toContainText("before they receive a qualification");
  await expect(page.getByTestId("essay-view").getByRole("textbox")).toHaveCount(0);
  await expect(page.getByTestId("summary-figures")).toContainText("Spelling issues");
  await keepScreenshot(page, "essay-view-light", { fullPage: true, animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // As a new draft: the editor opens on the task with the text.
  await page.getByTestId("essay-as-draft").click();
  await expect(page).toHaveURL(/\/writing\/practices\?task=bandcraft-writing-task2-adults-retraining-college$/);
  // The editor's own box: while its screen loads, the essay page (whose "Your essay" section has that name too)
  // is still up, and a look-up by label could find the section.
  await expect(page.getByTestId("essay-input")).toHaveValue(PLANTED_ESSAY.replace("recieve", "receive"));
});

test("My essays: another essay is deleted after a confirmation; an unknown id is not found", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTask(page, OTHER_TASK);
  await page.getByLabel("Your essay").fill("Young adults often feel lonely when they move to a new city for work.");
  await page.getByTestId("save-essay").click();
  await expect(page.getByTestId("save-result")).toContainText("Saved to My essays.");

  await page.goto("/writing/essays");
  const cards = page.getByTestId("essay-card");
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const other = cards.filter({ hasText: OTHER_TASK }).first();
  await expect(other.getByTestId("summary-figures")).toHaveCount(0);
  // Cancelling keeps it; confirming deletes it.
  await other.getByTestId("essay-delete").click();
  await expect(page.getByTestId("delete-essay-dialog")).toContainText("Delete this essay?");
  await page.getByTestId("delete-cancel").click();
  await expect(cards).toHaveCount(before);
  await other.getByTestId("essay-delete").click();
  await page.getByTestId("delete-confirm").click();
  await expect(page.getByTestId("delete-essay-dialog")).toHaveCount(0);
  await expect(cards).toHaveCount(before - 1);
  await expect(page.getByTestId("essay-card").filter({ hasText: OTHER_TASK })).toHaveCount(0);

  await page.goto("/writing/essays/essay-not-a-real-id");
  await expect(page.getByTestId("essay-not-found")).toContainText("Essay not found");
});

test("an empty essay gets a friendly message instead of feedback", async ({ browser }) => {
  // A learner of its own: drafts follow their learner, so another test's essay for this task would open here.
  const context = await freshLearnerContext(browser, "empty-essay");
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 860 });
  await openTask(page, OTHER_TASK);
  await page.getByTestId("check-essay").click();
  await expect(page.getByTestId("feedback-empty")).toContainText("Nothing to check yet");
  await expect(page.getByTestId("feedback-indicators")).toHaveCount(0);
  await page.getByLabel("Your essay").fill("   \n\n  ");
  await page.getByTestId("check-essay").click();
  await expect(page.getByTestId("feedback-empty")).toBeVisible();
  await keepScreenshot(page, "feedback-empty", { animations: "disabled" });
  await context.close();
});

test("pasted HTML, emoji and a very long word: feedback still works and nothing is rendered as HTML", async ({
  page,
}) => {
  test.setTimeout(60_000);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1280, height: 860 });
  await openTask(page, OTHER_TASK);
  const hostile =
    "<img src=x onerror=alert(1)> Many young people feel lonly in big cities 😀 because they work long hours.\n\n" +
    `<script>alert(2)</script> ${"a".repeat(400)} Friends and family can help them, but it take time.`;
  await page.getByLabel("Your essay").fill(hostile);
  await page.getByTestId("check-essay").click();
  await expect(page.getByTestId("feedback-issue").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("feedback-issue").filter({ hasText: "lonly" })).toHaveCount(1);
  await expect(page.getByTestId("essay-marks")).toContainText("<img src=x onerror=alert(1)>");
  await expect(page.getByTestId("feedback-indicators")).toBeVisible();
  await expect(page.getByTestId("writing-editor").locator("img, script")).toHaveCount(0);
  await expect(page.getByLabel("Your essay")).toHaveValue(hostile);
  await keepScreenshot(page, "feedback-hostile", { animations: "disabled" });

  // Saved and read back: still text.
  await page.getByTestId("save-essay").click();
  await expect(page.getByTestId("save-result")).toContainText("Saved to My essays.");
  await page.getByTestId("save-result").getByRole("link").click();
  await page.getByTestId("essay-card").first().getByTestId("essay-open").click();
  await expect(page.getByTestId("essay-text")).toContainText("<img src=x onerror=alert(1)>");
  await expect(page.getByTestId("essay-text").locator("img, script")).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
});

test("dark theme: the editor with feedback and My essays have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.setViewportSize({ width: 1366, height: 900 });
  await openTask(page, PLANTED_TASK);
  await page.getByLabel("Your essay").fill(PLANTED_ESSAY);
  await page.getByTestId("check-essay").click();
  await expect(page.getByTestId("feedback-issue")).toHaveCount(3, { timeout: 20_000 });
  await page.getByTestId("feedback-issue").nth(2).getByTestId("issue-show").click();
  await keepScreenshot(page, "feedback-editor-dark", { animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // Typing before every mark moves them all; the longest event (Event Timing API) is reported, not
  // asserted, as above (a slower CI machine once measured 56 ms against a 50 ms line).
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  const essay = page.getByLabel("Your essay");
  await essay.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.setSelectionRange(0, 0);
  });
  await page.keyboard.type("Today, ", { delay: 30 });
  await expect(page.getByTestId("essay-mark")).toHaveText(["go", "a", "recieve"]);
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  test.info().annotations.push({ type: "longest typing event, 3 marks shown", description: `${longest} ms` });
  await page.getByTestId("save-essay").click();
  await expect(page.getByTestId("save-result")).toContainText("Saved to My essays.");
  await page.goto("/writing/essays");
  await expect(page.getByTestId("essay-card").first()).toBeVisible();
  await keepScreenshot(page, "my-essays-dark", { fullPage: true, animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);
});
