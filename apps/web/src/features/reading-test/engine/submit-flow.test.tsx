import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { clearSession, saveSession } from "../../../lib/session";
import { jsonResponse } from "../../../test/render-router";
import { parseTestPractice } from "./parse-practice";
import { TestScreen } from "./test-screen";

function renderScreen() {
  const { answers: _a, explanations: _e, ...learner } = samplePractice();
  return render(
    <I18nextProvider i18n={i18n}>
      <TestScreen
        practice={parseTestPractice(learner)}
        fallbackPracticeId={null}
        onExit={() => undefined}
        onHome={() => undefined}
        onLogin={() => undefined}
      />
    </I18nextProvider>,
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
      .mockResolvedValueOnce(json(200, { statusCode: 200, errMsg: "", submissionRecord: record }));
    vi.stubGlobal("fetch", fetchMock);
    renderScreen();
    const box = screen.getByRole("textbox", { name: /^23 / }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "murano" } });
    expect(screen.getByTestId("strip-question-23").getAttribute("data-answered")).toBe("true");

    fireEvent.click(screen.getByTestId("test-submit"));
    expect(await screen.findByTestId("submit-error")).toHaveProperty(
      "textContent",
      "Submit failed: HTTP 500: database is busy",
    );
    expect((screen.getByRole("textbox", { name: /^23 / }) as HTMLInputElement).value).toBe("murano");
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent.readingPractices[0]).toMatchObject({ readingPracticeID: "sample-1", answers: { 23: "murano" } });

    fireEvent.click(screen.getByTestId("test-submit"));
    const results = await screen.findByTestId("results-screen");
    expect(within(results).getByTestId("band-circle").textContent).toBe("N/A");
    expect(within(results).getByTestId("band-circle").getAttribute("data-tone")).toBe("none");
    expect(within(results).getByTestId("results-summary").textContent).toBe("1 out of 24 correct (4.2%)");
    expect(within(results).getByTestId("result-answer-24").textContent).toBe("No answer");
    expect(within(results).getByTestId("result-key-24").textContent).toBe("1291");
    expect(within(results).queryByTestId("result-key-23")).toBeNull();
  });

  it("a 401 asks to sign in but leaves the answers in place", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(401, { statusCode: 401, errMsg: "Invalid token" })));
    renderScreen();
    fireEvent.change(screen.getByRole("textbox", { name: /^24 / }), { target: { value: "1291" } });
    fireEvent.click(screen.getByTestId("test-submit"));
    const error = await screen.findByTestId("submit-error");
    expect(error.textContent).toContain("Authentication required to submit answers");
    expect(within(error).getByRole("button", { name: "Go to Login" })).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId("test-submit") as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole("textbox", { name: /^24 / }) as HTMLInputElement).value).toBe("1291");
  });
});
