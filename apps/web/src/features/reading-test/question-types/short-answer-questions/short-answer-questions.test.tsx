import type { TSectionOf } from "@bandcraft/contract/question-types/index";
import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { shortAnswerQuestionsModule } from "./index";

const section = (): TSectionOf<"SHORT_ANSWER_QUESTIONS"> => {
  const s = sectionOfType(samplePractice(), "SHORT_ANSWER_QUESTIONS");
  return { ...s, content: { ...s.content, answerSource: "Reading Passage 1, paragraph C" } };
};

describe("short-answer questions", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("gives each question a labelled text box and stores the answer as typed", () => {
    const view = renderSection(shortAnswerQuestionsModule, section(), { numbers: [23, 24] });
    expect(screen.getByText("Where to look: Reading Passage 1, paragraph C")).not.toBeNull();
    const input = screen.getByLabelText(/Which island/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "  murano " } });
    expect(view.answers()).toEqual({ 23: "  murano " });
    expect(document.getElementById("question-24")?.textContent).toContain("In which year?");
  });

  it("shows the answers marked in review, with the accepted alternatives", () => {
    renderSection(shortAnswerQuestionsModule, section(), {
      numbers: [23, 24],
      initial: { 23: "Murano", 24: "1921" },
      readOnly: true,
      review: { standardAnswers: { 23: "Murano", 24: "1291|the year 1291" }, correctTable: { 23: true, 24: false } },
    });
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByTestId("review-23").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-24").textContent).toContain("Correct answer: 1291 / the year 1291");
  });

  it("shows the malformed-data notice without questions", () => {
    const broken = { ...section(), content: { questions: [] } };
    renderSection(shortAnswerQuestionsModule, broken, { numbers: [23] });
    expect(screen.getByRole("alert").textContent).toBe("Invalid short answer questions data");
  });
});
