import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, ok, refused } from "../../../test/api-mock";
import { signedInEachTest } from "../../../test/signed-in";
import {
  assignmentID,
  CLASS_ID,
  fake,
  learnerRow,
  makeAssignment,
  mockAssignmentsApi,
  renderAssignments,
  TEACHER,
} from "./assignments-test-setup";

const RESULTS = `/teach/classes/${CLASS_ID}/assignments/${assignmentID(1)}`;
const paper = (practiceID: string, email = "ben@school.org") =>
  `${RESULTS}/review/${practiceID}?learner=${encodeURIComponent(email)}`;
const reviewed = () =>
  ok({
    readingPractice: samplePractice(),
    submittedAnswers: { "1": "B" },
    correctTable: { "1": true },
    highlights: [],
  });

describe("a learner's paper of an assignment", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.assignments = [];
    fake.results = new Map([
      [
        assignmentID(1),
        {
          assignment: makeAssignment(1),
          learners: [learnerRow("ben@school.org", { name: "Ben Ng", status: "submitted", score: 30 })],
          questions: [
            {
              part: 1,
              practiceID: "p-1",
              number: 1,
              questionType: "MULTIPLE_CHOICE",
              papers: 1,
              correct: 1,
              wrongAnswers: [],
            },
          ],
        },
      ],
    ]);
    mockAssignmentsApi();
  });

  it("asks for that learner's passage of that assignment and shows it read-only under a banner", async () => {
    mockCall(ROUTES.assignmentReview, reviewed());
    renderAssignments(paper("sample-1"));
    const banner = await screen.findByTestId("assignment-review-banner");
    expect(bodiesSentTo(ROUTES.assignmentReview)).toStrictEqual([
      { assignmentID: assignmentID(1), email: "ben@school.org", readingPracticeID: "sample-1" },
    ]);
    expect(banner.textContent).toBe("The paper of ben@school.org, read-only: nothing here changes their answers.");
    expect(screen.getByTestId("review-strip-1").dataset.status).toBe("correct");
    expect(screen.queryByTestId("review-retry-passage")).toBeNull();
    expect(bodiesSentTo(ROUTES.assignmentResults)).toHaveLength(0);
  });

  it("names the learner from the results it came from, and goes back to them", async () => {
    mockCall(ROUTES.assignmentReview, reviewed());
    const router = renderAssignments(RESULTS);
    const ben = (await screen.findAllByTestId("results-row"))[0] as HTMLElement;
    fireEvent.click(within(ben).getByTestId("results-review"));
    const banner = await screen.findByTestId("assignment-review-banner");
    expect(banner.textContent).toContain("The paper of Ben Ng (ben@school.org)");
    expect(router.state.location.pathname).toBe(`${RESULTS}/review/p-1`);
    const back = screen.getByTestId("review-back");
    expect(back.textContent).toContain("Back to results");
    fireEvent.click(back);
    await screen.findByTestId("results-table");
    expect(router.state.location.pathname).toBe(RESULTS);
  });

  it("says a paper that is not there (not submitted, or not the teacher's) cannot be shown", async () => {
    mockCall(ROUTES.assignmentReview, refused(404, "No such paper"));
    renderAssignments(paper("sample-1"));
    const error = await screen.findByTestId("assignment-review-error");
    expect(error.textContent).toContain("the learner may not have submitted it");
    fireEvent.click(screen.getByTestId("assignment-review-back"));
    await screen.findByTestId("results-table");
  });

  it("does not ask the server without a learner in the address", async () => {
    renderAssignments(`${RESULTS}/review/sample-1`);
    await screen.findByTestId("assignment-review-error");
    expect(bodiesSentTo(ROUTES.assignmentReview)).toHaveLength(0);
  });
});
