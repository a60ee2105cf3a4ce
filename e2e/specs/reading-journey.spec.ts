import { expect, type Locator, type Page, test } from "@playwright/test";
import { READER_STATE } from "../fixtures/reader";
import { keepScreenshot } from "../fixtures/screenshot";

/**
 * Drags with real pointer moves: dnd-kit's pointer sensor starts after a few pixels of travel and measures
 * on animation frames, so the pointer moves in small steps with a pause between them.
 */
async function pointerDrag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("drag source or target is not visible");
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 20, start.y + ((end.y - start.y) * i) / 20);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

// The global setup imports packages/domain/src/testing/sample-practice.ts (id sample-1, questions 1–24).
test.use({ storageState: READER_STATE });

test("a learner answers every type of the sample practice and gets the exact marks", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/test/sample-1");
  // Starting the practice by its id opens the attempt the server made at its own address.
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  await expect(page.getByTestId("part-banner")).toContainText("Read the text and answer questions 1–24.");

  // 1–2 multiple choice, 3–4 choose TWO.
  await section(page, "Questions 1-2").getByRole("radio", { name: "B Mesopotamia" }).check();
  await section(page, "Questions 1-2").getByRole("radio", { name: "C Blowing" }).check();
  await section(page, "Questions 3-4").getByRole("checkbox", { name: "A fire" }).check();
  await section(page, "Questions 3-4").getByRole("checkbox", { name: "D secrecy" }).check();

  // 5–8 TRUE/FALSE/NOT GIVEN and YES/NO/NOT GIVEN; 6 is answered wrongly on purpose.
  const tfng = section(page, "Questions 5-6");
  await tfng.getByRole("group", { name: /^5 / }).getByRole("radio", { name: "TRUE" }).check();
  await tfng.getByRole("group", { name: /^6 / }).getByRole("radio", { name: "FALSE" }).check();
  const ynng = section(page, "Questions 7-8");
  await ynng.getByRole("group", { name: /^7 / }).getByRole("radio", { name: "YES" }).check();
  await ynng.getByRole("group", { name: /^8 / }).getByRole("radio", { name: "NOT GIVEN" }).check();

  // 9–10 matching information: click a chip then a slot, and a pointer drag.
  const info = section(page, "Questions 9-10");
  await info.getByRole("button", { name: "Paragraph C" }).click();
  await info.getByRole("button", { name: /^Question 9:/ }).click();
  await pointerDrag(
    page,
    info.getByRole("button", { name: "Paragraph A" }),
    info.getByRole("button", { name: /^Question 10:/ }),
  );
  await expect(page.getByTestId("strip-question-10")).toHaveAttribute("data-answered", "true");

  // 11–12 headings: a pointer drag onto the slot beside paragraph A, and the select for 12 (wrong on purpose).
  const headings = section(page, "Questions 11-12");
  await pointerDrag(
    page,
    headings.getByRole("button", { name: "ii Ancient beginnings" }),
    page.getByTestId("passage-panel").getByRole("button", { name: /^Question 11:/ }),
  );
  await expect(page.getByTestId("strip-question-11")).toHaveAttribute("data-answered", "true");
  await headings.getByRole("combobox", { name: /question 12/ }).selectOption("iv");

  // 13–14 matching features: 13 by click, 14 by a real keyboard drag (focus, Space, arrows, Space).
  const features = section(page, "Questions 13-14");
  await features.getByRole("button", { name: "B Rome" }).click();
  await features.getByRole("button", { name: /^Question 13:/ }).click();
  await features.getByRole("button", { name: "A Mesopotamia" }).focus();
  await page.keyboard.press("Space");
  const slot14 = features.getByRole("button", { name: /^Question 14:/ });
  // Arrows jump between the group's drop targets; the spoken announcement says which one is under the chip.
  const overSlot14 = page.locator("[aria-live]").filter({ hasText: /is over question 14\./ });
  for (let i = 0; i < 5 && (await overSlot14.count()) === 0; i++) {
    await page.keyboard.press("ArrowDown");
    // The announcement follows the move by a frame or two.
    await page.waitForTimeout(150);
  }
  await expect(overSlot14).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("strip-question-14")).toHaveAttribute("data-answered", "true");
  await expect(slot14).toContainText("Mesopotamia");

  // 15–16 sentence endings: 15 by click; 16 left unanswered.
  const endings = section(page, "Questions 15-16");
  await endings.getByRole("button", { name: "D lowered prices." }).click();
  await endings.getByRole("button", { name: /^Question 15:/ }).click();

  // 17–18 sentence completion (free text; "color" is an accepted alternative).
  await page.getByRole("textbox", { name: "Answer to question 17" }).fill("color");
  await page.getByRole("textbox", { name: "Answer to question 18" }).fill("lagoon");

  // 19–20 summary with a word bank: chip then blank.
  const summary = section(page, "Questions 19-20");
  await summary.getByRole("button", { name: "E Mesopotamia" }).click();
  await summary.getByRole("button", { name: /^Question 19:/ }).click();
  await summary.getByRole("button", { name: "B cheap" }).click();
  await summary.getByRole("button", { name: /^Question 20:/ }).click();

  // 21–22 diagram labels (22 wrong on purpose), 23–24 short answers (case does not matter).
  await page.getByRole("textbox", { name: "Answer to question 21" }).fill("bellows");
  await page.getByRole("textbox", { name: "Answer to question 22" }).fill("kiln");
  await section(page, "Questions 23-24").getByRole("textbox", { name: /^23 / }).fill("murano");
  await section(page, "Questions 23-24").getByRole("textbox", { name: /^24 / }).fill("1291");

  // Every question but 16 shows as answered in the strip.
  for (let n = 1; n <= 24; n++) {
    await expect(page.getByTestId(`strip-question-${n}`)).toHaveAttribute("data-answered", n === 16 ? "false" : "true");
  }
  await expect(page.getByTestId("strip-question-1")).toHaveAttribute("title", "Question 1 (Completed)");

  const submitted = page.waitForResponse("**/api/reading/submit");
  await page.getByTestId("test-submit").click();
  // Submit asks first, with what is still blank.
  await expect(page.getByTestId("submit-review")).toContainText("1 question is unanswered.");
  await page.getByTestId("submit-confirm").click();
  const response = await submitted;
  const payload = response.request().postDataJSON();
  // The paper names the attempt at the test's address; its passages carry no version.
  expect(payload.testTakerID).toMatch(/^TT-[0-9A-Z]{24}$/);
  expect(page.url()).toMatch(new RegExp(`/test/${payload.testTakerID}$`));
  expect(payload.readingPractices).toHaveLength(1);
  expect(payload.readingPractices[0].readingPracticeID).toBe("sample-1");
  expect(payload.readingPractices[0]).not.toHaveProperty("version");
  // The learner's own submit, in time: not the server's close.
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ closedByServer: false, submissionRecord: { totalCorrectCnt: 20 } });
  expect(payload.readingPractices[0].answers).toEqual({
    1: "B",
    2: "C",
    3: "A",
    4: "D",
    5: "TRUE",
    6: "FALSE",
    7: "YES",
    8: "NOT GIVEN",
    9: "C",
    10: "A",
    11: "ii",
    12: "iv",
    13: "B",
    14: "A",
    15: "D",
    17: "color",
    18: "lagoon",
    19: "E",
    20: "B",
    21: "bellows",
    22: "kiln",
    23: "murano",
    24: "1291",
  });

  const results = page.getByTestId("results-screen");
  await expect(results.getByRole("heading", { level: 1 })).toHaveText("Test Results");
  await expect(page.getByTestId("results-summary")).toHaveText("20 out of 24 correct (83.3%)");
  // 20 of 24 scales to 33 of 40: band 7.5 (blue).
  await expect(page.getByTestId("band-circle")).toHaveText("7.5");
  await expect(page.getByTestId("band-circle")).toHaveAttribute("data-tone", "blue");
  await expect(page.getByTestId("tile-correct")).toHaveText("20/24");
  await expect(page.getByTestId("tile-accuracy")).toHaveText("83.3%");
  await expect(page.getByTestId("tile-time")).toHaveText(/^00:0\d:\d\d$/);
  await expect(page.getByTestId("results-part-0")).toContainText("Part 1");
  await expect(page.getByTestId("results-part-0")).toContainText("20/24 (83.3%)");

  const wrong = new Set([6, 12, 16, 22]);
  for (let n = 1; n <= 24; n++) {
    const card = page.getByTestId(`result-question-${n}`);
    await expect(card).toHaveAttribute("data-correct", wrong.has(n) ? "false" : "true");
    await expect(card.getByTestId(`result-key-${n}`)).toHaveCount(wrong.has(n) ? 1 : 0);
  }
  await expect(page.getByTestId("result-answer-16")).toHaveText("No answer");
  await expect(page.getByTestId("result-key-6")).toHaveText("NOT GIVEN");
  await expect(page.getByTestId("result-key-12")).toHaveText("iii");
  await expect(page.getByTestId("result-answer-12")).toHaveText("iv");
  await expect(page.getByTestId("result-key-22")).toHaveText(/crucible/);
  await keepScreenshot(page, "test-results", { fullPage: true, animations: "disabled" });

  // Results stop the leave prompt and the clock; Return to Home leaves without a prompt.
  await page.getByTestId("results-home").click();
  await expect(page).toHaveURL(/\/$/);
});
