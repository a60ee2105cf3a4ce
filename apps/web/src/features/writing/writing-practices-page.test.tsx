import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n";
import { clearSession, saveSession } from "../../lib/session";
import { jsonResponse, renderRouter } from "../../test/render-router";
import { draftKey, ownedKey } from "./editor/draft-store";
import { items, makeItem, THEMES } from "./writing-fixtures";
import { WritingPracticesPage } from "./writing-practices-page";

function renderPage(entry = "/writing/practices") {
  const router = createMemoryRouter(
    [
      { path: "/writing/practices", element: <WritingPracticesPage /> },
      { path: "/", element: <p>home page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return router;
}

const json = jsonResponse;

type TListReply = ReturnType<typeof items> | Response | Error;

/** Stubs fetch: themes with THEMES (or `themesReply`), list pages from `lists` in order; returns the list bodies. */
function stubApi(lists: TListReply[], themesReply?: Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace("/api", "");
      if (path === "/writing/themes") return themesReply ?? json(200, { statusCode: 200, errMsg: "", ...THEMES });
      if (path === "/writing/list") {
        bodies.push(JSON.parse(String(init.body)));
        const reply = lists.length > 1 ? lists.shift() : lists[0];
        if (!reply) throw new Error("no list stubbed");
        if (reply instanceof Error) throw reply;
        if (reply instanceof Response) return reply.clone();
        return json(200, { statusCode: 200, errMsg: "", data: reply });
      }
      return json(404, { statusCode: 404, errMsg: "not stubbed" });
    }),
  );
  return bodies;
}

const pressed = (el: HTMLElement) => el.getAttribute("aria-pressed");

describe("/writing/practices: the list", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: "learner@example.com", privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("rows show the badge, date, title (or Writing Task N) and named theme tags", async () => {
    stubApi([[makeItem("a", 1), makeItem("b", 1, { title: undefined, theme: ["map", "unknown_key"] })]]);
    renderPage();
    const rows = await screen.findAllByTestId("writing-row");
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId("writing-row-badge").textContent).toBe("Task 1");
    expect(within(first).getByRole("button").textContent).toBe("Title a");
    expect(within(first).getByRole("time").getAttribute("datetime")).toBe("2025-01-14T08:15:00.000Z");
    await waitFor(() => expect(within(first).getByTestId("writing-row-tags").textContent).toBe("Line graph"));
    expect(within(second).getByRole("button").textContent).toBe("Writing Task 1");
    expect([...within(second).getAllByRole("listitem")].map((li) => li.textContent)).toEqual(["Map", "unknown_key"]);
    // One page only: no pagination.
    expect(screen.queryByTestId("writing-pagination")).toBeNull();
  });

  it("theme tags and filters follow the interface language, falling back to English", async () => {
    await i18n.changeLanguage("ja");
    stubApi([[makeItem("b", 1, { theme: ["line_graph", "map"] })]]);
    renderPage();
    const row = await screen.findByTestId("writing-row");
    await waitFor(() => expect(within(row).getByTestId("writing-row-tags").textContent).toBe("折れ線グラフMap"));
    expect(screen.getByTestId("filter-map").textContent).toBe("Map");
  });

  it("Task 1: one type at a time; clicking it again clears it; each change requests page 1", async () => {
    const bodies = stubApi([items(1, 1, 3)]);
    renderPage();
    await screen.findAllByTestId("writing-row");
    const map = await screen.findByTestId("filter-map");
    fireEvent.click(map);
    expect(pressed(map)).toBe("true");
    fireEvent.click(screen.getByTestId("filter-line_graph"));
    expect(pressed(map)).toBe("false");
    expect(pressed(screen.getByTestId("filter-line_graph"))).toBe("true");
    fireEvent.click(screen.getByTestId("filter-line_graph"));
    expect(pressed(screen.getByTestId("filter-line_graph"))).toBe("false");
    // Cleared, the unfiltered first page is asked for again (a fresh copy of a cached page).
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies).toEqual([
      { part: 1, paginationRequest: { page: 1, pageSize: 20 } },
      { part: 1, paginationRequest: { page: 1, pageSize: 20 }, themes: ["map"] },
      { part: 1, paginationRequest: { page: 1, pageSize: 20 }, themes: ["line_graph"] },
      { part: 1, paginationRequest: { page: 1, pageSize: 20 } },
    ]);
    // Task 1 has no Content Themes group.
    expect(screen.queryByTestId("themes-toggle")).toBeNull();
  });

  it("Task 2: a type and a theme at once, a new theme replaces the old; switching tasks clears both", async () => {
    const bodies = stubApi([items(2, 1, 2)]);
    renderPage();
    await screen.findAllByTestId("writing-row");
    fireEvent.click(screen.getByTestId("task-switch-2"));
    expect(pressed(screen.getByTestId("task-switch-2"))).toBe("true");
    fireEvent.click(await screen.findByTestId("filter-opinion"));
    const toggle = screen.getByTestId("themes-toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("theme-filters").closest("[hidden]")).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByTestId("filter-health"));
    fireEvent.click(screen.getByTestId("filter-work"));
    expect(pressed(screen.getByTestId("filter-health"))).toBe("false");
    expect(pressed(screen.getByTestId("filter-work"))).toBe("true");
    expect(pressed(screen.getByTestId("filter-opinion"))).toBe("true");
    expect(toggle.textContent).toContain("Work selected");
    fireEvent.click(screen.getByTestId("task-switch-1"));
    fireEvent.click(screen.getByTestId("task-switch-2"));
    expect(pressed(screen.getByTestId("filter-opinion"))).toBe("false");
    await waitFor(() => expect(bodies.length).toBeGreaterThanOrEqual(5));
    const themes = bodies.map((b) => (b as { part: number; themes?: string[] }).themes ?? null);
    expect(themes.slice(0, 5)).toEqual([null, null, ["opinion"], ["opinion", "health"], ["opinion", "work"]]);
  });

  it("pagination: a full page knows one more; a short page is the last; a filter goes back to page 1", async () => {
    const bodies = stubApi([items(1, 1, 20), items(1, 21, 4), items(1, 1, 20)]);
    renderPage();
    expect(await screen.findAllByTestId("writing-row")).toHaveLength(20);
    expect(screen.getByTestId("page-of").textContent).toBe("Page 1 of 2");
    expect(screen.getByTestId("page-previous")).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByTestId("page-next"));
    await waitFor(() => expect(screen.getAllByTestId("writing-row")).toHaveLength(4));
    expect(screen.getByTestId("page-of").textContent).toBe("Page 2 of 2");
    expect(screen.getByTestId("page-next")).toHaveProperty("disabled", true);
    fireEvent.click(await screen.findByTestId("filter-map"));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies.map((b) => (b as { paginationRequest: { page: number } }).paginationRequest.page)).toEqual([1, 2, 1]);
  });

  it("empty state, with Clear filters when a filter is on", async () => {
    stubApi([[]]);
    renderPage();
    expect((await screen.findByTestId("writing-empty")).textContent).toContain("No practices found");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    fireEvent.click(await screen.findByTestId("filter-map"));
    fireEvent.click(await screen.findByRole("button", { name: "Clear filters" }));
    expect(pressed(screen.getByTestId("filter-map"))).toBe("false");
  });

  it.each([
    ["the server's errMsg", json(500, { statusCode: 500, errMsg: "Database unavailable" }), "Database unavailable"],
    [
      "the fallback without one",
      json(500, { statusCode: 500, errMsg: "" }),
      "Failed to load writing practices. Please try again",
    ],
    [
      "the network text",
      new TypeError("Failed to fetch"),
      "Network Error: Network error. Please check your connection and try again.",
    ],
  ] as const)("Load Failed dialog with %s; Try Again after closing it", async (_name, reply, message) => {
    stubApi([reply, items(1, 1, 1)]);
    renderPage();
    const dialog = await screen.findByTestId("notification-dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Load Failed");
    expect(dialog.textContent).toContain(message);
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByTestId("notification-dialog")).toBeNull();
    expect(screen.getByTestId("writing-error").textContent).toContain(message);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findAllByTestId("writing-row")).toHaveLength(1);
  });

  it("a themes failure is only logged; the list still shows", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubApi([items(1, 1, 2)], json(500, { statusCode: 500, errMsg: "boom" }));
    renderPage();
    expect(await screen.findAllByTestId("writing-row")).toHaveLength(2);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId("notification-dialog")).toBeNull();
    expect(screen.getByText("No filters available")).toBeTruthy();
  });

  it("a row opens Start Practice?; Cancel closes it and stays on the list", async () => {
    stubApi([items(2, 1, 1)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Title task2-1" }));
    const dialog = screen.getByTestId("start-dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Start Practice?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("start-dialog")).toBeNull();
    expect(screen.getByTestId("writing-list-page")).toBeTruthy();
  });
});

describe("/writing/practices: the editor", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: "learner@example.com", privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function openTask(part: 1 | 2) {
    stubApi([[makeItem(`t${part}`, part)]]);
    const router = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: `Title t${part}` }));
    fireEvent.click(within(screen.getByTestId("start-dialog")).getByRole("button", { name: "Start Practice" }));
    await screen.findByTestId("writing-editor");
    return router;
  }

  it("Task 1: WT- id, heading, instruction, the task with its image, and a live word count", async () => {
    const router = await openTask(1);
    expect(router.state.location.search).toBe("?task=t1");
    expect(screen.getByTestId("writing-test-taker").textContent).toMatch(/^Test taker ID: WT-[0-9A-Z]{5,}$/);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Task 1");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(screen.getByTestId("writing-instruction").textContent).toBe(
      "You should spend about 20 minutes on this task. Write at least 150 words.",
    );
    expect(screen.getByTestId("writing-task-content").textContent).toBe("Content of t1.");
    expect(screen.getByTestId("writing-task-requirement").textContent).toBe("Write at least 150 words.");
    const img = screen.getByRole("img");
    expect(img.getAttribute("src")).toBe("/api/images/t1.png");
    expect(img.getAttribute("alt")).toContain("Title t1");
    const essay = screen.getByLabelText("Your essay");
    fireEvent.change(essay, { target: { value: "Cities  change\nover time." } });
    const count = screen.getByTestId("word-count");
    expect(count.getAttribute("data-count")).toBe("4");
    expect(count.getAttribute("data-below")).toBe("true");
    expect(count.textContent).toContain("4 words, below the minimum of 150");
    fireEvent.change(essay, { target: { value: "word ".repeat(150) } });
    expect(count.getAttribute("data-below")).toBe("false");
    expect(count.textContent).toContain("150 words");
  });

  it("Task 2: the 40-minute instruction and a countdown that can be hidden", async () => {
    await openTask(2);
    expect(screen.getByTestId("writing-instruction").textContent).toBe(
      "You should spend about 40 minutes on this task. Write at least 250 words.",
    );
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(/^Time remaining: (40:00|39:5\d)$/);
    fireEvent.click(screen.getByRole("button", { name: "Hide timer" }));
    expect(screen.queryByRole("timer")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show timer" }));
    expect(screen.getByRole("timer")).toBeTruthy();
  });

  it("the draft is saved as the learner types and restored after a reload (the address names the task)", async () => {
    await openTask(2);
    const id = screen.getByTestId("writing-test-taker").textContent;
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "A draft worth keeping" } });
    await waitFor(() =>
      expect(localStorage.getItem(ownedKey(draftKey("t2"), "learner@example.com")) ?? "").toContain(
        "A draft worth keeping",
      ),
    );
    cleanup();
    // The reload: a fresh app on the same address, no list call needed.
    stubApi([new Error("the list is not needed")]);
    renderPage("/writing/practices?task=t2");
    expect(((await screen.findByLabelText("Your essay")) as HTMLTextAreaElement).value).toBe("A draft worth keeping");
    expect(screen.getByTestId("word-count").getAttribute("data-count")).toBe("4");
    expect(screen.getByTestId("writing-test-taker").textContent).toBe(id);
  });

  it("an address naming a task without a draft shows the list", async () => {
    stubApi([items(1, 1, 1)]);
    const router = renderPage("/writing/practices?task=nothing-here");
    expect(await screen.findByTestId("writing-list-page")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("Back with writing asks first: staying keeps the essay, leaving discards the draft", async () => {
    const router = await openTask(2);
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "Precious words" } });
    fireEvent.click(screen.getByRole("button", { name: "Back to the task list" }));
    const dialog = screen.getByTestId("leave-dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Leave this essay?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep writing" }));
    expect((screen.getByLabelText("Your essay") as HTMLTextAreaElement).value).toBe("Precious words");
    fireEvent.click(screen.getByRole("button", { name: "Back to the task list" }));
    fireEvent.click(within(screen.getByTestId("leave-dialog")).getByRole("button", { name: "Discard and leave" }));
    expect(await screen.findByTestId("writing-list-page")).toBeTruthy();
    expect(router.state.location.search).toBe("");
    expect(localStorage.getItem(ownedKey(draftKey("t2"), "learner@example.com"))).toBeNull();
    // Opening the task again starts a clean essay.
    fireEvent.click(await screen.findByRole("button", { name: "Title t2" }));
    fireEvent.click(within(screen.getByTestId("start-dialog")).getByRole("button", { name: "Start Practice" }));
    expect(((await screen.findByLabelText("Your essay")) as HTMLTextAreaElement).value).toBe("");
  });

  it("navigating elsewhere with writing is held for the same dialog", async () => {
    const router = await openTask(1);
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "Do not lose me" } });
    act(() => void router.navigate("/"));
    const dialog = await screen.findByTestId("leave-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep writing" }));
    expect(router.state.location.pathname).toBe("/writing/practices");
    act(() => void router.navigate("/"));
    fireEvent.click(
      within(await screen.findByTestId("leave-dialog")).getByRole("button", { name: "Discard and leave" }),
    );
    await screen.findByText("home page");
    expect(localStorage.getItem(ownedKey(draftKey("t1"), "learner@example.com"))).toBeNull();
  });

  it("Back with an empty essay leaves at once", async () => {
    await openTask(1);
    fireEvent.click(screen.getByRole("button", { name: "Back to the task list" }));
    expect(screen.queryByTestId("leave-dialog")).toBeNull();
    expect(await screen.findByTestId("writing-list-page")).toBeTruthy();
  });

  it("a saved draft is announced in the list and in the start dialog, and reopening restores it", async () => {
    await openTask(2);
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "Three words here" } });
    await waitFor(() =>
      expect(localStorage.getItem(ownedKey(draftKey("t2"), "learner@example.com")) ?? "").toContain("Three words here"),
    );
    cleanup();
    stubApi([[makeItem("t2", 2)]]);
    renderPage();
    const row = await screen.findByTestId("writing-row");
    expect(row.textContent).toContain("Draft saved");
    fireEvent.click(within(row).getByRole("button"));
    expect(screen.getByTestId("start-dialog").textContent).toContain("(3 words) will be restored");
    fireEvent.click(within(screen.getByTestId("start-dialog")).getByRole("button", { name: "Start Practice" }));
    expect(((await screen.findByLabelText("Your essay")) as HTMLTextAreaElement).value).toBe("Three words here");
  });
});
