import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../fixtures/accounts";
import { answerOne, questionPanel } from "../fixtures/answer-one";
import { setAttemptDeadline } from "../fixtures/attempt-clock";
import { dragSelect } from "../fixtures/drag-select";
import { freshLearnerContext } from "../fixtures/fresh-learner";
import { keepScreenshot } from "../fixtures/screenshot";

// Attempts live on the server: a closed tab, another device, a network cut or a learner who never comes
// back lose nothing. Each journey has a learner of its own (a complete test spends three of six tokens).

const secondsOf = (hms: string) => hms.split(":").reduce((sum, part) => sum * 60 + Number(part), 0);
const remaining = async (page: Page) => secondsOf((await page.getByTestId("test-timer").innerText()).trim());
const panel = questionPanel;
const syncState = (page: Page) => page.getByTestId("sync-indicator");

/** The session entry alone: another device signed in as the same learner, with none of this browser's copies. */
async function anotherDevice(browser: Browser, from: BrowserContext): Promise<BrowserContext> {
  const state = await from.storageState();
  const session = state.origins
    .find((o) => o.origin === BASE_URL)
    ?.localStorage.find((entry) => entry.name === "bandcraft.session");
  if (!session) throw new Error("no session to carry over");
  return browser.newContext({
    storageState: { cookies: [], origins: [{ origin: BASE_URL, localStorage: [session] }] },
  });
}

async function startComplete(page: Page): Promise<string> {
  await page.goto("/reading");
  await page.getByTestId("reading-action-complete").getByRole("button").click();
  await page.getByTestId("practice-type-dialog").getByTestId("practice-type-actual").click();
  await expect(page).toHaveURL(/\/multi-test\/MT-[0-9A-Z]{24,}$/);
  await expect(page.getByTestId("part-banner")).toContainText("Part 1");
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

/** A single practice with short-answer questions, so it surely has a text box to answer. */
async function startShortAnswers(page: Page): Promise<string> {
  await page.goto("/reading");
  await page.getByTestId("reading-action-single").getByRole("button").click();
  await page.getByTestId("filter-type-SHORT_ANSWER_QUESTIONS").click();
  await page.getByTestId("filter-start").click();
  await expect(page).toHaveURL(/\/test\/TT-[0-9A-Z]{24}$/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

test("another device resumes the test with answers, highlights and the same remaining time", async ({ browser }) => {
  test.setTimeout(90_000);
  const laptop = await freshLearnerContext(browser, "resume");
  const page = await laptop.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const id = await startComplete(page);
  await answerOne(page, "lagoon");
  await dragSelect(page, "passage-0", 0, 5);
  await page.getByTestId("hl-tooltip").getByRole("button", { name: "Highlight" }).click();
  await expect(syncState(page)).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
  const left = await remaining(page);
  const measured = Date.now();
  // The phone is signed in as the same learner; then the laptop dies: no submit, no goodbye.
  const phone = await anotherDevice(browser, laptop);
  await laptop.close();

  const other = await phone.newPage();
  await other.goto("/reading");
  const resume = other.getByTestId("open-attempts");
  await expect(resume).toContainText("Resume your test");
  await keepScreenshot(other, "attempts-resume-hub");
  await resume.getByTestId("open-attempt-resume").click();
  await expect(other).toHaveURL(new RegExp(`/multi-test/${id}$`));
  await expect(other.getByTestId("part-banner")).toContainText("Part 1");
  await expect(other.getByTestId("part-tabs").locator("[data-answered=true]")).toHaveCount(1);
  await expect(other.getByTestId("hl-text-passage-0").getByTestId("hl-mark")).toHaveCount(1);
  const expected = left - Math.round((Date.now() - measured) / 1000);
  expect(Math.abs((await remaining(other)) - expected)).toBeLessThanOrEqual(2);
  await phone.close();
});

test("answers made offline wait on the device and reach the server when the network returns", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await freshLearnerContext(browser, "offline");
  const page = await context.newPage();
  const id = await startShortAnswers(page);
  const boxes = panel(page).getByRole("textbox");
  await boxes.nth(0).fill("online answer");
  await expect(syncState(page)).toHaveAttribute("data-state", "saved", { timeout: 10_000 });

  await context.setOffline(true);
  await boxes.nth(1).fill("offline answer");
  await expect(syncState(page)).toHaveAttribute("data-state", "offline", { timeout: 10_000 });
  await expect(syncState(page)).toContainText("Offline (kept on this device)");
  await keepScreenshot(page, "attempts-offline");
  await context.setOffline(false);
  await expect(syncState(page)).toHaveAttribute("data-state", "saved", { timeout: 15_000 });

  // Everything is on the server: another device opens it with both answers.
  const second = await anotherDevice(browser, context);
  const other = await second.newPage();
  await other.goto(`/test/${id}`);
  await expect(panel(other).getByRole("textbox").nth(1)).toHaveValue("offline answer");
  await expect(panel(other).getByRole("textbox").nth(0)).toHaveValue("online answer");
  // The first tab stepped aside as soon as it tried to save again.
  await boxes.nth(2).fill("late");
  await expect(page.getByTestId("attempt-moved")).toBeVisible({ timeout: 10_000 });
  await second.close();
  await context.close();
});

test("a test whose time ran out with no browser open is submitted by the server and waits in records", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await freshLearnerContext(browser, "overdue");
  const page = await context.newPage();
  const id = await startComplete(page);
  await answerOne(page, "lagoon");
  await expect(syncState(page)).toHaveAttribute("data-state", "saved", { timeout: 10_000 });
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("bandcraft.session") ?? "{}") as { token?: string }).token ?? "",
  );
  await page.close();

  // The deadline (and its minute of grace) passed a while ago; the server's sweep closes it by itself.
  setAttemptDeadline(id, Date.now() - 2 * 60_000);
  await expect
    .poll(
      async () => {
        const res = await fetch(`${BASE_URL}/api/reading/record`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({ paginationRequest: { page: 1, pageSize: 20 } }),
        });
        return ((await res.json()) as { data: { totalCnt: number } }).data.totalCnt;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);

  const back = await context.newPage();
  await back.goto("/practice-records");
  await expect(back.getByTestId("records-list")).toContainText("Full Test");
  await expect(back.getByTestId("open-attempts")).toHaveCount(0);
  await back.goto(`/multi-test/${id}`);
  await expect(back.getByTestId("results-screen")).toBeVisible();
  await expect(back.getByTestId("results-time-up")).toHaveText("Time was up; your saved answers were submitted.");
  await keepScreenshot(back, "attempts-time-up", { fullPage: true });
  await context.close();
});

test("results stay at the test's address: a reload shows them again", async ({ browser }) => {
  const context = await freshLearnerContext(browser, "results");
  const page = await context.newPage();
  page.on("dialog", (d) => void d.accept());
  await startShortAnswers(page);
  await panel(page).getByRole("textbox").first().fill("lagoon");
  await page.getByTestId("test-submit").click();
  await page.getByTestId("submit-confirm").click();
  await expect(page.getByTestId("results-screen")).toBeVisible();
  const submission = await page.getByTestId("submission-id").innerText();
  await page.reload();
  await expect(page.getByTestId("results-screen")).toBeVisible();
  await expect(page.getByTestId("submission-id")).toHaveText(submission);
  await expect(page.getByTestId("results-time-up")).toHaveCount(0);
  // The results lead to the review of the passage, with its key.
  await page.getByTestId("results-review-0").click();
  await expect(page).toHaveURL(/\/review\/TT-[0-9A-Z]{24}\/[^/]+$/);
  await expect(page.getByTestId("review-summary")).toBeVisible();
  await context.close();
});

test("an essay being written follows the learner to another device; signing out leaves no copy behind", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const TASK = "bandcraft-writing-task2-driverless-buses";
  const laptop = await freshLearnerContext(browser, "drafts");
  const page = await laptop.newPage();
  page.on("dialog", (d) => void d.accept());
  await page.goto("/writing/practices");
  await page.getByTestId("task-switch-2").click();
  await page.getByRole("button", { name: "Driverless buses on city routes" }).click();
  await page.getByTestId("start-confirm").click();
  const essay = page.getByLabel("Your essay");
  await essay.fill("Driverless buses could run all night, and riders would still want a person on board.");
  const id = await page.getByTestId("writing-test-taker").innerText();
  // Saved on the server a moment after typing pauses (the browser's copy then says so).
  await expect
    .poll(() =>
      page.evaluate(
        (task) =>
          Object.entries(localStorage).some(
            ([k, v]) => k.startsWith(`bandcraft.writingDraft.${task}|`) && v.includes('"synced":true'),
          ),
        TASK,
      ),
    )
    .toBe(true);

  const phone = await anotherDevice(browser, laptop);
  const other = await phone.newPage();
  await other.goto("/writing/practices");
  await other.getByTestId("task-switch-2").click();
  const row = other.getByTestId("writing-row").filter({ hasText: "Driverless buses on city routes" });
  await expect(row).toContainText("Draft saved");
  await row.getByRole("button").first().click();
  await other.getByTestId("start-confirm").click();
  await expect(other.getByLabel("Your essay")).toHaveValue(/riders would still want a person on board\.$/);
  await expect(other.getByTestId("writing-test-taker")).toHaveText(id);

  // Signing out on the laptop forgets its copies: the server holds them.
  await page.goto("/");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("settings-logout").click();
  await page.getByTestId("logout-confirm").click();
  await expect(page.getByTestId("settings-button")).toHaveCount(0);
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter(
      (k) => k.startsWith("bandcraft.writingDraft.") || k.startsWith("bandcraft.attempt."),
    ),
  );
  expect(left).toEqual([]);
  await phone.close();
  await laptop.close();
});
