import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { clearSession, saveSession } from "../../../lib/session";
import { testSession } from "../../../test/attempt-session";
import { jsonResponse } from "../../../test/render-router";
import { TestScreen } from "./test-screen";

function renderScreen() {
  // In a router: the results link each part to its review.
  return render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <TestScreen
          session={testSession()}
          canSave={false}
          onExit={() => undefined}
          onHome={() => undefined}
          onLogin={() => undefined}
          onContinueHere={() => undefined}
        />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const json = jsonResponse;

const record = {
  submissionID: "sub_1",
  totalCorrectCnt: 1,
  band: -1,
  elapsedTime: 5,
  SubmissionResults: [
    {
      readingPracticeID: "sample-1",
      standardAnswers: { 23: "Murano", 24: "1291" },
      userAnswers: { 23: "murano" },
      correctCnt: 1,
      correctTable: { 23: true, 24: false },
    },
  ],
};

describe("submitting", () => {
  it("the review lists what is unanswered and flagged; a question in it goes to that question; Keep working sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderScreen();
    fireEvent.change(screen.getByRole("textbox", { name: /^23 / }), { target: { value: "murano" } });
    fireEvent.click(screen.getByTestId("strip-question-2"));
    fireEvent.click(screen.getByTestId("flag-toggle"));
    fireEvent.click(screen.getByTestId("test-submit"));
    const review = screen.getByTestId("submit-review");
    expect(within(review).getByTestId("review-counts-1").textContent).toBe("1 answered · 23 unanswered · 1 flagged");
    expect(within(review).getByTestId("strip-question-23").getAttribute("data-answered")).toBe("true");
    expect(within(review).getByTestId("strip-question-2").getAttribute("data-flagged")).toBe("true");
    fireEvent.click(within(review).getByTestId("strip-question-7"));
    expect(screen.queryByTestId("submit-review")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("strip-question-7").getAttribute("aria-current")).toBe("true"));
    fireEvent.click(screen.getByTestId("test-submit"));
    fireEvent.click(screen.getByTestId("submit-review-back"));
    expect(screen.queryByTestId("submit-review")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Exit Test asks first and says the attempt stays open", () => {
    const onExit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <TestScreen
          session={testSession()}
          canSave={false}
          onExit={onExit}
          onHome={() => undefined}
          onLogin={() => undefined}
          onContinueHere={() => undefined}
        />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByTestId("test-exit"));
    const dialog = screen.getByTestId("exit-dialog");
    expect(dialog.textContent).toContain("the test stays open");
    // A count-up practice has no clock that runs out: nothing is said about one.
    expect(dialog.textContent).not.toContain("keeps running");
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay in the test" }));
    expect(onExit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("test-exit"));
    fireEvent.click(screen.getByTestId("exit-confirm"));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: "learner@example.com", privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it("a failed submit keeps every answer and allows submitting again", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(500, { statusCode: 500, errMsg: "database is busy" }))
      .mockResolvedValueOnce(
        json(200, { statusCode: 200, errMsg: "", submissionRecord: record, closedByServer: false }),
      );
    vi.stubGlobal("fetch", fetchMock);
    renderScreen();
    const box = screen.getByRole("textbox", { name: /^23 / }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "murano" } });
    expect(screen.getByTestId("strip-question-23").getAttribute("data-answered")).toBe("true");

    // Submit first shows the review (nothing is sent yet), then the confirmation sends.
    fireEvent.click(screen.getByTestId("test-submit"));
    const review = screen.getByTestId("submit-review");
    expect(within(review).getByTestId("review-counts-1").textContent).toBe("1 answered · 23 unanswered · 0 flagged");
    expect(review.textContent).toContain("23 questions are unanswered.");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(review).getByTestId("submit-confirm"));
    expect(await screen.findByTestId("submit-error")).toHaveProperty(
      "textContent",
      "Submit failed: HTTP 500: database is busy",
    );
    expect((screen.getByRole("textbox", { name: /^23 / }) as HTMLInputElement).value).toBe("murano");
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    // The attempt's own id and the server's start go back; the paper names its passage.
    expect(sent).toMatchObject({ testTakerID: "TT-ABCDEFGH0123456789ABCDEF" });
    expect(sent.readingPractices[0]).toMatchObject({ readingPracticeID: "sample-1", answers: { 23: "murano" } });

    fireEvent.click(screen.getByTestId("test-submit"));
    fireEvent.click(screen.getByTestId("submit-confirm"));
    const results = await screen.findByTestId("results-screen");
    expect(within(results).getByTestId("band-circle").textContent).toBe("N/A");
    expect(within(results).getByTestId("band-circle").getAttribute("data-tone")).toBe("none");
    expect(within(results).getByTestId("results-summary").textContent).toBe("1 out of 24 correct (4.2%)");
    expect(within(results).getByTestId("result-answer-24").textContent).toBe("No answer");
    expect(within(results).getByTestId("result-key-24").textContent).toBe("1291");
    expect(within(results).queryByTestId("result-key-23")).toBeNull();
    expect(within(results).getByTestId("results-review-0").getAttribute("href")).toBe(
      "/review/TT-ABCDEFGH0123456789ABCDEF/sample-1",
    );
  });

  it("a 401 asks to sign in but leaves the answers in place", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(401, { statusCode: 401, errMsg: "Invalid token" })));
    renderScreen();
    fireEvent.change(screen.getByRole("textbox", { name: /^24 / }), { target: { value: "1291" } });
    fireEvent.click(screen.getByTestId("test-submit"));
    fireEvent.click(screen.getByTestId("submit-confirm"));
    const error = await screen.findByTestId("submit-error");
    expect(error.textContent).toContain("Authentication required to submit answers");
    expect(within(error).getByRole("button", { name: "Go to Login" })).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId("test-submit") as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole("textbox", { name: /^24 / }) as HTMLInputElement).value).toBe("1291");
  });
});
