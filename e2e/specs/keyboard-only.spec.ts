import { expect, type Page, test } from "@playwright/test";
import {
  answerByKeyboard,
  answerKeys,
  chipFor,
  expectFocusVisible,
  keyedQuestions,
  type TKeyedQuestion,
  tabTo,
} from "../fixtures/keyboard";
import { KEYBOARDER_STATE } from "../fixtures/keyboarder";

// A learner with privilege 3 (no tokens spent) whose newest record is always the journey's own. Every
// action below is a key press: no click, no fill, no focus() (a keyboard-only learner).
test.use({ storageState: KEYBOARDER_STATE });

/** The question numbers a key's entries cover: "choose TWO" at 3 covers 3 and 4. */
const numbersOf = (questions: readonly TKeyedQuestion[]) =>
  questions.flatMap((q) => (Array.isArray(q.answer) ? q.answer.map((_, i) => q.number + i) : [q.number]));

/** "17 out of 40 correct (42.5%)" → 17. */
async function correctOnResults(page: Page): Promise<number> {
  const text = await page.getByTestId("results-summary").innerText();
  const match = /^(\d+) out of (\d+) correct/.exec(text);
  if (!match) throw new Error(`no score in "${text}"`);
  return Number(match[1]);
}

/**
 * From the results to the review of the newest record, by keyboard: Return to Home, the Reading card, the
 * records card, the newest record's Review, and for a complete test the first passage in the dialog.
 */
async function reviewNewestByKeyboard(page: Page, fullTest: boolean) {
  await tabTo(page, page.getByTestId("results-home"));
  await expectFocusVisible(page, "Return to Home");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await tabTo(page, page.getByTestId("skill-reading").getByRole("button"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reading$/);
  await tabTo(page, page.getByTestId("reading-action-records").getByRole("button"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/practice-records$/);
  const review = page.getByTestId("record-card").first().getByRole("button", { name: "Review" });
  await tabTo(page, review);
  await expectFocusVisible(page, "the newest record's Review");
  await page.keyboard.press("Enter");
  if (fullTest) {
    // The dialog puts the focus on its first passage, part 1.
    const first = page.getByTestId("choose-review-dialog").getByTestId("choose-passage").first();
    await expect(first).toBeFocused();
    await expectFocusVisible(page, "the first passage in the choose dialog");
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/\/review\//);
  await expect(page.getByTestId("review-strip")).toBeVisible();
}

/** Every answered question shows as correct; the strip's buttons jump to the first and the last. */
async function moveThroughReview(page: Page, numbers: readonly number[]) {
  for (const n of numbers) {
    await expect(page.getByTestId(`review-strip-${n}`), `question ${n} in the review`).toHaveAttribute(
      "data-status",
      "correct",
    );
  }
  for (const n of [numbers[numbers.length - 1], numbers[0]]) {
    const button = page.getByTestId(`review-strip-${n}`);
    await tabTo(page, button);
    await expectFocusVisible(page, `review strip button ${n}`);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-current", "true");
    await expect(page.locator(`#question-${n}`)).toBeInViewport();
  }
}

test("keyboard only: a complete test from the hub, all of part 1 and all three parts, submitted and reviewed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/reading");
  await tabTo(page, page.getByTestId("reading-action-complete").getByRole("button"));
  await expectFocusVisible(page, "the complete-test card");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("practice-type-actual")).toBeFocused();
  const started = page.waitForResponse("**/api/reading/pack_random");
  await page.keyboard.press("Enter");
  const pack = (await (await started).json()) as { readingPractice: { readingPracticeID: string }[] };
  const ids = pack.readingPractice.map((p) => p.readingPracticeID);
  expect(ids).toHaveLength(3);
  await expect(page).toHaveURL(/\/multi-test\//);
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
  const keys = await answerKeys(browser, ids);

  // Part 1: every question, each with the keys its control takes (drag-and-drop types by pick and place).
  const part1 = keyedQuestions(keys[ids[0] ?? ""] ?? {});
  expect(part1.length).toBeGreaterThan(0);
  for (const question of part1) await answerByKeyboard(page, question);
  await expectFocusVisible(page, "the last answer of part 1");
  for (const n of numbersOf(part1)) {
    await expect(page.getByTestId(`strip-question-${n}`)).toHaveAttribute("data-answered", "true");
  }

  // Parts 2 and 3 through the next-part arrow, one answer in each.
  for (const part of [2, 3]) {
    await tabTo(page, page.getByTestId("part-next"));
    await expectFocusVisible(page, `the arrow to part ${part}`);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("part-banner")).toContainText(`Part ${part}`);
    const first = keyedQuestions(keys[ids[part - 1] ?? ""] ?? {})[0];
    if (!first) throw new Error(`part ${part} has no key`);
    await answerByKeyboard(page, first);
    await expect(page.getByTestId(`strip-question-${first.number}`)).toHaveAttribute("data-answered", "true");
  }

  const submitted = page.waitForResponse("**/api/reading/submit");
  await tabTo(page, page.getByTestId("test-submit"));
  await expectFocusVisible(page, "Submit");
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByTestId("submit-confirm"));
  await expectFocusVisible(page, "Submit answers in the review");
  await page.keyboard.press("Enter");
  expect((await submitted).status()).toBe(200);
  await expect(page.getByTestId("results-summary")).toContainText("out of 40 correct");
  // Every mark of part 1 was answered from the key.
  expect(await correctOnResults(page)).toBeGreaterThanOrEqual(numbersOf(part1).length);

  await reviewNewestByKeyboard(page, true);
  await expect(page).toHaveURL(new RegExp(`/${ids[0]}$`));
  await moveThroughReview(page, numbersOf(part1));
});

test("keyboard only: every question type of the sample practice, both ways of keyboard drag and drop", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/test/sample-1");
  await expect(page.getByTestId("part-banner")).toContainText("Read the text and answer questions 1–24.");
  const key = (await answerKeys(browser, ["sample-1"]))["sample-1"] ?? {};
  const questions = keyedQuestions(key);
  const status = page.getByTestId("drag-drop-status");

  for (const question of questions) {
    const n = question.number;
    if (n === 12) {
      // A heading by its select: the arrow keys step through the list.
      const select = page.getByTestId("heading-select-12");
      await tabTo(page, select);
      await expectFocusVisible(page, "the heading select");
      for (let i = 0; i < 6 && (await select.inputValue()) !== question.answer; i++) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(select).toHaveValue(String(question.answer));
    } else if (n === 13) {
      // Escape lets go of a picked option; then pick and place it for real.
      const section = page.locator("[data-testid^=question-section-]:has(#question-13)");
      const chip = await chipFor(section, "B");
      await tabTo(page, chip);
      await expectFocusVisible(page, "an option chip");
      await page.keyboard.press("Enter");
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Escape");
      await expect(chip).toHaveAttribute("aria-pressed", "false");
      await expect(status).toHaveText("");
      await answerByKeyboard(page, question);
      await expectFocusVisible(page, "a drop slot");
    } else if (n === 14) {
      // A real keyboard drag: Space picks up, the arrows move between slots (announced), Space drops.
      const section = page.locator("[data-testid^=question-section-]:has(#question-14)");
      const chip = await chipFor(section, String(question.answer));
      await tabTo(page, chip);
      await page.keyboard.press("Space");
      const spoken = page.locator("[id^=DndLiveRegion]");
      // Picked up, and at once over its own list: the announcement names the option.
      await expect(spoken).toContainText("Mesopotamia");
      for (let i = 0; i < 6 && !/is over question 14\./.test(await spoken.innerText()); i++) {
        const before = await spoken.innerText();
        await page.keyboard.press("ArrowDown");
        await expect(spoken).not.toHaveText(before);
      }
      await expect(spoken).toContainText("is over question 14.");
      await page.keyboard.press("Space");
      await expect(page.getByTestId("drop-slot-14")).toContainText("Mesopotamia");
    } else {
      await answerByKeyboard(page, question);
    }
  }
  for (let n = 1; n <= 24; n++) {
    await expect(page.getByTestId(`strip-question-${n}`)).toHaveAttribute("data-answered", "true");
  }

  const submitted = page.waitForRequest("**/api/reading/submit");
  await tabTo(page, page.getByTestId("test-submit"));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByTestId("submit-confirm"));
  await page.keyboard.press("Enter");
  const payload = (await submitted).postDataJSON() as { readingPractices: { answers: Record<string, string> }[] };
  expect(payload.readingPractices[0]?.answers).toMatchObject({
    3: "A",
    4: "D",
    11: "ii",
    12: "iii",
    13: "B",
    14: "A",
    19: "E",
    20: "B",
  });
  await expect(page.getByTestId("results-summary")).toContainText("24 out of 24 correct");

  await reviewNewestByKeyboard(page, false);
  await expect(page).toHaveURL(/\/sample-1$/);
  await expect(page.getByTestId("review-summary-correct")).toHaveText("24");
  await moveThroughReview(page, numbersOf(questions));
});
