import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { questionAnchorId } from "../../engine/question-type-module";
import { renderModule } from "../shared/matching-test-harness";
import { matchingFeaturesModule } from "./index";

const section = (content: unknown) => ({
  title: "Questions 1-3",
  questionType: "MATCHING_FEATURES",
  questionNumber: 3,
  instruction: "Match each statement with the correct person.",
  content,
});

const content = {
  // Out of order on purpose: the list is shown sorted by key.
  featureOptions: { C: "Ruth Okafor", A: "Ralph Bagnold", B: "Ingrid Halvorsen" },
  itemsToMatch: ["Dunes need wind.", "Plants decline.", "Beaches attract visitors."],
};

describe("matching features", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("lists the features sorted by key and one numbered anchor per item", () => {
    renderModule(matchingFeaturesModule, section(content), [1, 2, 3]);
    const pool = screen.getByRole("group", { name: "List of features" });
    const names = within(pool)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["A Ralph Bagnold", "B Ingrid Halvorsen", "C Ruth Okafor"]);
    for (const n of [1, 2, 3]) {
      const anchor = document.getElementById(questionAnchorId(n));
      expect(anchor?.textContent).toContain(String(n));
    }
  });

  it("answers by clicking a feature and then a question's slot", () => {
    const { answers } = renderModule(matchingFeaturesModule, section(content), [1, 2, 3]);
    fireEvent.click(screen.getByRole("button", { name: "B Ingrid Halvorsen" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 2: place B Ingrid Halvorsen here" }));
    expect(answers()).toEqual({ 2: "B" });
    expect(document.getElementById(questionAnchorId(2))?.getAttribute("data-answered")).toBe("true");
  });

  it("stores answers upper-cased even when the data's keys are not", () => {
    const lower = { featureOptions: { a: "Ralph Bagnold", b: "Ingrid Halvorsen" }, itemsToMatch: ["x", "y"] };
    const { answers } = renderModule(matchingFeaturesModule, section(lower), [1, 2]);
    fireEvent.click(screen.getByRole("button", { name: "b Ingrid Halvorsen" }));
    fireEvent.click(screen.getByRole("button", { name: /Question 1/ }));
    expect(answers()).toEqual({ 1: "B" });
    // …and the slot still shows the option's text for the upper-cased value.
    expect(screen.getByTestId("drop-slot-1").textContent).toContain("Ingrid Halvorsen");
  });

  it("without allowRepeats a used feature is greyed and moving it clears the old slot", () => {
    const { answers } = renderModule(matchingFeaturesModule, section(content), [1, 2, 3], { initial: { 1: "A" } });
    const used = screen.getByRole("button", { name: "A Ralph Bagnold (already used)" });
    expect(used.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: /Question 1: A Ralph Bagnold/ }));
    fireEvent.click(screen.getByRole("button", { name: /Question 3/ }));
    expect(answers()).toEqual({ 1: "", 3: "A" });
  });

  it("with allowRepeats the same feature answers two questions", () => {
    const { answers } = renderModule(matchingFeaturesModule, section({ ...content, allowRepeats: true }), [1, 2, 3], {
      initial: { 1: "A" },
    });
    fireEvent.click(screen.getByRole("button", { name: "A Ralph Bagnold" }));
    fireEvent.click(screen.getByRole("button", { name: /Question 2/ }));
    expect(answers()).toEqual({ 1: "A", 2: "A" });
  });

  it("clears an answer by returning it to the pool", () => {
    const { answers } = renderModule(matchingFeaturesModule, section(content), [1, 2, 3], { initial: { 1: "C" } });
    fireEvent.click(screen.getByRole("button", { name: /Question 1: C Ruth Okafor/ }));
    fireEvent.click(screen.getByRole("button", { name: "Return C Ruth Okafor to the options" }));
    expect(answers()).toEqual({ 1: "" });
  });

  it("shows its malformed-data notice", () => {
    renderModule(matchingFeaturesModule, section({ featureOptions: {}, itemsToMatch: ["x"] }), [1]);
    expect(screen.getByRole("alert").textContent).toBe("Invalid matching features data");
  });

  it("marks answers in review and cannot be changed", () => {
    renderModule(matchingFeaturesModule, section(content), [1, 2, 3], {
      initial: { 1: "A", 2: "C" },
      readOnly: true,
      review: { standardAnswers: { 1: "A", 2: "B", 3: "C" }, correctTable: { 1: true, 2: false, 3: false } },
    });
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByTestId("review-1").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-2").getAttribute("data-status")).toBe("incorrect");
    expect(screen.getByTestId("review-2").textContent).toContain("B Ingrid Halvorsen");
    expect(screen.getByTestId("review-3").getAttribute("data-status")).toBe("unanswered");
    expect(screen.getByTestId("review-3").textContent).toContain("C Ruth Okafor");
  });
});
