import { ROUTES } from "@bandcraft/contract/routes";
import { type Browser, expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";
import {
  downloaded,
  firstSignIn,
  learnersCsv,
  makeTeacher,
  shownPasswords,
  signInThroughUi,
} from "../fixtures/teaching";
import { checkBothThemes } from "../fixtures/themes";
import { presetStorage } from "../fixtures/ui";

const STAMP = Date.now().toString(36);

async function adminAt(browser: Browser, view: string) {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto(`/admin?view=${view}`);
  return { context, page };
}

test("an administrator makes a teacher, who builds a class of 30 from a CSV; learners choose their own passwords; the audit log tells it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = { email: `teacher-${STAMP}@example.com`, password: `Teach!e2e-Passphrase-${STAMP}` };
  const className = `Evening B2 ${STAMP}`;

  // The administrator makes the account and grants Teacher on Grant Privileges.
  const admin = await adminAt(browser, "users-accounts");
  const a = admin.page;
  await a.getByTestId("create-account-email").fill(teacher.email);
  await a.getByTestId("create-account-password").fill(teacher.password);
  await a.getByTestId("create-account-submit").click();
  await expect(a.getByTestId("toast-success")).toContainText(teacher.email);
  await a.goto("/admin?view=users-privileges");
  await a.getByTestId("privileges-email").fill(teacher.email);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("admin-privilege-10")).toContainText("Teacher");
  await a.getByLabel("Change for Teacher").selectOption({ index: 5 });
  const granted = a.waitForResponse((r) => r.url().endsWith(ROUTES.adminGrantPrivilege.path));
  await a.getByTestId("privileges-apply").click();
  expect((await granted).status()).toBe(200);
  await expect(a.getByTestId("admin-privilege-10").getByTestId("admin-privilege-status")).toHaveText(
    /Active|Permanent/,
  );

  // The teacher signs in, finds Teaching in the header and makes a class.
  const teacherContext = await browser.newContext();
  const t = await teacherContext.newPage();
  await signInThroughUi(t, teacher.email, teacher.password);
  await t.getByTestId("teach-link").click();
  await expect(t).toHaveURL(/\/teach$/);
  await t.getByTestId("class-create-name").fill(className);
  await t.getByTestId("class-create-submit").click();
  const card = t.getByTestId("class-card").filter({ hasText: className });
  await expect(card).toHaveCount(1);
  await checkBothThemes(t, "teaching-classes");
  await card.getByTestId("class-open").click();
  await expect(t).toHaveURL(/\/teach\/classes\/CL-/);

  // A file with a bad line is refused whole, naming the line; the corrected file adds all 30.
  await t.getByTestId("learners-tab-csv").click();
  await t.getByTestId("learners-csv-input").setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("email,name\nann@example.com,Ann\nnot-an-address,Bo\n"),
  });
  await expect(t.getByTestId("learners-csv-problems")).toContainText("3");
  await expect(t.getByTestId("learners-csv-problems")).toContainText("not-an-address");
  const { text, emails } = learnersCsv(STAMP, 30);
  await t
    .getByTestId("learners-csv-input")
    .setInputFiles({ name: "b2.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await expect(t.getByTestId("learners-csv-preview")).toContainText("30");
  await t.getByTestId("learners-csv-submit").click();
  const panel = t.getByTestId("one-time-passwords");
  await expect(panel.getByTestId("one-time-password-row")).toHaveCount(30);
  const passwords = await shownPasswords(t);
  expect([...passwords.keys()].sort()).toEqual([...emails].sort());
  await keepScreenshot(t, "teaching-one-time-passwords", { animations: "disabled" });
  expect(await seriousViolations(t)).toEqual([]);

  // The download holds what the panel shows; the name a spreadsheet would run is written as text.
  const file = await downloaded(t, () => t.getByTestId("one-time-passwords-download").click());
  expect(file.name).toMatch(/\.csv$/);
  const lines = file.text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("email,name,one_time_password");
  expect(lines).toHaveLength(31);
  for (const line of lines.slice(1)) {
    const email = line.split(",")[0] ?? "";
    expect(line.endsWith(`,${passwords.get(email)}`), line).toBe(true);
  }
  expect(lines.find((l) => l.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(`);
  await t.getByTestId("one-time-passwords-close").click();
  await expect(t.getByTestId("class-learner-row")).toHaveCount(30);
  await expect(t.getByTestId("class-learner-never-signed-in")).toHaveCount(30);
  await checkBothThemes(t, "teaching-class");

  // Two learners sign in with their one-time passwords and must choose their own first.
  const chosen = `Chosen!e2e-Passphrase-${STAMP}`;
  const [first, second] = emails as [string, string];
  const learnerContext = await browser.newContext();
  const l = await learnerContext.newPage();
  await l.goto("/auth");
  await l.getByTestId("auth-email").fill(first);
  await l.getByTestId("auth-password").fill(passwords.get(first) ?? "");
  await l.getByTestId("auth-submit").click();
  await expect(l).toHaveURL(/\/account\/choose-password$/);
  // Every other page sends them back until they have chosen.
  await l.goto("/reading");
  await expect(l).toHaveURL(/\/account\/choose-password$/);
  await checkBothThemes(l, "choose-password");
  await l.getByTestId("choose-password-current").fill(passwords.get(first) ?? "");
  await l.getByTestId("choose-password-new").fill(chosen);
  await l.getByTestId("choose-password-repeat").fill(chosen);
  await l.getByTestId("choose-password-submit").click();
  await expect(l).toHaveURL(/\/reading$|\/$/);
  await learnerContext.close();
  const secondContext = await browser.newContext();
  const s = await secondContext.newPage();
  await firstSignIn(s, second, passwords.get(second) ?? "", chosen);
  // The one-time password no longer works; the chosen one does.
  await secondContext.clearCookies();
  await s.evaluate(() => localStorage.clear());
  await s.goto("/auth");
  await s.getByTestId("auth-email").fill(second);
  await s.getByTestId("auth-password").fill(passwords.get(second) ?? "");
  await s.getByTestId("auth-submit").click();
  await expect(s.getByRole("alert")).toBeVisible();
  await signInThroughUi(s, second, chosen);

  await t.reload();
  await expect(t.getByTestId("class-learner-never-signed-in")).toHaveCount(28);

  // The administrator disables the second learner: their session ends and sign-in says why; enabled again, it works.
  await a.goto("/admin?view=users-accounts");
  await a.getByLabel("Search accounts by e-mail").fill(second);
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("accounts-row")).toHaveCount(1);
  await a.getByTestId("account-disable").click();
  await a.getByTestId("account-action-confirm").click();
  await expect(a.getByTestId("account-disabled-badge")).toBeVisible();
  await s.goto("/writing/practices");
  await expect(s).toHaveURL(/\/auth$/);
  await s.getByTestId("auth-email").fill(second);
  await s.getByTestId("auth-password").fill(chosen);
  await s.getByTestId("auth-submit").click();
  await expect(s.getByRole("alert")).toContainText("disabled");
  await a.getByTestId("account-enable").click();
  await a.getByTestId("account-action-confirm").click();
  await expect(a.getByTestId("account-disabled-badge")).toHaveCount(0);
  await signInThroughUi(s, second, chosen);
  await secondContext.close();

  // The audit log tells who did what: the grant, the class, the learners, the disable and enable.
  await a.goto("/admin?view=audit-log");
  await a.getByTestId("audit-search").fill(STAMP);
  await a.getByTestId("audit-search").press("Enter");
  const rows = a.getByTestId("audit-row");
  for (const [action, target] of [
    ["Privilege granted", teacher.email],
    ["Class created", className],
    ["Learners added to a class", className],
    ["Account disabled", second],
    ["Account enabled", second],
  ] as const) {
    await a.getByTestId("audit-action-filter").selectOption({ label: action });
    await expect(rows.filter({ hasText: target }).first(), action).toBeVisible();
  }
  await a.getByTestId("audit-action-filter").selectOption({ index: 0 });
  await checkBothThemes(a, "admin-audit-log");

  await teacherContext.close();
  await admin.context.close();
});

test("the teaching screens in Japanese, and the audit log in Chinese, in both themes", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const teacher = await makeTeacher(browser, `ja-${stamp}`);
  const context = await browser.newContext();
  const t = await context.newPage();
  await presetStorage(t, { language: "ja" });
  await signInThroughUi(t, teacher.email, teacher.password);
  await t.getByTestId("teach-link").click();
  await expect(t.getByRole("heading", { level: 1 })).toHaveText("クラス");
  await t.getByTestId("class-create-name").fill(`夜間クラス ${stamp}`);
  await t.getByTestId("class-create-submit").click();
  await checkBothThemes(t, "teaching-classes-ja");
  await t.getByTestId("class-card").filter({ hasText: stamp }).getByTestId("class-open").click();
  await t.getByTestId("learners-emails").fill(`sato-${stamp}@example.com, 佐藤 花子`);
  await t.getByTestId("learners-emails-submit").click();
  await expect(t.getByTestId("one-time-passwords")).toContainText("佐藤 花子");
  await keepScreenshot(t, "teaching-passwords-ja", { animations: "disabled" });
  expect(await seriousViolations(t)).toEqual([]);
  await t.getByTestId("one-time-passwords-close").click();
  await checkBothThemes(t, "teaching-class-ja");
  await context.close();

  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const a = await admin.newPage();
  await presetStorage(a, { language: "zh" });
  await a.goto("/admin?view=audit-log");
  await expect(a.getByRole("heading", { name: "审计日志" })).toBeVisible();
  await a.getByTestId("audit-search").fill(stamp);
  await a.getByTestId("audit-search").press("Enter");
  await expect(a.getByTestId("audit-row").first()).toBeVisible();
  await checkBothThemes(a, "admin-audit-log-zh");
  await admin.close();
});
