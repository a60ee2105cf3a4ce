import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/accounts";
import { callApi } from "../fixtures/admin-api";
import { startAttempt, submitAttempt, submitPractice, tokenOf } from "../fixtures/attempts";
import { AUDITOR_STATE } from "../fixtures/auditor";
import { seriousViolations } from "../fixtures/axe";
import { presetStorage } from "../fixtures/ui";

/**
 * The accessibility sweep: every screen and its main dialogs, in the light and the dark theme,
 * with no serious or critical axe violation. Each row opens one screen and checks it at each named point
 * in each theme; a failing point is reported with its name and theme and the sweep goes on, so one run
 * lists every finding.
 */
type TCheck = (point: string, within?: string) => Promise<void>;
type TTheme = "light" | "dark";
type TScreen = { name: string; themes?: readonly TTheme[]; visit: (page: Page, check: TCheck) => Promise<void> };

const THEMES: readonly TTheme[] = ["light", "dark"];
/** A dialog over a page checked just before: only the dialog is checked again, which halves the run. */
const DIALOG = "[role=dialog]";
const SIGNED_OUT = { cookies: [], origins: [] };

// The sample practice (global setup): 1 right, 6 wrong, 9 by matching, 19 from the bank, 16 left blank.
const SAMPLE_ANSWERS = { 1: "B", 6: "FALSE", 9: "C", 11: "ii", 17: "color", 19: "E", 21: "kiln" };

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
    name: "reading hub with the practice-type and question-filter dialogs",
    visit: async (page, check) => {
      await page.goto("/reading");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check("hub");
      await page.getByTestId("reading-action-complete").getByRole("button").click();
      await expect(page.getByTestId("practice-type-dialog")).toBeVisible();
      await check("practice-type dialog", DIALOG);
      await page.getByTestId("practice-type-cancel").click();
      await page.getByTestId("reading-action-single").getByRole("button").click();
      await expect(page.getByTestId("question-filter-dialog")).toBeVisible();
      await page.getByTestId("filter-part-2").click();
      await check("question-filter dialog", DIALOG);
    },
  },
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
  {
    name: "test screen with every question type, Options and the refresh warning",
    visit: async (page, check) => {
      await openSample(page);
      await check("test");
      await page.getByTestId("test-options").click();
      const dialog = page.getByTestId("options-dialog");
      await expect(dialog).toBeVisible();
      await check("options", DIALOG);
      await dialog.getByRole("button", { name: /Contrast/ }).click();
      await check("options: contrast", DIALOG);
      await dialog.getByTestId("options-close").click();
      await page.getByTestId("passage-panel").click();
      await page.keyboard.press("F5");
      await expect(page.getByTestId("refresh-dialog")).toBeVisible();
      await check("refresh warning", DIALOG);
    },
  },
  // The contrast options replace the theme's colours on the test, so each is checked over one theme.
  ...(
    [
      ["white-on-black", "light"],
      ["yellow-on-black", "dark"],
    ] as const
  ).map(
    ([contrast, theme]): TScreen => ({
      name: `test screen in ${contrast}`,
      themes: [theme],
      visit: async (page, check) => {
        await page.addInitScript((c) => {
          localStorage.setItem("bandcraft.readingDisplay", JSON.stringify({ contrast: c, textSize: "large" }));
        }, contrast);
        await openSample(page);
        await expect(page.getByTestId("reading-test-root")).toHaveAttribute("data-contrast", contrast);
        await check("test");
      },
    }),
  ),
  {
    name: "results after submitting",
    visit: async (page, check) => {
      await openSample(page);
      await page.getByRole("textbox", { name: "Answer to question 18" }).fill("lagoon");
      await page.getByTestId("test-submit").click();
      await expect(page.getByTestId("submit-review")).toBeVisible();
      await check("review before submitting", DIALOG);
      await page.getByTestId("submit-confirm").click();
      await expect(page.getByTestId("results-summary")).toBeVisible();
      await check("results");
    },
  },
  {
    name: "practice records with answers and choose-passage dialogs",
    visit: async (page, check) => {
      const token = tokenOf(AUDITOR_STATE);
      await submitPractice(page.request, token, "sample-1", { answers: SAMPLE_ANSWERS });
      // Any complete test: part 1 holds question 1 and part 3 question 27 in each.
      const pack = await startAttempt(page.request, token, { pageType: "ActualTest" });
      await submitAttempt(page.request, token, pack, [
        { answers: { 1: "TRUE" } },
        { answers: {} },
        { answers: { 27: "YES" } },
      ]);
      await page.goto("/practice-records");
      const full = page.getByTestId("record-card").filter({ hasText: "3 passages practice" }).first();
      await expect(full).toBeVisible();
      await full.getByRole("button", { name: "Expand" }).click();
      await check("records");
      await full.getByRole("button", { name: "View Answers" }).click();
      await expect(page.getByTestId("answer-details-dialog")).toBeVisible();
      await check("answers dialog", DIALOG);
      await page.keyboard.press("Escape");
      await full.getByRole("button", { name: "Review" }).click();
      await expect(page.getByTestId("choose-review-dialog")).toBeVisible();
      await check("choose-passage dialog", DIALOG);
    },
  },
  {
    name: "review with an explanation open",
    visit: async (page, check) => {
      const { attempt } = await submitPractice(page.request, tokenOf(AUDITOR_STATE), "sample-1", {
        answers: SAMPLE_ANSWERS,
      });
      await page.setViewportSize({ width: 1366, height: 2400 });
      await page.goto(`/review/${attempt.testTakerID}/sample-1`);
      await expect(page.getByTestId("review-strip")).toBeVisible();
      await check("review");
      await page.getByTestId("review-explain-q1").click();
      await check("explanation");
    },
  },
  {
    name: "complete test, all three parts",
    visit: async (page, check) => {
      await page.goto("/reading");
      await page.getByTestId("reading-action-complete").getByRole("button").click();
      await page.getByTestId("practice-type-actual").click();
      await expect(page).toHaveURL(/\/multi-test\//);
      for (const part of [1, 2, 3]) {
        await expect(page.getByTestId("part-banner")).toContainText(`Part ${part}`);
        await expect(page.getByTestId("question-panel").locator("[id^=question-]").first()).toBeVisible();
        await check(`part ${part}`);
        if (part < 3) await page.getByTestId("part-next").click();
      }
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

/** The sample practice (every question type) in a window tall enough to show every section at once. */
async function openSample(page: Page) {
  await page.setViewportSize({ width: 1366, height: 2400 });
  await page.goto("/test/sample-1");
  await expect(page.locator("#question-24")).toBeVisible();
}

const groups = [
  { who: "signed out", state: SIGNED_OUT, screens: signedOut },
  { who: "learner", state: AUDITOR_STATE, screens: learner },
  { who: "administrator", state: ADMIN_STATE, screens: admin },
] as const;

/**
 * Shows the page in a theme without a reload: the theme is one attribute on <html>, where the design tokens
 * switch (lib/theme.ts). A forced layout starts any colour transitions now, so the axe run waits for them.
 */
async function showTheme(page: Page, theme: TTheme) {
  await page.evaluate((t) => {
    document.documentElement.setAttribute("data-theme", t);
    void document.body.offsetHeight;
  }, theme);
}

for (const { who, state, screens } of groups) {
  test.describe(`axe, ${who}`, () => {
    test.use({ storageState: state });
    for (const screen of screens) {
      const themes = screen.themes ?? THEMES;
      test(`${screen.name} (${themes.join(" and ")})`, async ({ page }) => {
        test.setTimeout(60_000);
        // The refresh warning and leaving a test ask through the browser's own prompt too.
        page.on("dialog", (d) => void d.dismiss());
        await presetStorage(page, { theme: themes[0] });
        // Every point in every theme: one walk through the screen instead of one per theme.
        const check: TCheck = async (point, within) => {
          for (const theme of themes) {
            await showTheme(page, theme);
            expect.soft(await seriousViolations(page, within), `${point} (${theme})`).toEqual([]);
          }
          await showTheme(page, themes[0] ?? "light");
        };
        await screen.visit(page, check);
      });
    }
  });
}
