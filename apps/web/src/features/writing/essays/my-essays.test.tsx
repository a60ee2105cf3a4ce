import type { TEssay, TEssaySummary } from "@bandcraft/contract/writing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { clearSession, saveSession } from "../../../lib/session";
import { jsonResponse, renderRouter } from "../../../test/render-router";
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

const json = jsonResponse;

type TRoutes = Record<string, (body: Record<string, unknown>) => Response>;

function stubApi(routes: TRoutes) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace("/api", "");
      const body = JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>;
      calls.push({ path, body });
      const route = routes[path];
      return route ? route(body) : json(404, { statusCode: 404, errMsg: "not stubbed" });
    }),
  );
  return calls;
}

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
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: EMAIL, privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("lists the essays with date, task badge and title, excerpt (as text), words, time and a few figures", async () => {
    const calls = stubApi({
      "/writing/essays/list": () =>
        json(200, {
          statusCode: 200,
          errMsg: "",
          data: {
            essays: [
              summary(2, {
                feedbackSummary: {
                  summaryVersion: 1,
                  spellingIssues: 2,
                  "spellingIssues.status": "check",
                  grammarIssues: 0,
                },
              }),
              summary(1, { taskTitle: undefined }),
            ],
            totalCnt: 2,
          },
        }),
    });
    renderAt("/writing/essays");
    const cards = await screen.findAllByTestId("essay-card");
    expect(calls[0]?.body).toEqual({ paginationRequest: { page: 1, pageSize: 10 } });
    expect(screen.getByTestId("essays-count").textContent).toBe("2 saved essays");
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Task 2")).toBeTruthy();
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
    const calls = stubApi({
      "/writing/essays/list": (body) => {
        const page = (body.paginationRequest as { page: number }).page;
        const essays = page === 1 ? Array.from({ length: 10 }, (_, i) => summary(i + 1)) : [summary(11), summary(12)];
        return json(200, { statusCode: 200, errMsg: "", data: { essays, totalCnt: 12 } });
      },
    });
    const router = renderAt("/writing/essays");
    expect(await screen.findAllByTestId("essay-card")).toHaveLength(10);
    expect(screen.getByTestId("page-of").textContent).toBe("Page 1 of 2");
    fireEvent.click(screen.getByTestId("page-next"));
    await waitFor(() => expect(screen.getAllByTestId("essay-card")).toHaveLength(2));
    expect(router.state.location.search).toBe("?page=2");
    expect(calls.at(-1)?.body).toEqual({ paginationRequest: { page: 2, pageSize: 10 } });
  });

  it("empty and error states", async () => {
    stubApi({
      "/writing/essays/list": () => json(200, { statusCode: 200, errMsg: "", data: { essays: [], totalCnt: 0 } }),
    });
    renderAt("/writing/essays");
    expect((await screen.findByTestId("essays-empty")).textContent).toContain("No saved essays yet");
    cleanup();
    stubApi({ "/writing/essays/list": () => json(500, { statusCode: 500, errMsg: "Database unavailable" }) });
    renderAt("/writing/essays");
    expect((await screen.findByTestId("essays-error")).textContent).toContain("Database unavailable");
  });

  it("deletes an essay only after the confirmation", async () => {
    let essays = [summary(1), summary(2)];
    const calls = stubApi({
      "/writing/essays/list": () =>
        json(200, { statusCode: 200, errMsg: "", data: { essays, totalCnt: essays.length } }),
      "/writing/essays/delete": (body) => {
        essays = essays.filter((e) => e.essayID !== body.essayID);
        return json(200, { statusCode: 200, errMsg: "" });
      },
    });
    renderAt("/writing/essays");
    await screen.findAllByTestId("essay-card");
    fireEvent.click(screen.getByRole("button", { name: "Delete “Task title 2”" }));
    fireEvent.click(within(screen.getByTestId("delete-essay-dialog")).getByTestId("delete-cancel"));
    expect(calls.some((c) => c.path === "/writing/essays/delete")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Delete “Task title 2”" }));
    fireEvent.click(screen.getByTestId("delete-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("essay-card")).toHaveLength(1));
    expect(calls.find((c) => c.path === "/writing/essays/delete")?.body).toEqual({ essayID: "essay-2" });
    expect(screen.queryByTestId("delete-essay-dialog")).toBeNull();
  });

  it("opens an essay as a new draft, asking first when the task already has a draft with writing", async () => {
    stubApi({
      "/writing/essays/list": () =>
        json(200, { statusCode: 200, errMsg: "", data: { essays: [summary(1)], totalCnt: 1 } }),
      "/writing/essays/get": () => json(200, { statusCode: 200, errMsg: "", essay: fullEssay(1) }),
    });
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
  });
});

describe("one essay, read-only", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: EMAIL, privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows the whole text as text, its figures and the saved summary", async () => {
    stubApi({
      "/writing/essays/get": () =>
        json(200, {
          statusCode: 200,
          errMsg: "",
          essay: fullEssay(3, {
            text: "<img src=x onerror=alert(1)> First.\n\nSecond.",
            feedbackSummary: { summaryVersion: 1, wordCount: 4, "wordCount.status": "check", "lint.Spelling": 2 },
          }),
        }),
    });
    renderAt("/writing/essays/essay-3");
    const text = await screen.findByTestId("essay-text");
    expect(text.textContent).toBe("<img src=x onerror=alert(1)> First.\n\nSecond.");
    expect(document.querySelector("[data-testid=essay-view] img")).toBeNull();
    expect(screen.getByTestId("essay-title").textContent).toBe("Task title 3");
    expect(screen.getByTestId("summary-figures").textContent).toBe("Word count4 words · Worth a lookIssues: Spelling2");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("another learner's essay (404) is not found; an essay saved without a check says so", async () => {
    stubApi({ "/writing/essays/get": () => json(404, { statusCode: 404, errMsg: "No essay with the id essay-x" }) });
    renderAt("/writing/essays/essay-x");
    expect((await screen.findByTestId("essay-not-found")).textContent).toContain("Essay not found");
    cleanup();
    stubApi({ "/writing/essays/get": () => json(200, { statusCode: 200, errMsg: "", essay: fullEssay(4) }) });
    renderAt("/writing/essays/essay-4");
    expect((await screen.findByTestId("essay-no-summary")).textContent).toContain("saved without a check");
  });

  it("deleting from the essay's page returns to the list", async () => {
    stubApi({
      "/writing/essays/get": () => json(200, { statusCode: 200, errMsg: "", essay: fullEssay(5) }),
      "/writing/essays/delete": () => json(200, { statusCode: 200, errMsg: "" }),
      "/writing/essays/list": () => json(200, { statusCode: 200, errMsg: "", data: { essays: [], totalCnt: 0 } }),
    });
    const router = renderAt("/writing/essays/essay-5");
    fireEvent.click(await screen.findByTestId("essay-delete"));
    fireEvent.click(screen.getByTestId("delete-confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/writing/essays"));
  });
});
