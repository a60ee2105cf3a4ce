import type { TSectionOf } from "@bandcraft/contract/question-types/index";
import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { multipleChoiceModule } from "./index";
import { reconcileOrder, spreadChoices, toggleChoice } from "./selection";

const single = () => sectionOfType(samplePractice(), "MULTIPLE_CHOICE", 0);
const multi = () => sectionOfType(samplePractice(), "MULTIPLE_CHOICE", 1);
const box = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("multi-select rules", () => {
  it.each([
    [[], "A", 2, ["A"]],
    [["A"], "C", 2, ["A", "C"]],
    [["A", "C"], "E", 2, ["C", "E"]],
    [["A", "C"], "A", 2, ["C"]],
    [["B", "A", "D"], "E", 3, ["A", "D", "E"]],
  ])("toggling in %j the letter %s (max %d) leaves %j", (order, letter, max, expected) => {
    expect(toggleChoice(order, letter, max)).toEqual(expected);
  });

  it("stores the letters sorted over the numbers, blank for the rest", () => {
    expect(spreadChoices(["D", "A"], [3, 4, 5])).toEqual([
      [3, "A"],
      [4, "D"],
      [5, ""],
    ]);
  });

  it("treats restored letters as the oldest choices", () => {
    expect(reconcileOrder(["E", "B"], ["A", "B"])).toEqual(["A", "B"]);
    expect(reconcileOrder([], ["A", "D"])).toEqual(["A", "D"]);
  });
});

describe("multiple choice module", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("answers a single-answer question with a radio group and anchors every number", () => {
    const view = renderSection(multipleChoiceModule, single(), { numbers: [1, 2] });
    expect(document.getElementById("question-1")).not.toBeNull();
    expect(document.getElementById("question-2")).not.toBeNull();
    fireEvent.click(screen.getAllByRole("radio", { name: /Mesopotamia/ })[0] as HTMLElement);
    expect(view.answers()).toEqual({ 1: "B" });
    fireEvent.click(screen.getByRole("radio", { name: /Blowing/ }));
    expect(view.answers()).toEqual({ 1: "B", 2: "C" });
  });

  it("keeps only the last maxSelection choices and stores them sorted over the numbers", () => {
    const view = renderSection(multipleChoiceModule, multi(), { numbers: [3, 4] });
    expect(document.getElementById("question-3")?.textContent).toBe("3");
    expect(document.getElementById("question-4")?.textContent).toBe("4");
    fireEvent.click(box(/secrecy/));
    fireEvent.click(box(/fire/));
    expect(view.answers()).toEqual({ 3: "A", 4: "D" });
    // A third choice drops the oldest one (D), not the alphabetically first.
    fireEvent.click(box(/taxes/));
    expect(view.answers()).toEqual({ 3: "A", 4: "B" });
    expect(box(/secrecy/).checked).toBe(false);
    // Toggling a chosen letter removes it.
    fireEvent.click(box(/fire/));
    expect(view.answers()).toEqual({ 3: "B" });
  });

  it("defaults to two choices when the test names no maxSelection", () => {
    const section = multi();
    const content = { ...section.content, maxSelection: undefined };
    // Without maxSelection the numbering gives the question three numbers (the review default).
    const view = renderSection(multipleChoiceModule, { ...section, content }, { numbers: [3, 4, 5] });
    for (const name of [/fire/, /taxes/, /space/]) fireEvent.click(box(name));
    expect(view.answers()).toEqual({ 3: "B", 4: "C" });
    expect(screen.getByText("Choose 2 answers (2 chosen)")).not.toBeNull();
  });

  it("marks chosen, wrong and missed options in review and changes nothing", () => {
    const view = renderSection(multipleChoiceModule, multi(), {
      numbers: [3, 4],
      initial: { 3: "A", 4: "B" },
      readOnly: true,
      review: { standardAnswers: { 3: "A", 4: "D" }, correctTable: { 3: true, 4: false } },
    });
    const row = (name: RegExp) => box(name).closest("label");
    expect(row(/fire/)?.getAttribute("data-mark")).toBe("correct");
    expect(row(/taxes/)?.getAttribute("data-mark")).toBe("incorrect");
    expect(row(/secrecy/)?.getAttribute("data-mark")).toBe("missed");
    expect(row(/water/)?.getAttribute("data-mark")).toBeNull();
    expect(box(/water/).disabled).toBe(true);
    fireEvent.click(box(/water/));
    expect(view.answers()).toEqual({ 3: "A", 4: "B" });
    expect(screen.getByTestId("review-4").getAttribute("data-status")).toBe("incorrect");
    expect(screen.getByTestId("review-4").textContent).toContain("Correct answer: D");
  });

  it("shows the malformed-data notice for a section without questions", () => {
    const broken = { ...single(), content: { questions: [] } } as TSectionOf<"MULTIPLE_CHOICE">;
    renderSection(multipleChoiceModule, broken, { numbers: [1] });
    expect(screen.getByRole("alert").textContent).toBe("Invalid multiple choice data");
  });
});
