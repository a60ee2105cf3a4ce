import type { TClassSummary } from "@bandcraft/contract/classes";
import type { TClassLearnerResults, TExportRow } from "@bandcraft/contract/results";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { bodiesSentTo, mockCall, ok, refused } from "../../../test/api-mock";
import { renderInApp } from "../../../test/render-router";
import { savedFiles } from "../../../test/saved-files";
import { signedInEachTest } from "../../../test/signed-in";
import { ClassResultsTab } from "./class-results-tab";

const TEACHER = { email: "teacher@example.com", privileges: [10] };
const CLASS_ID = "CL-000000000001";
const DAY = Date.UTC(2026, 2, 14, 9, 0);
const SUMMARY: TClassSummary = {
  classID: CLASS_ID,
  name: "Year 10 A",
  teacherEmail: TEACHER.email,
  learnerCount: 3,
  archived: false,
  createdAt: DAY,
};

const band = (n: number, value: number) => ({
  assignmentID: `AS-${n}`,
  submittedAt: DAY + n * 86_400_000,
  band: value,
});

const ANA: TClassLearnerResults = {
  email: "ana@school.org",
  name: "Ana Li",
  byType: [
    { questionType: "MULTIPLE_CHOICE", correct: 7, total: 10 },
    { questionType: "MATCHING_HEADINGS", correct: 1, total: 6 },
  ],
  bandTrend: [band(1, 5.5), band(2, 6), band(3, 6.5)],
  // More tests than the trend's latest points: the count says how many in all.
  testCount: 14,
};
const BEN: TClassLearnerResults = {
  email: "ben@school.org",
  name: null,
  byType: [{ questionType: "MATCHING_HEADINGS", correct: 6, total: 6 }],
  bandTrend: [],
  testCount: 0,
};
const CY: TClassLearnerResults = { email: "cy@school.org", name: "Cy", byType: [], bandTrend: [], testCount: 0 };

const RESULTS = {
  questionTypes: ["MULTIPLE_CHOICE", "MATCHING_HEADINGS"],
  learners: [ANA, BEN, CY],
  learnerCount: 3,
  page: 1,
};

const sentPages = () => bodiesSentTo(ROUTES.classResults).length;
const renderTab = () => renderInApp(<ClassResultsTab classID={CLASS_ID} summary={SUMMARY} />);
const rows = async () => within(await screen.findByTestId("heatmap")).getAllByTestId("heatmap-row");
const cells = (row: HTMLElement) => within(row).getAllByTestId("heatmap-cell");

describe("a class's Results tab", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => mockCall(ROUTES.classResults, ok(RESULTS)));

  it("shows accuracy by question type: a row per learner, the percent, its counts, — for none", async () => {
    renderTab();
    const [ana, ben, cy] = (await rows()) as HTMLElement[];
    expect(bodiesSentTo(ROUTES.classResults)).toStrictEqual([{ classID: CLASS_ID, page: 1 }]);
    // One page holds the class: no pages to turn.
    expect(screen.queryByTestId("class-results-next")).toBeNull();
    const table = screen.getByTestId("heatmap");
    expect(
      within(table)
        .getAllByTestId("heatmap-type")
        .map((th) => th.textContent),
    ).toEqual(["Multiple choice", "Matching headings"]);
    expect(screen.getByRole("region", { name: /Accuracy by question type in Year 10 A/ })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["Ana Liana@school.org", "ben@school.org", "Cycy@school.org"]);

    const [anaChoice, anaHeadings] = cells(ana as HTMLElement);
    expect(within(anaChoice as HTMLElement).getByTestId("heatmap-percent").textContent).toBe("70%");
    expect(anaChoice?.getAttribute("data-level")).toBe("3");
    expect(anaChoice?.getAttribute("title")).toBe("Ana Li, Multiple choice: 7 of 10 correct (70%)");
    expect(within(ana as HTMLElement).getByRole("cell", { name: "70% 7 of 10 correct" })).toBe(anaChoice);
    expect(within(anaHeadings as HTMLElement).getByTestId("heatmap-percent").textContent).toBe("17%");
    expect(anaHeadings?.getAttribute("data-level")).toBe("0");

    const [benChoice, benHeadings] = cells(ben as HTMLElement);
    expect(benChoice?.textContent).toContain("—");
    expect(benChoice?.getAttribute("data-level")).toBe("none");
    expect(within(ben as HTMLElement).getByRole("cell", { name: "No questions of this type" })).toBe(benChoice);
    expect(benChoice?.getAttribute("title")).toBe("ben@school.org, Multiple choice: no questions of this type");
    expect(within(benHeadings as HTMLElement).getByTestId("heatmap-percent").textContent).toBe("100%");
    expect(benHeadings?.getAttribute("data-level")).toBe("4");

    expect(cells(cy as HTMLElement).map((cell) => cell.getAttribute("data-level"))).toEqual(["none", "none"]);
    expect(screen.getByTestId("heatmap-legend").textContent).toContain("80–100%");
  });

  it("draws each learner's bands oldest first, named by the bands, and leaves out learners without any", async () => {
    renderTab();
    const trends = await screen.findAllByTestId("band-trend");
    expect(trends.map((li) => li.getAttribute("data-email"))).toEqual(["ana@school.org"]);
    const line = within(trends[0] as HTMLElement).getByRole("img");
    expect(line.getAttribute("aria-label")).toBe("Bands of Ana Li, oldest first: 5.5, 6.0, 6.5");
    expect(line.querySelectorAll("circle")).toHaveLength(3);
    expect(within(trends[0] as HTMLElement).getByTestId("band-trend-latest").textContent).toBe("Latest: band 6.5");
    expect(trends[0]?.textContent).toContain("14 tests");
  });

  it("says there are no results yet when nobody submitted assigned work", async () => {
    mockCall(ROUTES.classResults, ok({ ...RESULTS, questionTypes: [], learners: [{ ...CY }, { ...BEN, byType: [] }] }));
    renderTab();
    const empty = await screen.findByTestId("class-results-empty");
    expect(empty.textContent).toBe("No results yetResults appear here when learners submit assigned work.");
    expect(screen.queryByTestId("heatmap")).toBeNull();
    expect(screen.queryByTestId("band-trends")).toBeNull();
    expect(screen.getByTestId("class-results-csv").textContent).toBe("Download class results (CSV)");
  });

  it("says when the results could not be loaded, in the teacher's words, and tries again", async () => {
    mockCall(ROUTES.classResults, [refused(500, "Internal Server Error"), ok(RESULTS)]);
    renderTab();
    const failure = await screen.findByTestId("class-results-error");
    expect(failure.textContent).toContain("The class's results could not be loaded.");
    fireEvent.click(within(failure).getByRole("button", { name: "Try again" }));
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByTestId("class-results-error")).toBeNull();
  });

  it("speaks the teacher's language: the types' names, the cells, the trend and the button", async () => {
    await i18n.changeLanguage("zh");
    renderTab();
    const [ana] = (await rows()) as HTMLElement[];
    expect(screen.getAllByTestId("heatmap-type")[0]?.textContent).toBe(
      i18n.getFixedT("zh")("readingHub.filter.types.MULTIPLE_CHOICE"),
    );
    expect(cells(ana as HTMLElement)[0]?.getAttribute("title")).toBe("Ana Li，选择题：10 题答对 7 题（70%）");
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("Ana Li的分数（从早到晚）：5.5、6.0、6.5");
    expect(screen.getByTestId("class-results-csv").textContent).toBe("下载班级成绩（CSV）");
  });
});

describe("a class of more learners than a page", () => {
  signedInEachTest(TEACHER);

  it("turns the pages: where the teacher is, Next asks for the next page, Previous comes back", async () => {
    const pageOf = (page: number) =>
      ok({ ...RESULTS, learners: page === 1 ? [ANA, BEN] : [CY], learnerCount: 120, page });
    mockCall(ROUTES.classResults, (body) => pageOf(body.page ?? 1));
    renderTab();
    expect(await rows()).toHaveLength(2);
    expect(screen.getByTestId("class-results-page").textContent).toBe("Learners 1–50 of 120");
    expect(screen.getByTestId("class-results-previous").hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByTestId("class-results-page").textContent).toBe("Learners 51–100 of 120"));
    expect(await rows()).toHaveLength(1);
    fireEvent.click(screen.getByTestId("class-results-next"));
    await waitFor(() => expect(screen.getByTestId("class-results-page").textContent).toBe("Learners 101–120 of 120"));
    expect(screen.getByTestId("class-results-next").hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByTestId("class-results-previous"));
    await waitFor(() => expect(screen.getByTestId("class-results-page").textContent).toBe("Learners 51–100 of 120"));
    expect(
      bodiesSentTo(ROUTES.classResults)
        .map((body) => body.page)
        .slice(0, 3),
    ).toEqual([1, 2, 3]);
    expect(screen.getByRole("navigation", { name: "Pages of learners" })).toBeTruthy();
  });
});

describe("a page that no longer exists", () => {
  signedInEachTest(TEACHER);

  it("goes back to the last page there is when learners left while a later page was asked for", async () => {
    // 51 learners on page 1; by the time page 2 is asked, one has left and it is past the end.
    mockCall(ROUTES.classResults, (body) =>
      body.page === 2
        ? ok({ ...RESULTS, learners: [], learnerCount: 50, page: 2 })
        : ok({ ...RESULTS, learners: [ANA, BEN], learnerCount: body.page === 1 && sentPages() > 1 ? 50 : 51, page: 1 }),
    );
    renderTab();
    expect(await rows()).toHaveLength(2);
    fireEvent.click(screen.getByTestId("class-results-next"));
    await waitFor(() => expect(sentPages()).toBeGreaterThanOrEqual(3));
    expect(
      bodiesSentTo(ROUTES.classResults)
        .map((body) => body.page)
        .slice(0, 3),
    ).toEqual([1, 2, 1]);
    expect(await rows()).toHaveLength(2);
    // One page now: no pages to turn, and nothing reads "51–50".
    await waitFor(() => expect(screen.queryByTestId("class-results-page")).toBeNull());
  });
});

describe("the class's results CSV", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => mockCall(ROUTES.classResults, ok(RESULTS)));
  afterEach(() => vi.restoreAllMocks());

  const row = (overrides: Partial<TExportRow>): TExportRow => ({
    assignment: "Cambridge 18 Test 1",
    kind: "test",
    dueAt: Date.UTC(2026, 2, 20, 17, 0),
    email: "ana@school.org",
    name: "Ana Li",
    status: "submitted",
    late: false,
    score: 30,
    questionCount: 40,
    band: 7,
    timeSeconds: 3_540,
    startedAt: Date.UTC(2026, 2, 19, 9, 0),
    submittedAt: Date.UTC(2026, 2, 19, 9, 59),
    overallBand: null,
    ...overrides,
  });

  it("downloads every learner and assignment as <class>-results.csv, formulas neutralised", async () => {
    const saved = savedFiles();
    mockCall(
      ROUTES.classExport,
      ok({
        className: "Year 10/A",
        rows: [
          row({}),
          row({
            email: "ben@school.org",
            name: "=cmd()",
            status: "not-started",
            late: true,
            score: null,
            band: null,
            timeSeconds: null,
            startedAt: null,
            submittedAt: null,
          }),
          row({
            assignment: "Essay, week 2",
            kind: "writing",
            score: null,
            questionCount: 0,
            band: null,
            timeSeconds: 1_800,
            overallBand: 6.5,
          }),
        ],
      }),
    );
    renderTab();
    await rows();
    fireEvent.click(screen.getByTestId("class-results-csv"));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["Year 10-A-results.csv"]));
    expect(bodiesSentTo(ROUTES.classExport)).toStrictEqual([{ classID: CLASS_ID }]);
    const text = (await saved[0]?.text)?.replace(/^\uFEFF/, "");
    expect(text).toBe(
      [
        "class,assignment,kind,due_at,email,name,status,late,score,questions,band,time_seconds,started_at,submitted_at,writing_band",
        "Year 10/A,Cambridge 18 Test 1,test,2026-03-20T17:00:00.000Z,ana@school.org,Ana Li,submitted,false,30,40,7,3540,2026-03-19T09:00:00.000Z,2026-03-19T09:59:00.000Z,",
        "Year 10/A,Cambridge 18 Test 1,test,2026-03-20T17:00:00.000Z,ben@school.org,'=cmd(),not-started,true,,40,,,,,",
        'Year 10/A,"Essay, week 2",writing,2026-03-20T17:00:00.000Z,ana@school.org,Ana Li,submitted,false,,,,1800,2026-03-19T09:00:00.000Z,2026-03-19T09:59:00.000Z,6.5',
        "",
      ].join("\r\n"),
    );
  });

  it("says it is preparing while asked, then why it failed, in the teacher's words", async () => {
    const saved = savedFiles();
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    mockCall(
      ROUTES.classExport,
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderTab();
    await rows();
    const button = screen.getByTestId("class-results-csv") as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe("Preparing the CSV…"));
    expect(button.disabled).toBe(true);
    answer(refused(500, "Internal Server Error"));
    expect((await screen.findByTestId("class-results-csv-error")).textContent).toBe(
      "The results could not be downloaded.",
    );
    expect(button.textContent).toBe("Download class results (CSV)");
    expect(button.disabled).toBe(false);
    expect(saved).toHaveLength(0);
  });
});
