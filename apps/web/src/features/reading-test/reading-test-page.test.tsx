import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/providers";
import i18n from "../../lib/i18n";
import { clearSession, saveSession } from "../../lib/session";
import { jsonResponse } from "../../test/render-router";
import { ReadingTestPage } from "./reading-test-page";

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: "/test/:testId", element: <ReadingTestPage /> },
      { path: "/test", element: <ReadingTestPage /> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const json = jsonResponse;

const ATTEMPT = "TT-ABCDEFGH0123456789ABCDEF";

/** Navigation state as a start hands it over: the practice and its new attempt. */
function started(readingPractice: unknown) {
  const now = Date.now();
  return {
    readingPractice,
    attempt: { testTakerID: ATTEMPT, kind: "single", startedAt: now, deadline: null, serverTime: now, revision: 0 },
    receivedAt: now,
  };
}

describe("/test/:testId states", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: "learner@example.com", privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it("signed out: Authentication Required with Go to Login", async () => {
    clearSession();
    renderAt("/test/sample-1");
    const screenAuth = await screen.findByTestId("test-auth-required");
    expect(screenAuth.textContent).toContain("Authentication Required");
    expect(screenAuth.textContent).toContain("Authentication required. Please login to access the test.");
    expect(screen.getByRole("button", { name: "Go to Login" })).toBeTruthy();
  });

  it("no test id: No test ID provided with Back to Home", async () => {
    renderAt("/test");
    const error = await screen.findByTestId("test-error");
    expect(error.textContent).toContain("Error: No test ID provided");
    expect(screen.getByRole("button", { name: "Back to Home" })).toBeTruthy();
  });

  it("loading, then a server refusal shows its errMsg", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(json(403, { statusCode: 403, errMsg: "Not enough reading test tokens" })),
    );
    renderAt("/test/sample-1");
    expect(screen.getByTestId("test-loading").textContent).toContain("Loading test data...");
    expect((await screen.findByTestId("test-error")).textContent).toContain("Error: Not enough reading test tokens");
  });

  it("a 401 while loading is the authentication screen", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(401, { statusCode: 401, errMsg: "Invalid token" })));
    renderAt("/test/sample-1");
    expect((await screen.findByTestId("test-auth-required")).textContent).toContain("Authentication");
  });

  it("a network failure has its own text", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderAt("/test/sample-1");
    expect((await screen.findByTestId("test-error")).textContent).toContain(
      "Error: Network error: Unable to fetch test data",
    );
  });

  it("preloaded data that cannot be parsed: Failed to process test data", async () => {
    renderAt({ pathname: `/test/${ATTEMPT}`, state: started({ title: 1 }) });
    expect((await screen.findByTestId("test-error")).textContent).toContain("Error: Failed to process test data");
  });

  it("a malformed section shows its notice while the rest of the test works", async () => {
    const practice = {
      readingPracticeID: "p1",
      title: "Lenient",
      level: 2,
      paragraphInfo: [{ hint: "A", content: "Text." }],
      questionSections: [
        {
          title: "Broken",
          questionType: "SENTENCE_COMPLETION",
          questionNumber: 1,
          instruction: "",
          content: { nope: 1 },
        },
        { title: "Odd", questionType: "ESSAY", questionNumber: 1, instruction: "", content: {} },
        {
          title: "Fine",
          questionType: "SHORT_ANSWER_QUESTIONS",
          questionNumber: 1,
          instruction: "",
          content: { questions: ["Why?"] },
        },
      ],
    };
    renderAt({ pathname: `/test/${ATTEMPT}`, state: started(practice) });
    const notices = await screen.findAllByTestId("section-notice");
    expect(notices.map((n) => n.textContent)).toEqual(["Invalid sentence completion data", "Unknown question type"]);
    expect(screen.getByRole("textbox", { name: /Why\?/ })).toBeTruthy();
    expect(screen.getByTestId("part-banner").textContent).toContain("Part 2");
    expect(screen.getByTestId("part-banner").textContent).toContain("questions 14–16");
  });

  it("an ad-hoc id without preloaded data cannot be reopened", async () => {
    renderAt("/test/single_123");
    expect((await screen.findByTestId("test-error")).textContent).toContain("cannot be reopened");
  });
});
