import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo } from "../../../test/api-mock";
import { signedInEachTest } from "../../../test/signed-in";
import { makeClass } from "../teaching-test-setup";
import {
  assignmentID,
  CATALOGUE,
  CLASS_ID,
  fake,
  learnerRow,
  makeAssignment,
  mockAssignmentsApi,
  renderAssignments,
  TEACHER,
} from "./assignments-test-setup";

const TAB = `/teach/classes/${CLASS_ID}`;
const rows = async () => within(await screen.findByTestId("assignments")).getAllByTestId("assignment-row");

describe("a class's assignments", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.summary = makeClass(1, { name: "Year 10 A" });
    fake.assignments = [
      makeAssignment(2, {
        kind: "passages",
        title: "Two passages",
        contentTitles: ["The secret life of bees", "Tides and the moon"],
        timeLimitMinutes: null,
        submittedCount: 2,
      }),
      makeAssignment(1, { title: "Mock test", submittedCount: 1, learnerCount: 3 }),
      makeAssignment(3, {
        kind: "writing",
        title: "Cars essay",
        contentTitles: ["Should cities ban cars?"],
        timeLimitMinutes: null,
        submittedCount: 0,
      }),
    ];
    fake.results = new Map();
    mockAssignmentsApi();
  });

  it("lists each assignment: title, kind, content, times, time limit and how many handed it in", async () => {
    renderAssignments(TAB);
    const [passages, test, writing] = (await rows()) as HTMLElement[];
    expect(bodiesSentTo(ROUTES.assignmentList)).toStrictEqual([{ classID: CLASS_ID }]);
    const inPassages = within(passages as HTMLElement);
    expect(inPassages.getByTestId("assignment-open").textContent).toBe("Two passages");
    expect(inPassages.getByTestId("assignment-kind").textContent).toBe("Passages");
    expect(inPassages.getByTestId("assignment-content").textContent).toBe("The secret life of beesTides and the moon");
    expect(inPassages.getByTestId("assignment-time").textContent).toBe("Untimed");
    expect(inPassages.getByTestId("assignment-submitted").textContent).toBe("2 of 3 learners submitted");
    const inTest = within(test as HTMLElement);
    expect(inTest.getByTestId("assignment-kind").textContent).toBe("Complete test");
    expect(inTest.getByTestId("assignment-time").textContent).toBe("60 minutes");
    expect(inTest.getByTestId("assignment-opens-at").textContent).toContain("Apr 1, 2026");
    expect(inTest.getByTestId("assignment-due-at").textContent).toContain("Apr 8, 2026");
    const inWriting = within(writing as HTMLElement);
    expect(inWriting.getByTestId("assignment-kind").textContent).toBe("Writing task");
    expect(inWriting.queryByTestId("assignment-time")).toBeNull();
    expect(inWriting.getByTestId("assignment-submitted").textContent).toBe("0 of 3 learners sent an essay");
  });

  it("opens an assignment's results from its title", async () => {
    fake.results.set(assignmentID(1), {
      assignment: makeAssignment(1, { title: "Mock test" }),
      learners: [learnerRow("ana@school.org")],
      questions: [],
    });
    const router = renderAssignments(TAB);
    const test = (await rows())[1] as HTMLElement;
    fireEvent.click(within(test).getByTestId("assignment-open"));
    expect((await screen.findByTestId("results-title")).textContent).toBe("Mock test");
    expect(router.state.location.pathname).toBe(`/teach/classes/${CLASS_ID}/assignments/${assignmentID(1)}`);
    expect(bodiesSentTo(ROUTES.assignmentResults)).toStrictEqual([{ assignmentID: assignmentID(1) }]);
  });

  it("withdraws an assignment after saying learners no longer see it and their work stays", async () => {
    renderAssignments(TAB);
    const test = (await rows())[1] as HTMLElement;
    fireEvent.click(within(test).getByRole("button", { name: "Withdraw Mock test" }));
    const ask = screen.getByTestId("assignment-withdraw-dialog");
    expect(ask.textContent).toContain("Withdraw “Mock test”?");
    expect(ask.textContent).toContain("Learners will no longer see this assignment");
    expect(ask.textContent).toContain("Work they have already done stays");
    fireEvent.click(within(ask).getByTestId("assignment-withdraw-confirm"));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(bodiesSentTo(ROUTES.assignmentDelete)).toStrictEqual([{ assignmentID: assignmentID(1) }]);
    expect(screen.queryByTestId("assignment-withdraw-dialog")).toBeNull();
    expect(screen.queryByText("Mock test")).toBeNull();
  });

  it("keeps the assignment when the question is answered Cancel", async () => {
    renderAssignments(TAB);
    fireEvent.click(within((await rows())[0] as HTMLElement).getByTestId("assignment-withdraw"));
    fireEvent.click(within(screen.getByTestId("assignment-withdraw-dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("assignment-withdraw-dialog")).toBeNull();
    expect(bodiesSentTo(ROUTES.assignmentDelete)).toHaveLength(0);
    expect(await rows()).toHaveLength(3);
  });

  it("offers no New assignment and no Withdraw for an archived class, and says why", async () => {
    fake.summary = makeClass(1, { name: "Year 10 A", archived: true });
    renderAssignments(TAB);
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByTestId("assignment-new")).toBeNull();
    expect(screen.queryAllByTestId("assignment-withdraw")).toHaveLength(0);
    expect(screen.getByTestId("assignment-archived-note").textContent).toContain("Restore it to assign work.");
  });

  it("says so when the class has no assignments yet, and asks for the bank only once the form opens", async () => {
    fake.assignments = [];
    renderAssignments(TAB);
    expect((await screen.findByTestId("assignments-empty")).textContent).toContain("No assignments yet");
    expect(bodiesSentTo(ROUTES.assignmentCatalogue)).toHaveLength(0);
    fireEvent.click(screen.getByTestId("assignment-new"));
    expect(await screen.findAllByTestId("assignment-test-option")).toHaveLength(CATALOGUE.tests.length);
    expect(bodiesSentTo(ROUTES.assignmentCatalogue)).toStrictEqual([{}]);
  });
});
