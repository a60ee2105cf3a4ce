import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import {
  assign,
  call,
  classOf,
  contextAs,
  FIRST_ANSWERS,
  learnerAccount,
  signInByApi,
  submitAssigned,
  TEST_GROUP,
} from "../fixtures/assignments";
import { makeTeacher } from "../fixtures/teaching";
import { checkBothThemes } from "../fixtures/themes";

/**
 * A class bigger than a page of results (50 learners): the teacher turns the pages with the keyboard; the heat
 * map keeps the class's columns on a page of learners who have done nothing yet.
 */
test("a class of 52: the results come a page of 50 learners at a time, turned by the keyboard", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const made = await makeTeacher(browser, `pages-${stamp}`);
  const teacher = await signInByApi(made.email, made.password);
  // Two learners without a name (so after the named ones, on page 2) and fifty named ones made by the class.
  const first = await learnerAccount(`pager-first-${stamp}`);
  const second = await learnerAccount(`pager-second-${stamp}`);
  const classID = await classOf(request, teacher, `Big class ${stamp}`, [first.user.email, second.user.email]);
  const pupils = Array.from({ length: 50 }, (_, i) => ({
    email: `pupil${i + 1}-${stamp}@example.com`,
    name: `Pupil ${i + 1}`,
  }));
  await call(request, teacher.token, ROUTES.classAddLearners.path, { classID, learners: pupils });
  const testID = await assign(request, teacher, { classID, kind: "test", testGroup: TEST_GROUP });
  await submitAssigned(request, first, testID, FIRST_ANSWERS);

  const context = await contextAs(browser, teacher);
  const page = await context.newPage();
  await page.goto(`/teach/classes/${classID}?section=results`);
  const rows = page.getByTestId("heatmap-row");
  await expect(rows).toHaveCount(50);
  await expect(rows.first().getByRole("rowheader")).toContainText("Pupil 1");
  await expect(rows.last().getByRole("rowheader")).toContainText("Pupil 50");
  // The class's columns, with nothing in them yet on this page.
  const columns = await page.getByTestId("heatmap-type").count();
  expect(columns).toBeGreaterThan(0);
  await expect(rows.first().locator('[data-testid="heatmap-cell"][data-level="none"]')).toHaveCount(columns);
  const pages = page.getByRole("navigation", { name: "Pages of learners" });
  await expect(pages.getByTestId("class-results-page")).toHaveText("Learners 1–50 of 52");
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();

  await pages.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(pages.getByTestId("class-results-page")).toHaveText("Learners 51–52 of 52");
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("rowheader")).toContainText(first.user.email);
  await expect(rows.first().getByTestId("heatmap-percent").first()).toBeVisible();
  await expect(page.getByTestId("band-trend")).toHaveCount(1);
  await expect(page.getByTestId("band-trend").getByText("1 test")).toBeVisible();
  // Next is spent at the last page: the keyboard's focus moves to Previous, not to the page's body.
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(pages.getByRole("button", { name: "Previous" })).toBeFocused();
  await checkBothThemes(page, "class-results-page-2");

  await pages.getByRole("button", { name: "Previous" }).focus();
  await page.keyboard.press("Enter");
  await expect(pages.getByTestId("class-results-page")).toHaveText("Learners 1–50 of 52");
  await expect(rows).toHaveCount(50);
  await expect(pages.getByRole("button", { name: "Next" })).toBeFocused();
  await context.close();
});
