import { expect, type Page, test } from "@playwright/test";
import { LEARNER, LEARNER_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";

test.use({ storageState: LEARNER_STATE });

/** The stored draft of a task, as the editor keeps it in localStorage (one copy per account). */
function storedDraft(page: Page, id: string) {
  return page.evaluate((key) => localStorage.getItem(key), `bandcraft.writingDraft.${id}|${LEARNER.email}`);
}

/** The sample bank's 13 Task 1 items, plus any an administrator spec added before this one ran. */
async function expectTaskOneBank(page: Page) {
  await expect(page.getByTestId("writing-row").first()).toBeVisible();
  await expect.poll(() => page.getByTestId("writing-row").count()).toBeGreaterThanOrEqual(13);
}

const ESSAY =
  "Driverless buses could make public transport cheaper to run and more frequent late at night.\n\n" +
  "However, many passengers would miss the reassurance of a driver who can help when something goes wrong.";

test("a learner filters Task 2 by a theme, writes an essay, finds it after a reload, and leaves deliberately", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The editor's leave prompt is accepted on reload, as a learner confirming the reload would.
  page.on("dialog", (d) => void d.accept());

  await page.goto("/writing");
  await page.getByTestId("writing-bank").getByRole("button").click();
  await expect(page).toHaveURL(/\/writing\/practices$/);
  await expect(page.getByTestId("task-switch-1")).toHaveAttribute("aria-pressed", "true");
  await expectTaskOneBank(page);

  // Task 2: its types and the collapsed Content Themes group; the bank holds 18 tasks, one page.
  await page.getByTestId("task-switch-2").click();
  await expect(page.getByTestId("writing-row")).toHaveCount(18);
  await expect(page.getByTestId("writing-pagination")).toHaveCount(0);
  await expect(page.getByTestId("filter-opinion")).toBeVisible();
  await expect(page.getByTestId("filter-transport")).toBeHidden();
  await page.getByTestId("themes-toggle").click();
  await page.getByTestId("filter-transport").click();
  await expect(page.getByTestId("filter-transport")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("writing-row")).toHaveCount(2);
  for (const tags of await page.getByTestId("writing-row-tags").all()) {
    await expect(tags).toContainText("Transport and cities");
  }
  // Adding a question type narrows further: items carry both keys.
  await page.getByTestId("filter-problem_solution").click();
  await expect(page.getByTestId("writing-row")).toHaveCount(1);
  await expect(page.getByTestId("writing-row")).toContainText("Hire scooters and bicycles on city pavements");
  await page.getByTestId("filter-problem_solution").click();
  await expect(page.getByTestId("writing-row")).toHaveCount(2);
  await keepScreenshot(page, "writing-list-light", { fullPage: true, animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // Open a task: the confirmation first, then the editor in the same page.
  await page.getByRole("button", { name: "Driverless buses on city routes" }).click();
  await expect(page.getByTestId("start-dialog")).toContainText("Start Practice?");
  await page.getByTestId("start-confirm").click();
  await expect(page).toHaveURL(/\/writing\/practices\?task=bandcraft-writing-task2-driverless-buses$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Task 2");
  await expect(page.getByTestId("writing-instruction")).toHaveText(
    "You should spend about 40 minutes on this task. Write at least 250 words.",
  );
  await expect(page.getByTestId("writing-test-taker")).toContainText("WT-");
  const testTaker = await page.getByTestId("writing-test-taker").innerText();
  await expect(page.getByTestId("writing-timer")).toBeVisible();

  const essay = page.getByLabel("Your essay");
  await essay.click();
  await essay.pressSequentially(ESSAY.slice(0, 40));
  await essay.fill(ESSAY);
  const words = ESSAY.trim().split(/\s+/).length;
  await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", String(words));
  await expect(page.getByTestId("word-count")).toHaveAttribute("data-below", "true");
  await expect(page.getByTestId("word-count")).toContainText(`${words} words`);
  await expect(page.getByTestId("word-count")).toContainText("below 250");
  await keepScreenshot(page, "writing-editor-light", { animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // The draft is written shortly after typing; a reload reopens the editor with it.
  await expect.poll(() => storedDraft(page, "bandcraft-writing-task2-driverless-buses")).toContain("reassurance");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Task 2");
  await expect(page.getByLabel("Your essay")).toHaveValue(ESSAY);
  await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", String(words));
  await expect(page.getByTestId("writing-test-taker")).toHaveText(testTaker);

  // Back asks first; staying keeps the essay.
  await page.getByTestId("writing-back").click();
  await expect(page.getByTestId("leave-dialog")).toContainText("Leave this essay?");
  await page.getByTestId("leave-stay").click();
  await expect(page.getByLabel("Your essay")).toHaveValue(ESSAY);
  // The header's home button is held for the same question.
  await page.getByTestId("back-home").click();
  await expect(page.getByTestId("leave-dialog")).toBeVisible();
  await page.getByTestId("leave-stay").click();
  await expect(page).toHaveURL(/\?task=/);

  // Leaving discards the essay: back on Task 2's list, the draft gone, the task opens clean.
  await page.getByTestId("writing-back").click();
  await page.getByTestId("leave-confirm").click();
  await expect(page).toHaveURL(/\/writing\/practices$/);
  await expect(page.getByTestId("task-switch-2")).toHaveAttribute("aria-pressed", "true");
  expect(await storedDraft(page, "bandcraft-writing-task2-driverless-buses")).toBeNull();
  await page.getByRole("button", { name: "Driverless buses on city routes" }).click();
  await page.getByTestId("start-confirm").click();
  await expect(page.getByLabel("Your essay")).toHaveValue("");
  await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", "0");
});

test("Task 1 shows its chart; list and editor in the dark theme, and the editor's Options", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/writing/practices");
  await expectTaskOneBank(page);
  await page.getByTestId("filter-map").click();
  await expect(page.getByTestId("writing-row")).toHaveCount(1);
  await page.getByTestId("filter-map").click();
  await expectTaskOneBank(page);
  await keepScreenshot(page, "writing-list-dark", { fullPage: true, animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Weekday commuters by mode of transport, 2014–2024" }).click();
  await page.getByTestId("start-confirm").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Task 1");
  await expect(page.getByTestId("writing-instruction")).toHaveText(
    "You should spend about 20 minutes on this task. Write at least 150 words.",
  );
  const image = page.getByTestId("writing-task-image");
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("alt", /Weekday commuters/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel("Your essay").fill("The line graph compares four ways of getting to work.");
  await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", "10");
  await keepScreenshot(page, "writing-editor-dark", { animations: "disabled" });
  expect(await seriousViolations(page)).toEqual([]);

  // The timer hides and shows; Options applies contrast and text size to the editor.
  await page.getByTestId("timer-toggle").click();
  await expect(page.getByTestId("writing-timer")).toHaveCount(0);
  await page.getByTestId("timer-toggle").click();
  await expect(page.getByTestId("writing-timer")).toBeVisible();
  await page.getByTestId("writing-options").click();
  const dialog = page.getByTestId("options-dialog");
  await dialog.getByRole("button", { name: /Contrast/ }).click();
  await dialog.getByText("Yellow on black").click();
  await dialog.getByTestId("options-back").click();
  await dialog.getByRole("button", { name: /Text size/ }).click();
  await dialog.getByText("Extra large").click();
  await dialog.getByTestId("options-close").click();
  const root = page.getByTestId("writing-editor");
  await expect(root).toHaveAttribute("data-contrast", "yellow-on-black");
  await expect(root).toHaveAttribute("data-text-size", "extra-large");
  await keepScreenshot(page, "writing-editor-yellow", { animations: "disabled" });
});

test("in Chinese at 360 px: the list names themes in Chinese and the editor still fits", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "zh"));
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto("/writing/practices");
  await page.getByTestId("task-switch-2").click();
  await page.getByTestId("themes-toggle").click();
  await expect(page.getByTestId("filter-transport")).toHaveText("交通与城市");
  await page.getByTestId("filter-transport").click();
  await expect(page.getByTestId("writing-row")).toHaveCount(2);
  await expect(page.getByTestId("writing-row-tags").first()).toContainText("交通与城市");
  await keepScreenshot(page, "writing-list-zh-360", { fullPage: true, animations: "disabled" });
  await page.getByTestId("writing-row-open").first().click();
  await expect(page.getByTestId("start-dialog")).toContainText("开始练习？");
  await page.getByTestId("start-confirm").click();
  await expect(page.getByTestId("writing-instruction")).toHaveText("本题建议用时约 40 分钟。至少写 250 词。");
  await keepScreenshot(page, "writing-editor-zh-360", { animations: "disabled" });
});
