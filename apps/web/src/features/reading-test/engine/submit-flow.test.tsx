import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { bodiesSentTo, mockCall, ok, refused, sent } from "../../../test/api-mock";
import { testSession } from "../../../test/attempt-session";
import { renderInApp } from "../../../test/render-router";
import { LEARNER, signedInEachTest } from "../../../test/signed-in";
import { TestScreen } from "./test-screen";

function renderScreen() {
  // In a router: the results link each part to its review.
  return renderInApp(
    <MemoryRouter>
      <TestScreen
        session={testSession()}
        canSave={false}
        onExit={() => undefined}
        onHome={() => undefined}
        onLogin={() => undefined}
        onContinueHere={() => undefined}
      />
    </MemoryRouter>,
  );
}

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
    expect(sent()).toHaveLength(0);
  });

  it("Exit Test asks first and says the attempt stays open", () => {
    const onExit = vi.fn();
    renderInApp(
      <TestScreen
        session={testSession()}
        canSave={false}
        onExit={onExit}
        onHome={() => undefined}
        onLogin={() => undefined}
        onContinueHere={() => undefined}
      />,
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

  signedInEachTest(LEARNER);

  it("a failed submit keeps every answer and allows submitting again", async () => {
    mockCall(ROUTES.readingSubmit, [
      refused(500, "database is busy"),
      ok({ submissionRecord: record, closedByServer: false }),
    ]);
    renderScreen();
    const box = screen.getByRole("textbox", { name: /^23 / }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "murano" } });
    expect(screen.getByTestId("strip-question-23").getAttribute("data-answered")).toBe("true");

    // Submit first shows the review (nothing is sent yet), then the confirmation sends.
    fireEvent.click(screen.getByTestId("test-submit"));
    const review = screen.getByTestId("submit-review");
    expect(within(review).getByTestId("review-counts-1").textContent).toBe("1 answered · 23 unanswered · 0 flagged");
    expect(review.textContent).toContain("23 questions are unanswered.");
    expect(sent()).toHaveLength(0);
    fireEvent.click(within(review).getByTestId("submit-confirm"));
    expect(await screen.findByTestId("submit-error")).toHaveProperty(
      "textContent",
      "Submit failed: HTTP 500: database is busy",
    );
    expect((screen.getByRole("textbox", { name: /^23 / }) as HTMLInputElement).value).toBe("murano");
    const [first] = bodiesSentTo(ROUTES.readingSubmit);
    // The attempt's own id and the server's start go back; the paper names its passage.
    expect(first).toMatchObject({ testTakerID: "TT-ABCDEFGH0123456789ABCDEF" });
    expect(first?.readingPractices[0]).toMatchObject({ readingPracticeID: "sample-1", answers: { 23: "murano" } });

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
    mockCall(ROUTES.readingSubmit, refused(401, "Invalid token"));
    renderScreen();
    fireEvent.change(screen.getByRole("textbox", { name: /^24 / }), { target: { value: "1291" } });
    fireEvent.click(screen.getByTestId("test-submit"));
    fireEvent.click(screen.getByTestId("submit-confirm"));
    const error = await screen.findByTestId("submit-error");
    expect(error.textContent).toContain("Authentication required to submit answers");
    expect(
      within(error)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Go to Login"]);
    await waitFor(() => expect((screen.getByTestId("test-submit") as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole("textbox", { name: /^24 / }) as HTMLInputElement).value).toBe("1291");
  });
});
