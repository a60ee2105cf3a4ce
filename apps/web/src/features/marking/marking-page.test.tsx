import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { bodiesSentTo, mockCall, ok, refused } from "../../test/api-mock";
import { signedInEachTest } from "../../test/signed-in";
import { CLASS_ID, markingData, renderMarking, SENT, selectInEssay, TEACHER } from "./marking-test-setup";

const TEXT = "Governments should invest in prevention. Healthy people cost less.";
const PATH = `/teach/classes/${CLASS_ID}/essays/essay-1`;

/** Opens the marking page of an essay with `text` (and marks so far); saving answers as the server does. */
async function openEssay(text = TEXT, marks: Parameters<typeof markingData>[1] = null) {
  mockCall(ROUTES.markingGet, ok(markingData(text, marks)));
  mockCall(ROUTES.markingSave, (body) => ok({ overall: null, savedAt: SENT + (body.returned ? 2 : 1) }));
  const router = renderMarking(PATH);
  const textarea = await screen.findByTestId("marking-text");
  return { router, textarea };
}

/** Selects [start, end) and comments on it with `comment`. */
function comment(textarea: HTMLElement, start: number, end: number, words: string) {
  selectInEssay(textarea, start, end);
  fireEvent.click(screen.getByTestId("marking-comment-selection"));
  fireEvent.change(screen.getByTestId("marking-comment-input"), { target: { value: words } });
  fireEvent.click(screen.getByTestId("marking-comment-add"));
}

const band = (criterion: string, value: string) =>
  fireEvent.change(screen.getByTestId(`marking-band-${criterion}`), { target: { value } });

describe("marking an essay", () => {
  signedInEachTest(TEACHER);

  it("shows the task as the learner saw it and the essay, read-only and selectable", async () => {
    const { textarea } = await openEssay();
    expect(screen.getByTestId("marking-title").textContent).toBe("Public health spending");
    expect(screen.getByTestId("marking-learner").textContent).toBe("Learner 1 · learner1@school.org");
    expect(screen.getByTestId("marking-task-content").textContent).toContain("spend more on prevention");
    expect((textarea as HTMLTextAreaElement).value).toBe(TEXT);
    // Read-only to assistive technology and to typing, but with a caret (Shift and the arrows select).
    expect(textarea.getAttribute("aria-readonly")).toBe("true");
    fireEvent.change(textarea, { target: { value: "Rewritten." } });
    expect((textarea as HTMLTextAreaElement).value).toBe(TEXT);
    expect(screen.getByTestId("marking-state").textContent).toBe("Not marked yet.");
    // The first criterion of a Task 2 essay is Task response.
    expect(screen.getByLabelText("Task response")).toBe(screen.getByTestId("marking-band-task"));
    expect(screen.getByLabelText("Grammatical range and accuracy")).toBe(screen.getByTestId("marking-band-grammar"));
  });

  it("comments on the selected words (spaces at the edges left out) and saves their offsets", async () => {
    const { textarea } = await openEssay();
    const start = TEXT.indexOf("invest");
    selectInEssay(textarea, start - 1, start + "invest in".length + 1);
    fireEvent.click(screen.getByTestId("marking-comment-selection"));
    const dialog = within(await screen.findByTestId("marking-comment-dialog"));
    expect(dialog.getByTestId("marking-comment-quote").textContent).toBe("“invest in”");
    expect(document.activeElement).toBe(dialog.getByTestId("marking-comment-input"));
    fireEvent.click(dialog.getByTestId("marking-comment-add"));
    expect(dialog.getByTestId("marking-comment-empty").textContent).toBe("Write the comment first.");
    fireEvent.change(dialog.getByTestId("marking-comment-input"), { target: { value: "  Say what kind.  " } });
    fireEvent.click(dialog.getByTestId("marking-comment-add"));
    expect(screen.queryByTestId("marking-comment-dialog")).toBeNull();

    const [item] = screen.getAllByTestId("marking-comment");
    expect(item?.textContent).toContain("“invest in”");
    expect(within(item as HTMLElement).getByTestId("marking-comment-text").textContent).toBe("Say what kind.");
    const marks = document.querySelectorAll("mark");
    expect(Array.from(marks, (m) => m.textContent)).toStrictEqual(["1invest in"]);
    expect(screen.getByTestId("marking-unsaved").textContent).toBe("Unsaved changes");

    fireEvent.click(screen.getByTestId("marking-save"));
    await waitFor(() => expect(screen.queryByTestId("marking-unsaved")).toBeNull());
    expect(bodiesSentTo(ROUTES.markingSave)).toStrictEqual([
      {
        essayID: "essay-1",
        bands: null,
        comments: [{ start, end: start + "invest in".length, text: "Say what kind." }],
        generalComment: "",
        returned: false,
      },
    ]);
  });

  it("keeps the essay's own offsets when its line ends are \\r\\n, and draws overlapping comments twice", async () => {
    const text = "First line.\r\nSecond line here.";
    const { textarea } = await openEssay(text);
    const shown = text.replace("\r\n", "\n");
    // The keyboard's way: Shift and the arrows select, Enter opens the comment box.
    selectInEssay(textarea, shown.indexOf("Second"), shown.indexOf(" here"));
    fireEvent.keyDown(textarea, { key: "Enter" });
    fireEvent.change(await screen.findByTestId("marking-comment-input"), { target: { value: "Capital?" } });
    fireEvent.click(screen.getByTestId("marking-comment-add"));
    comment(textarea, shown.indexOf("line here"), shown.length - 1, "Overlaps.");
    expect(Array.from(document.querySelectorAll("mark"), (m) => [m.textContent, m.getAttribute("data-depth")])).toEqual(
      [
        ["1Second ", "1"],
        ["2line", "2"],
        [" here", "1"],
      ],
    );
    fireEvent.click(screen.getByTestId("marking-save"));
    await waitFor(() => expect(bodiesSentTo(ROUTES.markingSave)).toHaveLength(1));
    expect(bodiesSentTo(ROUTES.markingSave)[0]?.comments).toStrictEqual([
      { start: text.indexOf("Second"), end: text.indexOf(" here"), text: "Capital?" },
      { start: text.indexOf("line here"), end: text.length - 1, text: "Overlaps." },
    ]);
  });

  it("asks for a selection first, and edits, shows and removes comments from the list", async () => {
    const { textarea } = await openEssay();
    selectInEssay(textarea, 3, 3);
    fireEvent.click(screen.getByTestId("marking-comment-selection"));
    expect(screen.getByTestId("marking-select-first").textContent).toBe("Select some words of the essay first.");
    expect(screen.queryByTestId("marking-comment-dialog")).toBeNull();

    comment(textarea, TEXT.indexOf("Healthy"), TEXT.indexOf(" people"), "Good word.");
    comment(textarea, 0, "Governments".length, "Which ones?");
    // Numbered in reading order: the later one in the text is 2.
    const texts = () => screen.getAllByTestId("marking-comment-text").map((p) => p.textContent);
    expect(texts()).toStrictEqual(["Which ones?", "Good word."]);

    fireEvent.click(screen.getByRole("button", { name: "Edit comment 2" }));
    expect(screen.getByRole("heading", { name: "Edit comment 2" })).toBeTruthy();
    fireEvent.change(screen.getByTestId("marking-comment-input"), { target: { value: "A good word." } });
    fireEvent.click(screen.getByTestId("marking-comment-add"));
    expect(texts()).toStrictEqual(["Which ones?", "A good word."]);

    fireEvent.click(screen.getAllByTestId("marking-comment-show")[1] as HTMLElement);
    const area = textarea as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect([area.selectionStart, area.selectionEnd]).toStrictEqual([TEXT.indexOf("Healthy"), TEXT.indexOf(" people")]);
    expect(screen.getAllByTestId("marking-comment")[1]?.getAttribute("data-active")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Remove comment 1" }));
    expect(texts()).toStrictEqual(["A good word."]);
    expect(screen.getByTestId("marking-announcement").textContent).toBe("Comment 1 removed.");
  });

  it("works the overall band out as the bands change, and explains it", async () => {
    await openEssay();
    const overall = screen.getByTestId("marking-overall");
    expect(overall.textContent).toBe("—");
    band("task", "6");
    band("coherence", "6.5");
    band("lexical", "6.5");
    expect(overall.textContent).toBe("—");
    expect(screen.getByTestId("marking-bands-partial").textContent).toBe("Bands are saved once all four are chosen.");
    band("grammar", "7");
    // (6 + 6.5 + 6.5 + 7) / 4 = 6.5
    expect(overall.textContent).toBe("6.5");
    expect(screen.getByText(/mean of the four criterion bands, rounded to the nearest half band/)).toBeTruthy();
    band("task", "7");
    // (7 + 6.5 + 6.5 + 7) / 4 = 6.75, a quarter: up to 7
    expect(overall.textContent).toBe("7.0");
    expect(screen.queryByTestId("marking-bands-partial")).toBeNull();
  });

  it("refuses to return without the four bands, then returns after a confirmation", async () => {
    await openEssay();
    band("task", "6");
    band("coherence", "6");
    band("grammar", "6");
    fireEvent.click(screen.getByTestId("marking-return"));
    expect(screen.getByTestId("marking-return-needs-bands").textContent).toBe(
      "Choose a band for each of the four criteria before returning the essay.",
    );
    expect(screen.queryByTestId("marking-return-dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("marking-band-lexical"));
    expect(screen.getByTestId("marking-band-lexical").getAttribute("aria-invalid")).toBe("true");
    expect(bodiesSentTo(ROUTES.markingSave)).toHaveLength(0);

    band("lexical", "5.5");
    expect(screen.queryByTestId("marking-return-needs-bands")).toBeNull();
    fireEvent.change(screen.getByTestId("marking-general"), { target: { value: " Clear position. " } });
    fireEvent.click(screen.getByTestId("marking-return"));
    const dialog = within(await screen.findByTestId("marking-return-dialog"));
    expect(dialog.getByRole("heading").textContent).toBe("Return this essay to Learner 1?");
    fireEvent.click(dialog.getByTestId("marking-return-confirm"));
    await waitFor(() => expect(screen.queryByTestId("marking-return-dialog")).toBeNull());
    expect(bodiesSentTo(ROUTES.markingSave)).toStrictEqual([
      {
        essayID: "essay-1",
        bands: { task: 6, coherence: 6, lexical: 5.5, grammar: 6 },
        comments: [],
        generalComment: "Clear position.",
        returned: true,
      },
    ]);
    expect(screen.queryByTestId("marking-unsaved")).toBeNull();
  });

  it("starts from the marks saved so far, says a refusal in the teacher's language", async () => {
    await i18n.changeLanguage("zh");
    const marks = {
      bands: { task: 7, coherence: 6, lexical: 6, grammar: 6 },
      overall: 6.5,
      comments: [{ start: 0, end: 11, text: "Which?" }],
      generalComment: "Good.",
      savedAt: SENT,
      returnedAt: null,
    };
    await openEssay(TEXT, marks);
    expect(screen.getByTestId("marking-overall").textContent).toBe("6.5");
    expect(screen.getByTestId("marking-band-task").closest("div")?.textContent).toContain("任务回应");
    expect((screen.getByTestId("marking-general") as HTMLTextAreaElement).value).toBe("Good.");
    expect(screen.getAllByTestId("marking-comment")).toHaveLength(1);
    mockCall(ROUTES.markingSave, refused(409, "This class is archived", { reason: "class-archived" }));
    fireEvent.click(screen.getByTestId("marking-save"));
    expect((await screen.findByTestId("marking-save-error")).textContent).toBe("该班级已归档：恢复后才能批改其作文。");
  });

  it("asks before leaving with unsaved changes", async () => {
    const { router } = await openEssay();
    band("task", "6");
    fireEvent.click(screen.getByTestId("marking-back"));
    const dialog = within(await screen.findByTestId("marking-leave-dialog"));
    fireEvent.click(dialog.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe(PATH);
    mockCall(ROUTES.markingList, ok({ essays: [] }));
    fireEvent.click(screen.getByTestId("marking-back"));
    fireEvent.click(await screen.findByTestId("marking-leave-confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teach/classes/${CLASS_ID}`));
    expect(router.state.location.search).toBe("?section=essays");
  });

  it("an essay not sent to one of the teacher's classes is not found", async () => {
    mockCall(ROUTES.markingGet, refused(404, "No such essay"));
    renderMarking(PATH);
    expect((await screen.findByTestId("marking-not-found")).textContent).toContain("There is no essay sent");
  });
});
