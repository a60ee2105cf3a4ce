import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import {
  assign,
  call,
  classOf,
  contextAs,
  FIRST_ANSWERS,
  learnerAccount,
  localeText,
  PHONE,
  signInByApi,
  submitAssigned,
  TEST_GROUP,
} from "../fixtures/assignments";
import { makeTeacher } from "../fixtures/teaching";
import { checkBothThemes } from "../fixtures/themes";
import { presetStorage } from "../fixtures/ui";

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

  // The same pages in Chinese on a phone, turned by tap.
  const phone = await contextAs(browser, teacher, PHONE);
  const p = await phone.newPage();
  await presetStorage(p, { language: "zh" });
  await p.goto(`/teach/classes/${classID}?section=results`);
  const zh = (key: string) => localeText("zh", "class-results", `classResults.pages.${key}`);
  const zhPages = p.getByRole("navigation", { name: zh("label") });
  await expect(p.getByTestId("heatmap-row")).toHaveCount(50);
  await zhPages.getByRole("button", { name: zh("next") }).tap();
  const position = zh("position").replace("{{from}}", "51").replace("{{to}}", "52").replace("{{count}}", "52");
  await expect(zhPages.getByTestId("class-results-page")).toHaveText(position);
  await expect(p.getByTestId("heatmap-row")).toHaveCount(2);
  await checkBothThemes(p, "class-results-page-2-zh-phone");
  await phone.close();
});
