import type { TAssignmentSummary, TCatalogue } from "@bandcraft/contract/assignments";
import type { TClassSummary } from "@bandcraft/contract/classes";
import type { TAssignmentResults, TLearnerResult } from "@bandcraft/contract/results";
import { ROUTES } from "@bandcraft/contract/routes";
import { createMemoryRouter, useParams } from "react-router";
import { mockCall, ok, refused } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { classID, makeClass } from "../teaching-test-setup";
import { AssignmentResultsPage } from "./assignment-results-page";
import { AssignmentReviewPage } from "./assignment-review-page";
import { AssignmentsTab } from "./assignments-tab";

export { TEACHER } from "../teaching-test-setup";

/** The class the tests' assignments belong to. */
export const CLASS_ID = classID(1);
/** An assignment id as the server makes them, numbered. */
export const assignmentID = (n: number) => `AS-${String(n).padStart(12, "0")}`;
/** 1 April 2026, 09:00 UTC: every fixture time counts from here. */
export const T0 = Date.UTC(2026, 3, 1, 9, 0);
const HOUR = 3_600_000;

/** What the bank offers to assign. */
export const CATALOGUE: TCatalogue = {
  tests: [
    {
      testGroup: "test-18-1",
      titles: ["Urban farming", "The history of glass", "Sleep and memory"],
      questionCount: 40,
    },
    { testGroup: "test-18-2", titles: ["Desert rivers", "Coral cities", "Learning to read"], questionCount: 40 },
  ],
  passages: [
    { practiceID: "p-bees", title: "The secret life of bees", level: 1, questionCount: 13 },
    { practiceID: "p-glass", title: "The history of glass", level: 2, questionCount: 13 },
    { practiceID: "p-tides", title: "Tides and the moon", level: 2, questionCount: 13 },
    { practiceID: "p-maps", title: "Maps before satellites", level: 3, questionCount: 14 },
  ],
  writingTasks: [
    { writingTaskID: "w-energy", title: "Energy use in four countries", part: 1 },
    { writingTaskID: "w-cities", title: "Should cities ban cars?", part: 2 },
  ],
};

/** An assignment of the class, numbered. */
export function makeAssignment(n: number, overrides: Partial<TAssignmentSummary> = {}): TAssignmentSummary {
  return {
    assignmentID: assignmentID(n),
    classID: CLASS_ID,
    className: "Year 10 A",
    kind: "test",
    title: `Mock test ${n}`,
    contentTitles: CATALOGUE.tests[0]?.titles ?? [],
    opensAt: T0,
    dueAt: T0 + 7 * 24 * HOUR,
    timeLimitMinutes: 60,
    createdAt: T0,
    learnerCount: 3,
    submittedCount: 1,
    ...overrides,
  };
}

/** A learner's row of an assignment's results, not started unless told. */
export function learnerRow(email: string, overrides: Partial<TLearnerResult> = {}): TLearnerResult {
  return {
    email,
    name: null,
    status: "not-started",
    late: false,
    closedByServer: false,
    testTakerID: null,
    score: null,
    questionCount: 40,
    band: null,
    timeSeconds: null,
    startedAt: null,
    submittedAt: null,
    essayID: null,
    essayStatus: null,
    overallBand: null,
    ...overrides,
  };
}

/** The mocked server's state; each test sets it in beforeEach. */
export const fake = {
  summary: makeClass(1, { name: "Year 10 A" }) as TClassSummary,
  assignments: [] as TAssignmentSummary[],
  results: new Map<string, TAssignmentResults>(),
};

/** Answers the teacher's assignment calls from `fake`, as the server does (its own checks included). */
export function mockAssignmentsApi() {
  mockCall(ROUTES.assignmentCatalogue, ok(CATALOGUE));
  mockCall(ROUTES.assignmentList, (body) =>
    body.classID === CLASS_ID ? ok({ assignments: fake.assignments }) : refused(404, "No such class"),
  );
  mockCall(ROUTES.assignmentCreate, (body) => {
    if (fake.summary.archived) return refused(409, "This class is archived", { reason: "class-archived" });
    if (body.dueAt <= body.opensAt) {
      return refused(400, "dueAt must be after opensAt", { reason: "due-before-open" });
    }
    const made = makeAssignment(fake.assignments.length + 1, {
      kind: body.kind,
      title: body.title ?? "Untitled",
      opensAt: body.opensAt,
      dueAt: body.dueAt,
      timeLimitMinutes: body.timeLimitMinutes,
      submittedCount: 0,
    });
    fake.assignments = [made, ...fake.assignments];
    return ok({ assignmentID: made.assignmentID });
  });
  mockCall(ROUTES.assignmentDelete, (body) => {
    const before = fake.assignments.length;
    fake.assignments = fake.assignments.filter((a) => a.assignmentID !== body.assignmentID);
    return fake.assignments.length < before ? ok() : refused(404, "No such assignment");
  });
  mockCall(ROUTES.assignmentResults, (body) => {
    const found = fake.results.get(body.assignmentID);
    return found ? ok(found) : refused(404, "No such assignment");
  });
}

/** The class page's assignments tab alone (the class page around it is another feature's test). */
function TabHarness() {
  const { classID: id = "" } = useParams();
  return <AssignmentsTab classID={id} summary={fake.summary} />;
}

/** Renders the assignment screens at `path`; the essays' marking page is a marker. */
export function renderAssignments(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/teach/classes/:classID", element: <TabHarness /> },
      { path: "/teach/classes/:classID/assignments/:assignmentID", element: <AssignmentResultsPage /> },
      {
        path: "/teach/classes/:classID/assignments/:assignmentID/review/:practiceID",
        element: <AssignmentReviewPage />,
      },
      { path: "/teach/classes/:classID/essays/:essayID", element: <p data-testid="marking-marker">marking</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return router;
}
