import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { LEARNER_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { horizontalOverflow } from "../fixtures/layout";
import { keepScreenshot } from "../fixtures/screenshot";
import { startWritingByTap } from "../fixtures/writing-start";
import { bearerOf } from "../fixtures/writing-tasks";

// The "phone" project: 390 × 844 with touch.
test.use({ storageState: LEARNER_STATE });

test("on a phone the essay box has room, and with the keyboard open it stays above it with its count and clock", async ({
  page,
}) => {
  await startWritingByTap(page);
  const essay = page.getByTestId("essay-input");
  await expect(essay).toBeVisible();
  // The box gets room to write: over 250 of the 844 px (it had 128 before the phone layout).
  expect((await essay.boundingBox())?.height ?? 0).toBeGreaterThan(250);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "phone-writing");

  // With the on-screen keyboard up, Chrome gives the page only what the keyboard leaves (the viewport's
  // interactive-widget=resizes-content): about 480 of the 844 px. The essay, its word count and the clock stay.
  await essay.tap();
  await page.keyboard.type("Cities grow because people move to them for work.");
  await page.setViewportSize({ width: 390, height: 480 });
  await expect(essay).toBeInViewport();
  expect((await essay.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await expect(page.getByTestId("word-count")).toBeInViewport();
  await expect(page.getByTestId("writing-timer")).toBeInViewport();
  await keepScreenshot(page, "phone-writing-keyboard");
});

test("with a keyboard laid over the page, as Safari lays it, the essay box ends above the keyboard", async ({
  page,
}) => {
  await startWritingByTap(page);
  const essay = page.getByTestId("essay-input");
  await essay.tap();
  // Safari keeps the page 844 px tall and shrinks only the visual viewport to what the keyboard leaves.
  const visible = 508;
  await page.evaluate((height) => {
    const viewport = window.visualViewport as VisualViewport;
    Object.defineProperty(viewport, "height", { get: () => height, configurable: true });
    viewport.dispatchEvent(new Event("resize"));
  }, visible);
  await page.keyboard.type("Cities grow because people move to them for work.");
  const box = await essay.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(visible);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  for (const id of ["word-count", "writing-timer"]) {
    const shown = await page.getByTestId(id).boundingBox();
    expect((shown?.y ?? visible) + (shown?.height ?? 0), `${id} above the keyboard`).toBeLessThanOrEqual(visible);
  }
});

test("a Task 1 chart opens over the whole screen and zooms, by tap", async ({ page }) => {
  await startWritingByTap(page);
  await page.getByTestId("writing-task-enlarge").first().tap();
  const viewer = page.getByTestId("figure-viewer");
  await expect(viewer).toBeVisible();
  const image = page.getByTestId("figure-viewer-image");
  const fitted = (await image.boundingBox())?.width ?? 0;
  await page.getByTestId("figure-zoom-in").tap();
  await page.getByTestId("figure-zoom-in").tap();
  await expect(page.getByTestId("figure-zoom-level")).toHaveText("200%");
  expect((await image.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.9);
  expect(await horizontalOverflow(page)).toBe(0);
  await keepScreenshot(page, "phone-writing-chart-200");
  await page.getByTestId("figure-close").tap();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByTestId("writing-task-enlarge").first()).toBeFocused();
});

test("the editor on a phone in the dark theme and in Chinese", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    localStorage.setItem("i18nextLng", "zh");
  });
  await startWritingByTap(page);
  await expect(page.getByTestId("essay-input")).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await keepScreenshot(page, "phone-writing-dark-zh");
  await page.getByTestId("writing-task-enlarge").first().tap();
  await expect(page.getByTestId("figure-zoom-level")).toHaveText("100%");
  // The picture as a person sees it once the dialog has faded in (not a frame of the fade).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === "finished"));
  await keepScreenshot(page, "phone-writing-chart-dark-zh");
});

test("a saved essay shows the chart of the task it answered, and fits a phone in the dark theme and in Chinese", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    localStorage.setItem("i18nextLng", "zh");
  });
  await startWritingByTap(page);
  await expect(page.getByTestId("writing-task-enlarge").first()).toBeVisible();
  const task = new URL(page.url()).searchParams.get("task") ?? "";
  const saved = await page.request.post(ROUTES.essaySave.path, {
    headers: { authorization: await bearerOf(page) },
    data: { writingPracticeID: task, part: 1, text: "The chart shows two lines that meet in 2010.", timeSpent: 300 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/writing/essays/${(await saved.json()).essayID}`);
  const chart = page.getByTestId("essay-task-image");
  await expect(chart).toBeVisible();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "phone-essay-with-chart-dark-zh");
});
