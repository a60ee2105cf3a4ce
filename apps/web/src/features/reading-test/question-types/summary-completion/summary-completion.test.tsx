import type { TSectionOf } from "@bandcraft/contract/question-types/index";
import type { TSummaryCompletionContent } from "@bandcraft/contract/question-types/summary-completion";
import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { completionProblem } from "./check";
import { summaryCompletionModule } from "./index";

type TSection = TSectionOf<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION">;
const summary = () => sectionOfType(samplePractice(), "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION");
const withContent = (content: Partial<TSummaryCompletionContent>): TSection => ({
  ...summary(),
  content: { blankNumbers: [7, 8], ...content } as TSummaryCompletionContent,
});

describe("completion problems", () => {
  it.each([
    ["a good summary", { completionType: "summary", summary: { content: "{1}" } }, undefined],
    ["no blank numbers", { completionType: "summary", summary: { content: "{1}" }, blankNumbers: [] }, "invalid"],
    ["an unknown type", { completionType: "map" }, "unknownType"],
    ["a body of another type", { completionType: "table", summary: { content: "{1}" } }, "typeMismatch"],
    ["an empty summary", { completionType: "summary", summary: { content: " " } }, "summaryEmpty"],
    ["empty notes", { completionType: "notes", notes: { textContents: [""] } }, "notesEmpty"],
    ["notes with only a picture", { completionType: "notes", notes: { textContents: [], picURL: "n.svg" } }, undefined],
    ["an empty table", { completionType: "table", table: { headers: [], rows: [] } }, "tableEmpty"],
    ["a missing flow chart", { completionType: "flow_chart" }, "flowChartEmpty"],
  ])("%s", (_label, content, problem) => {
    const full = { blankNumbers: [1], ...content } as TSummaryCompletionContent;
    expect(completionProblem(full)).toBe(problem);
  });
});

describe("summary, note, table and flow-chart completion", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("fills a summary's blanks from its word bank", () => {
    const view = renderSection(summaryCompletionModule, summary(), { numbers: [19, 20], sectionIndex: 9 });
    expect(screen.getByText(/Glassmaking began in/).textContent).toBe(
      "Glassmaking began in 19 and became 20 under Rome.",
    );
    fireEvent.click(screen.getByRole("button", { name: "E Mesopotamia" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 19: place E Mesopotamia here" }));
    expect(view.answers()).toEqual({ 19: "E" });
  });

  it("draws notes as headings and bullet points with inline blanks", () => {
    const section = withContent({
      completionType: "notes",
      notes: { textContents: ["Filling an ice house", "- ice came from a shallow {7}", "- packed with {8}"] },
    });
    const view = renderSection(summaryCompletionModule, section, { numbers: [7, 8] });
    expect(screen.getByText("Filling an ice house")).not.toBeNull();
    fireEvent.change(screen.getByLabelText("Answer to question 8"), { target: { value: "sawdust" } });
    expect(view.answers()).toEqual({ 8: "sawdust" });
  });

  it("puts a table's blanks inside its cells", () => {
    const section = withContent({
      completionType: "table",
      table: {
        headers: ["Material", "Advantages"],
        rows: [
          ["Wood", "easy to {7}"],
          ["Plastic", "easy to {8}"],
        ],
      },
    });
    renderSection(summaryCompletionModule, section, { numbers: [7, 8] });
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Material", "Advantages"]);
    const cell = screen.getByLabelText("Answer to question 8").closest("td");
    expect(cell?.textContent).toBe("easy to 8");
  });

  it("draws a flow chart's steps as the chart, the picture folded below, boxes for blanks no step shows", () => {
    const section = withContent({
      completionType: "flow_chart",
      flowChart: { title: "Making paper", picURL: "/api/images/abc.svg", steps: ["Rags left to {7}"] },
    });
    renderSection(summaryCompletionModule, section, { numbers: [7, 8] });
    expect(screen.getByRole("list", { name: "Steps of the flow chart" }).textContent).toContain("Rags left to 7");
    const picture = screen.getByText("Show the flow chart as a picture").closest("details");
    expect(picture?.querySelector("img")?.getAttribute("src")).toBe("/api/images/abc.svg");
    // 8 is in no step: it still gets its one anchor and input.
    expect(document.getElementById("question-8")?.querySelector("input")).not.toBeNull();
  });

  it("shows a flow chart without steps as its picture with numbered boxes", () => {
    const section = withContent({ completionType: "flow_chart", flowChart: { picURL: "/api/images/abc.svg" } });
    renderSection(summaryCompletionModule, section, { numbers: [7, 8] });
    expect(screen.getByRole("img", { name: "Flow chart" }).getAttribute("src")).toBe("/api/images/abc.svg");
    expect(screen.getAllByRole("textbox")).toHaveLength(2);
  });

  it.each([
    [{ completionType: "table", summary: { content: "{7}" } }, "Completion type mismatch"],
    [{ completionType: "chart" }, "Unknown completion type"],
    [{ completionType: "summary", summary: { content: "" } }, "Summary content cannot be empty"],
    [
      { completionType: "summary", summary: { content: "{7}" }, blankNumbers: [] },
      "Invalid summary, note, table and flow-chart completion data",
    ],
  ])("notices %j", (content, message) => {
    renderSection(summaryCompletionModule, withContent(content as Partial<TSummaryCompletionContent>), {
      numbers: [7],
    });
    expect(screen.getByRole("alert").textContent).toBe(message);
  });

  it("shows review marks for the blanks and a static word bank", () => {
    renderSection(summaryCompletionModule, summary(), {
      numbers: [19, 20],
      initial: { 19: "E" },
      readOnly: true,
      review: { standardAnswers: { 19: "E", 20: "B" }, correctTable: { 19: true, 20: false } },
    });
    expect(screen.getByTestId("review-19").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-20").getAttribute("data-status")).toBe("unanswered");
    expect(screen.getByTestId("review-20").textContent).toContain("Correct answer: B cheap");
    expect(screen.getByRole("region", { name: "Word bank" })).not.toBeNull();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
