import type { TAssignmentResults, TQuestionResult } from "@bandcraft/contract/results";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo } from "../../../test/api-mock";
import { savedFiles } from "../../../test/saved-files";
import { signedInEachTest } from "../../../test/signed-in";
import {
  assignmentID,
  CLASS_ID,
  fake,
  learnerRow,
  makeAssignment,
  mockAssignmentsApi,
  renderAssignments,
  T0,
  TEACHER,
} from "./assignments-test-setup";

const HOUR = 3_600_000;
const question = (part: number, number: number, overrides: Partial<TQuestionResult> = {}): TQuestionResult => ({
  part,
  practiceID: `p-${part}`,
  number,
  questionType: "MULTIPLE_CHOICE",
  papers: 2,
  correct: 2,
  wrongAnswers: [],
  ...overrides,
});

const READING: TAssignmentResults = {
  assignment: makeAssignment(1, { title: "Mock test", dueAt: T0 + 7 * 24 * HOUR, learnerCount: 4, submittedCount: 2 }),
  learners: [
    learnerRow("ana@school.org", {
      name: "Ana Li",
      status: "submitted",
      testTakerID: "TT-ana",
      score: 31,
      band: 7,
      timeSeconds: 3540,
      startedAt: T0 + 25 * HOUR,
      submittedAt: T0 + 25 * HOUR + 3_540_000,
    }),
    learnerRow("ben@school.org", {
      status: "submitted",
      late: true,
      closedByServer: true,
      testTakerID: "TT-ben",
      score: 20,
      band: 5.5,
      timeSeconds: 3600,
      startedAt: T0 + 200 * HOUR,
      submittedAt: T0 + 201 * HOUR,
    }),
    learnerRow("cy@school.org", { name: "Cy", status: "in-progress", startedAt: T0 + 30 * HOUR }),
    learnerRow("dee@school.org", { late: true }),
  ],
  questions: [
    question(1, 1, { correct: 1, wrongAnswers: [{ answer: "C", count: 1 }] }),
    question(1, 2, { questionType: "IDENTIFYING_INFORMATION", correct: 0, wrongAnswers: [{ answer: "", count: 2 }] }),
    question(2, 14, { questionType: "SENTENCE_COMPLETION" }),
    question(3, 27, { questionType: "MATCHING_HEADINGS", papers: 0, correct: 0 }),
  ],
};

const WRITING: TAssignmentResults = {
  assignment: makeAssignment(2, {
    kind: "writing",
    title: "Cars essay",
    contentTitles: ["Should cities ban cars?"],
    timeLimitMinutes: null,
  }),
  learners: [
    learnerRow("ana@school.org", {
      status: "submitted",
      essayID: "ES-ana",
      essayStatus: "sent",
      submittedAt: T0 + 26 * HOUR,
    }),
    learnerRow("ben@school.org", {
      status: "submitted",
      essayID: "ES-ben",
      essayStatus: "returned",
      overallBand: 6.5,
      submittedAt: T0 + 27 * HOUR,
    }),
    learnerRow("cy@school.org", { late: true }),
  ],
  questions: [],
};

const page = (n: number, classID = CLASS_ID) => `/teach/classes/${classID}/assignments/${assignmentID(n)}`;
const rows = async () => within(await screen.findByTestId("results-table")).getAllByTestId("results-row");
const cell = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;

describe("an assignment's results", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.assignments = [];
    fake.results = new Map([
      [assignmentID(1), READING],
      [assignmentID(2), WRITING],
    ]);
    mockAssignmentsApi();
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows every learner's status, lateness, time running out, score, band and time", async () => {
    renderAssignments(page(1));
    const [ana, ben, cy, dee] = (await rows()) as HTMLElement[];
    expect(bodiesSentTo(ROUTES.assignmentResults)).toStrictEqual([{ assignmentID: assignmentID(1) }]);
    expect(screen.getByTestId("results-title").textContent).toBe("Mock test");
    expect(screen.getByTestId("results-class").textContent).toBe("Year 10 A");
    expect(screen.getByTestId("results-kind").textContent).toBe("Complete test");
    expect(screen.getByTestId("results-due").textContent).toContain("Apr 8, 2026");
    expect(screen.getByTestId("results-time-limit").textContent).toBe("60 minutes");
    expect(screen.getByTestId("results-submitted").textContent).toBe("2 of 4 learners submitted");

    const a = ana as HTMLElement;
    expect(a.textContent).toContain("Ana Li");
    expect(cell(a, "results-status")).toBe("Submitted");
    expect(within(a).queryByTestId("results-late")).toBeNull();
    expect(cell(a, "results-score")).toBe("31 / 40");
    expect(cell(a, "results-band")).toBe("7.0");
    expect(cell(a, "results-time")).toBe("59m 0s");
    const b = ben as HTMLElement;
    expect(cell(b, "results-late")).toBe("Late");
    expect(cell(b, "results-closed")).toBe("Time ran out");
    expect(cell(b, "results-band")).toBe("5.5");
    const c = cy as HTMLElement;
    expect(cell(c, "results-status")).toBe("In progress");
    expect(cell(c, "results-score")).toBe("—");
    expect(within(c).queryByTestId("results-review")).toBeNull();
    const d = dee as HTMLElement;
    expect(cell(d, "results-status")).toBe("Not started");
    expect(cell(d, "results-late")).toBe("Late");
    expect(within(d).queryByTestId("results-closed")).toBeNull();
  });

  it("links each submitted paper's parts to their review", async () => {
    renderAssignments(page(1));
    const ben = (await rows())[1] as HTMLElement;
    const links = within(ben).getAllByTestId("results-review");
    expect(links.map((link) => link.textContent)).toEqual(["Part 1", "Part 2", "Part 3"]);
    expect(links[1]?.getAttribute("href")).toBe(
      `/teach/classes/${CLASS_ID}/assignments/${assignmentID(1)}/review/p-2?learner=ben%40school.org`,
    );
    expect(links[1]?.getAttribute("aria-label")).toBe(
      "Review the paper of ben@school.org, part 2: The history of glass",
    );
  });

  it("shows each question's share right as words beside its bar, and the common wrong answers", async () => {
    renderAssignments(page(1));
    const questions = within(await screen.findByTestId("questions-table")).getAllByTestId("question-row");
    const [q1, q2, q14, q27] = questions as HTMLElement[];
    expect(cell(q1 as HTMLElement, "question-share")).toBe("50% (1 of 2)");
    expect(cell(q1 as HTMLElement, "question-wrong")).toBe("C (1)");
    expect((q2 as HTMLElement).textContent).toContain("True / False / Not Given");
    expect(cell(q2 as HTMLElement, "question-share")).toBe("0% (0 of 2)");
    expect(cell(q2 as HTMLElement, "question-wrong")).toBe("(blank) (2)");
    expect(cell(q14 as HTMLElement, "question-share")).toBe("100% (2 of 2)");
    expect(within(q14 as HTMLElement).queryByTestId("question-wrong")).toBeNull();
    expect(cell(q27 as HTMLElement, "question-share")).toBe("No papers yet");
    expect((q27 as HTMLElement).dataset.part).toBe("3");
  });

  it("downloads the table as CSV, row for row in the table's order", async () => {
    const saved = savedFiles();
    renderAssignments(page(1));
    const shown = (await rows()).map((row) => row.dataset.email);
    fireEvent.click(screen.getByTestId("results-csv"));
    expect(saved.map((file) => file.name)).toEqual(["Year 10 A-Mock test-results.csv"]);
    const lines = (await saved[0]?.text)?.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines).toEqual([
      "class,assignment,kind,due_at,email,name,status,late,score,questions,band,time_seconds,started_at,submitted_at,writing_band",
      "Year 10 A,Mock test,test,2026-04-08T09:00:00.000Z,ana@school.org,Ana Li,submitted,false,31,40,7,3540,2026-04-02T10:00:00.000Z,2026-04-02T10:59:00.000Z,",
      "Year 10 A,Mock test,test,2026-04-08T09:00:00.000Z,ben@school.org,,submitted,true,20,40,5.5,3600,2026-04-09T17:00:00.000Z,2026-04-09T18:00:00.000Z,",
      "Year 10 A,Mock test,test,2026-04-08T09:00:00.000Z,cy@school.org,Cy,in-progress,false,,40,,,2026-04-02T15:00:00.000Z,,",
      "Year 10 A,Mock test,test,2026-04-08T09:00:00.000Z,dee@school.org,,not-started,true,,40,,,,,",
      "",
    ]);
    expect(lines?.slice(1, -1).map((line) => line.split(",")[4])).toEqual(shown);
  });

  it("shows a writing task's essays, sent or returned with the band, each opening its marking page", async () => {
    const router = renderAssignments(page(2));
    const [ana, ben, cy] = (await rows()) as HTMLElement[];
    expect(screen.getByTestId("results-submitted").textContent).toBe("1 of 3 learners sent an essay");
    expect(screen.queryByTestId("questions-table")).toBeNull();
    expect(screen.queryByTestId("results-time-limit")).toBeNull();
    expect(cell(ana as HTMLElement, "results-status")).toBe("Sent");
    expect(cell(ana as HTMLElement, "results-band")).toBe("—");
    expect(cell(ben as HTMLElement, "results-status")).toBe("Returned");
    expect(cell(ben as HTMLElement, "results-band")).toBe("6.5");
    expect(cell(cy as HTMLElement, "results-status")).toBe("Not sent");
    expect(cell(cy as HTMLElement, "results-late")).toBe("Late");
    expect(within(cy as HTMLElement).queryByTestId("results-essay")).toBeNull();
    const essay = within(ana as HTMLElement).getByTestId("results-essay");
    expect(essay.getAttribute("href")).toBe(`/teach/classes/${CLASS_ID}/essays/ES-ana`);
    fireEvent.click(essay);
    await screen.findByTestId("marking-marker");
    expect(router.state.location.pathname).toBe(`/teach/classes/${CLASS_ID}/essays/ES-ana`);
  });

  it("goes back to the class's assignments tab", async () => {
    const router = renderAssignments(page(1));
    await rows();
    expect(screen.getByTestId("results-back").getAttribute("href")).toBe(
      `/teach/classes/${CLASS_ID}?section=assignments`,
    );
    fireEvent.click(screen.getByTestId("results-back"));
    await screen.findByTestId("assignments-empty");
    expect(router.state.location.search).toBe("?section=assignments");
  });

  it.each([
    ["an assignment that is not the teacher's", page(9)],
    ["an assignment of another class under this class's address", page(1, "CL-000000000002")],
  ])("says %s does not exist", async (_, path) => {
    renderAssignments(path);
    expect((await screen.findByTestId("results-not-found")).textContent).toContain("not in one of your classes");
  });

  it("does not ask the server about an address that cannot be an assignment", async () => {
    renderAssignments(`/teach/classes/${CLASS_ID}/assignments/nonsense`);
    await screen.findByTestId("results-not-found");
    expect(bodiesSentTo(ROUTES.assignmentResults)).toHaveLength(0);
  });
});
