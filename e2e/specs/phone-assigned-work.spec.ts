import { expect, test } from "@playwright/test";
import {
  assign,
  contextAs,
  ieltsOverall,
  PHONE,
  SEEDED_BANDS,
  SEEDED_COMMENT,
  SEEDED_GENERAL,
  seedClassWork,
} from "../fixtures/assignments";
import { checkBothThemes } from "../fixtures/themes";

// The "phone" project: 390 × 844 with touch. The journey (teaching-journey.spec.ts) shows these screens on a
// phone in Japanese and Chinese; here they are in English, with the work made through the API.

test("on a phone in English: Assigned to you with work done, marked and to do, and the teacher's marks", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const work = await seedClassWork(browser, request, "Morning class", true);
  // A third assignment, not begun: the list shows one of each state.
  const passagesID = await assign(request, work.teacher, {
    classID: work.classID,
    kind: "passages",
    practiceIDs: ["bandcraft-test-2-part-1"],
    title: "Pallets, part 1",
  });
  const context = await contextAs(browser, work.first, PHONE);
  const page = await context.newPage();
  await page.goto("/");
  const section = page.getByTestId("assigned-section");
  await expect(section.getByRole("heading", { name: "Assigned to you" })).toBeVisible();
  const item = (id: string) => section.locator(`[data-testid="assigned-item"][data-assignment-id="${id}"]`);
  await expect(section.getByTestId("assigned-item")).toHaveCount(3);
  await expect(item(passagesID).getByTestId("assigned-status")).toHaveText("To do");
  await expect(item(passagesID).getByTestId("assigned-start")).toBeVisible();
  await expect(item(work.testID).getByTestId("assigned-status")).toHaveText("Submitted");
  await expect(item(work.testID).getByTestId("assigned-result")).toBeVisible();
  await expect(item(work.writingID).getByTestId("assigned-status")).toHaveText("Marked");
  await checkBothThemes(page, "phone-assigned-en");

  // The marked essay from its item: the four bands, the overall band, the general comment and the comment.
  await item(work.writingID).getByTestId("assigned-essay").tap();
  const marks = page.getByTestId("essay-marks");
  await expect(marks).toBeVisible();
  await expect(marks.getByTestId("essay-mark-band-task")).toHaveText(SEEDED_BANDS.task.toFixed(1));
  await expect(marks.getByTestId("essay-marks-overall")).toHaveText(ieltsOverall(SEEDED_BANDS).toFixed(1));
  await expect(marks.getByTestId("essay-marks-general")).toHaveText(SEEDED_GENERAL);
  await expect(marks.getByTestId("essay-mark-comment")).toContainText(SEEDED_COMMENT.text);
  await expect(marks.getByTestId("essay-mark-comment")).toContainText("In many countries");
  await checkBothThemes(page, "phone-essay-marks-en");

  // The test's result from its item.
  await page.goto("/");
  await item(work.testID).getByTestId("assigned-result").tap();
  await expect(page).toHaveURL(/\/multi-test\/MT-[0-9A-Z]{24,}$/);
  await expect(page.getByTestId("results-screen")).toBeVisible();
  await context.close();
});
