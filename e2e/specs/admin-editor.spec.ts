import { ROUTES } from "@bandcraft/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { freshLearnerContext } from "../fixtures/fresh-learner";
import { keepScreenshot } from "../fixtures/screenshot";
import { presetStorage } from "../fixtures/ui";

/** The shared sample test that is copied (never changed: other specs use it). */
const SOURCE_ID = "bandcraft-test-4-part-3";
const STAMP = Date.now().toString(36);
const TITLE = `The lecture, edited ${STAMP}`;
const ADDED = `This sentence was added by the editor on run ${STAMP}.`;

async function openById(page: Page, id: string) {
  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill(id);
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(id);
}

test("an administrator copies a test, edits it through the forms and saves; a learner then takes the edited test", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await admin.goto("/admin?view=reading-editor");

  // The messages for a blank search, in both tabs.
  await admin.getByTestId("reading-editor-search").click();
  await expect(admin.getByTestId("reading-editor-search-error")).toHaveText("Please enter a Reading Practice ID");
  await admin.getByRole("tab", { name: "By Title" }).click();
  await admin.getByTestId("reading-editor-search").click();
  await expect(admin.getByTestId("reading-editor-search-error")).toHaveText("Please enter a Reading Practice title");
  await keepScreenshot(admin, "admin-editor-search");

  await openById(admin, SOURCE_ID);
  await admin.getByTestId("reading-editor-duplicate").click();
  await expect(admin.getByTestId("reading-editor-id")).toHaveValue("");
  await expect(admin.getByTestId("reading-editor-title")).toHaveValue(/ \(copy\)$/);

  // Header, a paragraph (hint and text), a statement through its form, and one answer.
  await admin.getByTestId("reading-editor-title").fill(TITLE);
  await admin.getByTestId("paragraph-hint-1").fill("B (edited)");
  const paragraph = admin.getByTestId("paragraph-content-1");
  await paragraph.fill(`${await paragraph.inputValue()} ${ADDED}`);
  const statements = admin.getByTestId("s0-statements");
  const lines = (await statements.inputValue()).split("\n");
  lines[0] = `${lines[0]} (edited)`;
  await statements.fill(lines.join("\n"));
  await expect(admin.getByTestId("answer-question_27")).toHaveValue("YES");
  await admin.getByTestId("answer-question_27").fill("NO");
  await expect(admin.getByTestId("reading-editor-unsaved")).toBeVisible();

  const saved = admin.waitForResponse((r) => r.url().endsWith(ROUTES.adminReadingModify.path));
  await admin.getByTestId("reading-editor-save").click();
  expect((await saved).status()).toBe(200);
  await expect(admin.getByTestId("reading-editor-saved")).toHaveText("Saved successfully!");
  await expect(admin.getByTestId("reading-editor-id")).not.toHaveValue("");
  const newId = await admin.getByTestId("reading-editor-id").inputValue();
  expect(newId).not.toBe(SOURCE_ID);
  await keepScreenshot(admin, "admin-editor-saved");
  await keepScreenshot(admin, "admin-editor-saved-full", { fullPage: true });
  // The banner goes after 3 s.
  await expect(admin.getByTestId("reading-editor-saved")).toHaveCount(0, { timeout: 5_000 });

  // A section without its title is stopped in the form; an empty paragraph by the server's validator.
  let saves = 0;
  admin.on("request", (r) => {
    if (r.url().endsWith(ROUTES.adminReadingModify.path)) saves += 1;
  });
  const sectionTitle = admin.getByTestId("section-title-0");
  const originalSectionTitle = await sectionTitle.inputValue();
  await sectionTitle.fill("");
  await admin.getByTestId("reading-editor-save").click();
  await expect(admin.getByTestId("reading-editor-problems")).toContainText("Question section 1: the title is required");
  await expect(sectionTitle).toHaveAttribute("aria-invalid", "true");
  expect(saves).toBe(0);
  await sectionTitle.fill(originalSectionTitle);
  await admin.getByTestId("paragraph-content-0").fill("");
  const refused = admin.waitForResponse((r) => r.url().endsWith(ROUTES.adminReadingModify.path));
  await admin.getByTestId("reading-editor-save").click();
  expect((await refused).status()).toBe(400);
  await expect(admin.getByTestId("reading-editor-problems")).toContainText("Paragraph content cannot be empty");
  await admin.getByTestId("reading-editor-error").scrollIntoViewIfNeeded();
  await keepScreenshot(admin, "admin-editor-refused");

  // Leaving asks first; reopening shows that nothing of the refused save was stored.
  await admin.getByTestId("reading-editor-back").click();
  await admin.getByTestId("reading-editor-leave-dialog-confirm").click();
  await openById(admin, newId);
  await expect(admin.getByTestId("reading-editor-title")).toHaveValue(TITLE);
  await expect(admin.getByTestId("paragraph-content-0")).not.toHaveValue("");
  await expect(admin.getByTestId("paragraph-content-1")).toHaveValue(new RegExp(`${ADDED.replace(".", "\\.")}$`));
  await expect(admin.getByTestId("answer-question_27")).toHaveValue("NO");

  // The learner takes the edited copy: new title, paragraph and statement; the edited answer is right.
  const learnerContext = await freshLearnerContext(browser, "editor-learner");
  const learner = await learnerContext.newPage();
  await learner.setViewportSize({ width: 1366, height: 900 });
  await learner.goto(`/test/${newId}`);
  const passage = learner.getByTestId("passage-panel");
  await expect(passage).toContainText(TITLE);
  await expect(passage).toContainText(ADDED);
  await expect(passage).toContainText("B (edited)");
  const first = learner.getByRole("group", { name: /^27 / });
  await expect(first).toContainText("(edited)");
  await first.getByRole("radio", { name: "NO", exact: true }).check();
  await learner.getByTestId("test-submit").click();
  await learner.getByTestId("submit-confirm").click();
  await expect(learner.getByTestId("results-screen")).toBeVisible();
  await expect(learner.getByTestId("result-question-27")).toHaveAttribute("data-correct", "true");
  await keepScreenshot(learner, "learner-edited-test-results");
  await learnerContext.close();

  // Retire the copy (Deleted), so no later random start picks it.
  await admin.getByTestId("reading-editor-level").selectOption("-1");
  await admin.getByTestId("reading-editor-save").click();
  await expect(admin.getByTestId("reading-editor-saved")).toBeVisible();
  await adminContext.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the editor has no serious axe violations (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await presetStorage(page, { theme });
    await page.goto("/admin?view=reading-editor");
    await expect(page.getByTestId("reading-editor-query")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openById(page, "sample-1");
    // One section in the JSON editor with invalid JSON, the others in their forms.
    await page.getByTestId("section-json-toggle-2").click();
    await page.getByLabel("Content as JSON").fill('{"statements": [');
    await expect(page.getByTestId("section-json-2-invalid")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, `admin-editor-${theme}`);
    await keepScreenshot(page, `admin-editor-${theme}-full`, { fullPage: true });
    // A look at the forms of the types with the most fields.
    for (const i of [1, 4, 5, 9, 10]) {
      await keepScreenshot(page.getByTestId(`section-editor-${i}`), `admin-editor-${theme}-section-${i}`);
    }
    await page.getByTestId("passage-mode-preview").click();
    expect(await seriousViolations(page)).toEqual([]);
    // Invalid JSON changed nothing; a real change makes leaving ask first.
    await page.getByTestId("reading-editor-title").fill("The history of glass, unsaved");
    await page.getByTestId("reading-editor-back").click();
    await expect(page.getByTestId("reading-editor-leave-dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, `admin-editor-leave-${theme}`);
    await context.close();
  });
}

test("a new test: empty form, saved with an id from the server, at 900 px wide", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  await page.goto("/admin?view=reading-editor");
  await page.getByTestId("reading-editor-new").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue("");
  await page.getByTestId("reading-editor-title").fill(`A new test ${STAMP}`);
  await page.getByTestId("paragraph-content-0").fill("Bees dance to tell one another where flowers are.");
  await page.getByTestId("section-add-type").selectOption("SHORT_ANSWER_QUESTIONS");
  await page.getByTestId("section-add").click();
  await page.getByTestId("section-title-0").fill("Question 1");
  await page.getByTestId("section-instruction-0").fill("Answer with ONE WORD from the passage.");
  await page.getByTestId("s0-questions").fill("What do bees do to share where flowers are?");
  await page.getByTestId("answer-question_1").fill("dance");
  await page.getByTestId("reading-editor-level").selectOption("-1");
  await page.getByTestId("reading-editor-save").click();
  await expect(page.getByTestId("reading-editor-saved")).toBeVisible();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(/^reading-/);
  await keepScreenshot(page, "admin-editor-new-900", { fullPage: true });
  await context.close();
});

test("the editor in Chinese: every label translated, nothing overflows at 1280 px", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await presetStorage(page, { language: "zh" });
  await page.goto("/admin?view=reading-editor");
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-search-error")).toHaveText("请输入阅读练习 ID");
  await page.getByTestId("reading-editor-query").fill("sample-1");
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByRole("heading", { name: "阅读测试编辑器" })).toBeVisible();
  await expect(page.getByTestId("reading-editor-save")).toHaveText("保存");
  // No control is wider than its panel.
  const overflowing = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        "[data-testid=reading-editor] input, [data-testid=reading-editor] textarea",
      ),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const panel = el.closest("section")?.getBoundingClientRect();
        return panel !== undefined && (box.left < panel.left - 1 || box.right > panel.right + 1);
      })
      .map((el) => el.id),
  );
  expect(overflowing).toEqual([]);
  await keepScreenshot(page, "admin-editor-zh");
  await context.close();
});
