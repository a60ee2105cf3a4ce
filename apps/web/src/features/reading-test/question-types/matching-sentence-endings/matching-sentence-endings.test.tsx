import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderModule } from "../shared/matching-test-harness";
import { matchingSentenceEndingsModule } from "./index";

const section = (content: unknown) => ({
  title: "Questions 4-5",
  questionType: "MATCHING_SENTENCE_ENDINGS",
  questionNumber: 2,
  instruction: "Complete each sentence with the correct ending, A-C.",
  content,
});

const content = {
  sentenceBeginnings: ["Water stays liquid because", "Park staff can forecast eruptions because"],
  endingOptions: { A: "the pressure is high.", B: "the intervals are regular.", C: "the rock is hot." },
};

describe("matching sentence endings", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("completes a beginning with the keyboard: Enter on an ending, then the slot", () => {
    const { answers } = renderModule(matchingSentenceEndingsModule, section(content), [4, 5]);
    fireEvent.keyDown(screen.getByRole("button", { name: "B the intervals are regular." }), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: /Question 5: place/ }));
    expect(answers()).toEqual({ 5: "B" });
    expect(screen.getByTestId("drop-slot-5").textContent).toContain("the intervals are regular.");
  });

  it("greys, marks and refuses a used ending without allowRepeats; the slot's clear button frees it", () => {
    const { answers } = renderModule(matchingSentenceEndingsModule, section(content), [4, 5], { initial: { 4: "a" } });
    const used = screen.getByRole("button", { name: "A the pressure is high. (already used)" });
    expect(used.getAttribute("aria-disabled")).toBe("true");
    expect(used.getAttribute("tabindex")).toBe("-1");
    fireEvent.click(used);
    // The used ending was not picked up: no slot offers to take it, nothing changed.
    expect(screen.queryByRole("button", { name: /Question 5: place/ })).toBeNull();
    expect(answers()).toEqual({ 4: "a" });
    fireEvent.click(screen.getByRole("button", { name: "Clear the answer to question 4" }));
    expect(answers()).toEqual({ 4: "" });
    expect(screen.getByRole("button", { name: "A the pressure is high." }).getAttribute("aria-disabled")).not.toBe(
      "true",
    );
  });

  it("stores answers upper-cased", () => {
    const lower = { sentenceBeginnings: ["x"], endingOptions: { c: "the rock is hot." } };
    const { answers } = renderModule(matchingSentenceEndingsModule, section(lower), [4]);
    fireEvent.click(screen.getByRole("button", { name: "c the rock is hot." }));
    fireEvent.click(screen.getByRole("button", { name: /Question 4/ }));
    expect(answers()).toEqual({ 4: "C" });
  });

  it("shows its malformed-data notice", () => {
    renderModule(matchingSentenceEndingsModule, section({ sentenceBeginnings: ["x"] }), [4]);
    expect(screen.getByRole("alert").textContent).toBe("Invalid matching sentence endings data");
  });

  it("marks answers in review", () => {
    renderModule(matchingSentenceEndingsModule, section(content), [4, 5], {
      initial: { 4: "A", 5: "C" },
      readOnly: true,
      review: { standardAnswers: { 4: "A", 5: "B" }, correctTable: { 4: true, 5: false } },
    });
    expect(screen.getByTestId("review-4").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-5").textContent).toContain("B the intervals are regular.");
  });
});
