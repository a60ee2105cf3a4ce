import type { TSectionOf } from "@bandcraft/contract/question-types/index";
import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { diagramLabelCompletionModule } from "./index";

type TSection = TSectionOf<"DIAGRAM_LABEL_COMPLETION">;
const section = (change: Partial<TSection["content"]> = {}): TSection => {
  const s = sectionOfType(samplePractice(), "DIAGRAM_LABEL_COMPLETION");
  return { ...s, content: { ...s.content, picURL: "/api/images/furnace.svg", ...change } };
};

describe("diagram label completion", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("shows the picture as given and a numbered input per label", () => {
    const view = renderSection(diagramLabelCompletionModule, section(), { numbers: [21, 22] });
    expect(screen.getByRole("img", { name: "Diagram" }).getAttribute("src")).toBe("/api/images/furnace.svg");
    fireEvent.change(screen.getByLabelText("Answer to question 21"), { target: { value: "Bellows" } });
    expect(view.answers()).toEqual({ 21: "Bellows" });
    expect(document.getElementById("question-22")?.textContent).toBe("22");
  });

  it("replaces a picture that fails to load with the placeholder and its path", () => {
    renderSection(diagramLabelCompletionModule, section(), { numbers: [21, 22] });
    fireEvent.error(screen.getByRole("img", { name: "Diagram" }));
    const placeholder = screen.getByRole("img", { name: "Image not found" });
    expect(placeholder.textContent).toContain("Expected path: /api/images/furnace.svg");
  });

  it("says so when there is no diagram, and still offers boxes for labels no text shows", () => {
    renderSection(diagramLabelCompletionModule, section({ picURL: "", textContents: ["{21} feeds the fire"] }), {
      numbers: [21, 22],
    });
    expect(screen.getByText("No diagram available")).not.toBeNull();
    expect(screen.getByLabelText("Answer to question 22")).not.toBeNull();
  });

  it("answers from a word bank by dropping letters into the slots", () => {
    const view = renderSection(diagramLabelCompletionModule, section({ wordBank: { A: "bellows", B: "crucible" } }), {
      numbers: [21, 22],
      sectionIndex: 3,
    });
    fireEvent.click(screen.getByRole("button", { name: "B crucible" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 22: place B crucible here" }));
    expect(view.answers()).toEqual({ 22: "B" });
  });

  it("marks answers in review", () => {
    renderSection(diagramLabelCompletionModule, section(), {
      numbers: [21, 22],
      initial: { 21: "bellows", 22: "pot" },
      readOnly: true,
      review: { standardAnswers: { 21: "bellows", 22: "crucible" }, correctTable: { 21: true, 22: false } },
    });
    expect(screen.getByTestId("review-21").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-22").textContent).toContain("Correct answer: crucible");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
