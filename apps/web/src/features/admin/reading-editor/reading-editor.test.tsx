import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../../lib/session";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, sent, type TMockReply } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";
import { ADMIN_EDIT_ID_KEY as EDIT_ID_KEY } from "../shell/edit-handover";

type TAnswer = TMockReply | typeof NETWORK_ERROR;
// The complete-test panel's list of groups (complete-test-panel.test.tsx) is left out of these journeys' calls.
const calls = () =>
  sent()
    .filter((request) => request.route !== ROUTES.adminReadingGroups.name)
    .map((request) => [request.url.pathname, request.body]);
const modifyCalls = () => bodiesSentTo(ROUTES.adminReadingModify);
const unsaved = () => screen.queryByTestId("reading-editor-unsaved")?.textContent;

function renderEditor() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=reading-editor"],
  });
  renderRouter(router);
  return router;
}

const query = () => screen.getByTestId("reading-editor-query");
const searchError = () => screen.getByTestId("reading-editor-search-error").textContent;

async function openSample() {
  renderEditor();
  fireEvent.change(query(), { target: { value: "  sample-1  " } });
  fireEvent.click(screen.getByTestId("reading-editor-search"));
  await screen.findByTestId("reading-editor");
}

describe("reading editor", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    sessionStorage.clear();
    mockCall(ROUTES.adminReadingSingle, ok({ readingPractice: samplePractice() }));
    mockCall(ROUTES.adminReadingTitle, ok({ readingPractice: samplePractice() }));
    mockCall(ROUTES.adminReadingModify, (body) => ok({ readingPracticeID: body.readingPracticeID ?? "reading-new1" }));
    mockCall(ROUTES.adminReadingGroups, ok({ data: [] }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("search", () => {
    it("asks for an ID, or a title on the By Title tab, when the box is blank", async () => {
      renderEditor();
      fireEvent.change(query(), { target: { value: "   " } });
      fireEvent.click(screen.getByTestId("reading-editor-search"));
      expect(searchError()).toBe("Please enter a Reading Practice ID");
      const titleTab = screen.getByRole("tab", { name: "By Title" });
      fireEvent.click(titleTab);
      expect(titleTab.getAttribute("aria-selected")).toBe("true");
      fireEvent.click(screen.getByTestId("reading-editor-search"));
      expect(searchError()).toBe("Please enter a Reading Practice title");
      expect(sent()).toHaveLength(0);
    });

    it("moves between the tabs with the arrow keys", () => {
      renderEditor();
      const idTab = screen.getByRole("tab", { name: "By ID" });
      fireEvent.keyDown(idTab, { key: "ArrowRight" });
      expect(screen.getByRole("tab", { name: "By Title" }).getAttribute("aria-selected")).toBe("true");
      // The same box now asks for a title.
      expect(screen.getByLabelText("Reading Practice title")).toBe(query());
    });

    it("needs a valid session before calling", () => {
      renderEditor();
      clearSession();
      // The page itself is behind the guard; the search checks again before its call.
      saveSession("token", "0h", { email: "admin@example.com", privileges: [1] });
      fireEvent.change(query(), { target: { value: "sample-1" } });
      fireEvent.click(screen.getByTestId("reading-editor-search"));
      expect(searchError()).toBe("Authentication required. Please login first.");
      expect(sent()).toHaveLength(0);
    });

    it.each<[string, "id" | "title", TAnswer, string]>([
      [
        "the server's errMsg",
        "id",
        refused(404, "No reading practice with the id x"),
        "No reading practice with the id x",
      ],
      ["a failure without errMsg, by ID", "id", refused(500, ""), "Failed to fetch reading practice"],
      ["a failure without errMsg, by title", "title", refused(500, ""), "Practice not found"],
      ["a 404 without errMsg", "id", { status: 404, body: {} }, "Practice not found"],
      ["no network, by ID", "id", NETWORK_ERROR, "Network error: Unable to fetch reading practice"],
      ["no network, by title", "title", NETWORK_ERROR, "Network error: Unable to search"],
    ])("shows %s", async (_label, mode, reply, message) => {
      mockCall(mode === "id" ? ROUTES.adminReadingSingle : ROUTES.adminReadingTitle, reply);
      renderEditor();
      if (mode === "title") fireEvent.click(screen.getByRole("tab", { name: "By Title" }));
      fireEvent.change(query(), { target: { value: "x" } });
      fireEvent.click(screen.getByTestId("reading-editor-search"));
      await waitFor(() => expect(searchError()).toBe(message));
    });

    it("trims the input and searches by exact ID or partial title", async () => {
      renderEditor();
      fireEvent.click(screen.getByRole("tab", { name: "By Title" }));
      fireEvent.change(query(), { target: { value: "  history of  " } });
      fireEvent.click(screen.getByTestId("reading-editor-search"));
      await screen.findByTestId("reading-editor");
      expect(calls()).toEqual([[ROUTES.adminReadingTitle.path, { title: "history of" }]]);
      expect((screen.getByTestId("reading-editor-id") as HTMLInputElement).value).toBe("sample-1");
    });

    it("opens the test a card's Edit handed over, then forgets it", async () => {
      sessionStorage.setItem(EDIT_ID_KEY, "sample-1");
      renderEditor();
      await screen.findByTestId("reading-editor");
      expect(calls()).toEqual([[ROUTES.adminReadingSingle.path, { practiceID: "sample-1" }]]);
      await waitFor(() => expect(sessionStorage.getItem(EDIT_ID_KEY)).toBeNull());
    });
  });

  describe("editing and saving", () => {
    it("saves the whole practice with the edits, keeps what it does not show, and shows the banner for 3 s", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await openSample();
      fireEvent.change(screen.getByTestId("reading-editor-title"), { target: { value: "Glass, edited" } });
      fireEvent.change(screen.getByTestId("paragraph-hint-1"), { target: { value: "B1" } });
      fireEvent.change(screen.getByTestId("answer-question_1"), { target: { value: "D" } });
      fireEvent.change(screen.getByTestId("answer-question_3"), { target: { value: "B, E" } });
      expect(unsaved()).toBe("Unsaved changes");
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      expect((await screen.findByTestId("reading-editor-saved")).textContent).toContain("Saved successfully!");
      const [save] = modifyCalls();
      const sample = samplePractice();
      expect(save).toMatchObject({
        readingPracticeID: "sample-1",
        title: "Glass, edited",
        explanations: sample.explanations,
        questionSections: sample.questionSections,
      });
      expect(save?.paragraphInfo[1]?.hint).toBe("B1");
      expect(save?.answers).toMatchObject({ question_1: "D", question_3: ["B", "E"] });
      expect(unsaved()).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.queryByTestId("reading-editor-saved")).toBeNull();
    });

    it("lists every problem of a refused save (400 with problems)", async () => {
      await openSample();
      const problems = ["Paragraph content cannot be empty", "Question section 3: Statement 1 cannot be empty"];
      mockCall(ROUTES.adminReadingModify, refused(400, `Invalid practice: ${problems.join("; ")}`, { problems }));
      fireEvent.change(screen.getByTestId("paragraph-content-0"), { target: { value: "" } });
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      const list = await screen.findByTestId("reading-editor-problems");
      expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual(problems);
      expect(unsaved()).toBe("Unsaved changes");
    });

    it.each<[string, TAnswer, string]>([
      ["errMsg", refused(409, "Someone else saved first"), "Someone else saved first"],
      ["the status", refused(500, ""), "Failed to save changes (Status: 500)"],
      ["no network", NETWORK_ERROR, "Network error: Unable to save changes"],
    ])("a failed save shows %s", async (_label, reply, message) => {
      await openSample();
      mockCall(ROUTES.adminReadingModify, reply);
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      await waitFor(() => expect(screen.getByTestId("reading-editor-error").textContent).toContain(message));
    });

    it("refuses to send a section without title, valid question count or instruction", async () => {
      await openSample();
      fireEvent.change(screen.getByTestId("section-title-0"), { target: { value: " " } });
      fireEvent.change(screen.getByTestId("section-count-1"), { target: { value: "0" } });
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      const problems = screen.getByTestId("reading-editor-problems");
      expect(problems.textContent).toContain("Question section 1: the title is required");
      expect(problems.textContent).toContain("Question section 2: the number of questions must be a whole number");
      expect(screen.getByTestId("section-title-0").getAttribute("aria-invalid")).toBe("true");
      expect(modifyCalls()).toHaveLength(0);
    });

    it("New test saves without an id and shows the id the server gives", async () => {
      renderEditor();
      fireEvent.click(screen.getByTestId("reading-editor-new"));
      const id = screen.getByTestId("reading-editor-id") as HTMLInputElement;
      expect(id.value).toBe("");
      fireEvent.change(screen.getByTestId("reading-editor-title"), { target: { value: "A new test" } });
      fireEvent.change(screen.getByTestId("paragraph-content-0"), { target: { value: "Some text." } });
      fireEvent.change(screen.getByTestId("section-add-type"), { target: { value: "MULTIPLE_CHOICE" } });
      fireEvent.click(screen.getByTestId("section-add"));
      expect(screen.getByTestId("section-editor-0").textContent).toContain("Multiple choice");
      fireEvent.change(screen.getByTestId("section-title-0"), { target: { value: "Question 1" } });
      fireEvent.change(screen.getByTestId("section-instruction-0"), { target: { value: "Choose A, B, C or D." } });
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      await screen.findByTestId("reading-editor-saved");
      const [save] = modifyCalls();
      expect(save?.readingPracticeID).toBeUndefined();
      expect(save?.questionSections).toEqual([
        {
          title: "Question 1",
          questionType: "MULTIPLE_CHOICE",
          questionNumber: 1,
          instruction: "Choose A, B, C or D.",
          content: { questions: [{ question: "", options: { A: "", B: "", C: "", D: "" } }] },
        },
      ]);
      expect(id.value).toBe("reading-new1");
    });

    it("Duplicate opens an unsaved copy without id, titled (copy), saved as a new test", async () => {
      await openSample();
      fireEvent.click(screen.getByTestId("reading-editor-duplicate"));
      expect((screen.getByTestId("reading-editor-id") as HTMLInputElement).value).toBe("");
      expect((screen.getByTestId("reading-editor-title") as HTMLInputElement).value).toBe(
        "The history of glass (copy)",
      );
      expect(unsaved()).toBe("Unsaved changes");
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      await screen.findByTestId("reading-editor-saved");
      expect(modifyCalls()[0]?.readingPracticeID).toBeUndefined();
      expect(modifyCalls()[0]?.explanations).toEqual(samplePractice().explanations);
    });
  });

  describe("JSON editor", () => {
    it("is a toggle per section; invalid JSON is ignored and said so; valid JSON replaces the content", async () => {
      await openSample();
      const toggle = screen.getByTestId("section-json-toggle-2");
      expect(toggle.getAttribute("aria-pressed")).toBe("false");
      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-pressed")).toBe("true");
      const editor = screen.getByLabelText("Content as JSON") as HTMLTextAreaElement;
      expect(JSON.parse(editor.value)).toEqual(samplePractice().questionSections[2]?.content);

      fireEvent.change(editor, { target: { value: '{"statements": ["Broken' } });
      expect(screen.getByTestId("section-json-2-invalid").textContent).toContain("This JSON is invalid");
      expect(editor.getAttribute("aria-invalid")).toBe("true");
      fireEvent.click(screen.getByTestId("reading-editor-save"));
      await screen.findByTestId("reading-editor-saved");
      expect(modifyCalls()[0]?.questionSections[2]?.content).toEqual(samplePractice().questionSections[2]?.content);

      fireEvent.change(editor, { target: { value: '{"statements": ["One", "Two", "Three"]}' } });
      expect(screen.queryByTestId("section-json-2-invalid")).toBeNull();
      fireEvent.click(toggle);
      expect((screen.getByTestId("s2-statements") as HTMLTextAreaElement).value).toBe("One\nTwo\nThree");
    });

    it("warns in form mode when hand-written content does not fit the form", async () => {
      await openSample();
      fireEvent.click(screen.getByTestId("section-json-toggle-2"));
      fireEvent.change(screen.getByLabelText("Content as JSON"), {
        target: { value: '{"statements": ["a"], "extra": 1}' },
      });
      fireEvent.click(screen.getByTestId("section-json-toggle-2"));
      expect(screen.getByTestId("section-not-fit-2").textContent).toContain("does not fit the form");
    });
  });

  describe("leaving", () => {
    it("Back to Search and Escape ask first when there are unsaved changes", async () => {
      await openSample();
      fireEvent.click(screen.getByTestId("reading-editor-back"));
      // Nothing was changed: back at the search at once, no question asked.
      expect(screen.queryByTestId("reading-editor")).toBeNull();
      expect(screen.queryByTestId("reading-editor-leave-dialog")).toBeNull();
      expect((query() as HTMLInputElement).value).toContain("sample-1");

      fireEvent.click(screen.getByTestId("reading-editor-search"));
      await screen.findByTestId("reading-editor");
      fireEvent.change(screen.getByTestId("reading-editor-title"), { target: { value: "changed" } });
      fireEvent.keyDown(document.body, { key: "Escape" });
      const dialog = screen.getByTestId("reading-editor-leave-dialog");
      expect(dialog.textContent).toContain("Discard unsaved changes?");
      fireEvent.click(within(dialog).getByTestId("reading-editor-leave-dialog-cancel"));
      // Staying keeps the edit.
      expect((screen.getByTestId("reading-editor-title") as HTMLInputElement).value).toBe("changed");
      fireEvent.click(screen.getByTestId("reading-editor-back"));
      fireEvent.click(screen.getByTestId("reading-editor-leave-dialog-confirm"));
      expect(screen.queryByTestId("reading-editor")).toBeNull();
      expect(modifyCalls()).toHaveLength(0);
    });

    it("another admin view asks first too", async () => {
      await openSample();
      fireEvent.change(screen.getByTestId("reading-editor-title"), { target: { value: "changed" } });
      mockCall(ROUTES.writingThemes, ok({ TaskOneTypes: [], TaskTwoTypes: [], TaskTwoThemes: [] }));
      fireEvent.click(screen.getByTestId("admin-nav-writing-add"));
      expect((await screen.findByTestId("reading-editor-leave-dialog")).textContent).toContain(
        "Your changes to this test have not been saved and will be lost.",
      );
      fireEvent.click(screen.getByTestId("reading-editor-leave-dialog-confirm"));
      await waitFor(() => expect(screen.queryByTestId("reading-editor")).toBeNull());
    });
  });
});
