import type { TAuditDetail, TAuditEntry } from "@bandcraft/contract/audit";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, type TResolver } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";

const AT = Date.UTC(2026, 2, 14, 10, 0);

/** 25 entries, newest first: account changes by the administrator, and one class change by a teacher. */
const ENTRIES: TAuditEntry[] = Array.from({ length: 25 }, (_, i) => ({
  id: String(25 - i),
  at: AT - i * 60_000,
  actor: i === 0 ? "teacher@example.com" : i === 24 ? "cli" : "admin@example.com",
  action: i === 0 ? "class.add_learners" : "account.time_allowance",
  target: i === 0 ? "Class 7B" : `learner${i}@example.com`,
  detail: (i === 0
    ? { added: 3, created: null, oneTime: true }
    : { percent: 150, applyToRunning: false }) as TAuditDetail,
}));

/** The log as the server pages and filters it. */
const listAudit: TResolver<typeof ROUTES.adminAuditList> = (body) => {
  const { page, pageSize } = body.paginationRequest;
  const query = body.query ?? "";
  const matching = ENTRIES.filter(
    (e) => (body.action === undefined || e.action === body.action) && (e.actor + e.target).includes(query),
  );
  return ok({ data: { entries: matching.slice((page - 1) * pageSize, page * pageSize), totalCnt: matching.length } });
};

function renderLog() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=audit-log"],
  });
  renderRouter(router);
}

const rows = async () => within(await screen.findByTestId("audit-table")).getAllByTestId("audit-row");

describe("audit log", () => {
  signedInEachTest(ADMIN);

  it("is listed under Users in the sidebar and shows the newest entries with their particulars", async () => {
    mockCall(ROUTES.adminAuditList, listAudit);
    renderLog();
    const link = screen.getByTestId("admin-nav-audit-log");
    expect(link.textContent).toBe("Audit log");
    expect(link.getAttribute("aria-current")).toBe("page");
    const list = await rows();
    expect(list).toHaveLength(20);
    expect(bodiesSentTo(ROUTES.adminAuditList)).toEqual([{ paginationRequest: { page: 1, pageSize: 20 } }]);
    const first = list[0] as HTMLElement;
    expect(within(first).getByRole("rowheader").textContent).toBe("Learners added to a class");
    expect(first.textContent).toContain("teacher@example.com");
    expect(first.textContent).toContain("Class 7B");
    expect(
      within(first)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Added: 3", "New: —", "One-time: Yes"]);
    expect(within(list[1] as HTMLElement).getByRole("rowheader").textContent).toBe("Time allowance changed");
    expect(screen.getByTestId("audit-total").textContent).toBe("25 entries");
  });

  it("pages on, and names the command line as who did it", async () => {
    mockCall(ROUTES.adminAuditList, listAudit);
    renderLog();
    await rows();
    expect(screen.getByTestId("audit-page").textContent).toBe("Page 1 of 2");
    fireEvent.click(screen.getByTestId("audit-next"));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(bodiesSentTo(ROUTES.adminAuditList).at(-1)).toEqual({ paginationRequest: { page: 2, pageSize: 20 } });
    expect((await rows()).at(-1)?.textContent).toContain("Command line");
    expect((screen.getByTestId("audit-next") as HTMLButtonElement).disabled).toBe(true);
  });

  it("filters by action and by who or what, each time from page 1", async () => {
    mockCall(ROUTES.adminAuditList, listAudit);
    renderLog();
    await rows();
    fireEvent.click(screen.getByTestId("audit-next"));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    const filter = screen.getByLabelText("Action");
    expect(filter).toBe(screen.getByTestId("audit-action-filter"));
    expect(within(filter).getByRole("option", { name: "Account disabled" })).toBeTruthy();
    fireEvent.change(filter, { target: { value: "class.add_learners" } });
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(bodiesSentTo(ROUTES.adminAuditList).at(-1)).toEqual({
      paginationRequest: { page: 1, pageSize: 20 },
      action: "class.add_learners",
    });
    fireEvent.change(filter, { target: { value: "" } });
    fireEvent.change(screen.getByTestId("audit-search"), { target: { value: " learner3@ " } });
    fireEvent.click(screen.getByTestId("audit-search-submit"));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(bodiesSentTo(ROUTES.adminAuditList).at(-1)).toEqual({
      paginationRequest: { page: 1, pageSize: 20 },
      query: "learner3@",
    });
    fireEvent.change(screen.getByTestId("audit-search"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByTestId("audit-search-submit"));
    expect((await screen.findByTestId("audit-empty")).textContent).toBe("No entries match these filters");
  });

  it("says when nothing is recorded yet, and when the log could not load, with Try Again", async () => {
    mockCall(ROUTES.adminAuditList, [NETWORK_ERROR, ok({ data: { entries: [], totalCnt: 0 } })]);
    renderLog();
    const error = await screen.findByTestId("audit-error", {}, { timeout: 5000 });
    expect(error.textContent).toContain("Network error. Please try again.");
    fireEvent.click(within(error).getByRole("button", { name: "Try Again" }));
    expect((await screen.findByTestId("audit-empty")).textContent).toBe("Nothing has been recorded yet");
  });

  it("words the actions in Chinese", async () => {
    await i18n.changeLanguage("zh");
    mockCall(ROUTES.adminAuditList, listAudit);
    renderLog();
    expect(within((await rows())[0] as HTMLElement).getByRole("rowheader").textContent).toBe("向班级添加学员");
    expect(screen.getByTestId("admin-nav-audit-log").textContent).toBe("审计日志");
  });
});
