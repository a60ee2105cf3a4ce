import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin.api";
import { AUDITOR_STATE } from "../fixtures/auditor";
import { DIALOG, sweepScreen, sweepTitle, type TScreen } from "../fixtures/axe-sweep";

// The accessibility sweep of all but the learner's reading screens: signed out, the learner's home, settings and
// writing, and the administrator's screens. The reading screens are in a11y-reading.spec.ts.

const SIGNED_OUT = { cookies: [], origins: [] };

const signedOut: TScreen[] = [
  {
    name: "home and the header's sign-in prompt",
    visit: async (page, check) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check("home");
      await page.getByTestId("login-button").click();
      await expect(page.getByTestId("login-prompt")).toBeVisible();
      await check("sign-in prompt", DIALOG);
    },
  },
  {
    name: "sign-in, with an error, and the registration form",
    visit: async (page, check) => {
      await page.goto("/auth");
      await expect(page.getByTestId("auth-submit")).toBeVisible();
      await check("sign-in");
      await page.getByTestId("auth-email").fill("nobody@example.com");
      await page.getByTestId("auth-password").fill("not-the-password-2026");
      await page.getByTestId("auth-submit").click();
      await expect(page.getByTestId("auth-error")).toBeVisible();
      await check("sign-in error");
      await page.getByTestId("auth-toggle").click();
      await expect(page.getByTestId("register-notice")).toBeVisible();
      await check("registration");
    },
  },
  {
    name: "Authentication Required (records, test, review)",
    visit: async (page, check) => {
      await page.goto("/practice-records");
      await expect(page.getByTestId("records-auth-required")).toBeVisible();
      await check("records");
      await page.goto("/test/sample-1");
      await expect(page.getByTestId("test-auth-required")).toBeVisible();
      await check("test");
      await page.goto("/review/TT-nobody/sample-1");
      await expect(page.getByTestId("review-auth-required")).toBeVisible();
      await check("review");
    },
  },
];

const learner: TScreen[] = [
  {
    name: "home signed in, with the settings and sign-out dialogs",
    visit: async (page, check) => {
      await page.goto("/");
      await expect(page.getByTestId("header-email")).toBeVisible();
      await check("home");
      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("privilege-3")).toBeVisible();
      await check("settings", DIALOG);
      await page.getByTestId("settings-logout").click();
      await expect(page.getByTestId("logout-confirm")).toBeVisible();
      await check("sign-out", DIALOG);
    },
  },
  {
    name: "writing hub, practices, editor with Options and the essay check",
    visit: async (page, check) => {
      await page.goto("/writing");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check("hub");
      await page.goto("/writing/practices");
      await page.getByTestId("task-switch-2").click();
      await expect(page.getByTestId("writing-row").first()).toBeVisible();
      await check("practices");
      await page.getByRole("button", { name: "Driverless buses on city routes" }).click();
      await expect(page.getByTestId("start-dialog")).toBeVisible();
      await check("start dialog", DIALOG);
      await page.getByTestId("start-confirm").click();
      await page.getByLabel("Your essay").fill("Driverless buses is a idea that many city recieve with doubt.");
      await check("editor");
      await page.getByTestId("writing-options").click();
      await expect(page.getByTestId("options-dialog")).toBeVisible();
      await check("options dialog", DIALOG);
      await page.getByTestId("options-close").click();
      await page.getByTestId("check-essay").click();
      await expect(page.getByTestId("feedback-issue").first()).toBeVisible({ timeout: 20_000 });
      await check("feedback panel");
    },
  },
  {
    name: "My essays and an essay",
    visit: async (page, check) => {
      await page.goto("/writing");
      const saved = await callApi(page, "/writing/essays/save", {
        writingPracticeID: "bandcraft-writing-task2-driverless-buses",
        part: 2,
        text: "Driverless buses could carry commuters at night.\n\nYet people still want a driver on board.",
        timeSpent: 420,
        feedbackSummary: { summaryVersion: 1, spellingIssues: 2, "spellingIssues.status": "check", grammarIssues: 0 },
      });
      expect(saved.status).toBe(200);
      await page.goto("/writing/essays");
      await expect(page.getByTestId("essay-card").first()).toBeVisible();
      await check("My essays");
      await page.getByTestId("essay-card").first().getByTestId("essay-open").click();
      await expect(page.getByTestId("essay-text")).toBeVisible();
      await check("essay");
    },
  },
];

const admin: TScreen[] = [
  {
    name: "admin test list with filters",
    visit: async (page, check) => {
      await page.goto("/admin?view=reading-tests");
      await expect(page.getByTestId("test-card").first()).toBeVisible();
      await page.getByTestId("test-list-toggle-filters").click();
      await check("test list");
    },
  },
  {
    name: "admin reading editor with a test open",
    visit: async (page, check) => {
      await page.goto("/admin?view=reading-editor");
      await page.getByRole("tab", { name: "By ID" }).click();
      await page.getByTestId("reading-editor-query").fill("sample-1");
      await page.getByTestId("reading-editor-search").click();
      await expect(page.getByTestId("reading-editor-id")).toHaveValue("sample-1");
      await check("editor");
    },
  },
  {
    name: "admin writing Add Practice with its messages",
    visit: async (page, check) => {
      await page.goto("/admin?view=writing-add");
      await page.getByTestId("add-writing-submit").click();
      await expect(page.getByText("Content is required")).toBeVisible();
      await check("add practice");
    },
  },
  {
    name: "admin Grant Privileges with a learner loaded",
    visit: async (page, check) => {
      await page.goto("/admin?view=users-privileges");
      await page.getByTestId("privileges-email").fill("auditor@example.com");
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("admin-privilege-3")).toBeVisible();
      await check("grant privileges");
    },
  },
  {
    name: "admin Learner Accounts",
    visit: async (page, check) => {
      await page.goto("/admin?view=users-accounts");
      await expect(page.getByTestId("accounts-row").first()).toBeVisible();
      await check("accounts");
    },
  },
];

const groups = [
  { who: "signed out", state: SIGNED_OUT, screens: signedOut },
  { who: "learner", state: AUDITOR_STATE, screens: learner },
  { who: "administrator", state: ADMIN_STATE, screens: admin },
] as const;

for (const { who, state, screens } of groups) {
  test.describe(`axe, ${who}`, () => {
    test.use({ storageState: state });
    for (const screen of screens) test(sweepTitle(screen), ({ page }) => sweepScreen(page, screen));
  });
}
