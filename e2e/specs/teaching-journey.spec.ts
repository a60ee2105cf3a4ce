import { ROUTES } from "@bandcraft/contract/routes";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import {
  COMMON_WRONG,
  ESSAY_TASK,
  FIRST_ANSWERS,
  ieltsOverall,
  PHONE,
  parseCsv,
  SECOND_ANSWERS,
  TEST_GROUP,
  TEST_QUESTIONS,
} from "../fixtures/assignments";
import { setAttemptDeadline } from "../fixtures/attempt-clock";
import { seriousViolations } from "../fixtures/axe";
import { PLANTED_ESSAY } from "../fixtures/essays";
import { keepScreenshot } from "../fixtures/screenshot";
import { downloaded, firstSignIn, learnersCsv, shownPasswords, signInThroughUi } from "../fixtures/teaching";
import {
  answerOnPhone,
  assignThroughDialog,
  markThroughUi,
  screenRows,
  sendEssayThroughUi,
} from "../fixtures/teaching-journey";
import { checkBothThemes } from "../fixtures/themes";
import { presetStorage } from "../fixtures/ui";

const STAMP = Date.now().toString(36);

/** The administrator makes the account and grants Teacher on Grant Privileges, through the UI. */
async function grantTeacher(browser: Browser, email: string, password: string) {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const a = await admin.newPage();
  await a.goto("/admin?view=users-accounts");
  await a.getByTestId("create-account-email").fill(email);
  await a.getByTestId("create-account-password").fill(password);
  await a.getByTestId("create-account-submit").click();
  await expect(a.getByTestId("toast-success")).toContainText(email);
  await a.goto("/admin?view=users-privileges");
  await a.getByTestId("privileges-email").fill(email);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("admin-privilege-10")).toContainText("Teacher");
  await a.getByLabel("Change for Teacher").selectOption({ index: 5 });
  const granted = a.waitForResponse((r) => r.url().endsWith(ROUTES.adminGrantPrivilege.path));
  await a.getByTestId("privileges-apply").click();
  expect((await granted).status()).toBe(200);
  await admin.close();
}

/** A learner's first sign-in on a phone in their language; they land on the home page with their assigned work. */
async function learnerOnPhone(browser: Browser, language: "ja" | "zh", email: string, oneTime: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await presetStorage(page, { language });
  await firstSignIn(page, email, oneTime, `Chosen!e2e-Passphrase-${language}-${STAMP}`);
  await expect(page.getByTestId("assigned-item")).toHaveCount(2);
  await checkBothThemes(page, `journey-assigned-${language}-phone`);
  return { context, page };
}

/** Starts the assigned test from "Assigned to you" by tap; answers the attempt's id from the start's reply. */
async function startAssigned(page: Page, title: string): Promise<string> {
  const started = page.waitForResponse((r) => r.url().endsWith(ROUTES.assignmentStart.path));
  await page.getByTestId("assigned-item").filter({ hasText: title }).getByTestId("assigned-start").tap();
  const reply = await started;
  expect(reply.status()).toBe(200);
  await expect(page).toHaveURL(/\/multi-test\/MT-[0-9A-Z]{24,}$/);
  return ((await reply.json()) as { attempt: { testTakerID: string } }).attempt.testTakerID;
}

test("issue 21: a teacher assigns a test and an essay to a class of 30; learners do them on phones; the teacher reads, exports and marks; the learner sees the marks", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const teacher = { email: `teacher-${STAMP}@example.com`, password: `Teach!e2e-Passphrase-${STAMP}` };
  const className = `Evening IELTS ${STAMP}`;
  const testTitle = `Mock test ${STAMP}`;
  const essayTitle = `Essay ${STAMP}`;
  await grantTeacher(browser, teacher.email, teacher.password);

  // The teacher makes a class and imports 30 learners from a CSV; the one-time passwords are shown once.
  const teacherContext = await browser.newContext();
  const t = await teacherContext.newPage();
  await signInThroughUi(t, teacher.email, teacher.password);
  await t.getByTestId("teach-link").click();
  await t.getByTestId("class-create-name").fill(className);
  await t.getByTestId("class-create-submit").click();
  await t.getByTestId("class-card").filter({ hasText: className }).getByTestId("class-open").click();
  await expect(t).toHaveURL(/\/teach\/classes\/CL-/);
  const classID = new URL(t.url()).pathname.split("/").at(-1) ?? "";
  await t.getByTestId("learners-tab-csv").click();
  const { text, emails } = learnersCsv(STAMP, 30);
  await t
    .getByTestId("learners-csv-input")
    .setInputFiles({ name: "class.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await t.getByTestId("learners-csv-submit").click();
  await expect(t.getByTestId("one-time-password-row")).toHaveCount(30);
  const passwords = await shownPasswords(t);
  await t.getByTestId("one-time-passwords-close").click();
  await expect(t.getByTestId("class-learner-row")).toHaveCount(30);
  const [first, second] = emails as [string, string];

  // Assignments: a complete test with an hour, and the Task 2 essay, both through the dialog.
  await t.getByTestId("class-tab-assignments").click();
  await expect(t.getByTestId("assignments-empty")).toBeVisible();
  await checkBothThemes(t, "journey-assignments-empty");
  await assignThroughDialog(t, { kind: "test", value: TEST_GROUP, title: testTitle }, async (dialog) => {
    await keepScreenshot(t, "journey-new-assignment-light", { animations: "disabled" });
    expect(await seriousViolations(t), "the new-assignment dialog").toEqual([]);
    await expect(dialog.getByTestId("assignment-time-limit")).toHaveValue("60");
  });
  await assignThroughDialog(t, { kind: "writing", value: ESSAY_TASK, title: essayTitle });
  const rows = t.getByTestId("assignment-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: testTitle }).getByTestId("assignment-submitted")).toContainText("0 of 30");
  const writingID = (await rows.filter({ hasText: essayTitle }).getAttribute("data-assignment-id")) ?? "";
  await checkBothThemes(t, "journey-assignments");

  // Learner 1, on a phone in Japanese: "Assigned to you", the test from there, some answers, Submit.
  const one = await learnerOnPhone(browser, "ja", first, passwords.get(first) ?? "");
  const l1 = one.page;
  await startAssigned(l1, testTitle);
  await answerOnPhone(l1, FIRST_ANSWERS);
  await l1.getByTestId("test-submit").tap();
  await l1.getByTestId("submit-confirm").tap();
  await expect(l1.getByTestId("results-screen")).toBeVisible();

  // Learner 2, on a phone in Chinese: answers some, the answers reach the server, and leaves; the time runs out.
  const two = await learnerOnPhone(browser, "zh", second, passwords.get(second) ?? "");
  const secondID = await startAssigned(two.page, testTitle);
  const saved = two.page.waitForResponse(
    (r) =>
      r.url().endsWith(ROUTES.attemptSave.path) &&
      r.ok() &&
      (r.request().postData() ?? "").includes(`"${COMMON_WRONG.answer}"`) &&
      (r.request().postData() ?? "").includes('"TRUE"'),
  );
  await answerOnPhone(two.page, SECOND_ANSWERS);
  await saved;
  await two.context.close();
  setAttemptDeadline(secondID, Date.now() - 2 * 60_000);

  // Learner 1 writes the essay from the assignment's Write, saves it and sends it to the teacher for it.
  await l1.goto("/");
  await l1.getByTestId("assigned-item").filter({ hasText: essayTitle }).getByTestId("assigned-write").tap();
  const essayID = await sendEssayThroughUi(l1, PLANTED_ESSAY, writingID);

  // The test's results: both papers in, the second closed by the server, the scores, the common wrong answer.
  await t.goto(`/teach/classes/${classID}?section=assignments`);
  await rows.filter({ hasText: testTitle }).getByTestId("assignment-open").click();
  const row = (email: string) => t.locator(`[data-testid="results-row"][data-email="${email}"]`);
  await expect(t.getByTestId("results-row")).toHaveCount(30);
  for (const email of [first, second]) {
    await expect(row(email).getByTestId("results-status")).toHaveAttribute("data-status", "submitted");
  }
  await expect(row(second).getByTestId("results-closed")).toHaveText("Time ran out");
  await expect(row(first).getByTestId("results-closed")).toHaveCount(0);
  await expect(row(first).getByTestId("results-score")).toHaveText(`2 / ${TEST_QUESTIONS}`);
  await expect(row(second).getByTestId("results-score")).toHaveText(`0 / ${TEST_QUESTIONS}`);
  await expect(t.getByTestId("results-submitted")).toContainText("2 of 30");
  const question = (n: number) => t.locator(`[data-testid="question-row"][data-part="1"][data-number="${n}"]`);
  await expect(question(COMMON_WRONG.number).getByTestId("question-wrong")).toContainText(`${COMMON_WRONG.answer} (2)`);
  await expect(question(1).getByTestId("question-share")).toContainText("50% (1 of 2)");
  await expect(question(1).getByTestId("question-wrong")).toContainText("TRUE (1)");
  await checkBothThemes(t, "journey-results");

  // The CSV holds the table's rows, in its order: e-mail, status and score of every learner.
  const file = await downloaded(t, () => t.getByTestId("results-csv").click());
  expect(file.name).toMatch(/\.csv$/);
  const records = parseCsv(file.text);
  const shown = await screenRows(t);
  expect(shown).toHaveLength(30);
  expect(
    records.map((r) => ({ email: r.email, status: r.status, score: r.score ? `${r.score} / ${r.questions}` : "—" })),
  ).toEqual(shown);
  expect(records.find((r) => r.email === first)).toMatchObject({ assignment: testTitle, class: className });
  expect(records.find((r) => r.email === emails[2])?.name).toBe(`'=HYPERLINK("http://evil.test","x")`);

  // A learner's paper, read-only, from their row.
  await row(first).getByTestId("results-review").first().click();
  await expect(t.getByTestId("assignment-review-banner")).toContainText(first);
  await expect(t.getByTestId("review-strip")).toBeVisible();
  await checkBothThemes(t, "journey-review");

  // The class's Results: the heat map has both learners' rows, with figures.
  await t.goto(`/teach/classes/${classID}?section=results`);
  await expect(t.getByTestId("heatmap")).toBeVisible();
  for (const email of [first, second]) {
    const heat = t.locator(`[data-testid="heatmap-row"][data-email="${email}"]`);
    await expect(heat).toBeVisible();
    await expect(heat.locator('[data-testid="heatmap-cell"]:not([data-level="none"])').first()).toBeVisible();
  }
  await checkBothThemes(t, "journey-class-results");

  // The Essays tab, then the marking: a comment on selected words, four bands, the overall band, Return.
  await t.getByTestId("class-tab-essays").click();
  const essays = t.getByTestId("essays-row");
  await expect(essays).toHaveCount(1);
  await expect(essays).toHaveAttribute("data-essay-id", essayID);
  await checkBothThemes(t, "journey-essays");
  await essays.getByTestId("essays-open").click();
  // A mean of 6.25, which IELTS rounds up to 6.5: the overall band shown must follow the rule, not truncate.
  const bands = { task: 7, coherence: 6, lexical: 6, grammar: 6 };
  const comment = "A clear first sentence: the topic at once.";
  await markThroughUi(t, { words: "In many countries", comment, bands, general: "Well argued; mind agreement." }, () =>
    checkBothThemes(t, "journey-marking"),
  );

  // Learner 1 finds the essay marked under "Assigned to you" and sees the band and the comment.
  await l1.goto("/");
  const marked = l1.getByTestId("assigned-item").filter({ hasText: essayTitle });
  await expect(marked).toHaveAttribute("data-status", "marked");
  await marked.getByTestId("assigned-essay").tap();
  await expect(l1.getByTestId("essay-marks-overall")).toHaveText(ieltsOverall(bands).toFixed(1));
  await expect(l1.getByTestId("essay-mark-comment")).toHaveCount(1);
  await expect(l1.getByTestId("essay-mark-comment")).toContainText(comment);
  await expect(l1.getByTestId("essay-mark-comment")).toContainText("In many countries");
  await checkBothThemes(l1, "journey-marks-ja-phone");

  await one.context.close();
  await teacherContext.close();
});
