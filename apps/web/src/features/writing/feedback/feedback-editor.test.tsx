import { ROUTES } from "@bandcraft/contract/routes";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, mockCall, ok, refused } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { LEARNER, signedInEachTest } from "../../../test/signed-in";
import { draftKey, ownedKey, type TWritingDraft } from "../editor/draft-store";
import { WritingEditor } from "../editor/writing-editor";
import { makeItem } from "../writing-fixtures";
import { checkEssay, type THarperLint } from "./check-essay";
import { FeedbackCheckerContext, type TFeedbackChecker } from "./checker-client";
import type { TCheckRequest } from "./types";

// The checker's stand-in: flags these words wherever they are, as harper would (real indicators).
const ERRORS: Record<string, [kind: string, message: string, replacement: string]> = {
  recieve: ["Spelling", "Did you mean to spell `recieve` this way?", "receive"],
  lonly: ["Spelling", "Did you mean `lonely`?", "lonely"],
  go: ["Agreement", "The form of the verb must agree with the pronoun.", "goes"],
};

function lintsOf(text: string): THarperLint[] {
  const found: THarperLint[] = [];
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const entry = ERRORS[match[0]];
    if (!entry) continue;
    const start = match.index ?? 0;
    found.push({
      span: () => ({ start, end: start + match[0].length }),
      lint_kind: () => entry[0],
      message: () => entry[1],
      get_problem_text: () => match[0],
      suggestions: () => [{ kind: () => 0, get_replacement_text: () => entry[2] }],
    });
  }
  return found;
}

function stubChecker() {
  const requests: TCheckRequest[] = [];
  const checker: TFeedbackChecker = {
    check: vi.fn(async (request: TCheckRequest) => {
      requests.push(request);
      return checkEssay({ lint: async (text) => lintsOf(text) }, request);
    }),
  };
  return { checker, requests };
}

const EMAIL = "learner@example.com";
const ITEM = makeItem("task2-a", 2);

function renderEditor(text: string, checker: TFeedbackChecker) {
  const initial: TWritingDraft = {
    version: 1,
    item: ITEM,
    text,
    testTakerId: "WT-TEST1",
    startedAt: Date.now() - 90_000,
    timerVisible: true,
    savedAt: Date.now(),
  };
  const router = createMemoryRouter(
    [
      {
        path: "/writing/practices",
        element: (
          <FeedbackCheckerContext.Provider value={() => checker}>
            <WritingEditor initial={initial} onExit={() => undefined} />
          </FeedbackCheckerContext.Provider>
        ),
      },
      { path: "/writing/essays", element: <p>my essays</p> },
    ],
    { initialEntries: ["/writing/practices?task=task2-a"] },
  );
  renderRouter(router);
}

const essayInput = () => screen.getByTestId("essay-input") as HTMLTextAreaElement;
const marks = () => screen.queryAllByTestId("essay-mark").map((m) => m.textContent);
const storedText = () => {
  const raw = localStorage.getItem(ownedKey(draftKey("task2-a"), EMAIL));
  return raw ? (JSON.parse(raw) as TWritingDraft).text : null;
};

describe("Check my essay in the editor (worker stubbed)", () => {
  signedInEachTest(LEARNER, { clearStorage: true });
  beforeEach(() => {
    // The editor keeps the draft on the server too as the text changes.
    mockCall(ROUTES.draftSave, () => ok({ revision: 1, savedAt: Date.now() }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the issues inline and in a list, and the indicators under the four criteria; no band", async () => {
    const { checker, requests } = stubChecker();
    renderEditor("She go home. I recieve it.\n\nThe end.", checker);
    expect(screen.getByTestId("side-tab-task").getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByTestId("check-essay"));
    await screen.findAllByTestId("feedback-issue");
    expect(requests[0]).toMatchObject({ part: 2, spelling: "british" });
    expect(requests[0]?.timeSpentSeconds).toBeGreaterThanOrEqual(90);
    expect(screen.getByTestId("side-tab-feedback").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByTestId("side-tab-feedback").textContent).toBe("Feedback (2 issues)");
    expect(marks()).toEqual(["go", "recieve"]);
    const issues = screen.getAllByTestId("feedback-issue");
    expect(issues[0]?.textContent).toContain("Agreement");
    expect(issues[1]?.querySelector("code")?.textContent).toBe("recieve");
    expect(screen.getAllByTestId(/^criterion-(task|coherence|lexical|grammar)$/)).toHaveLength(4);
    expect(screen.getByTestId("criterion-lexical").textContent).toContain("Lexical resource");
    const words = screen.getAllByTestId("indicator").find((el) => el.dataset.id === "wordCount") as HTMLElement;
    expect(within(words).getByTestId("indicator-value").textContent).toBe("8 words");
    expect(words.textContent).toContain("Target: ≥ 250 words");
    expect(words.textContent).toContain("Why it matters");
    expect(screen.getByTestId("feedback-panel").textContent).not.toMatch(/band\s*\d/i);
  });

  it("one click applies a suggestion: the span is replaced, the draft keeps it, the essay is checked again", async () => {
    const { checker, requests } = stubChecker();
    renderEditor("I recieve it and go.", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    fireEvent.click(await screen.findByRole("button", { name: "Replace “recieve” with “receive”" }));
    expect(essayInput().value).toBe("I receive it and go.");
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.text).toBe("I receive it and go.");
    await waitFor(() => expect(screen.getAllByTestId("feedback-issue")).toHaveLength(1));
    expect(marks()).toEqual(["go"]);
    await waitFor(() => expect(storedText()).toBe("I receive it and go."));
  });

  it("marks move with the text, go stale where it changes, and the essay is checked again after a pause", async () => {
    const { checker, requests } = stubChecker();
    renderEditor("I recieve it and go.", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    await screen.findAllByTestId("essay-mark");
    // Typing before both marks moves them; nothing is dropped.
    fireEvent.change(essayInput(), { target: { value: "Now I recieve it and go." } });
    expect(marks()).toEqual(["recieve", "go"]);
    expect(screen.getByTestId("feedback-status").textContent).toContain("changed since this check");
    // Editing the flagged word drops its mark at once.
    fireEvent.change(essayInput(), { target: { value: "Now I recieved it and go." } });
    expect(marks()).toEqual(["go"]);
    await waitFor(() => expect(requests).toHaveLength(2), { timeout: 4000 });
    expect(requests[1]?.text).toBe("Now I recieved it and go.");
  });

  it("the issue under the caret is offered under the essay; Show in essay selects the span", async () => {
    const { checker } = stubChecker();
    renderEditor("I recieve it.", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    const show = await screen.findByRole("button", { name: "Show “recieve” in the essay" });
    fireEvent.click(show);
    const input = essayInput();
    expect(document.activeElement).toBe(input);
    expect(input.value.slice(input.selectionStart, input.selectionEnd)).toBe("recieve");
    await waitFor(() => expect(screen.getByTestId("caret-issue").textContent).toContain("Spelling at the cursor"));
    fireEvent.click(within(screen.getByTestId("caret-issue")).getByRole("button", { name: /with “receive”/ }));
    expect(input.value).toBe("I receive it.");
  });

  it("an empty essay gets the friendly message instead of feedback", async () => {
    const { checker } = stubChecker();
    renderEditor("  \n ", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    expect((await screen.findByTestId("feedback-empty")).textContent).toContain("Nothing to check yet");
    expect(screen.queryByTestId("feedback-indicators")).toBeNull();
  });

  it("pasted HTML and emoji are shown as text, never as HTML", async () => {
    const { checker } = stubChecker();
    const text = '<img src=x onerror="alert(1)"> 😀 I feel lonly <b>today</b>.';
    renderEditor(text, checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    await screen.findAllByTestId("feedback-issue");
    const layer = screen.getByTestId("essay-marks");
    expect(layer.querySelector("img, b")).toBeNull();
    expect(layer.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(marks()).toEqual(["lonly"]);
    expect(document.querySelector("[data-testid=writing-editor] img")).toBeNull();
  });

  it("a checker that fails says so and offers to try again; the essay is untouched", async () => {
    const checker: TFeedbackChecker = { check: vi.fn().mockRejectedValueOnce(new Error("wasm blocked")) };
    renderEditor("I recieve it.", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    expect((await screen.findByTestId("feedback-error")).textContent).toContain("wasm blocked");
    expect(essayInput().value).toBe("I recieve it.");
  });

  it("the spelling choice is remembered and a change checks again", async () => {
    const { checker, requests } = stubChecker();
    renderEditor("I recieve it.", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    await screen.findAllByTestId("feedback-issue");
    fireEvent.change(screen.getByTestId("spelling-select"), { target: { value: "american" } });
    await waitFor(() => expect(requests.at(-1)?.spelling).toBe("american"));
    expect(localStorage.getItem("bandcraft.spelling")).toBe("american");
  });

  it("Save essay sends the text, the time and the summary of the last check; a refusal shows the server's words and keeps the draft", async () => {
    mockCall(ROUTES.essaySave, [
      refused(400, "An essay may have at most 10,000 words (this one has 10,001)"),
      ok({ essayID: "essay-1" }),
    ]);
    const { checker } = stubChecker();
    renderEditor("I recieve it.", checker);
    fireEvent.click(screen.getByTestId("check-essay"));
    await screen.findAllByTestId("feedback-issue");
    await act(async () => fireEvent.click(screen.getByTestId("save-essay")));
    const failure = await screen.findByTestId("save-result");
    expect(failure.textContent).toContain("at most 10,000 words");
    expect(failure.textContent).toContain("Your draft is still here.");
    expect(essayInput().value).toBe("I recieve it.");
    fireEvent.click(screen.getByTestId("save-essay"));
    await waitFor(() => expect(screen.getByTestId("save-result").textContent).toContain("Saved to My essays."));
    const [, saved] = bodiesSentTo(ROUTES.essaySave);
    expect(saved).toMatchObject({ writingPracticeID: "task2-a", part: 2, text: "I recieve it." });
    expect(saved?.timeSpent).toBeGreaterThanOrEqual(90);
    expect(saved?.feedbackSummary).toMatchObject({ "lint.Spelling": 1 });
    expect(saved).not.toHaveProperty("basedOnEssayID");
  });

  it("a later save of the same sitting continues the first saved essay, so it keeps the task that one kept", async () => {
    mockCall(ROUTES.essaySave, [ok({ essayID: "essay-1" }), ok({ essayID: "essay-2" })]);
    renderEditor("A first version.", stubChecker().checker);
    fireEvent.click(screen.getByTestId("save-essay"));
    await waitFor(() => expect(screen.getByTestId("save-result").textContent).toContain("Saved to My essays."));
    fireEvent.change(essayInput(), { target: { value: "A second, longer version." } });
    fireEvent.click(screen.getByTestId("save-essay"));
    await waitFor(() => expect(bodiesSentTo(ROUTES.essaySave)).toHaveLength(2));
    expect(bodiesSentTo(ROUTES.essaySave).map((body) => body.basedOnEssayID)).toEqual([undefined, "essay-1"]);
  });
});
