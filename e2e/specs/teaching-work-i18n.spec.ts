import { expect, test } from "@playwright/test";
import { COMMON_WRONG, contextAs, localeText, seedClassWork } from "../fixtures/assignments";
import { checkBothThemes } from "../fixtures/themes";
import { presetStorage } from "../fixtures/ui";

/**
 * The teacher's screens of assigned work (the journey walks them in English) in Japanese and in Chinese, in
 * both themes: the work itself is made through the API, as the journey has already made it through the UI.
 */
for (const language of ["ja", "zh"] as const) {
  test(`the teacher's assignments, results, class results, essays and marking in ${language}, in both themes`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = (bundle: string, key: string) => localeText(language, bundle, key);
    const work = await seedClassWork(browser, request, language === "ja" ? "夜間クラス" : "晚间班", false);
    const context = await contextAs(browser, work.teacher);
    const t = await context.newPage();
    await presetStorage(t, { language });

    // The Assignments tab: both assignments, with how many handed them in.
    await t.goto(`/teach/classes/${work.classID}?section=assignments`);
    await expect(
      t.getByRole("heading", { level: 2, name: text("assignments", "assignments.list.title") }),
    ).toBeVisible();
    const rows = t.getByTestId("assignment-row");
    await expect(rows).toHaveCount(2);
    const test1 = rows.and(t.locator(`[data-assignment-id="${work.testID}"]`));
    await expect(test1.getByTestId("assignment-kind")).toHaveText(text("assignments", "assignments.kinds.test"));
    await checkBothThemes(t, `teach-assignments-${language}`);

    // The test's results: both papers, and the common wrong answer in the questions.
    await test1.getByTestId("assignment-open").click();
    await expect(t.getByTestId("results-row")).toHaveCount(2);
    await expect(t.getByTestId("results-status").first()).toHaveText(
      text("assignments", "assignments.results.status.submitted"),
    );
    const common = t.locator(`[data-testid="question-row"][data-part="1"][data-number="${COMMON_WRONG.number}"]`);
    await expect(common.getByTestId("question-wrong")).toContainText(COMMON_WRONG.answer);
    await checkBothThemes(t, `teach-results-${language}`);

    // A paper, read-only.
    await t.getByTestId("results-review").first().click();
    await expect(t.getByTestId("assignment-review-banner")).toBeVisible();
    await expect(t.getByTestId("review-strip")).toBeVisible();
    await checkBothThemes(t, `teach-review-${language}`);

    // The class's Results: the heat map's rows.
    await t.goto(`/teach/classes/${work.classID}?section=results`);
    await expect(t.getByTestId("heatmap-row")).toHaveCount(2);
    await expect(t.getByTestId("class-results-csv")).toHaveText(text("class-results", "classResults.csv.download"));
    await checkBothThemes(t, `teach-class-results-${language}`);

    // The Essays tab and the marking page of the essay (a draft of marks saved, not returned).
    await t.getByTestId("class-tab-essays").click();
    await expect(t.getByTestId("essays-row")).toHaveCount(1);
    await expect(t.getByTestId("essays-status")).toHaveText(text("marking", "marking.essays.status.sent"));
    await checkBothThemes(t, `teach-essays-${language}`);
    await t.getByTestId("essays-open").click();
    await expect(t.getByTestId("marking-text")).toBeVisible();
    await expect(t.getByTestId("marking-comment")).toHaveCount(1);
    await expect(t.getByTestId("marking-return")).toHaveText(text("marking", "marking.actions.return"));
    await checkBothThemes(t, `teach-marking-${language}`);
    await context.close();
  });
}
