import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { clearSession } from "../../lib/session";
import { bodiesSentTo, mockCall, NETWORK_ERROR, refused } from "../../test/api-mock";
import { renderRouter } from "../../test/render-router";
import { LEARNER, signedInEachTest } from "../../test/signed-in";
import { ReadingTestPage } from "./reading-test-page";

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: "/test/:testId", element: <ReadingTestPage /> },
      { path: "/test", element: <ReadingTestPage /> },
    ],
    { initialEntries: [entry] },
  );
  return renderRouter(router);
}

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
  signedInEachTest(LEARNER);

  it("signed out: Authentication Required with Go to Login", async () => {
    clearSession();
    renderAt("/test/sample-1");
    const screenAuth = await screen.findByTestId("test-auth-required");
    expect(screenAuth.textContent).toContain("Authentication Required");
    expect(screenAuth.textContent).toContain("Authentication required. Please login to access the test.");
    expect(
      within(screenAuth)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Go to Login"]);
  });

  it("no test id: No test ID provided with Back to Home", async () => {
    renderAt("/test");
    const error = await screen.findByTestId("test-error");
    expect(error.textContent).toContain("Error: No test ID provided");
    expect(
      within(error)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Back to Home"]);
  });

  it("loading, then a server refusal shows its errMsg", async () => {
    mockCall(ROUTES.readingSingle, refused(403, "Not enough reading test tokens"));
    renderAt("/test/sample-1");
    expect(screen.getByTestId("test-loading").textContent).toContain("Loading test data...");
    expect((await screen.findByTestId("test-error")).textContent).toContain("Error: Not enough reading test tokens");
    expect(bodiesSentTo(ROUTES.readingSingle)).toEqual([{ practiceID: "sample-1" }]);
  });

  it("a 401 while loading is the authentication screen", async () => {
    mockCall(ROUTES.readingSingle, refused(401, "Invalid token"));
    renderAt("/test/sample-1");
    expect((await screen.findByTestId("test-auth-required")).textContent).toContain("Authentication");
  });

  it("a network failure has its own text", async () => {
    mockCall(ROUTES.readingSingle, NETWORK_ERROR);
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
    // The working section still takes an answer.
    const answer = screen.getByRole("textbox", { name: /Why\?/ }) as HTMLInputElement;
    fireEvent.change(answer, { target: { value: "Because" } });
    expect(answer.value).toBe("Because");
    expect(screen.getByTestId("part-banner").textContent).toContain("Part 2");
    expect(screen.getByTestId("part-banner").textContent).toContain("questions 14–16");
  });

  it("an ad-hoc id without preloaded data cannot be reopened", async () => {
    renderAt("/test/single_123");
    expect((await screen.findByTestId("test-error")).textContent).toContain("cannot be reopened");
  });
});
