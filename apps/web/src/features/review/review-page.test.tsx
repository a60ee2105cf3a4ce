import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n";
import { clearSession, saveSession } from "../../lib/session";
import { mockCall, ok, refused, sent } from "../../test/api-mock";
import { renderRouter } from "../../test/render-router";
import { ReviewPage } from "./review-page";

function renderPage(path = "/review/TT-abc12345/sample-1") {
  const router = createMemoryRouter(
    [
      { path: "/review/:testTakerID/:readingPracticeID", element: <ReviewPage /> },
      { path: "/practice-records", element: <p>records screen</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return router;
}

function loaded(answers: Record<string, string>, correctTable: Record<string, boolean>) {
  return ok({ readingPractice: samplePractice(), submittedAnswers: answers, correctTable, highlights: [] });
}

describe("review page", () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage("en");
    saveSession("tok-1", "1h", { email: "a@example.com", privileges: [3] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    clearSession();
  });

  it("colours the strip by the server's marks and sums up in red below 70 %", async () => {
    // Question 2 equals the key, but the server's false wins; 1 is right; the rest are unanswered.
    mockCall(ROUTES.readingReview, loaded({ "1": "B", "2": "C" }, { "1": true, "2": false }));
    renderPage();
    const one = await screen.findByTestId("review-strip-1");
    expect(one.dataset.status).toBe("correct");
    expect(one.getAttribute("aria-label")).toBe("Question 1: correct");
    expect(screen.getByTestId("review-symbol-1").textContent).toBe("✓");
    expect(screen.getByTestId("review-strip-2").dataset.status).toBe("incorrect");
    expect(screen.getByTestId("review-symbol-2").textContent).toBe("✗");
    expect(screen.getByTestId("review-strip-3").dataset.status).toBe("unanswered");
    expect(screen.getByTestId("review-symbol-3").textContent).toBe("?");
    expect(screen.getByTestId("review-summary-correct").textContent).toBe("1");
    expect(screen.getByTestId("review-summary-total").textContent).toBe("24");
    expect(screen.getByTestId("review-summary").dataset.passed).toBe("false");
  });

  it("Show in passage marks the quote through the renderer and shows the note", async () => {
    mockCall(ROUTES.readingReview, loaded({ "1": "A" }, { "1": false }));
    renderPage();
    fireEvent.click(await screen.findByTestId("show-in-passage-1"));
    expect(screen.getByTestId("explanation-mark").textContent).toBe("first made in Mesopotamia");
    expect(screen.getByTestId("explanation-note-1").textContent).toContain("Paragraph A names Mesopotamia.");
  });

  it("gives up on a 429 after three retries with the rate-limit text and a Retry button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockCall(ROUTES.readingReview, refused(429, ""));
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(12_500));
    expect((await screen.findByTestId("review-error-message")).textContent).toBe(
      "Too many requests. Please wait a moment and try again",
    );
    expect(sent(ROUTES.readingReview)).toHaveLength(4);
    mockCall(ROUTES.readingReview, loaded({}, {}));
    fireEvent.click(screen.getByTestId("review-error-retry"));
    // Retry loads again: the strip shows every question, none answered.
    const strip = await screen.findByTestId("review-strip");
    expect(strip.querySelectorAll("[data-status='unanswered']")).toHaveLength(24);
    expect(screen.queryByTestId("review-error-message")).toBeNull();
    expect(sent(ROUTES.readingReview)).toHaveLength(5);
  });

  it("shows an HTTP error with Back to Records and no Retry", async () => {
    mockCall(ROUTES.readingReview, refused(404, "Not found"));
    const router = renderPage();
    expect((await screen.findByTestId("review-error-message")).textContent).toBe("HTTP error! status 404");
    expect(screen.queryByTestId("review-error-retry")).toBeNull();
    fireEvent.click(screen.getByTestId("review-error-back"));
    await screen.findByText("records screen");
    expect(router.state.location.pathname).toBe("/practice-records");
    expect(screen.queryByTestId("review-error-message")).toBeNull();
  });

  it("signed out, asks for a login without calling the server", () => {
    clearSession();
    renderPage();
    expect(screen.getByTestId("review-auth-required").textContent).toContain("Authentication Required");
    expect(sent()).toHaveLength(0);
  });
});
