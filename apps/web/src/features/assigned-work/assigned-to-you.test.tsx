import type { TMyAssignment } from "@bandcraft/contract/assignments";
import { ROUTES } from "@bandcraft/contract/routes";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n";
import { formatDateTime } from "../../lib/privilege-format";
import { readStartNavigation } from "../../lib/reading-start";
import { clearSession } from "../../lib/session";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, type TMockReply } from "../../test/api-mock";
import { mockBankSummary } from "../../test/bank-summary";
import { renderRouter } from "../../test/render-router";
import { signedInEachTest } from "../../test/signed-in";
import { HomePage } from "../home/home-page";
import { assigned, assignmentID, everyStatus, HOUR, NOW } from "./assigned-work-fixtures";

/** Where a button led: the address, and whether a start was handed over. */
function Landed() {
  const location = useLocation();
  const start = readStartNavigation(location.state);
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
      {start ? ` with ${JSON.stringify(start.readingPractice)}` : ""}
    </p>
  );
}

function renderHub() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <HomePage /> },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: ["/"] },
  );
  renderRouter(router);
  return router;
}

/** The list the mocked server answers with, one reply per read in turn (the last for every later read). */
function mockList(...replies: (TMyAssignment[] | TMockReply | typeof NETWORK_ERROR)[]) {
  mockCall(ROUTES.myAssignments, () => {
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    return Array.isArray(reply) ? ok({ classes: [], assignments: reply }) : (reply ?? refused(500, "none"));
  });
}

const items = async () => within(await screen.findByTestId("assigned-section")).getAllByTestId("assigned-item");
const item = async (title: string) => {
  const found = (await items()).find((li) => within(li).getByTestId("assigned-title").textContent === title);
  if (!found) throw new Error(`no item ${title}`);
  return found;
};
const field = (li: HTMLElement, testId: string) => within(li).queryByTestId(testId)?.textContent ?? null;

const MULTI = { testTakerID: "MT-NEW0000000001", kind: "multi", startedAt: NOW, serverTime: NOW, revision: 0 };

describe("Assigned to you on the hub", () => {
  signedInEachTest(undefined, { clearStorage: true });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    mockBankSummary();
  });
  afterEach(() => vi.useRealTimers());

  it("shows each status, its button, the due time and how far it is, and Late, in English", async () => {
    mockList(everyStatus());
    renderHub();
    const section = await screen.findByTestId("assigned-section");
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Assigned to you");
    const rows = (await items()).map((li) => [
      field(li, "assigned-title"),
      field(li, "assigned-status"),
      field(li, "assigned-late"),
      field(li, "assigned-kind"),
      field(li, "assigned-limit"),
      field(li, "assigned-due-hint"),
    ]);
    expect(rows).toEqual([
      ["Overdue passages", "To do", "Late", "Reading passages", "Untimed", "Overdue"],
      ["Test running", "In progress", null, "Complete test", "60 minutes", "Due in 3 hours"],
      ["Essay to write", "To do", null, "Writing task", null, "Due in 2 days"],
      ["Next week's test", "Not open yet", null, "Complete test", "60 minutes", "Due in 7 days"],
      ["Test handed in", "Submitted", "Late", "Complete test", "60 minutes", null],
      ["Essay returned", "Marked", null, "Writing task", null, null],
    ]);
    const first = await item("Overdue passages");
    expect(field(first, "assigned-class")).toBe("Class: Year 10 A");
    expect(field(first, "assigned-due")).toBe(`Due ${formatDateTime(NOW - HOUR, "en")}`);
    expect(within(first).getByTestId("assigned-due").getAttribute("datetime")).toBe(new Date(NOW - HOUR).toISOString());
    // One button each, named with the work's title.
    expect(within(first).getByTestId("assigned-start").getAttribute("aria-label")).toBe("Start: Overdue passages");
    expect(within(await item("Test running")).getByTestId("assigned-continue").textContent).toBe("Continue");
    expect(within(await item("Essay to write")).getByTestId("assigned-write").textContent).toBe("Write");
    const opens = within(await item("Next week's test")).getByTestId("assigned-opens") as HTMLButtonElement;
    expect(opens.disabled).toBe(true);
    expect(opens.textContent).toBe(`Opens ${formatDateTime(NOW + 5 * 24 * HOUR, "en")}`);
    expect(within(await item("Test handed in")).getByTestId("assigned-result").textContent).toBe("See result");
    expect(within(await item("Essay returned")).getByTestId("assigned-essay").textContent).toBe("Open essay");
  });

  it("says it all in Chinese, dates and distances in Chinese too", async () => {
    await i18n.changeLanguage("zh");
    mockList(everyStatus());
    renderHub();
    const section = await screen.findByTestId("assigned-section");
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("布置给你的作业");
    const rows = (await items()).map((li) => [
      field(li, "assigned-status"),
      field(li, "assigned-late"),
      field(li, "assigned-kind"),
      field(li, "assigned-due-hint"),
    ]);
    expect(rows).toEqual([
      ["待完成", "迟交", "阅读文章", "已逾期"],
      ["进行中", null, "完整测试", "3小时后截止"],
      ["待完成", null, "写作任务", "2天后截止"],
      ["尚未开放", null, "完整测试", "7天后截止"],
      ["已提交", "迟交", "完整测试", null],
      ["已批改", null, "写作任务", null],
    ]);
    const running = await item("Test running");
    expect(field(running, "assigned-limit")).toBe("60 分钟");
    expect(field(running, "assigned-due")).toBe(`截止时间：${formatDateTime(NOW + 3 * HOUR, "zh")}`);
    expect(within(running).getByTestId("assigned-continue").textContent).toBe("继续");
  });

  it("Start begins the assigned test without tokens and opens it as a complete test's start does", async () => {
    mockList([assigned(1, { kind: "passages", timeLimitMinutes: null })]);
    mockCall(
      ROUTES.assignmentStart,
      ok({ readingPractice: [{ id: "a" }, { id: "b" }], attempt: { ...MULTI, deadline: null } }),
    );
    const router = renderHub();
    fireEvent.click(within(await item("Assignment 1")).getByTestId("assigned-start"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/multi-test/MT-NEW0000000001"));
    expect(screen.getByTestId("landed").textContent).toBe('/multi-test/MT-NEW0000000001 with [{"id":"a"},{"id":"b"}]');
    expect(bodiesSentTo(ROUTES.assignmentStart)).toEqual([{ assignmentID: assignmentID(1) }]);
  });

  it.each([
    [
      "started already (409)",
      refused(409, "started", { reason: "assignment-started" }),
      "You have already started this assignment. Continue it from the list.",
    ],
    [
      "submitted already (409)",
      refused(409, "done", { reason: "assignment-done" }),
      "You have already submitted this assignment.",
    ],
    [
      "not open (409)",
      refused(409, "not open", { reason: "assignment-not-open" }),
      "This assignment is not open yet. You can start it from its opening time.",
    ],
    [
      "withdrawn or no longer theirs (404)",
      refused(404, "No such assignment"),
      "This assignment is no longer available.",
    ],
    ["no network", NETWORK_ERROR, "The server could not be reached. Check your connection and try again."],
  ] as const)("a start refused as %s says so and reads the list again", async (_name, reply, text) => {
    const running = assigned(1, { status: "in-progress", testTakerID: "MT-ABCDEFGH0123" });
    mockList([assigned(1)], [running]);
    mockCall(ROUTES.assignmentStart, reply);
    const router = renderHub();
    fireEvent.click(within(await item("Assignment 1")).getByTestId("assigned-start"));
    expect((await screen.findByTestId("assigned-error")).textContent).toContain(text);
    expect(screen.getByRole("alert").textContent).toContain(text);
    // The list is read again: the test started elsewhere is now in progress, to continue.
    const button = await within(await item("Assignment 1")).findByTestId("assigned-continue");
    expect(bodiesSentTo(ROUTES.myAssignments)).toHaveLength(2);
    expect(router.state.location.pathname).toBe("/");
    fireEvent.click(screen.getByTestId("assigned-dismiss"));
    expect(screen.queryByTestId("assigned-error")).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe("/multi-test/MT-ABCDEFGH0123"));
  });

  it("a refusal is still said when the list it refreshed is empty", async () => {
    mockList([assigned(1)], []);
    mockCall(ROUTES.assignmentStart, refused(404, "No such assignment"));
    renderHub();
    fireEvent.click(within(await item("Assignment 1")).getByTestId("assigned-start"));
    await waitFor(() => expect(screen.queryByTestId("assigned-item")).toBeNull());
    expect(screen.getByTestId("assigned-error").textContent).toContain("This assignment is no longer available.");
  });

  it.each([
    ["assigned-continue", "Test running", "/multi-test/MT-ABCDEFGH0123"],
    ["assigned-result", "Test handed in", "/multi-test/MT-ZYXWVUTS9876"],
    ["assigned-write", "Essay to write", "/writing/practices?task=task2-a"],
    ["assigned-essay", "Essay returned", "/writing/essays/ES-0001"],
  ])("%s opens the work where it lives", async (testId, title, to) => {
    mockList(everyStatus());
    const router = renderHub();
    fireEvent.click(within(await item(title)).getByTestId(testId));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to));
  });

  it("shows no section when nothing is assigned", async () => {
    mockList([]);
    renderHub();
    await waitFor(() => expect(bodiesSentTo(ROUTES.myAssignments)).toHaveLength(1));
    // Long enough for the reply to be shown, were there anything to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId("skill-reading")).toBeTruthy();
    expect(screen.queryByTestId("assigned-section")).toBeNull();
    expect(screen.queryByText("Assigned to you")).toBeNull();
  });

  it("the hub still shows when the list cannot be read, with a quiet line to try again", async () => {
    mockList(refused(500, "Internal error"), [assigned(1)]);
    renderHub();
    const line = await screen.findByTestId("assigned-load-failed");
    expect(line.textContent).toContain("Your assignments could not be loaded.");
    expect(screen.getByTestId("skill-reading")).toBeTruthy();
    expect(screen.getByTestId("home-hero")).toBeTruthy();
    expect(screen.queryByTestId("assigned-section")).toBeNull();
    fireEvent.click(screen.getByTestId("assigned-retry"));
    expect(await items()).toHaveLength(1);
    expect(screen.queryByTestId("assigned-load-failed")).toBeNull();
  });

  it("asks nothing when signed out", async () => {
    clearSession();
    renderHub();
    expect(await screen.findByTestId("skill-reading")).toBeTruthy();
    // No list mock: a call would fail the test.
    expect(screen.queryByTestId("assigned-section")).toBeNull();
    expect(screen.queryByTestId("assigned-load-failed")).toBeNull();
  });
});
