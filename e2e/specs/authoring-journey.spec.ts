import fs from "node:fs/promises";
import { ROUTES } from "@bandcraft/contract/routes";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { solidPng } from "../../packages/domain/src/testing/solid-png";
import { ADMIN_STATE } from "../fixtures/accounts";
import { startAttempt, type TStartedAttempt } from "../fixtures/attempts";
import { freshLearnerContext } from "../fixtures/fresh-learner";
import { keepScreenshot } from "../fixtures/screenshot";
import { addWritingTaskByApi, bearerOf, replaceChartInAdmin } from "../fixtures/writing-tasks";

// The authoring issue's whole claim, in one browser session of a teacher: three passages with a picture, keys and
// an explanation become a complete test that a learner is then given at random; a writing task's chart is fixed;
// the bank is exported and imported back, unchanged.
const STAMP = Date.now().toString(36);
const GROUP = `journey-${STAMP}`;
const NOTE = `The passage says so in its second paragraph (${STAMP}).`;
/** Draws per learner: one fewer than the open attempts a learner may hold, so no draw is refused. */
const DRAWS_PER_LEARNER = 19;

test.use({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });

/** Copies the bank's test 4 part `part` in the editor as a passage of the journey's test group; answers its id. */
async function writePart(page: Page, part: 1 | 2 | 3, edit: (page: Page) => Promise<void>): Promise<string> {
  await page.goto("/admin?view=reading-editor");
  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill(`bandcraft-test-4-part-${part}`);
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(`bandcraft-test-4-part-${part}`);
  await page.getByTestId("reading-editor-duplicate").click();
  await page.getByTestId("reading-editor-title").fill(`Journey part ${part} ${STAMP}`);
  await page.getByTestId("reading-editor-group-name").fill(GROUP);
  await expect(page.getByTestId("reading-editor-level")).toHaveValue(String(part));
  await edit(page);
  const saved = page.waitForResponse((r) => r.url().endsWith(ROUTES.adminReadingModify.path));
  await page.getByTestId("reading-editor-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("reading-editor-saved")).toBeVisible();
  return page.getByTestId("reading-editor-id").inputValue();
}

/**
 * Draws random complete tests as fresh learners (each holding privilege 3, so no token runs out) until the
 * journey's test comes; the others stay open. With the bank's four tests and a few authored ones, missing it in
 * 3 × 19 draws has a chance below one in ten thousand.
 */
async function drawUntilAuthored(browser: Browser, admin: Page, authored: string[]) {
  for (let learnerIndex = 0; learnerIndex < 3; learnerIndex++) {
    const context = await freshLearnerContext(browser, `journey-${learnerIndex}`);
    const page = await context.newPage();
    await page.goto("/");
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem("bandcraft.session") ?? "{}"));
    const granted = await admin.request.post(ROUTES.adminGrantPrivilege.path, {
      headers: { authorization: await bearerOf(admin) },
      data: { email: session.user.email, updatePrivileges: { 3: String(Date.now() + 86_400_000) }, delPrivileges: [] },
    });
    expect(granted.status()).toBe(200);
    for (let draw = 0; draw < DRAWS_PER_LEARNER; draw++) {
      const attempt: TStartedAttempt = await startAttempt(page.request, session.token, { pageType: "ActualTest" });
      if (attempt.practiceIDs.join() === authored.join()) return { page, attempt };
    }
    await context.close();
  }
  throw new Error(`no learner was given ${GROUP} in ${3 * DRAWS_PER_LEARNER} draws`);
}

test("a teacher writes a complete test a learner is given, fixes a writing chart, and moves the bank out and back", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // Three passages: the first with a new diagram and an explanation, all three under one test group.
  let picture = "";
  const part1 = await writePart(page, 1, async (p) => {
    const urlField = p.getByTestId("s1-pic");
    const chooser = p.locator("[data-testid^=section-editor-]").filter({ has: urlField }).getByLabel("Upload picture");
    await chooser.setInputFiles({ name: "dunes.png", mimeType: "image/png", buffer: solidPng(96, 60, [180, 140, 60]) });
    await expect(urlField).toHaveValue(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    picture = await urlField.inputValue();
    await p.getByRole("button", { name: "Explanation for question_1", exact: true }).click();
    await p.getByTestId("explanation-question_1-note").fill(NOTE);
  });
  await expect(page.getByTestId("reading-editor-group-problems")).toContainText("Part 2 is still missing.");
  const part2 = await writePart(page, 2, async () => {});
  const part3 = await writePart(page, 3, async () => {});
  await expect(page.getByTestId("reading-editor-group-ok")).toBeVisible();
  await keepScreenshot(page, "journey-complete-test");

  // A learner's random complete test is, sooner or later, this one: its diagram, then its explanation in review.
  const { page: learner, attempt } = await drawUntilAuthored(browser, page, [part1, part2, part3]);
  await learner.goto(`/multi-test/${attempt.testTakerID}`);
  await expect(learner.getByTestId("part-banner")).toContainText("Part 1");
  await expect(learner.locator(`img[src="${picture}"]`)).toBeVisible();
  await expect
    .poll(() => learner.locator(`img[src="${picture}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  await learner.getByTestId("test-submit").click();
  await learner.getByTestId("submit-review").getByTestId("submit-confirm").click();
  await expect(learner.getByTestId("results-screen")).toBeVisible();
  await learner.getByTestId("results-review-0").click();
  await learner.getByTestId("show-in-passage-1").click();
  await expect(learner.getByTestId("explanation-mark").first()).toBeInViewport();
  await expect(learner.getByTestId("explanation-note-1")).toContainText(NOTE);
  await keepScreenshot(learner, "journey-learner-review");
  await learner.context().close();

  // A writing task's chart was wrong: the teacher replaces it, and learners get the new one.
  const task = await addWritingTaskByApi(page, `Journey chart ${STAMP}`, solidPng(200, 100, [200, 60, 60]));
  await replaceChartInAdmin(page, STAMP, solidPng(320, 200, [30, 120, 200]));
  const stored = await page.request.post(ROUTES.adminWritingSingle.path, {
    headers: { authorization: await bearerOf(page) },
    data: { writingPracticeID: task },
  });
  const pic = (await stored.json()).writingPractice.pic as string;
  const served = await page.request.get(pic);
  expect(served.status()).toBe(200);
  expect(pngSize(await served.body())).toBe("320x200");

  // The bank goes out as one file and comes back: every test is recognised as it is, nothing is written.
  await page.goto("/admin?view=reading-tests");
  const downloading = page.waitForEvent("download");
  await page.getByTestId("test-list-export-bank").click();
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bank = JSON.parse(await fs.readFile(file, "utf8")) as { readingPracticeID: string }[];
  expect(bank.map((p) => p.readingPracticeID)).toEqual(expect.arrayContaining([part1, part2, part3]));
  await page.getByTestId("test-list-import").click();
  await page.getByTestId("test-import-files").setInputFiles(file);
  await page.getByTestId("test-import-submit").click();
  await expect(page.getByTestId("test-import-summary")).toBeVisible();
  await expect(page.getByTestId("test-import-unchanged")).toContainText(String(bank.length));
  await expect(page.getByTestId("test-import-created")).toHaveCount(0);
  await expect(page.getByTestId("test-import-updated")).toHaveCount(0);
  await keepScreenshot(page, "journey-bank-reimported");
});

/** A PNG's width × height from its header (IHDR), so the served bytes, not a cache, are what is checked. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}
