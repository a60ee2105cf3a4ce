import { ROUTES } from "@bandcraft/contract/routes";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { clearSession, saveSession } from "../../../lib/session";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, sent, type TMockReply } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";
import { ADMIN_EDIT_ID_KEY } from "../shell/edit-handover";
import type { TListItem } from "./list-filters";
import { TestListView } from "./test-list-view";

const item = (n: number, extra: Partial<TListItem> = {}): TListItem => ({
  readingPracticeID: `test-${n}`,
  title: `Passage ${n}`,
  level: 1,
  questionNumber: 13,
  questionTypes: ["MATCHING_HEADINGS", "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION"],
  ...extra,
});
const page = (count: number, from = 1) => Array.from({ length: count }, (_, i) => item(from + i));

const listBodies = () => bodiesSentTo(ROUTES.adminReadingList);

function renderAdmin(view = "reading-tests") {
  const router = createMemoryRouter(
    [
      { path: "/admin", element: <AdminPage /> },
      { path: "/test/:id", element: <p data-testid="test-page">test page</p> },
      { path: "/auth", element: <p data-testid="auth-page">auth page</p> },
    ],
    { initialEntries: [`/admin?view=${view}`] },
  );
  renderRouter(router);
  return router;
}

const cards = async () => within(await screen.findByTestId("test-list-cards")).getAllByTestId("test-card");

describe("admin test list", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.adminReadingList, ok({ info: page(3) }));
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it("lists the first page with title, count, level badge and title-cased types; a short page is the last", async () => {
    renderAdmin("reading");
    const [first] = await cards();
    expect(listBodies()[0]).toStrictEqual({
      questionTypes: [],
      paginationRequest: { page: 1, pageSize: 10 },
    });
    const card = within(first as HTMLElement);
    expect(card.getByTestId("test-card-title").textContent).toBe("Passage 1");
    expect(card.getByTestId("test-card-questions").textContent).toBe("13 questions");
    expect(card.getByTestId("test-card-level").textContent).toBe("Part 1");
    expect(card.getByTestId("test-card-types").textContent).toContain("Summary Note Table Flow Chart Completion");
    expect(screen.getByTestId("test-list-last-page").textContent).toBe("Last page");
    expect((screen.getByTestId("test-list-next") as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers Next after a full page and asks for page 2", async () => {
    mockCall(ROUTES.adminReadingList, (body) =>
      ok({ info: body.paginationRequest.page === 1 ? page(10) : page(2, 11) }),
    );
    renderAdmin();
    expect(await cards()).toHaveLength(10);
    expect(screen.queryByTestId("test-list-last-page")).toBeNull();
    fireEvent.click(screen.getByTestId("test-list-next"));
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(listBodies().at(-1)).toMatchObject({ paginationRequest: { page: 2, pageSize: 10 } });
    expect(screen.getByTestId("test-list-page").textContent).toBe("Page 2");
    expect((screen.getByTestId("test-list-previous") as HTMLButtonElement).disabled).toBe(false);
  });

  it("filters by level, type and test type from page 1, shows removable tags and clears them all", async () => {
    mockCall(ROUTES.adminReadingList, (body) =>
      ok({ info: body.paginationRequest.page === 1 ? page(10) : page(1, 11) }),
    );
    renderAdmin();
    await cards();
    fireEvent.click(screen.getByTestId("test-list-next"));
    await waitFor(() => expect(screen.getByTestId("test-list-page").textContent).toBe("Page 2"));
    const toggle = screen.getByTestId("test-list-toggle-filters");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByLabelText("Part 2"));
    await waitFor(() =>
      expect(listBodies().at(-1)).toStrictEqual({
        questionTypes: [],
        paginationRequest: { page: 1, pageSize: 10 },
        level: 2,
      }),
    );
    fireEvent.click(screen.getByLabelText("Matching Headings"));
    fireEvent.click(screen.getByLabelText("Cambridge IELTS"));
    await waitFor(() =>
      expect(listBodies().at(-1)).toStrictEqual({
        questionTypes: ["MATCHING_HEADINGS"],
        paginationRequest: { page: 1, pageSize: 10 },
        pageType: "CambridgeIelts",
        level: 2,
      }),
    );
    expect(screen.getByTestId("applied-count").textContent).toBe("3 filters applied");
    fireEvent.click(screen.getByRole("button", { name: "Remove filter: Part 2" }));
    await waitFor(() => expect(listBodies().at(-1)).not.toHaveProperty("level"));
    expect((screen.getByLabelText("All Levels") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId("clear-all-filters"));
    await waitFor(() =>
      expect(listBodies().at(-1)).toStrictEqual({
        questionTypes: [],
        paginationRequest: { page: 1, pageSize: 10 },
      }),
    );
    expect(screen.queryByTestId("applied-filters")).toBeNull();
  });

  it("searches by title: blank alerts, a miss says so, a hit replaces the list until cleared", async () => {
    mockCall(ROUTES.adminReadingList, ok({ info: page(10) }));
    mockCall(ROUTES.adminReadingTitle, (body) =>
      body.title === "bees"
        ? ok({
            readingPractice: {
              readingPracticeID: "bees-1",
              title: "The life of bees",
              level: -1,
              questionSections: [
                { questionType: "MULTIPLE_CHOICE", questionNumber: 4 },
                { questionType: "SHORT_ANSWER_QUESTIONS", questionNumber: 3 },
              ],
            },
          })
        : refused(404, "Test not found with this title"),
    );
    renderAdmin();
    await cards();
    fireEvent.click(screen.getByTestId("test-list-search"));
    const dialog = await screen.findByRole("dialog", { name: "Search Test by Title" });
    const input = within(dialog).getByTestId("test-search-input");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Please enter a title to search");
    expect(sent(ROUTES.adminReadingTitle)).toHaveLength(0);
    fireEvent.change(input, { target: { value: "wasps" } });
    fireEvent.submit(input);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Test not found with this title");
    fireEvent.change(input, { target: { value: " bees " } });
    fireEvent.submit(input);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesSentTo(ROUTES.adminReadingTitle).at(-1)).toStrictEqual({ title: "bees" });
    const [only] = await cards();
    expect((await cards()).length).toBe(1);
    expect(within(only as HTMLElement).getByTestId("test-card-questions").textContent).toBe("7 questions");
    expect(within(only as HTMLElement).getByTestId("test-card-level").textContent).toBe("Deleted");
    expect((screen.getByTestId("test-list-next") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("test-list-clear-search"));
    await waitFor(async () => expect(await cards()).toHaveLength(10));
    expect((screen.getByTestId("test-list-next") as HTMLButtonElement).disabled).toBe(false);
  });

  it("says so when the search cannot reach the server", async () => {
    mockCall(ROUTES.adminReadingTitle, NETWORK_ERROR);
    renderAdmin();
    await cards();
    fireEvent.click(screen.getByTestId("test-list-search"));
    const input = await screen.findByTestId("test-search-input");
    fireEvent.change(input, { target: { value: "bees" } });
    fireEvent.submit(input);
    expect((await screen.findByTestId("test-search-problem")).textContent).toBe("Network error: Unable to search");
  });

  it("deletes after confirmation, confirms with a success dialog and refetches", async () => {
    let remaining = page(3);
    mockCall(ROUTES.adminReadingList, () => ok({ info: remaining }));
    mockCall(ROUTES.adminReadingDelete, (body) => {
      remaining = remaining.filter((i) => i.readingPracticeID !== body.readingPracticeID);
      return ok();
    });
    renderAdmin();
    const [, second] = await cards();
    fireEvent.click(within(second as HTMLElement).getByRole("button", { name: "Delete Passage 2" }));
    const confirm = await screen.findByRole("dialog", { name: "Are you sure you want to delete this test?" });
    expect(confirm.textContent).toContain("This action cannot be undone.");
    fireEvent.click(within(confirm).getByTestId("test-delete-confirm"));
    const done = await screen.findByRole("dialog", { name: "Deleted" });
    expect(done.textContent).toContain("Test deleted successfully!");
    expect(bodiesSentTo(ROUTES.adminReadingDelete)).toStrictEqual([{ readingPracticeID: "test-2" }]);
    await waitFor(async () => expect(await cards()).toHaveLength(2));
  });

  it("keeps the confirmation open with the server's message when a delete fails", async () => {
    mockCall(ROUTES.adminReadingDelete, refused(500, ""));
    renderAdmin();
    const [first] = await cards();
    fireEvent.click(within(first as HTMLElement).getByTestId("test-card-delete"));
    fireEvent.click(await screen.findByTestId("test-delete-confirm"));
    expect((await screen.findByTestId("test-delete-problem")).textContent).toBe("Failed to delete test");
  });

  it("Edit stores the id for the editor and switches the view; Start Test opens the test", async () => {
    // The editor takes the stored id (and forgets it) as it opens, so the write itself is what is checked.
    mockCall(ROUTES.adminReadingSingle, refused(404, "No reading practice with the id test-1"));
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const router = renderAdmin();
    const [first] = await cards();
    fireEvent.click(within(first as HTMLElement).getByRole("button", { name: "Edit Passage 1" }));
    expect(setItem).toHaveBeenCalledWith(ADMIN_EDIT_ID_KEY, "test-1");
    setItem.mockRestore();
    expect(router.state.location.search).toBe("?view=reading-editor");
    // The editor opens the handed-over test.
    await waitFor(() => expect(bodiesSentTo(ROUTES.adminReadingSingle)).toEqual([{ practiceID: "test-1" }]));
    await router.navigate("/admin?view=reading-tests");
    const [, again] = await cards();
    fireEvent.click(within(again as HTMLElement).getByTestId("test-card-start"));
    await screen.findByTestId("test-page");
    expect(router.state.location.pathname).toBe("/test/test-2");
    expect(screen.queryByTestId("test-list-cards")).toBeNull();
  });

  it("shows No tests found for an empty answer", async () => {
    mockCall(ROUTES.adminReadingList, ok({ info: [] }));
    renderAdmin();
    expect((await screen.findByTestId("test-list-empty")).textContent).toContain("No tests found");
  });

  it.each<[string, TMockReply | typeof NETWORK_ERROR, string]>([
    ["the server's message", refused(500, "Database unavailable"), "Database unavailable"],
    ["the fallback", { status: 500, body: {} }, "Failed to fetch tests"],
    ["the network text", NETWORK_ERROR, "Network error: Unable to fetch tests"],
  ])("shows %s when the list fails, and Try Again refetches", async (_name, fail, text) => {
    mockCall(ROUTES.adminReadingList, fail);
    renderAdmin();
    expect((await screen.findByTestId("test-list-error-message")).textContent).toBe(text);
    expect(screen.queryByTestId("test-list-login")).toBeNull();
    mockCall(ROUTES.adminReadingList, ok({ info: page(2) }));
    fireEvent.click(screen.getByTestId("test-list-retry"));
    expect(await cards()).toHaveLength(2);
  });
});

describe("test list outside the admin page's guard", () => {
  function renderView() {
    const router = createMemoryRouter(
      [
        { path: "/", element: <TestListView /> },
        { path: "/auth", element: <p data-testid="auth-page">auth page</p> },
      ],
      { initialEntries: ["/"] },
    );
    renderRouter(router);
    return router;
  }
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("signed out it asks nothing and shows Authentication Required", () => {
    renderView();
    expect(screen.getByTestId("test-list-auth-required").textContent).toContain("Authentication Required");
    expect(sent()).toHaveLength(0);
  });

  it("after a 401 it says to login again and offers Go to Login", async () => {
    saveSession("stale", "720h", { email: "admin@example.com", privileges: [1] });
    mockCall(ROUTES.adminReadingList, refused(401, "Session expired"));
    const router = renderView();
    expect((await screen.findByTestId("test-list-error-message")).textContent).toBe(
      "Authentication failed. Please login again.",
    );
    fireEvent.click(screen.getByTestId("test-list-login"));
    expect(router.state.location.pathname).toBe("/auth");
  });
});
