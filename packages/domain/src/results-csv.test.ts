import type { TAssignmentSummary } from "@bandcraft/contract/assignments";
import type { TLearnerResult } from "@bandcraft/contract/results";
import { describe, expect, it } from "vitest";
import { exportRowsOf, RESULTS_CSV_HEADER, resultsCsv } from "./results-csv";

const DUE = Date.UTC(2026, 10, 30, 17, 0);
const ASSIGNMENT: TAssignmentSummary = {
  assignmentID: "AS-000000000001",
  classID: "CL-000000000001",
  className: "Year 9",
  kind: "test",
  title: "Mock test 1",
  contentTitles: ["A", "B", "C"],
  opensAt: DUE - 86_400_000,
  dueAt: DUE,
  timeLimitMinutes: 60,
  createdAt: DUE - 90_000_000,
  learnerCount: 2,
  submittedCount: 1,
};
const none = {
  closedByServer: false,
  testTakerID: null,
  score: null,
  band: null,
  timeSeconds: null,
  startedAt: null,
  submittedAt: null,
  essayID: null,
  essayStatus: null,
  overallBand: null,
};
const LEARNERS: TLearnerResult[] = [
  {
    ...none,
    email: "ana@example.com",
    name: 'Ana, "the" first',
    status: "submitted",
    late: true,
    closedByServer: true,
    testTakerID: "MT-1234-ABCD",
    score: 31,
    questionCount: 40,
    band: 7,
    timeSeconds: 3600,
    startedAt: DUE - 3_600_000,
    submittedAt: DUE + 60_000,
  },
  { ...none, email: "bo@example.com", name: '=HYPERLINK("x")', status: "not-started", late: true, questionCount: 40 },
];

describe("the results CSV", () => {
  const lines = resultsCsv("Year 9", exportRowsOf(ASSIGNMENT, LEARNERS)).split("\r\n");

  it("starts with the BOM and the fixed English header", () => {
    expect(lines[0]).toBe(`\uFEFF${RESULTS_CSV_HEADER.join(",")}`);
  });

  it.each([
    [
      1,
      'Year 9,Mock test 1,test,2026-11-30T17:00:00.000Z,ana@example.com,"Ana, ""the"" first",submitted,true,31,40,7,3600,' +
        "2026-11-30T16:00:00.000Z,2026-11-30T17:01:00.000Z,",
    ],
    // A formula-looking name is text; a learner who has not started has empty cells, not zeros.
    [
      2,
      `Year 9,Mock test 1,test,2026-11-30T17:00:00.000Z,bo@example.com,"'=HYPERLINK(""x"")",not-started,true,,40,,,,,`,
    ],
    [3, ""],
  ])("row %d is %s", (index, line) => {
    expect(lines[index]).toBe(line);
  });

  it("leaves the question count empty for writing and carries the writing band", () => {
    const rows = exportRowsOf({ ...ASSIGNMENT, kind: "writing" }, [
      {
        ...none,
        email: "c@example.com",
        name: null,
        status: "submitted",
        late: false,
        questionCount: 0,
        overallBand: 6.5,
      },
    ]);
    expect(resultsCsv("Y", rows).split("\r\n")[1]).toBe(
      "Y,Mock test 1,writing,2026-11-30T17:00:00.000Z,c@example.com,,submitted,false,,,,,,,6.5",
    );
  });
});
