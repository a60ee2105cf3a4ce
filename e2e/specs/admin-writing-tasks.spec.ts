import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { solidPng } from "../../packages/domain/src/testing/solid-png";
import { ADMIN_STATE, LEARNER_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";
import {
  addWritingTaskByApi,
  bearerOf,
  findWritingTask,
  naturalSize,
  replaceChartInAdmin,
} from "../fixtures/writing-tasks";

// A task of this run alone (added through the API), so the search finds exactly it and no other spec's task moves.
const STAMP = Date.now().toString(36);
const TYPO = `Ferry pasengers ${STAMP}`;
const FIXED = `Ferry passengers ${STAMP}`;
const ESSAY = "The chart compares ferry passengers on three routes. The busiest route doubled over the decade.";

test("an administrator finds a task, fixes its title and replaces its chart; learners see the change, and an essay already written keeps the task it answered", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  const taskId = await addWritingTaskByApi(admin, TYPO, solidPng(200, 100, [200, 60, 60]));

  // A learner writes an essay on the task as it first was.
  const learnerContext = await browser.newContext({ storageState: LEARNER_STATE });
  const learner = await learnerContext.newPage();
  await learner.goto("/writing/essays");
  const saved = await learner.request.post(ROUTES.essaySave.path, {
    headers: { authorization: await bearerOf(learner) },
    data: { writingPracticeID: taskId, part: 1, text: ESSAY, timeSpent: 600 },
  });
  expect(saved.status()).toBe(200);
  const essayId = (await saved.json()).essayID as string;

  // Writing → Writing Tasks, from the sidebar: the search finds the task.
  const card = await findWritingTask(admin, STAMP);
  await expect(card.getByTestId("writing-task-card-title")).toHaveText(TYPO);
  expect(await seriousViolations(admin)).toEqual([]);
  await keepScreenshot(admin, "admin-writing-tasks");

  // Edit: the add form, filled with the task, its chart shown with Replace and Remove; a new title and chart.
  await replaceChartInAdmin(admin, STAMP, solidPng(320, 200, [30, 120, 200]), {
    title: FIXED,
    beforeSave: async () => {
      expect(await seriousViolations(admin)).toEqual([]);
      await keepScreenshot(admin, "admin-writing-task-edit");
    },
  });
  await expect(admin.getByTestId("writing-tasks-saved")).toContainText(FIXED);
  await expect(card.getByTestId("writing-task-card-title")).toHaveText(FIXED);
  await expect.poll(() => naturalSize(admin, "writing-task-card-pic")).toBe("320x200");

  // The learners' list shows the fixed title, and the task opens with the new chart.
  await learner.goto("/writing/practices");
  const row = learner.getByTestId("writing-row").filter({ hasText: FIXED });
  await expect(row).toHaveCount(1);
  await expect(learner.getByTestId("writing-row").filter({ hasText: TYPO })).toHaveCount(0);
  await row.getByTestId("writing-row-open").click();
  await learner.getByTestId("start-confirm").click();
  await expect(learner.getByTestId("writing-task-image")).toBeVisible();
  await expect.poll(() => naturalSize(learner, "writing-task-image")).toBe("320x200");

  // The essay written before the edit still shows the task as it answered it: the old title and the old chart.
  await learner.goto(`/writing/essays/${essayId}`);
  await expect(learner.getByTestId("essay-title")).toHaveText(TYPO);
  await expect.poll(() => naturalSize(learner, "essay-task-image")).toBe("200x100");
  await keepScreenshot(learner, "essay-keeps-its-task");

  // Deleting asks first; then the task leaves the learners' list, and the essay still keeps it.
  await card.getByTestId("writing-task-card-delete").click();
  const dialog = admin.getByTestId("writing-task-delete-dialog");
  await expect(dialog).toContainText(FIXED);
  await dialog.getByTestId("writing-task-delete-confirm").click();
  await expect(admin.getByTestId("notification-dialog")).toContainText("The writing task was deleted.");
  await admin.getByTestId("notification-dialog").getByRole("button").first().click();
  await expect(admin.getByTestId("writing-tasks-empty")).toBeVisible();
  await learner.goto("/writing/practices");
  await expect(learner.getByTestId("writing-row").first()).toBeVisible();
  await expect(learner.getByTestId("writing-row").filter({ hasText: FIXED })).toHaveCount(0);
  await learner.goto(`/writing/essays/${essayId}`);
  await expect(learner.getByTestId("essay-title")).toHaveText(TYPO);

  await adminContext.close();
  await learnerContext.close();
});
