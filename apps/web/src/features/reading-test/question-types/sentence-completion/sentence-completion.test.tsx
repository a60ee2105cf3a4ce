import type { TSectionOf } from "@bandcraft/contract/question-types/index";
import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { sentenceCompletionModule } from "./index";

const section = () => sectionOfType(samplePractice(), "SENTENCE_COMPLETION");
const withBank = (): TSectionOf<"SENTENCE_COMPLETION"> => {
  const s = section();
  return { ...s, content: { ...s.content, options: { C: "river", A: "colour", B: "lagoon" } } };
};
const chip = (name: string) => screen.getByRole("button", { name });

describe("sentence completion", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("turns each {N} of the text into a numbered input and stores what is typed", () => {
    const view = renderSection(sentenceCompletionModule, section(), { numbers: [17, 18] });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Glass could be tinted any 17.",
      "Sand was dredged from the 18.",
    ]);
    fireEvent.change(screen.getByLabelText("Answer to question 18"), { target: { value: "Lagoon" } });
    expect(view.answers()).toEqual({ 18: "Lagoon" });
    expect(document.getElementById("question-17")?.querySelector("input")).not.toBeNull();
  });

  it("with options, shows a sorted word bank and fills the blanks by picking an option then a slot", () => {
    const view = renderSection(sentenceCompletionModule, withBank(), { numbers: [17, 18] });
    const bank = screen.getByRole("group", { name: "Word bank" });
    expect([...bank.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["A colour", "B lagoon", "C river"]);
    expect(screen.queryByRole("textbox")).toBeNull();

    fireEvent.click(chip("B lagoon"));
    fireEvent.click(screen.getByRole("button", { name: "Question 18: place B lagoon here" }));
    expect(view.answers()).toEqual({ 18: "B" });
    // A used option is greyed and cannot be picked again (no repeats in a word bank).
    expect(screen.getByLabelText("B lagoon (already used)").getAttribute("aria-disabled")).toBe("true");

    // Placing B in another blank moves it there.
    fireEvent.click(
      screen.getByRole("button", { name: "Question 18: B lagoon. Press Enter to pick it up and move it." }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Question 17: place B lagoon here" }));
    expect(view.answers()).toEqual({ 17: "B" });

    fireEvent.click(screen.getByRole("button", { name: "Clear the answer to question 17" }));
    expect(view.answers()).toEqual({});
  });

  it("shows marked answers and the key in review", () => {
    renderSection(sentenceCompletionModule, withBank(), {
      numbers: [17, 18],
      initial: { 17: "A", 18: "C" },
      readOnly: true,
      review: { standardAnswers: { 17: "A", 18: "B" }, correctTable: { 17: true, 18: false } },
    });
    expect(screen.getByTestId("review-17").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-18").textContent).toContain("C river");
    expect(screen.getByTestId("review-18").textContent).toContain("Correct answer: B lagoon");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("shows the malformed-data notice for empty content", () => {
    const broken = { ...section(), content: { content: " ", blankNumbers: [17] } };
    renderSection(sentenceCompletionModule, broken, { numbers: [17] });
    expect(screen.getByRole("alert").textContent).toBe("Invalid sentence completion data");
  });
});
