import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { questionAnchorId } from "../../engine/question-type-module";
import { renderModule } from "../shared/matching-test-harness";
import { matchingInformationModule } from "./index";

const section = (content: unknown) => ({
  title: "Questions 1-3",
  questionType: "MATCHING_INFORMATION",
  questionNumber: 3,
  instruction: "Which paragraph contains the following information? You may use any letter more than once.",
  content,
});

const content = {
  statementsToMatch: ["a claim about time", "a reason for a size", "a comparison"],
  paragraphOptions: { A: "Paragraph A", B: "Paragraph B", C: "Paragraph C" },
  allowRepeats: true,
};

describe("matching information", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("shows each statement with its number and answers with paragraph letters, repeats allowed", () => {
    const { answers } = renderModule(matchingInformationModule, section(content), [1, 2, 3]);
    expect(document.getElementById(questionAnchorId(2))?.textContent).toContain("a reason for a size");
    fireEvent.click(screen.getByRole("button", { name: "Paragraph B" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 1: place Paragraph B here" }));
    fireEvent.click(screen.getByRole("button", { name: "Paragraph B" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 3: place Paragraph B here" }));
    expect(answers()).toEqual({ 1: "B", 3: "B" });
  });

  it("without allowRepeats a letter moves instead of repeating", () => {
    const { answers } = renderModule(
      matchingInformationModule,
      section({ ...content, allowRepeats: false }),
      [1, 2, 3],
      {
        initial: { 1: "A" },
      },
    );
    expect(screen.getByRole("button", { name: "Paragraph A (already used)" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: /Question 1: Paragraph A/ }));
    fireEvent.click(screen.getByRole("button", { name: /Question 2/ }));
    expect(answers()).toEqual({ 1: "", 2: "A" });
  });

  it("shows its malformed-data notice", () => {
    renderModule(matchingInformationModule, section({ statementsToMatch: [], paragraphOptions: { A: "A" } }), [1]);
    expect(screen.getByRole("alert").textContent).toBe("Invalid matching information data");
  });

  it("marks answers in review with the key", () => {
    renderModule(matchingInformationModule, section(content), [1, 2, 3], {
      initial: { 1: "C" },
      readOnly: true,
      review: { standardAnswers: { 1: "A", 2: "B", 3: "C" }, correctTable: {} },
    });
    expect(screen.getByTestId("review-1").getAttribute("data-status")).toBe("incorrect");
    expect(screen.getByTestId("review-1").textContent).toContain("Paragraph A");
    expect(screen.getByTestId("review-2").getAttribute("data-status")).toBe("unanswered");
  });
});
