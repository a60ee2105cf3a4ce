import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { keepScreenshot } from "../fixtures/screenshot";

// The public pages speak of the bank in its own numbers, as they stand: no "500+", no claim the bank cannot back.
test("home, the Reading hub and the Writing hub show the bank's live counts", async ({ page, request }) => {
  const summary = (await (await request.get(ROUTES.bankSummary.path)).json()).data as Record<string, number>;
  const n = (count: number) => new Intl.NumberFormat("en").format(count);

  await page.goto("/");
  const hero = page.getByTestId("home-hero");
  await expect(hero).toContainText(`${n(summary.questions ?? -1)} reading questions`);
  await expect(hero).toContainText(`${n(summary.completeTests ?? -1)} complete tests`);
  await expect(hero).toContainText(`${n((summary.writingTask1 ?? 0) + (summary.writingTask2 ?? 0))} writing tasks`);
  await expect(page.locator("body")).not.toContainText(/500\+|1,000\+|authentic|scoring model/i);
  await keepScreenshot(page, "home-live-counts");

  await page.goto("/reading");
  await expect(page.getByTestId("reading-hero")).toContainText(`${n(summary.passages ?? -1)} passages`);
  await expect(page.locator("body")).toContainText(`${n(summary.completeTests ?? -1)} complete tests so far`);
  await expect(page.locator("body")).not.toContainText(/authentic/i);

  await page.goto("/writing");
  await expect(page.getByTestId("writing-hero")).toContainText(`${n(summary.writingTask1 ?? -1)} Task 1 questions`);
  await expect(page.getByTestId("writing-hero")).toContainText(`${n(summary.writingTask2 ?? -1)} Task 2 questions`);
  await expect(page.locator("body")).not.toContainText(/100% real|latest questions|authentic/i);
});
