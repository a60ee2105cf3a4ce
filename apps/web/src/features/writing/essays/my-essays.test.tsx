import { ROUTES } from "@bandcraft/contract/routes";
import type { TEssay, TEssaySummary } from "@bandcraft/contract/writing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, ok, refused, sent } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { LEARNER, signedInEachTest } from "../../../test/signed-in";
import { draftKey, ownedKey, type TWritingDraft } from "../editor/draft-store";
import { makeItem } from "../writing-fixtures";
import { EssayViewPage } from "./essay-view-page";
import { MyEssaysPage } from "./my-essays-page";

const EMAIL = "learner@example.com";

const summary = (n: number, over: Partial<TEssaySummary> = {}): TEssaySummary => ({
  essayID: `essay-${n}`,
  writingPracticeID: "task2-a",
  part: 2,
  taskTitle: `Task title ${n}`,
  excerpt: `Excerpt of essay ${n} <b>bold</b>`,
  wordCount: 250 + n,
  timeSpent: 1_805,
  createdAt: Date.UTC(2026, 0, n),
  ...over,
});

const fullEssay = (n: number, over: Partial<TEssay> = {}): TEssay => {
  const { excerpt: _excerpt, ...rest } = summary(n);
  return { ...rest, text: `Full text of essay ${n}.\n\nSecond paragraph.`, task: makeItem("task2-a", 2), ...over };
};

const listed = (essays: TEssaySummary[], totalCnt = essays.length) => ok({ data: { essays, totalCnt } });

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: "/writing/essays", element: <MyEssaysPage /> },
      { path: "/writing/essays/:essayID", element: <EssayViewPage /> },
      { path: "/writing/practices", element: <p>editor</p> },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return router;
}

describe("My essays", () => {
  signedInEachTest(LEARNER, { clearStorage: true });

  it("lists the essays with date, task badge and title, excerpt (as text), words, time and a few figures", async () => {
    mockCall(
      ROUTES.essayList,
      listed([
        summary(2, {
          feedbackSummary: { summaryVersion: 1, spellingIssues: 2, "spellingIssues.status": "check", grammarIssues: 0 },
        }),
        summary(1, { taskTitle: undefined }),
      ]),
    );
    renderAt("/writing/essays");
    const cards = await screen.findAllByTestId("essay-card");
    expect(bodiesSentTo(ROUTES.essayList)).toEqual([{ paginationRequest: { page: 1, pageSize: 10 } }]);
    expect(screen.getByTestId("essays-count").textContent).toBe("2 saved essays");
    const [first, second] = cards as [HTMLElement, HTMLElement];
    // The task badge sits beside the date.
    expect(within(first).getByRole("time").previousElementSibling?.textContent).toBe("Task 2");
    expect(within(first).getByRole("link").textContent).toBe("Task title 2");
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/writing/essays/essay-2");
    expect(within(first).getByRole("time").getAttribute("datetime")).toBe("2026-01-02T00:00:00.000Z");
    expect(within(first).getByTestId("essay-excerpt").textContent).toBe("Excerpt of essay 2 <b>bold</b>");
    expect(first.querySelector("b")).toBeNull();
    expect(within(first).getByTestId("essay-words").textContent).toBe("252");
    expect(first.textContent).toContain("30:05");
    expect(within(first).getByTestId("summary-figures").textContent).toBe("Spelling issues2Grammar issues0");
    expect(within(second).getByRole("link").textContent).toBe("Writing Task 2");
    expect(within(second).queryByTestId("summary-figures")).toBeNull();
  });

  it("pages ten at a time, the page in the address", async () => {
    mockCall(ROUTES.essayList, (body) =>
      listed(
        body.paginationRequest.page === 1
          ? Array.from({ length: 10 }, (_, i) => summary(i + 1))
          : [summary(11), summary(12)],
        12,
      ),
    );
    const router = renderAt("/writing/essays");
    expect(await screen.findAllByTestId("essay-card")).toHaveLength(10);
    expect(screen.getByTestId("page-of").textContent).toBe("Page 1 of 2");
    fireEvent.click(screen.getByTestId("page-next"));
    await waitFor(() => expect(screen.getAllByTestId("essay-card")).toHaveLength(2));
    expect(router.state.location.search).toBe("?page=2");
    expect(bodiesSentTo(ROUTES.essayList).at(-1)).toEqual({ paginationRequest: { page: 2, pageSize: 10 } });
  });

  it("empty and error states", async () => {
    mockCall(ROUTES.essayList, listed([]));
    renderAt("/writing/essays");
    expect((await screen.findByTestId("essays-empty")).textContent).toContain("No saved essays yet");
    cleanup();
    mockCall(ROUTES.essayList, refused(500, "Database unavailable"));
    renderAt("/writing/essays");
    expect((await screen.findByTestId("essays-error")).textContent).toContain("Database unavailable");
  });

  it("deletes an essay only after the confirmation", async () => {
    let essays = [summary(1), summary(2)];
    mockCall(ROUTES.essayList, () => listed(essays));
    mockCall(ROUTES.essayDelete, (body) => {
      essays = essays.filter((e) => e.essayID !== body.essayID);
      return ok();
    });
    renderAt("/writing/essays");
    await screen.findAllByTestId("essay-card");
    fireEvent.click(screen.getByRole("button", { name: "Delete “Task title 2”" }));
    fireEvent.click(within(screen.getByTestId("delete-essay-dialog")).getByTestId("delete-cancel"));
    expect(sent(ROUTES.essayDelete)).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Delete “Task title 2”" }));
    fireEvent.click(screen.getByTestId("delete-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("essay-card")).toHaveLength(1));
    expect(bodiesSentTo(ROUTES.essayDelete)).toEqual([{ essayID: "essay-2" }]);
    expect(screen.queryByTestId("delete-essay-dialog")).toBeNull();
  });

  it("says in the learner's language why an essay sent to a teacher is kept", async () => {
    mockCall(ROUTES.essayList, listed([summary(1)]));
    mockCall(
      ROUTES.essayDelete,
      refused(409, "This essay was sent to your teacher, so it is kept.", { reason: "essay-sent" }),
    );
    renderAt("/writing/essays");
    fireEvent.click(await screen.findByRole("button", { name: "Delete “Task title 1”" }));
    fireEvent.click(screen.getByTestId("delete-confirm"));
    const dialog = screen.getByTestId("delete-essay-dialog");
    expect(await within(dialog).findByText(/its marks belong to it/)).toBeTruthy();
    expect(screen.getAllByTestId("essay-card")).toHaveLength(1);
  });

  it("opens an essay as a new draft, asking first when the task already has a draft with writing", async () => {
    mockCall(ROUTES.essayList, listed([summary(1)]));
    mockCall(ROUTES.essayGet, ok({ essay: fullEssay(1) }));
    const key = ownedKey(draftKey("task2-a"), EMAIL);
    const existing: TWritingDraft = {
      version: 1,
      item: makeItem("task2-a", 2),
      text: "My half-written draft",
      testTakerId: "WT-OLD",
      startedAt: 1,
      timerVisible: false,
      savedAt: 1,
    };
    localStorage.setItem(key, JSON.stringify(existing));
    const router = renderAt("/writing/essays");
    fireEvent.click(await screen.findByRole("button", { name: "Open “Task title 1” as a new draft" }));
    const dialog = await screen.findByTestId("replace-draft-dialog");
    fireEvent.click(within(dialog).getByTestId("replace-cancel"));
    expect(JSON.parse(localStorage.getItem(key) ?? "{}").text).toBe("My half-written draft");
    fireEvent.click(screen.getByRole("button", { name: "Open “Task title 1” as a new draft" }));
    fireEvent.click(await screen.findByTestId("replace-confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/writing/practices"));
    expect(router.state.location.search).toBe("?task=task2-a");
    const draft = JSON.parse(localStorage.getItem(key) ?? "{}") as TWritingDraft;
    expect(draft.text).toBe("Full text of essay 1.\n\nSecond paragraph.");
    expect(draft.testTakerId).not.toBe("WT-OLD");
    expect(draft.timerVisible).toBe(false);
    // The task as the essay kept it, and the essay it came from: saving again keeps that task.
    expect(draft.item).toEqual(makeItem("task2-a", 2));
    expect(draft.basedOnEssayID).toBe("essay-1");
  });
});

describe("one essay, read-only", () => {
  signedInEachTest(LEARNER, { clearStorage: true });

  it("shows the whole text as text, its figures and the saved summary", async () => {
    mockCall(
      ROUTES.essayGet,
      ok({
        essay: fullEssay(3, {
          text: "<img src=x onerror=alert(1)> First.\n\nSecond.",
          feedbackSummary: { summaryVersion: 1, wordCount: 4, "wordCount.status": "check", "lint.Spelling": 2 },
        }),
      }),
    );
    renderAt("/writing/essays/essay-3");
    const text = await screen.findByTestId("essay-text");
    expect(text.textContent).toBe("<img src=x onerror=alert(1)> First.\n\nSecond.");
    expect(document.querySelector("[data-testid=essay-view] img")).toBeNull();
    expect(screen.getByTestId("essay-title").textContent).toBe("Task title 3");
    expect(screen.getByTestId("summary-figures").textContent).toBe("Word count4 words · Worth a lookIssues: Spelling2");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("another learner's essay (404) is not found; an essay saved without a check says so", async () => {
    mockCall(ROUTES.essayGet, refused(404, "No essay with the id essay-x"));
    renderAt("/writing/essays/essay-x");
    expect((await screen.findByTestId("essay-not-found")).textContent).toContain("Essay not found");
    cleanup();
    mockCall(ROUTES.essayGet, ok({ essay: fullEssay(4) }));
    renderAt("/writing/essays/essay-4");
    expect((await screen.findByTestId("essay-no-summary")).textContent).toContain("saved without a check");
  });

  it("shows the task and chart the essay kept after the task left the bank, which cannot be reopened", async () => {
    const kept = makeItem("task1-a", 1, { content: "The chart as it was when the essay was written." });
    mockCall(ROUTES.essayGet, ok({ essay: fullEssay(6, { part: 1, task: kept, taskWithdrawn: true }) }));
    const router = renderAt("/writing/essays/essay-6");
    expect((await screen.findByTestId("essay-task-content")).textContent).toBe(kept.content);
    expect(screen.getByTestId("essay-task-image").getAttribute("src")).toBe(kept.pic);
    fireEvent.click(screen.getByTestId("essay-as-draft"));
    expect((await screen.findByTestId("missing-task-dialog")).textContent).toContain("Task no longer available");
    expect(router.state.location.pathname).toBe("/writing/essays/essay-6");
  });

  it("deleting from the essay's page returns to the list", async () => {
    mockCall(ROUTES.essayGet, ok({ essay: fullEssay(5) }));
    mockCall(ROUTES.essayDelete, ok());
    mockCall(ROUTES.essayList, listed([]));
    const router = renderAt("/writing/essays/essay-5");
    fireEvent.click(await screen.findByTestId("essay-delete"));
    fireEvent.click(screen.getByTestId("delete-confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/writing/essays"));
    expect(bodiesSentTo(ROUTES.essayDelete)).toEqual([{ essayID: "essay-5" }]);
  });
});
