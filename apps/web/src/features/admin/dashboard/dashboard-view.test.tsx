import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, NO_REPLY, ok, refused } from "../../../test/api-mock";
import { mockBankSummary } from "../../../test/bank-summary";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";

const RECENT = {
  reading: [
    { readingPracticeID: "reading-new", title: "Salt roads", level: 2, updatedAt: Date.UTC(2026, 10, 25, 9) },
    { readingPracticeID: "reading-old", title: "Ice houses", level: -1, updatedAt: Date.UTC(2026, 10, 20, 9) },
  ],
  writing: [
    { writingPracticeID: "writing-task1-x", part: 1, title: "Ferry passengers", createdAt: Date.UTC(2026, 10, 24) },
  ],
};

function renderDashboard() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=dashboard"],
  });
  renderRouter(router);
  return router;
}

describe("the admin dashboard", () => {
  signedInEachTest(ADMIN);

  it("shows the bank's counts and its latest changes; Edit opens that test in the editor", async () => {
    mockBankSummary();
    mockCall(ROUTES.adminBankRecent, ok({ data: RECENT }));
    const router = renderDashboard();
    expect(await screen.findByText("Salt roads")).toBeTruthy();
    expect(screen.getByTestId("dashboard-passages").textContent).toBe("Passages12");
    expect(screen.getByTestId("dashboard-questions").textContent).toBe("Reading questions160");
    expect(screen.getByTestId("dashboard-writingTask2").textContent).toBe("Writing Task 218");
    const tests = within(screen.getByTestId("dashboard-recent-tests")).getAllByRole("listitem");
    expect(tests.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Salt roadsPart 2 · saved /),
      expect.stringMatching(/^Ice housesDeleted · saved /),
    ]);
    expect(screen.getByTestId("dashboard-recent-tasks").textContent).toMatch(/^Ferry passengersTask 1 · added /);
    // The editor opens on that test: it asks the server for it by id.
    mockCall(ROUTES.adminReadingSingle, NO_REPLY);
    fireEvent.click(screen.getByRole("button", { name: "Edit Ice houses" }));
    expect(router.state.location.search).toBe("?view=reading-editor");
    await waitFor(() => expect(bodiesSentTo(ROUTES.adminReadingSingle)).toEqual([{ practiceID: "reading-old" }]));
  });

  it("says when the latest changes could not be loaded, and still shows the counts", async () => {
    mockBankSummary();
    mockCall(ROUTES.adminBankRecent, refused(500, "Internal Server Error"));
    renderDashboard();
    expect(await screen.findByText(/The latest changes could not be loaded/)).toBeTruthy();
    expect(screen.getByTestId("dashboard-completeTests").textContent).toBe("Complete tests4");
  });
});
