import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mockCall, ok, sent } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";
import { openInEditorView } from "./editor-test-setup";

const EDITED = "Glass, edited and not saved";
const titleField = () => screen.getByTestId("reading-editor-title") as HTMLInputElement;
const previewButton = () => screen.getByTestId("reading-editor-preview-open") as HTMLButtonElement;
const answerBox = (n: number) => screen.getByRole("textbox", { name: new RegExp(`^${n} `) });

/** Opens the sample in the editor, changes its title without saving, and opens the preview. */
async function previewEditedSample() {
  await openInEditorView("sample-1");
  fireEvent.change(titleField(), { target: { value: EDITED } });
  const callsBefore = sent().length;
  fireEvent.click(previewButton());
  const preview = await screen.findByTestId("reading-editor-preview");
  await within(preview).findByTestId("preview-notice", undefined, { timeout: 10_000 });
  return { preview, callsBefore };
}

// Each journey renders the editor, the learner's whole test and its review: more than a unit test's budget.
describe("preview as learner", { timeout: 30_000 }, () => {
  // The preview's lazily loaded module, transformed up front so that opening it waits for no compiler.
  beforeAll(() => import("./practice-preview"));
  signedInEachTest(ADMIN);
  beforeEach(() => {
    sessionStorage.clear();
    mockCall(ROUTES.adminReadingSingle, ok({ readingPractice: samplePractice() }));
    mockCall(ROUTES.adminReadingGroups, ok({ data: [] }));
  });

  it("shows the unsaved draft in the learner's test, grades a submit in the page, and gives the draft back", async () => {
    const { preview, callsBefore } = await previewEditedSample();
    expect(within(preview).getByTestId("preview-notice").textContent).toContain(
      "Preview — nothing is saved or recorded.",
    );
    expect(within(preview).getByRole("heading", { name: EDITED })).toBeDefined();
    expect(within(preview).getByTestId("test-taker-id").textContent).toContain("Preview");
    // Nothing is saved: no Saved / Saving indicator, as no autosave runs.
    expect(within(preview).queryByTestId("sync-indicator")).toBeNull();

    fireEvent.change(answerBox(23), { target: { value: " Murano " } });
    fireEvent.change(answerBox(24), { target: { value: "1066" } });
    fireEvent.click(within(preview).getByTestId("test-submit"));
    fireEvent.click(screen.getByTestId("submit-confirm"));
    const results = await screen.findByTestId("results-screen");
    expect(within(results).getByTestId("results-summary").textContent).toBe("1 out of 24 correct (4.2%)");
    expect(within(results).getByTestId("result-key-24").textContent).toBe("1291");
    // No submission was made, so none is named.
    expect(within(results).queryByTestId("submission-id")).toBeNull();

    // The review opens in place, with the draft's explanations and no way to start a real attempt.
    fireEvent.click(within(results).getByTestId("results-review-0"));
    await screen.findByTestId("review-top-bar");
    expect(screen.queryByTestId("review-retry-passage")).toBeNull();
    expect(screen.getByTestId("review-explain-q24").getAttribute("data-status")).toBe("incorrect");
    fireEvent.click(screen.getByTestId("show-in-passage-24"));
    expect(screen.getByTestId("explanation-note-24").textContent).toContain("The year is given.");
    fireEvent.click(screen.getByTestId("review-back"));
    const back = await screen.findByTestId("results-home");
    expect(back.textContent).toBe("Back to the editor");

    fireEvent.click(back);
    await waitFor(() => expect(screen.queryByTestId("reading-editor-preview")).toBeNull());
    expect(titleField().value).toBe(EDITED);
    expect(screen.getByTestId("reading-editor-unsaved").textContent).toBe("Unsaved changes");
    // Opening, answering, submitting, reviewing and closing called the API not once.
    expect(sent()).toHaveLength(callsBefore);
  });

  it("Exit Test asks in the preview's own words; Esc neither closes the preview nor leaves the editor", async () => {
    const { preview } = await previewEditedSample();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.getByTestId("reading-editor-preview")).toBe(preview);
    expect(screen.queryByTestId("reading-editor-leave-dialog")).toBeNull();

    fireEvent.click(within(preview).getByTestId("test-exit"));
    const dialog = screen.getByTestId("exit-dialog");
    expect(dialog.textContent).toContain("Leave the preview?");
    expect(dialog.textContent).toContain("Your answers in the preview are not kept.");
    fireEvent.click(within(dialog).getByTestId("exit-confirm"));
    await waitFor(() => expect(screen.queryByTestId("reading-editor-preview")).toBeNull());
    expect(titleField().value).toBe(EDITED);
    expect(screen.getByTestId("reading-editor")).toBeDefined();
  });

  it("Close in the notice ends the preview at once, and the next preview starts afresh", async () => {
    const { preview } = await previewEditedSample();
    fireEvent.change(answerBox(23), { target: { value: "Murano" } });
    fireEvent.click(within(preview).getByTestId("preview-close"));
    await waitFor(() => expect(screen.queryByTestId("reading-editor-preview")).toBeNull());
    fireEvent.click(previewButton());
    await screen.findByTestId("preview-notice", undefined, { timeout: 10_000 });
    expect((answerBox(23) as HTMLInputElement).value).toBe("");
  });

  it("is offered only once the draft can be shown, and says what it needs", async () => {
    const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
      initialEntries: ["/admin?view=reading-editor"],
    });
    renderRouter(router);
    fireEvent.click(screen.getByTestId("reading-editor-new"));
    await screen.findByTestId("reading-editor");
    expect(previewButton().disabled).toBe(true);
    const hint = screen.getByTestId("reading-editor-preview-hint");
    expect(previewButton().getAttribute("aria-describedby")).toBe(hint.id);
    expect(hint.textContent).toContain("has a question section");
  });
});
