import type { TPracticeRecord } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { clearSession } from "../../lib/session";
import {
  bodiesSentTo,
  mockCall,
  NETWORK_ERROR,
  NO_REPLY,
  ok,
  refused,
  sent,
  type TMockReply,
} from "../../test/api-mock";
import { renderRouter } from "../../test/render-router";
import { LEARNER, signedInEachTest } from "../../test/signed-in";
import { makeRecord } from "./record-fixtures";
import { RecordsPage } from "./records-page";

/** Stands in for the test screen: shows which address a start opened. */
function TestAddress() {
  return <p>test {useParams().testId}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/practice-records", element: <RecordsPage /> },
      { path: "/reading", element: <p>reading hub</p> },
      { path: "/test/:testId", element: <TestAddress /> },
      { path: "/review/:testTakerID/:practiceID", element: <p>review screen</p> },
    ],
    { initialEntries: ["/practice-records"] },
  );
  renderRouter(router);
  return router;
}

const singles = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeRecord(`TT-rec${from + i}`, [{ id: `p${from + i}`, title: `Passage ${from + i}`, correct: 3, total: 4 }], {
      start: 1_700_000_000_000 - (from + i) * 60_000,
      elapsed: 125,
    }),
  );

const INSIGHT = ok({
  data: {
    byType: [
      { questionType: "MATCHING_HEADINGS", correct: 1, total: 4 },
      { questionType: "MULTIPLE_CHOICE", correct: 5, total: 5 },
    ],
    bandTrend: [],
  },
});

type TPageReply = { records: TPracticeRecord[]; totalCnt: number } | TMockReply | typeof NETWORK_ERROR;

const TOKENS = [
  {
    entityType: "actual_reading_test",
    availableTokens: 4,
    next_refill_time: Date.UTC(2026, 10, 22),
    spendsNone: false,
    abandonAfterHours: 168,
  },
];

const STARTED = ok({
  readingPractice: { readingPracticeID: "x" },
  attempt: {
    testTakerID: "TT-ABCDEFGH0123456789ABCDEF",
    kind: "single",
    startedAt: 1,
    deadline: null,
    serverTime: 1,
    revision: 0,
  },
});

/** Mocks the screen's calls: records pages answered in order from `pages`, a start with `startReply`. */
function stubApi(pages: TPageReply[], startReply: TMockReply = STARTED) {
  mockCall(ROUTES.readingInsight, INSIGHT);
  mockCall(ROUTES.userInfo, ok({ data: { email: "l@example.com", tokenInfo: TOKENS, privileges: {} } }));
  mockCall(
    ROUTES.readingRecord,
    pages.map((page) =>
      typeof page === "object" && "records" in page
        ? ok({ data: { practiceRecord: page.records, totalCnt: page.totalCnt } })
        : page,
    ),
  );
  // Before a start the screen looks for tests already in progress: none here.
  mockCall(ROUTES.attemptList, ok({ attempts: [] }));
  mockCall(ROUTES.readingSingle, startReply);
  mockCall(ROUTES.readingSingleRandom, startReply);
}

describe("/practice-records", () => {
  signedInEachTest(LEARNER);

  it("signed out: Authentication Required with Go Back", () => {
    clearSession();
    renderPage();
    const box = screen.getByTestId("records-auth-required");
    expect(box.textContent).toContain("Authentication Required");
    const buttons = within(box).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Go Back", "Go to Login"]);
    expect(sent()).toHaveLength(0);
  });

  it("asks for the insight beside the records, not after them", async () => {
    stubApi([]);
    mockCall(ROUTES.readingRecord, NO_REPLY);
    renderPage();
    await waitFor(() => expect(sent(ROUTES.readingInsight)).toHaveLength(1));
    expect(sent(ROUTES.readingRecord)).toHaveLength(1);
  });

  it("asks for the insight once per visit: the panel uses what the screen asked for", async () => {
    stubApi([{ records: singles(1, 2), totalCnt: 2 }]);
    renderPage();
    await screen.findByTestId("insight-by-type");
    // Let any refetch the panel's mount would start reach the API mock.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(ROUTES.readingInsight)).toHaveLength(1);
  });

  it("stats and cards; Load More appends the next page and counts down what remains", async () => {
    stubApi([
      { records: singles(1, 20), totalCnt: 23 },
      { records: singles(21, 3), totalCnt: 23 },
    ]);
    renderPage();
    expect(await screen.findAllByTestId("record-card")).toHaveLength(20);
    expect(screen.getByTestId("stat-totalTests").textContent).toContain("23");
    expect(screen.getByTestId("stat-averageAccuracy").textContent).toContain("75.0%");
    expect(screen.getByTestId("stat-correctTotal").textContent).toContain("60/80");
    const first = screen.getAllByTestId("record-card")[0]!;
    expect(within(first).getByTestId("record-badge").textContent).toBe("Single");
    expect(within(first).getByTestId("record-duration").textContent).toBe("2m 5s");
    expect(within(first).getByTestId("record-accuracy").getAttribute("data-tier")).toBe("good");
    fireEvent.click(screen.getByRole("button", { name: "Load More (3 remaining)" }));
    await waitFor(() => expect(screen.getAllByTestId("record-card")).toHaveLength(23));
    expect(screen.queryByTestId("records-load-more")).toBeNull();
    expect(bodiesSentTo(ROUTES.readingRecord)).toEqual([
      { paginationRequest: { page: 1, pageSize: 20 } },
      { paginationRequest: { page: 2, pageSize: 20 } },
    ]);
  });

  it("search, type filter and clear filters with the shown count", async () => {
    const full = makeRecord(
      "MT-full1",
      [
        { id: "a", title: "Ice houses", correct: 10, total: 13 },
        { id: "b", title: "Lichens", correct: 12, total: 13 },
        { id: "c", title: "Memory", correct: 13, total: 14 },
      ],
      { band: 8.5 },
    );
    stubApi([{ records: [full, ...singles(1, 2)], totalCnt: 3 }]);
    const router = renderPage();
    await screen.findAllByTestId("record-card");
    const first = screen.getAllByTestId("record-card")[0]!;
    expect(document.getElementById(first.getAttribute("aria-labelledby") ?? "")?.textContent).toBe(
      "3 passages practice",
    );
    expect(screen.getByTestId("record-band").textContent).toContain("8.5");
    fireEvent.change(screen.getByLabelText("Search passage titles"), { target: { value: "lichen" } });
    expect(screen.getAllByTestId("record-card")).toHaveLength(1);
    expect(screen.getByTestId("records-shown").textContent).toBe("Showing 1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "single" } });
    expect(screen.getAllByTestId("record-card")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getAllByTestId("record-card")).toHaveLength(3);
    // The full test's breakdown opens and closes.
    fireEvent.click(screen.getByRole("button", { name: "Expand" }));
    expect(screen.getByRole("list", { name: "Passages" }).textContent).toContain("12/13 correct (92.3%)");
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    // Review on a full test asks which passage first.
    fireEvent.click(within(screen.getAllByTestId("record-card")[0]!).getByRole("button", { name: "Review" }));
    const choose = await screen.findByTestId("choose-review-dialog");
    fireEvent.click(within(choose).getByText("Lichens"));
    await screen.findByText("review screen");
    expect(router.state.location.pathname).toBe("/review/MT-full1/b");
  });

  it("View Answers lists each question with the key and the verdict", async () => {
    stubApi([{ records: singles(1, 1), totalCnt: 1 }]);
    renderPage();
    await screen.findAllByTestId("record-card");
    fireEvent.click(screen.getByRole("button", { name: "View Answers" }));
    const dialog = await screen.findByTestId("answer-details-dialog");
    const rows = within(dialog).getAllByTestId("answer-row");
    expect(rows).toHaveLength(4);
    expect(rows[3]!.textContent).toContain("wrong");
    expect(rows[3]!.textContent).toContain("K4");
    expect(rows[3]!.textContent).toContain("Incorrect");
  });

  it("an error shows errMsg; Try Again reloads page 1 and replaces the list", async () => {
    stubApi([refused(500, "Database is resting"), { records: singles(1, 2), totalCnt: 2 }]);
    renderPage();
    expect((await screen.findByTestId("records-error")).textContent).toContain("Database is resting");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findAllByTestId("record-card")).toHaveLength(2);
    expect(bodiesSentTo(ROUTES.readingRecord).map((body) => body.paginationRequest.page)).toEqual([1, 1]);
  });

  it("a network failure shows the network text; an empty history offers Start Practicing", async () => {
    stubApi([NETWORK_ERROR, { records: [], totalCnt: 0 }]);
    const router = renderPage();
    expect((await screen.findByTestId("records-error")).textContent).toContain("Network error");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await screen.findByTestId("records-empty");
    fireEvent.click(screen.getByRole("button", { name: "Start Practicing" }));
    await screen.findByText("reading hub");
    expect(router.state.location.pathname).toBe("/reading");
  });

  it("Retry states its cost and the balance first, and spends nothing on Cancel", async () => {
    stubApi([{ records: singles(1, 1), totalCnt: 1 }]);
    renderPage();
    await screen.findAllByTestId("record-card");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    const confirm = await screen.findByTestId("spend-confirm");
    expect(confirm.textContent).toContain("Passage 1");
    await waitFor(() => expect(confirm.textContent).toContain("This uses 1 token. 4 tokens left today"));
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("spend-confirm")).toBeNull();
    expect(sent(ROUTES.readingSingle)).toHaveLength(0);
  });

  it.each([
    [
      "in the learner's language when the server says why (no tokens)",
      { statusCode: 403, errMsg: "Not enough reading test tokens", reason: "no-tokens", needed: 1, refillAt: 1 },
      "Not enough tokens: this test needs 1 token.",
    ],
    [
      "with the server's own message otherwise",
      { statusCode: 403, errMsg: "No reading tokens left today; they refill at 00:00 UTC" },
      "No reading tokens left today; they refill at 00:00 UTC",
    ],
  ])("a refused Retry is explained %s", async (_label, body, text) => {
    stubApi([{ records: singles(1, 1), totalCnt: 1 }], { status: 403, body });
    renderPage();
    await screen.findAllByTestId("record-card");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    fireEvent.click(await screen.findByTestId("spend-confirm-start"));
    const notice = await screen.findByTestId("notification-dialog");
    expect(notice.textContent).toContain("Test start failed");
    expect(notice.textContent).toContain(text);
    expect(bodiesSentTo(ROUTES.readingSingle)).toEqual([{ practiceID: "p1" }]);
  });

  it("the weakest type starts a practice filtered by it", async () => {
    stubApi([{ records: singles(1, 1), totalCnt: 1 }]);
    const router = renderPage();
    const weakest = await screen.findByTestId("insight-weakest");
    await waitFor(() => expect(weakest.textContent).toContain("Matching headings"));
    expect(screen.getAllByTestId("insight-type-row")).toHaveLength(2);
    fireEvent.click(within(weakest).getByRole("button", { name: "Practise this type" }));
    fireEvent.click(await screen.findByTestId("spend-confirm-start"));
    // The new attempt opens at its own address.
    await screen.findByText("test TT-ABCDEFGH0123456789ABCDEF");
    expect(router.state.location.pathname).toBe("/test/TT-ABCDEFGH0123456789ABCDEF");
    expect(bodiesSentTo(ROUTES.readingSingleRandom)).toEqual([{ questionType: "MATCHING_HEADINGS" }]);
  });
});
