import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n";
import { NETWORK_ERROR, refused } from "../../test/api-mock";
import { LEARNER, signedInEachTest } from "../../test/signed-in";
import { items, makeItem } from "./writing-fixtures";
import { renderPage, stubApi } from "./writing-practices-fixtures";

const pressed = (el: HTMLElement) => el.getAttribute("aria-pressed");

describe("/writing/practices: the list", () => {
  signedInEachTest(LEARNER, { clearStorage: true });
  afterEach(() => {
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
    await waitFor(() => expect(bodies()).toHaveLength(4));
    expect(bodies()).toEqual([
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
    await waitFor(() => expect(bodies().length).toBeGreaterThanOrEqual(5));
    const themes = bodies().map((b) => b.themes ?? null);
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
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies().map((b) => b.paginationRequest.page)).toEqual([1, 2, 1]);
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
    ["the server's errMsg", refused(500, "Database unavailable"), "Database unavailable"],
    ["the fallback without one", refused(500, ""), "Failed to load writing practices. Please try again"],
    ["the network text", NETWORK_ERROR, "Network Error: Network error. Please check your connection and try again."],
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
    stubApi([items(1, 1, 2)], refused(500, "boom"));
    renderPage();
    expect(await screen.findAllByTestId("writing-row")).toHaveLength(2);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId("notification-dialog")).toBeNull();
    expect(screen.queryAllByTestId(/^filter-/)).toHaveLength(0);
    expect(screen.getByTestId("writing-list-page").textContent).toContain("No filters available");
  });

  it("a row opens Start Practice?; Cancel closes it and stays on the list", async () => {
    stubApi([items(2, 1, 1)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Title task2-1" }));
    const dialog = screen.getByTestId("start-dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Start Practice?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("start-dialog")).toBeNull();
    expect(screen.queryByTestId("writing-editor")).toBeNull();
    expect(screen.getAllByTestId("writing-row")).toHaveLength(1);
  });
});
